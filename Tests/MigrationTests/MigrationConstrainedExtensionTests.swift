import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Review 25c/02 (reown-swift, branch migfix49): `ObservableObject` written only in the
/// `where` clause of an extension of a generic type of the run (`extension Backport where
/// Wrapped: ObservableObject`) constrains the members and nested types declared there. Each
/// use binds the parameter to a type it writes; only the classes so bound stay. It kept every
/// class of the run ("may receive any class"): 25 of reown-swift's 34 for no true reason.
final class MigrationConstrainedExtensionTests: XCTestCase, MigrationReviewCase {
    /// `path:line` of the first line of `text` holding `needle`.
    private func at(_ path: String, _ text: String, _ needle: String) -> String {
        "\(path):\((text.components(separatedBy: "\n").firstIndex { $0.contains(needle) } ?? -1) + 1)"
    }

    private let backport = """
    import Combine
    import SwiftUI

    public struct Backport<Wrapped> {
        public let content: Wrapped
    }

    extension Backport where Wrapped: ObservableObject {
        @propertyWrapper public struct StateObject {
            public var wrappedValue: Wrapped
            private var cancellable: AnyCancellable?
            public init(wrappedValue: Wrapped) {
                self.wrappedValue = wrappedValue
                cancellable = wrappedValue.objectWillChange.sink { _ in }
            }
        }
    }

    """

    private let models = """
    import SwiftUI

    final class Router: ObservableObject {
        @Published var page = 0
    }

    final class Settings: ObservableObject {
        @Published var dark = false
    }

    struct ModalView: View {
        @Backport.StateObject var router: Router
        var body: some View { Text("\\(router.page)") }
    }

    struct SettingsView: View {
        @StateObject var settings = Settings()
        var body: some View { Text(settings.dark ? "dark" : "light") }
    }

    """

    /// The repro: a wrapper nested in the extension reads `objectWillChange`. `Router`, whose
    /// type the attribute's property writes, stays (reported there); `Settings` migrates.
    func testANestedWrapperKeepsOnlyTheTypeItsPropertyWrites() throws {
        let result = migrate([("Backport.swift", backport), ("Models.swift", models)])
        XCTAssertEqual(found(result, "migrate-blocked-generic"), [])
        XCTAssertEqual(found(result, "migrate-blocked-generic-argument"), [at("Models.swift", models, "@Backport.StateObject var router")])
        XCTAssertEqual(found(result, "migrate-class-migrated"), [at("Models.swift", models, "class Settings")])
        XCTAssertTrue(output(result, 1).contains("final class Router: ObservableObject"), output(result, 1))
        try assertOutputsTypeCheck(result)
    }

    /// The wrapper reaches no publisher: the extension's constraint moves with the classes
    /// passed to it, and every class migrates.
    func testAnExtensionWithoutAPublisherMovesWithItsClasses() throws {
        let plain = backport.replacingOccurrences(of: "        cancellable = wrappedValue.objectWillChange.sink { _ in }\n", with: "")
        let result = migrate([("Backport.swift", plain), ("Models.swift", models)])
        XCTAssertEqual(found(result, "migrate-blocked-generic"), [])
        XCTAssertEqual(found(result, "migrate-class-migrated").count, 2)
        XCTAssertEqual(found(result, "migrate-generic-migrated"), [at("Backport.swift", plain, "extension Backport")])
        XCTAssertTrue(output(result, 0).contains("where Wrapped: Observable & AnyObject"), output(result, 0))
        try assertOutputsTypeCheck(result)
    }

    /// A plain method in the extension (`Box(content: Router()).watch()`): the initializer's
    /// argument binds the parameter.
    func testAMethodOfTheExtensionKeepsOnlyTheClassPassedToTheType() throws {
        let text = """
        import Combine
        import SwiftUI

        public struct Box<Wrapped> {
            public let content: Wrapped
        }

        extension Box where Wrapped: ObservableObject {
            func watch() -> AnyCancellable { content.objectWillChange.sink { _ in } }
        }

        final class Router: ObservableObject {
            @Published var page = 0
        }

        final class Settings: ObservableObject {
            @Published var dark = false
        }

        func use() -> AnyCancellable { Box(content: Router()).watch() }

        """
        let result = migrate([("A.swift", text)])
        XCTAssertEqual(found(result, "migrate-blocked-generic"), [])
        XCTAssertEqual(found(result, "migrate-blocked-generic-argument"), [at("A.swift", text, "func use()")])
        XCTAssertEqual(found(result, "migrate-class-migrated"), [at("A.swift", text, "class Settings")])
        try assertOutputsTypeCheck(result)
    }

    /// The nested type called (`_router = Backport.StateObject(wrappedValue: router)`, as
    /// reown-swift's `ModalContainerView` does) and written with its argument
    /// (`Backport<Router>.StateObject`): each binds the parameter to its told type.
    func testCallsOfTheNestedTypeBindTheirArguments() throws {
        let views = models.replacingOccurrences(of: """
            @Backport.StateObject var router: Router
            var body: some View { Text("\\(router.page)") }
        """, with: """
            @Backport<Router>.StateObject var router: Router
            init(router: Router) { _router = Backport.StateObject(wrappedValue: router) }
            var body: some View { Text("\\(router.page)") }
        """)
        let result = migrate([("Backport.swift", backport), ("Models.swift", views)])
        XCTAssertEqual(found(result, "migrate-blocked-generic"), [])
        XCTAssertEqual(Set(found(result, "migrate-blocked-generic-argument")),
                       [at("Models.swift", views, "@Backport<Router>"), at("Models.swift", views, "init(router:")])
        XCTAssertEqual(found(result, "migrate-class-migrated"), [at("Models.swift", views, "class Settings")])
        try assertOutputsTypeCheck(result)
    }

    /// A use whose type cannot be told (`Backport.StateObject(wrappedValue: made)`, `made` bound to
    /// a call on a value that no declaration of the run types) may bind any class: every class stays, as before, and the warning
    /// says that the type is not told.
    func testAnUntoldUseKeepsEveryClass() throws {
        let views = models.replacingOccurrences(of: """
            @Backport.StateObject var router: Router
            var body: some View { Text("\\(router.page)") }
        """, with: """
            @Backport.StateObject var router: Router
            init(registry: Int) { let made = Registry.current.model(); _router = Backport.StateObject(wrappedValue: made) }
            var body: some View { Text("\\(router.page)") }
        """)
        let result = migrate([("Backport.swift", backport), ("Models.swift", views)])
        XCTAssertEqual(found(result, "migrate-blocked-generic-untold-argument"), [at("Models.swift", views, "init(registry:")])
        XCTAssertEqual(found(result, "migrate-class-migrated"), [])
    }

    /// An argument that is a member chain (`AppKit.viewModel` in reown-swift's
    /// `Backport.StateObject(wrappedValue: AppKit.viewModel)`; `Box(content: App.router)` for a
    /// type generic over `ObservableObject`) was not looked at: the class it passes migrated
    /// with no word and the output did not build. It is typed as other values are; a chain the
    /// run cannot type keeps every class, as the warning says.
    func testAMemberChainArgumentIsTypedOrUntold() throws {
        let text = """
        import Combine
        import SwiftUI

        public struct Box<Wrapped: ObservableObject> {
            public let content: Wrapped
            func watch() -> AnyCancellable { content.objectWillChange.sink { _ in } }
        }

        final class Router: ObservableObject {
            @Published var page = 0
        }

        final class Settings: ObservableObject {
            @Published var dark = false
        }

        enum App { @MainActor static let router = Router() }

        @MainActor func use() -> AnyCancellable { Box(content: App.router).watch() }

        """
        let result = migrate([("A.swift", text)])
        XCTAssertEqual(found(result, "migrate-blocked-generic-argument"), [at("A.swift", text, "func use()")])
        XCTAssertEqual(found(result, "migrate-class-migrated"), [at("A.swift", text, "class Settings")])
        try assertOutputsTypeCheck(result)
        let untold = text.replacingOccurrences(of: "Box(content: App.router)", with: "Box(content: Registry.current.router)")
        let kept = migrate([("A.swift", untold)])
        XCTAssertEqual(found(kept, "migrate-blocked-generic-untold-argument"), [at("A.swift", untold, "func use()")])
        XCTAssertEqual(found(kept, "migrate-class-migrated"), [])
    }
}
