import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of review 15a of `migrate` (13dec09).
final class MigrationTwentyNinthReviewTests: XCTestCase, MigrationReviewCase {
    /// `path:line` of the first line of `text` holding `needle`.
    private func at(_ path: String, _ text: String, _ needle: String) -> String {
        "\(path):\((text.components(separatedBy: "\n").firstIndex { $0.contains(needle) } ?? -1) + 1)"
    }

    private let heldTemplate = """
    import SwiftUI
    import Combine

    final class Billing: ObservableObject, Identifiable {
        @Published var successMessage: String = ""
        func watch() { _ = $successMessage.sink { _ in } }
    }

    final class Subscriptions: ObservableObject {
        @Published var title = "Plans"
        @Published var isLoading = false
        let accounts: [Billing] = [Billing()]
        let byId: [String: Billing] = ["a": Billing()]
        func cancel() { accounts[0].successMessage = "c"; isLoading = false }
    }

    struct Screen: View {
        @StateObject private var model = Subscriptions()
        var body: some View {
            VStack {
                Text(model.title)
                READ
            }
        }
    }

    """

    /// 15a/02 (silent loss): a kept `ObservableObject` held in an array or dictionary of a
    /// migrated class, read by a view through an element (a subscript, `.first`, a `ForEach`
    /// row's parameter), is reported as the property form `model.billing.x` is. Handing the
    /// collection on, or reading its `count`, is not.
    func testAViewReadThroughAnElementOfAHeldCollectionIsReported() throws {
        for read in ["Text(model.accounts[0].successMessage)", "Text(model.byId[\"a\"]?.successMessage ?? \"\")",
                     "Text(model.accounts.first?.successMessage ?? \"\")", "ForEach(model.accounts) { a in Text(a.successMessage) }"] {
            let text = heldTemplate.replacingOccurrences(of: "READ", with: read)
            let result = migrate([("Repro.swift", text)])
            XCTAssertEqual(found(result, "migrate-reference-state-view-read"), [at("Repro.swift", text, read)], read)
            try assertOutputsTypeCheck(result)
        }
        for read in ["Text(\"\\(model.accounts.count)\")", "ForEach(model.accounts) { a in Text(\"row\") }"] {
            let text = heldTemplate.replacingOccurrences(of: "READ", with: read)
            XCTAssertEqual(found(migrate([("Repro.swift", text)]), "migrate-reference-state-view-read"), [], read)
        }
    }

    /// 15a/05 (silent loss): `player[keyPath: \.title]` (`\Player.title`) is a read of `title`:
    /// an ignored property gets `migrate-ignored-property-view-read` and the view that reads
    /// nothing tracked the unread-model warning, as `player.title` does; a key path of a tracked
    /// property is a tracked read (neither).
    func testAKeyPathSubscriptIsARead() throws {
        let template = #"""
        import SwiftUI
        import Combine

        final class Player: ObservableObject {
            @Published var isPlaying = false
            var title = ""
            func next() { title = "next"; isPlaying.toggle() }
        }

        struct PlayerView: View {
            @ObservedObject var player: Player
            var body: some View {
                Text(READ)
            }
        }

        """#
        for read in [#"player[keyPath: \.title]"#, #"player[keyPath: \Player.title]"#, "player.title"] {
            let text = template.replacingOccurrences(of: "READ", with: read)
            let result = migrate([("Repro.swift", text)])
            XCTAssertEqual(found(result, "migrate-ignored-property-view-read"), [at("Repro.swift", text, read)], read)
            XCTAssertEqual(found(result, "migrate-tracked-property-unread"), [at("Repro.swift", text, "@ObservedObject")], read)
            try assertOutputsTypeCheck(result)
        }
        let tracked = template.replacingOccurrences(of: "READ", with: #"player[keyPath: \.isPlaying] ? "on" : "off""#)
        let result = migrate([("Repro.swift", tracked)])
        XCTAssertEqual(found(result, "migrate-ignored-property-view-read"), [])
        XCTAssertEqual(found(result, "migrate-tracked-property-unread"), [])
    }

    /// The `lower than Observation needs` lines of a `migrate --dry-run` of a package whose
    /// manifest is `manifest` (and whose one source is the counter fixture, which migrates).
    private func deploymentLines(manifest: String) throws -> [String] {
        let folder = try MigrationSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = folder.appendingPathComponent("App/Sources/App")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: MigrationSupport.fixture("counter", "before.swift"), to: sources.appendingPathComponent("Counter.swift"))
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("App/Package.swift"))
        let run = try MigrationSupport.tool(["migrate", "--dry-run", "-q", "App/Sources"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        return run.stderr.split(separator: "\n").map(String.init).filter { $0.contains("Package.swift") }
    }

    /// 15a/03, 04 (trap): a manifest without `platforms:` builds for SwiftPM's defaults (below
    /// Observation's): warned at `Package(`; `platforms:` given through a name cannot be read:
    /// said at the label. An array literal is read as before (`.when(platforms:)` of a target
    /// is no package platform).
    func testAManifestWithoutReadablePlatformsIsWarned() throws {
        XCTAssertEqual(try deploymentLines(manifest: """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "App", targets: [.target(name: "App")])

            """), [
            "App/Package.swift:3:15: warning: 'iOS 12, macOS 10.13, tvOS 12, watchOS 4' (Package.swift without 'platforms': SwiftPM's defaults) is lower than Observation needs (iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1); raise the deployment target or mark the migrated code '@available'",
        ])
        XCTAssertEqual(try deploymentLines(manifest: """
            // swift-tools-version:5.9
            import PackageDescription
            let supported: [SupportedPlatform] = [.iOS(.v16), .macOS(.v13)]
            let package = Package(name: "App",
                                  platforms: supported,
                                  targets: [.target(name: "App")])

            """), [
            "App/Package.swift:5:23: warning: could not read the platforms (Package.swift 'platforms') given through a name: Observation needs iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1; check the deployment targets it names, or write them as an array literal here",
        ])
        XCTAssertEqual(try deploymentLines(manifest: """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "App", platforms: [.iOS(.v17), .macOS(.v14)],
                                  targets: [.target(name: "App", swiftSettings: [.define("X", .when(platforms: linux))])])

            """), [])
    }

    /// The defaults are warned only when a migrated file is in a folder a target builds: the
    /// package's and products' names are no targets (`Package(name: "App")` and
    /// `.library(name: "App")` do not make `Sources/App` one), and a target with a `path:` builds
    /// that folder, not `Sources/<name>` (one reading of the targets, `PackageTargets`, for this
    /// check and for the module map).
    func testTheDefaultsAreWarnedOnlyForAFolderATargetBuilds() throws {
        let notATarget = """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "App", products: [.library(name: "App", targets: ["Core"])],
                                  targets: [.target(name: "Core", path: "Lib/Core")])

            """
        XCTAssertEqual(try deploymentLines(manifest: notATarget), [])
        let pathTarget = """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Kit", targets: [.target(name: "Kit", path: "Sources/App")])

            """
        XCTAssertEqual(try deploymentLines(manifest: pathTarget).count, 1)
    }

    private let createdTemplate = """
    import SwiftUI
    import Combine

    final class Billing: ObservableObject {
        @Published var status = ""
        init() {
            Task { await self.load() }
        }
        func load() async { status = "loaded" }
    }

    final class Subscriptions: ObservableObject {
        @Published var plans: [String] = []
        HOLD
    }

    struct BillingScreen: View {
        @StateObject private var billing = Billing()
        var body: some View { Text(billing.status) }
    }

    struct SubscriptionsScreen: View {
        @StateObject private var model = Subscriptions()
        var body: some View { Text("\\(model.plans.count)") }
    }

    """

    /// 15a/01 (allinconnect ManageSubscriptionsViewModel): an `init` (or a stored property's
    /// initial value) that creates an object of the run whose own `init` starts a task holding
    /// it is kept by `migrate-blocked-state-object-lifetime`, at the construction, as the
    /// created class is; not when that task captures `[weak self]`.
    func testAnInitCreatingAnObjectThatStartsWorkKeepsTheClass() throws {
        for hold in ["let billing: Billing\n    init() { billing = Billing() }", "let billing = Billing()"] {
            let text = createdTemplate.replacingOccurrences(of: "HOLD", with: hold)
            let result = migrate([("Repro.swift", text)])
            XCTAssertEqual(found(result, "migrate-blocked-state-object-lifetime"),
                           [at("Repro.swift", text, "Task {"), at("Repro.swift", text, "= Billing()")], hold)
            XCTAssertTrue(output(result).contains("@StateObject private var model = Subscriptions()"), output(result))
        }
        let weak = createdTemplate.replacingOccurrences(of: "HOLD", with: "let billing = Billing()")
            .replacingOccurrences(of: "Task { await self.load() }", with: "Task { [weak self] in await self?.load() }")
        let result = migrate([("Repro.swift", weak)])
        XCTAssertEqual(found(result, "migrate-blocked-state-object-lifetime"), [])
        XCTAssertTrue(output(result).contains("@State private var model = Subscriptions()"), output(result))
    }

    private let resolveTemplate = """
    import SwiftUI
    import Combine

    final class AppState: ObservableObject { @Published var tab = 0 }

    final class Container {
        var store: [ObjectIdentifier: Any] = [:]
        RESOLVE
    }

    struct Child: View {
        @EnvironmentObject var state: AppState
        var body: some View { Text("\\(state.tab)") }
    }

    struct Root: View {
        let container: Container
        var body: some View {
            Child().environmentObject(container.resolve(AppState.self)!)
        }
    }

    """

    /// 15a/06 (false error): `container.resolve(AppState.self)!` with `func resolve<T>(_: T.Type) -> T?`
    /// declared in the run is an `AppState`: `.environmentObject` becomes `.environment`, no
    /// `migrate-unknown-environment-object`. A parameter that is not `T.Type` (T not told by the argument) keeps the error.
    func testAGenericResolveByMetatypeTypesTheCall() throws {
        for resolve in ["func resolve<T>(_ type: T.Type) -> T? { store[ObjectIdentifier(type)] as? T }",
                        "func resolve<T>(_ type: T.Type) -> T! { store[ObjectIdentifier(type)] as? T }"] {
            let text = resolveTemplate.replacingOccurrences(of: "RESOLVE", with: resolve)
            let result = migrate([("Repro.swift", text)])
            XCTAssertEqual(found(result, "migrate-unknown-environment-object"), [], resolve)
            XCTAssertTrue(output(result).contains("Child().environment(container.resolve(AppState.self)!)"), output(result))
            try assertOutputsTypeCheck(result)
        }
        let untyped = resolveTemplate.replacingOccurrences(of: "RESOLVE", with: "func resolve<T>(_ type: Any.Type) -> T? { store[ObjectIdentifier(type)] as? T }")
        XCTAssertEqual(found(migrate([("Repro.swift", untyped)]), "migrate-unknown-environment-object").count, 1)
    }
}
