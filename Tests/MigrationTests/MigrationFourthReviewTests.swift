import XCTest
@testable import ObservableExpander
@testable import ObservableSyntax

/// Findings of the fourth review of `migrate` (BookPlayer, element-x-ios, VirtualBuddy at
/// 9a0f21f), each on an input shaped like the app's reproduction; outputs that must build are
/// type-checked against the stand-ins with the real macro.
final class MigrationFourthReviewTests: XCTestCase, MigrationReviewCase {
    func migrate(_ files: [(String, String)], options: MigrationOptions = MigrationOptions()) -> MigrationResult {
        Migrator.migrate(files.map { SourceFile(path: $0.0, text: $0.1) }, options: options)
    }

    func found(_ result: MigrationResult, _ id: String) -> [String] {
        result.files.flatMap { file in
            file.diagnostics.filter { $0.id == id }.map { "\(file.file.path):\(file.file.location(of: $0.offset).line): \($0.message)" }
        }
    }

    func errors(_ result: MigrationResult) -> [String] {
        result.files.flatMap { file in
            file.diagnostics.filter { $0.severity == .error }.map { "\(file.file.path):\(file.file.location(of: $0.offset).line): \($0.message)" }
        }
    }

    /// The outputs of a run type-check together against the stand-ins.
    func assertTypeChecks(_ result: MigrationResult, file: StaticString = #filePath, line: UInt = #line) throws {
        let folder = try MigrationSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (k, migrated) in result.files.enumerated() {
            let url = folder.appendingPathComponent("\(k)-" + (migrated.file.path as NSString).lastPathComponent)
            try output(result, k).write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        let outcome = try MigrationSupport.typecheck(paths)
        XCTAssertEqual(outcome.status, 0, "the output does not type-check:\n\(result.files.indices.map { output(result, $0) }.joined(separator: "\n"))\n\(outcome.stderr)",
                       file: file, line: line)
    }

    // MARK: - 1. Conformances declared in extensions (VirtualBuddy's VMController, WormholeManager)

    static let keptExtensionConformer = """
        import Combine
        import SwiftUI

        protocol StateController: ObservableObject {
            var state: Int { get }
        }

        final class VMController: ObservableObject {
            @Published var state = 0
            var cancellables = Set<AnyCancellable>()
            init() { $state.sink { print($0) }.store(in: &cancellables) }
        }

        extension VMController: StateController {}

        final class PreviewController: StateController {
            @Published var state = 1
        }

        struct Controls<Controller: StateController>: View {
            @EnvironmentObject private var controller: Controller
            var body: some View { Text("\\(controller.state)") }
        }

        struct SessionView: View {
            let controller: VMController
            var body: some View { Controls<VMController>().environmentObject(controller) }
        }

        """

    /// The kept `VMController` conforms in an extension: the protocol stays, and so do its
    /// other conformer and the generic view's `@EnvironmentObject` (which would trap at run
    /// time as `@Environment(Controller.self)` under `.environmentObject(controller)`).
    func testAKeptClassConformingInAnExtensionKeepsTheProtocol() throws {
        let result = migrate([("App.swift", Self.keptExtensionConformer)])
        XCTAssertEqual(result.summary.migratedClasses, [])
        XCTAssertEqual(Set(result.summary.keptClasses), ["VMController", "PreviewController"])
        let blocked = found(result, "migrate-blocked-protocol")
        XCTAssertEqual(blocked.count, 1, "\(blocked)")
        XCTAssert(blocked.first?.hasPrefix("App.swift:14: this extension makes a type that keeps 'ObservableObject'") == true, "\(blocked)")
        XCTAssert(blocked.first?.contains("class 'PreviewController' keeps 'ObservableObject'") == true, "\(blocked)")
        XCTAssertEqual(found(result, "migrate-protocol-migrated"), [])
        let text = output(result)
        XCTAssert(text.contains("protocol StateController: ObservableObject {"), text)
        XCTAssert(text.contains("@EnvironmentObject private var controller: Controller"), text)
        XCTAssert(text.contains("@Published var state = 1"), text)
        XCTAssertEqual(errors(result), [])
        try assertTypeChecks(result)
        // The catalogue's examples hold one message per identifier: this second text of
        // `migrate-blocked-protocol` has its README row checked here.
        let example = DiagnosticMessage.migrationBlocked(kind: .protocolExtensionConformer, name: "ConnectionState", classes: ["MockConnectionState"])
        let readme = try String(contentsOf: MigrationSupport.repository.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssert(readme.contains("| `\(example.id)` | \(example.severity.rawValue) | \(example.text) |"), example.text)
    }

    /// A class that is an `ObservableObject` only through `extension Manager: P {}` is a
    /// conformer like one naming `P` itself: it migrates with the protocol (not left with its
    /// `@Published` in neither world).
    func testAClassConformingOnlyInAnExtensionMigratesWithTheProtocol() throws {
        let text = """
            import SwiftUI

            protocol ConnectionState: ObservableObject {
                var isConnected: Bool { get }
            }

            final class Manager {
                @Published var isConnected = false
            }
            extension Manager: ConnectionState {}

            final class Mock: ConnectionState {
                @Published var isConnected = true
            }

            struct StatusView<S: ConnectionState>: View {
                @ObservedObject var state: S
                var body: some View { Text(state.isConnected ? "on" : "off") }
            }

            struct Root: View {
                let manager: Manager
                var body: some View { StatusView(state: manager) }
            }

            """
        let result = migrate([("App.swift", text)])
        XCTAssertEqual(Set(result.summary.migratedClasses), ["Manager", "Mock"])
        let after = output(result)
        XCTAssert(after.contains("@Observable\nfinal class Manager {\n    var isConnected = false\n}"), after)
        XCTAssert(after.contains("protocol ConnectionState: AnyObject, Observable {"), after)
        XCTAssert(after.contains("    var state: S\n"), after)
        XCTAssertEqual(errors(result), [])
        try assertTypeChecks(result)
    }

    /// `extension WormholeManager: ConnectionState {}` of a type of another module: it stays
    /// what it is, so the protocol and its conformers of the run stay, reported at the extension.
    func testAnImportedTypeConformingInAnExtensionKeepsTheProtocol() {
        let text = """
            import SwiftUI
            import VirtualWormhole

            protocol ConnectionState: ObservableObject {
                var isConnected: Bool { get }
            }
            extension WormholeManager: ConnectionState {}

            final class Mock: ConnectionState {
                @Published var isConnected = true
            }

            struct StatusView<S: ConnectionState>: View {
                @ObservedObject var state: S
                var body: some View { Text(state.isConnected ? "on" : "off") }
            }

            """
        let result = migrate([("App.swift", text)])
        XCTAssertEqual(result.summary.migratedClasses, [])
        XCTAssertEqual(result.summary.keptClasses, ["Mock"])
        let blocked = found(result, "migrate-blocked-protocol")
        XCTAssertEqual(blocked.count, 1, "\(blocked)")
        XCTAssert(blocked.first?.hasPrefix("App.swift:7: this extension makes a type") == true, "\(blocked)")
        XCTAssertEqual(output(result), text)
        // `--force` migrates anyway, and says so at the extension with an error.
        var options = MigrationOptions()
        options.force = true
        let forced = migrate([("App.swift", text)], options: options)
        XCTAssert(errors(forced).contains { $0.hasPrefix("App.swift:7:") }, "\(errors(forced))")
    }

    /// `extension Settings: ObservableObject {}`: the class is found as a model as if its own
    /// clause named it, and the conformance goes from the extension when it migrates.
    func testAClassMadeObservableInAnExtensionIsAModel() throws {
        let model = """
            import SwiftUI

            final class Settings {
                @Published var volume = 0
                var name = ""
            }

            """
        let conformance = """
            import SwiftUI

            extension Settings: ObservableObject {}

            extension Settings: Identifiable, ObservableObject {
                var id: String { name }
            }

            """
        let view = """
            import SwiftUI

            struct Panel: View {
                @ObservedObject var settings: Settings
                var body: some View { Text("\\(settings.volume)") }
            }

            """
        // (Two conformances do not build; each extension alone is checked below.)
        let result = migrate([("Settings.swift", model), ("Conformance.swift", conformance), ("Panel.swift", view)])
        XCTAssertEqual(result.summary.migratedClasses, ["Settings"])
        XCTAssertEqual(found(result, "migrate-blocked-generic"), [])
        XCTAssert(output(result).contains("@Observable\nfinal class Settings {\n    var volume = 0\n    @ObservationIgnored var name = \"\""), output(result))
        XCTAssertEqual(output(result, 1), "import SwiftUI\n\nextension Settings {}\n\nextension Settings: Identifiable {\n    var id: String { name }\n}\n")
        XCTAssert(output(result, 2).contains("    var settings: Settings\n"), output(result, 2))

        let single = migrate([("Settings.swift", model), ("Conformance.swift", "import SwiftUI\n\nextension Settings: ObservableObject {}\n"), ("Panel.swift", view)])
        XCTAssertEqual(single.summary.migratedClasses, ["Settings"])
        XCTAssertEqual(errors(single), [])
        try assertTypeChecks(single)

        // Kept (its publisher is subscribed): left as it was, with its reason.
        let subscribed = view.replacingOccurrences(of: "Text(\"\\(settings.volume)\")", with: "Text(\"\").onReceive(settings.$volume) { print($0) }")
        let kept = migrate([("Settings.swift", model), ("Conformance.swift", "import SwiftUI\n\nextension Settings: ObservableObject {}\n"), ("Panel.swift", subscribed)])
        XCTAssertEqual(kept.summary.keptClasses, ["Settings"])
        XCTAssertEqual(found(kept, "migrate-blocked-publisher").count, 1)
        XCTAssertEqual(output(kept, 1), "import SwiftUI\n\nextension Settings: ObservableObject {}\n")
    }

    // MARK: - 2. `Self.Model` with several nested `Model`s (BookPlayer's ChaptersView)

    static let chaptersView = """
        import SwiftUI

        struct ChaptersView: View {
            @StateObject private var model: Self.Model

            init(initModel: @escaping () -> Self.Model) {
                self._model = .init(wrappedValue: initModel())
            }

            var body: some View { Text(model.title) }
        }

        extension ChaptersView {
            class Model: ObservableObject {
                @Published var title = ""
            }
        }

        """

    static let otherView = """
        import SwiftUI

        struct OtherView: View {
            @ObservedObject var model: OtherView.Model
            var body: some View { Text(model.name) }
        }

        extension OtherView {
            class Model: ObservableObject {
                @Published var name = ""
            }
        }

        """

    static let allSites = """
        import SwiftUI

        struct A: View {
            @ObservedObject var model: Self.Model
            @EnvironmentObject var env: Self.Model
            @StateObject var owned = Model()
            var body: some View { Text(model.title).environmentObject(Self.Model()) }
        }

        extension A {
            class Model: ObservableObject { @Published var title = "" }
        }

        """

    /// `Self.Model` is the enclosing type's `Model` (also in an extension of it), whichever
    /// other type of the run nests a `Model` too: every site is rewritten, and the output builds.
    func testSelfQualifiedNestedModelResolvesInTheEnclosingType() throws {
        let result = migrate([("ChaptersView.swift", Self.chaptersView), ("OtherView.swift", Self.otherView), ("AllSites.swift", Self.allSites)])
        XCTAssertEqual(Set(result.summary.migratedClasses), ["ChaptersView.Model", "OtherView.Model", "A.Model"])
        XCTAssertEqual(errors(result), [])
        XCTAssert(output(result, 0).contains("    @State private var model: Self.Model\n"), output(result, 0))
        XCTAssertEqual(found(result, "migrate-state-object-eager-init").count, 2, "\(found(result, "migrate-state-object-eager-init"))")
        let all = output(result, 2)
        XCTAssert(all.contains("    var model: Self.Model\n"), all)
        XCTAssert(all.contains("    @Environment(Self.Model.self) var env: Self.Model\n"), all)
        XCTAssert(all.contains("    @State var owned = Model()\n"), all)
        XCTAssert(all.contains(".environment(Self.Model())"), all)
        try assertTypeChecks(result)
    }

    /// A bare `Model` where several types of the run nest one and none is visible: which one is
    /// meant cannot be told, so each site is an error naming the name (not left in silence).
    func testAnUnresolvableNestedNameIsAnError() {
        let host = """
            import SwiftUI

            struct Host: View {
                @ObservedObject var model: Model
                var body: some View { Text("").environmentObject(Model()) }
            }

            """
        let result = migrate([("ChaptersView.swift", Self.chaptersView), ("OtherView.swift", Self.otherView), ("Host.swift", host)])
        let ambiguous = found(result, "migrate-ambiguous-type-name")
        XCTAssertEqual(ambiguous.count, 2, "\(ambiguous)")
        XCTAssert(ambiguous.first?.hasPrefix("Host.swift:4: cannot tell which of 'ChaptersView.Model', 'OtherView.Model' the name 'Model' of '@ObservedObject var model' means") == true, "\(ambiguous)")
        XCTAssert(ambiguous.last?.hasPrefix("Host.swift:5: cannot tell which of 'ChaptersView.Model', 'OtherView.Model' the name 'Model' of '.environmentObject(Model())' means") == true, "\(ambiguous)")
        XCTAssertEqual(result.summary.errors, 2)
        // A generic parameter of that name is no such name.
        let generic = """
            import SwiftUI

            struct Host<Model: ObservableObject>: View {
                @ObservedObject var model: Model
                var body: some View { Text("") }
            }

            """
        let parameter = migrate([("ChaptersView.swift", Self.chaptersView), ("OtherView.swift", Self.otherView), ("Host.swift", generic)])
        XCTAssertEqual(found(parameter, "migrate-ambiguous-type-name"), [])
    }

    /// `Sub.Context` and `Alias.Context` name the `Context` nested in the superclass (element-x's
    /// `RoomScreenViewModelType.Context`, a typealias of `StateStoreViewModel<…>`), however many
    /// other types nest a `Context`: resolved, rewritten, no error.
    func testANestedTypeOfASuperclassResolvesThroughTheSubclassAndAliases() throws {
        let text = """
            import SwiftUI

            class StateStore<State> {
                final class Context: ObservableObject {
                    @Published var title = ""
                }
                let context = Context()
            }

            final class Other {
                final class Context: ObservableObject {
                    @Published var name = ""
                }
            }

            typealias RoomViewModelType = StateStore<Int>

            final class RoomViewModel: RoomViewModelType {}

            struct RoomScreen: View {
                @ObservedObject var context: RoomViewModelType.Context
                @ObservedObject var other: RoomViewModel.Context
                @ObservedObject var named: Other.Context
                var body: some View { Text(context.title + other.title + named.name) }
            }

            """
        let result = migrate([("Room.swift", text)])
        XCTAssertEqual(Set(result.summary.migratedClasses), ["StateStore.Context", "Other.Context"])
        XCTAssertEqual(errors(result), [])
        let after = output(result)
        XCTAssert(after.contains("    var context: RoomViewModelType.Context\n    var other: RoomViewModel.Context\n    var named: Other.Context\n"), after)
        try assertTypeChecks(result)
    }

    // MARK: - 3. Calls of the enclosing type's members (VirtualBuddy's session manager, settings)

    static let sessionManager = """
        import Combine
        import SwiftUI

        final class SessionUI: ObservableObject {
            @Published var lockProportions = false
            let controller = Controller()
            var cancellables = Set<AnyCancellable>()
            init() { $lockProportions.sink { _ in }.store(in: &cancellables) }
        }

        final class Controller: ObservableObject {
            @Published var state = 0
        }

        final class Library: ObservableObject {
            @Published var count = 0
        }

        struct SessionView: View {
            @EnvironmentObject var ui: SessionUI
            @EnvironmentObject var controller: Controller
            @EnvironmentObject var library: Library
            var body: some View { Text("\\(ui.lockProportions) \\(controller.state) \\(library.count)") }
        }

        final class SessionManager {
            private func createSession() -> SessionUI { SessionUI() }
            private func makeLibrary() -> Library { Library() }

            func launch() -> some View {
                let session = createSession()
                let library = self.makeLibrary()
                return SessionView()
                    .environmentObject(session)
                    .environmentObject(session.controller)
                    .environmentObject(library)
            }
        }

        """

    /// A local set from one of the enclosing class's methods is typed by the method's declared
    /// result: the kept class's call stays, the migrated ones' are rewritten, and no error.
    func testALocalFromAMethodOfTheEnclosingTypeIsTypedByItsResult() throws {
        let result = migrate([("Manager.swift", Self.sessionManager)])
        XCTAssertEqual(Set(result.summary.migratedClasses), ["Controller", "Library"])
        XCTAssertEqual(errors(result), [])
        let text = output(result)
        XCTAssert(text.contains("            .environmentObject(session)\n            .environment(session.controller)\n            .environment(library)\n"), text)
        try assertTypeChecks(result)
        // A parameter of that name hides the method: not typed (an error, as before).
        let hidden = Self.sessionManager.replacingOccurrences(of: "func launch() -> some View {", with: "func launch(createSession: () -> Library) -> some View {")
        let shadowed = migrate([("Manager.swift", hidden)])
        XCTAssertEqual(found(shadowed, "migrate-unknown-environment-object").count, 2, "\(errors(shadowed))")
    }

    /// `deepLinkSentinel()` of a stored property of function type `() -> DeepLinkSentinel` is a
    /// `DeepLinkSentinel`: the call is rewritten (the class migrated).
    func testACallOfAFunctionTypedPropertyIsTypedByItsResult() throws {
        let text = """
            import SwiftUI

            final class DeepLinkSentinel: ObservableObject {
                @Published var allowed = false
            }

            struct AutomationView: View {
                @EnvironmentObject private var sentinel: DeepLinkSentinel
                var body: some View { Text(sentinel.allowed ? "yes" : "no") }
            }

            struct SettingsScreen: View {
                private var deepLinkSentinel: () -> DeepLinkSentinel

                init(deepLinkSentinel: @escaping @autoclosure () -> DeepLinkSentinel) {
                    self.deepLinkSentinel = deepLinkSentinel
                }

                var body: some View {
                    AutomationView().environmentObject(deepLinkSentinel())
                }
            }

            """
        let result = migrate([("Settings.swift", text)])
        XCTAssertEqual(result.summary.migratedClasses, ["DeepLinkSentinel"])
        XCTAssertEqual(errors(result), [])
        XCTAssert(output(result).contains("AutomationView().environment(deepLinkSentinel())"), output(result))
        try assertTypeChecks(result)
    }

    // MARK: - 4. XcodeGen deployment targets (element-x-ios)

    /// An XcodeGen app (element-x-ios, fourth review) declares its targets in `project.yml`
    /// and the YAML files it includes: `options: deploymentTarget:` per platform, a target's
    /// `deploymentTarget:` for its `platform:`, and build settings under `settings:`.
    func testXcodeGenDeploymentTargetsAreWarned() throws {
        let folder = try MigrationSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = folder.appendingPathComponent("App/Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: MigrationSupport.fixture("counter", "before.swift"), to: sources.appendingPathComponent("Counter.swift"))
        try Data("""
            name: App
            # deploymentTarget: iOS: '12.0' was the old one
            options:
              deploymentTarget:
                iOS: '16.0'
                macOS: "14.0"
            include:
              - path: Widget/target.yml
            targets:
              Watch:
                type: application
                deploymentTarget: 9.0 # the oldest watch
                platform: watchOS
              App:
                type: application
                platform: iOS
                deploymentTarget: "17.0"
                sources: [Sources]

            """.utf8).write(to: folder.appendingPathComponent("App/project.yml"))
        let widget = folder.appendingPathComponent("App/Widget")
        try FileManager.default.createDirectory(at: widget, withIntermediateDirectories: true)
        try Data("""
            targets:
              Widget:
                platform: tvOS
                settings:
                  base:
                    TVOS_DEPLOYMENT_TARGET: 15.0
                    MACOSX_DEPLOYMENT_TARGET: 13.5

            """.utf8).write(to: widget.appendingPathComponent("target.yml"))
        let run = try MigrationSupport.tool(["migrate", "--dry-run", "-q", "App/Sources"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let lines = run.stderr.split(separator: "\n").filter { $0.contains("lower than Observation needs") }.map { String($0.prefix { $0 != ")" }) + ")" }
        XCTAssertEqual(lines, [
            "App/Widget/target.yml:6:9: warning: 'tvOS 15.0' (TVOS_DEPLOYMENT_TARGET)",
            "App/Widget/target.yml:7:9: warning: 'macOS 13.5' (MACOSX_DEPLOYMENT_TARGET)",
            "App/project.yml:5:5: warning: 'iOS 16.0' (XcodeGen 'deploymentTarget')",
            "App/project.yml:12:5: warning: 'watchOS 9.0' (XcodeGen 'deploymentTarget')",
        ], run.stderr)
    }
}
