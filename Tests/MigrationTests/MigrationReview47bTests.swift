import Foundation
import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of review 47b of `migrate`: writes the "whose state changes" tests did not see, so
/// views that were redrawn by a model's other `@Published` changes lost them in silence. A
/// binding a control sets (`Toggle(isOn: $preferences.x)`, `TextField(text: $m.device.name)`)
/// and a Combine pipeline set up in `init` (`assign(to: &$x)`) change the property after `init`.
/// Each test has its repro's control: with no writer at all, nothing is said.
final class MigrationReview47bTests: XCTestCase, MigrationReviewCase {
    static let preferences = """
        import SwiftUI
        import Combine

        final class Preferences: ObservableObject {
            static let shared = Preferences()
            @Published var showCounterButton = true
        }

        """

    static let zikrModel = """
        import SwiftUI
        import Combine

        final class ZikrViewModel: ObservableObject {
            let preferences: Preferences
            @Published var remainingRepeats = 3

            init(preferences: Preferences = .shared) {
                self.preferences = preferences
            }

            var showCounterButton: Bool {
                preferences.showCounterButton
            }

            func increment() {
                remainingRepeats -= 1
            }
        }

        """

    static func zikrViews(settings: String) -> String {
        """
        import SwiftUI

        struct CounterSettingsView: View {
            @EnvironmentObject var preferences: Preferences
            var body: some View {
                \(settings)
                    .onReceive(preferences.$showCounterButton) { _ in }
            }
        }

        struct CounterButtonOverlay: View {
            @ObservedObject var viewModel: ZikrViewModel
            var body: some View {
                if viewModel.showCounterButton {
                    Text("Tap to count")
                }
            }
        }

        """
    }

    /// azkar (47b/05): `Preferences` stays an `ObservableObject` and its setting is set only by
    /// `Toggle(isOn: $preferences.showCounterButton)`. The overlay read it through the migrated
    /// model's `let preferences` and was redrawn by the model's `@Published` changes; now the
    /// read registers nothing. The binding is a write, as `preferences.showCounterButton.toggle()`
    /// is, so the held object's state changes and the read is warned.
    func testASettingWrittenOnlyThroughABindingIsStateThatChanges() {
        let toggled = migrate([("Preferences.swift", Self.preferences), ("ZikrViewModel.swift", Self.zikrModel),
                               ("Views.swift", Self.zikrViews(settings: "Toggle(\"Show counter button\", isOn: $preferences.showCounterButton)"))])
        XCTAssertEqual(found(toggled, "migrate-reference-state-view-read"), ["Views.swift:14"])
        // Control: nothing writes the setting, so the held object's state never changes.
        let shown = migrate([("Preferences.swift", Self.preferences), ("ZikrViewModel.swift", Self.zikrModel),
                             ("Views.swift", Self.zikrViews(settings: "Text(preferences.showCounterButton ? \"on\" : \"off\")"))])
        XCTAssertEqual(found(shown, "migrate-reference-state-view-read"), [])
    }

    static let bleManager = """
        import SwiftUI
        import Combine

        final class Device {
            var name = "LumiFur"
        }

        final class BLEManager: ObservableObject {
            @Published var pairedDevice = Device()
            @Published var signalStrength = -60

            func updateSignal(_ rssi: Int) {
                signalStrength = rssi
            }
        }

        """

    static func deviceViews(rename: String) -> String {
        """
        import SwiftUI

        struct RenameDeviceView: View {
            @ObservedObject var manager: BLEManager
            var body: some View {
                \(rename)
            }
        }

        struct DeviceTitle: View {
            @ObservedObject var manager: BLEManager
            var body: some View {
                Text(manager.pairedDevice.name)
            }
        }

        """
    }

    /// LumiFur's pattern (47b/06): the plain `Device` a tracked property holds is renamed only
    /// by `TextField(text: $manager.pairedDevice.name)`, which sets `name` on the object through
    /// the key path: no setter of `pairedDevice` runs. `DeviceTitle` was redrawn by every
    /// `signalStrength` change before; now only a reassigned `pairedDevice` redraws it.
    func testAnObjectChangedInPlaceOnlyThroughABindingChainIsStateThatChanges() {
        let renamed = migrate([("BLEManager.swift", Self.bleManager),
                               ("Views.swift", Self.deviceViews(rename: "TextField(\"Name\", text: $manager.pairedDevice.name)"))])
        XCTAssertEqual(found(renamed, "migrate-reference-state-view-read"), ["Views.swift:6", "Views.swift:13"])
        // Control: nothing renames the device, its state never changes.
        let shown = migrate([("BLEManager.swift", Self.bleManager),
                             ("Views.swift", Self.deviceViews(rename: "Text(manager.pairedDevice.name)"))])
        XCTAssertEqual(found(shown, "migrate-reference-state-view-read"), [])
    }

    static func player(setUp: String) -> String {
        """
        import Foundation
        import Combine

        final class PlayerViewModel: ObservableObject {
            @Published private(set) var isPlaying = false
            @Published private(set) var progress = 0.0
            private let playbackState = PassthroughSubject<Bool, Never>()

            init() {
                \(setUp)
            }

            func play() { playbackState.send(true) }
        }

        """
    }

    static let playerHolder = """
        import Foundation
        import Combine

        final class ZikrViewModel: ObservableObject {
            let playerViewModel: PlayerViewModel
            @Published var indexToHighlight: Int?

            init(playerViewModel: PlayerViewModel) {
                self.playerViewModel = playerViewModel
            }

            var isPlaying: Bool { playerViewModel.isPlaying }

            func highlight(_ index: Int) { indexToHighlight = index }
        }

        """

    /// `PlayerBadge` subscribes to the player's publisher, which keeps the class an
    /// `ObservableObject` whatever its `init` does.
    static let playIcon = """
        import SwiftUI

        struct PlayIcon: View {
            @ObservedObject var viewModel: ZikrViewModel
            var body: some View {
                Image(systemName: viewModel.isPlaying ? "pause.fill" : "play.fill")
            }
        }

        struct PlayerBadge: View {
            @EnvironmentObject var player: PlayerViewModel
            var body: some View {
                Text("Player").onReceive(player.$isPlaying) { _ in }
            }
        }

        """

    /// azkar's `PlayerViewModel` (47b/07): `isPlaying` changes only through a pipeline set up in
    /// `init`, `assign(to: &$isPlaying)` (or `assign(to: \\.isPlaying, on: self)`), which writes
    /// each time the publisher fires. The class stays an `ObservableObject`; the view read it
    /// through the migrated model's `let` and is warned, as with a direct write.
    func testAPipelineAssignedInInitIsStateThatChanges() {
        for setUp in ["playbackState.receive(on: DispatchQueue.main).assign(to: &$isPlaying)",
                      "playbackState.receive(on: DispatchQueue.main).assign(to: &self.$isPlaying)",
                      "cancellable = playbackState.assign(to: \\.isPlaying, on: self)"] {
            let text = Self.player(setUp: setUp).replacingOccurrences(of: "    init() {", with: "    var cancellable: AnyCancellable?\n\n    init() {")
            let result = migrate([("PlayerViewModel.swift", text), ("ZikrViewModel.swift", Self.playerHolder), ("Views.swift", Self.playIcon)])
            XCTAssertEqual(found(result, "migrate-reference-state-view-read"), ["Views.swift:6"], setUp)
        }
        // Control: no pipeline, no write: the kept player's state never changes.
        let result = migrate([("PlayerViewModel.swift", Self.player(setUp: "_ = playbackState")),
                              ("ZikrViewModel.swift", Self.playerHolder), ("Views.swift", Self.playIcon)])
        XCTAssertFalse(output(result, 0).contains("@Observable"), output(result, 0))
        XCTAssertTrue(output(result, 1).contains("@Observable"), output(result, 1))
        XCTAssertEqual(found(result, "migrate-reference-state-view-read"), [])
    }

    static let listSettings = """
        import SwiftUI
        import Combine

        final class ListSettings: ObservableObject {
            @Published var showsHiddenFiles = false
        }

        """

    static func tableViews(pane: String) -> String {
        """
        import SwiftUI
        import AppKit

        struct SettingsPane: View {
            @EnvironmentObject var settings: ListSettings
            var body: some View {
                \(pane)
            }
        }

        struct FileTable: NSViewRepresentable {
            @ObservedObject var settings: ListSettings
            func makeNSView(context: Context) -> NSTableView { NSTableView() }
            func updateNSView(_ tableView: NSTableView, context: Context) {
                tableView.reloadData()
            }
        }

        """
    }

    /// The settings pattern of ControlRoom and LumiFur with README's representable (47b/08):
    /// `showsHiddenFiles` changes only through `Toggle(isOn: $settings.showsHiddenFiles)`;
    /// `updateNSView` reads nothing of the model and was re-run by each change. The binding is a
    /// change of the tracked property after `init`, named in the warning.
    func testATrackedPropertyChangedOnlyThroughABindingIsAChange() throws {
        let toggled = migrate([("ListSettings.swift", Self.listSettings),
                               ("Views.swift", Self.tableViews(pane: "Toggle(\"Show hidden files\", isOn: $settings.showsHiddenFiles)"))])
        XCTAssertEqual(found(toggled, "migrate-tracked-property-unread"), ["Views.swift:12"])
        let message = try XCTUnwrap(toggled.files[1].diagnostics.first { $0.id == "migrate-tracked-property-unread" }?.message)
        XCTAssertTrue(message.contains("'showsHiddenFiles' at Views.swift:7"), message)
        // Control: nothing changes the setting.
        let shown = migrate([("ListSettings.swift", Self.listSettings),
                             ("Views.swift", Self.tableViews(pane: "Text(settings.showsHiddenFiles ? \"shown\" : \"hidden\")"))])
        XCTAssertEqual(found(shown, "migrate-tracked-property-unread"), [])
    }

    /// LumiFur (47b/03): a test file saved into `LumiFur.xcodeproj` (built by no target) holds a
    /// raw string that does not lex, and stopped the whole folder run with exit 1. The folder
    /// walk leaves out Xcode project and workspace bundles, for `migrate` and for expansion;
    /// named as an input, a bundle is read (and its error said).
    func testAFolderWalkLeavesOutXcodeProjectAndWorkspaceBundles() throws {
        let folder = try MigrationSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let stray = "struct StrayTests {\n    let json = #\"[\n      1\n    ]\"#\n}\n"
        let files = [
            ("App/App/Counter.swift", "import SwiftUI\n\nfinal class Counter: ObservableObject {\n    @Published var count = 0\n}\n"),
            ("App/App/Model.swift", "// @Observable\nfinal class Model {\n    var count = 0\n}\n"),
            ("App/App.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{\n}\n"),
            ("App/App.xcodeproj/StrayTests.swift", stray),
            ("App/App.xcworkspace/Stray.swift", stray),
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let run = try MigrationSupport.tool(["migrate", "--in-place", "App"], in: folder)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertFalse(run.stderr.contains("StrayTests.swift"), run.stderr)
        XCTAssertTrue(try MigrationSupport.read(folder.appendingPathComponent("App/App/Counter.swift")).contains("@Observable"))
        // Expansion's folder mode: no output for the bundles' files.
        let expanded = try MigrationSupport.tool(["App", "-o", "Out"], in: folder)
        XCTAssertEqual(expanded.status, 0, expanded.stdout + expanded.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Out/App/Model.swift").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Out/App.xcodeproj").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Out/App.xcworkspace").path))
        // Named as an input, the bundle is read.
        let named = try MigrationSupport.tool(["migrate", "--dry-run", "App/App.xcodeproj"], in: folder)
        XCTAssertEqual(named.status, 1, named.stdout + named.stderr)
        XCTAssertTrue(named.stderr.contains("StrayTests.swift"), named.stderr)
    }
}
