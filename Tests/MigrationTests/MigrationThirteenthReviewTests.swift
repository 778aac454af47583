import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of review 8e of `migrate` (75d9ff6; probes written from the patterns of
/// tisfeng/Easydict, lihaoyun6/QuickRecorder, ShikiSuen/vChewing-macOS and linearmouse).
final class MigrationThirteenthReviewTests: XCTestCase, MigrationReviewCase {
    /// F3: a parameter whose type holds `any ObservableObject` in a collection was left while
    /// the class passed in an array or dictionary literal migrated: the call no longer built
    /// (exit 0, no warning). The parameter moves with the classes passed; a function that
    /// returns `[any ObservableObject]` keeps the classes (the values returned are not followed).
    func testObservableObjectInsideACollectionParameterMovesWithTheClassesPassed() throws {
        let text = """
        import Combine
        import SwiftUI

        final class Settings: ObservableObject {
            @Published var on = false
        }
        final class Theme: ObservableObject {
            @Published var dark = false
        }
        func track(_ models: [any ObservableObject]) {}
        func byName(_ models: [String: any ObservableObject]) {}

        final class Registry {
            let settings = Settings()
            let theme = Theme()
            func setup() {
                track([settings])
                byName(["theme": theme])
            }
        }

        """
        let result = migrate([("M.swift", text)])
        XCTAssertEqual(result.summary.errors, 0)
        let out = output(result)
        XCTAssertTrue(out.contains("func track(_ models: [any Observable & AnyObject]) {}"), out)
        XCTAssertTrue(out.contains("func byName(_ models: [String: any Observable & AnyObject]) {}"), out)
        XCTAssertTrue(out.contains("@Observable\nfinal class Settings {"), out)
        XCTAssertTrue(out.contains("@Observable\nfinal class Theme {"), out)
        try assertOutputsTypeCheck(result)

        // A result written against it: what is returned is not followed, the class stays.
        let returned = """
        import Combine

        final class Kept: ObservableObject {
            @Published var n = 0
        }
        func all(_ k: Kept) -> [any ObservableObject] { [k] }

        """
        let kept = migrate([("R.swift", returned)])
        XCTAssertEqual(kept.summary.errors, 0)
        XCTAssertTrue(output(kept).contains("final class Kept: ObservableObject"), output(kept))
        try assertOutputsTypeCheck(kept)
    }

    /// F1: an `@AppStorage` key written through a `UserDefaults` value whose name does not end
    /// in "defaults" (`let ud = UserDefaults.standard`, `static let store = …`, a property typed
    /// `UserDefaults`) was no writer: no warning. Each is named at the property; a
    /// `set(_:forKey:)` on a value of another type of the run is not.
    func testStorageKeyWrittenThroughAUserDefaultsValueOfAnyNameIsReported() throws {
        let text = """
        import Foundation
        import Combine
        import SwiftUI

        final class Prefs: ObservableObject {
            @AppStorage("showBadge") var showBadge = false
            @AppStorage("theme") var theme = "light"
            @AppStorage("volume") var volume = 0.5
            @AppStorage("size") var size = 1
            @Published var other = 0
        }
        final class Box {
            var volume = 0.0
            func set(_ value: Double, forKey key: String) { volume = value }
        }
        enum Reset {
            nonisolated(unsafe) static let store = UserDefaults.standard
            static func run(box: Box, suite: UserDefaults) {
                let ud = UserDefaults.standard
                ud.set(true, forKey: "showBadge")
                store.set("dark", forKey: "theme")
                box.set(0.3, forKey: "volume")
                suite.set(2, forKey: "size")
            }
        }

        """
        let result = migrate([("M.swift", text)])
        XCTAssertEqual(result.summary.errors, 0)
        XCTAssertEqual(found(result, "migrate-storage-key-written-elsewhere"), ["M.swift:6", "M.swift:7", "M.swift:9"])
        try assertOutputsTypeCheck(result)
    }

    /// F2: an `@objc dynamic var` of an `NSObject` class set only by key-value coding counted as
    /// never set after `init`, so a view reading only it got no warning; it may be set by
    /// key-value coding or Objective-C the run does not read.
    func testObjcDynamicPropertyReadByAViewIsWarned() {
        let text = """
        import Foundation
        import Combine
        import SwiftUI

        final class Mixer: NSObject, ObservableObject {
            @Published var muted = false
            @objc dynamic var volume: Double = 0.5
        }
        struct VolumeLabel: View {
            @ObservedObject var mixer: Mixer
            var body: some View { Text("\\(mixer.volume)") }
        }
        enum Remote {
            static func apply(_ m: Mixer) {
                m.setValue(0.3, forKey: "volume")
                m.muted = true
            }
        }

        """
        let result = migrate([("M.swift", text)])
        XCTAssertEqual(found(result, "migrate-ignored-property-view-read"), ["M.swift:11"])
    }

    /// F7: `func inject(_ m: some ObservableObject)` forwarding to `.environmentObject(m)` had
    /// its parameter rewritten and then an error at the call (exit 1, the output did not
    /// build), where `<M: ObservableObject>(_ m: M)` migrated. The two forms are alike.
    func testEnvironmentObjectOfASomeObservableObjectParameterBecomesEnvironment() throws {
        let text = """
        import Combine
        import SwiftUI

        final class Settings: ObservableObject {
            @Published var on = false
        }
        extension View {
            func inject(_ m: some ObservableObject) -> some View { environmentObject(m) }
        }
        struct Root: View {
            @StateObject private var settings = Settings()
            var body: some View { Text("x").inject(settings) }
        }
        struct Leaf: View {
            @EnvironmentObject var settings: Settings
            var body: some View { Text(settings.on ? "on" : "off") }
        }

        """
        let result = migrate([("M.swift", text)])
        XCTAssertEqual(result.summary.errors, 0)
        XCTAssertTrue(output(result).contains("func inject(_ m: some Observable & AnyObject) -> some View { environment(m) }"), output(result))
        try assertOutputsTypeCheck(result)
    }

    /// F4: `deviceManager.$devices` where `deviceManager` is a computed property declared in an
    /// extension of the class that uses it: the receiver was not resolved, so every class with
    /// a `@Published devices` stayed. Only the class whose publisher is used stays.
    func testComputedReceiverDeclaredInAnExtensionResolves() throws {
        let text = """
        import Combine
        import SwiftUI

        final class DeviceManager: ObservableObject {
            nonisolated(unsafe) static let shared = DeviceManager()
            @Published var devices: [String] = []
        }
        final class PickerState: ObservableObject {
            @Published var devices: [String] = []
        }
        final class DeviceState: ObservableObject {
            @Published var current: String?
            private var subscriptions = Set<AnyCancellable>()
            init() {
                deviceManager.$devices
                    .sink { [weak self] list in self?.current = list.first }
                    .store(in: &subscriptions)
            }
        }
        extension DeviceState {
            private var deviceManager: DeviceManager {
                DeviceManager.shared
            }
        }
        struct PickerView: View {
            @StateObject var state = PickerState()
            var body: some View { Text("\\(state.devices.count)") }
        }

        """
        let result = migrate([("M.swift", text)])
        XCTAssertEqual(result.summary.errors, 0)
        let out = output(result)
        XCTAssertTrue(out.contains("final class DeviceManager: ObservableObject"), out)
        XCTAssertFalse(out.contains("final class PickerState: ObservableObject"), out)
        try assertOutputsTypeCheck(result)
    }

    /// F5: an `NSObject` subclass overriding `isEqual(_:)` has a custom `==`: a tracked
    /// property holding it skips a set whose value is `isEqual` to the current one. It was not
    /// reported as the `static func ==` case is.
    func testNSObjectIsEqualOverrideIsACustomEquality() throws {
        let text = """
        import Foundation
        import SwiftUI

        final class AppTriggerConfig: NSObject {
            var appBundleID: String
            var triggerType: Int
            init(appBundleID: String, triggerType: Int) {
                self.appBundleID = appBundleID
                self.triggerType = triggerType
            }
            override var hash: Int { appBundleID.hashValue }
            override func isEqual(_ object: Any?) -> Bool {
                guard let other = object as? AppTriggerConfig else { return false }
                return appBundleID == other.appBundleID
            }
        }
        final class DisabledAppViewModel: ObservableObject {
            @Published var appModelList: [AppTriggerConfig] = []
            @Published var current: AppTriggerConfig?
            @Published var count = 0
        }
        struct DisabledAppView: View {
            @StateObject private var viewModel = DisabledAppViewModel()
            var body: some View { Text("\\(viewModel.appModelList.map(\\.triggerType))") }
        }

        """
        let result = migrate([("M.swift", text)])
        XCTAssertEqual(result.summary.errors, 0)
        XCTAssertEqual(found(result, "migrate-custom-equality-property"), ["M.swift:18", "M.swift:19"])
        try assertOutputsTypeCheck(result)
    }

    /// F6: a class `Codable` through a protocol of the run that refines it (`protocol
    /// Persistable: Codable`) synthesizes the conformance as a direct one does, and now also
    /// encodes the macro's registrar: reported as the direct one is.
    func testCodableThroughARefiningProtocolIsReported() throws {
        let text = """
        import Foundation
        import Combine
        import SwiftUI

        protocol Persistable: Codable {}
        protocol Document: Persistable {}
        final class Doc: ObservableObject, Document {
            var title = ""
        }
        final class Doc2: ObservableObject, Codable {
            var title = ""
        }
        protocol Named { var title: String { get } }
        final class Plain: ObservableObject, Named {
            @Published var title = ""
        }

        """
        let result = migrate([("M.swift", text)])
        XCTAssertEqual(found(result, "migrate-synthesized-codable"), ["M.swift:7", "M.swift:10"])
    }
}
