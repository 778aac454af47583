import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of reviews 17a and 17c of `migrate` (b30a42f): bitkit-ios and tangem-app-ios.
final class MigrationThirtyThirdReviewTests: XCTestCase, MigrationReviewCase {
    static let coordinatorProtocol = """
    import SwiftUI

    protocol CoordinatorView: View {
        associatedtype CoordinatorType: ObservableObject
        var coordinator: CoordinatorType { get }
    }

    """

    /// 17c/03 (tangem: 97 of 183 classes kept for no reason): `associatedtype X:
    /// ObservableObject` kept every class of the run. Only the conformers bind it (a witness's
    /// declared type, `typealias X = C`, an initializer's parameter): those classes and the
    /// associated type move together, and a class no conformer binds migrates on its own.
    func testAnAssociatedTypeKeepsOnlyTheClassesItsConformersBind() throws {
        let models = """
        import SwiftUI

        final class AppCoordinator: ObservableObject {
            @Published var route: String = "home"
        }

        final class SearchCoordinator: ObservableObject {
            @Published var query = ""
        }

        final class SettingsViewModel: ObservableObject {
            @Published var title: String = "Settings"
        }

        struct AppCoordinatorView: CoordinatorView {
            @ObservedObject var coordinator: AppCoordinator
            var body: some View { Text(coordinator.route) }
        }

        struct SearchCoordinatorView: CoordinatorView {
            typealias CoordinatorType = SearchCoordinator
            let coordinator: SearchCoordinator
            var body: some View { Text(coordinator.query) }
        }

        struct SettingsView: View {
            @StateObject var viewModel = SettingsViewModel()
            var body: some View { Text(viewModel.title) }
        }

        """
        let result = migrate([("Coordinator.swift", Self.coordinatorProtocol), ("Models.swift", models)])
        XCTAssertEqual(found(result, "migrate-class-migrated"), ["Models.swift:3", "Models.swift:7", "Models.swift:11"])
        XCTAssertEqual(found(result, "migrate-blocked-generic"), [])
        XCTAssertEqual(found(result, "migrate-associated-type-migrated"), ["Coordinator.swift:4"])
        XCTAssertTrue(output(result, 0).contains("associatedtype CoordinatorType: Observable & AnyObject"), output(result, 0))
        XCTAssertTrue(output(result, 0).contains("import Observation"), output(result, 0))
        try assertOutputsTypeCheck(result)
    }

    /// 17a/04 (bitkit: 26 of 35 classes kept for no reason): a protocol that no type adopts
    /// binds nothing, so its `associatedtype ViewModelType: ObservableObject` keeps no class
    /// (and is left as it is).
    func testAnAssociatedTypeOfAProtocolNoTypeAdoptsKeepsNoClass() throws {
        let widget = """
        import SwiftUI

        protocol WidgetProtocol {
            associatedtype ViewModelType: ObservableObject
            init(viewModel: ViewModelType)
        }

        """
        let models = """
        import SwiftUI

        final class TagManager: ObservableObject {
            @Published var tags: [String] = []
        }

        struct TagsView: View {
            @StateObject private var tags = TagManager()
            var body: some View { Text("\\(tags.tags.count)") }
        }

        """
        let result = migrate([("BaseWidget.swift", widget), ("Managers.swift", models)])
        XCTAssertEqual(found(result, "migrate-class-migrated"), ["Managers.swift:3"])
        XCTAssertEqual(found(result, "migrate-blocked-generic"), [])
        XCTAssertEqual(output(result, 0), widget)
        try assertOutputsTypeCheck(result)
        // `--explain` names the rule that decided it.
        var options = MigrationOptions()
        options.explain = true
        let explained = Migrator.migrate([SourceFile(path: "BaseWidget.swift", text: widget), SourceFile(path: "Managers.swift", text: models)], options: options)
        XCTAssertEqual(explained.files[0].diagnostics.map(\.message).filter { $0.hasSuffix("(rule: associatedTypeBindings)") }.count, 1)
    }

    /// The associated type and its bound classes move together or all stay, each reason at its
    /// line: a bound class kept for its own publisher keeps the other bound class
    /// (`associatedTypeCoupled`); a publisher reached through the associated type in the
    /// protocol's extension keeps every bound class (`associatedTypeUse`); a conformer whose
    /// binding cannot be told keeps the classes it names (`associatedTypeUntold`). A class no
    /// conformer binds migrates in each case.
    func testAnAssociatedTypeStaysWithItsBoundClassesForATrueReason() throws {
        let models = """
        import SwiftUI

        final class AppCoordinator: ObservableObject {
            @Published var route: String = "home"
        }

        final class SearchCoordinator: ObservableObject {
            @Published var query = ""
        }

        final class SettingsViewModel: ObservableObject {
            @Published var title: String = "Settings"
        }

        struct AppCoordinatorView: CoordinatorView {
            @ObservedObject var coordinator: AppCoordinator
            var body: some View { Text(coordinator.route) }
        }

        struct SearchCoordinatorView: CoordinatorView {
            @ObservedObject var coordinator: SearchCoordinator
            var body: some View { Text(coordinator.query) }
        }

        struct SettingsView: View {
            @StateObject var viewModel = SettingsViewModel()
            var body: some View { Text(viewModel.title) }
        }

        """
        // One bound class uses its publisher: the other stays with it.
        let publisher = models + "func watch(_ search: SearchCoordinator) { _ = search.$query }\n"
        var result = migrate([("Coordinator.swift", Self.coordinatorProtocol), ("Models.swift", publisher)])
        XCTAssertEqual(found(result, "migrate-class-migrated"), ["Models.swift:11"])
        XCTAssertEqual(found(result, "migrate-blocked-associated-type"), ["Models.swift:16"])
        XCTAssertTrue(result.files[1].diagnostics.contains { $0.message.contains("class 'AppCoordinator' keeps 'ObservableObject': bound to 'CoordinatorView.CoordinatorType', which another class keeps") },
                      result.files[1].diagnostics.map(\.message).joined(separator: "\n"))
        XCTAssertEqual(found(result, "migrate-blocked-generic"), [])
        XCTAssertEqual(output(result, 0), Self.coordinatorProtocol)
        try assertOutputsTypeCheck(result)

        // The protocol's extension reaches the publisher through the associated type.
        let use = Self.coordinatorProtocol + """
        extension CoordinatorView {
            func refresh() { _ = coordinator.objectWillChange }
        }

        """
        result = migrate([("Coordinator.swift", use), ("Models.swift", models)])
        XCTAssertEqual(found(result, "migrate-class-migrated"), ["Models.swift:11"])
        XCTAssertEqual(found(result, "migrate-blocked-associated-type"), ["Coordinator.swift:8", "Models.swift:16", "Models.swift:21"])
        try assertOutputsTypeCheck(result)

        // A conformer whose witness's type is not written: the associated type stays, with
        // every class bound to it (and those the conformer names: none here).
        let untold = models + """
        func makeCoordinator() -> AppCoordinator { AppCoordinator() }
        struct LazyCoordinatorView: CoordinatorView {
            var coordinator = makeCoordinator()
            var body: some View { Text("") }
        }

        """
        result = migrate([("Coordinator.swift", Self.coordinatorProtocol), ("Models.swift", untold)])
        XCTAssertEqual(found(result, "migrate-class-migrated"), ["Models.swift:11"])
        XCTAssertEqual(found(result, "migrate-blocked-associated-type"), ["Models.swift:16", "Models.swift:21", "Models.swift:31"])
        XCTAssertEqual(found(result, "migrate-blocked-generic"), [])
        try assertOutputsTypeCheck(result)
    }

    /// The other bindings: an initializer's parameter for a requirement `init(model: Model)`,
    /// and a nested type named as the associated type; a binding to a type that is no class of
    /// the run (another module's) keeps the associated type, and the class bound with it.
    func testAnAssociatedTypeBoundByAnInitializerOrANestedTypeMoves() throws {
        let widget = """
        import SwiftUI

        protocol Widget {
            associatedtype Model: ObservableObject
            init(model: Model)
        }

        final class TagModel: ObservableObject {
            @Published var tags: [String] = []
        }

        struct TagWidget: Widget {
            init(model: TagModel) {}
        }

        struct ClockWidget: Widget {
            final class Model: ObservableObject {
                @Published var time = 0
            }
            init(model: Model) {}
        }

        """
        let result = migrate([("Widget.swift", widget)])
        XCTAssertEqual(found(result, "migrate-class-migrated"), ["Widget.swift:8", "Widget.swift:17"])
        XCTAssertEqual(found(result, "migrate-associated-type-migrated"), ["Widget.swift:4"])
        XCTAssertTrue(output(result).contains("associatedtype Model: Observable & AnyObject"), output(result))
        try assertOutputsTypeCheck(result)

        let foreign = widget + """
        struct SDKWidget: Widget {
            typealias Model = SDKModel
            init(model: SDKModel) {}
        }

        """
        let kept = migrate([("Widget.swift", foreign)])
        XCTAssertEqual(found(kept, "migrate-class-migrated"), [])
        XCTAssertEqual(found(kept, "migrate-blocked-associated-type"), ["Widget.swift:13", "Widget.swift:17", "Widget.swift:23"])
        XCTAssertEqual(found(kept, "migrate-associated-type-migrated"), [])
    }

    /// 17a/05 (bitkit's `TrezorRootView`, false error): a `ViewModifier`'s `body(content:)`
    /// that writes `@Bindable var m = m` itself before `$m.x` makes the binding through that
    /// local: no error, no second local. `body(content:)` is a view builder, as `View.body` is.
    func testABindableLocalWrittenInAViewModifierBodyIsSeen() throws {
        let text = """
        import SwiftUI
        import Observation

        @Observable
        final class TrezorManager {
            var showPinEntry = false
        }

        final class Other: ObservableObject {
            @Published var n = 0
        }

        struct TrezorDialogsModifier: ViewModifier {
            @Environment(TrezorManager.self) private var trezorManager

            func body(content: Content) -> some View {
                @Bindable var trezorManager = trezorManager
                content
                    .sheet(isPresented: $trezorManager.showPinEntry) {
                        Text("PIN")
                    }
            }
        }

        """
        let result = migrate([("Trezor.swift", text)])
        XCTAssertEqual(result.files.flatMap(\.diagnostics).filter { $0.severity == .error }.map(\.id), [])
        XCTAssertEqual(found(result, "migrate-bindable-local"), [])
        XCTAssertEqual(output(result).components(separatedBy: "@Bindable var trezorManager").count, 2)
        try assertOutputsTypeCheck(result)
    }
}
