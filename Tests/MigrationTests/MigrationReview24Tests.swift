import Foundation
import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings left from review rounds 20 to 23 of `migrate`, fixed in the session of round 24.
final class MigrationReview24Tests: XCTestCase, MigrationReviewCase {
    static let classRead = "migrate-ignored-property-read"

    /// The messages of diagnostic `id`, `path:line: message`.
    func messages(_ result: MigrationResult, _ id: String) -> [String] {
        result.files.flatMap { file in
            file.diagnostics.filter { $0.id == id }.map { "\(file.file.path):\(file.file.location(of: $0.offset).line): \($0.message)" }
        }
    }

    /// vultisig-ios (round 20, rerun): `extension Form { func validateErrors() -> Bool { form… } }`
    /// is a member of each of 25 view models, and its one read of `form` printed 25 warnings at
    /// the same line. Now one warning at the read names the classes (all of them up to 4, else
    /// the first 3 and how many more); a read in a class's own member still names that class.
    func testAProtocolExtensionReadIsWarnedOnceForAllConformers() throws {
        for count in [1, 3, 6] {
            let classes = (1 ... count).map { "Model\($0)" }
            var text = """
                import SwiftUI

                protocol HasForm: AnyObject { var form: [String] { get } }
                extension HasForm { func validateErrors() -> Bool { form.isEmpty } }

                """
            for name in classes {
                text += """
                    final class \(name): ObservableObject, HasForm {
                        @Published var revision = 0
                        var form: [String] = []
                        var summary: String { form.joined() }
                    }

                    """
            }
            text += """
                struct FormView: View {
                    @StateObject private var model = Model1()
                    var body: some View {
                        Text(model.validateErrors() ? model.summary : "")
                    }
                }

                """
            let result = migrate([("Form.swift", text)])
            let atExtension = messages(result, Self.classRead).filter { $0.hasPrefix("Form.swift:4:") }
            XCTAssertEqual(atExtension.count, 1, "\(count): \(atExtension)")
            let expected: String
            switch count {
            case 1: expected = "every '@Published' change of 'Model1', and now"
            case 3: expected = "in the 3 classes that get 'validateErrors()' ('Model1', 'Model2' and 'Model3')"
            default: expected = "in the 6 classes that get 'validateErrors()' ('Model1', 'Model2', 'Model3' and 3 more)"
            }
            XCTAssertTrue(atExtension.first?.contains(expected) ?? false, "\(count): \(atExtension)")
            // Each class's own `summary` keeps its own warning, naming that class alone.
            let atSummaries = messages(result, Self.classRead).filter { $0.contains("'summary' reads 'form'") }
            XCTAssertEqual(atSummaries.count, count, "\(count)")
            for (k, name) in classes.enumerated() {
                XCTAssertTrue(atSummaries[k].contains("change of '\(name)', and now"), atSummaries[k])
            }
            try assertOutputsTypeCheck(result)
        }
    }

    /// 24a/01 (cider-swiftui's SearchBar): a postfix `#if` (SE-0367) inside an argument,
    /// `.overlay(Text("…") #if canImport(AppKit) .padding(1) #endif .onReceive(m.$text) {…})`,
    /// made the argument unread tokens, so `$text` was not seen: the class migrated and the
    /// output did not build (and `onReceive` lost its notifications). Also `.environmentObject`
    /// after such a block was not rewritten. Both are read now, through every clause.
    func testAPostfixIfInsideAnArgumentHidesNoUse() throws {
        let publisher = """
            import SwiftUI

            class SearchModal: ObservableObject {
                @Published var text: String = ""
            }

            struct SearchBar: View {
                @EnvironmentObject var searchModal: SearchModal

                var body: some View {
                    Text("bar")
                        .overlay(
                            Text("suggestions")
                            #if canImport(AppKit)
                                .padding(1)
                            #elseif os(iOS)
                                .padding(2)
                            #else
                            #endif
                                .onReceive(self.searchModal.$text) { text in
                                    print(text)
                                }
                        )
                }
            }

            """
        let kept = migrate([("SearchBar.swift", publisher)])
        XCTAssertEqual(found(kept, "migrate-blocked-publisher"), ["SearchBar.swift:20"])
        XCTAssertEqual(output(kept), publisher)
        try assertOutputsTypeCheck(kept)

        // A use inside a clause is seen too.
        let inClause = publisher.replacingOccurrences(of: ".padding(2)", with: ".onReceive(searchModal.$text) { _ in }")
        XCTAssertEqual(found(migrate([("SearchBar.swift", inClause)]), "migrate-blocked-publisher"), ["SearchBar.swift:17", "SearchBar.swift:20"])

        let environment = """
            import SwiftUI

            class SearchModal: ObservableObject {
                @Published var text: String = ""
            }

            struct Child: View {
                @EnvironmentObject var searchModal: SearchModal
                var body: some View { Text(searchModal.text) }
            }

            struct Root: View {
                @StateObject var searchModal = SearchModal()

                var body: some View {
                    Text("bar")
                        .overlay(
                            Child()
                            #if canImport(AppKit)
                                .padding(1)
                            #endif
                                .environmentObject(searchModal)
                        )
                }
            }

            """
        let migrated = migrate([("Root.swift", environment)])
        XCTAssertTrue(output(migrated).contains("        .environment(searchModal)\n"), output(migrated))
        XCTAssertFalse(output(migrated).contains("environmentObject"), output(migrated))
        try assertOutputsTypeCheck(migrated)
    }

    /// 24a/02 (cider-swiftui's PreferencesPanes, 6 false errors): a closure that is the initial
    /// value of a property declared with a function type, `static let general: (_ cacheModal:
    /// CacheModal) -> Host = { cacheModal in … .environmentObject(cacheModal) }`, binds its
    /// parameters to that type's parameter types, as one assigned to such a property does.
    func testAClosureInitialValueTakesTheDeclaredParameterTypes() throws {
        let text = """
            import SwiftUI

            final class CacheModal: ObservableObject {
                @Published var size = 0
            }

            final class NavigationModal: ObservableObject {
                @Published var page = 0
                func watch() -> AnyPublisher<Int, Never> { $page.eraseToAnyPublisher() }
            }

            struct GeneralPane: View {
                @EnvironmentObject var cacheModal: CacheModal
                @EnvironmentObject var navigationModal: NavigationModal
                var body: some View { Text("\\(cacheModal.size) \\(navigationModal.page)") }
            }

            struct Host {
                let content: Any
            }

            struct PreferencesPanes {
                static let general: (_ cacheModal: CacheModal, _ navigationModal: NavigationModal) -> Host = { cacheModal, navigationModal in
                    Host(content: GeneralPane().environmentObject(cacheModal).environmentObject(navigationModal))
                }
            }

            let globalPane: (CacheModal) -> Host = { modal in
                Host(content: GeneralPane().environmentObject(modal))
            }

            """
        let result = migrate([("Panes.swift", text)])
        XCTAssertEqual(result.summary.errors, 0, "\(result.files[0].diagnostics.map(\.message))")
        let migrated = output(result)
        XCTAssertTrue(migrated.contains("GeneralPane().environment(cacheModal).environmentObject(navigationModal)"), migrated)
        XCTAssertTrue(migrated.contains("GeneralPane().environment(modal)"), migrated)
    }

    /// `String(reflecting: board)` in a view's redraw calls `debugDescription` of a
    /// `CustomDebugStringConvertible` class (else `description` of a `CustomStringConvertible`
    /// one): a read of the plain property it reads is warned at the view, as
    /// `String(describing:)` is (23c/04). Control: a class with neither conformance calls none.
    func testReflectingTheModelReadsItsDebugDescription() throws {
        for conformance in ["CustomDebugStringConvertible", "CustomStringConvertible", ""] {
            let member = conformance == "CustomStringConvertible" ? "description" : "debugDescription"
            let text = """
                import SwiftUI

                final class Board: ObservableObject\(conformance.isEmpty ? "" : ", " + conformance) {
                    @Published var revision = 0
                    var cells: [Int: String] = [:]
                    var \(member): String { "\\(cells.count) cells" }
                    func set(_ id: Int, _ value: String) { cells[id] = value; revision += 1 }
                }

                struct BoardView: View {
                    @StateObject private var board = Board()
                    var body: some View {
                        Text(String(reflecting: board))
                    }
                }

                """
            let result = migrate([("Board.swift", text)])
            let views = found(result, "migrate-ignored-property-view-read")
            XCTAssertEqual(views, conformance.isEmpty ? [] : ["Board.swift:13"], conformance)
            try assertOutputsTypeCheck(result)
        }
    }

    /// 23a/03 (atlas-swiftui, 148 warnings): a view reads a Core Data entity through a migrated
    /// holder (`coreDataModel.selectedEvent?.title`). The warning is due, but it called the entity
    /// "a class that is not observable" and advised making it `@Observable`, which would drop the
    /// tracking of its `@NSManaged` attributes (`migrate-blocked-managed-object`). An
    /// `NSManagedObject` subclass (directly or through a superclass of the run) is an
    /// `ObservableObject`: the warning says it stays one and advises observing it in the view.
    func testACoreDataEntityReadThroughAHolderIsCalledAnObservableObject() throws {
        for through in ["", "Entity"] {
            let entity = through.isEmpty ? "public class EventList: NSManagedObject {" : """
                public class Entity: NSManagedObject {}
                public class EventList: Entity {
                """
            let text = """
                import SwiftUI
                import CoreData

                \(entity)
                    @NSManaged public var title: String?
                }

                final class CoreDataModelState: ObservableObject {
                    @Published var selectedEvent: EventList?
                    @Published var loading = false

                    func rename(_ title: String) {
                        selectedEvent?.title = title
                    }
                }

                struct HasToolbar: View {
                    @EnvironmentObject var coreDataModel: CoreDataModelState

                    var body: some View {
                        Text(coreDataModel.selectedEvent?.title ?? "")
                    }
                }

                """
            let result = migrate([("App.swift", text)])
            let warnings = messages(result, "migrate-reference-state-view-read")
            XCTAssertEqual(warnings.count, 1, "\(through): \(warnings)")
            XCTAssertTrue(warnings.first?.contains("holds a 'EventList', which stays an 'ObservableObject'") ?? false, "\(through): \(warnings)")
            XCTAssertTrue(warnings.first?.contains("observe the 'EventList' in the view ('@ObservedObject')") ?? false, "\(through): \(warnings)")
            XCTAssertFalse(warnings.first?.contains("make 'EventList' '@Observable'") ?? true, "\(through): \(warnings)")
        }
    }

    /// 24b/01 (klock-ios-app, 14 errors): `@StateObject private var m = Container.shared.resolve(M.self)`
    /// of a generic `resolve<S>(_: S.Type) -> S` was "cannot tell the type", while the same call
    /// passed to `.environmentObject` was typed. A wrapped property's initializer that ends in a
    /// call with an `X.self` first argument is typed as that argument is.
    func testAWrappedPropertyResolvedThroughAMetatypeCallIsTyped() throws {
        let text = """
            import SwiftUI

            @MainActor final class Container {
                static let shared = Container()
                private var factories: [ObjectIdentifier: () -> Any] = [:]
                func register<Service>(_ type: Service.Type, _ make: @escaping () -> Service) {
                    factories[ObjectIdentifier(type)] = make
                }
                func resolve<Service>(_ serviceType: Service.Type, name: String? = nil) -> Service {
                    factories[ObjectIdentifier(serviceType)]!() as! Service
                }
            }

            final class TabBarManager: ObservableObject {
                @Published var isHidden = false
            }

            struct TabBar: View {
                @EnvironmentObject var tabBarManager: TabBarManager
                var body: some View { Text(tabBarManager.isHidden ? "hidden" : "shown") }
            }

            struct HomeView: View {
                @StateObject private var tabBarManager = Container.shared.resolve(TabBarManager.self)
                var body: some View {
                    TabBar().environmentObject(tabBarManager)
                }
            }

            @MainActor struct Shell {
                private let manager = Container.shared.resolve(TabBarManager.self)
                func home() -> some View { TabBar().environmentObject(self.manager) }
            }

            """
        let result = migrate([("App.swift", text)])
        XCTAssertEqual(result.summary.errors, 0, "\(result.files[0].diagnostics.map(\.message))")
        let migrated = output(result)
        XCTAssertTrue(migrated.contains("@State private var tabBarManager = Container.shared.resolve(TabBarManager.self)"), migrated)
        XCTAssertTrue(migrated.contains("TabBar().environment(tabBarManager)"), migrated)
        // A plain stored property so initialised (klock's `ContentViewModel`) is typed too.
        XCTAssertTrue(migrated.contains("TabBar().environment(self.manager)"), migrated)
        try assertOutputsTypeCheck(result)
    }

    /// 24b/02 and 24b/03 (iov-mp-ios-app: 35 `@StateObject static var`; BankNote: an
    /// `@ObservedObject static var shared`): a wrapped static property is never installed in a
    /// view, so `@StateObject static var` is a plain `static var` as `@ObservedObject static var`
    /// is (it became `@State`, with a warning of per-view evaluation); and its projection is
    /// reached through the type (`Self.$state.isLogin`, `Config.$shared.flag`), which now makes
    /// it `@Bindable` (the binding was left, and the output did not build).
    func testAWrappedStaticPropertyIsPlainOrBindableThroughItsType() throws {
        let text = """
            import SwiftUI

            @MainActor final class AppGlobalState: ObservableObject {
                static let shared = AppGlobalState()
                @Published var isLogin = false
            }

            struct LoginPage: View {
                @StateObject static var appGlobalState = AppGlobalState.shared
                @StateObject static var plain = AppGlobalState()
                var body: some View {
                    Toggle("Logged in", isOn: Self.$appGlobalState.isLogin)
                    Text(Self.plain.isLogin ? "in" : "out")
                }
            }

            @MainActor final class HomeConfig: ObservableObject {
                @ObservedObject static var shared = HomeConfig()
                @Published var showBalance = false
            }

            struct Header: View {
                var body: some View {
                    Toggle("Balance", isOn: HomeConfig.$shared.showBalance)
                }
            }

            """
        let result = migrate([("App.swift", text)])
        let migrated = output(result)
        XCTAssertTrue(migrated.contains("    @Bindable static var appGlobalState = AppGlobalState.shared\n"), migrated)
        XCTAssertTrue(migrated.contains("    static var plain = AppGlobalState()\n"), migrated)
        XCTAssertTrue(migrated.contains("    @Bindable static var shared = HomeConfig()\n"), migrated)
        XCTAssertEqual(found(result, "migrate-state-object-eager-init"), [])
        XCTAssertEqual(result.summary.warnings, 0, "\(result.files[0].diagnostics.map(\.message))")
        try assertOutputsTypeCheck(result)
    }

    /// 24b/04 (klock-ios-app): a view's `@StateObject var viewModel = <untold>` is an error,
    /// yet the class migrates and its plain `nickname` becomes `@ObservationIgnored`; the view's
    /// `viewModel.nickname` was said nowhere, and after the user writes the type a rerun cannot
    /// tell (the class is `@Observable` then): the view would stop refreshing in silence. The
    /// read is warned now, naming the class it may be. Control: a typed holder gets the usual
    /// `migrate-ignored-property-view-read`, and no new warning.
    func testAnUntypedHolderReadOfAnIgnoredPropertyIsWarned() throws {
        for typed in [false, true] {
            let holder = typed ? "@StateObject var viewModel: MyWallViewModel = make()" : "@StateObject var viewModel = { make() }()"
            let text = """
                import SwiftUI

                func make<T>() -> T { fatalError() }

                final class MyWallViewModel: ObservableObject {
                    @Published var traces: [String] = []
                    var nickname: String?

                    func load() {
                        nickname = "friend"
                        traces = ["a"]
                    }
                }

                struct MyWallView: View {
                    \(holder)
                    var body: some View {
                        Text(viewModel.nickname ?? "?")
                    }
                }

                """
            let result = migrate([("App.swift", text)])
            XCTAssertEqual(found(result, "migrate-untyped-holder-ignored-read"), typed ? [] : ["App.swift:18"], "typed: \(typed)")
            XCTAssertEqual(found(result, "migrate-ignored-property-view-read"), typed ? ["App.swift:18"] : [], "typed: \(typed)")
            XCTAssertEqual(found(result, "migrate-unknown-wrapped-type"), typed ? [] : ["App.swift:16"], "typed: \(typed)")
            if !typed {
                XCTAssertTrue(messages(result, "migrate-untyped-holder-ignored-read").first?.contains("if it holds a 'MyWallViewModel', 'MyWallViewModel.nickname' did not notify") ?? false)
            }
        }
    }

    /// 25b/01 (openedx-app-ios): a `private enum State` at file scope of one file made every
    /// rewrite of the run write `@SwiftUI.State` (17 files). It is visible in its own file only:
    /// there the rewrite qualifies, elsewhere it writes `@State`.
    func testAFilePrivateStateQualifiesOnlyItsOwnFile() throws {
        let model = """
            import SwiftUI

            final class Counter: ObservableObject {
                @Published var count = 0
            }

            """
        let tokenizer = """
            import SwiftUI

            private enum State { case idle, busy }

            struct TokenizerView: View {
                @StateObject var counter = Counter()
                var body: some View { Text("\\(counter.count)") }
            }

            """
        let other = """
            import SwiftUI

            struct CounterView: View {
                @StateObject var counter = Counter()
                var body: some View { Text("\\(counter.count)") }
            }

            """
        let result = migrate([("Counter.swift", model), ("Tokenizer.swift", tokenizer), ("CounterView.swift", other)])
        XCTAssertTrue(output(result, 1).contains("    @SwiftUI.State var counter = Counter()\n"), output(result, 1))
        XCTAssertTrue(output(result, 2).contains("    @State var counter = Counter()\n"), output(result, 2))
        try assertOutputsTypeCheck(result)
    }

    /// 25c/01 (SwiftUINavigation): a no-break space (U+00A0) between tokens, `get {\u{A0}base… }`,
    /// was "invalid character in source file" and stopped the whole run (15 classes); the Swift
    /// lexer takes it as whitespace and warns. It is trivia now: the class migrates.
    func testANoBreakSpaceBetweenTokensIsWhitespace() throws {
        let text = """
            import SwiftUI

            final class Navigation: ObservableObject {
                @Published var path: [Int] = []
                var top: Int? {
                    get {\u{A0}path.last }
                }
                func push(_ id: Int) ->\u{A0}Void { path.append(id) }
            }

            """
        let result = migrate([("Navigation.swift", text)])
        XCTAssertEqual(result.summary.errors, 0, "\(result.files[0].diagnostics.map(\.message))")
        XCTAssertTrue(output(result).contains("@Observable\nfinal class Navigation {"), output(result))
        XCTAssertTrue(output(result).contains("get {\u{A0}path.last }"), output(result))
        try assertOutputsTypeCheck(result)
    }

    /// 24c (WalletConnectSwiftV2, pera-ios): two apps of a run hold a view and a model of the
    /// same names; the warning at the first app's view read was printed twice, once per
    /// namesake, and the second app's view, which reads the same way, was never warned (a view
    /// that stops refreshing in silence). Each view's read is said once, in each app.
    func testTheSameWarningAtOnePlaceIsSaidOnce() throws {
        let folder = try MigrationSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let welcome = """
            import SwiftUI

            final class WelcomeInteractor {
                var title = "Start"
                func rename(_ text: String) { title = text }
            }

            final class WelcomePresenter: ObservableObject {
                let interactor = WelcomeInteractor()
                @Published var busy = false
                var buttonTitle: String { interactor.title }
                func rename() { interactor.rename("Go"); busy.toggle() }
            }

            struct WelcomeView: View {
                @StateObject var presenter = WelcomePresenter()
                var body: some View { Text(presenter.buttonTitle) }
            }

            """
        for app in ["AppA", "AppB"] {
            let sources = folder.appendingPathComponent("in/\(app)/Sources")
            try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
            try Data(welcome.utf8).write(to: sources.appendingPathComponent("Welcome.swift"))
            try Data(tuistManifest(app).utf8).write(to: folder.appendingPathComponent("in/\(app)/Project.swift"))
        }
        let run = try MigrationSupport.tool(["migrate", "--dry-run", "in"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let reads = (run.stdout + run.stderr).split(separator: "\n").filter { $0.contains("warning: view 'WelcomeView' reads 'presenter.buttonTitle'") }
        XCTAssertEqual(reads.count, 2, reads.joined(separator: "\n"))
        XCTAssertEqual(Set(reads).count, 2, reads.joined(separator: "\n"))
    }

    /// The first read of a member per view and file (fix of the change above, seen on fiori's
    /// rerun: `KPIContainerStack` was warned at each of 4 members that read `context.itemsSize`).
    /// A view whose `body` and a computed view property both read it is warned once.
    func testAViewReadingAnIgnoredPropertyInTwoMembersIsWarnedOnce() throws {
        let text = """
            import SwiftUI

            final class Layout: ObservableObject {
                @Published var revision = 0
                var itemsSize = 0
                func resize(_ size: Int) { itemsSize = size; revision += 1 }
            }

            struct Stack: View {
                @ObservedObject var context: Layout
                var header: some View { Text("\\(context.itemsSize)") }
                var body: some View {
                    header
                    Text("\\(context.itemsSize) items")
                }
            }

            """
        let result = migrate([("Stack.swift", text)])
        XCTAssertEqual(found(result, "migrate-ignored-property-view-read").count, 1, "\(messages(result, "migrate-ignored-property-view-read"))")
        try assertOutputsTypeCheck(result)
    }

    /// 26c/01 (pillarbox-apple: 7 classes kept for nothing): `extension ObservableObject { func
    /// changePublisher… }` kept every class of the run. Its members are the classes' only where
    /// called: a typed receiver keeps its class (and only it), a bare call inside a class keeps
    /// that class, an untold receiver keeps every class, and no call keeps none.
    func testAnExtensionOfObservableObjectKeepsOnlyTheClassesItsMembersAreCalledOn() throws {
        let extensionText = """
            import Combine

            public extension ObservableObject {
                func changePublisher<Output>(at keyPath: KeyPath<Self, Output>) -> Publishers.Map<ObjectWillChangePublisher, Output> {
                    objectWillChange.map { _ in self[keyPath: keyPath] }
                }
            }

            """
        let models = """
            import SwiftUI

            final class Router: ObservableObject {
                @Published var path: [Int] = []
            }

            final class Player: ObservableObject {
                @Published var time = 0
                func watch() -> Publishers.Map<ObservableObjectPublisher, Int> { changePublisher(at: \\.time) }
            }

            final class Probe: ObservableObject {
                @Published var n = 0
            }

            """
        func kept(_ use: String) -> [String] {
            let result = migrate([("Ext.swift", extensionText), ("Models.swift", models), ("Use.swift", "import Combine\n\n" + use)])
            return result.summary.keptClasses.sorted()
        }
        XCTAssertEqual(kept(""), ["Player"])
        XCTAssertEqual(kept("func probe(_ object: Probe?) { _ = object?.changePublisher(at: \\.n) }\n"), ["Player", "Probe"])
        XCTAssertEqual(kept("func probe(_ object: AnyObject) { _ = (object as! Probe).changePublisher(at: \\.n) }\n"), ["Player", "Probe", "Router"])
        // Through a generic parameter: any class may be passed.
        XCTAssertEqual(kept("func probe<T: ObservableObject>(_ object: T, _ path: KeyPath<T, Int>) { _ = object.changePublisher(at: path) }\n"), ["Player", "Probe", "Router"])
        let result = migrate([("Ext.swift", extensionText), ("Models.swift", models)])
        XCTAssertEqual(result.summary.migratedClasses.sorted(), ["Probe", "Router"])
        try assertOutputsTypeCheck(result)
    }

    /// 26a/01 (coder-desktop-macos, a silent build break): `.environmentObject(vpn)` of a value
    /// typed by a generic parameter constrained to a protocol that moved to `Observable`
    /// (`struct VPNMenu<VPN: VPNService>`, `where S: Svc`, a generic function's `<S: Svc>`) was
    /// left while the protocol lost `ObservableObject`. It is `.environment(vpn)` now.
    func testAnEnvironmentObjectOfAMovedGenericParameterIsRewritten() throws {
        let text = """
            import SwiftUI

            @MainActor
            protocol VPNService: ObservableObject {
                var state: Int { get }
            }

            @MainActor
            final class CoderVPNService: VPNService {
                @Published var state: Int = 0
            }

            struct Child<VPN: VPNService>: View {
                @EnvironmentObject var vpn: VPN
                var body: some View { Text("\\(vpn.state)") }
            }

            struct VPNMenu<VPN: VPNService>: View {
                @EnvironmentObject var vpn: VPN
                var body: some View {
                    Child<VPN>()
                        .environmentObject(vpn)
                }
            }

            struct Plain<S>: View where S: VPNService {
                let s: S
                var body: some View { Child<S>().environmentObject(s) }
            }

            @MainActor func inject<S: VPNService>(_ v: S) -> some View { Child<S>().environmentObject(v) }

            struct Root: View {
                let vpn = CoderVPNService()
                var body: some View {
                    VPNMenu<CoderVPNService>().environmentObject(vpn)
                }
            }

            """
        let result = migrate([("Model.swift", text)])
        let migrated = output(result)
        XCTAssertFalse(migrated.contains("environmentObject"), migrated)
        try assertOutputsTypeCheck(result)
    }

    /// 26a/02 (coder-desktop-macos): `_sessionToken = Published(initialValue: stored)` after
    /// `self` is initialized became `self.sessionToken = stored`, which runs its `didSet` (a
    /// keychain write at every launch; replacing the `Published` ran no observer). For a
    /// property with `willSet`/`didSet` the macro's backing store is set instead,
    /// `_sessionToken = stored`; without observers the rewrite is as before. (Run with the
    /// real Observation runtime: keychain writes during `init`, `[]` as before the migration.)
    func testAPublishedReplacementOfAnObservedPropertySetsTheBackingStore() throws {
        let text = """
            import Foundation
            import Combine

            nonisolated(unsafe) var keychainWrites: [String] = []

            final class AppState: ObservableObject {
                @Published private(set) var hasSession: Bool
                @Published private(set) var sessionToken: String? {
                    didSet { keychainWrites.append("keychainSet(\\(sessionToken ?? "nil"))") }
                }

                init(stored: String?) {
                    _hasSession = Published(initialValue: stored != nil)
                    if hasSession {
                        _sessionToken = Published(initialValue: stored)
                    }
                }
            }

            """
        let result = migrate([("State.swift", text)])
        let migrated = output(result)
        XCTAssertTrue(migrated.contains("        self.hasSession = stored != nil\n"), migrated)
        XCTAssertTrue(migrated.contains("            _sessionToken = stored\n"), migrated)
        try assertOutputsTypeCheck(result)
    }

    /// 26b/01 (NewTerm: 15 properties): an `@AppStorage` property with its type written and
    /// `willSet` (or a `didSet` that names its old value) was told to "write its type", which
    /// it had; the observers were the reason. Each reason is named now: a written type with
    /// observers is `migrate-blocked-wrapper-observers`, a missing type `…-wrapper-type`.
    func testAPublishingWrapperWithObserversSaysSo() throws {
        let text = """
            import SwiftUI

            final class Prefs: ObservableObject {
                @AppStorage("fontName")
                var fontName: String = "SF Mono" {
                    willSet { print("will") }
                    didSet { print("did") }
                }
                @AppStorage("size") var size = Double.random(in: 0 ... 1)
            }

            """
        let result = migrate([("Prefs.swift", text)])
        XCTAssertEqual(found(result, "migrate-blocked-wrapper-observers"), ["Prefs.swift:4"])
        XCTAssertEqual(found(result, "migrate-blocked-wrapper-type"), ["Prefs.swift:9"])
        XCTAssertEqual(result.summary.keptClasses, ["Prefs"])
    }
}
