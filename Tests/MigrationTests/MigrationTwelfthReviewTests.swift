import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of the twelfth review of `migrate` (review8d of 75d9ff6: airsync-mac, Easydict,
/// Copilot for Xcode, FlowDown, Basic-Car-Maintenance).
final class MigrationTwelfthReviewTests: XCTestCase, MigrationReviewCase {
    /// Easydict's `ServiceItemViewModel.isEnable`: a computed property that reads through a
    /// `let` holding a plain class (`service.enabled`). Before, every `@Published` change
    /// redrew the view, which showed the new state; after, the read registers nothing (checked
    /// with the Observation runtime), and the tool said nothing. The view's read is reported;
    /// a `let` of a class whose state nothing changes, and a `let` of a value, are not.
    func testViewReadThroughALetOfAChangingPlainClassIsReported() throws {
        let row = """
        import SwiftUI

        final class Service {
            var enabled = false
        }
        final class Fixed {
            var name = "a"
        }
        final class ItemModel: ObservableObject {
            let service: Service
            let fixed = Fixed()
            let title: String
            @Published var version = 0

            init(service: Service, title: String) { self.service = service; self.title = title }

            var isEnabled: Bool { service.enabled }
            var label: String { fixed.name + title }

            func toggle() {
                service.enabled.toggle()
                version += 1
            }
        }
        struct Child: View {
            let service: Service
            var body: some View { Text("") }
        }
        struct Row: View {
            @ObservedObject var model: ItemModel
            var body: some View {
                VStack {
                    Text(model.isEnabled ? "On" : "Off")
                    Text(model.label)
                    Child(service: model.service)
                    stamp
                    Button("Toggle") { model.toggle() }
                }
            }
            var stamp: some View {
                model.service.enabled = true
                return Text("")
            }
        }

        """
        let result = migrate([("Row.swift", row)])
        XCTAssertEqual(result.summary.errors, 0)
        XCTAssertEqual(found(result, "migrate-reference-state-view-read"), ["Row.swift:33"])
        XCTAssertEqual(found(result, "migrate-ignored-property-view-read"), [])
        XCTAssertEqual(found(result, "migrate-ignored-property-read"), [])
        let message = result.files[0].diagnostics.first { $0.id == "migrate-reference-state-view-read" }?.message ?? ""
        XCTAssertTrue(message.contains("'model.isEnabled'") && message.contains("'Service'") && message.contains("make 'Service' '@Observable'"), message)
        try assertOutputsTypeCheck(result)
    }

    /// The same read through a `let` of a type the run does not declare (an imported class):
    /// it counts as changing when the run calls a method on it.
    func testViewReadThroughALetOfAnImportedTypeCalledOnIsReported() throws {
        let source = """
        import Foundation
        import SwiftUI

        final class Prefs: ObservableObject {
            let defaults: UserDefaults
            let stamp: Date
            static let base = URL(fileURLWithPath: "/")
            let folder = Prefs.base.appendingPathComponent("x")
            @Published var version = 0
            init(defaults: UserDefaults) { self.defaults = defaults; self.stamp = Date() }
            var optIn: Bool { defaults.bool(forKey: "optIn") }
            var day: Double { stamp.timeIntervalSince1970 }
            func set(_ on: Bool) { defaults.set(on, forKey: "optIn"); version += 1 }
            func sub() -> URL { folder.appendingPathComponent("y") }
        }
        struct PrefsView: View {
            @ObservedObject var prefs: Prefs
            var body: some View { Text(prefs.optIn ? "yes \\(prefs.day) \\(prefs.folder.lastPathComponent)" : "no") }
        }

        """
        let result = migrate([("Prefs.swift", source)])
        XCTAssertEqual(result.summary.errors, 0)
        XCTAssertEqual(found(result, "migrate-reference-state-view-read"), ["Prefs.swift:18"])
        try assertOutputsTypeCheck(result)
    }

    /// Basic-Car-Maintenance: a class `@Observable` already that also conforms to
    /// `ObservableObject`, held in `@State` and in a plain `let`: SwiftUI tracked its reads
    /// before the run, so neither view starts observing it.
    func testHybridClassHeldByViewsGetsNoStartsObservingWarning() throws {
        let app = """
        import SwiftUI
        import Observation

        @Observable
        class ActionService: ObservableObject {
            private(set) var action: Int?
        }
        struct Root: View {
            @State private var actionService = ActionService()
            var body: some View { Text("\\(actionService.action ?? 0)") }
        }
        struct Row: View {
            let service: ActionService
            var body: some View { Text("\\(service.action ?? 0)") }
        }

        """
        let result = migrate([("App.swift", app)])
        XCTAssertEqual(result.summary.errors, 0)
        XCTAssertEqual(found(result, "migrate-state-starts-observing"), [])
        XCTAssertEqual(found(result, "migrate-plain-property-starts-observing"), [])
        XCTAssertFalse(output(result).contains("ObservableObject"), output(result))
        try assertOutputsTypeCheck(result)
    }

    static let preferenceKeys = """
    import SwiftUI

    struct PreferenceKey<Value> {
        let defaultValue: Value
        let key: String
    }
    struct PreferenceKeys {
        var verboseLog: PreferenceKey<Bool> { .init(defaultValue: false, key: "verboseLog") }
        var userName: PreferenceKey<String> { .init(defaultValue: "", key: "userName") }
    }
    extension AppStorage {
        init(_ keyPath: KeyPath<PreferenceKeys, PreferenceKey<Value>>) where Value == Bool {
            let key = PreferenceKeys()[keyPath: keyPath]
            self.init(wrappedValue: key.defaultValue, key.key)
        }
    }
    extension AppStorage where Value == String {
        init(_ keyPath: KeyPath<PreferenceKeys, PreferenceKey<Value>>, fallback: Bool) {
            let key = PreferenceKeys()[keyPath: keyPath]
            self.init(wrappedValue: key.defaultValue, key.key)
        }
    }

    """

    /// Copilot for Xcode: `@AppStorage(\.verboseLog) var verboseLog` without a written type,
    /// through the run's one `init(_: KeyPath<PreferenceKeys, PreferenceKey<Value>>)`, kept
    /// 12 of 18 classes ("need its type"). The type is `PreferenceKeys.verboseLog`'s
    /// `PreferenceKey<Bool>`'s `Bool`: the class migrates, and the output type-checks.
    func testUntypedKeyPathAppStorageTakesTheKeyMembersValueType() throws {
        let settings = """
        import SwiftUI

        final class Settings: ObservableObject {
            @AppStorage(\\.verboseLog) var verboseLog
            @AppStorage(\\PreferenceKeys.verboseLog) var verbose2
            @Published var status = ""
        }
        struct SettingsView: View {
            @StateObject var settings = Settings()
            var body: some View { Text(settings.verboseLog && settings.verbose2 ? settings.status : "") }
        }

        """
        let result = migrate([("Prefs.swift", Self.preferenceKeys), ("Settings.swift", settings)])
        XCTAssertEqual(result.summary.errors, 0)
        XCTAssertEqual(found(result, "migrate-blocked-wrapper-type"), [])
        XCTAssertEqual(result.summary.migratedClasses, ["Settings"])
        XCTAssertTrue(output(result, 1).contains("@ObservationIgnored @AppStorage(\\.verboseLog) private var _verboseLog: Bool"), output(result, 1))
        XCTAssertTrue(output(result, 1).contains("var verbose2: Bool {"), output(result, 1))
        try assertOutputsTypeCheck(result)
    }

    /// Two initializers of the run take the key path (one with a second parameter here, which
    /// this form does not use, another of the same shape in the real app): which one applies is
    /// not told, so the class stays, and the warning says what to write.
    func testAmbiguousKeyPathAppStorageKeepsTheClassAndSaysWhatToWrite() throws {
        let more = """
        import SwiftUI

        extension AppStorage where Value == Int {
            init(_ keyPath: KeyPath<PreferenceKeys, PreferenceKey<Value>>) {
                self.init(wrappedValue: 0, "n")
            }
        }
        final class Settings: ObservableObject {
            @AppStorage(\\.verboseLog) var verboseLog
            @Published var status = ""
        }

        """
        let result = migrate([("Prefs.swift", Self.preferenceKeys), ("Settings.swift", more)])
        XCTAssertEqual(found(result, "migrate-blocked-wrapper-type"), ["Settings.swift:9"])
        let message = result.files[1].diagnostics.first { $0.id == "migrate-blocked-wrapper-type" }?.message ?? ""
        XCTAssertTrue(message.contains("write its type ('var verboseLog: T'"), message)
    }

    /// Copilot for Xcode's `SuggestionFeatureDisabledLanguageListView.Settings`: a typed
    /// `@AppStorage` whose `init` may replace the wrapper (`_list = store`, for previews) kept
    /// the class ("reached through its property wrapper"). The wrapper moves to the store
    /// `_disabledLanguages`, whose wrapper storage `__disabledLanguages` takes the assignment;
    /// the output type-checks. A `_x` read elsewhere still keeps its class.
    func testWrapperStoreAssignedInInitIsRewrittenToTheMovedStore() throws {
        let settings = """
        import SwiftUI

        final class Settings: ObservableObject {
            @AppStorage("disabledLanguages") var disabledLanguages: [String] = []
            @AppStorage("count") var count: Int = 0

            init(disabledLanguages: AppStorage<[String]>? = nil, count: AppStorage<Int>? = nil) {
                if let list = disabledLanguages {
                    _disabledLanguages = list
                }
                if let count { self._count = count }
            }
        }
        final class Other: ObservableObject {
            @AppStorage("k") var k: Int = 0
            func key() -> AppStorage<Int> { _k }
        }
        struct LanguageList: View {
            @StateObject var settings = Settings()
            var body: some View { Text("\\(settings.disabledLanguages.count)") }
        }

        """
        let result = migrate([("Settings.swift", settings)])
        XCTAssertEqual(result.summary.errors, 0)
        XCTAssertEqual(result.summary.migratedClasses, ["Settings"])
        XCTAssertEqual(result.summary.keptClasses, ["Other"])
        XCTAssertEqual(found(result, "migrate-blocked-wrapper-projection"), ["Settings.swift:16"])
        XCTAssertTrue(output(result).contains("            __disabledLanguages = list\n"), output(result))
        XCTAssertTrue(output(result).contains("if let count { self.__count = count }"), output(result))
        try assertOutputsTypeCheck(result)
    }
}
