import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of the sixth review of `migrate` (b71413a, on ControlRoom, mastodon-ios and
/// home-assistant), each on an input shaped like the app's. The outputs that should build are
/// type-checked against the stand-ins in Swift 5 and 6.
final class MigrationSixthReviewTests: XCTestCase, MigrationReviewCase {
    func migrate(_ files: [(String, String)], force: Bool = false) -> MigrationResult {
        var options = MigrationOptions()
        options.force = force
        return Migrator.migrate(files.map { SourceFile(path: $0.0, text: $0.1) }, options: options)
    }

    func everything(_ result: MigrationResult) -> String {
        result.files.flatMap { file in
            file.diagnostics.map { "\(file.file.path):\(file.file.location(of: $0.offset).line): \($0.id): \($0.message)" }
        }.joined(separator: "\n")
    }


    // MARK: - 03: `\.$x` naming a wrapped property of the type it is written in

    static let intent = """
        @propertyWrapper
        struct Parameter<Value> {
            var wrappedValue: Value
            var projectedValue: Parameter<Value> { self }
        }

        struct Summary<Root> {
            init<V>(_ keyPath: KeyPath<Root, V>) {}
        }

        struct WidgetAssistIntent {
            @Parameter var pipelines: [String] = []
            static var parameterSummary: Summary<WidgetAssistIntent> {
                Summary(\\.$pipelines)
            }
        }

        """

    static let assist = """
        import SwiftUI

        final class AssistViewModel: ObservableObject {
            @Published var pipelines: [String] = []
        }

        struct AssistView: View {
            @StateObject private var viewModel = AssistViewModel()
            var body: some View { Text("\\(viewModel.pipelines.count)") }
        }

        """

    func testImplicitRootKeyPathToOwnWrapperKeepsNoClass() throws {
        let result = migrate([("Intent.swift", Self.intent), ("Model.swift", Self.assist)])
        XCTAssertEqual(result.summary.migratedClasses, ["AssistViewModel"], everything(result))
        XCTAssertEqual(found(result, "migrate-blocked-publisher"), [])
        XCTAssertEqual(result.summary.errors, 0)
        let forced = migrate([("Intent.swift", Self.intent), ("Model.swift", Self.assist)], force: true)
        XCTAssertEqual(forced.summary.errors, 0, everything(forced))
        try assertOutputsTypeCheck(result)
        checkKeyPathToCandidatePublisherStillKeepsIt()
    }

    /// A key path that reaches the candidate's `@Published` still keeps it: the root written
    /// (`\AssistViewModel.$pipelines`), or implied by the candidate's own body.
    func checkKeyPathToCandidatePublisherStillKeepsIt() {
        let own = """
            import SwiftUI
            final class AssistViewModel: ObservableObject {
                @Published var pipelines: [String] = []
                func path() -> AnyKeyPath { \\.$pipelines }
            }

            """
        let result = migrate([("Own.swift", own)])
        XCTAssertEqual(result.summary.keptClasses, ["AssistViewModel"], everything(result))
        let explicit = """
            import SwiftUI
            func path() -> AnyKeyPath { \\AssistViewModel.$pipelines }

            """
        let second = migrate([("Model.swift", Self.assist), ("Path.swift", explicit)])
        XCTAssertEqual(second.summary.keptClasses, ["AssistViewModel"], everything(second))
        XCTAssertEqual(found(second, "migrate-blocked-publisher"), ["Path.swift:2"])
    }
}

extension MigrationSixthReviewTests {
    // MARK: - 02: a wrapped property initialized from a global variable's stored property

    static func environment(global: String, kioskUses: String = "") -> String {
        """
        import SwiftUI
        import Combine

        public final class KioskModeManager: ObservableObject {
            @Published public private(set) var enabled = false
        \(kioskUses)}

        public final class Counter: ObservableObject {
            @Published var count = 0
        }

        public class AppEnvironment {
            public lazy var kiosk = KioskModeManager()
        }

        private let globalEnvironment = AppEnvironment()

        \(global)

        struct KioskView: View {
            @StateObject private var kiosk = Current.kiosk
            @StateObject private var counter = Counter()
            var body: some View { Text("\\(kiosk.enabled) \\(counter.count)") }
        }

        """
    }

    func testWrappedPropertyFromGlobalChainIsTyped() throws {
        let computed = "public var Current: AppEnvironment {\n    return globalEnvironment\n}"
        let stored = "var Current = AppEnvironment()"
        for global in [computed, stored] {
            let result = migrate([("Env.swift", Self.environment(global: global))])
            XCTAssertEqual(result.summary.errors, 0, everything(result))
            XCTAssertEqual(Set(result.summary.migratedClasses), ["KioskModeManager", "Counter"], everything(result))
            XCTAssertFalse(output(result).contains("StateObject"), output(result))
            try assertOutputsTypeCheck(result)
        }
    }

    /// The class the chain reaches is kept (its `$enabled` is sunk): the site is left as it is,
    /// without an error.
    func testWrappedPropertyFromGlobalChainOfKeptClassIsLeft() throws {
        let sink = "    var cancellable: AnyCancellable?\n    func watch() { cancellable = $enabled.sink { _ in } }\n"
        let result = migrate([("Env.swift", Self.environment(global: "let Current: AppEnvironment = AppEnvironment()", kioskUses: sink))])
        XCTAssertEqual(result.summary.errors, 0, everything(result))
        XCTAssertEqual(result.summary.keptClasses, ["KioskModeManager"])
        XCTAssert(output(result).contains("@StateObject private var kiosk = Current.kiosk"), output(result))
        try assertOutputsTypeCheck(result)
    }

    // MARK: - 01: `@AppStorage` initialized by a call of a type of the run

    func testAppStorageInitializedByRunTypeCallMigrates() throws {
        let source = """
            import SwiftUI

            struct CaptureSettings {
                var format: String
            }

            final class CaptureController: ObservableObject {
                @AppStorage("captureSettings") var settings = CaptureSettings(format: "png")
                @Published var exportProgress = 1.0
            }

            struct CaptureView: View {
                @StateObject private var capture = CaptureController()
                var body: some View { Text("\\(capture.exportProgress) \\(capture.settings.format)") }
            }

            """
        let result = migrate([("Capture.swift", source)])
        XCTAssertEqual(result.summary.migratedClasses, ["CaptureController"], everything(result))
        XCTAssert(output(result).contains("private var _settings: CaptureSettings = CaptureSettings(format: \"png\")"), output(result))
        try assertOutputsTypeCheck(result)
        checkFailableInitializerIsNotTyped()
    }

    /// `Theme(rawValue:)` and a type with an `init?` create an optional: no type is told, and the
    /// class is kept as before.
    func checkFailableInitializerIsNotTyped() {
        let source = """
            import SwiftUI
            enum Theme: String { case light, dark }
            struct Size { init?(text: String) { nil } }
            final class Settings: ObservableObject {
                @AppStorage("theme") var theme = Theme(rawValue: "dark")
            }
            final class Sizes: ObservableObject {
                @AppStorage("size") var size = Size(text: "1")
            }

            """
        let result = migrate([("Settings.swift", source)])
        XCTAssertEqual(result.summary.keptClasses, ["Settings", "Sizes"], everything(result))
        XCTAssertEqual(found(result, "migrate-blocked-wrapper-type").count, 2, everything(result))
    }

    // MARK: - 05: `set(_:forKey:)` with no receiver in `extension UserDefaults`

    static func preferences(setter: String) -> String {
        """
        import Foundation
        import SwiftUI

        final class Preferences: ObservableObject {
            @AppStorage("CRWantsFloatingWindow") var wantsFloatingWindow = false
        }

        enum Defaults {
            static let wantsFloatingWindow = "CRWantsFloatingWindow"
        }

        extension UserDefaults {
            var CRWantsFloatingWindow: Bool {
                get { bool(forKey: "CRWantsFloatingWindow") }
                set { \(setter) }
            }
        }

        struct Other {
            func set(_ value: Bool, forKey key: String) {}
            func clear() { set(true, forKey: "CRWantsFloatingWindow") }
        }

        struct FloatingBadge: View {
            @EnvironmentObject var preferences: Preferences
            var body: some View { Text(preferences.wantsFloatingWindow ? "pinned" : "") }
        }

        """
    }

    func testUserDefaultsExtensionImplicitReceiverWritesTheKey() throws {
        let literal = migrate([("Prefs.swift", Self.preferences(setter: "set(newValue, forKey: \"CRWantsFloatingWindow\")"))])
        XCTAssertEqual(found(literal, "migrate-storage-key-written-elsewhere"), ["Prefs.swift:5"], everything(literal))
        XCTAssert(everything(literal).contains("Prefs.swift:15 ('UserDefaults.set(_:forKey:)')"), everything(literal))
        XCTAssertFalse(everything(literal).contains("Prefs.swift:21"), everything(literal))
        let named = migrate([("Prefs.swift", Self.preferences(setter: "self.set(newValue, forKey: Defaults.wantsFloatingWindow)"))])
        XCTAssertEqual(found(named, "migrate-storage-key-unknown-writer"), ["Prefs.swift:15"], everything(named))
        let removal = migrate([("Prefs.swift", Self.preferences(setter: "removeObject(forKey: Defaults.wantsFloatingWindow)"))])
        XCTAssertEqual(found(removal, "migrate-storage-key-unknown-writer"), ["Prefs.swift:15"], everything(removal))
        try assertOutputsTypeCheck(literal)
    }
}

extension MigrationSixthReviewTests {
    // MARK: - 04: a view's plain `let` of a class that migrates starts observing

    func testPlainPropertyOfMigratedClassReadByBodyIsReported() throws {
        let source = """
            import SwiftUI

            final class HomeViewModel: ObservableObject {
                @Published var syncProgress = 0.0
                let id = 1
                func addFolder() {}
            }

            struct HomeView: View {
                @StateObject private var viewModel = HomeViewModel()
                var body: some View { AddView(viewModel: viewModel, quiet: viewModel, other: viewModel) }
            }

            struct Row: View {
                var onTap: () -> Void
                var body: some View { Text("row") }
            }

            struct AddView: View {
                /// Held without `@ObservedObject` on purpose.
                let viewModel: HomeViewModel
                var quiet: HomeViewModel
                let other: HomeViewModel
                var body: some View {
                    VStack {
                        Text("\\(viewModel.syncProgress)")
                        Text("\\(other.id)")
                        Button("Add") { quiet.addFolder() }
                        Row(onTap: {
                            quiet.addFolder()
                        })
                    }
                }
            }

            """
        let result = migrate([("Add.swift", source)])
        XCTAssertEqual(result.summary.migratedClasses, ["HomeViewModel"], everything(result))
        // `quiet` is only called in actions (a button's, a callback's), `other` read only for a
        // `let`: neither refreshes the view.
        XCTAssertEqual(found(result, "migrate-plain-property-starts-observing"), ["Add.swift:21"], everything(result))
        XCTAssert(everything(result).contains("'viewModel.syncProgress'"), everything(result))
        try assertOutputsTypeCheck(result)
    }
}
