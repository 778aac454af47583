import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of the tenth review of `migrate` (reviews 8a and 8b of 06dd490; probes written from
/// the patterns of RevenueCat/purchases-ios's example apps).
final class MigrationTenthReviewTests: XCTestCase, MigrationReviewCase {
    static let keptModelA = """
    import SwiftUI

    @MainActor class UserViewModel: ObservableObject {
        static let shared = UserViewModel()
        @Published var name = ""
    }
    struct RootA: View {
        @StateObject var model = UserViewModel()
        var body: some View { ChildA().environmentObject(model) }
    }
    struct ChildA: View {
        @EnvironmentObject var model: UserViewModel
        var body: some View { TextField("n", text: $model.name) }
    }
    struct SharedA: View {
        @ObservedObject var model = UserViewModel.shared
        var body: some View { Text(model.name) }
    }

    """
    static let observableB = """
    import SwiftUI
    import Observation

    @Observable final class UserViewModel {
        var name = ""
    }
    struct RootB: View {
        @StateObject var model = UserViewModel()
        var body: some View { Text(model.name) }
    }

    """

    /// The outputs of files `indices` of `result` only (two apps of one run do not build together).
    func only(_ result: MigrationResult, _ indices: [Int]) -> MigrationResult {
        MigrationResult(files: indices.map { result.files[$0] }, summary: result.summary)
    }

    /// Two example apps of one run, each with a `UserViewModel`: one kept `ObservableObject`
    /// (its name is declared twice), one `@Observable` already. The kept one's view sites were
    /// rewritten as for the `@Observable` one (`@State`, `.environment`, `@Environment`, a plain
    /// `var`): notifications lost, or an output that did not build, exit 0. Each site now
    /// follows the class its own file declares; the `@Observable` class keeps nothing.
    func testSitesOfAKeptClassSharingItsNameWithAnObservableOneStay() throws {
        let result = migrate([("ModelA.swift", Self.keptModelA), ("UserViewModelB.swift", Self.observableB)])
        XCTAssertEqual(result.summary.errors, 0)
        XCTAssertEqual(output(result, 0), Self.keptModelA)
        XCTAssertEqual(found(result, "migrate-unfinished-site"), ["UserViewModelB.swift:8"])
        XCTAssertTrue(output(result, 1).contains("@State var model = UserViewModel()"), output(result, 1))
        // Only the kept class is said to keep 'ObservableObject'.
        XCTAssertEqual(found(result, "migrate-blocked-ambiguous-class"), ["ModelA.swift:3"])
        try assertOutputsTypeCheck(only(result, [0]))
        try assertOutputsTypeCheck(only(result, [1]))
    }

    /// A view in a file that declares neither class: which one it means cannot be told, and
    /// the two are treated differently, so each site is an error naming both places.
    func testSiteOfAMixedNameInAThirdFileIsAnError() throws {
        let views = """
        import SwiftUI

        struct SharedView: View {
            @ObservedObject var model = UserViewModel.shared
            var body: some View { Text(model.name) }
        }
        struct Injecting: View {
            @EnvironmentObject var model: UserViewModel
            var body: some View { Text("").environmentObject(model) }
        }

        """
        let result = migrate([("ModelA.swift", Self.keptModelA), ("Views.swift", views), ("UserViewModelB.swift", Self.observableB)])
        XCTAssertEqual(found(result, "migrate-ambiguous-class-site"), ["Views.swift:4", "Views.swift:8", "Views.swift:9"])
        let text = result.files[1].diagnostics.first { $0.id == "migrate-ambiguous-class-site" }.map(\.message) ?? ""
        XCTAssertTrue(text.contains("UserViewModelB.swift:4") && text.contains("ModelA.swift:3"), text)
        XCTAssertEqual(found(result, "migrate-unfinished-site"), ["UserViewModelB.swift:8"])
    }
}

/// Item 2 of review 8a: a view redrawn by a tracked property it never reads.
final class MigrationTenthReviewRefreshTests: XCTestCase, MigrationReviewCase {
    /// AudioKit Cookbook's `Refresher`: `refresher.version += 1` redrew the row through
    /// `objectWillChange`, and `body` reads no property of `refresher`; after the migration
    /// nothing redraws it (exit 0, no warning before). A warning at the view property now names
    /// the property and its change; a view that reads it (or reads the model's other members) is
    /// not reported, nor one whose model changes nothing after `init`.
    /// Review 8 (sweep): views that hold a model only to call it (`commandManager` read in
    /// `init`, `uiState` set in `onAppear`) and show only values lose nothing: not reported
    /// when every changed property is read somewhere and the view shows no plain class's state.
    func testViewThatShowsOnlyValuesOfAModelReadElsewhereIsNotWarned() throws {
        let text = """
        import SwiftUI

        @MainActor class Store: ObservableObject {
            @Published var items: [String] = []
            func load() { items = ["a"] }
        }
        struct ListView: View {
            @EnvironmentObject var store: Store
            var body: some View { Text("\\(store.items.count)") }
        }
        struct DetailView: View {
            let title: String
            @EnvironmentObject var store: Store
            var body: some View {
                Button(title) { store.load() }
            }
        }

        """
        let result = migrate([("Views.swift", text)])
        XCTAssertEqual(result.summary.errors, 0)
        XCTAssertEqual(found(result, "migrate-tracked-property-unread"), [])
        let output = result.files[0].output.map { String(decoding: $0, as: UTF8.self) } ?? ""
        XCTAssertTrue(output.contains("@Environment(Store.self) var store: Store"), output)
        try assertOutputsTypeCheck(result)
    }

    func testViewThatReadsNoChangedTrackedPropertyIsWarned() throws {
        let row = """
        import SwiftUI

        final class Param { var value: Float = 0 }
        @MainActor class Refresher: ObservableObject {
            @Published var version = 0
        }
        struct ParameterRow: View {
            var param: Param
            @StateObject var refresher = Refresher()
            var body: some View {
                Text("\\(param.value)")
                Toggle("", isOn: Binding(get: { param.value == 1 },
                                         set: { param.value = $0 ? 1 : 0; refresher.version += 1 }))
            }
        }
        struct ReadingRow: View {
            @ObservedObject var refresher: Refresher
            var body: some View {
                let _ = refresher.version
                Button("bump") { refresher.version += 1 }
            }
        }
        @MainActor class Quiet: ObservableObject {
            @Published var title = ""
        }
        struct QuietRow: View {
            @EnvironmentObject var quiet: Quiet
            var body: some View { Text("q") }
        }

        """
        let result = migrate([("ParameterRow.swift", row)])
        XCTAssertEqual(result.summary.errors, 0)
        XCTAssertEqual(found(result, "migrate-tracked-property-unread"), ["ParameterRow.swift:9"])
        let text = result.files[0].diagnostics.first { $0.id == "migrate-tracked-property-unread" }.map(\.message) ?? ""
        XCTAssertTrue(text.contains("'version' at ParameterRow.swift:13") && text.contains("let _ = refresher.version"), text)
        try assertOutputsTypeCheck(result)
    }
}

/// Item 3 of review 8b: `.environmentObject` arguments that were not typed (a false error).
final class MigrationTenthReviewTypingTests: XCTestCase, MigrationReviewCase {
    /// purchases-ios's `PreviewMock`: `.environmentObject(self.packageContext ?? Self.defaultPackageContext)`
    /// was an error (exit 1): `Self.x` was not typed as `Mock.x` is, and `a ?? b` as an
    /// argument ran to the call's `)` and was not read as one. Each becomes `.environment`.
    func testSelfStaticAndCoalescingArgumentsAreTyped() throws {
        let mock = """
        import SwiftUI

        @MainActor final class PackageContext: ObservableObject {
            @Published var name = ""
        }
        struct Child: View {
            @EnvironmentObject var ctx: PackageContext
            var body: some View { Text(ctx.name) }
        }
        struct Mock: View {
            static let defaultPackageContext = PackageContext()
            let packageContext: PackageContext?
            var body: some View {
                VStack {
                    Child().environmentObject(self.packageContext ?? Self.defaultPackageContext)
                    Child().environmentObject(Self.defaultPackageContext)
                    Child().environmentObject(packageContext ?? PackageContext())
                    Child().environmentObject(packageContext ?? Mock.defaultPackageContext)
                }
            }
        }

        """
        let result = migrate([("PreviewMock.swift", mock)])
        XCTAssertEqual(result.summary.errors, 0, result.files[0].diagnostics.map(\.message).joined(separator: "\n"))
        for argument in ["self.packageContext ?? Self.defaultPackageContext", "Self.defaultPackageContext", "packageContext ?? PackageContext()",
                         "packageContext ?? Mock.defaultPackageContext"] {
            XCTAssertTrue(output(result, 0).contains("Child().environment(\(argument))"), output(result, 0))
        }
        try assertOutputsTypeCheck(result)
    }
}
