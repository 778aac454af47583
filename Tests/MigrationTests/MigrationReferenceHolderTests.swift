import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Review 12b, [02] and [08]: views that stop refreshing in silence when they read, through a
/// migrated model, the state of a reference that a tracked property (or a `let` of a shared
/// instance) holds (`migrate-reference-state-view-read`).
final class MigrationReferenceHolderTests: XCTestCase, MigrationReviewCase {
    /// `path:line` of the first line of `text` (file `path`) holding `marker`.
    func at(_ path: String, _ text: String, _ marker: String) -> String {
        let lines = text.components(separatedBy: "\n")
        return "\(path):\((lines.firstIndex { $0.contains(marker) } ?? -1) + 1)"
    }

    /// 12b/02 (InfiniLink): `@Published var pairedDevice: Device?`, reassigned on connection,
    /// holds a plain class whose members are set in place. The views read its `firmware`
    /// directly and through `DeviceManager.firmware` (over `let bleManager`): each read registers
    /// `pairedDevice` only, and the in-place set redraws nothing.
    func testATrackedHolderOfAChangingPlainClassIsReported() throws {
        let text = """
        import SwiftUI

        @MainActor final class Device {
            var firmware = ""
        }

        @MainActor final class BLEManager: ObservableObject {
            static let shared = BLEManager()
            @Published var pairedDevice: Device?
            @Published var heartRate = 0

            func connect() { pairedDevice = Device() }
            func didRead(firmware: String) { pairedDevice?.firmware = firmware }
            func didMeasure(_ bpm: Int) { heartRate = bpm }
        }

        @MainActor final class DeviceManager: ObservableObject {
            static let shared = DeviceManager()
            let bleManager = BLEManager.shared
            @Published var watches: [String] = []
            var firmware: String { bleManager.pairedDevice?.firmware ?? "1.0.0" }
        }

        struct AboutSettingsView: View {
            @ObservedObject var deviceManager = DeviceManager.shared
            @ObservedObject var bleManager = BLEManager.shared
            var body: some View {
                VStack {
                    Text(deviceManager.firmware) // via
                    Text(bleManager.pairedDevice?.firmware ?? "") // direct
                    Text(bleManager.pairedDevice == nil ? "none" : "paired") // holder only
                    Text("\\(bleManager.heartRate)")
                }
            }
        }

        """
        let result = migrate([("Device.swift", text)])
        XCTAssertEqual(found(result, "migrate-reference-state-view-read"),
                       [at("Device.swift", text, "// via"), at("Device.swift", text, "// direct")])
        let messages = result.files.flatMap(\.diagnostics).filter { $0.id == "migrate-reference-state-view-read" }.map(\.message)
        XCTAssertTrue(messages.contains { $0.contains("'deviceManager.firmware', which reads through 'bleManager.pairedDevice'") && $0.contains("'Device'") }, "\(messages)")
        XCTAssertEqual(result.files.flatMap(\.diagnostics).filter { $0.severity == .error }.count, 0)
        try assertOutputsTypeCheck(result)
    }

    /// 12b/02 as the app has it: `Device` is a Core Data entity the run does not declare
    /// (generated), `@Published var pairedDevice: Device!`, its members set from another class
    /// (`bleManager.pairedDevice.firmware = …`), fetched as one (`Device.fetchRequest()`). A
    /// read of a member of another module's type held by a tracked property that nothing sets a
    /// member through stays silent; so does one whose members are set but which the run does
    /// not show to be a class (`region.center = …` of a structure goes through the tracked
    /// setter, which notifies), and a type qualified by a module's name (`Runner.Manga`) whose
    /// last name is a class of the run.
    func testATrackedHolderOfAnImportedClassSetInPlaceIsReported() throws {
        let text = """
        import SwiftUI
        import CoreData

        final class Manga { var title = "" }

        final class BLEManager: ObservableObject {
            static let shared = BLEManager()
            @Published var pairedDevice: Device!
            @Published var location: CLLocation?
            @Published var region: MapRegion
            @Published var manga: Runner.Manga
            @Published var heartRate = 0

            func fetchDevice() -> Device? {
                let request: NSFetchRequest<Device> = Device.fetchRequest()
                return try? context.fetch(request).first
            }
            func move() {
                region.center = .zero
                manga.title = "x"
            }
        }

        final class DeviceManager: ObservableObject {
            let bleManager = BLEManager.shared
            @Published var watches: [String] = []
            func updateInfo(_ value: String) {
                bleManager.pairedDevice.firmware = value
            }
        }

        func retitle(_ manga: Manga) { manga.title = "y" }

        struct DeviceView: View {
            @ObservedObject var bleManager = BLEManager.shared
            var body: some View {
                Text(bleManager.pairedDevice.firmware ?? "") // device
                Text("\\(bleManager.location?.altitude ?? 0)") // location
                Text("\\(bleManager.region.center.x)") // region
                Text(bleManager.manga.title) // manga
            }
        }

        """
        let result = migrate([("Device.swift", text)])
        XCTAssertEqual(found(result, "migrate-reference-state-view-read"), [at("Device.swift", text, "// device")])
    }

    /// 12b/08 case A (OpenSuperWhisper): a tracked `var` never reassigned holding a class that
    /// stays an `ObservableObject` (its `$progress` is subscribed), or a plain class whose state
    /// changes: the view held only the outer model, and its reads through them register the
    /// holder only. A read through a holder of a class that is `@Observable` after the run is
    /// followed; a read of a `let` of the held class, or one after `await` (an async closure,
    /// not the redraw), misses nothing: no warning.
    func testATrackedHolderOfAKeptOrPlainClassIsReported() throws {
        let text = """
        import Combine
        import SwiftUI

        @MainActor final class TranscriptionService: ObservableObject {
            static let shared = TranscriptionService()
            @Published var isLoading = true
            @Published var progress = 0.0
            func modelLoaded() { isLoading = false }
        }

        @MainActor final class PlainService {
            let name = "plain"
            var isLoading = true
            func modelLoaded() { isLoading = false }
            func reload() async { isLoading = true }
        }

        @MainActor final class Recorder: ObservableObject {
            @Published var isRecording = false
            func start() { isRecording = true }
        }

        @MainActor final class ContentViewModel: ObservableObject {
            @Published var transcriptionService: TranscriptionService = TranscriptionService.shared
            @Published var plain: PlainService = PlainService()
            @Published var other: PlainService = PlainService()
            @Published var third: PlainService = PlainService()
            @Published var recorder: Recorder = Recorder()
            @Published var recordings: [String] = []
            private var cancellables = Set<AnyCancellable>()

            init() {
                transcriptionService.$progress.sink { _ in }.store(in: &cancellables)
            }

            var isRecording: Bool { recorder.isRecording }
            func reload() { recordings = ["a"] }
        }

        struct ErrorView: View {
            let retry: () async -> Void
            var body: some View { Text("error") }
        }

        struct ContentView: View {
            @StateObject private var viewModel = ContentViewModel()
            var body: some View {
                VStack {
                    Text(viewModel.transcriptionService.isLoading ? "A loading" : "A ready") // kept
                    Text(viewModel.plain.isLoading ? "P loading" : "P ready") // plain
                    Text(viewModel.recorder.isRecording ? "rec" : "idle") // observable
                    Text(viewModel.isRecording ? "rec" : "idle") // observable member
                    Text(viewModel.other.name) // a let
                    ErrorView(retry: { await viewModel.third.reload() }) // async
                }
            }
        }

        """
        let result = migrate([("Model.swift", text)])
        XCTAssertEqual(found(result, "migrate-class-kept"), [at("Model.swift", text, "class TranscriptionService")])
        XCTAssertEqual(found(result, "migrate-reference-state-view-read"),
                       [at("Model.swift", text, "// kept"), at("Model.swift", text, "// plain")])
        let messages = result.files.flatMap(\.diagnostics).filter { $0.id == "migrate-reference-state-view-read" }.map(\.message)
        XCTAssertTrue(messages.first?.contains("'TranscriptionService', which stays an 'ObservableObject'") == true, "\(messages)")
        XCTAssertEqual(result.files.flatMap(\.diagnostics).filter { $0.severity == .error }.count, 0)
        try assertOutputsTypeCheck(result)
    }

    /// 12b/08 case B: a `let` (or a `var` set only in `init`) initialised with a shared instance
    /// (`PlainService.shared`) is the same holder as one initialised with `PlainService()`, and a
    /// tracked `var` initialised with one is typed too (case A as the app writes it). A tracked
    /// `var q = Q.shared` of a migrated `Q`, with no written type, gets the
    /// `migrate-nested-observable` note that `var q: Q = .shared` gets.
    func testASharedInstanceInitializerTypesTheHolder() throws {
        let text = """
        import SwiftUI

        @MainActor final class PlainService {
            static let shared = PlainService()
            var isLoading = true
            func modelLoaded() { isLoading = false }
        }

        @MainActor final class Q: ObservableObject {
            static let shared = Q()
            @Published var busy = false
        }

        @MainActor final class ContentViewModel: ObservableObject {
            let plainShared = PlainService.shared
            var settled = PlainService.shared
            @Published var tracked = PlainService.shared
            @Published var q1 = Q.shared
            @Published var q2: Q = .shared
            @Published var recordings: [String] = []
            func reload() { recordings = ["a"] }
        }

        struct ContentView: View {
            @StateObject private var viewModel = ContentViewModel()
            var body: some View {
                VStack {
                    Text(viewModel.plainShared.isLoading ? "B loading" : "B ready") // let
                    Text(viewModel.settled.isLoading ? "S loading" : "S ready") // settled
                    Text(viewModel.tracked.isLoading ? "T loading" : "T ready") // tracked
                    Text(viewModel.q1.busy ? "busy" : "idle") // observable
                }
            }
        }

        """
        let result = migrate([("Model.swift", text)])
        XCTAssertEqual(found(result, "migrate-reference-state-view-read"),
                       [at("Model.swift", text, "// let"), at("Model.swift", text, "// settled"), at("Model.swift", text, "// tracked")])
        XCTAssertEqual(found(result, "migrate-nested-observable"),
                       [at("Model.swift", text, "var q1 = Q.shared"), at("Model.swift", text, "var q2: Q = .shared")])
        XCTAssertEqual(result.files.flatMap(\.diagnostics).filter { $0.severity == .error }.count, 0)
        try assertOutputsTypeCheck(result)
    }

    /// Merge of two rules: a member that reads a tracked property of its model is followed
    /// (review 12a/05), but a member that reads only the tracked holder of a changing class
    /// (`var fw: String { pairedDevice?.firmware ?? "" }`) follows the holder's reassignment,
    /// not the held object's changes: the view's read of it is still reported.
    func testAMemberReadingOnlyTheTrackedHolderIsNotFollowed() throws {
        let text = """
        import SwiftUI

        @MainActor final class Device {
            var firmware = ""
        }

        @MainActor final class BLEManager: ObservableObject {
            @Published var pairedDevice: Device?
            @Published var revision = 0

            func connect() { pairedDevice = Device() }
            func didRead(firmware: String) { pairedDevice?.firmware = firmware }
            var fw: String { pairedDevice?.firmware ?? "" }
            var stamped: String { _ = revision; return pairedDevice?.firmware ?? "" }
        }

        struct AboutView: View {
            @ObservedObject var bleManager: BLEManager
            var body: some View {
                VStack {
                    Text(bleManager.fw) // holder only
                    Text(bleManager.stamped) // revision
                }
            }
        }

        """
        let result = migrate([("Device.swift", text)])
        XCTAssertEqual(found(result, "migrate-reference-state-view-read"), [at("Device.swift", text, "// holder only")])
        try assertOutputsTypeCheck(result)
    }
}
