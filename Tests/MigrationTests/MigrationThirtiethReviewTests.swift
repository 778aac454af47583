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

    /// Uranus-iOS (observation of 15c): a folder run over a tree that vendors CocoaPods sources
    /// migrated Kingfisher's class under `Pods/`. Dependency sources (`Pods` next to a
    /// `Podfile`, `Carthage/Checkouts`, `SourcePackages/checkouts`) are left out by default, with
    /// one note; `--include-dependencies`, or the folder named as an input, migrates them. A
    /// `Pods` folder without a `Podfile` beside it is the app's.
    func testAFolderRunLeavesOutDependencySources() throws {
        let folder = try MigrationSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let model = "import SwiftUI\nfinal class NAME: ObservableObject {\n    @Published var value = 0\n}\n"
        func write(_ path: String, _ text: String) throws {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        func tree() throws {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent("App"))
            try write("App/Podfile", "pod 'Kingfisher'\n")
            try write("App/Sources/Model.swift", model.replacingOccurrences(of: "NAME", with: "Model"))
            try write("App/Pods/Kingfisher/Binder.swift", model.replacingOccurrences(of: "NAME", with: "Binder"))
            try write("App/Carthage/Checkouts/Lib/Lib.swift", model.replacingOccurrences(of: "NAME", with: "Lib"))
            try write("App/DerivedData/SourcePackages/checkouts/Pkg/Pkg.swift", model.replacingOccurrences(of: "NAME", with: "Pkg"))
            try write("App/Sources/Pods/Own.swift", model.replacingOccurrences(of: "NAME", with: "Own"))
        }
        try tree()
        let run = try MigrationSupport.tool(["migrate", "--in-place", "App"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let all = run.stdout + run.stderr
        XCTAssertEqual(all.components(separatedBy: "of dependency sources").count, 2, all)
        XCTAssertTrue(all.contains("3 Swift files of dependency sources ('App/Carthage/Checkouts', 'App/DerivedData/SourcePackages/checkouts', 'App/Pods') left out"), all)
        XCTAssertTrue(all.contains("2 classes migrated"), all)
        for (path, migrated) in [("App/Sources/Model.swift", true), ("App/Sources/Pods/Own.swift", true), ("App/Pods/Kingfisher/Binder.swift", false),
                                 ("App/Carthage/Checkouts/Lib/Lib.swift", false), ("App/DerivedData/SourcePackages/checkouts/Pkg/Pkg.swift", false)] {
            XCTAssertEqual(try MigrationSupport.read(folder.appendingPathComponent(path)).contains("@Observable"), migrated, path)
        }
        // With '-o' the same files are left out.
        try tree()
        let out = try MigrationSupport.tool(["migrate", "App", "-o", "Out"], in: folder)
        XCTAssertEqual(out.status, 0, out.stderr)
        XCTAssertTrue((out.stdout + out.stderr).contains("3 Swift files of dependency sources"), out.stdout + out.stderr)
        XCTAssertTrue((out.stdout + out.stderr).contains("2 classes migrated"), out.stdout + out.stderr)
        // Asked for: all five.
        let included = try MigrationSupport.tool(["migrate", "--in-place", "--include-dependencies", "App"], in: folder)
        XCTAssertEqual(included.status, 0, included.stderr)
        XCTAssertFalse((included.stdout + included.stderr).contains("dependency sources"))
        XCTAssertTrue((included.stdout + included.stderr).contains("5 classes migrated"), included.stdout + included.stderr)
        // The folder named as an input.
        try tree()
        let named = try MigrationSupport.tool(["migrate", "--in-place", "App/Pods"], in: folder)
        XCTAssertEqual(named.status, 0, named.stderr)
        XCTAssertTrue(try MigrationSupport.read(folder.appendingPathComponent("App/Pods/Kingfisher/Binder.swift")).contains("@Observable"))
    }
}
