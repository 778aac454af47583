import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of review 47c of `migrate`: subclass chains through compositions, imported
/// wrappers that need `ObservableObject`, `@State` of a member of a new instance.
final class MigrationReview47cTests: XCTestCase, MigrationReviewCase {
    /// `path:line` of the first line of `text` holding `needle`.
    private func at(_ path: String, _ text: String, _ needle: String) -> String {
        "\(path):\((text.components(separatedBy: "\n").firstIndex { $0.contains(needle) } ?? -1) + 1)"
    }

    private static let base = """
    import SwiftUI
    import Combine

    class BaseViewModel: ObservableObject {
        var subscriptions = Set<AnyCancellable>()
        @Published var isLoading: Bool = false
        func showLoader() { isLoading = true }
        func hideLoader() { isLoading = false }
    }

    """

    /// 47c/01 (ArticlePortfolioApp, broken output): `class C: Base & P` is a subclass of `Base`
    /// (Swift reads a composition in the clause so): the chain migrates together, and the
    /// subclass held by `@StateObject` becomes `@State`; before, `Base` migrated alone and the
    /// output did not type-check (`StateObject` requires `ObservableObject`).
    func testASuperclassInACompositionIsInTheChain() throws {
        let sub = """
        import SwiftUI
        import Combine

        final class SearchViewModel: BaseViewModel & Identifiable {
            @Published var query = ""
        }

        struct SearchScreen: View {
            @StateObject private var viewModel = SearchViewModel()
            var body: some View {
                Text(viewModel.query)
            }
        }

        """
        let result = migrate([("Base.swift", Self.base), ("Sub.swift", sub)])
        XCTAssertTrue(output(result, 1).contains("@Observable\nfinal class SearchViewModel: BaseViewModel & Identifiable"), output(result, 1))
        XCTAssertTrue(output(result, 1).contains("@State private var viewModel = SearchViewModel()"), output(result, 1))
        try assertOutputsTypeCheck(result)
    }

    /// 47c/01 (ArticlePortfolioApp's shape): a subclass through a typealias of a composition
    /// (`typealias ViewModel = HomeViewModelProtocol & BaseViewModel`, also through an alias
    /// of that alias) and one through a composition written in the clause are in `Base`'s
    /// chain: `$searchPhrase` keeps the whole chain (`migrate-blocked-chain` at the other classes,
    /// as for `class C: Base, P`), and the protocol is not rewritten.
    func testASuperclassThroughAnAliasOfACompositionKeepsTheChain() throws {
        for alias in ["Home.ViewModel", "Home.Again"] {
            let home = """
            import SwiftUI
            import Combine

            protocol HomeViewModelProtocol: ObservableObject {
                var searchPhrase: String { get set }
            }

            enum Home {
                typealias ViewModel = HomeViewModelProtocol & BaseViewModel
                typealias Again = ViewModel
            }

            final class HomeViewModel: \(alias) {
                @Published var searchPhrase: String = ""
                override init() {
                    super.init()
                    $searchPhrase.sink { [weak self] _ in self?.showLoader() }.store(in: &subscriptions)
                }
            }

            final class ContentViewModel: BaseViewModel & HomeViewModelProtocol {
                @Published var searchPhrase: String = ""
            }

            struct HomeScreen<ViewModel: Home.ViewModel>: View {
                @StateObject private var viewModel: ViewModel
                init(viewModel: ViewModel) { _viewModel = StateObject(wrappedValue: viewModel) }
                var body: some View {
                    Text(viewModel.searchPhrase)
                        .onReceive(viewModel.objectWillChange) { print("will change, loading:", viewModel.isLoading) }
                }
            }

            """
            let result = migrate([("Base.swift", Self.base), ("Home.swift", home)])
            XCTAssertEqual(found(result, "migrate-blocked-publisher"), [at("Home.swift", home, "$searchPhrase.sink")], alias)
            XCTAssertEqual(found(result, "migrate-blocked-chain").sorted(), [at("Base.swift", Self.base, "class BaseViewModel"),
                                                                             at("Home.swift", home, "final class ContentViewModel")].sorted(), alias)
            XCTAssertFalse(output(result, 0).contains("@Observable"), alias)
            XCTAssertFalse(output(result, 1).contains("@Observable"), alias)
            XCTAssertTrue(output(result, 1).contains("protocol HomeViewModelProtocol: ObservableObject"), alias)
            try assertOutputsTypeCheck(result)
        }
    }

    /// The DICE pod's wrapper (`Pods/` is left out of a run), reduced to its declaration: its
    /// generic parameter is constrained to `ObservableObject`. Stands for the imported module.
    private static let dice = """
    import SwiftUI
    import Combine

    @propertyWrapper
    public struct EnvironmentObservableInjected<Value: ObservableObject>: DynamicProperty {
        @ObservedObject private var _wrappedValue: Value
        public var wrappedValue: Value { _wrappedValue }
        public init() { fatalError("resolved from a container in the real pod") }
    }

    """

    /// 47c/03 (tt2viewer, broken output): `@EnvironmentObservableInjected var viewModel:
    /// HomeViewModel`, a wrapper of a module the run does not read: whether it asks for
    /// `ObservableObject` cannot be told, so `HomeViewModel` keeps it, with
    /// `migrate-blocked-imported-wrapper` at the attribute; before, the class migrated and the
    /// view no longer type-checked. SwiftUI's wrappers, and a wrapper of the run that does not
    /// constrain to `ObservableObject`, block nothing.
    func testAnImportedWrapperOfAMigratingClassKeepsIt() throws {
        let view = """
        import SwiftUI
        import Combine

        struct HomeView: View {
            @EnvironmentObservableInjected var viewModel: HomeViewModel
            var body: some View {
                Text(viewModel.accountTitle)
            }
        }

        """
        let model = """
        import Combine

        protocol HomeViewModelType: ObservableObject {
            var accountTitle: String { get }
        }

        class HomeViewModel: HomeViewModelType {
            var accountTitle: String = "My account"
        }

        """
        let result = migrate([("HomeView.swift", view), ("HomeViewModel.swift", model)])
        XCTAssertEqual(found(result, "migrate-blocked-imported-wrapper"), [at("HomeView.swift", view, "@EnvironmentObservableInjected")])
        XCTAssertFalse(output(result, 1).contains("@Observable"), output(result, 1))
        try assertOutputsTypeCheck(result, with: Self.dice)
        // SwiftUI's own wrapper, and a wrapper of the run over any value: the class migrates.
        let own = """
        import SwiftUI

        @propertyWrapper
        struct Boxed<Value> {
            var wrappedValue: Value
        }

        struct OtherView: View {
            @ObservedObject var viewModel: HomeViewModel
            @Boxed var boxed: HomeViewModel = HomeViewModel()
            var body: some View {
                Text(viewModel.accountTitle + boxed.accountTitle)
            }
        }

        """
        let control = migrate([("OtherView.swift", own), ("HomeViewModel.swift", model)])
        XCTAssertEqual(found(control, "migrate-blocked-imported-wrapper"), [])
        XCTAssertTrue(output(control, 1).contains("@Observable"), output(control, 1))
        try assertOutputsTypeCheck(control)
    }

    /// 47c/02 (Geranium, false warning): `@State var defaultTab = AppSettings().defaultTab`
    /// holds the member's value (an `Int`), not an `AppSettings`: no
    /// `migrate-state-starts-observing`; `@State var settings = AppSettings()` still has it.
    func testStateOfAMemberOfANewInstanceHoldsTheMember() throws {
        let text = """
        import SwiftUI

        class AppSettings: ObservableObject {
            @Published var defaultTab: Int = 1
            @Published var getSizes: Bool = false
        }

        struct ContentView: View {
            @State var defaultTab = AppSettings().defaultTab
            @State var shouldIGetSizes = AppSettings().getSizes
            @State var settings = AppSettings()
            var body: some View {
                Text("\\(defaultTab) \\(shouldIGetSizes) \\(settings.defaultTab)")
            }
        }

        """
        let result = migrate([("Settings.swift", text)])
        XCTAssertEqual(found(result, "migrate-state-starts-observing"), [at("Settings.swift", text, "@State var settings")])
        try assertOutputsTypeCheck(result)
    }
}
