import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of review 9a of `migrate` (cfbbcba; 5calls, openhab, MacPaw/OpenAI, macai, tophat).
final class MigrationFourteenthReviewTests: XCTestCase, MigrationReviewCase {
    /// A redraw that passes the model whole to a static method or a free function of the run
    /// (`Text(Format.time(player))`) reads what the function reads of its parameter: an ignored
    /// `elapsed` there was shown anew by every `@Published` change before, and is not now.
    func testIgnoredPropertyReadThroughAHelperFunctionIsReported() throws {
        let source = """
        import Combine
        import SwiftUI

        final class Player: ObservableObject {
            @Published var isPlaying = false
            var elapsed = 0.0
            var label: String { "\\(elapsed)s" }
            func tick() { elapsed += 1; if elapsed > 10 { isPlaying = false } }
        }

        enum Format {
            static func time(_ p: Player) -> String { "\\(p.elapsed)" }
            static func caption(of p: Player) -> String { p.label }
        }

        func describe(_ p: Player) -> String { "t=" + String(p.elapsed) }
        func unrelated(_ p: Player) -> Bool { p.isPlaying }

        struct PlayerView: View {
            @ObservedObject var player: Player
            var body: some View {
                VStack {
                    Text(Format.time(player))
                    Text(describe(player))
                    Text(Format.caption(of: player))
                    Text(unrelated(player) ? "on" : "off")
                }
            }
        }

        """
        let result = migrate([("Player.swift", source)])
        XCTAssertEqual(found(result, "migrate-ignored-property-view-read"), ["Player.swift:12", "Player.swift:13", "Player.swift:16"])
        let messages = result.files[0].diagnostics.filter { $0.id == "migrate-ignored-property-view-read" }.map(\.message)
        XCTAssertTrue(messages.contains { $0.contains("view 'PlayerView' reads 'Format.time(player)', which reads 'elapsed'") }, "\(messages)")
        XCTAssertEqual(result.summary.errors, 0)
        try assertOutputsTypeCheck(result)
    }

    /// A function the run does not declare (`String(describing:)`) is not followed, nor an
    /// instance method of another object: as before, nothing is reported.
    func testAFunctionTheRunDoesNotDeclareIsNotFollowed() throws {
        let source = """
        import Combine
        import SwiftUI

        final class Player: ObservableObject {
            @Published var isPlaying = false
            var elapsed = 0.0
            func tick() { elapsed += 1 }
        }

        struct PlayerView: View {
            @ObservedObject var player: Player
            var body: some View {
                Text(String(describing: player))
            }
        }

        """
        let result = migrate([("Player.swift", source)])
        XCTAssertEqual(found(result, "migrate-ignored-property-view-read"), [])
        try assertOutputsTypeCheck(result)
    }

    /// A tracked property holding a plain class, set from its own value (`document = document`,
    /// `state = reduce(state, action)`): `@Published` sent on every set, Observation skips the
    /// identical instance. Reported at those assignments, not at `self.document = document`
    /// from a parameter, nor for a value type, an optional, or an `@Observable` class.
    func testSameReferenceReassignOfAClassIsReported() throws {
        let source = """
        import Combine
        import SwiftUI

        final class Document {
            var title = "untitled"
        }
        struct Draft {
            var text = ""
        }
        final class Store: ObservableObject {
            @Published var document = Document()
            @Published var draft = Draft()
            @Published var spare: Document? = nil

            init(document: Document) { self.document = document }

            func rename(_ t: String) {
                document.title = t
                document = document
                draft = draft
                spare = spare
            }
            func apply(_ f: (Document) -> Document) {
                self.document = f(self.document)
            }
            func replace(document: Document) {
                self.document = document
            }
            func load(_ make: () -> Document?) {
                if let document = make() {
                    self.document = document
                }
            }
        }

        struct DocView: View {
            @ObservedObject var store: Store
            var body: some View { Text(store.document.title + store.draft.text) }
        }

        """
        let result = migrate([("Store.swift", source)])
        XCTAssertEqual(found(result, "migrate-same-reference-reassign"), ["Store.swift:19", "Store.swift:24"])
        XCTAssertEqual(result.summary.errors, 0)
        try assertOutputsTypeCheck(result)
    }

    /// A closure parameter of `.map`/`.forEach` or a `for … in` variable over a collection whose
    /// element type is declared (`[TaskStatus]`, a property or a local) is typed as the element:
    /// `s.objectWillChange` and `$0.objectWillChange` were a false `migrate-unresolved-receiver`
    /// error. A receiver of a migrated class's element keeps that class.
    func testClosureParameterOverATypedCollectionIsTyped() throws {
        let source = """
        import Combine
        import SwiftUI

        final class TaskStatus: ObservableObject {
            @Published var state = 0
        }
        final class Flags: ObservableObject {
            @Published var option = false
        }
        final class Reporter: ObservableObject {
            @Published var statuses: [TaskStatus] = []
            private var cancellables: [AnyCancellable] = []
            func update() {
                cancellables = statuses.map { taskStatus in
                    taskStatus.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }
                }
                statuses.forEach { $0.objectWillChange.send() }
                let local: [TaskStatus] = statuses
                for status in local {
                    status.objectWillChange.send()
                }
            }
        }

        """
        let result = migrate([("Reporter.swift", source)])
        XCTAssertEqual(found(result, "migrate-unresolved-receiver"), [])
        XCTAssertEqual(result.summary.errors, 0)
        let out = output(result)
        XCTAssertTrue(out.contains("final class TaskStatus: ObservableObject"), out)
        XCTAssertTrue(out.contains("@Observable\nfinal class Flags"), out)
        try assertOutputsTypeCheck(result)
    }

    /// `$prefs.name` through `@Environment` in a single-expression function with an implicit
    /// return gets the `@Bindable` local and an explicit `return`, as a computed property does;
    /// it was a false `migrate-environment-binding` error.
    func testSingleExpressionFunctionGetsTheBindableLocal() throws {
        let source = """
        import Combine
        import SwiftUI

        final class Prefs: ObservableObject {
            @Published var on = false
            @Published var name = ""
        }

        struct Form1: View {
            @EnvironmentObject var prefs: Prefs
            var body: some View { VStack { toggle; field(); note() } }
            var toggle: some View { Toggle("On", isOn: $prefs.on) }
            func field() -> some View { TextField("n", text: $prefs.name) }
            func note() -> some View {
                TextField("n", text: $prefs.name)
                    .environment(prefs)
            }
        }

        """
        let result = migrate([("Form.swift", source)])
        XCTAssertEqual(found(result, "migrate-environment-binding"), [])
        XCTAssertEqual(result.summary.errors, 0)
        let out = output(result)
        XCTAssertTrue(out.contains("func field() -> some View {\n        @Bindable var prefs = prefs\n        return TextField"), out)
        XCTAssertTrue(out.contains("@Bindable var prefs = prefs\n        return TextField(\"n\", text: $prefs.name)\n            .environment(prefs)"), out)
        try assertOutputsTypeCheck(result)
    }
}
