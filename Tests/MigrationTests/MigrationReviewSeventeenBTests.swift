import Foundation
import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of review 17b of `migrate` (b30a42f): iAPS, ios-kMail, Karabiner-Elements, Mythic.
final class MigrationReviewSeventeenBTests: XCTestCase, MigrationReviewCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = try MigrationSupport.temporaryFolder()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Writes `files` (path relative to the test folder: text) and the counter app's model in `App/Sources`.
    private func makeTuistApp(_ files: [String: String]) throws {
        let sources = folder.appendingPathComponent("App/Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: MigrationSupport.fixture("counter", "before.swift"), to: sources.appendingPathComponent("Counter.swift"))
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    /// The deployment-target lines of a dry run over `App/Sources`.
    private func deploymentLines() throws -> [String] {
        let run = try MigrationSupport.tool(["migrate", "--dry-run", "-q", "App/Sources"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        return run.stderr.split(separator: "\n").filter { $0.contains("migrate-deployment-target") || $0.contains("Observation needs") }.map(String.init)
    }

    static let project = """
        import ProjectDescription
        import ProjectDescriptionHelpers

        let project = Project(
            name: "App",
            targets: [
                .target(name: "App", destinations: [.iPhone], product: .app, bundleId: "a.b",
                        deploymentTargets: Constants.deploymentTarget,
                        sources: "Sources/**"),
            ]
        )

        """

    /// 17b/01 (ios-kMail: silent build break of the whole app): `deploymentTargets:` given
    /// through a constant of Tuist's helpers (`Constants.deploymentTarget`, declared
    /// `DeploymentTargets.iOS("16.4")`) was neither read nor said. It is read where the constant
    /// declares it.
    func testATuistDeploymentTargetThroughAHelperConstantIsWarnedWhereDeclared() throws {
        try makeTuistApp([
            "App/Project.swift": Self.project,
            "App/Tuist/ProjectDescriptionHelpers/Constants.swift": """
                import ProjectDescription

                public enum Constants {
                    public static let deploymentTarget = DeploymentTargets.iOS("16.4")
                    public static let destinations: Destinations = [.iPhone]
                }

                """,
        ])
        XCTAssertEqual(try deploymentLines(), [
            "App/Tuist/ProjectDescriptionHelpers/Constants.swift:4:64: warning: 'iOS 16.4' (Tuist 'deploymentTargets') is lower than Observation needs (iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1); raise the deployment target or mark the migrated code '@available'",
        ])
    }

    /// 17b/01: a constant of the manifest itself, with a type annotation, is read too; a helper
    /// function's parameter passed on says nothing (its callers' labels are read), nor does
    /// `nil` or `.none`.
    func testATuistDeploymentTargetThroughAManifestConstantIsWarned() throws {
        try makeTuistApp([
            "App/Project.swift": """
                import ProjectDescription

                let deploymentTarget: DeploymentTargets = .multiplatform(iOS: "16.0", macOS: "14.0")

                func app(deploymentTargets: DeploymentTargets? = nil) -> Target {
                    .target(name: "App", destinations: [.iPhone], product: .app, bundleId: "a.b",
                            deploymentTargets: deploymentTargets, sources: "Sources/**")
                }

                let project = Project(name: "App", targets: [app(deploymentTargets: deploymentTarget), app(deploymentTargets: .none)])

                """,
        ])
        XCTAssertEqual(try deploymentLines(), [
            "App/Project.swift:3:63: warning: 'iOS 16.0' (Tuist 'deploymentTargets') is lower than Observation needs (iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1); raise the deployment target or mark the migrated code '@available'",
        ])
    }

    /// 17b/01: a value that cannot be told (no declaration of the name, a computed one, a
    /// version given through a name) is said at the label, as SwiftPM's `platforms:` is.
    func testAnUnreadableTuistDeploymentTargetIsSaid() throws {
        try makeTuistApp([
            "App/Project.swift": Self.project + """
                let other = Target.target(name: "B", destinations: [.iPhone], product: .app, bundleId: "a.c",
                                          deploymentTargets: .iOS(Constants.version), sources: [])

                """,
            "App/Tuist/ProjectDescriptionHelpers/Constants.swift": """
                import ProjectDescription

                public enum Constants {
                    public static var deploymentTarget: DeploymentTargets { .iOS("16.4") }
                    public static let version = "16.4"
                }

                """,
        ])
        let unread = "warning: could not read the platforms (Tuist 'deploymentTargets') given through a name: Observation needs iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1; check the deployment targets it names, or write them out here"
        XCTAssertEqual(try deploymentLines(), [
            "App/Project.swift:8:36: " + unread,
            "App/Project.swift:13:46: " + unread,
        ])
    }

    /// 17b/02 (iAPS `AppGroupCGMSettingsView`): a local of another class named like the model's
    /// `let` (`let onDelete = viewModel.onDelete.sink { … }`, then `onDelete.cancel()`) was
    /// taken for the property, so the held subject's state "changed" and the view's read of it was
    /// warned. A bare name is the property only in the holder's bodies, where no local,
    /// parameter or closure parameter of that name hides it; a call on the property itself
    /// there still counts.
    func testALocalNamedLikeAHeldPropertyIsNoStateChange() throws {
        let model = """
            import Combine
            import SwiftUI

            final class SettingsViewModel: ObservableObject {
                @Published var name: String? = nil
                let onDelete = PassthroughSubject<Void, Never>()
                let onClose = PassthroughSubject<Void, Never>()

                func close(onClose: PassthroughSubject<Void, Never>) {
                    onClose.send(())
                    [PassthroughSubject<Void, Never>()].forEach { onDelete in onDelete.send(()) }
                }
            }

            final class SettingsController {
                let viewModel = SettingsViewModel()
                init() {
                    let onDelete = viewModel.onDelete
                    onDelete.send(())
                }
            }

            struct SettingsView: View {
                @ObservedObject var viewModel: SettingsViewModel

                var body: some View {
                    VStack {
                        Text(viewModel.name ?? "?")
                        Text(String(describing: viewModel.onDelete.map { _ in 1 }))
                        Text(String(describing: viewModel.onClose.map { _ in 1 }))
                    }
                }
            }

            """
        let result = migrate([("Settings.swift", model)])
        XCTAssertEqual(found(result, "migrate-class-migrated"), ["Settings.swift:4"])
        XCTAssertEqual(found(result, "migrate-reference-state-view-read"), [])
        try assertOutputsTypeCheck(result)
        // The same call on the property itself, in the holder, is a state change.
        let changing = migrate([("Settings.swift", model.replacingOccurrences(of: "onClose.send(())", with: "self.onClose.send(())"))])
        XCTAssertEqual(found(changing, "migrate-reference-state-view-read"), ["Settings.swift:30"])
    }

    /// 17b/03 (Karabiner `Settings.configuration`: 18 of its 51 warnings): a plain property read
    /// only in a computed property's setter was warned as read by the property and by every
    /// view that shows it; a view's redraw runs the getter only. A read in the getter still is.
    func testAPlainPropertyReadOnlyInASetterIsNoViewRead() throws {
        let model = """
            import SwiftUI

            struct Configuration: Equatable {
                var name = ""
            }

            final class Settings: ObservableObject {
                private var didSetEnabled = false
                @Published private var storage = Configuration()

                var configuration: Configuration {
                    get { storage }
                    set {
                        storage = newValue
                        if didSetEnabled { save() }
                    }
                }

                func load(_ c: Configuration) {
                    didSetEnabled = false
                    configuration = c
                    didSetEnabled = true
                }

                private func save() {}
            }

            struct NameView: View {
                @ObservedObject var settings: Settings

                var body: some View {
                    Text(settings.configuration.name)
                }
            }

            """
        let result = migrate([("Settings.swift", model)])
        XCTAssertEqual(found(result, "migrate-class-migrated"), ["Settings.swift:7"])
        XCTAssertEqual(found(result, "migrate-ignored-property-read") + found(result, "migrate-ignored-property-view-read"), [])
        try assertOutputsTypeCheck(result)
        let getter = migrate([("Settings.swift", model.replacingOccurrences(of: "get { storage }", with: "get { didSetEnabled ? storage : Configuration() }"))])
        XCTAssertEqual(found(getter, "migrate-ignored-property-read"), ["Settings.swift:12"])
        XCTAssertEqual(found(getter, "migrate-ignored-property-view-read"), ["Settings.swift:32"])
    }

    /// 17b/05 (ios-kMail, 6 classes kept): InfomaniakDI's `@LazyInjectService` and
    /// `@InjectService` (a class and a struct resolving a service from a container, no
    /// `_enclosingInstance` subscript: Infomaniak/swift-dependency-injection 2.0.x) are known
    /// plain wrappers when the file imports `InfomaniakDI`: the class migrates, the properties
    /// `@ObservationIgnored`. Without the import they stay unknown.
    func testInfomaniakDIWrappersArePlain() throws {
        let text = """
            import InfomaniakDI
            import SwiftUI

            protocol MatomoUtils {}

            @MainActor
            class MultipleSelectionViewModel: ObservableObject {
                @LazyInjectService private var matomo: MatomoUtils
                @InjectService var accountManager: MatomoUtils

                @Published var isEnabled = false
            }

            struct ThreadListCell: View {
                @ObservedObject var multipleSelectionViewModel: MultipleSelectionViewModel

                var body: some View {
                    Text(multipleSelectionViewModel.isEnabled ? "on" : "off")
                }
            }

            """
        let result = migrate([("Model.swift", text)])
        XCTAssertEqual(found(result, "migrate-blocked-unknown-wrapper"), [])
        XCTAssertEqual(result.summary.migratedClasses, ["MultipleSelectionViewModel"])
        let migrated = output(result)
        XCTAssertTrue(migrated.contains("@ObservationIgnored @LazyInjectService private var matomo") && migrated.contains("@ObservationIgnored @InjectService var accountManager"), migrated)
        // Type-checked with a stand-in of the library's two wrappers in place of its module.
        let standIn = """
            @propertyWrapper final class LazyInjectService<Service> {
                init() {}
                var wrappedValue: Service { get { fatalError() } set { fatalError() } }
            }
            @propertyWrapper struct InjectService<Service> {
                init() {}
                var wrappedValue: Service { fatalError() }
            }

            """
        let checkFolder = try MigrationSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: checkFolder) }
        try Data(migrated.replacingOccurrences(of: "import InfomaniakDI\n", with: "").utf8).write(to: checkFolder.appendingPathComponent("Model.swift"))
        try Data(standIn.utf8).write(to: checkFolder.appendingPathComponent("InfomaniakDI.swift"))
        for (mode, check) in try MigrationSupport.typecheckInBothModes([checkFolder.appendingPathComponent("Model.swift").path,
                                                                         checkFolder.appendingPathComponent("InfomaniakDI.swift").path]) {
            XCTAssertEqual(check.status, 0, "Swift \(mode):\n\(check.stderr)")
        }
        let unimported = migrate([("Model.swift", text.replacingOccurrences(of: "import InfomaniakDI\n", with: ""))])
        XCTAssertEqual(unimported.summary.migratedClasses, [])
        XCTAssertEqual(found(unimported, "migrate-blocked-unknown-wrapper").count, 2)
    }

    /// 17b/04 (Karabiner-Elements: `InputMonitoringAlertData` kept twice): two XcodeGen apps of
    /// one repository, each a folder with a `project.yml` and no generated `.xcodeproj`, were one
    /// scope, so a class declared in each was "declared more than once". A `project.yml` whose
    /// targets' `sources:` can be read exactly is a project of those targets: both migrate. One
    /// that cannot be read so (an `include:`) tells nothing, as before.
    func testXcodeGenProjectsAreModules() throws {
        let model = """
            import SwiftUI

            @MainActor
            class InputMonitoringAlertData: ObservableObject {
                public static let shared = InputMonitoringAlertData()
                @Published var showing = false
            }

            struct ContentView: View {
                @ObservedObject private var alertData = InputMonitoringAlertData.shared
                var body: some View { Text(alertData.showing ? "on" : "off") }
            }

            """
        let projects = [
            "AppA": "name: AppA\ntargets:\n  AppA:\n    type: application\n    platform: macOS\n    sources:\n      - path: src\n        compilerFlags:\n          - -Wall\n      - path: Resources\n",
            "AppB": "name: AppB\ntargets:\n  AppB:\n    type: application\n    platform: macOS\n    sources: [src]\n",
        ]
        for (app, project) in projects {
            let src = folder.appendingPathComponent("in/\(app)/src")
            try FileManager.default.createDirectory(at: src, withIntermediateDirectories: true)
            try Data(model.utf8).write(to: src.appendingPathComponent("Alert.swift"))
            try Data(project.utf8).write(to: folder.appendingPathComponent("in/\(app)/project.yml"))
        }
        func run() throws -> (migrated: Int, kept: [String]) {
            let run = try MigrationSupport.tool(["migrate", "--dry-run", "in"], in: folder)
            XCTAssertEqual(run.status, 0, run.stderr)
            let said = run.stdout + run.stderr
            return (said.components(separatedBy: "migrated to '@Observable'").count - 1,
                    said.split(separator: "\n").filter { $0.contains("declared more than once") }.map(String.init))
        }
        let apart = try run()
        XCTAssertEqual(apart.migrated, 2)
        XCTAssertEqual(apart.kept, [])
        // Both outputs type-check (each app on its own, as each is built).
        for app in projects.keys.sorted() {
            let result = migrate([("Alert.swift", model)])
            XCTAssertEqual(result.summary.migratedClasses, ["InputMonitoringAlertData"], app)
            try assertOutputsTypeCheck(result)
        }
        // Targets from elsewhere: not read, one scope as before.
        try Data(("include: [common.yml]\n" + projects["AppB"]!).utf8).write(to: folder.appendingPathComponent("in/AppB/project.yml"))
        let unread = try run()
        XCTAssertEqual(unread.migrated, 0)
        XCTAssertEqual(unread.kept.count, 2)
    }

    /// 17b/06 (ios-kMail's 3 errors, exit 1): `if let x = state.wrappedValue` of a property
    /// declared `State<T>` (`State<T>()`, or `Binding<T>` written as a type) was not typed, so
    /// `.environmentObject(x.manager)` could not be told. `wrappedValue` of those SwiftUI
    /// structs is `T`: the site is rewritten. A struct of another name stays unknown.
    func testALocalOfAStateWrappedValueIsTyped() throws {
        let text = """
            import SwiftUI

            final class MailboxManager: ObservableObject {
                @Published var unread = 0
            }

            struct ComposeView: View {
                @EnvironmentObject private var mailboxManager: MailboxManager
                var body: some View { Text("\\(mailboxManager.unread)") }
            }

            struct ResolvedIntent {
                let mailboxManager: MailboxManager
            }

            struct ComposeIntentView: View {
                let resolvedIntent = State<ResolvedIntent?>(initialValue: nil)
                var body: some View { content() }
                func content() -> some View {
                    guard let resolvedIntent = resolvedIntent.wrappedValue else { fatalError() }
                    return ComposeView()
                        .environmentObject(resolvedIntent.mailboxManager)
                }
            }

            struct BoundIntentView: View {
                let intent: Binding<ResolvedIntent>
                var body: some View {
                    let value = intent.wrappedValue
                    ComposeView().environmentObject(value.mailboxManager)
                }
            }

            """
        let result = migrate([("Compose.swift", text)])
        XCTAssertEqual(found(result, "migrate-unknown-environment-object"), [])
        XCTAssertEqual(result.files.flatMap(\.diagnostics).filter { $0.severity == .error }.map(\.id), [])
        let migrated = output(result)
        XCTAssertTrue(migrated.contains(".environment(resolvedIntent.mailboxManager)") && migrated.contains(".environment(value.mailboxManager)"), migrated)
        try assertOutputsTypeCheck(result)
        // A struct of the run with a `wrappedValue` is not SwiftUI's: unknown, as before.
        let own = text.replacingOccurrences(of: "State<ResolvedIntent?>(initialValue: nil)", with: "Holder<ResolvedIntent?>(wrappedValue: nil)")
            + "struct Holder<T> { var wrappedValue: T }\n"
        XCTAssertEqual(found(migrate([("Compose.swift", own)]), "migrate-unknown-environment-object"), ["Compose.swift:22"])
    }
}
