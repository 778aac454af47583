import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of the second review of `migrate` (587914b, on kiwix-apple, boring.notch,
/// Pearcleaner and a fourth app), each on an input shaped like the app's. The outputs that
/// should build are type-checked against the stand-ins in Swift 5 and 6.
final class MigrationSecondReviewTests: XCTestCase, MigrationReviewCase {
    func messages(_ result: MigrationResult, _ id: String) -> [String] {
        result.files.flatMap { $0.diagnostics.filter { $0.id == id }.map(\.message) }
    }


    // MARK: - D1: a generic parameter constrained to a migrated protocol in a `where` clause (kiwix-apple's BrowserTab)

    static let launchModel = """
        import SwiftUI

        protocol LaunchProtocol: ObservableObject {
            var state: Int { get }
        }

        final class LaunchModel: LaunchProtocol {
            @Published var state = 0
        }

        """

    static let launchViews = """
        import SwiftUI

        struct WhereContent<M>: View where M: LaunchProtocol {
            @ObservedObject var model: M
            var body: some View { Text("\\(model.state)") }
        }

        struct WhereOwner<A, M>: View where A: Equatable, M: LaunchProtocol {
            @StateObject var model: M
            var body: some View { Text("\\(model.state)") }
        }

        struct WhereEnvironment<M>: View where M: LaunchProtocol {
            @EnvironmentObject var model: M
            var body: some View { Text("\\(model.state)") }
        }

        struct InlineContent<M: LaunchProtocol>: View {
            @ObservedObject var model: M
            var body: some View { Text("\\(model.state)") }
        }

        """

    func testAWhereClauseConstraintToAMigratedProtocolRewritesTheWrappers() throws {
        let result = migrate([("Model.swift", Self.launchModel), ("Views.swift", Self.launchViews)])
        XCTAssertEqual(result.summary.migratedClasses, ["LaunchModel"])
        XCTAssertEqual(result.summary.errors, 0)
        let views = output(result, 1)
        XCTAssertFalse(views.contains("@ObservedObject") || views.contains("@StateObject") || views.contains("@EnvironmentObject"), views)
        XCTAssert(views.contains("struct WhereContent<M>: View where M: LaunchProtocol {\n    var model: M"), views)
        XCTAssert(views.contains("@State var model: M"), views)
        XCTAssert(views.contains("@Environment(M.self) var model: M"), views)
        XCTAssertEqual(result.summary.rewrittenProperties, 4)
        try assertOutputsTypeCheck(result)
    }

    func testTheParserKeepsTheWhereClauseConstraints() {
        let bytes = Array("struct V<A, M>: View where A: Equatable, M: P & Q, A.Element: R, M == N {}\n".utf8)
        let tree = DeclarationParser.parse(Tokenizer.tokenize(bytes), bytes: bytes)
        guard case let .type(type)? = tree.members.first else { return XCTFail("no type parsed") }
        XCTAssertEqual(type.genericParameters.map(\.name), ["A", "M"])
        XCTAssertEqual(type.genericParameters.map(\.whereConstraints), [["Equatable"], ["P"]])
        XCTAssertEqual(type.genericParameters.map(\.firstConstraint), [nil, nil])
    }

    // MARK: - D2: a private wrapped property with an initial value (boring.notch's BoringCalendar)

    static let calendarManager = """
        import SwiftUI

        @MainActor
        final class CalendarManager: ObservableObject {
            static let shared = CalendarManager()
            @Published var events: [String] = []
        }

        """

    static let eventListView = """
        import SwiftUI

        struct EventListView: View {
            @ObservedObject private var calendarManager = CalendarManager.shared
            let events: [String]
            var body: some View { Text("\\(events.count) of \\(calendarManager.events.count)") }
        }

        struct OwnerView: View {
            @StateObject fileprivate var manager = CalendarManager.shared
            @ObservedObject private var fresh = CalendarManager()
            let title: String
            // A read after `&&` (ACHNBrowserUI's TurnipsView) assigns nothing.
            var isEmpty: Bool { title.isEmpty && fresh.events.isEmpty }
            var body: some View { Text(title + "\\(manager.events.count) \\(fresh.events.count)") }
        }

        struct CustomInitView: View {
            @ObservedObject private var calendarManager = CalendarManager.shared
            init(other: CalendarManager) { calendarManager = other }
            var body: some View { Text("\\(calendarManager.events.count)") }
        }

        """

    static let calendarView = """
        import SwiftUI

        struct CalendarView: View {
            var body: some View {
                VStack {
                    EventListView(events: ["a"])
                    OwnerView(title: "t")
                    CustomInitView(other: .shared)
                }
            }
        }

        """

    func testAPrivateWrappedPropertyBecomesALetSoTheMemberwiseInitializerKeepsItsAccess() throws {
        let result = migrate([("CalendarManager.swift", Self.calendarManager), ("EventListView.swift", Self.eventListView),
                              ("CalendarView.swift", Self.calendarView)])
        XCTAssertEqual(result.summary.migratedClasses, ["CalendarManager"])
        XCTAssertEqual(result.summary.errors, 0, "\(result.files.flatMap(\.diagnostics).map(\.message))")
        let views = output(result, 1)
        XCTAssert(views.contains("    private let calendarManager = CalendarManager.shared\n    let events"), views)
        XCTAssert(views.contains("    fileprivate let manager = CalendarManager.shared"), views)
        XCTAssert(views.contains("    private let fresh = CalendarManager()"), views)
        // An `init` of its own: no memberwise initializer, and the property is assigned.
        XCTAssert(views.contains("    private var calendarManager = CalendarManager.shared\n    init(other:"), views)
        try assertOutputsTypeCheck(result)
    }

    func testAnAssignedPrivateWrappedPropertyOfAMemberwiseViewIsAnError() {
        let view = """
            import SwiftUI

            struct EventListView: View {
                @ObservedObject private var calendarManager = CalendarManager.shared
                let events: [String]
                var body: some View { Text("\\(calendarManager.events.count)") }
            }

            extension EventListView {
                mutating func use(_ other: CalendarManager) { self.calendarManager = other }
            }

            """
        let result = migrate([("CalendarManager.swift", Self.calendarManager), ("EventListView.swift", view)])
        XCTAssertEqual(found(result, "migrate-private-memberwise-initializer"), ["EventListView.swift:4"])
        XCTAssertEqual(result.summary.errors, 1)
    }

    // MARK: - D3: `$x` of a property initialised from `T.shared` (kiwix-apple's HotspotObservable)

    static let hotspot = """
        import SwiftUI

        final class HotspotObservable: ObservableObject {
            static let shared = HotspotObservable()
            @Published var state = 0
        }

        // Unrelated model; nothing reads its '$state'.
        final class GlobalDiagnosticsModel: ObservableObject {
            static let shared = GlobalDiagnosticsModel()
            @Published var state = 0
        }

        struct HotspotView: View {
            @ObservedObject private var hotspot = HotspotObservable.shared
            var body: some View {
                Text("\\(hotspot.state)").onReceive(hotspot.$state) { print($0) }
            }
        }

        struct DiagnosticsView: View {
            @ObservedObject var model = GlobalDiagnosticsModel.shared
            var body: some View { Text("\\(model.state)") }
        }

        """

    func testADollarUseThroughASharedInstancePropertyKeepsOnlyItsClass() {
        let result = migrate([("Hotspot.swift", Self.hotspot)])
        XCTAssertEqual(result.summary.migratedClasses, ["GlobalDiagnosticsModel"])
        XCTAssertEqual(result.summary.keptClasses, ["HotspotObservable"])
        XCTAssert(output(result).contains("    var model = GlobalDiagnosticsModel.shared"), output(result))
    }

    // MARK: - D4: `.environmentObject` of another module's type (Pearcleaner's PermissionManager)

    func testAnImportedTypesSharedInstanceIsLeftWithoutAnError() {
        let app = """
            import SwiftUI
            import ExternalKit

            final class AppState: ObservableObject {
                @Published var count = 0
            }

            struct Root: View {
                @StateObject private var appState = AppState()
                @StateObject private var permissions = PermissionManager.shared
                var body: some View {
                    Text("root")
                        .environmentObject(appState)
                        .environmentObject(PermissionManager.shared)
                }
            }

            """
        let result = migrate([("App.swift", app)])
        XCTAssertEqual(result.summary.migratedClasses, ["AppState"])
        XCTAssertEqual(result.summary.errors, 0, "\(result.files[0].diagnostics.map(\.message))")
        let out = output(result)
        XCTAssert(out.contains(".environment(appState)"), out)
        XCTAssert(out.contains(".environmentObject(PermissionManager.shared)"), out)
        XCTAssert(out.contains("@StateObject private var permissions = PermissionManager.shared"), out)
    }

    func testAnExtendedOrUnknownValueStillNeedsATellableType() {
        // The run extends `PermissionManager`: the members its extensions declare are the
        // run's, typed by their declarations (`state`); one they do not declare (`current`) is
        // the other module's (review 20a/03) and left as it is. A lowercase value of no known
        // type is no type name at all: it stays an error.
        let app = """
            import SwiftUI

            final class AppState: ObservableObject { @Published var count = 0 }
            extension PermissionManager { static var state: AppState { AppState() } }

            struct Root: View {
                var body: some View {
                    Text("root")
                        .environmentObject(PermissionManager.current)
                        .environmentObject(mystery.value)
                        .environmentObject(PermissionManager.state)
                }
            }

            """
        let result = migrate([("App.swift", app)])
        XCTAssertEqual(found(result, "migrate-unknown-environment-object"), ["App.swift:10"])
        XCTAssert(output(result).contains(".environmentObject(PermissionManager.current)"), output(result))
        XCTAssert(output(result).contains(".environment(PermissionManager.state)"), output(result))
    }

    // MARK: - D5: a storage key written through a key that is not a literal (Pearcleaner's "reset settings")

    static let theme = """
        import SwiftUI

        final class ThemeManager: ObservableObject {
            static let shared = ThemeManager()
            @AppStorage("settings.interface.customDarkColors") var customDarkColorsString: String = ""
        }

        """

    static let reset = """
        import Foundation

        enum Keys { static let launches = "launches" }

        func resetAllSettings() {
            for key in UserDefaults.standard.dictionaryRepresentation().keys where key.hasPrefix("settings.") {
                UserDefaults.standard.removeObject(forKey: key)
            }
        }

        func count(_ defaults: UserDefaults) {
            defaults.set(1, forKey: Keys.launches)
            defaults.set(2, forKey: "launches")
        }

        func wipe(_ name: String) {
            UserDefaults.standard.removePersistentDomain(forName: name)
            UserDefaults.standard.dictionaryRepresentation().keys.forEach(UserDefaults.standard.removeObject(forKey:))
        }

        """

    func testAWriterWhoseKeyIsNotALiteralIsWarnedWithTheMigratedKeys() {
        let result = migrate([("Theme.swift", Self.theme), ("Reset.swift", Self.reset)])
        XCTAssertEqual(result.summary.migratedClasses, ["ThemeManager"])
        XCTAssertEqual(found(result, "migrate-storage-key-unknown-writer"), ["Reset.swift:7", "Reset.swift:17", "Reset.swift:18"])
        let text = messages(result, "migrate-storage-key-unknown-writer")
        XCTAssert(text.first?.contains("'UserDefaults.removeObject(forKey:)' writes key 'key'") == true, "\(text)")
        XCTAssert(text.last?.contains("'UserDefaults.removeObject(forKey:)' is handed its keys as a function") == true, "\(text)")
        XCTAssert(text.allSatisfy { $0.contains("\"settings.interface.customDarkColors\" ('ThemeManager.customDarkColorsString')") }, "\(text)")
    }

    func testNoUnknownWriterWarningWithoutAMigratedStorageKey() {
        let result = migrate([("Reset.swift", Self.reset)])
        XCTAssertEqual(found(result, "migrate-storage-key-unknown-writer"), [])
    }

    // MARK: - D6: `import Combine` (boring.notch's NotchHomeView and VolumeManager)

    func testImportCombineFollowsPublishersNotWords() {
        let player = """
            import Combine
            import SwiftUI

            final class Player: ObservableObject {
                @Published var volume = 0.5
            }

            final class Battery: ObservableObject {
                @Published var level = 0
            }

            """
        let home = """
            import Combine
            import SwiftUI

            struct HomeView: View {
                @ObservedObject var player: Player
                @ObservedObject var battery: Battery
                @State private var slider = 0.0
                var body: some View {
                    Text("\\(battery.level)")
                        .onReceive(player.$volume) { slider = $0 }
                }
            }

            """
        let volume = """
            import Combine
            import Foundation

            final class VolumeManager: ObservableObject {
                @Published private(set) var rawVolume: Float = 0
                func set(_ v: Float) { publish(volume: v) }
                private func publish(volume: Float) { rawVolume = volume }
            }

            """
        let result = migrate([("Player.swift", player), ("HomeView.swift", home), ("VolumeManager.swift", volume)])
        XCTAssertEqual(result.summary.migratedClasses, ["Battery", "VolumeManager"])
        // `player.$volume` is still a Combine publisher; `publish` is the class's own method.
        XCTAssert(output(result, 1).hasPrefix("import Combine\n"), output(result, 1))
        XCTAssertFalse(output(result, 2).contains("import Combine"), output(result, 2))
    }

    // MARK: - D7: reads in closures that no redraw runs (Pearcleaner's SearchInstallSection)

    func testReadsInActionsAndHandlersAreNotViewReads() {
        let brew = """
            import SwiftUI

            final class HomebrewManager: ObservableObject {
                @Published var isLoading = false
                var hasLoadedInstalledPackages = false
                var lastQuery = ""
                var label = ""
                func load() async { isLoading = true; hasLoadedInstalledPackages = true; isLoading = false }
                func rename(_ text: String) { lastQuery = text; label = text }
            }

            struct SearchInstallSection: View {
                @EnvironmentObject var brewManager: HomebrewManager
                var body: some View {
                    VStack {
                        Text(brewManager.isLoading ? "Loading" : title())
                        Button("Reload") { print(brewManager.lastQuery) }
                    }
                    .onAppear {
                        Task {
                            if !brewManager.hasLoadedInstalledPackages { await brewManager.load() }
                        }
                    }
                    .onReceive(NotificationCenter.default.publisher(for: .init("x"))) { _ in reload() }
                }
                func title() -> String { brewManager.label }
                func reload() { print(brewManager.lastQuery, brewManager.hasLoadedInstalledPackages) }
            }

            """
        let result = migrate([("Brew.swift", brew)])
        XCTAssertEqual(result.summary.migratedClasses, ["HomebrewManager"])
        // Only `label`, read by `title()`, which `body` calls.
        XCTAssertEqual(found(result, "migrate-ignored-property-view-read"), ["Brew.swift:26"])
        XCTAssert(messages(result, "migrate-ignored-property-view-read").first?.contains("'brewManager.label'") == true)
    }

    // MARK: - D8: ignored reads through the shared instance and a local alias (synthetic)

    func testIgnoredReadsThroughTheSharedInstanceAndALocalAliasAreWarned() {
        let panel = """
            import SwiftUI
            final class Panel: ObservableObject {
                static let shared = Panel()
                @Published var isVisible = false
                @Published var count = 0
                var title = "x"
                func rename(_ t: String) { title = t }
            }
            struct SharedRead: View {
                @ObservedObject private var panel = Panel.shared
                var body: some View { Text("\\(panel.count) " + Panel.shared.title) }
            }
            struct AliasRead: View {
                @EnvironmentObject var panel: Panel
                var body: some View { Text(label()) }
                func label() -> String { let p = panel; return p.title }
            }

            """
        let result = migrate([("Panel.swift", panel)])
        XCTAssertEqual(found(result, "migrate-ignored-property-view-read"), ["Panel.swift:11", "Panel.swift:16"])
        XCTAssertEqual(messages(result, "migrate-ignored-property-view-read").map { $0.components(separatedBy: ";")[0] },
                       ["view 'SharedRead' reads 'Panel.shared.title'", "view 'AliasRead' reads 'p.title'"])
    }

    // MARK: - Third review: `environmentObject(x)` written bare in a `View` extension (KeyboardCowboy)

    func testABareEnvironmentObjectCallInAViewExtensionIsRewritten() throws {
        let text = """
            import SwiftUI

            final class Pub: ObservableObject { @Published var data = 0 }

            struct Child: View {
                @EnvironmentObject var pub: Pub
                var body: some View { Text("\\(pub.data)") }
            }

            extension View {
                func designTime() -> some View {
                    environmentObject(Pub())
                }
            }

            """
        let result = migrate([("Views.swift", text)])
        XCTAssertEqual(result.summary.errors, 0)
        let out = output(result, 0)
        XCTAssert(out.contains("        environment(Pub())\n    }"), out)
        XCTAssert(out.contains("@Environment(Pub.self) var pub: Pub"), out)
        try assertOutputsTypeCheck(result)
    }

    // MARK: - Third review: `Type.shared.property` typed through the run's types (KeyboardCowboy)

    func testAChainFromASharedInstanceToAnUntypedPropertyIsTyped() throws {
        let text = """
            import SwiftUI

            final class UserSpace: @unchecked Sendable {
                static let shared = UserSpace()
                let userModesPublisher = UserModesPublisher([])
            }

            final class UserModesPublisher: ObservableObject {
                @Published var modes: [Int] = []
                init(_ modes: [Int]) { self.modes = modes }
            }

            struct Child: View {
                @EnvironmentObject var publisher: UserModesPublisher
                var body: some View { Text("\\(publisher.modes.count)") }
            }

            struct Menu: View {
                @ObservedObject var userModes = UserSpace.shared.userModesPublisher
                var body: some View { Child().environmentObject(UserSpace.shared.userModesPublisher) }
            }

            """
        let result = migrate([("Views.swift", text)])
        XCTAssertEqual(result.summary.errors, 0, "\(result.files.flatMap(\.diagnostics).map(\.message))")
        let out = output(result, 0)
        XCTAssert(out.contains("    var userModes = UserSpace.shared.userModesPublisher\n"), out)
        XCTAssert(out.contains("Child().environment(UserSpace.shared.userModesPublisher)"), out)
        try assertOutputsTypeCheck(result)
    }
}
