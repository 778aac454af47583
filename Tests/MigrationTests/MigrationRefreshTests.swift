import Foundation
import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Views that stopped refreshing without a warning (session migfix54): a plain property set only
/// through a binding (review 29b/04), a `DynamicProperty` wrapper that observes a model to
/// force redraws (29b/03), and computed properties over file-scope state or the Keychain
/// (29a/01, 29a/02).
final class MigrationRefreshTests: XCTestCase, MigrationReviewCase {
    /// NeoDB (29b/04): a plain property whose `didSet` writes an `@AppStorage` property, set
    /// only through `TabView(selection: $model.selectedTab)`. Each set redrew the view before
    /// (the wrapper published through `objectWillChange`); now the property is
    /// `@ObservationIgnored` and nothing redraws. The binding is a write, so the property is
    /// not "set only in `init`", and the view's reads are warned.
    func testAPlainPropertySetThroughABindingIsWarnedWhereTheViewReadsIt() {
        let text = """
            import SwiftUI
            import Combine

            final class TimelinesModel: ObservableObject {
                @AppStorage("selectedTab") private var selectedTabStorage: Int = 0
                var selectedTab: Int = 0 {
                    didSet { selectedTabStorage = selectedTab }
                }
                var fixed: Int = 0
            }

            struct TimelinesView: View {
                @StateObject private var model = TimelinesModel()
                var body: some View {
                    TabView(selection: $model.selectedTab) {
                        Text("\\(model.selectedTab) \\(model.fixed)")
                    }
                    .onAppear { _ = [1].map { $0.fixed } }
                }
            }

            """
        let result = migrate([("App.swift", text)])
        XCTAssertEqual(found(result, "migrate-ignored-property-view-read"), ["App.swift:15", "App.swift:16"])
        let messages = result.files[0].diagnostics.filter { $0.id == "migrate-ignored-property-view-read" }.map(\.message)
        XCTAssertTrue(messages.contains { $0.contains("'$model.selectedTab'") }, "\(messages)")
        // `fixed` is set nowhere (`$0.fixed` is a closure's parameter, no binding): not reported.
        XCTAssertFalse(messages.contains { $0.contains("'fixed'") }, "\(messages)")
    }

    /// HotSwiftUI/Inject (29b/03): `@ObservedObject` inside a `DynamicProperty` wrapper made
    /// every view declaring it observe the object; after the run nothing reads the changed
    /// property, so no view redraws. Warned at the wrapper's property; not when the wrapper's
    /// `wrappedValue` reads the property (a view that reads it follows the model).
    func testADynamicPropertyHoldingAModelToForceRedrawsIsWarned() {
        let text = """
            import SwiftUI
            import Combine
            import Foundation

            public class InjectionObserver: ObservableObject {
                public static let shared = InjectionObserver()
                @Published var injectionNumber = 0
                var cancellable: AnyCancellable? = nil
                init() {
                    cancellable = NotificationCenter.default.publisher(for: Notification.Name("INJECTION"))
                        .sink { [weak self] _ in
                            self?.injectionNumber += 1
                        }
                }
            }

            @propertyWrapper
            public struct ObserveInjection: DynamicProperty {
                @ObservedObject private var iO = InjectionObserver.shared
                public init() {}
                public private(set) var wrappedValue: Int {
                    get { 0 }
                    set {}
                }
            }

            struct DetailView: View {
                @ObserveInjection var forceRedraw
                var body: some View { Text("detail") }
            }

            """
        let result = migrate([("App.swift", text)])
        XCTAssertEqual(found(result, "migrate-tracked-property-unread"), ["App.swift:19"])

        let reading = migrate([("App.swift", text.replacingOccurrences(of: "get { 0 }", with: "get { iO.injectionNumber }"))])
        XCTAssertEqual(found(reading, "migrate-tracked-property-unread"), [])
    }

    /// 29a/01: a computed property that reads a file-scope `var`, or a property of a file-scope
    /// `let` holding a plain class of the run, registers nothing with Observation (checked with
    /// the runtime in the review's repro); the view's read is warned as a static `var`'s is. A
    /// local of the name, or a file-scope `let` of a value, is no such read.
    func testAComputedPropertyOverFileScopeStateIsWarnedAtTheViewRead() {
        let text = """
            import SwiftUI
            import Combine

            final class Cache { var hits = 0 }
            let appCache = Cache()
            var globalCounter = 0
            let limit = 10

            final class VM: ObservableObject {
                @Published var count = 0
                var global: Int { globalCounter }
                var hits: Int { appCache.hits }
                var shadowed: Int { let globalCounter = 2; return globalCounter }
                var capped: Int { limit }
                func add() {
                    globalCounter += 1
                    appCache.hits += 1
                    count += 1
                }
            }

            struct GlobalView: View {
                @ObservedObject var vm: VM
                var body: some View { Text("\\(vm.global) \\(vm.shadowed) \\(vm.capped)") }
            }

            struct HitsView: View {
                @ObservedObject var vm: VM
                var body: some View { Text("\\(vm.hits)") }
            }

            """
        let result = migrate([("V.swift", text)])
        XCTAssertEqual(found(result, "migrate-untracked-computed-view-read"), ["V.swift:24", "V.swift:29"])
        let messages = result.files[0].diagnostics.filter { $0.id == "migrate-untracked-computed-view-read" }.map(\.message)
        XCTAssertTrue(messages.contains { $0.contains("'vm.global'") && $0.contains("file-scope 'globalCounter'") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("'vm.hits'") && $0.contains("'appCache.hits'") }, "\(messages)")
        XCTAssertFalse(messages.contains { $0.contains("shadowed") || $0.contains("capped") }, "\(messages)")
    }

    /// 29a/02: the Keychain read through a static function of a type of the run, or through a
    /// method of a shared instance; and a shared instance's method that reads its own stored
    /// state. Each registers nothing with Observation, as `UserDefaults` does not.
    func testAComputedPropertyOverTheKeychainOrASharedInstanceMethodIsWarned() {
        let text = """
            import SwiftUI
            import Combine
            import Security
            import Foundation

            enum Keychain {
                static func read(_ key: String) -> String? {
                    var result: AnyObject?
                    let q: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrAccount as String: key]
                    SecItemCopyMatching(q as CFDictionary, &result)
                    return (result as? Data).flatMap { String(data: $0, encoding: .utf8) }
                }
            }

            final class KeychainHelper {
                static let shared = KeychainHelper()
                func read(_ key: String) -> Data? {
                    var result: AnyObject?
                    SecItemCopyMatching([kSecAttrAccount as String: key] as CFDictionary, &result)
                    return result as? Data
                }
            }

            final class TokenStore {
                static let shared = TokenStore()
                private var token: String?
                func current() -> String? { token }
                func fixed() -> String { "x" }
            }

            final class VM: ObservableObject {
                @Published var count = 0
                var hasToken: Bool { Keychain.read("token") != nil }
                var hasData: Bool { KeychainHelper.shared.read("token") != nil }
                var hasCurrent: Bool { TokenStore.shared.current() != nil }
                var label: String { TokenStore.shared.fixed() }
                func login() { count += 1 }
            }

            struct A: View {
                @ObservedObject var vm: VM
                var body: some View {
                    Text(vm.hasToken ? "in" : "out")
                    Text(vm.hasData ? "in" : "out")
                    Text(vm.hasCurrent ? "in" : "out")
                    Text(vm.label)
                }
            }

            """
        let result = migrate([("V.swift", text)])
        XCTAssertEqual(found(result, "migrate-untracked-computed-view-read"), ["V.swift:43", "V.swift:44", "V.swift:45"])
        let messages = result.files[0].diagnostics.filter { $0.id == "migrate-untracked-computed-view-read" }.map(\.message)
        XCTAssertTrue(messages.contains { $0.contains("the Keychain ('SecItemCopyMatching') through 'Keychain.read'") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("'TokenStore.shared.current()'") }, "\(messages)")
    }

    /// 29a (the finding's "static functions that read outside state"): a static function of a
    /// type of the run that returns a static stored `var` of its type, or a file-scope `var`,
    /// read by a computed property of a migrated class; not one that reads only its parameters
    /// and constants, nor one whose parameter hides the file-scope name.
    func testAComputedPropertyOverAStaticFunctionReadingOutsideStateIsWarned() {
        let text = """
            import SwiftUI
            import Combine

            var sessionCount = 0

            enum Session {
                static var token: String?
                static let prefix = "t"
                static func current() -> String? { token }
                static func count() -> Int { sessionCount }
                static func label(_ sessionCount: Int) -> String { prefix + String(sessionCount) }
            }

            final class VM: ObservableObject {
                @Published var count = 0
                var signedIn: Bool { Session.current() != nil }
                var sessions: Int { Session.count() }
                var label: String { Session.label(2) }
            }

            struct A: View {
                @ObservedObject var vm: VM
                var body: some View {
                    Text(vm.signedIn ? "in" : "out")
                    Text("\\(vm.sessions)")
                    Text(vm.label)
                }
            }

            """
        let result = migrate([("V.swift", text)])
        XCTAssertEqual(found(result, "migrate-untracked-computed-view-read"), ["V.swift:24", "V.swift:25"])
        let messages = result.files[0].diagnostics.filter { $0.id == "migrate-untracked-computed-view-read" }.map(\.message)
        XCTAssertTrue(messages.contains { $0.contains("'Session.current()'") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("'Session.count()'") }, "\(messages)")
    }
}
