import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of reviews 13a and 13b of `migrate` (a4a8ec7).
final class MigrationTwentyFirstReviewTests: XCTestCase, MigrationReviewCase {
    /// `path:line` of the first line of `text` holding `needle`.
    private func at(_ path: String, _ text: String, _ needle: String, last: Bool = false) -> String {
        let lines = text.components(separatedBy: "\n")
        return "\(path):\(((last ? lines.lastIndex { $0.contains(needle) } : lines.firstIndex { $0.contains(needle) }) ?? -1) + 1)"
    }

    /// 13a/05 (foqos, silent loss): a view draws the result of a method of the model that reads
    /// only another class's shared instance; every `@Published` change of the model redrew it,
    /// under Observation nothing does.
    func testAMethodReadingAnotherClassesSharedInstanceIsWarnedAtTheView() throws {
        let text = """
        import SwiftUI

        enum AuthorizationStatus { case notDetermined, denied, approved }
        final class AuthorizationCenter: @unchecked Sendable {
            static let shared = AuthorizationCenter()
            var authorizationStatus: AuthorizationStatus = .notDetermined
        }

        final class RequestAuthorizer: ObservableObject {
            @Published var isAuthorized = false

            func refreshAuthorizationStatus() {
                isAuthorized = getAuthorizationStatus() == .approved
            }

            func getAuthorizationStatus() -> AuthorizationStatus {
                return AuthorizationCenter.shared.authorizationStatus
            }
        }

        struct SettingsView: View {
            @EnvironmentObject var requestAuthorizer: RequestAuthorizer

            var body: some View {
                Text(requestAuthorizer.getAuthorizationStatus() == .approved ? "Authorized" : "Not Authorized")
            }
        }

        struct HomeView: View {
            @StateObject private var requestAuthorizer = RequestAuthorizer()

            var body: some View {
                VStack {
                    SettingsView()
                    Button("Refresh") { requestAuthorizer.refreshAuthorizationStatus() }
                }
                .environmentObject(requestAuthorizer)
            }
        }

        """
        let result = migrate([("Model.swift", text)])
        XCTAssertEqual(found(result, "migrate-untracked-computed-view-read"), [at("Model.swift", text, "Text(requestAuthorizer.getAuthorizationStatus()")])
        // foqos HomeView: a read in a method that only a callback argument (`onPrimaryAction:`) calls is no redraw's.
        let callback = text.replacingOccurrences(of: "            SettingsView()\n", with: """
                    SettingsView()
                    Sheet(onPrimaryAction: { refresh() })

        """).replacingOccurrences(of: "struct HomeView: View {", with: """
        struct Sheet: View {
            var onPrimaryAction: () -> Void
            var body: some View { Button("Go") { onPrimaryAction() } }
        }

        struct HomeView: View {
            func refresh() { print(requestAuthorizer.getAuthorizationStatus()) }
        """)
        XCTAssertTrue(callback.contains("Sheet(onPrimaryAction:"))
        let withCallback = migrate([("Model.swift", callback)])
        XCTAssertEqual(found(withCallback, "migrate-untracked-computed-view-read"), [at("Model.swift", callback, "Text(requestAuthorizer.getAuthorizationStatus()")])
        let message = result.files[0].diagnostics.first { $0.id == "migrate-untracked-computed-view-read" }?.message ?? ""
        XCTAssertTrue(message.contains("'AuthorizationCenter.shared'"), message)
        XCTAssertEqual(found(result, "migrate-class-migrated").count, 1)
        try assertOutputsTypeCheck(result)
    }

    /// 13a/06 (probe): a computed property reads the singleton of a class that stays an
    /// `ObservableObject`; the singleton of a migrated class is tracked and is not warned.
    func testAComputedPropertyReadingAKeptSingletonIsWarnedAndAMigratedOneIsNot() throws {
        let text = """
        import Combine
        import SwiftUI

        final class RelayManager: ObservableObject, @unchecked Sendable {
            static let shared = RelayManager()
            @Published var isConnected = false
            func watch() -> AnyCancellable { $isConnected.sink { _ in } }
        }

        final class Clock: ObservableObject, @unchecked Sendable {
            static let shared = Clock()
            @Published var tick = 0
        }

        final class StatusModel: ObservableObject {
            @Published var refreshCount = 0
            var relayConnected: Bool { RelayManager.shared.isConnected }
            var ticks: Int { Clock.shared.tick }
            func refresh() { refreshCount += 1 }
        }

        struct StatusView: View {
            @ObservedObject var model: StatusModel
            var body: some View {
                VStack {
                    Text(model.relayConnected ? "online" : "offline")
                    Text("\\(model.ticks)")
                    Button("Refresh") { model.refresh() }
                }
            }
        }

        """
        let result = migrate([("Model.swift", text)])
        XCTAssertEqual(found(result, "migrate-untracked-computed-view-read"), [at("Model.swift", text, "Text(model.relayConnected")])
        XCTAssertEqual(found(result, "migrate-class-migrated").count, 2, "StatusModel and Clock")
        try assertOutputsTypeCheck(result)
    }

    /// 13b/05 (LiveContainer, silent loss): a getter reads `UserDefaults` through a private
    /// helper of the class, and mixes it with a tracked read; the views redrawn by
    /// `settingsChanged.toggle()` before follow only `apps` after.
    func testADefaultsReadThroughAHelperOrMixedWithATrackedReadIsWarned() throws {
        let text = """
        import Combine
        import Foundation
        import SwiftUI

        final class DockManager: ObservableObject {
            @Published var apps: [String] = []
            @Published var settingsChanged = false

            private var storedWidth: Double { UserDefaults.standard.double(forKey: "LCDockWidth") }
            var iconSize: Double { apps.isEmpty ? 44 : storedWidth * 0.8 }
            var rawWidth: Double { storedWidth }
            var count: Int { apps.count }

            func userDefaultsDidChange() { settingsChanged.toggle() }
        }

        struct DockView: View {
            @EnvironmentObject var dock: DockManager
            var body: some View {
                VStack {
                    Text("\\(dock.settingsChanged)")
                    Text("\\(dock.iconSize)")
                    CollapseButton()
                }
            }
        }

        struct CollapseButton: View {
            @EnvironmentObject var dock: DockManager
            var body: some View {
                VStack {
                    Text("\\(dock.iconSize)")
                    Text("\\(dock.rawWidth)")
                    Text("\\(dock.count)")
                }
            }
        }

        """
        let result = migrate([("Dock.swift", text)])
        XCTAssertEqual(found(result, "migrate-untracked-computed-view-read"),
                       [at("Dock.swift", text, "Text(\"\\(dock.iconSize)", last: true), at("Dock.swift", text, "Text(\"\\(dock.rawWidth)")])
        XCTAssertEqual(found(result, "migrate-class-migrated").count, 1)
        try assertOutputsTypeCheck(result)
        // LiveContainer itself: an app group's defaults (`Utils.groupDefaults.double(forKey:)`),
        // two helpers deep, through a method of the class.
        let deep = text.replacingOccurrences(of: "UserDefaults.standard.double", with: "Utils.groupDefaults.double")
            .replacingOccurrences(of: "var iconSize: Double { apps.isEmpty ? 44 : storedWidth * 0.8 }", with: """
            var dockWidth: Double { apps.isEmpty ? 0 : storedWidth }
                var iconSize: Double { size(for: dockWidth) }
                func size(for width: Double) -> Double { width * 0.8 }
            """) + "enum Utils { static let groupDefaults = UserDefaults.standard }\n"
        XCTAssertTrue(deep.contains("func size(for"))
        let deepResult = migrate([("Dock.swift", deep)])
        XCTAssertEqual(found(deepResult, "migrate-untracked-computed-view-read"),
                       [at("Dock.swift", deep, "Text(\"\\(dock.iconSize)", last: true), at("Dock.swift", deep, "Text(\"\\(dock.rawWidth)")])
    }

    /// 13a/07 (probe, silent build break on rerun): the written output of a run that reported
    /// `migrate-unresolved-receiver` has `@Observable` classes only; a rerun (or `--check`)
    /// over it reports the error again.
    func testARerunReportsAnUnresolvedReceiverAgain() throws {
        let text = """
        import Combine
        import SwiftUI
        import Observation

        @Observable
        final class Conversation {
            var messages: [String] = []
        }

        @Observable
        final class Store {
            var count = 0
            @ObservationIgnored private var byID: [Int: Conversation] = [:]
            func conversation(for id: Int) -> Conversation {
                if let c = byID[id] { return c }
                let c = Conversation(); byID[id] = c; return c
            }
        }

        func watch() -> AnyCancellable {
            let store = Store()
            let conversationA = store.conversation(for: 1)
            return conversationA.objectWillChange.sink { print("changed") }
        }

        """
        let result = migrate([("Model.swift", text)])
        // Typed through the method's declared result: the class is told, and has no publisher.
        XCTAssertEqual(found(result, "migrate-observable-publisher-use"), [at("Model.swift", text, "conversationA.objectWillChange")])
        // From a type the run does not declare: not told.
        let untyped = text.replacingOccurrences(of: "let conversationA = store.conversation(for: 1)", with: "let conversationA = ExternalRegistry.shared.value(for: 1)")
        XCTAssertEqual(found(migrate([("Model.swift", untyped)]), "migrate-unresolved-receiver"), [at("Model.swift", untyped, "conversationA.objectWillChange")])
    }

    /// 13a/02 (bitchat, kept for no reason): the only `@StateObject` holder is an `App`, whose
    /// `init` runs once: no throw-away instance, so an `init` storing `self` elsewhere keeps nothing.
    func testAStateObjectHeldOnlyByAnAppIsNotKeptForItsLifetime() throws {
        let text = """
        import SwiftUI

        final class Hub {
            static let shared = Hub()
            weak var runtime: Runtime?
        }

        final class Runtime: ObservableObject {
            @Published var isReady = false
            init() {
                Hub.shared.runtime = self
            }
        }

        @main
        struct DemoApp: App {
            @StateObject private var runtime: Runtime

            init() {
                _runtime = StateObject(wrappedValue: Runtime())
            }

            var body: some Scene {
                WindowGroup {
                    Text(runtime.isReady ? "ready" : "starting")
                }
            }
        }

        """
        let result = migrate([("App.swift", text)])
        XCTAssertEqual(found(result, "migrate-class-kept"), [])
        XCTAssertEqual(found(result, "migrate-class-migrated").count, 1)
        XCTAssertTrue(output(result).contains("@State private var runtime: Runtime"), output(result))
        // A view holding it the same way still gets its throw-away instances: kept.
        let view = text.replacingOccurrences(of: "struct DemoApp: App", with: "struct DemoView: View")
            .replacingOccurrences(of: "some Scene", with: "some View").replacingOccurrences(of: "@main\n", with: "")
        XCTAssertEqual(found(migrate([("App.swift", view)]), "migrate-class-kept").count, 1)
    }
}
