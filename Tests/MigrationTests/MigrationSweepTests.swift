import XCTest
@testable import ObservableExpander

/// Findings of the sweep of `migrate` over 20 public apps (h-migrate, issue 28), each on the
/// smallest input that shows it, in the shape the app wrote it.
final class MigrationSweepTests: XCTestCase, MigrationReviewCase {
    func output(_ result: MigrationResult, _ k: Int = 0) -> String {
        result.files[k].output.map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// Ice (jordanbaird/Ice, AppState.swift): the app state creates its managers in `lazy var`s
    /// without a written type, and panels pass them on as `.environmentObject(appState.manager)`
    /// of an unwrapped `appState`; each such call was an error ("cannot tell the type"), 10 in the app.
    static let menuBarApp = """
        import SwiftUI
        import Combine

        final class AppearanceManager: ObservableObject {
            @Published var tint = 0
            private(set) weak var appState: AppState?
            init(appState: AppState) { self.appState = appState }
        }

        final class ImageCache: ObservableObject {
            @Published var images: [Int] = []
            init(appState: AppState) {}
        }

        final class NavigationState: ObservableObject {
            @Published var isSettingsPresented = false
        }

        final class AppState: ObservableObject {
            private(set) lazy var appearanceManager = AppearanceManager(appState: self)
            private(set) lazy var imageCache = ImageCache(appState: self)
            let navigationState = NavigationState()
        }

        struct AppearanceEditor: View {
            @EnvironmentObject var appearanceManager: AppearanceManager
            @EnvironmentObject var imageCache: ImageCache
            @EnvironmentObject var navigationState: NavigationState
            var body: some View { Text("\\(appearanceManager.tint) \\(imageCache.images.count) \\(navigationState.isSettingsPresented)") }
        }

        final class EditorPanel {
            private weak var appState: AppState?
            init(appState: AppState) { self.appState = appState }

            func contentView() -> some View {
                guard let appState else { fatalError("the panel outlived the app") }
                return AppearanceEditor()
                    .environmentObject(appState.appearanceManager)
                    .environmentObject(appState.imageCache)
                    .environmentObject(appState.navigationState)
            }
        }

        """

    func testEnvironmentObjectsThroughPropertiesWithInferredTypesAreRewritten() throws {
        let result = migrate([("App.swift", Self.menuBarApp)])
        XCTAssertEqual(result.summary.errors, 0, "\(result.files[0].diagnostics.map(\.message))")
        XCTAssertEqual(Set(result.summary.migratedClasses), ["AppearanceManager", "ImageCache", "NavigationState", "AppState"])
        let out = output(result)
        XCTAssert(out.contains(".environment(appState.appearanceManager)"), out)
        XCTAssert(out.contains(".environment(appState.imageCache)"), out)
        XCTAssert(out.contains(".environment(appState.navigationState)"), out)
        XCTAssertFalse(out.contains("environmentObject"), out)

        let folder = try MigrationSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("App.swift")
        try Data(out.utf8).write(to: file)
        for (mode, check) in try MigrationSupport.typecheckInBothModes([file.path]) {
            XCTAssertEqual(check.status, 0, "Swift \(mode):\n\(out)\n\(check.stderr)")
        }
    }

    /// Asspp (Lakr233/Asspp, PublishedPersist.swift): a wrapper of the run that works only
    /// through its `_enclosingInstance` subscript, whose `EnclosingSelf: ObservableObject` is
    /// the class that holds the wrapped property. The classes holding one stay (unknown
    /// wrapper); `Installer`, which holds none, was kept too, as if passed to a generic written
    /// against `ObservableObject`.
    static let persistedStore = """
        import SwiftUI
        import Combine

        @propertyWrapper
        public struct PublishedPersist<Value> {
            private var value: Value

            public init(key: String, defaultValue: Value) { value = defaultValue }

            @available(*, unavailable, message: "accessing wrappedValue will result undefined behavior")
            public var wrappedValue: Value {
                get { value }
                set { value = newValue }
            }

            public static subscript<EnclosingSelf: ObservableObject>(
                _enclosingInstance object: EnclosingSelf,
                wrapped _: ReferenceWritableKeyPath<EnclosingSelf, Value>,
                storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, PublishedPersist<Value>>
            ) -> Value {
                get { object[keyPath: storageKeyPath].value }
                set {
                    (object.objectWillChange as? ObservableObjectPublisher)?.send()
                    object[keyPath: storageKeyPath].value = newValue
                }
            }
        }

        final class AppStore: ObservableObject {
            @PublishedPersist(key: "DemoMode", defaultValue: false)
            var demoMode: Bool
        }

        final class Installer: ObservableObject {
            @Published var progress = 0.0
        }

        struct InstallerView: View {
            @StateObject var installer = Installer()
            @ObservedObject var store: AppStore
            var body: some View { Text("\\(installer.progress) \\(store.demoMode)") }
        }

        """

    func testAClassThatHoldsNoEnclosingInstanceWrapperIsNotKeptByIt() throws {
        let result = migrate([("Store.swift", Self.persistedStore)])
        let diagnostics = result.files[0].diagnostics.map { "\($0.id): \($0.message)" }
        XCTAssertEqual(result.summary.errors, 0, "\(diagnostics)")
        XCTAssertEqual(result.summary.migratedClasses, ["Installer"], "\(diagnostics)")
        XCTAssertEqual(result.summary.keptClasses, ["AppStore"], "\(diagnostics)")
        XCTAssertEqual(result.files[0].diagnostics.filter { $0.id == "migrate-blocked-wrapper-enclosing-instance" }.count, 1, "\(diagnostics)")

        let folder = try MigrationSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Store.swift")
        try Data(output(result).utf8).write(to: file)
        for (mode, check) in try MigrationSupport.typecheckInBothModes([file.path]) {
            XCTAssertEqual(check.status, 0, "Swift \(mode):\n\(output(result))\n\(check.stderr)")
        }
    }

    /// Ice (LocalEventMonitorModifier.swift, a `ViewModifier` there): a monitor started in `init` and stopped in `deinit`,
    /// held by `@StateObject` but created in the view's `init` before it is handed over: every
    /// `init` already makes (and drops) one, so `@State` changes nothing and the class migrates.
    /// Created inside `StateObject(wrappedValue:)`'s autoclosure, it stays (Swiftfin's shape).
    static let eventMonitor = """
        import SwiftUI

        final class EventMonitor {
            func start() {}
            func stop() {}
        }

        private final class LocalEventMonitorModifierState: ObservableObject {
            let monitor: EventMonitor

            init(action: @escaping () -> Void) {
                self.monitor = EventMonitor()
                self.monitor.start()
            }

            deinit {
                monitor.stop()
            }
        }

        private struct LocalEventMonitorView: View {
            @StateObject private var state: LocalEventMonitorModifierState

            init(action: @escaping () -> Void) {
                let state = LocalEventMonitorModifierState(action: action)
                self._state = StateObject(wrappedValue: state)
            }

            var body: some View {
                Text("monitoring")
            }
        }

        """

    func testAStateObjectCreatedBeforeItIsHandedOverKeepsNoLifetime() throws {
        let result = migrate([("Monitor.swift", Self.eventMonitor)])
        let diagnostics = result.files[0].diagnostics.map { "\($0.id): \($0.message)" }
        XCTAssertEqual(result.summary.migratedClasses, ["LocalEventMonitorModifierState"], "\(diagnostics)")
        XCTAssertFalse(diagnostics.contains { $0.hasPrefix("migrate-blocked-state-object-lifetime") }, "\(diagnostics)")
        let out = output(result)
        XCTAssert(out.contains("self._state = State(initialValue: state)"), out)

        let folder = try MigrationSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Monitor.swift")
        try Data(out.utf8).write(to: file)
        for (mode, check) in try MigrationSupport.typecheckInBothModes([file.path]) {
            XCTAssertEqual(check.status, 0, "Swift \(mode):\n\(out)\n\(check.stderr)")
        }

        // Created in the autoclosure: one per view identity; its 'deinit' stops the monitor it
        // made itself, which acts on nothing beyond the instance (review 12a/04: one rule for
        // every class), so the class migrates, with the eager-init warning.
        let inside = Self.eventMonitor.replacingOccurrences(of: "StateObject(wrappedValue: state)",
                                                           with: "StateObject(wrappedValue: LocalEventMonitorModifierState(action: action))")
        let migratedInside = migrate([("Monitor.swift", inside)])
        XCTAssertEqual(migratedInside.summary.migratedClasses, ["LocalEventMonitorModifierState"])
        XCTAssertEqual(found(migratedInside, "migrate-state-object-eager-init"), ["Monitor.swift:26"])
        // A computed value, not a local: evaluated in the autoclosure too, and likewise.
        let computed = Self.eventMonitor.replacingOccurrences(of: "StateObject(wrappedValue: state)", with: "StateObject(wrappedValue: freshState)")
            + "var freshState: LocalEventMonitorModifierState { LocalEventMonitorModifierState(action: {}) }\n"
        XCTAssertEqual(migrate([("Monitor.swift", computed)]).summary.migratedClasses, ["LocalEventMonitorModifierState"])
    }
}
