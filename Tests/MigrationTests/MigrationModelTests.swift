import XCTest
@testable import ObservableExpander
@testable import ObservableSyntax

/// The model side of issue 28, in process: classes that are `@Observable` already, publishing
/// property wrappers, publishers reached by any receiver path, protocols and generics written
/// against `ObservableObject`, and actors.
final class MigrationModelTests: XCTestCase {
    func migrate(_ files: [(String, String)], options: MigrationOptions = MigrationOptions()) -> MigrationResult {
        Migrator.migrate(files.map { SourceFile(path: $0.0, text: $0.1) }, options: options)
    }

    func output(_ result: MigrationResult, _ k: Int = 0) -> String {
        result.files[k].output.map { String(decoding: $0, as: UTF8.self) } ?? "<no output>"
    }

    func messages(_ result: MigrationResult, _ k: Int = 0) -> [String] {
        result.files[k].diagnostics.map { $0.formatted(in: result.files[k].file) }
    }

    // MARK: - 1. Classes that are '@Observable' already

    /// In a project that expands annotation comments (`--annotation comment`); in a run with
    /// attributes the comment is commented-out code (MigrationReview27Tests, PetNote).
    func testAnAnnotatedHybridLosesOnlyItsConformanceAndCombineLeftovers() {
        let text = """
            import Combine

            // @Observable
            final class Queue: ObservableObject {
                let objectWillChange = ObservableObjectPublisher()
                @Published var tracks: [String] = []
                var cursor = 0
            }

            """
        let result = migrate([("Queue.swift", text)], options: MigrationOptions(annotation: .comment))
        XCTAssertEqual(output(result), """
            import Observation

            // @Observable
            final class Queue {
                var tracks: [String] = []
                var cursor = 0
            }

            """)
        XCTAssertEqual(result.summary.migratedClasses, ["Queue"])
        XCTAssertEqual(messages(result), [
            "Queue.swift:4:13: note: class 'Queue' was '@Observable' already: its 'ObservableObject' conformance removed, its views now use Observation; '@Published' removed from 'tracks', which notifies through the macro's tracking; its own 'objectWillChange' declaration removed",
        ])
    }

    /// An ignored `@AppStorage` of a class that is `@Observable` already notified views through
    /// the conformance: it gets the tracked accessors (one `@ObservationIgnored`).
    func testAHybridsAppStorageKeepsNotifyingThroughAccessors() {
        let text = """
            import Observation
            import SwiftUI

            @Observable
            final class Prefs: ObservableObject {
                @ObservationIgnored @AppStorage("theme") var theme: String = "light"
            }

            """
        XCTAssertEqual(output(migrate([("Prefs.swift", text)])), """
            import Observation
            import SwiftUI

            @Observable
            final class Prefs {
                @ObservationIgnored @AppStorage("theme") private var _theme: String = "light"
                var theme: String {
                    get { access(keyPath: \\.theme); return _theme }
                    set { withMutation(keyPath: \\.theme) { _theme = newValue } }
                }
            }

            """)
    }

    // MARK: - 2. Publishing property wrappers

    func testAnUnknownWrapperKeepsTheClassWithTheReasonAtTheProperty() {
        let text = """
            import Combine
            import SwiftUI

            final class Mixer: ObservableObject {
                @Published var level = 0
                @Clamped(0 ... 10) var volume = 5
            }

            """
        let result = migrate([("Mixer.swift", text)])
        XCTAssertEqual(output(result), text)
        XCTAssertEqual(messages(result), [
            "Mixer.swift:4:13: note: class 'Mixer' keeps 'ObservableObject': unknown property wrapper on 'volume'",
            "Mixer.swift:6:5: warning: property 'volume' has a property wrapper that 'migrate' does not know: it may publish through the enclosing 'ObservableObject' (as '@AppStorage' does), and '@ObservationIgnored' would silence it; if it does not (it declares no '_enclosingInstance' subscript), name it with '--plain-wrapper NAME'; class 'Mixer' keeps 'ObservableObject' (use '--force' to migrate anyway)",
        ])
    }

    /// A wrapper of the run: one with an `_enclosingInstance` subscript publishes (tracked
    /// accessors), one without never notified (ignored, as before). The subscript here asks
    /// only `AnyObject`, which the migrated class still meets.
    func testARunWrapperPublishesOnlyWithAnEnclosingInstanceSubscript() throws {
        let wrappers = """
            @propertyWrapper struct Stored<Value> {
                var wrappedValue: Value
                static subscript<T: AnyObject>(_enclosingInstance object: T, wrapped w: ReferenceWritableKeyPath<T, Value>,
                                                       storage s: ReferenceWritableKeyPath<T, Self>) -> Value {
                    get { object[keyPath: s].wrappedValue }
                    set { object[keyPath: s].wrappedValue = newValue }
                }
            }
            @propertyWrapper struct Logged<Value> { var wrappedValue: Value }

            """
        let model = """
            final class Prefs: ObservableObject {
                @Stored var theme: String = "light"
                @Logged var opened = 0
            }

            """
        let result = migrate([("Wrappers.swift", wrappers), ("Prefs.swift", model)])
        XCTAssertEqual(output(result, 1), """
            import Observation

            @Observable
            final class Prefs {
                @ObservationIgnored @Stored private var _theme: String = "light"
                var theme: String {
                    get { access(keyPath: \\.theme); return _theme }
                    set { withMutation(keyPath: \\.theme) { _theme = newValue } }
                }
                @ObservationIgnored @Logged var opened = 0
            }

            """)
    }

    /// A wrapper whose `_enclosingInstance` subscript asks `ObservableObject` (NotchDrop's
    /// `@PublishedPersist`, with a usable `wrappedValue`): swiftc uses the subscript for a class
    /// property whenever it is declared, and does not fall back to `wrappedValue` once the class
    /// no longer conforms ("requires that 'Prefs' conform to 'ObservableObject'"), so the class
    /// stays, with the reason at the property.
    func testAWrapperWhoseSubscriptAsksObservableObjectKeepsTheClass() {
        let wrappers = """
            import Combine

            @propertyWrapper struct Stored<Value> {
                var wrappedValue: Value
                static subscript<T>(_enclosingInstance object: T, wrapped w: ReferenceWritableKeyPath<T, Value>,
                                    storage s: ReferenceWritableKeyPath<T, Self>) -> Value where T: ObservableObject {
                    get { object[keyPath: s].wrappedValue }
                    set { object[keyPath: s].wrappedValue = newValue }
                }
            }

            """
        let model = """
            import Combine

            final class Prefs: ObservableObject {
                @Stored var theme: String = "light"
                @Published var opened = 0
            }

            """
        let result = migrate([("Wrappers.swift", wrappers), ("Prefs.swift", model)])
        XCTAssertEqual(output(result, 1), model)
        XCTAssertEqual(result.summary.keptClasses, ["Prefs"])
        // Review 18a/01: the reason is the subscript's requirement, not an unknown wrapper.
        XCTAssertEqual(messages(result, 1).filter { $0.contains("requires the enclosing class to conform to 'ObservableObject'") }.map { String($0.prefix(16)) }, ["Prefs.swift:4:5:"])
    }

    /// A wrapper of the run that works only through its `_enclosingInstance` subscript
    /// (`wrappedValue` unavailable, as `@PublishedPersist` does): after the migration nothing
    /// would meet the subscript's `ObservableObject` constraint and the file would not build,
    /// so the class stays, with the reason at the property (found in a public app).
    func testAWrapperWithoutAUsableWrappedValueKeepsTheClass() {
        let wrappers = """
            @propertyWrapper struct Persisted<Value> {
                @available(*, unavailable) var wrappedValue: Value {
                    get { fatalError() }
                    set { fatalError() }
                }
                var stored: Value
                static subscript<T: ObservableObject>(_enclosingInstance object: T, wrapped w: ReferenceWritableKeyPath<T, Value>,
                                                       storage s: ReferenceWritableKeyPath<T, Self>) -> Value {
                    get { object[keyPath: s].stored }
                    set { object[keyPath: s].stored = newValue }
                }
            }

            """
        let model = """
            final class Downloads: ObservableObject {
                @Persisted(stored: []) var requests: [String]
            }

            """
        let result = migrate([("Wrappers.swift", wrappers), ("Downloads.swift", model)])
        XCTAssertEqual(output(result, 1), model)
        XCTAssertTrue(messages(result, 1).contains { $0.contains("property 'requests'") && $0.contains("class 'Downloads' keeps 'ObservableObject'") }, "\(messages(result, 1))")
    }

    /// `init(from:)` written by hand still leaves `encode(to:)` synthesized: the saved format
    /// changes (the registrar and the backing stores are encoded), so the trap is flagged
    /// (found in a public app's settings file, where it was not).
    func testAHandWrittenDecoderAloneStillFlagsTheSynthesizedEncoder() {
        let model = """
            final class ProjectSettings: ObservableObject, Codable {
                var projectName: String = ""
                init() {}
                required init(from decoder: Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    projectName = try container.decode(String.self, forKey: .projectName)
                }
            }

            """
        XCTAssertTrue(messages(migrate([("Settings.swift", model)])).contains { $0.contains("warning:") && $0.contains("Codable") },
                      "\(messages(migrate([("Settings.swift", model)])))")
        // With `encode(to:)` written too, nothing is synthesized: no warning.
        let both = model.replacingOccurrences(of: "    init() {}\n", with: "    init() {}\n    func encode(to encoder: Encoder) throws {}\n")
        XCTAssertFalse(messages(migrate([("Settings.swift", both)])).contains { $0.contains("Codable") })
    }

    /// `@StateObject var x: T = .shared` reads the shared instance as `T.shared` does: it becomes
    /// a plain property, not `@State` with a warning that it would create an instance (found in
    /// a public app, seven times).
    func testAnImplicitSharedMemberIsASharedInstance() {
        let text = """
            import SwiftUI

            final class Settings: ObservableObject {
                static let shared = Settings()
                @Published var theme = "light"
            }

            struct ThemeView: View {
                @StateObject private var settings: Settings = .shared

                var body: some View { Text(settings.theme) }
            }

            """
        let result = migrate([("Theme.swift", text)])
        XCTAssertTrue(output(result).contains("\n    private let settings: Settings = .shared\n"), output(result))
        XCTAssertFalse(messages(result).contains { $0.contains("warning:") }, "\(messages(result))")
    }

    /// A class of the run named in lowercase is still a class: its initializer call types the
    /// view's property (before: an error asking for an annotation, and the view left on
    /// `@ObservedObject` of a class that migrated; found in a public app).
    func testALowercaseClassOfTheRunTypesItsInitializerCall() {
        let text = """
            import SwiftUI

            struct EditButtonPage: View {
                @ObservedObject private var source = dataSource()

                var body: some View { Text(source.title) }
            }

            class dataSource: ObservableObject {
                @Published var title = "a"
            }

            """
        let result = migrate([("Page.swift", text)])
        XCTAssertTrue(output(result).contains("\n    private let source = dataSource()\n"), output(result))
        XCTAssertFalse(messages(result).contains { $0.contains("error:") }, "\(messages(result))")
    }

    /// A property that never notified, read by a computed property or a method with a result:
    /// views that showed the member were redrawn by the object's `@Published` changes, and are
    /// not now when only the property changes; the read gets a warning (found in a public app:
    /// an "Open on Mac" button that never appeared after connecting).
    func testAnIgnoredPropertyReadByAComputedMemberWarnsAtTheRead() {
        let text = """
            final class RemoteLogger: ObservableObject {
                @Published var connectionState = 0
                private var serverVersion: Int?
                var launches = 0

                var isOpenOnMacSupported: Bool { (serverVersion ?? 0) > 3 }
                func summary() -> String { "\\(self.launches) launches" }
                func connect() { serverVersion = 4; launches += 1 }
            }

            """
        let warnings = messages(migrate([("Logger.swift", text)])).filter { $0.contains("warning:") }
        guard warnings.count == 2 else { return XCTFail("\(warnings)") }
        XCTAssertTrue(warnings[0].hasPrefix("Logger.swift:6:39: warning: 'isOpenOnMacSupported' reads 'serverVersion'"), warnings[0])
        XCTAssertTrue(warnings[1].hasPrefix("Logger.swift:7:32: warning: 'summary()' reads 'launches'"), warnings[1])
    }

    /// `guard let x = a.b` / `if let x = a.b`: the local's type is the property chain's,
    /// unwrapped, so `.environmentObject(x)` is rewritten when `x`'s class migrates and left
    /// alone when it is kept (before: an error on every run for both; found in a public app).
    func testOptionalBindingsOfPropertyChainsTypeEnvironmentObjects() {
        let text = """
            import SwiftUI

            final class EditorManager: ObservableObject {
                @Published var tabs = 0
                var cancellable: Any?
                init() { cancellable = $tabs.sink { _ in } }
            }

            final class StatusBar: ObservableObject {
                @Published var text = ""
            }

            final class Workspace {
                var editorManager: EditorManager?
                var statusBar: StatusBar?
            }

            struct Split {
                let workspace = Workspace()
                func make() -> some View {
                    guard let editorManager = workspace.editorManager else { return AnyView(Text("")) }
                    if let statusBar = self.workspace.statusBar, true {
                        return AnyView(Text("x").environmentObject(editorManager).environmentObject(statusBar))
                    }
                    return AnyView(Text("y"))
                }
            }

            """
        let result = migrate([("Split.swift", text)])
        XCTAssertFalse(messages(result).contains { $0.contains("error:") }, "\(messages(result))")
        XCTAssertTrue(output(result).contains(".environmentObject(editorManager).environment(statusBar)"), output(result))
    }

    func testAnUntypedOrProjectedAppStorageKeepsTheClass() {
        let text = """
            import SwiftUI

            final class Session: ObservableObject {
                @AppStorage("token") var token = makeToken()
                @AppStorage("user") var user: String = ""
                func reset() { _user = AppStorage(wrappedValue: "", "user") }
            }

            """
        let result = migrate([("Session.swift", text)])
        XCTAssertEqual(output(result), text)
        XCTAssertEqual(result.files[0].diagnostics.map(\.id), ["migrate-class-kept", "migrate-blocked-wrapper-type", "migrate-blocked-wrapper-projection"])
    }

    // MARK: - 3. Publishers by any receiver path

    /// `self?.$query` is `Search`'s publisher: `Filter`, with a `query` of its own, migrates.
    func testAProjectedPublisherThroughOptionalChainingKeepsItsClassOnly() {
        let filter = """
            final class Filter: ObservableObject {
                @Published var query = ""
            }

            """
        let text = """
            import Combine

            final class Search: ObservableObject {
                @Published var query = ""
                var cancellable: AnyCancellable?

                func start() {
                    DispatchQueue.main.async { [weak self] in
                        self?.cancellable = self?.$query.sink { _ in }
                    }
                }
            }

            """
        let result = migrate([("Search.swift", text), ("Filter.swift", filter)])
        XCTAssertEqual(output(result), text)
        XCTAssertEqual(result.summary.migratedClasses, ["Filter"])
        XCTAssertEqual(messages(result), [
            "Search.swift:3:13: note: class 'Search' keeps 'ObservableObject': '$query' publisher",
            "Search.swift:9:39: warning: '$query' is a Combine publisher, which Observation does not have; class 'Search' keeps 'ObservableObject' (use '--force' to migrate anyway)",
        ])
    }

    func testObjectWillChangeOfASharedInstanceKeepsItsClassOnly() {
        let store = """
            final class Store: ObservableObject {
                static let shared = Store()
                @Published var items: [String] = []
            }
            final class Other: ObservableObject { @Published var x = 0 }

            """
        let wrapper = """
            @propertyWrapper struct Persisted<Value> {
                var value: Value
                var wrappedValue: Value {
                    get { value }
                    set { Store.shared.objectWillChange.send(); value = newValue }
                }
            }

            """
        let result = migrate([("Store.swift", store), ("Persisted.swift", wrapper)])
        XCTAssertEqual(result.summary.keptClasses, ["Store"])
        XCTAssertEqual(result.summary.migratedClasses, ["Other"])
        XCTAssertEqual(messages(result, 1), [
            "Persisted.swift:5:28: warning: 'objectWillChange' is a Combine publisher, which Observation does not have; class 'Store' keeps 'ObservableObject' (use '--force' to migrate anyway)",
        ])
    }

    /// `controller?.workspace?.tasks?.objectWillChange`: each link's type is the one its stored
    /// property spells; only the class at the end of the chain is kept.
    func testObjectWillChangeThroughAMemberChainKeepsTheClassAtItsEnd() {
        let text = """
            import Combine

            final class TaskManager: ObservableObject { @Published var running = 0 }
            final class Workspace: ObservableObject {
                @Published var name = ""
                var tasks: TaskManager?
            }
            final class WindowController {
                var workspace: Workspace?
            }
            final class StatusBox: ObservableObject {
                @Published var text = ""
                var cancellable: AnyCancellable?
                func watch(_ controller: WindowController?) {
                    cancellable = controller?.workspace?.tasks?.objectWillChange.sink { _ in }
                }
            }

            """
        let result = migrate([("Status.swift", text)])
        XCTAssertEqual(result.summary.keptClasses, ["TaskManager"])
        XCTAssertEqual(result.summary.migratedClasses, ["Workspace", "StatusBox"])
        XCTAssert(messages(result).contains(
            "Status.swift:15:53: warning: 'objectWillChange' is a Combine publisher, which Observation does not have; class 'TaskManager' keeps 'ObservableObject' (use '--force' to migrate anyway)"), "\(messages(result))")
    }
}
