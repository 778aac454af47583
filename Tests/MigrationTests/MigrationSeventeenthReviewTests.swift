import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of reviews 11 and 12 of `migrate` (337830a, f7adaca).
final class MigrationSeventeenthReviewTests: XCTestCase, MigrationReviewCase {
    /// 11b/01 (Harbour, 6 errors): a view nested in `extension ContentView` holds its own
    /// `@Environment(SceneDelegate.self) var sceneDelegate` and makes its own `@Bindable` local;
    /// the outer view's property of the same name took the nested view's `$sceneDelegate` as
    /// its own and called it an error, on code that needs no change.
    func testANestedViewsBindingIsNotTheOuterViews() throws {
        let text = """
        import SwiftUI
        import Observation

        @Observable final class SceneDelegate { var showSheet = false }

        struct ContentView: View {
            @Environment(SceneDelegate.self) private var sceneDelegate

            var body: some View {
                ViewForIOS()
            }
        }

        extension ContentView {
            struct ViewForIOS: View {
                @Environment(SceneDelegate.self) private var sceneDelegate

                var body: some View {
                    @Bindable var sceneDelegate = sceneDelegate
                    Toggle("Sheet", isOn: $sceneDelegate.showSheet)
                }
            }
        }

        """
        let result = migrate([("Views.swift", text)])
        XCTAssertEqual(found(result, "migrate-environment-binding"), [])
        XCTAssertEqual(result.files.flatMap(\.diagnostics).filter { $0.severity == .error }.count, 0)
        XCTAssertEqual(output(result), text, "nothing to change")
    }

    /// 11b/02 (Harbour): the same with `@EnvironmentObject` on both views: the nested view's
    /// `@ViewBuilder` property got its local, and the outer view also reported the use as an
    /// error it could not rewrite (exit 1 on a correct output).
    func testANestedViewsBuilderGetsItsLocalWithoutAnError() throws {
        let text = """
        import SwiftUI

        final class Prefs: ObservableObject { @Published var grid = false }

        struct LogsView: View {
            @EnvironmentObject private var prefs: Prefs
            var body: some View {
                VStack { Text(prefs.grid ? "grid" : "list"); ToolbarMenu() }
            }
        }

        extension LogsView {
            struct ToolbarMenu: View {
                @EnvironmentObject private var prefs: Prefs

                var body: some View {
                    VStack { gridToggle }
                }

                @ViewBuilder
                private var gridToggle: some View {
                    Toggle("Grid", isOn: $prefs.grid)
                }
            }
        }

        """
        let result = migrate([("Views.swift", text)])
        XCTAssertEqual(found(result, "migrate-environment-binding"), [])
        XCTAssertEqual(found(result, "migrate-bindable-local"), ["Views.swift:22"])
        XCTAssertTrue(output(result).contains("""
                private var gridToggle: some View {
                    @Bindable var prefs = prefs
                    Toggle("Grid", isOn: $prefs.grid)
        """))
        try assertOutputsTypeCheck(result)
    }

    /// 11b/03 (Harbour, `@ToolbarContentBuilder` with two items): any result builder takes a
    /// local declaration (SE-0289), not only `@ViewBuilder`; the binding was an error.
    func testAnyResultBuilderTakesTheBindableLocal() throws {
        let text = """
        import SwiftUI

        final class Prefs: ObservableObject { @Published var grid = false }

        @resultBuilder enum RowsBuilder {
            static func buildBlock(_ rows: any View...) -> [any View] { rows }
        }

        struct ListView: View {
            @EnvironmentObject private var prefs: Prefs
            var body: some View { Text("x") }

            @RowsBuilder
            var rows: [any View] {
                Text("Title")
                Toggle("Grid", isOn: $prefs.grid)
            }
        }

        """
        let result = migrate([("Views.swift", text)])
        XCTAssertEqual(found(result, "migrate-environment-binding"), [])
        XCTAssertEqual(found(result, "migrate-bindable-local"), ["Views.swift:16"])
        XCTAssertTrue(output(result).contains("""
            var rows: [any View] {
                @Bindable var prefs = prefs
                Text("Title")
        """))
        try assertOutputsTypeCheck(result)
    }

    /// 11a/03 (emitron): `.environmentObject(App.objects.session)` where `objects` is typed by
    /// `typealias Objects = (session: Session, …)`: a false error ("cannot tell the type").
    /// The element's type is read through the alias: a kept class keeps `.environmentObject`,
    /// a migrated one gets `.environment`.
    func testAnElementOfALabelledTupleAliasIsTyped() throws {
        let text = """
        import Combine
        import SwiftUI

        final class Session: ObservableObject {
            @Published var user = ""
            func watch() -> AnyCancellable { $user.sink { _ in } }
        }

        final class Settings: ObservableObject {
            @Published var dark = false
        }

        enum Root {
            typealias Objects = (session: Session, settings: Settings)
            static var objects: Objects { (Session(), Settings()) }
        }

        struct SettingsView: View {
            @EnvironmentObject var session: Session
            @EnvironmentObject var settings: Settings
            var body: some View { Text(session.user + (settings.dark ? "dark" : "light")) }
        }

        struct Preview: View {
            var body: some View {
                SettingsView()
                    .environmentObject(Root.objects.session)
                    .environmentObject(Root.objects.settings)
            }
        }

        """
        let result = migrate([("Model.swift", text)])
        XCTAssertEqual(result.files.flatMap(\.diagnostics).filter { $0.severity == .error }.map(\.message), [])
        XCTAssertTrue(output(result).contains(".environmentObject(Root.objects.session)\n            .environment(Root.objects.settings)"), output(result))
        try assertOutputsTypeCheck(result)
    }

    /// 12a/02 (ExcalidrawZ): a one-expression function whose modifier chain holds a postfix
    /// `#if os(iOS) .member #endif` was not read as one expression, so `$layout.shown` was an
    /// error; without the `#if` the local and `return` were added.
    func testAPostfixIfConfigKeepsTheChainOneExpression() throws {
        let text = """
        import SwiftUI

        final class Layout: ObservableObject {
            @Published var shown = false
        }

        extension View {
            func sheet(isPresented: Binding<Bool>) -> Self { self }
            func padded() -> Self { self }
        }

        struct Panel: View {
            @EnvironmentObject var layout: Layout

            var body: some View { Text("x") }

            func decorated(content: Text) -> some View {
                content
                    .sheet(isPresented: $layout.shown)
        #if os(iOS)
                    .padded()
        #endif
            }
        }

        """
        let result = migrate([("Panel.swift", text)])
        XCTAssertEqual(found(result, "migrate-environment-binding"), [])
        XCTAssertEqual(found(result, "migrate-bindable-local"), ["Panel.swift:19"])
        XCTAssertTrue(output(result).contains("""
            func decorated(content: Text) -> some View {
                @Bindable var layout = layout
                return content
        """), output(result))
        try assertOutputsTypeCheck(result)
    }

    /// 12c (Spawn, 24 previews): `@Previewable @ObservedObject var x = X.shared` became
    /// `@Previewable var x = X.shared`: `@Previewable` tags a dynamic property, and none is
    /// left. The local becomes a plain one.
    func testPreviewableGoesWithTheLastWrapper() {
        let text = """
        import SwiftUI

        final class AppCache: ObservableObject {
            static let shared = AppCache()
            @Published var items: [String] = []
        }

        struct ListView: View {
            @ObservedObject var cache: AppCache
            var body: some View { Text("\\(cache.items.count)") }
        }

        #Preview {
            @Previewable @ObservedObject var appCache = AppCache.shared
            ListView(cache: appCache)
        }

        #Preview("bound") {
            @Previewable @ObservedObject var appCache = AppCache.shared
            Text("\\(appCache.items.count)").onTapGesture { appCache.items.append("x") }
            Toggle("x", isOn: .constant(true))
        }

        """
        let result = migrate([("Preview.swift", text)])
        let out = output(result)
        XCTAssertTrue(out.contains("#Preview {\n    var appCache = AppCache.shared\n"), out)
        XCTAssertFalse(out.contains("Previewable"), out)
        XCTAssertFalse(out.contains("ObservedObject"), out)
    }

    /// 12b/01 (InfiniLink): `Toggle(isOn: HealthKitManager.shared.$syncToAppleHealth)`, the
    /// projection of an `@AppStorage` property outside its class, was left while the property
    /// became computed (no `$`): the output did not build, exit 0. The class stays, with the
    /// reason at the use, as for a use inside the class.
    func testAWrapperProjectionOutsideTheClassKeepsIt() throws {
        let text = """
        import SwiftUI

        @MainActor final class HealthKitManager: ObservableObject {
            static let shared = HealthKitManager()
            @AppStorage("syncToAppleHealth") var syncToAppleHealth = true
            @Published var steps = 0
        }

        final class Other: ObservableObject {
            @AppStorage("syncToAppleHealth") var syncToAppleHealth = true
        }

        struct DataSyncView: View {
            @ObservedObject var manager = HealthKitManager.shared
            @ObservedObject var other: Other
            var body: some View {
                VStack {
                    Text("\\(manager.steps)")
                    Toggle("Apple Health", isOn: HealthKitManager.shared.$syncToAppleHealth)
                    Text(other.syncToAppleHealth ? "on" : "off")
                }
            }
        }

        """
        let result = migrate([("Model.swift", text)])
        XCTAssertEqual(found(result, "migrate-blocked-wrapper-projection"), ["Model.swift:19"])
        XCTAssertEqual(found(result, "migrate-class-kept"), ["Model.swift:3"])
        XCTAssertTrue(output(result).contains("@MainActor final class HealthKitManager: ObservableObject"), output(result))
        XCTAssertTrue(output(result).contains("@Observable\nfinal class Other {"), output(result))
        try assertOutputsTypeCheck(result)
    }

    /// fullmoon (a re-run of review 11's apps): `var userInterfaceIdiom { UIDevice.current.userInterfaceIdiom }`
    /// in the model was warned as untracked state at 4 views; it is fixed for the process.
    /// `UIDevice.current.orientation` changes, and is still warned.
    func testASteadyPropertyOfASharedInstanceIsNoUntrackedState() {
        let text = """
        import SwiftUI

        final class AppManager: ObservableObject {
            @Published var currentModelName: String?
            var userInterfaceIdiom: String { UIDevice.current.userInterfaceIdiom }
            var orientation: String { UIDevice.current.orientation }
            func select(_ name: String) { currentModelName = name }
        }

        struct ContentView: View {
            @EnvironmentObject var appManager: AppManager
            var body: some View {
                VStack {
                    Text(appManager.userInterfaceIdiom) // idiom
                    Text(appManager.orientation) // orientation
                    Text(appManager.currentModelName ?? "")
                }
            }
        }

        """
        let result = migrate([("App.swift", text)])
        XCTAssertEqual(found(result, "migrate-untracked-computed-view-read"), ["App.swift:15"])
    }

    /// 13b/04 (LiveContainer, not confirmed on Linux): a scene delegate that is an
    /// `ObservableObject` is put into its scene's environment by SwiftUI, and views read it
    /// with `@EnvironmentObject` with no `.environmentObject` call; that SwiftUI does so for an
    /// `@Observable` one is not documented. It keeps `ObservableObject`, and its views stay; a
    /// scene delegate that is no `ObservableObject` gets nothing, and one that no view reads
    /// from the environment migrates (UTM's, in the sweep).
    func testAnObservableSceneDelegateKeepsItsConformance() {
        let text = """
        import SwiftUI
        import UIKit

        final class SceneDelegate: NSObject, UIWindowSceneDelegate, ObservableObject {
            @Published var isDockVisible = true
        }

        final class PlainSceneDelegate: NSObject, UIWindowSceneDelegate {
            var window: UIWindow?
        }

        final class UnreadSceneDelegate: NSObject, UIWindowSceneDelegate, ObservableObject {
            @Published var isExternal = false
        }

        struct DockView: View {
            @EnvironmentObject var sceneDelegate: SceneDelegate
            var body: some View { Text(sceneDelegate.isDockVisible ? "dock" : "") }
        }

        """
        let result = migrate([("Scene.swift", text)])
        XCTAssertEqual(found(result, "migrate-blocked-scene-delegate"), ["Scene.swift:4"])
        XCTAssertEqual(found(result, "migrate-class-kept"), ["Scene.swift:4"])
        // No view reads the other one from the environment: nothing relies on the injection.
        XCTAssertTrue(output(result).contains("@Observable\nfinal class UnreadSceneDelegate: NSObject, UIWindowSceneDelegate {"), output(result))
        XCTAssertTrue(output(result).contains("@EnvironmentObject var sceneDelegate: SceneDelegate"), output(result))
    }
}
