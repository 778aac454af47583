import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Review 31a/01 (boring.notch's WebcamManager): `objectWillChange.send()` alone in the
/// `willSet`/`didSet` of a `@Published` property repeats the notification the `@Published` set
/// has just sent. It is no use of Combine: it keeps no class, and goes with the conformance
/// (`migrate-redundant-send-removed`). Any other `objectWillChange` use keeps the class as before.
final class MigrationRedundantSendTests: XCTestCase, MigrationReviewCase {
    /// The repro (`import Foundation` added for `NSObject`: the stand-in SwiftUI does not
    /// re-export it, Apple's does; `@MainActor` for its `static let shared` in Swift 6). The
    /// class migrates; the observer, which held only the send, goes, and the note is at the send.
    func testTheReproMigratesWithoutItsSend() throws {
        let text = """
            import Foundation
            import SwiftUI

            @MainActor class WebcamManager: NSObject, ObservableObject {
                static let shared = WebcamManager()

                @Published var isSessionRunning: Bool = false {
                    didSet {
                        objectWillChange.send()
                    }
                }
            }

            struct CameraView: View {
                @ObservedObject var webcam = WebcamManager.shared
                var body: some View { Text(webcam.isSessionRunning ? "on" : "off") }
            }

            """
        let result = migrate([("Webcam.swift", text)])
        XCTAssertEqual(found(result, "migrate-blocked-object-will-change"), [])
        XCTAssertEqual(found(result, "migrate-class-kept"), [])
        XCTAssertEqual(found(result, "migrate-redundant-send-removed"), ["Webcam.swift:9"])
        let note = result.files[0].diagnostics.first { $0.id == "migrate-redundant-send-removed" }?.message ?? ""
        XCTAssertTrue(note.contains("'isSessionRunning'") && note.contains("'didSet'"), note)
        let migrated = output(result)
        XCTAssertTrue(migrated.contains("""
            @Observable
            @MainActor class WebcamManager: NSObject {
                static let shared = WebcamManager()

                var isSessionRunning: Bool = false
            }
            """), migrated)
        XCTAssertFalse(migrated.contains("objectWillChange"), migrated)
        XCTAssertTrue(migrated.contains("var webcam = WebcamManager.shared"), migrated)
        try assertOutputsTypeCheck(result)
    }

    /// Where the observer holds more than the send, only the send's line(s) go; `self.`, a
    /// `willSet`, a one-line observer, a `;`, a parameter name (`didSet(old)`) and both observers
    /// of one property are the same rule. A comment in an observer stays, with the observer.
    /// With the sends gone, `import Combine` is no longer needed.
    func testOnlyTheSendGoesFromAnObserverThatHoldsMore() throws {
        let text = """
            import Combine
            import SwiftUI

            final class Player: ObservableObject {
                @Published var volume = 0 {
                    willSet {
                        self.objectWillChange.send()
                    }
                    didSet {
                        print(volume)
                        objectWillChange.send();
                    }
                }
                @Published var title = "" { willSet { objectWillChange.send() } didSet { print(title) } }
                @Published var rate = 1.0 { willSet { objectWillChange.send() } didSet(old) { self.objectWillChange.send() } }
                @Published var muted = false {
                    didSet {
                        // views show the speaker icon
                        objectWillChange.send()
                    }
                }
            }

            struct PlayerView: View {
                @StateObject var player = Player()
                var body: some View { Text(player.title) }
            }

            """
        let result = migrate([("Player.swift", text)])
        XCTAssertEqual(found(result, "migrate-blocked-object-will-change"), [])
        XCTAssertEqual(found(result, "migrate-redundant-send-removed"),
                       ["Player.swift:7", "Player.swift:11", "Player.swift:14", "Player.swift:15", "Player.swift:15", "Player.swift:19"])
        let migrated = output(result)
        XCTAssertTrue(migrated.contains("""
            @Observable
            final class Player {
                var volume = 0 {
                    didSet {
                        print(volume)
                    }
                }
                var title = "" { didSet { print(title) } }
                var rate = 1.0
                var muted = false {
                    didSet {
                        // views show the speaker icon
                    }
                }
            }
            """), migrated)
        XCTAssertFalse(migrated.contains("objectWillChange"), migrated)
        // Nothing of Combine is left in the file: its import goes.
        XCTAssertFalse(migrated.contains("import Combine"), migrated)
        try assertOutputsTypeCheck(result)
    }

    /// Any other `objectWillChange` use keeps its class as before: a send in a plain property's
    /// observer, in a method, nested in an `if` of a `@Published` observer, sharing its line with
    /// another statement, or a subscription. The warning is at those uses only, never at a
    /// redundant send of the same class; the class with only a redundant send migrates.
    func testOtherSendsStillKeepTheirClass() throws {
        let text = """
            import Combine
            import SwiftUI

            final class Plain: ObservableObject {
                var ticks = 0 { didSet { objectWillChange.send() } }
            }

            final class Method: ObservableObject {
                @Published var count = 0 { didSet { objectWillChange.send() } }
                func refresh() { objectWillChange.send() }
            }

            final class Nested: ObservableObject {
                @Published var count = 0 {
                    didSet {
                        if count > 3 { objectWillChange.send() }
                    }
                }
            }

            final class Shared: ObservableObject {
                @Published var count = 0 {
                    didSet { print(count); objectWillChange.send() }
                }
            }

            final class Subscribed: ObservableObject {
                @Published var count = 0 { didSet { objectWillChange.send() } }
                var cancellable: AnyCancellable?
                init() { cancellable = objectWillChange.sink { print("will change") } }
            }

            final class Redundant: ObservableObject {
                @Published var count = 0 { didSet { objectWillChange.send() } }
            }

            struct Panel: View {
                @ObservedObject var plain: Plain
                @ObservedObject var method: Method
                @ObservedObject var nested: Nested
                @ObservedObject var shared: Shared
                @ObservedObject var subscribed: Subscribed
                @ObservedObject var redundant: Redundant
                var body: some View { Text("\\(plain.ticks) \\(method.count) \\(nested.count) \\(shared.count) \\(subscribed.count) \\(redundant.count)") }
            }

            """
        let result = migrate([("Panel.swift", text)])
        XCTAssertEqual(found(result, "migrate-blocked-object-will-change"),
                       ["Panel.swift:5", "Panel.swift:10", "Panel.swift:16", "Panel.swift:23", "Panel.swift:30"])
        XCTAssertEqual(Set(result.summary.keptClasses), ["Plain", "Method", "Nested", "Shared", "Subscribed"])
        XCTAssertEqual(result.summary.migratedClasses, ["Redundant"])
        XCTAssertEqual(found(result, "migrate-redundant-send-removed"), ["Panel.swift:34"])
        let migrated = output(result)
        XCTAssertTrue(migrated.contains("@Observable\nfinal class Redundant {\n    var count = 0\n}"), migrated)
        // The kept classes are left as they were, their sends included.
        XCTAssertTrue(migrated.contains("@Published var count = 0 { didSet { objectWillChange.send() } }\n    func refresh()"), migrated)
        try assertOutputsTypeCheck(result)
    }
}
