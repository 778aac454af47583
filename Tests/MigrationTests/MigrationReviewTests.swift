import XCTest
@testable import ObservableExpander
@testable import ObservableSyntax

/// Findings of the review of `migrate` on five public apps (ab0482c), each on its smallest input.
final class MigrationReviewTests: XCTestCase {
    func migrate(_ files: [(String, String)], options: MigrationOptions = MigrationOptions()) -> MigrationResult {
        Migrator.migrate(files.map { SourceFile(path: $0.0, text: $0.1) }, options: options)
    }

    func ids(_ result: MigrationResult, _ k: Int = 0) -> [String] {
        result.files[k].diagnostics.map(\.id)
    }

    // MARK: - objectWillChange on receivers typed by optional bindings, casts and subscripts

    static func holder(_ property: String, _ use: String) -> String {
        """
        import Combine
        final class Entry: ObservableObject { @Published var name = "" }
        final class Other: ObservableObject { @Published var count = 0 }
        final class Holder {
            \(property)
            var subs: [AnyCancellable] = []
            func subscribe() {
                \(use)
            }
        }

        """
    }

    func testObjectWillChangeThroughBindingsCastsAndSubscriptsKeepsItsClass() {
        let cases = [
            ("var entry: Entry?", "if let entry = entry { subs.append(entry.objectWillChange.sink { _ in }) }"),
            ("var entry: Entry?", "if let entry { subs.append(entry.objectWillChange.sink { _ in }) }"),
            ("var entry: Entry?", "guard let e = entry else { return }\n        subs.append(e.objectWillChange.sink { _ in })"),
            ("var config: Any = 0", "if let c = config as? Entry { subs.append(c.objectWillChange.sink { _ in }) }"),
            ("var config: Any = 0", "let c = config as! Entry\n        subs.append(c.objectWillChange.sink { _ in })"),
            ("var entries: [String: Entry] = [:]", "subs.append(entries[\"a\"]!.objectWillChange.sink { _ in })"),
            ("var entries: [Entry] = []", "subs.append(self.entries[0].objectWillChange.sink { _ in })"),
            ("var entries: [String: Entry] = [:]", "let entry = entries[\"a\"]!\n        subs.append(entry.objectWillChange.sink { _ in })"),
        ]
        for (property, use) in cases {
            let result = migrate([("H.swift", Self.holder(property, use))])
            XCTAssertEqual(result.summary.keptClasses, ["Entry"], use)
            XCTAssertEqual(result.summary.migratedClasses, ["Other"], use)
            XCTAssertEqual(result.summary.errors, 0, "\(use): \(ids(result))")
            XCTAssert(ids(result).contains("migrate-blocked-object-will-change"), "\(use): \(ids(result))")
        }
    }

    /// Optional links in a chain (`a?.b?.c`, `a!.b`), as CodeEdit writes them: a local taken
    /// from one, and an `if let` of one passed to `.environmentObject`, are typed (they were
    /// errors that named an untypeable receiver).
    func testOptionalChainsAreTyped() {
        let model = """
        import Combine
        import SwiftUI
        final class Manager: ObservableObject { @Published var branch = "main" }
        final class Files { var manager: Manager? }
        final class Workspace: ObservableObject {
            @Published var name = ""
            var files: Files?
            var editor: Editor?
        }
        final class Editor: ObservableObject { @Published var text = "" }
        final class Watcher {
            weak var workspace: Workspace?
            var subs: [AnyCancellable] = []
            func watch() {
                let active = workspace?.editor
                active?.objectWillChange.sink { _ in }.store(in: &subs)
            }
        }
        struct Navigator: View {
            @EnvironmentObject private var workspace: Workspace
            var body: some View {
                if let manager = workspace.files!.manager {
                    Text("x").environmentObject(manager)
                }
            }
        }

        """
        let result = migrate([("App.swift", model)])
        XCTAssertEqual(result.summary.errors, 0, "\(ids(result))")
        XCTAssertEqual(result.summary.keptClasses, ["Editor"])
        let output = String(decoding: result.files[0].output ?? [], as: UTF8.self)
        XCTAssert(output.contains(".environment(manager)"), output)
    }

    /// Still unknown: an error (the output would not build if it is a migrated class), and
    /// nothing when no class migrates.
    func testObjectWillChangeOfAnUnknownReceiverIsAnErrorOnlyWhileAClassMigrates() {
        let result = migrate([("H.swift", Self.holder("var make: () -> Any = { 0 }", "_ = (make() as! Entry).objectWillChange"))])
        XCTAssertEqual(result.summary.migratedClasses, ["Entry", "Other"])
        let error = result.files[0].diagnostics.first { $0.id == "migrate-unresolved-receiver" }
        XCTAssertEqual(error?.severity, .error)
        XCTAssertEqual(result.summary.errors, 1)
        let kept = migrate([("H.swift", """
            import Combine
            final class Entry: ObservableObject { @Published var name = "" }
            func poke(_ e: Entry, _ x: Any) { _ = e.$name; _ = (x as! Entry).objectWillChange }

            """)])
        XCTAssertEqual(kept.summary.migratedClasses, [])
        XCTAssertFalse(ids(kept).contains("migrate-unresolved-receiver"), "\(ids(kept))")
    }
}

extension MigrationReviewTests {
    // MARK: - Classes kept for what their declaration says

    /// Swiftfin's `OnFinalDisappearModifier.Observer`: no `@Published`, a `deinit` that runs the
    /// action when the view goes away for good.
    func testADeinitOfAStateObjectWithoutPublishedKeepsTheClass() {
        let text = """
            import SwiftUI
            struct OnFinalDisappear: ViewModifier {
                @StateObject private var observer: Observer
                init(action: @escaping () -> Void) { _observer = StateObject(wrappedValue: Observer(action: action)) }
                func body(content: Content) -> some View { content }
                private class Observer: ObservableObject {
                    private let action: () -> Void
                    init(action: @escaping () -> Void) { self.action = action }
                    deinit { action() }
                }
            }

            """
        let result = migrate([("M.swift", text)])
        XCTAssertEqual(result.summary.keptClasses, ["Observer"])
        let warning = result.files[0].diagnostics.first { $0.id == "migrate-blocked-state-object-lifetime" }
        XCTAssertEqual(warning.map { result.files[0].file.location(of: $0.offset).line }, 9)
        XCTAssertEqual(result.files[0].output.map { String(decoding: $0, as: UTF8.self) }, text)
        // One rule for every class (review 12a/04): a 'deinit' that runs a closure handed in
        // keeps a class with '@Published' too (before, only 'Server.shared.stop()' did).
        let published = text.replacingOccurrences(of: "private let action", with: "@Published var n = 0\n        private let action")
        XCTAssertEqual(migrate([("M.swift", published)]).summary.keptClasses, ["Observer"])
        let notHeld = text.replacingOccurrences(of: "StateObject", with: "ObservedObject")
        XCTAssertEqual(migrate([("M.swift", notHeld)]).summary.migratedClasses, ["Observer"])
    }

    /// Swiftfin's `RootCoordinator`: `@Stateful` generates its published state.
    func testAnUnknownAttachedMacroKeepsTheClass() {
        let text = """
            import SwiftUI
            @globalActor actor DataActor { static let shared = DataActor() }
            @MainActor
            @Stateful
            final class RootCoordinator: ObservableObject {
                enum State { case initial, ready }
            }
            @DataActor @objc final class Plain: ObservableObject { @Published var x = 0 }

            """
        let result = migrate([("M.swift", text)])
        XCTAssertEqual(result.summary.keptClasses, ["RootCoordinator"])
        XCTAssertEqual(result.summary.migratedClasses, ["Plain"])
        XCTAssertEqual(result.files[0].diagnostics.first { $0.id == "migrate-blocked-unknown-macro" }?.message,
                       "'@Stateful' is an attribute that 'migrate' does not know: as an attached macro it may generate '@Published' members, which '@Observable' would not see; class 'RootCoordinator' keeps 'ObservableObject' (use '--force' to migrate anyway)")
    }
}

extension MigrationReviewTests {
    // MARK: - Custom '==' on a tracked property's type

    func testATrackedPropertyOfATypeWithItsOwnEqualityIsWarnedAt() {
        let text = """
            import SwiftUI
            struct Result: Identifiable, Equatable {
                let id: String
                var entries: [String]
                static func == (lhs: Result, rhs: Result) -> Bool { lhs.id == rhs.id }
            }
            struct Plain: Equatable { var x = 0 }
            final class Bottle: ObservableObject { let url: URL; init(url: URL) { self.url = url } }
            func == (lhs: Bottle, rhs: Bottle) -> Bool { lhs.url == rhs.url }
            final class Model: ObservableObject {
                @Published var results: [Result] = []
                @Published var byKey: [String: Bottle] = [:]
                @Published var current: Result?
                @Published var plain = Plain()
                @Published var first = Result(id: "", entries: [])
                var notPublished: [Result] = []
            }

            """
        let result = migrate([("M.swift", text)])
        let warnings = result.files[0].diagnostics.filter { $0.id == "migrate-custom-equality-property" }
        XCTAssertEqual(warnings.map { result.files[0].file.location(of: $0.offset).line }, [11, 12, 13, 15])
        XCTAssertEqual(warnings.first?.message,
                       "'results' holds '[Result]', and 'Result' defines its own '==': '@Published' notified on every set, a tracked property does not notify when set to a value that is '==' to the current one (check that '==' compares everything a view shows)")
    }
}

extension MigrationReviewTests {
    // MARK: - Outputs that did not build, in silence

    func testViewSitesThroughATypealiasOfAMigratedClassAreRewritten() {
        let text = """
            import SwiftUI
            final class Foo: ObservableObject { @Published var a = 0 }
            typealias VM = Foo
            struct V: View {
                @StateObject var vm = VM()
                @ObservedObject var other: VM
                var body: some View { Text("\\(vm.a) \\(other.a)") }
            }
            struct P: View {
                let f: VM
                var body: some View { V(other: f).environmentObject(f) }
            }

            """
        let result = migrate([("M.swift", text)])
        XCTAssertEqual(result.summary.migratedClasses, ["Foo"])
        let output = result.files[0].output.map { String(decoding: $0, as: UTF8.self) } ?? ""
        XCTAssert(output.contains("@State var vm = VM()"), output)
        XCTAssert(output.contains("    var other: VM"), output)
        XCTAssert(output.contains(".environment(f)"), output)
        XCTAssertFalse(output.contains("Object"), output)
    }

    func testObjectWillChangeInAnExtensionOfAnObservableProtocolKeepsItsConformers() {
        let text = """
            import SwiftUI
            import Combine
            protocol Reloadable: ObservableObject {}
            extension Reloadable {
                func reload() { objectWillChange.send() }
            }
            final class Foo: Reloadable { @Published var a = 0 }
            final class Bar: Reloadable { @Published var b = 0 }
            final class Free: ObservableObject { @Published var c = 0 }

            """
        let result = migrate([("M.swift", text)])
        XCTAssertEqual(result.summary.keptClasses, ["Foo", "Bar"])
        XCTAssertEqual(result.summary.migratedClasses, ["Free"])
        XCTAssert(result.files[0].output.map { String(decoding: $0, as: UTF8.self) }?.contains("protocol Reloadable: ObservableObject {}") == true)
        XCTAssert(ids(result).contains("migrate-blocked-object-will-change"), "\(ids(result))")
    }
}

extension MigrationReviewTests {
    // MARK: - False keeps

    func testAResultBuilderOnAComputedPropertyIsNoWrapper() {
        let text = """
            import SwiftUI
            final class PlayerProxy: ObservableObject {
                @Published var rate: Float = 1
                @ViewBuilder
                var body: some View { Text("player") }
                @ToolbarContentBuilder var toolbar: some ToolbarContent { get { ToolbarItem { Text("") } } }
            }

            """
        let result = migrate([("M.swift", text)])
        XCTAssertEqual(result.summary.migratedClasses, ["PlayerProxy"], "\(ids(result))")
    }

    func testAKeyPathToAnotherTypesProjectionKeepsNothing() {
        let text = """
            @propertyWrapper struct Field<T> { var wrappedValue: T; var projectedValue: Field<T> { self } }
            struct Entity { @Field var name: String = "" }
            let nameKey = \\Entity.$name
            final class Wizard: ObservableObject { @Published var name: String? }
            let wizardKey = \\Wizard.$name
            final class Other: ObservableObject { @Published var name = "" }

            """
        let result = migrate([("M.swift", text)])
        XCTAssertEqual(result.summary.migratedClasses, ["Other"], "\(ids(result))")
        XCTAssertEqual(result.summary.keptClasses, ["Wizard"])
    }

    func testALocalWithAnUnderscoredNameIsNoBackingStore() {
        let text = """
            import Foundation
            final class ServerList: ObservableObject {
                @Published var savedServers: [String] = []
                @Published var _sound: [String] = []
                init() {
                    var _savedServers = [String]()
                    if let array = UserDefaults.standard.stringArray(forKey: "Servers") { _savedServers = array }
                    self.savedServers = _savedServers
                }
                func migrate(old: String?) {
                    if let __sound = old { _sound = [__sound] }
                }
            }
            final class Kept: ObservableObject {
                @Published var items: [Int] = []
                func f() { print(_items) }
            }

            """
        let result = migrate([("M.swift", text)])
        XCTAssertEqual(result.summary.migratedClasses, ["ServerList"], "\(ids(result))")
        XCTAssertEqual(result.summary.keptClasses, ["Kept"])
    }
}

extension MigrationReviewTests {
    // MARK: - Wrong messages

    func output(_ result: MigrationResult, _ k: Int = 0) -> String {
        result.files[k].output.map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    func testEnvironmentObjectArgumentsTypedThroughSelfUnwrapsAndSubscripts() {
        let text = """
            import SwiftUI
            import Combine
            final class Coordinator: ObservableObject {
                @Published var depth = 0
                func wrap<V: View>(_ view: V) -> some View { view.environmentObject(self) }
            }
            final class Proxy: ObservableObject {
                @Published var rate: Float = 1
                var c: AnyCancellable?
                init() { c = $rate.sink { print($0) } }
            }
            extension Proxy { var playerBody: some View { Text("").environmentObject(self) } }
            final class Session: ObservableObject {
                static var active: [UUID: Session] = [:]
                @Published var title = ""
            }
            struct Window: View {
                private let data: Coordinator?
                let id: UUID
                var body: some View {
                    if let session = Session.active[id] { Text("").environmentObject(session) }
                    Text("").environmentObject(data!)
                }
            }

            """
        let result = migrate([("M.swift", text)])
        XCTAssertEqual(result.summary.errors, 0, "\(ids(result))")
        XCTAssertEqual(result.summary.keptClasses, ["Proxy"])
        let out = output(result)
        XCTAssert(out.contains("view.environment(self)"), out)
        XCTAssert(out.contains("Text(\"\").environmentObject(self)"), out)
        XCTAssert(out.contains(".environment(session)"), out)
        XCTAssert(out.contains(".environment(data!)"), out)
    }

    func testAnIgnoredReadInAPrivateMethodOrOfAParameterIsNoTrap() {
        let text = """
            final class History: ObservableObject {
                @Published var filtered: [String] = []
                private var query = ""
                private var entries: [String] = []
                func search(_ q: String) { query = q; filtered = filterDay(entries: entries) }
                private func filterDay(entries: [String]) -> [String] { query.isEmpty ? entries : entries.filter { $0 == query } }
                func count(entries: [String]) -> Int { entries.count }
                func shown() -> Int { entries.count }
                func add(_ entry: String) { entries.append(entry) }
            }

            """
        let result = migrate([("M.swift", text)])
        let reads = result.files[0].diagnostics.filter { $0.id == "migrate-ignored-property-read" }
        XCTAssertEqual(reads.map { String($0.message.prefix(26)) }, ["'shown()' reads 'entries',"])
    }

    func testAStateObjectSetFromAParameterIsTheMemberwiseTrap() {
        let text = """
            import SwiftUI
            final class ToastProxy: ObservableObject { @Published var isPresenting = false }
            struct Toast: View {
                @StateObject private var toastProxy: ToastProxy
                init(proxy: ToastProxy) { self._toastProxy = StateObject(wrappedValue: proxy) }
                var body: some View { Text("") }
            }

            """
        let result = migrate([("M.swift", text)])
        XCTAssertEqual(ids(result).filter { $0.hasPrefix("migrate-state-object") }, ["migrate-state-object-memberwise"])
    }

    func testAComputedCollectionHoldsNothing() {
        let text = """
            final class Program: ObservableObject { @Published var pinned = false }
            final class Bottle: ObservableObject {
                @Published var programs: [Program] = []
                var pinnedPrograms: [Program] { programs.filter(\\.pinned) }
            }

            """
        let result = migrate([("M.swift", text)])
        let notes = result.files[0].diagnostics.filter { $0.id == "migrate-collection-of-observables" }
        XCTAssertEqual(notes.map { result.files[0].file.location(of: $0.offset).line }, [3])
    }

    func testImportObservationGoesAfterTheTrailingCommentOfTheLastImport() {
        let text = "import SwiftUI // views and ObservableObject\n\nfinal class Counter: ObservableObject { @Published var count = 0 }\n"
        XCTAssert(output(migrate([("M.swift", text)])).hasPrefix("import SwiftUI // views and ObservableObject\nimport Observation\n"),
                  output(migrate([("M.swift", text)])))
    }
}

extension MigrationReviewTests {
    /// The outputs of the cases that migrate build against the stand-ins (Swift 5 and 6): before,
    /// the typealias's view sites kept '@StateObject' on an '@Observable' class.
    func testTheMigratedOutputsTypeCheck() throws {
        let texts = [
            """
            import SwiftUI
            final class Foo: ObservableObject { @Published var a = 0 }
            typealias VM = Foo
            struct V: View {
                @StateObject var vm = VM()
                @ObservedObject var other: VM
                var body: some View { Text("\\(vm.a) \\(other.a)") }
            }
            struct P: View {
                let f: VM
                var body: some View { V(other: f).environmentObject(f) }
            }

            """,
            """
            import SwiftUI
            final class Coordinator: ObservableObject {
                @Published var depth = 0
                func wrap<V: View>(_ view: V) -> some View { view.environmentObject(self) }
            }
            final class Data: ObservableObject { @Published var busy = false }
            struct W: View {
                let data: Data?
                var body: some View { Text("").environmentObject(data!) }
            }

            """,
        ]
        let folder = try MigrationSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (k, text) in texts.enumerated() {
            let result = migrate([("M\(k).swift", text)])
            XCTAssertEqual(result.summary.errors, 0, "\(ids(result))")
            let file = folder.appendingPathComponent("M\(k).swift")
            try Data(output(result).utf8).write(to: file)
            for (mode, check) in try MigrationSupport.typecheckInBothModes([file.path]) {
                XCTAssertEqual(check.status, 0, "Swift \(mode):\n\(output(result))\n\(check.stderr)")
            }
        }
    }
}
