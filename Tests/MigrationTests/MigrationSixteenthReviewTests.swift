import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of reviews 10a and 10b of `migrate` (732de69).
final class MigrationSixteenthReviewTests: XCTestCase, MigrationReviewCase {
    /// 10b/01 (swift-paperless, 12 sites): `@Previewable @StateObject var x = X()` in
    /// `#Preview { … }` was left while `X` migrated and `.environmentObject(x)` beside it was
    /// rewritten: the output did not build. It becomes `@Previewable @State`.
    func testPreviewableStateObjectLocalBecomesState() {
        let text = """
        import SwiftUI

        final class ErrorController: ObservableObject {
            @Published var message: String?
        }

        struct ErrorBanner: View {
            @EnvironmentObject var errorController: ErrorController
            var body: some View { Text(errorController.message ?? "") }
        }

        #Preview {
            @Previewable @StateObject var errorController = ErrorController()
            ErrorBanner()
                .environmentObject(errorController)
        }

        """
        let result = migrate([("Repro.swift", text)])
        let out = output(result)
        XCTAssertTrue(out.contains("    @Previewable @State var errorController = ErrorController()\n"), out)
        XCTAssertFalse(out.contains("StateObject"), out)
        XCTAssertTrue(out.contains(".environment(errorController)"), out)
        XCTAssertEqual(found(result, "migrate-property-rewritten"), ["Repro.swift:8", "Repro.swift:13"])
    }

    /// 10b/01 in2, in3: wrapped locals in function bodies (`@StateObject`, `@ObservedObject`
    /// with and without `$x`) are rewritten as view properties are; the output type-checks.
    func testWrappedLocalsInFunctionBodiesAreRewritten() throws {
        let text = """
        import SwiftUI

        final class ErrorController: ObservableObject {
            @Published var message: String = ""
        }

        struct ErrorBanner: View {
            @EnvironmentObject var errorController: ErrorController
            var body: some View { Text(errorController.message) }
        }

        @MainActor func owned() -> some View {
            @StateObject var errorController = ErrorController()
            return ErrorBanner()
                .environmentObject(errorController)
        }

        @MainActor func observed() -> some View {
            @ObservedObject var errorController = ErrorController()
            return ErrorBanner()
                .environmentObject(errorController)
        }

        @MainActor func bound() -> some View {
            @ObservedObject var errorController = ErrorController()
            return TextField("Message", text: $errorController.message)
        }

        """
        let result = migrate([("Local.swift", text)])
        let out = output(result)
        XCTAssertTrue(out.contains("    @State var errorController = ErrorController()\n    return ErrorBanner()"), out)
        XCTAssertTrue(out.contains("    var errorController = ErrorController()\n    return ErrorBanner()"), out)
        XCTAssertTrue(out.contains("    @Bindable var errorController = ErrorController()\n    return TextField"), out)
        XCTAssertFalse(out.contains("StateObject") || out.contains("ObservedObject"), out)
        XCTAssertEqual(found(result, "migrate-property-rewritten").count, 4)
        try assertOutputsTypeCheck(result)
    }

    /// A wrapped local whose type cannot be told is an error at its line, as a property is.
    func testWrappedLocalOfUnknownTypeIsAnError() {
        let text = """
        import SwiftUI

        final class ErrorController: ObservableObject {
            @Published var message: String = ""
        }

        @MainActor func owned() -> some View {
            @StateObject var controller = makeController()
            return Text(controller.message)
        }

        """
        let result = migrate([("Unknown.swift", text)])
        XCTAssertEqual(found(result, "migrate-unknown-wrapped-type"), ["Unknown.swift:8"])
    }

    /// 10a/01 (Meshtastic's PhoneConnectivityManager): an `init` that stores `self` in shared
    /// state (`Session.default.delegate = self`) of a class held by `@StateObject`: under
    /// `@State` each view init makes a throw-away instance that takes the slot. The class keeps
    /// `ObservableObject`, with the lifetime blocker at the line of the assignment.
    func testAnInitThatStoresSelfInSharedStateKeepsTheClass() {
        let text = """
        import SwiftUI

        protocol SessionDelegate: AnyObject { func didReceive(_ message: String) }
        final class Session {
            static let `default` = Session()
            weak var delegate: SessionDelegate?
            func activate() {}
        }

        final class PhoneConnectivityManager: SessionDelegate, ObservableObject {
            @Published var nodes: [String] = []
            init() {
                Session.default.delegate = self
                Session.default.activate()
            }
            func didReceive(_ message: String) { nodes.append(message) }
        }

        final class Listener: ObservableObject {
            @Published var count = 0
            init() {
                NotificationCenter.default.addObserver(self, selector: #selector(changed), name: nil, object: nil)
            }
            @objc func changed() { count += 1 }
        }

        final class Plain: ObservableObject {
            @Published var value = 0
            var other: Plain?
            init() { self.other = nil; let me = self; _ = me }
        }

        struct ContentView: View {
            @StateObject private var phoneManager = PhoneConnectivityManager()
            @StateObject private var listener = Listener()
            @StateObject private var plain = Plain()
            var body: some View { Text("\\(phoneManager.nodes.count) \\(listener.count) \\(plain.value)") }
        }

        """
        let result = migrate([("Watch.swift", text)])
        XCTAssertEqual(Set(result.summary.keptClasses), ["PhoneConnectivityManager", "Listener"])
        XCTAssertEqual(result.summary.migratedClasses, ["Plain"])
        XCTAssertEqual(found(result, "migrate-blocked-state-object-lifetime"), ["Watch.swift:13", "Watch.swift:22"])
    }

    /// 10a/02 (Feather's ServerInstaller with one `@Published`): the `deinit` rule held only for
    /// classes with no `@Published` property; it holds for any class `@StateObject` keeps.
    func testADeinitKeepsAStateObjectClassWithPublishedProperties() {
        let text = """
        import SwiftUI
        final class Server { static let shared = Server(); func start() {}; func stop() {} }
        final class Installer: ObservableObject {
            @Published var status = "idle"
            init() { Server.shared.start() }
            deinit { Server.shared.stop() }
        }
        struct InstallView: View {
            @StateObject private var installer = Installer()
            var body: some View { Text(installer.status) }
        }

        """
        let result = migrate([("Install.swift", text)])
        XCTAssertEqual(result.summary.keptClasses, ["Installer"])
        XCTAssertEqual(found(result, "migrate-blocked-state-object-lifetime"), ["Install.swift:6"])
        XCTAssertEqual(output(result), text)
    }

    /// 10b/02 (TRex): `@NSApplicationDelegateAdaptor(AppDelegate.self) var appDelegate` holds an
    /// `AppDelegate`; `.environmentObject(appDelegate)` was a false "cannot tell the type" error.
    func testADelegateAdaptorPropertyIsTypedByItsArgument() {
        let text = """
        import SwiftUI
        import AppKit

        final class AppDelegate: NSObject, NSApplicationDelegate, ObservableObject {
            @Published var updateAvailable = false
        }

        struct AboutView: View {
            @EnvironmentObject var appDelegate: AppDelegate
            var body: some View { Text(appDelegate.updateAvailable ? "Update" : "Up to date") }
        }

        @main
        struct DemoApp: App {
            @NSApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
            var body: some Scene {
                Settings {
                    AboutView()
                        .environmentObject(appDelegate)
                }
            }
        }

        """
        let result = migrate([("App.swift", text)])
        XCTAssertEqual(found(result, "migrate-unknown-environment-object"), [])
        XCTAssertEqual(result.summary.migratedClasses, ["AppDelegate"])
        XCTAssertTrue(output(result).contains("                .environment(appDelegate)\n"), output(result))
    }

    /// 10a/03: `$appDelegate.isEnabled` through `@UIApplicationDelegateAdaptor` needs the
    /// delegate to be an `ObservableObject` (the projection is `ObservedObject<T>.Wrapper`); it
    /// was left as is while the class migrated. The class stays, with a blocker at the use.
    func testADelegateAdaptorProjectionKeepsTheClass() {
        let text = """
        import SwiftUI
        import UIKit

        final class AppDelegate: NSObject, UIApplicationDelegate, ObservableObject {
            @Published var isEnabled = false
        }

        @main
        struct MyApp: App {
            @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate
            var body: some Scene {
                WindowGroup { Toggle("Enabled", isOn: $appDelegate.isEnabled) }
            }
        }

        """
        let result = migrate([("App.swift", text)])
        XCTAssertEqual(result.summary.keptClasses, ["AppDelegate"])
        XCTAssertEqual(found(result, "migrate-blocked-delegate-adaptor-projection"), ["App.swift:12"])
        XCTAssertEqual(output(result), text)
    }

    /// 10b/03 (VoiceInk's VoiceInkEngine): `<S: RecorderStateProvider & ObservableObject>` kept
    /// the class passed to it, while `<S: ObservableObject>` and the `where` form move with it.
    func testAGenericCompositionConstraintMovesWithTheClass() throws {
        let text = """
        import SwiftUI

        protocol RecorderStateProvider: AnyObject {
            var partialTranscript: String { get }
        }

        final class Engine: ObservableObject, RecorderStateProvider {
            @Published var partialTranscript = ""
        }

        struct MiniRecorderView<S: RecorderStateProvider & ObservableObject>: View {
            @ObservedObject var stateProvider: S
            var body: some View { Text(stateProvider.partialTranscript) }
        }

        struct Host: View {
            @StateObject var engine = Engine()
            var body: some View { MiniRecorderView(stateProvider: engine) }
        }

        """
        let result = migrate([("Engine.swift", text)])
        XCTAssertEqual(result.summary.migratedClasses, ["Engine"])
        let out = output(result)
        XCTAssertTrue(out.contains("struct MiniRecorderView<S: RecorderStateProvider & Observable & AnyObject>: View {\n    var stateProvider: S\n"), out)
        try assertOutputsTypeCheck(result)
    }

    /// Review 11a (emitron): `import protocol Combine.ObservableObject` kept every class of the
    /// run as "code written against 'ObservableObject'"; and a protocol whose `where` clause
    /// names `ObjectWillChangePublisher` moved to `Observable` keeping the clause, which does
    /// not build. The import uses nothing; the protocol and its conformers stay.
    func testAnImportOfTheProtocolKeepsNothingAndAPublisherClauseKeepsItsConformers() {
        let store = """
        import protocol Combine.ObservableObject
        import Combine

        final class PersistenceStore {}

        """
        let models = """
        import SwiftUI
        import Combine

        protocol Paginatable: ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
            var page: Int { get }
        }
        class Repository: Paginatable {
            @Published var page = 0
        }
        final class Settings: ObservableObject {
            @Published var name = ""
        }

        """
        let result = migrate([("Store.swift", store), ("Models.swift", models)])
        XCTAssertEqual(result.summary.errors, 0)
        XCTAssertEqual(result.summary.migratedClasses, ["Settings"])
        XCTAssertEqual(result.summary.keptClasses, ["Repository"])
        XCTAssertEqual(found(result, "migrate-blocked-object-will-change"), ["Models.swift:4"])
        XCTAssertTrue(output(result, 1).contains("protocol Paginatable: ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher"), output(result, 1))
    }
}
