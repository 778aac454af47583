import Foundation
import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Writers of a migrated `@AppStorage` key (review 28b/01, 28b/02): the receiver of a
/// `set(_:forKey:)` is decided by its type, whatever the key's spelling, and a constant key that
/// resolves to a migrated key is named as that key.
final class MigrationStorageWriterTests: XCTestCase, MigrationReviewCase {
    /// GistHub's `UserDefaultsStore` shape: `@AppStorage(Store.Keys.showTabs)` and writes of
    /// the same constant key through values typed `UserDefaults` whose names do not say so.
    static let store = """
        import Foundation
        import SwiftUI

        final class Store: ObservableObject {
            let settings: UserDefaults = .standard
            var suite = UserDefaults(suiteName: "group")
            @AppStorage(Store.Keys.showTabs) var showTabs: Bool = false

            func resetFromSettings() {
                settings.set(false, forKey: Store.Keys.showTabs)
                let ud = UserDefaults.standard
                ud.set(false, forKey: Store.Keys.showTabs)
                self.settings.removeObject(forKey: Store.Keys.showTabs)
                suite?.set(true, forKey: Keys.showTabs)
            }
        }

        func reset(_ u: UserDefaults, store: Store) {
            u.set(false, forKey: Store.Keys.showTabs)
            store.settings.set(false, forKey: Store.Keys.showTabs)
            let g = UserDefaults(suiteName: "x")!
            g.set(false, forKey: Store.Keys.showTabs)
        }

        final class Cache {
            func set(_ value: Bool, forKey key: String) {}
        }

        func other(_ cache: Cache, key: String) {
            cache.set(false, forKey: Store.Keys.showTabs)
            let local = Cache()
            local.set(true, forKey: key)
        }

        extension Store {
            enum Keys {
                static let showTabs = "app.showTabs"
            }
        }

        """

    /// 28b/01: each write of the migrated key through a receiver typed `UserDefaults` (a
    /// property, `self.` property, a local, a parameter, a chain through a model, an optional
    /// one, an initializer) is warned at the writer; a receiver typed `Cache` is not.
    func testWritesThroughReceiversTypedUserDefaultsAreWarned() throws {
        let result = migrate([("Store.swift", Self.store)])
        XCTAssertEqual(found(result, "migrate-storage-key-unknown-writer"),
                       ["Store.swift:10", "Store.swift:12", "Store.swift:13", "Store.swift:14", "Store.swift:19", "Store.swift:20", "Store.swift:22"],
                       result.files[0].diagnostics.map(\.message).joined(separator: "\n"))
        try assertOutputsTypeCheck(result)
    }

    /// 28b/01, literal keys: the same receivers are typed for the literal-key row too (the
    /// README named `let ud = UserDefaults.standard`; it was "a value whose type cannot be
    /// told", and `self.settings`, `store.settings`, `g?` were not typed).
    func testLiteralKeyWritersAreNamedByTheirType() throws {
        let text = Self.store.replacingOccurrences(of: "Store.Keys.showTabs", with: "\"app.showTabs\"")
            .replacingOccurrences(of: "Keys.showTabs)", with: "\"app.showTabs\")")
        let result = migrate([("Store.swift", text)])
        let warning = result.files[0].diagnostics.filter { $0.id == "migrate-storage-key-written-elsewhere" }.map(\.message)
        XCTAssertEqual(warning.count, 1, result.files[0].diagnostics.map(\.message).joined(separator: "\n"))
        let message = warning.first ?? ""
        for line in [10, 12, 13, 14, 19, 20, 22] {
            XCTAssert(message.contains("Store.swift:\(line) ('UserDefaults."), "line \(line): \(message)")
        }
        XCTAssertFalse(message.contains("cannot be told"), message)
        XCTAssertFalse(message.contains("Store.swift:30"), message)
    }

    /// 28b/02: a write keyed by a constant that resolves to a migrated key names that key and
    /// its property, not every migrated key of the run; a constant of another literal is silent.
    func testAConstantMigratedKeyIsNamed() throws {
        let text = """
            import Foundation
            import SwiftUI

            final class Store: ObservableObject {
                @AppStorage(Store.Keys.a) var a: Bool = false
                @AppStorage(Store.Keys.b) var b: Bool = false
                @AppStorage(Store.Keys.c) var c: Bool = false
            }

            extension Store {
                enum Keys {
                    static let a = "app.a"
                    static let b = "app.b"
                    static let c = "app.c"
                    static let d = "app.d"
                }
            }

            extension UserDefaults {
                var a: Bool {
                    get { bool(forKey: Store.Keys.a) }
                    set { set(newValue, forKey: Store.Keys.a) }
                }
                func clearD() { removeObject(forKey: Store.Keys.d) }
            }

            """
        let result = migrate([("Store.swift", text)])
        XCTAssertEqual(found(result, "migrate-storage-key-unknown-writer"), ["Store.swift:22"])
        let message = result.files[0].diagnostics.first { $0.id == "migrate-storage-key-unknown-writer" }?.message ?? ""
        XCTAssert(message.contains("writes key 'Store.Keys.a', which is \"app.a\", the storage key of the migrated 'Store.a';"), message)
        XCTAssertFalse(message.contains("app.b"), message)
        XCTAssertFalse(message.contains("may be one of"), message)
        // The catalogue's examples hold one message per identifier: this second text of
        // `migrate-storage-key-unknown-writer` has its README row checked here.
        let example = DiagnosticMessage.migrationStorageKeyUnknownWriter(writer: "UserDefaults.set(_:forKey:)", key: "Keys.theme",
                                                                         keys: ["'ThemeManager.theme'"], value: "\"settings.theme\"")
        let readme = try String(contentsOf: MigrationSupport.repository.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssert(readme.contains("| `\(example.id)` | \(example.severity.rawValue) | \(example.text) |"), example.text)
        try assertOutputsTypeCheck(result)
    }

    /// Why the warning of 28b/01 matters, with the real Observation runtime: the migrated
    /// `Store` of `store` (its output, `@AppStorage` given over the real Foundation
    /// `UserDefaults`, as SwiftUI's is; SwiftUI is not on Linux) notifies an observer of
    /// `showTabs` for a set through the model, but not for the writes through `settings`, `ud`
    /// and `u`, though each changes the value the observer read. Before the migration the
    /// wrapper republished them through `objectWillChange` (issue 28's premise).
    func testTheWarnedWritesAreSilentWithTheObservationRuntime() throws {
        guard let swiftc = MigrationSupport.swiftc else { throw XCTSkip("no swiftc") }
        let result = migrate([("Store.swift", Self.store)])
        let migrated = output(result)
        XCTAssert(migrated.contains("set { withMutation(keyPath: \\.showTabs) { _showTabs = newValue } }"), migrated)
        let harness = """
            @propertyWrapper
            struct AppStorage<Value> {
                let key: String
                let initial: Value
                init(wrappedValue: Value, _ key: String) { self.key = key; initial = wrappedValue }
                var wrappedValue: Value {
                    get { UserDefaults.standard.object(forKey: key) as? Value ?? initial }
                    nonmutating set { UserDefaults.standard.set(newValue, forKey: key) }
                }
            }

            final class Flag: @unchecked Sendable { var raised = false }
            func probe(_ label: String, _ store: Store, change: () -> Void) {
                let flag = Flag()
                withObservationTracking({ _ = store.showTabs }) { flag.raised = true }
                let before = store.showTabs
                change()
                print("\\(label): \\(flag.raised ? "fires" : "silent"), \\(before) -> \\(store.showTabs)")
            }

            let store = Store()
            probe("model", store) { store.showTabs = true }
            probe("settings", store) { store.settings.set(false, forKey: Store.Keys.showTabs) }
            store.showTabs = true
            probe("ud", store) { store.resetFromSettings() }
            store.showTabs = true
            probe("u", store) { reset(UserDefaults.standard, store: Store()) }

            """
        let folder = try MigrationSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let main = folder.appendingPathComponent("main.swift")
        try Data((migrated.replacingOccurrences(of: "import SwiftUI\n", with: "") + harness).utf8).write(to: main)
        let program = folder.appendingPathComponent("probe").path
        let build = try MigrationSupport.run(swiftc, [main.path, "-o", program])
        XCTAssertEqual(build.status, 0, build.stderr)
        let run = try MigrationSupport.run(program, [])
        XCTAssertEqual(run.stdout, "model: fires, false -> true\nsettings: silent, true -> false\nud: silent, true -> false\nu: silent, true -> false\n")
    }
}
