import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of the ninth review of `migrate` (75d9ff6; probes written from the patterns of
/// element-hq/element-x-ios).
final class MigrationNinthReviewTests: XCTestCase, MigrationReviewCase {
    /// element-x-ios's view models: a generic `StateStoreViewModel<State, Action>` (through a
    /// typealias) whose `context` is a nested `Context` class, kept `ObservableObject` by its
    /// `$viewState`; previews inject `viewModel.context` where `viewModel` is
    /// `TimelineViewModel.mock` (a static property initialised by the same-named static
    /// function), `TimelineViewModel.mock(count: 1)`, or a closure called at once that returns
    /// `TimelineViewModel()`; the view model sends `self?.context.objectWillChange`. Each was an
    /// error ("cannot tell the type"): the types are known, the class is kept, so
    /// `.environmentObject` stays and there is no diagnostic.
    func testInheritedContextOfStaticFactoryValuesIsTyped() throws {
        let source = """
        import SwiftUI
        import Combine

        class StateStoreViewModel<State, ViewAction> {
            var context: Context
            var cancellables = Set<AnyCancellable>()
            init(initialViewState: State) { context = Context(viewState: initialViewState) }
            final class Context: ObservableObject {
                @Published var viewState: State
                init(viewState: State) { self.viewState = viewState }
            }
        }
        struct TimelineViewState { var count = 0 }
        typealias TimelineViewModelType = StateStoreViewModel<TimelineViewState, Int>
        final class TimelineViewModel: TimelineViewModelType {
            let composer = Composer()
            init() {
                super.init(initialViewState: .init())
                composer.objectWillChange
                    .sink { [weak self] _ in
                        self?.context.objectWillChange.send()
                    }
                    .store(in: &cancellables)
            }
        }
        @MainActor extension TimelineViewModel {
            static let mock = mock(count: 0)
            static func mock(count: Int = 0) -> TimelineViewModel { TimelineViewModel() }
        }
        final class Composer: ObservableObject { @Published var text = "" }
        final class Settings: ObservableObject { @Published var on = false }
        final class Watcher {
            var cancellables = Set<AnyCancellable>()
            init(viewModel: TimelineViewModel) { viewModel.context.$viewState.sink { _ in }.store(in: &cancellables) }
        }

        struct TimelineView: View {
            @EnvironmentObject var context: TimelineViewModel.Context
            @EnvironmentObject var settings: Settings
            var body: some View { Text("\\(context.viewState.count)") }
        }
        @MainActor struct TimelinePreviews {
            static let viewModel = TimelineViewModel.mock
            static let unsafeViewModel = TimelineViewModel.mock(count: 1)
            static let builtViewModel = {
                let count = 2
                return TimelineViewModel()
            }()
            static var plain: some View { TimelineView().environmentObject(viewModel.context) }
            static var unsafe: some View { TimelineView().environmentObject(unsafeViewModel.context) }
            static var built: some View { TimelineView().environmentObject(builtViewModel.context) }
            static var direct: some View { TimelineView().environmentObject(TimelineViewModel.mock.context) }
        }

        """
        let result = migrate([("Timeline.swift", source)])
        XCTAssertEqual(found(result, "migrate-unknown-environment-object"), [])
        XCTAssertEqual(found(result, "migrate-unresolved-receiver"), [])
        XCTAssertEqual(result.summary.errors, 0)
        let text = output(result)
        for value in ["viewModel", "unsafeViewModel", "builtViewModel", "TimelineViewModel.mock"] {
            XCTAssertTrue(text.contains("TimelineView().environmentObject(\(value).context) }"), text)
        }
        XCTAssertTrue(text.contains("final class Context: ObservableObject {"), text)
        XCTAssertTrue(text.contains("@Environment(Settings.self) var settings"), text)
        try assertOutputsTypeCheck(result)
    }

    /// A `$model.x` binding in a computed view property that is one expression with an implicit
    /// return, `model` an `@Environment` class now: an error before. The `@Bindable` local goes
    /// first and the expression gets an explicit `return`; a getter of several statements
    /// without `return` cannot take one and stays an error.
    func testBindingInSingleExpressionComputedPropertyGetsLocalAndReturn() throws {
        let source = """
        import SwiftUI

        final class Model: ObservableObject {
            @Published var name = ""
        }
        struct Form: View {
            @EnvironmentObject var model: Model
            var body: some View { content }
            var content: some View { TextField("", text: $model.name) }
            var field: some View {
                TextField("",
                          text: $model.name)
            }
        }

        """
        let result = migrate([("Form.swift", source)])
        XCTAssertEqual(found(result, "migrate-environment-binding"), [])
        XCTAssertEqual(result.summary.errors, 0)
        let text = output(result)
        XCTAssertTrue(text.contains("""
            var content: some View {
                @Bindable var model = model
                return TextField("", text: $model.name) }
        """), text)
        XCTAssertTrue(text.contains("""
            var field: some View {
                @Bindable var model = model
                return TextField("",
                          text: $model.name)
            }
        """), text)
        try assertOutputsTypeCheck(result)
    }

    /// EhPanda (final sweep): 15 getters that return the binding itself, `$store.appState.info`,
    /// in an extension of the view, were `migrate-environment-binding` errors.
    func testGetterThatIsTheBindingGetsLocalAndReturn() throws {
        let source = """
        import SwiftUI

        final class Store: ObservableObject {
            @Published var appState = AppState()
        }
        struct AppState { var detailInfo = 0 }
        struct ArchiveView: View {
            @EnvironmentObject var store: Store
            var body: some View { Text("\\(detailInfoBinding.wrappedValue)") }
        }
        private extension ArchiveView {
            var detailInfoBinding: Binding<Int> {
                $store.appState.detailInfo
            }
        }

        """
        let result = migrate([("Archive.swift", source)])
        XCTAssertEqual(found(result, "migrate-environment-binding"), [])
        XCTAssertEqual(result.summary.errors, 0)
        let text = output(result)
        XCTAssertTrue(text.contains("""
            var detailInfoBinding: Binding<Int> {
                @Bindable var store = store
                return $store.appState.detailInfo
            }
        """), text)
        try assertOutputsTypeCheck(result)
    }
}
