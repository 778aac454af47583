import Foundation
import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of review round 22 of `migrate` (734fd9e), and of earlier rounds fixed in that session.
final class MigrationReview22Tests: XCTestCase, MigrationReviewCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = try MigrationSupport.temporaryFolder()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// 20a/02 (AdaptySDK-iOS: three example apps keep `MainViewModel`): a Tuist `Project.swift`
    /// was no module manifest, so its files were of unknown module and a class of their name in
    /// any other app of the run was "declared more than once". A folder whose `Project.swift`
    /// imports `ProjectDescription` is now one module: each app's class migrates. A
    /// `Project.swift` that does not import it tells nothing, as before.
    func testATuistProjectIsAModule() throws {
        let model = """
            import SwiftUI

            final class MainViewModel: ObservableObject {
                @Published var count = 0
            }

            struct ContentView: View {
                @StateObject private var model = MainViewModel()
                var body: some View { Text("\\(model.count)") }
            }

            """
        for app in ["AppA", "AppB"] {
            let sources = folder.appendingPathComponent("in/\(app)/Sources")
            try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
            try Data(model.utf8).write(to: sources.appendingPathComponent("Main.swift"))
            try Data(tuistManifest(app).utf8).write(to: folder.appendingPathComponent("in/\(app)/Project.swift"))
        }
        func run() throws -> (migrated: Int, kept: [String]) {
            let run = try MigrationSupport.tool(["migrate", "--dry-run", "in"], in: folder)
            XCTAssertEqual(run.status, 0, run.stderr)
            let said = run.stdout + run.stderr
            return (said.components(separatedBy: "migrated to '@Observable'").count - 1,
                    said.split(separator: "\n").filter { $0.contains("declared more than once") }.map(String.init))
        }
        let apart = try run()
        XCTAssertEqual(apart.migrated, 2)
        XCTAssertEqual(apart.kept, [])
        // Each app's output type-checks, built on its own.
        let result = migrate([("Main.swift", model)])
        XCTAssertEqual(result.summary.migratedClasses, ["MainViewModel"])
        try assertOutputsTypeCheck(result)
        // A `Project.swift` of no Tuist project: unknown module, one scope, as before.
        try Data("let project = 1\n".utf8).write(to: folder.appendingPathComponent("in/AppB/Project.swift"))
        let unread = try run()
        XCTAssertEqual(unread.migrated, 0)
        XCTAssertEqual(unread.kept.count, 2)
    }

    /// 22b/02 (minty-swiftui: `ObjectViewModel.posts` lost its notification on a refresh with
    /// equal ids, in silence): a class whose superclass of the run declares a custom `==` is
    /// compared by that `==`, so a published property of an array of it is warned as one of the
    /// superclass is. Checked with the real Observation runtime: setting `[Post]` to new
    /// instances of equal ids does not notify. A sibling class whose superclass has no `==` is
    /// not warned.
    func testACustomEqualityInheritedFromASuperclassIsWarned() throws {
        let text = """
            import Foundation
            import SwiftUI

            class Entity: Identifiable, Hashable {
                static func == (lhs: Entity, rhs: Entity) -> Bool { lhs.id == rhs.id }
                let id: UUID
                init(id: UUID) { self.id = id }
                func hash(into hasher: inout Hasher) { hasher.combine(id) }
            }

            final class Post: Entity {
                var title = ""
            }

            class Plain {}
            final class Tag: Plain {}

            final class Detail: ObservableObject {
                @Published var posts: [Post] = []
                @Published var tags: [Tag] = []
            }

            struct DetailView: View {
                @StateObject private var detail = Detail()
                var body: some View { Text("\\(detail.posts.map(\\.title)) \\(detail.tags.count)") }
            }

            """
        let result = migrate([("Models.swift", text)])
        XCTAssertEqual(result.summary.migratedClasses, ["Detail"])
        XCTAssertEqual(found(result, "migrate-custom-equality-property"), ["Models.swift:19"])
        try assertOutputsTypeCheck(result)
    }

    /// 22b/03 (Gatherly-SwiftUI `LocationSearchViewModel`, and the README's own example): the
    /// delegate of an object of the class's own was taken for `self` stored outside, so the
    /// class kept `ObservableObject` for nothing: a `private var` so initialised counted as set
    /// again by `finder.delegate = self` (a member set, not the property), and one that only
    /// the initializer sets to a new object (`finder = Finder()`) was taken for a local. Both
    /// migrate now. One set from a parameter, or set again in a method, still keeps the class.
    func testTheDelegateOfAnObjectOfItsOwnKeepsNothing() throws {
        func text(_ property: String, _ initializer: String, extra: String = "") -> String {
            """
            import SwiftUI

            final class Finder {
                weak var delegate: AnyObject?
            }

            final class Search: ObservableObject {
                \(property)
                @Published var count = 0

                \(initializer)
                \(extra)
            }

            struct SearchView: View {
                @StateObject private var search = Search()
                var body: some View { Text("\\(search.count)") }
            }

            """
        }
        let initialised = text("private var finder = Finder()", "init() { finder.delegate = self }")
        let created = text("private var finder: Finder", "init() {\n        finder = Finder()\n        finder.delegate = self\n    }")
        let createdLet = text("let finder: Finder", "init() {\n        self.finder = Finder()\n        finder.delegate = self\n    }")
        for (label, input) in [("initialised", initialised), ("created", created), ("createdLet", createdLet)] {
            let result = migrate([("Search.swift", input)])
            XCTAssertEqual(result.summary.migratedClasses, ["Search"], label)
            XCTAssertEqual(found(result, "migrate-blocked-state-object-lifetime"), [], label)
            try assertOutputsTypeCheck(result)
        }
        // Handed in by the caller, or set again later: the object may be another's.
        let handedIn = text("private var finder: Finder", "init(finder: Finder) {\n        self.finder = finder\n        finder.delegate = self\n    }\n    convenience init() { self.init(finder: Finder()) }")
        let setAgain = text("private var finder = Finder()", "init() { finder.delegate = self }", extra: "func use(_ other: Finder) { finder = other }")
        for (label, input) in [("handedIn", handedIn), ("setAgain", setAgain)] {
            let result = migrate([("Search.swift", input)])
            XCTAssertEqual(result.summary.migratedClasses, [], label)
            XCTAssertEqual(found(result, "migrate-blocked-state-object-lifetime").count, 1, label)
        }
    }

    /// 22b/04 (liveview-client-swiftui: every form field started to refresh on each keystroke,
    /// in silence): a view that holds a migrating class in an optional stored property read
    /// as `model?.x`, or through `@Environment(\.key)` (an environment value, never observed),
    /// starts to observe it: warned at the property, as a plain `let model: Model` is. An
    /// `@EnvironmentObject` observed it before: not warned.
    func testAnOptionalOrEnvironmentValueHolderStartsObserving() throws {
        let text = """
            import SwiftUI

            final class FormModel: ObservableObject {
                @Published var data = [String: String]()
            }

            private struct FormModelKey: EnvironmentKey {
                static let defaultValue: FormModel? = nil
            }

            extension EnvironmentValues {
                var formModel: FormModel? {
                    get { self[FormModelKey.self] }
                    set { self[FormModelKey.self] = newValue }
                }
            }

            struct Field: View {
                let name: String
                @Environment(\\.formModel) private var formModel: FormModel?
                var body: some View { Text(formModel?.data[name] ?? "") }
            }

            struct Row: View {
                let model: FormModel?
                var body: some View { Text(model!.data["a"] ?? "") }
            }

            struct Observed: View {
                @EnvironmentObject var model: FormModel
                var body: some View { Text(model.data["a"] ?? "") }
            }

            struct Form: View {
                @StateObject private var model = FormModel()
                var body: some View {
                    VStack { Field(name: "a"); Row(model: model); Observed() }
                        .environment(\\.formModel, model)
                        .environmentObject(model)
                }
            }

            """
        let result = migrate([("Form.swift", text)])
        XCTAssertEqual(result.summary.migratedClasses, ["FormModel"])
        XCTAssertEqual(found(result, "migrate-plain-property-starts-observing"), ["Form.swift:20", "Form.swift:25"])
        // (Not type-checked: the stand-ins have no `EnvironmentKey`; the rewrite is that of the
        // other tests, `@Observable` and `@State`.)
    }

    /// 22b (minty-swiftui, 1 error "cannot tell the type of '$0'", and the class migrated into
    /// code that does not build): `objects.publisher.flatMap { $0.objectWillChange }` republishes
    /// the elements of `objects: [Item]` (Combine's `Sequence.publisher`): `Item` keeps
    /// `ObservableObject`, with the reason at the use; the holder, whose own `objectWillChange`
    /// is used, keeps it too.
    func testAnElementOfASequencePublisherIsTyped() throws {
        let text = """
            import Combine
            import SwiftUI

            final class Item: ObservableObject {
                @Published var selected = false
            }

            final class Other: ObservableObject {
                @Published var count = 0
            }

            final class Editor: ObservableObject {
                private var cancellables = Set<AnyCancellable>()
                @Published var objects: [Item] = [] {
                    didSet {
                        cancellables.removeAll()
                        objects
                            .publisher
                            .flatMap { $0.objectWillChange }
                            .sink(receiveValue: objectWillChange.send)
                            .store(in: &cancellables)
                    }
                }
            }

            struct EditorView: View {
                @StateObject private var editor = Editor()
                @StateObject private var other = Other()
                var body: some View { Text("\\(editor.objects.count) \\(other.count)") }
            }

            """
        let result = migrate([("Editor.swift", text)])
        XCTAssertEqual(result.summary.migratedClasses, ["Other"])
        XCTAssertEqual(result.files.flatMap(\.diagnostics).filter { $0.severity == .error }.count, 0)
        XCTAssertEqual(found(result, "migrate-blocked-object-will-change"), ["Editor.swift:19", "Editor.swift:20"])
        try assertOutputsTypeCheck(result)
    }

    /// 22a/02 (Cisum_SwiftUI, 3 false "the new instance is then discarded" warnings):
    /// `let manager = ProviderManager.shared` then `_app = StateObject(wrappedValue:
    /// manager.app)` passes the shared instance, as the chain written inline does: the same
    /// shared-instance rewrite (a plain `var`). A local bound to a new instance is not one.
    func testALocalLetOfASharedInstanceIsShared() throws {
        let text = """
            import SwiftUI

            final class AppProvider: ObservableObject {
                @Published var title = ""
            }

            @MainActor
            final class ProviderManager {
                static let shared = ProviderManager()
                let app = AppProvider()
            }

            struct RootView: View {
                @StateObject var appProvider: AppProvider

                init() {
                    let manager = ProviderManager.shared
                    self._appProvider = StateObject(wrappedValue: manager.app)
                }

                var body: some View { Text(appProvider.title) }
            }

            struct OwnView: View {
                @StateObject var appProvider: AppProvider

                init() {
                    let manager = ProviderManager()
                    self._appProvider = StateObject(wrappedValue: manager.app)
                }

                var body: some View { Text(appProvider.title) }
            }

            """
        let result = migrate([("App.swift", text)])
        XCTAssertEqual(result.summary.migratedClasses, ["AppProvider"])
        let out = output(result)
        XCTAssertTrue(out.contains("    var appProvider: AppProvider\n\n    init() {\n        let manager = ProviderManager.shared\n        self.appProvider = manager.app"), out)
        XCTAssertTrue(out.contains("    @State var appProvider: AppProvider\n\n    init() {\n        let manager = ProviderManager()\n        self._appProvider = State(initialValue: manager.app)"), out)
        XCTAssertEqual(found(result, "migrate-state-object-eager-init"), ["App.swift:29"])
        try assertOutputsTypeCheck(result)
    }

    /// 23a/01 (final-billbuddy `UserService` kept for nothing): `@StateObject private var
    /// userService: UserService = .shared` (or `= UserService.shared`) holds the one shared
    /// instance: the view makes none, so an `init` that starts work harms nothing, as for the
    /// same property written without its type. A `@StateObject` that makes its instance still
    /// keeps such a class.
    func testAnAnnotatedStateObjectOfASharedInstanceKeepsNothing() throws {
        func text(_ value: String) -> String {
            """
            import SwiftUI

            @MainActor
            final class UserService: ObservableObject {
                @Published var name = ""
                static let shared = UserService()

                init() {
                    Task { await self.fetchUser() }
                }

                func fetchUser() async { name = "x" }
            }

            struct ContentView: View {
                @StateObject private var userService: UserService = \(value)
                var body: some View { Text(userService.name) }
            }

            """
        }
        for value in [".shared", "UserService.shared"] {
            let result = migrate([("App.swift", text(value))])
            XCTAssertEqual(result.summary.migratedClasses, ["UserService"], value)
            XCTAssertTrue(output(result).contains("    private let userService: UserService = \(value)\n"), output(result))
            try assertOutputsTypeCheck(result)
        }
        let owned = migrate([("App.swift", text("UserService()"))])
        XCTAssertEqual(owned.summary.migratedClasses, [])
        XCTAssertEqual(found(owned, "migrate-blocked-state-object-lifetime").count, 1)
    }

    /// Found while comparing reruns of round 20's apps (olvid-ios): the warnings of one run
    /// differed from the next run's, because the observable protocols a class conforms to were
    /// visited in a set's order, which Swift seeds anew in every process. A class that conforms
    /// to several protocols, each with a kept conformer, is now reported with the first in name
    /// order, in every run (six processes here; before, they named `PA`, `PB` or `PC` at random).
    func testProtocolConformerWarningsAreTheSameInEveryRun() throws {
        let text = """
            import Combine
            import SwiftUI

            protocol PA: ObservableObject {}
            protocol PB: ObservableObject {}
            protocol PC: ObservableObject {}

            final class KeptA: PA { @Published var a = 0; func f() { objectWillChange.send() } }
            final class KeptB: PB { @Published var b = 0; func f() { objectWillChange.send() } }
            final class KeptC: PC { @Published var c = 0; func f() { objectWillChange.send() } }
            final class Model: PC, PB, PA { @Published var m = 0 }

            """
        try Data(text.utf8).write(to: folder.appendingPathComponent("Models.swift"))
        var said: Set<String> = []
        for _ in 0 ..< 6 {
            let run = try MigrationSupport.tool(["migrate", "--dry-run", "Models.swift"], in: folder)
            XCTAssertEqual(run.status, 0, run.stderr)
            said.insert(run.stderr.split(separator: "\n").filter { $0.contains("this class conforms to protocol") }.joined(separator: "\n"))
        }
        XCTAssertEqual(said.count, 1, said.sorted().joined(separator: "\n---\n"))
        XCTAssertTrue(said.first?.contains("Models.swift:11:28: warning: this class conforms to protocol 'PA'") == true, said.first ?? "")
    }

    /// 23b/01 (LoopCaregiver: the phone app's `SettingsViewModel` kept with the watch app's
    /// lifetime reason, and only a note at it): classes of one name in different modules share
    /// their fate (the README's rule), but the one kept for the other's reasons is now warned at
    /// its declaration, naming the other class and what to do. The class that has the reason
    /// gets no such warning.
    func testAClassKeptForItsNamesakeInAnotherModuleIsWarned() throws {
        let phone = """
            import SwiftUI

            struct SettingsView: View {
                @ObservedObject var settingsViewModel: SettingsViewModel
                var body: some View { Text(settingsViewModel.name) }
            }

            class SettingsViewModel: ObservableObject {
                @Published var name = ""
            }

            """
        let watch = """
            import SwiftUI

            struct WatchSettingsView: View {
                @StateObject var settingsViewModel = SettingsViewModel()
                var body: some View { Text(settingsViewModel.networkAvailable ? "on" : "off") }
            }

            class SettingsViewModel: ObservableObject {
                @Published var networkAvailable = false
                init() { Task { await self.check() } }
                @MainActor func check() async { networkAvailable = true }
            }

            """
        let manifest = "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(\n    name: \"Two\",\n    platforms: [.iOS(.v17), .watchOS(.v10)],\n    targets: [.target(name: \"PhoneApp\"), .target(name: \"WatchApp\")]\n)\n"
        for (path, text) in [("Package.swift", manifest), ("Sources/PhoneApp/SettingsView.swift", phone), ("Sources/WatchApp/SettingsView.swift", watch)] {
            let url = folder.appendingPathComponent("in/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let run = try MigrationSupport.tool(["migrate", "--dry-run", "in"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let namesake = run.stderr.split(separator: "\n").filter { $0.hasSuffix("[migrate-blocked-namesake]") || $0.contains("of another module: classes of one name") }
        XCTAssertEqual(namesake.count, 1, run.stderr)
        XCTAssertTrue(namesake.first?.hasPrefix("in/Sources/PhoneApp/SettingsView.swift:8:7: warning: class 'SettingsViewModel' keeps 'ObservableObject' with the class of its name at in/Sources/WatchApp/SettingsView.swift:8") == true, run.stderr)
    }
}
