import ObservableSyntax
import XCTest
@testable import ObservableExpander

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
}
