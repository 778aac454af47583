import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of reviews 12a and 12c of `migrate` (f7adaca).
final class MigrationEighteenthReviewTests: XCTestCase, MigrationReviewCase {
    /// 12a/01 (Ferrite): a Core Data class is an `ObservableObject` already (SwiftUI's
    /// `extension NSManagedObject: ObservableObject`), whose `objectWillChange` fires when a
    /// managed attribute changes; Observation tracks no `@NSManaged` attribute. Conforming
    /// through `protocol Plugin: ObservableObject, NSManagedObject`, it was migrated with its
    /// protocol and its views lost their redraws in silence: it stays, and so does the protocol.
    func testACoreDataClassThroughItsProtocolStays() throws {
        let model = """
        import CoreData
        import SwiftUI

        public protocol Plugin: ObservableObject, NSManagedObject {
            var name: String { get set }
        }

        @objc(Source)
        public class Source: NSManagedObject, Plugin {}

        extension Source {
            @NSManaged public var name: String
        }

        """
        let views = """
        import SwiftUI

        struct SourceRow: View {
            @ObservedObject var source: Source
            var body: some View { Text(source.name) }
        }

        struct PluginRow<P: Plugin>: View {
            @ObservedObject var plugin: P
            var body: some View { Text(plugin.name) }
        }

        """
        let result = migrate([("Model.swift", model), ("Views.swift", views)])
        XCTAssertEqual(found(result, "migrate-blocked-managed-object"), ["Model.swift:9"])
        XCTAssertEqual(found(result, "migrate-class-migrated"), [])
        XCTAssertEqual(found(result, "migrate-protocol-migrated"), [])
        XCTAssertEqual(output(result, 0), model, "class and protocol stay")
        XCTAssertEqual(output(result, 1), views, "view sites stay")
    }

    /// 12a/01, the direct spelling and a superclass of the run between: `class Entry:
    /// NSManagedObject, ObservableObject` and `class Note: Record, ObservableObject` with
    /// `class Record: NSManagedObject` stay; a plain class beside them still migrates.
    func testACoreDataClassWrittenDirectlyOrThroughASuperclassStays() throws {
        let text = """
        import CoreData
        import SwiftUI

        final class Entry: NSManagedObject, ObservableObject {
            @NSManaged var title: String
        }

        class Record: NSManagedObject {}

        final class Note: Record, ObservableObject {
            @NSManaged var body: String
        }

        final class Counter: ObservableObject {
            @Published var count = 0
        }

        struct EntryRow: View {
            @ObservedObject var entry: Entry
            @ObservedObject var note: Note
            @StateObject private var counter = Counter()
            var body: some View { Text(entry.title + note.body + "\\(counter.count)") }
        }

        """
        let result = migrate([("Model.swift", text)])
        XCTAssertEqual(found(result, "migrate-blocked-managed-object"), ["Model.swift:4", "Model.swift:10"])
        XCTAssertEqual(found(result, "migrate-class-migrated"), ["Model.swift:14"])
        let out = output(result)
        XCTAssertTrue(out.contains("final class Entry: NSManagedObject, ObservableObject {\n    @NSManaged var title: String"), out)
        XCTAssertTrue(out.contains("final class Note: Record, ObservableObject {"), out)
        XCTAssertTrue(out.contains("    @ObservedObject var entry: Entry\n    @ObservedObject var note: Note\n    @State private var counter = Counter()"), out)
    }
}

extension MigrationEighteenthReviewTests {
    /// 12c/02 (SwiftUI-WorkoutApp's `DefaultsService`, the app's main model): `@AppStorage`
    /// initialised with `Data()` / `Date(timeIntervalSince1970: 0)`, a call of a type the run
    /// does not declare, kept the class ("needs its type"): the call types the store as the
    /// literal or `Type.member` does. A function of the run of that name (`Stamp()`) is its
    /// declared result (`Int`, through the index: review 15b), not the type `Stamp`; a
    /// failable initializer (`URL(string:)`) keeps that class as before.
    func testAnAppStorageInitializedWithAnImportedTypesCallIsTypedByIt() throws {
        let text = """
        import Foundation
        import SwiftUI

        func Stamp() -> Int { 3 }

        final class Prefs: ObservableObject {
            @AppStorage("stamp") var stamp = Stamp()
            @AppStorage("home") var home = URL(string: "https://example.com")
        }

        final class Defaults: ObservableObject {
            @AppStorage("userInfo") private var userInfo = Data()
            @AppStorage("lastUpdate") private(set) var lastUpdate = Date(timeIntervalSince1970: 0)
            @Published var count = 0

            var hasUser: Bool { !userInfo.isEmpty }
            func save(_ d: Data) { userInfo = d; lastUpdate = Date() }
        }

        struct Screen: View {
            @EnvironmentObject var defaults: Defaults
            var body: some View { Text(defaults.hasUser ? "y" : "n") }
        }

        """
        let result = migrate([("Defaults.swift", text)])
        XCTAssertEqual(found(result, "migrate-blocked-wrapper-type"), ["Defaults.swift:8"])
        XCTAssertEqual(result.summary.migratedClasses, ["Defaults"])
        XCTAssertEqual(result.summary.keptClasses, ["Prefs"])
        let out = output(result)
        XCTAssertTrue(out.contains("@ObservationIgnored @AppStorage(\"userInfo\") private var _userInfo: Data = Data()"), out)
        XCTAssertTrue(out.contains("@ObservationIgnored @AppStorage(\"lastUpdate\") private var _lastUpdate: Date = Date(timeIntervalSince1970: 0)"), out)
        try assertOutputsTypeCheck(result)
    }

    /// 12c/03 (SwiftUI-WorkoutApp's `ParksMapScreen.ViewModel`): `manager.delegate = self` in
    /// `init`, where `manager` is the instance's own `let`, created in the class: no shared state,
    /// the class migrates with the eager-init warning. `Hub.shared.delegate = self` still keeps one.
    func testSettingTheDelegateOfAnOwnObjectIsNotSharedState() throws {
        let text = """
        import Foundation
        import SwiftUI

        final class LocationDelegate: NSObject, @unchecked Sendable {
            weak var delegate: AnyObject?
            static let shared = LocationDelegate()
        }

        final class MapModel: NSObject, ObservableObject {
            private let manager = LocationDelegate()
            @Published private(set) var address = ""

            override init() {
                super.init()
                manager.delegate = self
            }
        }

        final class SharedModel: NSObject, ObservableObject {
            private let manager = LocationDelegate.shared
            @Published private(set) var address = ""

            override init() {
                super.init()
                manager.delegate = self
                LocationDelegate.shared.delegate = self
            }
        }

        struct MapScreen: View {
            @StateObject private var model = MapModel()
            @StateObject private var shared = SharedModel()
            var body: some View { Text(model.address + shared.address) }
        }

        """
        let result = migrate([("Map.swift", text)])
        XCTAssertEqual(result.summary.migratedClasses, ["MapModel"])
        XCTAssertEqual(found(result, "migrate-blocked-state-object-lifetime"), ["Map.swift:25"])
        XCTAssertEqual(found(result, "migrate-state-object-eager-init"), ["Map.swift:31"])
        try assertOutputsTypeCheck(result)
    }

    /// 12a/04 (Dayflow's `TimelineReviewPlayerModel`): a `deinit` that cancels the instance's own
    /// task kept a class with no `@Published` ("acts beyond the instance"), while one with a
    /// `@Published` migrated: one rule now, for every class, that blocks only a `deinit` acting
    /// on shared state (`Server.shared.stop()`), or running a closure handed in from outside.
    func testADeinitOnItsOwnResourcesKeepsNoClass() throws {
        let text = """
        import SwiftUI

        final class Server: @unchecked Sendable { static let shared = Server(); func stop() {} }

        final class PlayerModel: ObservableObject {
            private var loadTask: Task<Void, Never>?
            init(id: String) { loadTask = Task { _ = id } }
            deinit { loadTask?.cancel() }
        }

        final class PlayerModelPublished: ObservableObject {
            @Published var ready = false
            private var loadTask: Task<Void, Never>?
            init(id: String) { loadTask = Task { _ = id } }
            deinit { loadTask?.cancel() }
        }

        final class Stopper: ObservableObject {
            deinit { Server.shared.stop() }
        }

        struct Card: View {
            @StateObject private var player: PlayerModel
            @StateObject private var player2: PlayerModelPublished
            @StateObject private var stopper = Stopper()
            init(id: String) {
                _player = StateObject(wrappedValue: PlayerModel(id: id))
                _player2 = StateObject(wrappedValue: PlayerModelPublished(id: id))
            }
            var body: some View { Text(player2.ready ? "ready" : "…") }
        }

        """
        let result = migrate([("Card.swift", text)])
        XCTAssertEqual(result.summary.migratedClasses.sorted(), ["PlayerModel", "PlayerModelPublished"])
        XCTAssertEqual(result.summary.keptClasses, ["Stopper"])
        XCTAssertEqual(found(result, "migrate-blocked-state-object-lifetime"), ["Card.swift:19"])
        try assertOutputsTypeCheck(result)
    }

    /// 12a/05 (ExcalidrawZ, 9 of 10 warnings): a member that reads the tracked `stateRevision`
    /// first, which the model bumps whenever the held store changes, is followed by the view:
    /// no `migrate-reference-state-view-read` for it; a member that does not (`isFolder`) warns.
    func testAMemberReadingATrackedPropertyOfItsModelIsFollowed() {
        let text = """
        import SwiftUI

        final class DocumentStore {
            static let shared = DocumentStore()
            var errors: [String: String] = [:]
            func setError(_ e: String, for id: String) { errors[id] = e }
        }

        final class BrowserModel: ObservableObject {
            @Published private(set) var stateRevision = 0
            private let store: DocumentStore
            let id: String

            init(id: String, store: DocumentStore = .shared) {
                self.id = id
                self.store = store
            }

            func invalidate() { stateRevision &+= 1 }

            var errorMessage: String? {
                _ = stateRevision
                return store.errors[id]
            }

            var isFolder: Bool { store.errors[id] == nil }
        }

        struct Row: View {
            @ObservedObject var browser: BrowserModel
            var body: some View { Text(browser.errorMessage ?? (browser.isFolder ? "folder" : "ok")) }
        }

        """
        let result = migrate([("Row.swift", text)])
        XCTAssertEqual(result.summary.migratedClasses, ["BrowserModel"])
        let warnings = result.files[0].diagnostics.filter { $0.id == "migrate-reference-state-view-read" }.map(\.message)
        XCTAssertEqual(warnings.count, 1, "\(warnings)")
        XCTAssertTrue(warnings.first?.contains("'browser.isFolder'") == true, "\(warnings)")
    }

    /// 12a/06 (Ferrite, all 9 warnings): `extension String { static func == … }` is an overload,
    /// not `String`'s `Equatable` witness, which Observation's setter compares with: no
    /// `migrate-custom-equality-property`. A type of the run with its own `==` still warns.
    func testAnEqualityInAnExtensionOfAnImportedTypeIsNoWitness() {
        let text = """
        import Foundation
        import SwiftUI

        extension String {
            static func == (lhs: String, rhs: String) -> Bool { lhs.compare(rhs, options: .numeric) == .orderedSame }
        }

        struct Bottle: Equatable {
            var id: Int
            var name: String
            static func == (lhs: Bottle, rhs: Bottle) -> Bool { lhs.id == rhs.id }
        }

        final class Backup: ObservableObject {
            @Published var message: String = ""
            @Published var lines: [String] = []
            @Published var bottles: [Bottle] = []
        }

        struct BackupView: View {
            @ObservedObject var backup: Backup
            var body: some View { Text(backup.message + "\\(backup.lines.count) \\(backup.bottles.count)") }
        }

        """
        let result = migrate([("Backup.swift", text)])
        XCTAssertEqual(result.summary.migratedClasses, ["Backup"])
        XCTAssertEqual(found(result, "migrate-custom-equality-property"), ["Backup.swift:17"])
    }
}
