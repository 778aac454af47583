import Foundation
import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of review round 27 of `migrate` (public apps it had not seen), fixed in its session.
final class MigrationReview27Tests: XCTestCase, MigrationReviewCase {
    /// element-ios (27a/01): `typealias Context = ViewModelContext<State>` declared in a generic
    /// superclass, named through a subclass (`LoginViewModel.Context`) or an alias of the
    /// superclass (`LoginViewModelType.Context`), was not followed: the class migrated and 67
    /// views kept `@ObservedObject` on it with exit 0, an output that does not build.
    func testATypealiasNestedInASuperclassIsFollowedThroughSubclassesAndAliases() throws {
        let model = """
            import Combine
            import SwiftUI

            final class ViewModelContext<ViewState>: ObservableObject {
                @Published var viewState: ViewState
                init(initialViewState: ViewState) { self.viewState = initialViewState }
            }

            class StateStoreViewModel<State> {
                typealias Context = ViewModelContext<State>
                var context: Context
                init(initialViewState: State) { context = Context(initialViewState: initialViewState) }
            }

            struct LoginState { var name = "" }

            typealias LoginViewModelType = StateStoreViewModel<LoginState>

            class LoginViewModel: LoginViewModelType {}
            class SignUpViewModel: StateStoreViewModel<LoginState> {}

            """
        let views = """
            import SwiftUI

            struct LoginScreen: View {
                @ObservedObject var context: LoginViewModel.Context
                var body: some View { Text(context.viewState.name) }
            }

            struct SignUpScreen: View {
                @ObservedObject var context: SignUpViewModel.Context
                var body: some View { Text(context.viewState.name) }
            }

            struct AliasScreen: View {
                @ObservedObject var context: LoginViewModelType.Context
                var body: some View { Text(context.viewState.name) }
            }

            """
        let result = migrate([("Model.swift", model), ("Views.swift", views)])
        XCTAssertTrue(output(result, 0).contains("@Observable\nfinal class ViewModelContext"), output(result, 0))
        let migratedViews = output(result, 1)
        XCTAssertFalse(migratedViews.contains("@ObservedObject"), migratedViews)
        XCTAssertEqual(migratedViews.components(separatedBy: "var context: LoginViewModel.Context").count, 2, migratedViews)
        XCTAssertEqual(migratedViews.components(separatedBy: "var context: SignUpViewModel.Context").count, 2, migratedViews)
        XCTAssertEqual(migratedViews.components(separatedBy: "var context: LoginViewModelType.Context").count, 2, migratedViews)
        try assertOutputsTypeCheck(result)
    }

    /// FinanceTracker (27a/02): `all = fetched` set the same `NSManagedObject`s again after one
    /// was renamed; `@Published` notified, the macro's setter finds the arrays `==` (through
    /// `isEqual(_:)`, identity) and does not, so the list kept the old name, with no word.
    func testACollectionOfNSObjectInstancesIsWarnedAtTheProperty() throws {
        let text = """
            import Combine
            import CoreData
            import SwiftUI

            final class Wallet: NSObject { @objc dynamic var name = "" }
            protocol GroupingEntity: NSManagedObject { var name: String { get } }
            struct Row: Equatable { var name = "" }
            final class Plain { var name = "" }

            final class WalletViewModel: NSObject, ObservableObject {
                @Published private(set) var all = [Wallet]()
                @Published var selected: Wallet?
                @Published var rows: [Row] = []
                @Published var plain: [Plain] = []
                func reload(_ fetched: [Wallet]) { all = fetched }
            }

            final class Entities<O: GroupingEntity>: NSObject, ObservableObject {
                @Published private(set) var all = [O]()
            }

            final class Currencies: NSObject, ObservableObject {
                private let controller: NSFetchedResultsController<Currency>
                @Published private(set) var all = [Currency]()
                @Published var names: [String] = []
                init(controller: NSFetchedResultsController<Currency>) { self.controller = controller }
            }

            """
        let result = migrate([("Models.swift", text)])
        XCTAssertEqual(found(result, "migrate-object-identity-elements"),
                       ["Models.swift:11", "Models.swift:12", "Models.swift:19", "Models.swift:24"], output(result))
        let message = result.files[0].diagnostics.first { $0.id == "migrate-object-identity-elements" }?.message ?? ""
        XCTAssertTrue(message.hasPrefix("'all' holds '[Wallet]', and 'Wallet' instances compare with 'NSObject''s 'isEqual(_:)'"), message)
        // The classes still migrate: the warning is at the property, for review.
        XCTAssertEqual(output(result).components(separatedBy: "@Observable\n").count, 4, output(result))
    }

    /// GoCycling (27b/01): `init(publisher: AnyPublisher<Int, Never> = Records.shared.$routes…)`.
    /// The comma inside the parameter type's `<…>` split the parameter, so the `$routes` of its
    /// default value was not seen: `Records` migrated and the output did not build.
    func testAPublisherInTheDefaultValueOfAParameterWithGenericArgumentsKeepsTheClass() throws {
        for parameter in ["publisher: AnyPublisher<Int, Never> = Records.shared.$routes.eraseToAnyPublisher()",
                          "map: [String: Int] = [:], publisher: Pair<Int, Set<Array<Int>>> = Pair(Records.shared.$routes)",
                          "flag: Bool = 1 < 2, publisher: Pair<Int, Never> = Pair(Records.shared.objectWillChange)"] {
            let text = """
                import Combine
                import SwiftUI

                struct Pair<A, B> { init(_ value: Any) {} }

                class Records: ObservableObject {
                    static let shared = Records()
                    @Published var routes = 0
                }

                class AwardsModel: ObservableObject {
                    @Published var count = 0
                    init(\(parameter)) {}
                }

                """
            let result = migrate([("Awards.swift", text)])
            let blockers = found(result, "migrate-blocked-publisher") + found(result, "migrate-blocked-object-will-change")
            XCTAssertEqual(blockers, ["Awards.swift:13"], "\(parameter)\n\(output(result))")
            XCTAssertTrue(output(result).contains("class Records: ObservableObject"), output(result))
        }
    }

    /// wxm-ios (27c/02): `.environmentObject(Resolver.shared.resolve(DeleteModel.self)!)` and
    /// `@StateObject var model = Resolver.shared.resolve(DeleteModel.self)!`, where the run does
    /// not hold `Resolver` (a file the project lists is missing), were left on a migrated class:
    /// exit 0, and the output did not build.
    func testAnImportedResolverCalledWithAMetatypeOfTheRunIsThatClass() throws {
        let app = """
            import SwiftUI
            import Combine

            final class DeleteModel: ObservableObject {
                @Published var password = ""
            }

            struct DeleteView: View {
                @EnvironmentObject var model: DeleteModel
                var body: some View { Text(model.password) }
            }

            struct OwnerView: View {
                @StateObject var model = Resolver.shared.resolve(DeleteModel.self)!
                var body: some View { DeleteView().environmentObject(model) }
            }

            struct Previews {
                static var previews: some View {
                    DeleteView()
                        .environmentObject(Resolver.shared.resolve(DeleteModel.self)!)
                }
            }

            """
        let resolver = """
            final class Resolver: Sendable {
                static let shared = Resolver()
                func resolve<Service>(_ type: Service.Type) -> Service? { nil }
            }

            """
        let result = migrate([("App.swift", app)])
        let migrated = output(result)
        XCTAssertTrue(migrated.contains("@State var model = Resolver.shared.resolve(DeleteModel.self)!"), migrated)
        XCTAssertTrue(migrated.contains(".environment(Resolver.shared.resolve(DeleteModel.self)!)"), migrated)
        XCTAssertFalse(migrated.contains("environmentObject"), migrated)
        try assertOutputsTypeCheck(result, with: resolver)
    }

    /// wxm-ios (27c/01): `photos = ViewModelsFactory.makeGallery(); photos.delegate = self` in
    /// `init`, the factory a static method returning a new object: an object of the instance's
    /// own, as `photos = Gallery()` is; the class was kept ("stores 'self' in shared state").
    /// A factory that returns a shared instance still keeps it.
    func testTheDelegateOfAChildMadeByAFactoryOfNewObjectsKeepsNoClass() throws {
        for (factory, kept) in [("return Child()", false), ("Child()", false), ("return shared", true),
                                ("if Bool.random() { return Child() }\n        return shared", true)] {
            let text = """
                import SwiftUI
                import Combine

                protocol ChildDelegate: AnyObject { func childDidChange() }

                final class Child {
                    weak var delegate: ChildDelegate?
                }

                enum Factory {
                    static let shared = Child()
                    static func makeChild() -> Child {
                        \(factory)
                    }
                }

                final class ParentModel: ObservableObject, ChildDelegate {
                    @Published var count = 0
                    let child: Child

                    init() {
                        child = Factory.makeChild()
                        child.delegate = self
                    }

                    func childDidChange() { count += 1 }
                }

                struct ParentView: View {
                    @StateObject var model = ParentModel()
                    var body: some View { Text("\\(model.count)") }
                }

                """
            let result = migrate([("Parent.swift", text)])
            XCTAssertEqual(output(result).contains("final class ParentModel: ObservableObject"), kept, "\(factory)\n\(output(result))")
            XCTAssertEqual(found(result, "migrate-blocked-state-object-lifetime").isEmpty, !kept, factory)
        }
    }

    /// PetNote (28c/01): `//@Observable` above `class ModelData: ObservableObject`, the macro
    /// switched off by hand, was read as the macro in a run with attributes: the conformance and
    /// `@Published` went and no `@Observable` came (no notification left, and the rewritten
    /// sites did not build), exit 0. Now such a class migrates as any other; with `--annotation
    /// comment` (a project that expands the comments) the comment still marks it observable.
    func testACommentedOutObservableAttributeIsNoMarkerInARunWithAttributes() throws {
        let text = """
            import SwiftUI

            //@Observable
            class ModelData: ObservableObject {
                @Published var count = 0
            }

            struct CounterView: View {
                @EnvironmentObject var modelData: ModelData
                var body: some View {
                    Button("\\(modelData.count)") { modelData.count += 1 }
                }
            }

            struct RootView: View {
                @StateObject private var modelData = ModelData()
                var body: some View {
                    CounterView().environmentObject(modelData)
                }
            }

            """
        let result = migrate([("Model.swift", text)])
        let migrated = output(result)
        XCTAssertTrue(migrated.contains("//@Observable\n@Observable\nclass ModelData {\n    var count = 0\n}"), migrated)
        XCTAssertTrue(migrated.contains("@Environment(ModelData.self) var modelData"), migrated)
        XCTAssertTrue(found(result, "migrate-conformance-removed").isEmpty, migrated)
        try assertOutputsTypeCheck(result)

        // A project that expands annotation comments: the comment marks the class already.
        let commented = Migrator.migrate([SourceFile(path: "Model.swift", text: text.replacingOccurrences(of: "//@Observable", with: "// @Observable"))],
                                         options: MigrationOptions(annotation: .comment))
        let kept = String(decoding: commented.files[0].output ?? [], as: UTF8.self)
        XCTAssertTrue(kept.contains("// @Observable\nclass ModelData {\n    var count = 0\n}"), kept)
        XCTAssertEqual(found(commented, "migrate-conformance-removed"), ["Model.swift:4"], kept)
    }

    /// DanXi-swift (28a/02, after the manifest-helper fix): each package's one target is at
    /// `path: "."`, the package's own folder, which matched no file, so two `CourseModel`s of
    /// two modules were still "declared more than once in one scope" (both kept).
    func testATargetAtThePackagesOwnFolderIsAModule() throws {
        let folder = try MigrationSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func manifest(_ name: String) -> String {
            """
            // swift-tools-version: 5.10
            import PackageDescription

            let package = Package(
                name: "\(name)",
                platforms: [.iOS(.v17)],
                targets: [.target(name: "\(name)", path: ".")]
            )

            """
        }
        let files = namesakeCoursePackages(kit: ("in/Fudan Kit", "FudanKit", "Course/CourseModel.swift"), ui: ("in/DanXiUI", "DanXiUI", "Curriculum/CoursePage.swift"), manifest: manifest)
        let (outcome, said) = try migrateInPlace(files, in: folder)
        XCTAssertEqual(outcome.status, 0, said)
        XCTAssertFalse(said.contains("declared more than once in one scope"), said)
        XCTAssertTrue(said.contains("note: migrate: 2 classes migrated, 0 kept"), said)
    }

    /// Petrichor (29c, 13 false errors): `.environmentObject({ let c = AppCoordinator(); return
    /// c.playbackManager }())` in previews: a closure called at once whose `return` is a member
    /// of a local was "cannot tell the type" (exit 1). It is typed as the member: a class that
    /// stays is left, a migrated one becomes `.environment`.
    func testAClosureCalledAtOnceReturningAMemberOfALocalIsTyped() throws {
        let text = """
            import SwiftUI
            import Combine

            final class PlaybackManager: ObservableObject {
                @Published var playing = false
            }

            final class LibraryManager: ObservableObject {
                @Published var count = 0
                var cancellable: AnyCancellable?
                init() { cancellable = $count.sink { _ in } }
            }

            final class AppCoordinator {
                let playbackManager = PlaybackManager()
                let libraryManager = LibraryManager()
            }

            struct FoldersView: View {
                @EnvironmentObject var playback: PlaybackManager
                @EnvironmentObject var library: LibraryManager
                var body: some View { Text("\\(playback.playing) \\(library.count)") }
            }

            struct Preview {
                static var preview: some View {
                    FoldersView()
                        .environmentObject({
                            let coordinator = AppCoordinator()
                            return coordinator.playbackManager
                        }())
                        .environmentObject({
                            let coordinator = AppCoordinator()
                            return coordinator.libraryManager
                        }())
                }

                // A `return` of a closure inside returns for that closure; one in an `if` block
                // is the outer closure's.
                static var queue: some View {
                    FoldersView()
                        .environmentObject({
                            let manager = PlaybackManager()
                            let names = (0 ..< 3).map { i in
                                let name = "Song \\(i)"
                                return name
                            }
                            if names.isEmpty {
                                return PlaybackManager()
                            }
                            return manager
                        }())
                }
            }

            """
        let result = migrate([("Folders.swift", text)])
        XCTAssertEqual(result.files[0].diagnostics.filter { $0.severity == .error }.map(\.message), [])
        let migrated = output(result)
        XCTAssertTrue(migrated.contains(".environment({\n                let coordinator = AppCoordinator()\n                return coordinator.playbackManager"), migrated)
        XCTAssertTrue(migrated.contains(".environmentObject({\n                let coordinator = AppCoordinator()\n                return coordinator.libraryManager"), migrated)
        XCTAssertTrue(migrated.contains(".environment({\n                let manager = PlaybackManager()"), migrated)
        try assertOutputsTypeCheck(result)
    }

    /// charalarm-ios (30a/01): `@ObservedObject(initialValue: NewsListViewModel()) var viewModel:
    /// NewsListViewModel` became `var viewModel: NewsListViewModel`: the value was dropped and
    /// every `NewsListView()` lacked an argument (exit 0). The value is now the initializer; so
    /// for `@StateObject(wrappedValue:)`, with the eager-init warning.
    func testAWrapperAttributesInitialValueBecomesTheInitializer() throws {
        let text = """
            import SwiftUI
            import Combine

            class NewsListViewModel: ObservableObject {
                @Published var newsList: [String] = []
            }

            struct NewsListView: View {
                @ObservedObject(initialValue: NewsListViewModel()) var viewModel: NewsListViewModel
                var body: some View {
                    Text("\\(viewModel.newsList.count)")
                }
            }

            struct OwnerView: View {
                @StateObject(wrappedValue: NewsListViewModel()) private var model: NewsListViewModel
                var body: some View { Text("\\(model.newsList.count)") }
            }

            struct TopView: View {
                var body: some View {
                    NewsListView()
                }
            }

            """
        let result = migrate([("News.swift", text)])
        let migrated = output(result)
        XCTAssertTrue(migrated.contains("    var viewModel: NewsListViewModel = NewsListViewModel()\n"), migrated)
        XCTAssertTrue(migrated.contains("    @State private var model: NewsListViewModel = NewsListViewModel()\n"), migrated)
        XCTAssertEqual(found(result, "migrate-state-object-eager-init"), ["News.swift:16"], migrated)
        XCTAssertEqual(found(result, "migrate-state-object-memberwise"), [], migrated)
        try assertOutputsTypeCheck(result)
    }
}
