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
    /// returns on one path a value that is no local, keeps the error: this rule does not tell it.
    func testAClosureWithAnUntoldReturnKeepsTheError() throws {
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
        XCTAssertEqual(found(result, "migrate-unknown-wrapped-type"), ["Preview.swift:7", "Preview.swift:12"])
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
}
