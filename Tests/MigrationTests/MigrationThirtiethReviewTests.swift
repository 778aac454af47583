import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of review 15c of `migrate` (13dec09): 01 and 04 (02/03 are elsewhere).
final class MigrationThirtiethReviewTests: XCTestCase, MigrationReviewCase {
    /// `path:line` of the first line of `text` holding `needle`.
    private func at(_ path: String, _ text: String, _ needle: String) -> String {
        "\(path):\((text.components(separatedBy: "\n").firstIndex { $0.contains(needle) } ?? -1) + 1)"
    }

    private let inherited = """
    import SwiftUI

    class BaseViewModel {
        var isLoading = false
        var title = "t"
        init() {}
    }

    final class FeedViewModel: BaseViewModel, ObservableObject {
        @Published var items: [String] = []
        var ownLoading = false
        var spinnerOnly: Bool { isLoading }

        func load() {
            isLoading = true
            ownLoading = true
            items = ["a", "b"]
        }
    }

    struct FeedView: View {
        @ObservedObject var viewModel: FeedViewModel
        var body: some View {
            Text(viewModel.isLoading ? "Loading" : "Done")
            Text(viewModel.ownLoading ? "Loading" : "Done")
            Text(viewModel.title)
        }
    }

    struct SpinnerView: View {
        @ObservedObject var viewModel: FeedViewModel
        var body: some View { Text(viewModel.spinnerOnly ? "Loading" : "Done") }
    }

    """

    /// 15c/01 (probe, silent notification loss): a view's read of a stored `var` inherited from
    /// a superclass of the run that is not observable, directly or through a computed property,
    /// is reported as an own ignored property's is, naming the superclass; the class migrates
    /// (as with an own one). `title`, which nothing changes after `init`, is not reported.
    func testAViewReadOfAnInheritedPlainVarIsReported() throws {
        let result = migrate([("Feed.swift", inherited)])
        XCTAssertEqual(found(result, "migrate-inherited-property-view-read"),
                       [at("Feed.swift", inherited, "viewModel.isLoading"), at("Feed.swift", inherited, "viewModel.spinnerOnly")])
        XCTAssertEqual(found(result, "migrate-ignored-property-view-read"), [at("Feed.swift", inherited, "viewModel.ownLoading")])
        let message = result.files[0].diagnostics.first { $0.id == "migrate-inherited-property-view-read" }?.message ?? ""
        XCTAssertTrue(message.contains("'isLoading' is a stored property of 'BaseViewModel', which is not observable"), message)
        XCTAssertTrue(output(result).contains("@Observable\nfinal class FeedViewModel: BaseViewModel {"))
    }

    /// A superclass that is itself migrated tracks its own properties: nothing is reported.
    func testAnObservableSuperclassIsNotReported() throws {
        let text = inherited.replacingOccurrences(of: "class BaseViewModel {\n    var isLoading = false",
                                                  with: "class BaseViewModel: ObservableObject {\n    @Published var isLoading = false")
            .replacingOccurrences(of: "BaseViewModel, ObservableObject", with: "BaseViewModel")
        let result = migrate([("Feed.swift", text)])
        XCTAssertEqual(found(result, "migrate-inherited-property-view-read"), [])
    }

    private let container = """
    import SwiftUI
    import CoreData

    final class NotificationManager: ObservableObject {
        static let shared = NotificationManager()
        @Published var unreadCount = 0
        let container = NSPersistentContainer(name: "PushNotification")

        init() {
            container.persistentStoreDescriptions = []
            container.loadPersistentStores { _, _ in }
        }
        RELOAD
    }

    struct HomeView: View {
        @EnvironmentObject var notificationManager: NotificationManager
        var body: some View {
            Text("\\(notificationManager.unreadCount)")
                .environment(\\.managedObjectContext, notificationManager.container.viewContext)
        }
    }

    """

    /// 15c/04 (rarime, noise): a `let` holding an imported class whose member writes and method
    /// calls are made only at the top level of the holder's `init`s changes no state a view
    /// could miss: no `migrate-reference-state-view-read`. One made in another method (or in
    /// a closure of the `init`, which may run later) still counts.
    func testAHeldObjectConfiguredOnlyInTheHoldersInitIsNoChangingState() throws {
        let quiet = container.replacingOccurrences(of: "RELOAD", with: "")
        XCTAssertEqual(found(migrate([("Home.swift", quiet)]), "migrate-reference-state-view-read"), [])
        for changing in ["func reset() { container.persistentStoreDescriptions = [] }",
                         "convenience init(flag: Bool) { self.init(); Task { self.container.viewContext.reset() } }"] {
            let text = container.replacingOccurrences(of: "RELOAD", with: changing)
            XCTAssertEqual(found(migrate([("Home.swift", text)]), "migrate-reference-state-view-read"),
                           [at("Home.swift", text, "notificationManager.container.viewContext")], changing)
        }
    }
}
