import ObservableSyntax
import XCTest
@testable import ObservableExpander
@testable import observable_expand

/// Findings of review 14a of `migrate` (e4cec67).
final class MigrationTwentyFourthReviewTests: XCTestCase, MigrationReviewCase {
    /// `path:line` of the first line of `text` holding `needle`.
    private func at(_ path: String, _ text: String, _ needle: String) -> String {
        "\(path):\((text.components(separatedBy: "\n").firstIndex { $0.contains(needle) } ?? -1) + 1)"
    }

    private let sharedModels = """
    import Combine
    import SwiftUI

    @MainActor final class PingTest: ObservableObject {
        @Published var responses = 0
        static var fresh: PingTest { PingTest() }
        static let shared = PingTest()
    }

    final class Router: ObservableObject {
        @Published var path: [Int] = []
    }

    @MainActor final class Dependencies {
        static let shared = Dependencies()
        // a factory: every read makes a new instance
        var pingTest: PingTest { PingTest() }
        func makePing() -> PingTest { PingTest() }
        let router = Router()
        lazy var lazyRouter = Router()
    }

    """

    /// 14a/01 (Flipper, silent state loss): `@StateObject var x = Dependencies.shared.pingTest`
    /// whose last link is a computed property making a new model on every read (or a computed
    /// `static var`) is owned by the view: `@State` with the eager-initializer warning, not a
    /// plain property reading a fresh model on every parent update.
    func testAComputedLinkOfASharedChainIsOwnedByTheView() throws {
        let text = sharedModels + """
        struct PingView: View {
            @StateObject var pingTest = Dependencies.shared.pingTest
            var body: some View { Text("\\(pingTest.responses)") }
        }

        struct FreshView: View {
            @StateObject var pingTest = PingTest.fresh
            var body: some View { Text("\\(pingTest.responses)") }
        }

        struct CallView: View {
            @StateObject var pingTest = Dependencies.shared.makePing()
            var body: some View { Text("\\(pingTest.responses)") }
        }

        struct RouterView: View {
            @StateObject var router = Dependencies.shared.router
            @StateObject var lazyRouter = Dependencies.shared.lazyRouter
            @StateObject var ping: PingTest = .shared
            var body: some View { Text("\\(router.path.count) \\(lazyRouter.path.count) \\(ping.responses)") }
        }

        """
        let result = migrate([("App.swift", text)])
        let migrated = output(result)
        XCTAssertTrue(migrated.contains("@State var pingTest = Dependencies.shared.pingTest"), migrated)
        XCTAssertTrue(migrated.contains("@State var pingTest = PingTest.fresh"), migrated)
        XCTAssertTrue(migrated.contains("@State var pingTest = Dependencies.shared.makePing()"), migrated)
        XCTAssertEqual(found(result, "migrate-state-object-eager-init"),
                       ["App.swift", "App.swift", "App.swift"].enumerated().map { k, path in
                           at(path, text, ["Dependencies.shared.pingTest", "= PingTest.fresh", "= Dependencies.shared.makePing()"][k]) })
        // Every link stored: the shared instance the view does not own, as before.
        XCTAssertTrue(migrated.contains("    var router = Dependencies.shared.router"), migrated)
        XCTAssertTrue(migrated.contains("    var lazyRouter = Dependencies.shared.lazyRouter"), migrated)
        XCTAssertTrue(migrated.contains("    var ping: PingTest = .shared"), migrated)
        XCTAssertEqual(found(result, "migrate-singleton-property"),
                       ["= Dependencies.shared.router", "= Dependencies.shared.lazyRouter", "= .shared"].map { at("App.swift", text, $0) })
        try assertOutputsTypeCheck(result)
    }

    /// The same rule for `_x = StateObject(wrappedValue: …)` (one function): a chain of stored
    /// links is shared, a computed one is owned; a link the run cannot read (another module's
    /// type) is owned too, said at the line.
    func testTheInitFormAndUnknownLinksFollowTheSameRule() throws {
        let text = sharedModels + """
        struct StoredView: View {
            @StateObject var router: Router
            init() { _router = StateObject(wrappedValue: Dependencies.shared.router) }
            var body: some View { Text("\\(router.path.count)") }
        }

        struct ComputedView: View {
            @StateObject var pingTest: PingTest
            init() { _pingTest = StateObject(wrappedValue: Dependencies.shared.pingTest) }
            var body: some View { Text("\\(pingTest.responses)") }
        }

        struct UnknownView: View {
            @StateObject var router: Router = Imported.shared.router
            var body: some View { Text("\\(router.path.count)") }
        }

        """
        let result = migrate([("App.swift", text)])
        let migrated = output(result)
        XCTAssertTrue(migrated.contains("    var router: Router\n    init() { self.router = Dependencies.shared.router }"), migrated)
        XCTAssertTrue(migrated.contains("_pingTest = State(initialValue: Dependencies.shared.pingTest)"), migrated)
        XCTAssertTrue(migrated.contains("@State var router: Router = Imported.shared.router"), migrated)
        XCTAssertEqual(found(result, "migrate-singleton-property"), [at("App.swift", text, "_router = StateObject")])
        XCTAssertEqual(found(result, "migrate-state-object-eager-init"),
                       [at("App.swift", text, "_pingTest = StateObject"), at("App.swift", text, "= Imported.shared.router")])
    }

    private let injectedModel = """
    import Combine
    import SwiftUI
    import Factory

    protocol WorkspaceServiceProtocol { func delete() async }

    @MainActor
    final class SpaceDeleteAlertModel: ObservableObject {
        @Injected(\\.workspaceService)
        private var workspaceService: any WorkspaceServiceProtocol
        @LazyInjected(\\.workspaceService) private var lazyService: any WorkspaceServiceProtocol

        @Published var deleteLoading = false

        func onTapDelete() async {
            deleteLoading = true
            await workspaceService.delete()
            deleteLoading = false
        }
    }

    """

    /// 14a/02 (anytype, 24 classes kept): `@Injected`/`@LazyInjected` of Factory, imported and
    /// not declared in the run, is a known plain wrapper: `@ObservationIgnored`, named in the
    /// class's note, and the class migrates.
    func testAnImportedDependencyInjectionWrapperIsPlain() throws {
        let result = migrate([("Model.swift", injectedModel)])
        let migrated = output(result)
        XCTAssertEqual(found(result, "migrate-blocked-unknown-wrapper"), [])
        XCTAssertEqual(result.summary.migratedClasses, ["SpaceDeleteAlertModel"])
        XCTAssertTrue(migrated.contains("@ObservationIgnored @Injected(\\.workspaceService)"), migrated)
        XCTAssertTrue(migrated.contains("@ObservationIgnored @LazyInjected(\\.workspaceService) private var lazyService"), migrated)
        let note = result.files[0].diagnostics.first { $0.id == "migrate-class-migrated" }?.message ?? ""
        XCTAssertTrue(note.contains("'workspaceService'") && note.contains("'lazyService'"), note)
        // Not imported (or `InjectedObject`, not in the catalogue): unknown, the class stays,
        // and the warning names '--plain-wrapper'.
        let unimported = migrate([("Model.swift", injectedModel.replacingOccurrences(of: "import Factory\n", with: ""))])
        XCTAssertEqual(unimported.summary.migratedClasses, [])
        XCTAssertEqual(found(unimported, "migrate-blocked-unknown-wrapper").count, 2)
        let warning = unimported.files[0].diagnostics.first { $0.id == "migrate-blocked-unknown-wrapper" }?.message ?? ""
        XCTAssertTrue(warning.contains("'--plain-wrapper NAME'"), warning)
        // anytype: `@_exported import Factory` in one file of the run makes it visible in the others.
        let exported = migrate([("Model.swift", injectedModel.replacingOccurrences(of: "import Factory\n", with: "")),
                                ("ServicesDI.swift", "@_exported import Factory\n")])
        XCTAssertEqual(exported.summary.migratedClasses, ["SpaceDeleteAlertModel"])
        // A declaration of the name in the run is read instead: one with an
        // `_enclosingInstance` subscript publishes (tracked accessors), not ignored.
        let declared = injectedModel.replacingOccurrences(of: "protocol WorkspaceServiceProtocol", with: """
        @propertyWrapper struct Injected<T> {
            init(_ path: KeyPath<Int, T>) { fatalError() }
            var wrappedValue: T { get { fatalError() } set {} }
            static subscript<E: AnyObject>(_enclosingInstance instance: E, wrapped wrapped: ReferenceWritableKeyPath<E, T>,
                                           storage storage: ReferenceWritableKeyPath<E, Self>) -> T { get { fatalError() } set {} }
        }
        protocol WorkspaceServiceProtocol
        """)
        let withDeclaration = migrate([("Model.swift", declared)])
        XCTAssertTrue(output(withDeclaration).contains("get { access(keyPath: \\.workspaceService); return _workspaceService }"), output(withDeclaration))
    }

    /// `--plain-wrapper NAME`: the user says a wrapper the run does not declare does not publish.
    func testPlainWrapperOptionMakesAWrapperPlain() throws {
        let text = injectedModel.replacingOccurrences(of: "import Factory\n", with: "import MyInjection\n")
        var options = MigrationOptions()
        options.plainWrappers = ["Injected"]
        let kept = Migrator.migrate([SourceFile(path: "Model.swift", text: text)], options: options)
        // `LazyInjected` is not named: still unknown.
        XCTAssertEqual(found(kept, "migrate-blocked-unknown-wrapper"), ["Model.swift:11"])
        options.plainWrappers = ["Injected", "LazyInjected"]
        let result = Migrator.migrate([SourceFile(path: "Model.swift", text: text)], options: options)
        XCTAssertEqual(result.summary.migratedClasses, ["SpaceDeleteAlertModel"])
        XCTAssertTrue(output(result).contains("@ObservationIgnored @Injected(\\.workspaceService)"), output(result))
        XCTAssertEqual(try MigrateOptions.parse(["--plain-wrapper", "Injected", "--plain-wrapper", "LazyInjected", "a.swift"]).plainWrappers,
                       ["Injected", "LazyInjected"])
        XCTAssertThrowsError(try MigrateOptions.parse(["--plain-wrapper", "@Injected", "a.swift"]))
    }

    /// anytype's `AppSceneUrlHandlerModifier` (seen once its model migrated): the handler of
    /// `OpenURLAction { url in … }` runs when a link is opened, not in a redraw, so a read of
    /// an ignored property there lost no redraw; the same read in `body` is still reported.
    func testOpenURLActionHandlerIsNoRedrawRead() {
        let text = """
        import SwiftUI
        import Combine

        final class LinkModel: ObservableObject {
            @Published var safariURL: URL?
            var handled = 0
            func open(_ url: URL) -> Bool { handled += 1; return handled > 1 }
        }

        struct LinkModifier: ViewModifier {
            @StateObject private var model = LinkModel()

            func body(content: Content) -> some View {
                content
                    .environment(\\.openURL, OpenURLAction { url in
                        if model.handled > 0 && model.open(url) { return .handled }
                        return .systemAction(url)
                    })
            }
        }

        """
        let result = migrate([("Link.swift", text)])
        XCTAssertEqual(found(result, "migrate-class-migrated").count, 1)
        XCTAssertEqual(found(result, "migrate-ignored-property-view-read"), [])
        // The same read made by the redraw itself is reported.
        let drawn = text.replacingOccurrences(of: "content\n", with: "content.opacity(model.handled > 0 ? 1 : 0)\n")
        XCTAssertNotEqual(drawn, text)
        XCTAssertEqual(found(migrate([("Link.swift", drawn)]), "migrate-ignored-property-view-read"), [at("Link.swift", drawn, "opacity")])
    }
}
