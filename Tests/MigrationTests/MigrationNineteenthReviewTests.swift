import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of review 12b of `migrate` (f7adaca): false errors and noise on real apps.
final class MigrationNineteenthReviewTests: XCTestCase, MigrationReviewCase {
    /// 12b/04 (OpenSuperWhisper, 2 errors, exit 1): `@StateObject private var vm = { let vm = T(); …; return vm }()`
    /// and `{ T() }()`: the closure's type is its returned local's (or its one call's).
    func testAClosureReturningATypedLocalTypesTheStateObject() throws {
        let text = """
        import SwiftUI

        final class IndicatorViewModel: ObservableObject {
            @Published var state = 0
        }

        struct IndicatorWindow: View {
            @ObservedObject var viewModel: IndicatorViewModel
            var body: some View { Text("\\(viewModel.state)") }
        }

        struct IndicatorWindowPreview: View {
            @StateObject private var decodingVM = {
                let vm = IndicatorViewModel()
                vm.state = 2
                return vm
            }()
            @StateObject private var typedVM = {
                let vm: IndicatorViewModel = .init()
                return vm
            }()
            @StateObject private var plainVM = { IndicatorViewModel() }()

            var body: some View {
                VStack {
                    IndicatorWindow(viewModel: decodingVM)
                    IndicatorWindow(viewModel: typedVM)
                    IndicatorWindow(viewModel: plainVM)
                }
            }
        }

        """
        let result = migrate([("Preview.swift", text)])
        XCTAssertEqual(found(result, "migrate-unknown-wrapped-type"), [])
        XCTAssertEqual(result.files.flatMap(\.diagnostics).filter { $0.severity == .error }.count, 0)
        let out = output(result)
        XCTAssertTrue(out.contains("@State private var decodingVM = {"), out)
        XCTAssertTrue(out.contains("@State private var typedVM = {"), out)
        XCTAssertTrue(out.contains("@State private var plainVM = { IndicatorViewModel() }()"), out)
        try assertOutputsTypeCheck(result)
    }

    /// A closure whose returned local is typed only through a function's result, or that
    /// returns on one path a call of a function: each `return` is typed as an argument is
    /// (review 29c, Petrichor), so both are told (`Model`); before they were errors.
    func testAClosureWhoseReturnsAreTypedThroughAFunctionResultIsTold() throws {
        let text = """
        import SwiftUI

        final class Model: ObservableObject { @Published var state = 0 }
        func make() -> Model { Model() }

        struct Preview: View {
            @StateObject private var a = {
                let vm = Model()
                if vm.state > 0 { return make() }
                return vm
            }()
            @StateObject private var b = {
                let vm = make()
                return vm
            }()
            var body: some View { Text("\\(a.state) \\(b.state)") }
        }

        """
        let result = migrate([("Preview.swift", text)])
        XCTAssertEqual(found(result, "migrate-unknown-wrapped-type"), [])
        let out = output(result)
        XCTAssertTrue(out.contains("@State private var a = {"), out)
        XCTAssertTrue(out.contains("@State private var b = {"), out)
        try assertOutputsTypeCheck(result)
        // A closure with one `return` that cannot be told still is an error.
        let untold = migrate([("Preview.swift", text.replacingOccurrences(of: "if vm.state > 0 { return make() }", with: "if vm.state > 0 { return unknownFactory() }"))])
        XCTAssertEqual(found(untold, "migrate-unknown-wrapped-type"), ["Preview.swift:7"])
    }

    /// 12b/05 (MacPacker, 21 false warnings): `forKey: key` and `forKey: Keys.defaultOrderColumn`
    /// name `static let` literals in scope; an unrelated local `let key = …` or `let
    /// defaultOrderColumn = …` in another file no longer hides them. A constant that is a
    /// migrated key is still reported, and `@AppStorage(Keys.quit)` reads its literal.
    func testStaticLetKeysAreResolvedInScope() throws {
        let keys = """
        import Foundation

        public enum Keys {
            public static let defaultOrderColumn = "defaultOrderColum"
            public static let quit = "quitOnLastWindowClosed"
            static let updates = "checkForUpdates"
        }

        enum RecentArchives {
            private static let key = "recentArchives"

            static func clear() {
                UserDefaults.standard.removeObject(forKey: key)
            }

            static func reset() {
                UserDefaults.standard.set("name", forKey: Keys.defaultOrderColumn)
                UserDefaults.standard.set(false, forKey: Keys.updates)
                UserDefaults.standard.set(true, forKey: "quitOnLastWindowClosed")
            }

            static func shadowed(key: String) {
                UserDefaults.standard.removeObject(forKey: key)
            }
        }

        """
        let other = """
        import Foundation

        func bookmarkKey(_ url: URL) -> String { "bm." + url.path }

        func storeBookmarks(_ urls: [URL]) {
            for url in urls {
                let key = bookmarkKey(url)
                print(key)
            }
            let defaultOrderColumn = UserDefaults.standard.string(forKey: Keys.defaultOrderColumn)
            print(defaultOrderColumn ?? "")
        }

        """
        let settings = """
        import SwiftUI

        final class AppSettings: ObservableObject {
            @AppStorage("checkForUpdates") var checkForUpdates = true
            @AppStorage(Keys.quit) var quitOnLastWindowClosed = true
        }

        struct SettingsView: View {
            @StateObject var settings = AppSettings()
            var body: some View { Toggle("Updates", isOn: $settings.checkForUpdates) }
        }

        """
        let result = migrate([("Keys.swift", keys), ("Other.swift", other), ("Settings.swift", settings)])
        // Only the write of a migrated key through a constant, and the parameter `key`.
        XCTAssertEqual(found(result, "migrate-storage-key-unknown-writer"), ["Keys.swift:18", "Keys.swift:23"])
        XCTAssertEqual(found(result, "migrate-storage-key-not-literal"), [])
        XCTAssertEqual(found(result, "migrate-storage-key-written-elsewhere"), ["Settings.swift:5"])
        try assertOutputsTypeCheck(result)
    }

    /// An `.xcodeproj` of one target: the project's configuration sets `project`, the target's
    /// `target` (nil: the target sets none).
    static func project(_ setting: String, project: String, target: String?) -> String {
        """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjects = {

        /* Begin PBXNativeTarget section */
        \t\tA1 /* App */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = A11 /* Build configuration list for PBXNativeTarget "App" */;
        \t\t\tname = App;
        \t\t};
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        \t\tA2 /* Project object */ = {
        \t\t\tisa = PBXProject;
        \t\t\tbuildConfigurationList = A12 /* Build configuration list for PBXProject "App" */;
        \t\t\ttargets = (
        \t\t\t\tA1 /* App */,
        \t\t\t);
        \t\t};
        /* End PBXProject section */

        /* Begin XCBuildConfiguration section */
        \t\tA21 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\t\(setting) = \(project);
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t\tA22 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\t\(target.map { "\(setting) = \($0);" } ?? "SWIFT_VERSION = 5.0;")
        \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        /* End XCBuildConfiguration section */

        /* Begin XCConfigurationList section */
        \t\tA11 /* Build configuration list for PBXNativeTarget "App" */ = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\tA22 /* Debug */,
        \t\t\t);
        \t\t};
        \t\tA12 /* Build configuration list for PBXProject "App" */ = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\tA21 /* Debug */,
        \t\t\t);
        \t\t};
        /* End XCConfigurationList section */
        \t};
        \trootObject = A2 /* Project object */;
        }

        """
    }

    /// The deployment-target warnings of `migrate --dry-run` over an app whose project file is `project`.
    func deploymentWarnings(_ project: String) throws -> [String] {
        let folder = try MigrationSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("before/App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("before/App.xcodeproj"), withIntermediateDirectories: true)
        try Data(project.utf8).write(to: folder.appendingPathComponent("before/App.xcodeproj/project.pbxproj"))
        try Data("""
            import SwiftUI

            final class AppState: ObservableObject {
                @Published var tab = 0
            }

            """.utf8).write(to: app.appendingPathComponent("Model.swift"))
        let run = try MigrationSupport.tool(["migrate", "--dry-run", "-q", "before"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        return run.stderr.split(separator: "\n").filter { $0.contains("lower than Observation needs") }.map { String($0.prefix { $0 != "'" }) }
    }

    /// 12b/09 (MacPacker): the project's macOS 12.0 is overridden by every target's 14.6: no
    /// warning. InfiniLink's shape (project 14.5, targets 15.0): the warning names the target's
    /// line. A target that sets none takes the project's: warned there.
    func testAProjectLevelTargetThatEveryTargetOverridesDoesNotCount() throws {
        XCTAssertEqual(try deploymentWarnings(Self.project("MACOSX_DEPLOYMENT_TARGET", project: "12.0", target: "14.6")), [])
        XCTAssertEqual(try deploymentWarnings(Self.project("IPHONEOS_DEPLOYMENT_TARGET", project: "14.5", target: "15.0")),
                       ["before/App.xcodeproj/project.pbxproj:35:5: warning: "])
        XCTAssertEqual(try deploymentWarnings(Self.project("MACOSX_DEPLOYMENT_TARGET", project: "12.0", target: nil)),
                       ["before/App.xcodeproj/project.pbxproj:28:5: warning: "])
    }

    /// 12b/06 (InfiniLink, 7 false warnings): a helper struct that is no `View` is not redrawn;
    /// a `View` (directly, through an extension, or through a protocol of the run refining
    /// `View`) that reads the ignored property is still warned. The model is held through
    /// `@ObservedObject`: a view holding it in a plain `let` never observed it (review 31c/02).
    func testANonViewStructIsNoView() throws {
        let text = """
        import SwiftUI

        final class BLEManager: ObservableObject {
            @Published var isConnected = false
            var notifyCharacteristic: String?

            func disconnected() {
                isConnected = false
                notifyCharacteristic = nil
            }
        }

        struct BLEWriteManager {
            @ObservedObject var bleManager: BLEManager

            func sendNotification(_ text: String) {
                print(text, bleManager.notifyCharacteristic ?? "")
            }
        }

        protocol Card: View {}

        struct StatusCard: Card {
            @ObservedObject var bleManager: BLEManager
            var body: some View { Text(bleManager.notifyCharacteristic ?? "") }
        }

        struct StatusRow {
            @ObservedObject var bleManager: BLEManager
            var body: some View { Text(bleManager.notifyCharacteristic ?? "") }
        }

        extension StatusRow: View {}

        """
        let result = migrate([("BLE.swift", text)])
        XCTAssertEqual(found(result, "migrate-ignored-property-view-read"), ["BLE.swift:25", "BLE.swift:30"])
        try assertOutputsTypeCheck(result)
    }

    /// 12b/07 (12 noisy warnings in four apps): a method with a result that reads an ignored
    /// property, which no view reaches (a window manager class calls it), gets no warning; one
    /// that a view's redraw reaches (through a member of the view) keeps it, beside the view-read
    /// warning; a `public` one (views of another module may call it) keeps it too.
    func testAnIgnoredReadInAMethodNoViewReachesIsNotReported() throws {
        let text = """
        import Foundation
        import SwiftUI

        final class IndicatorViewModel: ObservableObject {
            @Published var isConfirmingCancel = false
            var recordingStartedAt: Date?

            func start() { recordingStartedAt = Date() }

            func handleCancelRequest() -> Bool {
                guard let start = recordingStartedAt, Date().timeIntervalSince(start) > 10 else { return false }
                isConfirmingCancel = true
                return true
            }

            func elapsed() -> String {
                recordingStartedAt.map { "\\(Date().timeIntervalSince($0))" } ?? ""
            }

            public func startedLabel() -> String {
                recordingStartedAt == nil ? "" : "started"
            }
        }

        final class IndicatorWindowManager {
            let viewModel = IndicatorViewModel()
            func escapePressed() -> Bool { viewModel.handleCancelRequest() }
        }

        struct IndicatorWindow: View {
            @ObservedObject var viewModel: IndicatorViewModel
            var body: some View {
                VStack {
                    Text(viewModel.isConfirmingCancel ? "Press Esc again" : "")
                    timer
                }
            }
            private var timer: some View { Text(viewModel.elapsed()) }
        }

        """
        let result = migrate([("Indicator.swift", text)])
        XCTAssertEqual(found(result, "migrate-ignored-property-read"), ["Indicator.swift:17", "Indicator.swift:21"])
        XCTAssertEqual(found(result, "migrate-ignored-property-view-read"), ["Indicator.swift:38"])
        try assertOutputsTypeCheck(result)
    }
}
