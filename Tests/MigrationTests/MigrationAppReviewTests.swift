import XCTest
@testable import ObservableExpander

/// Findings of the maintainer review of `migrate` on Code App, Food Truck and Xcodes
/// (5d5a7be), each on an input shaped like the app's.
final class MigrationAppReviewTests: XCTestCase, MigrationReviewCase {
    func migrate(_ files: [(String, String)], options: MigrationOptions = MigrationOptions()) -> MigrationResult {
        Migrator.migrate(files.map { SourceFile(path: $0.0, text: $0.1) }, options: options)
    }

    func found(_ result: MigrationResult, _ id: String) -> [(file: String, line: Int, message: String)] {
        result.files.flatMap { file in
            file.diagnostics.filter { $0.id == id }.map { (file.file.path, file.file.location(of: $0.offset).line, $0.message) }
        }
    }

    // MARK: - @AppStorage whose key is written elsewhere (Code App's ThemeManager)
    // (`Keys.lineWrapping` is no one literal: a `static let` of one literal is read as that
    // literal since review 12b/05.)

    static let themeManager = """
        import SwiftUI

        class ThemeManager: ObservableObject {
            @Published var currentTheme = "dark"
            @AppStorage("preferredColorScheme") var preferredColorScheme: Int = 0
            @AppStorage("editorFontSize") var fontSize: Int = 12
            @AppStorage(Keys.lineWrapping) var lineWrapping: Bool = true
        }
        enum Keys { static let lineWrapping = "line" + "Wrapping" }

        """

    static let settingsView = """
        import SwiftUI

        struct SettingsView: View {
            @EnvironmentObject var themeManager: ThemeManager
            @AppStorage("preferredColorScheme") var preferredScheme: Int = 0
            var body: some View {
                Picker("Scheme", selection: $preferredScheme) { Text("Auto").tag(0) }
                    .onTapGesture { UserDefaults.standard.set(14, forKey: "editorFontSize") }
                    .onAppear { cache.set(1, forKey: "editorFontSize") }
            }
        }

        """

    func testAStorageKeyWrittenElsewhereIsWarnedAtTheProperty() {
        let result = migrate([("ThemeManager.swift", Self.themeManager), ("SettingsView.swift", Self.settingsView)])
        XCTAssertEqual(result.summary.migratedClasses, ["ThemeManager"])
        let elsewhere = found(result, "migrate-storage-key-written-elsewhere")
        XCTAssertEqual(elsewhere.map { "\($0.file):\($0.line)" }, ["ThemeManager.swift:5", "ThemeManager.swift:6"])
        XCTAssert(elsewhere.first?.message.contains("SettingsView.swift:5 ('@AppStorage')") == true, "\(elsewhere)")
        // `cache.set(_:forKey:)`, whose receiver's type cannot be told, may be a UserDefaults
        // write (review 8e, F1): named as written, not as a `UserDefaults` one.
        XCTAssertEqual(elsewhere.last?.message.contains("SettingsView.swift:8 ('UserDefaults.set(_:forKey:)')"), true, "\(elsewhere)")
        XCTAssertEqual(elsewhere.last?.message.contains("SettingsView.swift:9 ('cache.set(_:forKey:), on a value whose type cannot be told')"), true, "\(elsewhere)")
        let notLiteral = found(result, "migrate-storage-key-not-literal")
        XCTAssertEqual(notLiteral.map { "\($0.file):\($0.line)" }, ["ThemeManager.swift:7"])
        // The tracked accessors' note no longer claims that every change still notifies.
        let tracked = found(result, "migrate-wrapper-tracked")
        XCTAssertEqual(tracked.count, 3)
        XCTAssert(tracked.allSatisfy { !$0.message.hasSuffix("so that it still notifies") && $0.message.contains("made elsewhere") }, "\(tracked)")
    }

    func testAStorageKeyWrittenOnlyThroughTheModelIsNotWarned() {
        let result = migrate([("ThemeManager.swift", Self.themeManager)])
        XCTAssertEqual(found(result, "migrate-storage-key-written-elsewhere").count, 0)
        XCTAssertEqual(found(result, "migrate-storage-key-not-literal").count, 1)
    }

    // MARK: - Noise

    func testNoEagerInitWarningInAnAppOrAPreview() {
        let text = """
            import SwiftUI
            final class FoodTruckModel: ObservableObject { @Published var orders: [Int] = [] }
            @main
            struct FoodTruckApp: App {
                @StateObject private var model = FoodTruckModel()
                var body: some Scene { WindowGroup { Text("") } }
            }
            struct TruckView: View {
                @StateObject private var model = FoodTruckModel()
                var body: some View { Text("") }
            }
            struct TruckView_Previews: PreviewProvider {
                struct Preview: View {
                    @StateObject private var model = FoodTruckModel()
                    var body: some View { TruckView() }
                }
                static var previews: some View { Preview() }
            }

            """
        let result = migrate([("M.swift", text)])
        XCTAssertEqual(found(result, "migrate-property-rewritten").count, 3)
        XCTAssertEqual(found(result, "migrate-state-object-eager-init").map(\.line), [9])
    }

    func testAPropertySetOnlyInInitIsNoIgnoredRead() {
        let model = """
            import SwiftUI
            final class FoodTruckModel: ObservableObject {
                @Published var orders: [Int] = []
                var dailyOrderSummaries: [Int: [Int]] = [:]
                var cursor = 0
                init() {
                    dailyOrderSummaries = [1: [2]]
                }
                func dailyOrderSummaries(cityID: Int) -> [Int] { dailyOrderSummaries[cityID] ?? [] }
                func position() -> Int { cursor }
                func advance() { cursor += 1 }
            }

            """
        let view = """
            import SwiftUI
            struct SalesHistoryView: View {
                @ObservedObject var model: FoodTruckModel
                var body: some View { Text("\\(model.dailyOrderSummaries.count) \\(model.cursor)") }
            }

            """
        let result = migrate([("FoodTruckModel.swift", model), ("SalesHistoryView.swift", view)])
        // `position()` reads `cursor`, but no view reaches it (review 12b/07): no class-level warning.
        XCTAssertEqual(found(result, "migrate-ignored-property-read").map(\.message), [])
        XCTAssertEqual(found(result, "migrate-ignored-property-view-read").map { "\($0.file):\($0.line)" }, ["SalesHistoryView.swift:4"])
        XCTAssert(found(result, "migrate-ignored-property-view-read").allSatisfy { $0.message.contains("'cursor'") })
        // Set by a view through another holder: still a property that changes after 'init'.
        let written = """
            final class Store: ObservableObject {
                @Published var orders: [Int] = []
                var filter = ""
                init() { filter = "all" }
                func shown() -> String { filter }
            }
            struct Panel {
                var store: Store
                func reset() { store.filter = "" }
            }

            """
        let writtenResult = migrate([("M.swift", written)])
        XCTAssertEqual(found(writtenResult, "migrate-ignored-property-read").count, 1)
    }

    // MARK: - Imports

    static let accountStore = """
        /*
        Abstract: AccountStore manages account sign in and out.
        */

        #if os(iOS) || os(macOS)

        import AuthenticationServices
        import SwiftUI
        import Combine
        import os

        @MainActor
        public final class AccountStore: NSObject, ObservableObject {
            @Published public private(set) var currentUser: String? = nil
        }

        #endif // os(iOS) || os(macOS)

        """

    func testImportsInsideAnIfConfigThatWrapsTheFile() {
        let result = migrate([("AccountStore.swift", Self.accountStore)])
        let out = output(result)
        XCTAssert(out.contains("#if os(iOS) || os(macOS)\n\nimport AuthenticationServices\nimport SwiftUI\nimport os\nimport Observation\n\n@Observable\n@MainActor"), out)
        XCTAssertFalse(out.contains("import Combine"), out)
    }

    // MARK: - The public-API note: only where another module may import the class

    func testThePublicAPINoteOnlyWhereALibraryMayExportTheClass() throws {
        let model = "import SwiftUI\npublic final class Store: ObservableObject { @Published public var count = 0 }\n"
        func notes(_ files: [String: String]) throws -> Int {
            let folder = try MigrationSupport.temporaryFolder()
            for (path, text) in files {
                let url = folder.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
            }
            let outcome = try MigrationSupport.tool(["migrate", ".", "--output", "Out"], in: folder)
            return (outcome.stdout + outcome.stderr).components(separatedBy: "is public: its 'ObservableObject' conformance").count - 1
        }
        let executable = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"A\", targets: [.executableTarget(name: \"A\")])\n"
        let library = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"K\", products: [.library(name: \"K\", targets: [\"K\"])], targets: [.target(name: \"K\")])\n"
        let appProject = "objects = {\n\t\tproductType = \"com.apple.product-type.application\";\n\t\tproductType = \"com.apple.product-type.bundle.unit-test\";\n}\n"
        let frameworkProject = appProject.replacingOccurrences(of: "bundle.unit-test", with: "framework")
        XCTAssertEqual(try notes(["Package.swift": executable, "Sources/A/Store.swift": model]), 0)
        XCTAssertEqual(try notes(["Package.swift": library, "Sources/K/Store.swift": model]), 1)
        XCTAssertEqual(try notes(["App.xcodeproj/project.pbxproj": appProject, "App/Store.swift": model]), 0)
        XCTAssertEqual(try notes(["App.xcodeproj/project.pbxproj": frameworkProject, "App/Store.swift": model]), 1)
    }
}
