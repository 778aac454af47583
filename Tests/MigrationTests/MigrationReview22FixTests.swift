import Foundation
import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Classes kept for no true reason in review round 22 (migfix42): a `$x` of another package's
/// wrapper, a model wrapper or a run wrapper spelled by a typealias, and a protocol's `_x`.
final class MigrationReview22FixTests: XCTestCase, MigrationReviewCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = try MigrationSupport.temporaryFolder()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    static let appModels = """
        import Combine
        import SwiftUI

        final class TaskDetailViewModel: ObservableObject {
            @Published var task: String = ""
        }

        final class SprintViewModel: ObservableObject {
            @Published var startDate: Int = 0
        }

        struct TaskDetailView: View {
            @ObservedObject var viewModel: TaskDetailViewModel
            @ObservedObject var sprint: SprintViewModel
            var body: some View { Text(viewModel.task + "\\(sprint.startDate)") }
        }

        """

    static let server = """
        @propertyWrapper
        struct Field<T> {
            var wrappedValue: T
            var projectedValue: Field<T> { self }
            var id: Int { 0 }
        }

        final class TaskActivityModel {
            @Field var task: String
            init(task: String) { _task = Field(wrappedValue: task) }
        }

        final class SprintModel {
            @Field var startDate: Int
            init(startDate: Int) { _startDate = Field(wrappedValue: startDate) }
        }

        func sortKey() -> KeyPath<SprintModel, Field<Int>> {
            \\.$startDate
        }

        func firstIDs(_ load: () -> [TaskActivityModel]) -> [Int] {
            let activities = load().filter { _ in true }
            var ids: [Int] = []
            for act in activities {
                ids.append(act.$task.id)
            }
            return ids
        }

        """

    /// 22c/01 (SwiftUI-Enterprise-App): a server package that does not depend on the app's
    /// package writes `\.$startDate` (a key path with no root) and `act.$task.id` (`act` of a
    /// type not told); both were taken for publishers of the app's view models by property name,
    /// and kept them. The server cannot import the app's module: both classes migrate, and the
    /// app's output type-checks. Control: when the server's manifest depends on the app's
    /// package (`.package(path: "../App")`, or a URL ending in `App.git`), the uses may be the app's, and both stay as before.
    func testAProjectionInAPackageThatCannotSeeTheClassIsNoPublisherOfIt() throws {
        func run(dependency: String) throws -> (said: String, app: String) {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent("in"))
            let app = folder.appendingPathComponent("in/App/Sources/Feature")
            let server = folder.appendingPathComponent("in/Server/Sources/Server")
            try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: server, withIntermediateDirectories: true)
            try Data(Self.appModels.utf8).write(to: app.appendingPathComponent("TaskDetailViewModel.swift"))
            try Data(Self.server.utf8).write(to: server.appendingPathComponent("Activity.swift"))
            let header = "// swift-tools-version:5.9\nimport PackageDescription\n"
            try Data((header + "let package = Package(name: \"App\", platforms: [.iOS(.v17), .macOS(.v14)], targets: [.target(name: \"Feature\")])\n").utf8)
                .write(to: folder.appendingPathComponent("in/App/Package.swift"))
            try Data((header + "let package = Package(name: \"Server\", platforms: [.macOS(.v14)], dependencies: [\(dependency)], targets: [.target(name: \"Server\")])\n").utf8)
                .write(to: folder.appendingPathComponent("in/Server/Package.swift"))
            let outcome = try MigrationSupport.tool(["migrate", "--in-place", "in"], in: folder)
            XCTAssertEqual(outcome.status, 0, outcome.stderr)
            return (outcome.stdout + outcome.stderr, try MigrationSupport.read(app.appendingPathComponent("TaskDetailViewModel.swift")))
        }
        let apart = try run(dependency: ".package(url: \"https://github.com/vapor/vapor.git\", from: \"4.0.0\")")
        XCTAssertTrue(apart.said.contains("class 'TaskDetailViewModel' migrated to '@Observable'"), apart.said)
        XCTAssertTrue(apart.said.contains("class 'SprintViewModel' migrated to '@Observable'"), apart.said)
        XCTAssertFalse(apart.said.contains("[migrate-blocked-publisher]"), apart.said)
        XCTAssertTrue(apart.app.contains("@Observable\nfinal class SprintViewModel {\n    var startDate: Int = 0"), apart.app)
        let url = folder.appendingPathComponent("App.swift")
        try Data(apart.app.utf8).write(to: url)
        for (mode, check) in try MigrationSupport.typecheckInBothModes([url.path]) {
            XCTAssertEqual(check.status, 0, "Swift \(mode):\n\(apart.app)\n\(check.stderr)")
        }

        // By path, and by a URL whose last component names the package's folder.
        for dependency in [".package(path: \"../App\")", ".package(url: \"https://github.com/example/App.git\", branch: \"main\")"] {
            let depending = try run(dependency: dependency)
            XCTAssertTrue(depending.said.contains("class 'TaskDetailViewModel' keeps 'ObservableObject': '$task' publisher"), depending.said)
            XCTAssertTrue(depending.said.contains("class 'SprintViewModel' keeps 'ObservableObject': '$startDate' publisher"), depending.said)
        }
    }

    /// 22b/01 (My-Wallet-V3-iOS): `@AppWrapper var app` with `typealias AppWrapper =
    /// EnvironmentObject<AppModel>` has no written type; passed to a function generic over
    /// `ObservableObject`, it kept every class of the run, `Loader` included, with a warning
    /// that read as if each were passed. The alias tells the value (`AppModel`): `Loader`
    /// migrates, and the output type-checks. A value whose type truly cannot be told still keeps
    /// every class, and the warning says that its type cannot be told.
    func testATypealiasedModelWrapperTellsTheValueItHolds() throws {
        let app = """
            import SwiftUI

            public typealias AppWrapper = EnvironmentObject<AppModel>

            public class AppModel: ObservableObject {
                @Published var name = ""
            }

            class Loader: ObservableObject {
                @Published var count = 0
            }

            struct Counter: View {
                @StateObject private var loader = Loader()
                var body: some View { Text("\\(loader.count)") }
            }

            extension View {
                func route<E: ObservableObject>(env: E?) -> some View { self }
            }

            struct Screen: View {
                @AppWrapper var app
                var body: some View { Text(app.name).route(env: app) }
            }

            """
        let result = migrate([("App.swift", app)])
        XCTAssertTrue(output(result).contains("@Observable\nclass Loader {\n    var count = 0\n}"), output(result))
        XCTAssertEqual(found(result, "migrate-blocked-generic-argument"), [])
        XCTAssertEqual(found(result, "migrate-blocked-generic-untold-argument"), [])
        try assertOutputsTypeCheck(result)

        // A value of a type no declaration tells: every class may be passed, and the warning says so.
        let untold = app.replacingOccurrences(of: "Text(app.name).route(env: app)", with: "let found = Registry.current.model(); return Text(app.name).route(env: found)")
        let kept = migrate([("App.swift", untold)])
        XCTAssertEqual(found(kept, "migrate-blocked-generic-untold-argument"), ["App.swift:24"])
        let message = kept.files[0].diagnostics.first { $0.id == "migrate-blocked-generic-untold-argument" }?.message ?? ""
        XCTAssertTrue(message.contains("its type cannot be told"), message)
        XCTAssertTrue(message.contains("classes 'AppModel' and 'Loader' keep 'ObservableObject'"), message)
    }

    /// 22c/02 (RJPS_SwiftUIArchitecture): `@PWUserDefaults(…) var userName` through `typealias
    /// PWUserDefaults = PropertyWrappers.UserDefaults`, a wrapper of the run without an
    /// `_enclosingInstance` subscript, was "a property wrapper that 'migrate' does not know" and
    /// kept the class. Through the alias it is that wrapper: quiet, marked
    /// `@ObservationIgnored`, and the class migrates (outputs type-check). An alias of
    /// `AppStorage` is `AppStorage`: its property keeps notifying through tracked accessors.
    func testATypealiasedWrapperIsTheWrapperItNames() throws {
        let wrappers = """
            import Foundation

            public enum PropertyWrappers {}

            public extension PropertyWrappers {
                @propertyWrapper
                struct UserDefaults<T> {
                    public let key: String
                    public let defaultValue: T
                    public init(value: T, key: String) {
                        self.key = key
                        self.defaultValue = value
                    }
                    public var wrappedValue: T {
                        get { Foundation.UserDefaults.standard.object(forKey: key) as? T ?? defaultValue }
                        nonmutating set { Foundation.UserDefaults.standard.set(newValue, forKey: key) }
                    }
                }
            }

            public typealias PWUserDefaults = PropertyWrappers.UserDefaults
            typealias Stored = AppStorage

            """
        let state = """
            import SwiftUI

            final class AppStateViewModel: ObservableObject {
                @Published var userPIN: String = "2222"
                @PWUserDefaults(value: "", key: "userName") var userName: String
                @Stored("onboarded") var onboarded: Bool = false
            }

            struct Root: View {
                @StateObject var appState = AppStateViewModel()
                var body: some View { Text(appState.userPIN) }
            }

            """
        let result = migrate([("Wrappers.swift", wrappers.replacingOccurrences(of: "import Foundation", with: "import Foundation\nimport SwiftUI")), ("AppState.swift", state)])
        XCTAssertEqual(found(result, "migrate-blocked-unknown-wrapper"), [])
        let migrated = output(result, 1)
        XCTAssertTrue(migrated.contains("@Observable\nfinal class AppStateViewModel {"), migrated)
        XCTAssertTrue(migrated.contains("@ObservationIgnored @PWUserDefaults(value: \"\", key: \"userName\") var userName: String"), migrated)
        XCTAssertTrue(migrated.contains("withMutation(keyPath: \\.onboarded)"), migrated)
        try assertOutputsTypeCheck(result)
    }

    /// 22a/01 (arcgis-maps-sdk-swift-toolkit): `loadStatus = attachment._loadStatus` of
    /// `attachment: any FeatureAttachment` (a protocol of the run with a plain `_loadStatus`
    /// requirement) was taken for the backing store of the class's `@Published var
    /// loadStatus`, and kept the class. Only the class's own `_x` is its store: the class
    /// migrates and its output type-checks; `_loadStatus` on implicit `self`, and on a receiver
    /// typed as the class, still keep it.
    func testAMemberOfAnotherTypeNamedLikeTheBackingStoreIsNotIt() throws {
        let app = """
            import SwiftUI

            protocol FeatureAttachment: AnyObject {
                var name: String { get }
                var _loadStatus: Int { get }
            }

            @MainActor class AttachmentModel: ObservableObject {
                let attachment: any FeatureAttachment
                @Published var loadStatus = 0
                @Published var name: String

                init(attachment: any FeatureAttachment) {
                    self.attachment = attachment
                    name = attachment.name
                }

                func sync() {
                    name = attachment.name
                    loadStatus = attachment._loadStatus
                }
            }

            struct AttachmentRow: View {
                @ObservedObject var model: AttachmentModel
                var body: some View { Text(model.name) }
            }

            """
        let result = migrate([("App.swift", app)])
        XCTAssertEqual(found(result, "migrate-blocked-backing-store"), [])
        XCTAssertTrue(output(result).contains("@Observable\n@MainActor class AttachmentModel {") || output(result).contains("@MainActor @Observable class AttachmentModel {")
            || output(result).contains("@Observable @MainActor class AttachmentModel {"), output(result))
        try assertOutputsTypeCheck(result)

        let own = migrate([("App.swift", app.replacingOccurrences(of: "loadStatus = attachment._loadStatus", with: "print(_loadStatus)"))])
        XCTAssertEqual(found(own, "migrate-blocked-backing-store"), ["App.swift:20"])
        let typed = migrate([("App.swift", app.replacingOccurrences(of: "loadStatus = attachment._loadStatus", with: "let other: AttachmentModel = self\n        print(other._loadStatus)"))])
        XCTAssertEqual(found(typed, "migrate-blocked-backing-store"), ["App.swift:21"])
    }
}
