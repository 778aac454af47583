import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of review 8c of `migrate` (75d9ff6; damus-io/damus and Planetable/Planet).
final class MigrationEleventhReviewTests: XCTestCase, MigrationReviewCase {
    static let cacheModels = """
    import Combine
    import SwiftUI

    final class ZapsDataModel: ObservableObject {
        @Published var zaps: [Int] = []
    }
    class BaseData {
        var zaps_model: ZapsDataModel = ZapsDataModel()
    }
    final class EventData: BaseData {}
    class BaseCache {
        func get_cache_data(_ id: Int) -> EventData { EventData() }
    }
    final class EventCache: BaseCache {}
    extension EventCache {
        func lookup(id: Int) -> EventData { EventData() }
    }
    final class AppState: ObservableObject {
        @Published var count = 0
        let events = EventCache()
    }

    """

    /// `state.events.get_cache_data(id).zaps_model.objectWillChange.send()` where every link
    /// is declared (a parameter, a `let` with an initializer, a method of a superclass with a
    /// declared result, a property of a superclass): the receiver was not typed, a false
    /// `migrate-unresolved-receiver` error (exit 1). It is `ZapsDataModel`, kept.
    func testObjectWillChangeThroughAMethodResultIsTyped() throws {
        let use = """
        import SwiftUI

        func confirm(state: AppState) {
            state.events.get_cache_data(1).zaps_model.objectWillChange.send()
            state.events.lookup(id: 2).zaps_model.objectWillChange.send()
        }

        """
        let result = migrate([("Models.swift", Self.cacheModels), ("Use.swift", use)])
        XCTAssertEqual(result.summary.errors, 0, found(result, "migrate-unresolved-receiver").joined(separator: ", "))
        XCTAssertTrue(output(result, 0).contains("final class ZapsDataModel: ObservableObject {\n    @Published var zaps"), output(result, 0))
        XCTAssertTrue(output(result, 0).contains("@Observable\nfinal class AppState"), output(result, 0))
        try assertOutputsTypeCheck(result)
    }

    /// `.environmentObject(state.events.get_cache_data(1).zaps_model)`: typed through the
    /// method's result, rewritten to `.environment(…)` for the migrated class.
    func testEnvironmentObjectThroughAMethodResultIsTyped() throws {
        let use = """
        import SwiftUI

        struct Reader: View {
            @EnvironmentObject var zaps: ZapsDataModel
            var body: some View { Text("\\(zaps.zaps.count)") }
        }
        struct Host: View {
            @ObservedObject var state: AppState
            var body: some View { Reader().environmentObject(state.events.get_cache_data(1).zaps_model) }
        }

        """
        let result = migrate([("Models.swift", Self.cacheModels), ("Use.swift", use)])
        XCTAssertEqual(result.summary.errors, 0, output(result, 1))
        XCTAssertTrue(output(result, 1).contains("Reader().environment(state.events.get_cache_data(1).zaps_model)"), output(result, 1))
        try assertOutputsTypeCheck(result)
    }

    /// Overloads of the method with different results and the same labels: no way to pick
    /// one, the receiver stays unresolved (an error, nothing written).
    func testMethodOverloadsWithDifferentResultsStayUnresolved() {
        let source = """
        import Combine

        final class ZapsDataModel: ObservableObject {
            @Published var zaps: [Int] = []
        }
        final class OtherModel: ObservableObject {
            @Published var n = 0
        }
        final class EventData { var zaps_model = ZapsDataModel() }
        final class OtherData { var zaps_model = OtherModel() }
        final class EventCache {
            func get(_ id: Int) -> EventData { EventData() }
            func get(_ id: String) -> OtherData { OtherData() }
        }
        func confirm(cache: EventCache) {
            cache.get(1).zaps_model.objectWillChange.send()
        }

        """
        let result = migrate([("App.swift", source)])
        XCTAssertEqual(found(result, "migrate-unresolved-receiver"), ["App.swift:16"])
        XCTAssertGreaterThan(result.summary.errors, 0)
    }

    /// `_store = StateObject(wrappedValue: Store.shared)` in a view's `init` became `@State` +
    /// `State(initialValue:)` with a false eager-init warning ("the new instance is then
    /// discarded": there is none), while `@StateObject var store = Store.shared` became a plain
    /// property. Both are now the plain property (`@Bindable` where `$store` is used); an
    /// `init` that also creates an instance keeps `@State` and the warning.
    func testStateObjectOfASharedInstanceAssignedInInitIsAPlainProperty() throws {
        let source = """
        import Combine
        import SwiftUI

        @MainActor final class Store: ObservableObject {
            static let shared = Store()
            @Published var count = 0; @Published var on = false
        }
        struct InitForm: View {
            @StateObject private var store: Store
            init() {
                _store = StateObject(wrappedValue: Store.shared)
            }
            var body: some View { Text("\\(store.count)") }
        }
        struct BindingForm: View {
            @StateObject private var store: Store
            init() {
                self._store = StateObject(wrappedValue: Store.shared)
            }
            var body: some View { Toggle("", isOn: $store.on) }
        }
        struct PropertyForm: View {
            @StateObject private var store = Store.shared
            var body: some View { Text("\\(store.count)") }
        }
        struct MixedForm: View {
            @StateObject private var store: Store
            init(fresh: Bool) {
                if fresh {
                    _store = StateObject(wrappedValue: Store())
                } else {
                    _store = StateObject(wrappedValue: Store.shared)
                }
            }
            var body: some View { Text("\\(store.count)") }
        }
        struct ComputedForm: View {
            @StateObject private var store: Store
            init() {
                _store = StateObject(wrappedValue: Self.fresh)
            }
            private static var fresh: Store { Store() }
            var body: some View { Text("\\(store.count)") }
        }

        """
        let result = migrate([("App.swift", source)])
        XCTAssertEqual(result.summary.errors, 0)
        let out = output(result)
        XCTAssertTrue(out.contains("""
            struct InitForm: View {
                private var store: Store
                init() {
                    self.store = Store.shared
                }
            """), out)
        XCTAssertTrue(out.contains("""
            struct BindingForm: View {
                @Bindable private var store: Store
                init() {
                    self._store = Bindable(wrappedValue: Store.shared)
                }
            """), out)
        XCTAssertTrue(out.contains("private let store = Store.shared"), out)
        // The mixed form makes an instance in one of its assignments; a computed static
        // property may make one on every read: both stay `@State`, with the warning.
        XCTAssertEqual(found(result, "migrate-state-object-eager-init"), ["App.swift:30", "App.swift:40"])
        XCTAssertTrue(out.contains("_store = State(initialValue: Self.fresh)"), out)
        XCTAssertEqual(found(result, "migrate-singleton-property").count, 3)
        try assertOutputsTypeCheck(result)
    }

    /// `self.ipfsState.isShowingStatus = true` in a view whose own `ipfsState` is an
    /// `IPFSState` counted as a write of `Helper.ipfsState`, which is set only in `init`, so a
    /// false `migrate-ignored-property-read` fired. Writes are matched to the property by the
    /// receiver's type where it is known; one through a `Helper` (`other.ipfsState = …` in
    /// `Resetter`) still counts, and the warning of `Other` stays.
    func testAWriteThroughAnotherTypesPropertyOfTheSameNameIsNotAWrite() throws {
        let source = """
        import Combine
        import SwiftUI

        @MainActor final class IPFSState: ObservableObject {
            static let shared = IPFSState()
            @Published var online = false
            @Published var isShowingStatus = false
        }
        @MainActor final class Helper: ObservableObject {
            private var ipfsState: IPFSState
            @Published var active = 0
            init() {
                self.ipfsState = IPFSState.shared
            }
            func statusText() -> String { ipfsState.online ? "on" : "off" }
        }
        @MainActor final class Other: ObservableObject {
            var ipfsState: IPFSState
            @Published var active = 0
            init() {
                self.ipfsState = IPFSState.shared
            }
            func statusText() -> String { ipfsState.online ? "on" : "off" }
        }
        struct Sidebar: View {
            @ObservedObject var ipfsState: IPFSState
            var body: some View {
                Button("Status") { self.ipfsState.isShowingStatus = true }
            }
        }
        struct Resetter {
            let other: Other
            @MainActor func reset() { other.ipfsState = IPFSState() }
        }
        // A view shows both `statusText()`s: the class-level warning is only for a member a
        // view may reach (review 12b/07).
        struct StatusLine: View {
            let other: Other
            var body: some View { Text(other.statusText()) }
        }

        """
        let result = migrate([("App.swift", source)])
        XCTAssertEqual(result.summary.errors, 0)
        XCTAssertEqual(found(result, "migrate-ignored-property-read"), ["App.swift:23"])
        try assertOutputsTypeCheck(result)
    }
}
