import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of review 48 of `migrate`: a custom `==` reached through a synthesized one (04), a
/// redraw that showed a plain class's shared state (02), an environment key's declared type
/// (05), item-presentation and `List` closure parameters (03), a warning where nothing can
/// start to refresh (01).
final class MigrationReview48Tests: XCTestCase, MigrationReviewCase {
    /// `path:line` of the first line of `text` holding `needle`.
    private func at(_ path: String, _ text: String, _ needle: String) -> String {
        "\(path):\((text.components(separatedBy: "\n").firstIndex { $0.contains(needle) } ?? -1) + 1)"
    }

    private func messages(_ result: MigrationResult, _ id: String) -> [String] {
        result.files.flatMap { $0.diagnostics.filter { $0.id == id }.map(\.message) }
    }

    // MARK: - 04

    /// 04 (Home Assistant, silent loss): `CustomWidget`'s synthesized `==` compares `items` with
    /// `MagicItem`'s identity `==`, so `widgets: [CustomWidget]` skips a set whose items' text
    /// changed: warned at the property as `pinned: [MagicItem]` is, naming the path; also an
    /// optional, a dictionary, a nested struct, an enumeration's associated value (the app's
    /// `OnboardingStateObservable.screen` with `Server.==`), and not a struct that writes its
    /// own `==` or one that is not `Equatable`.
    func testCustomEqualityThroughASynthesizedEquality() {
        let items = """
        import Foundation

        public struct MagicItem: Equatable {
            public var id: String
            public var displayText: String?
            public static func == (lhs: MagicItem, rhs: MagicItem) -> Bool { lhs.id == rhs.id }
        }

        public struct CustomWidget: Equatable {
            public var id: String
            public var name: String
            public var items: [MagicItem]
        }

        struct Shelf: Hashable { var widget: CustomWidget? }
        struct Plain { var items: [MagicItem] }
        struct Own: Equatable {
            var items: [MagicItem]
            static func == (l: Own, r: Own) -> Bool { l.items.count == r.items.count }
        }
        final class Server: Equatable {
            let identifier: String
            var name = ""
            init(identifier: String) { self.identifier = identifier }
            static func == (l: Server, r: Server) -> Bool { l.identifier == r.identifier }
        }
        enum Screen: Equatable {
            case loading
            case webView(Server, initialPath: String?)
        }

        """
        let model = """
        import Foundation
        import Combine

        final class WidgetBuilderViewModel: ObservableObject {
            @Published var isLoading = false
            @Published var widgets: [CustomWidget] = []
            @Published var pinned: [MagicItem] = []
            @Published var widget: CustomWidget?
            @Published var byName: [String: CustomWidget] = [:]
            @Published var shelf = Shelf(widget: nil)
            @Published var plain: Plain? = nil
            @Published var own: [Own] = []
            @Published private(set) var screen: Screen = .loading
            var fetch: () -> [CustomWidget] = { [] }
            func loadWidgets() { widgets = fetch() }
        }

        """
        let result = migrate([("MagicItem.swift", items), ("WidgetBuilderViewModel.swift", model)])
        let expected = ["@Published var widgets", "@Published var pinned", "@Published var widget:", "@Published var byName", "@Published var shelf",
                        "@Published var own", "var screen"].map { at("WidgetBuilderViewModel.swift", model, $0) }
        XCTAssertEqual(found(result, "migrate-custom-equality-property").sorted(), expected.sorted())
        let said = messages(result, "migrate-custom-equality-property")
        XCTAssertTrue(said.contains { $0.hasPrefix("'widgets' holds '[CustomWidget]', and 'MagicItem' defines its own '=='") && $0.contains("CustomWidget.items → MagicItem") }, "\(said)")
        XCTAssertTrue(said.contains { $0.hasPrefix("'shelf'") && $0.contains("Shelf.widget → CustomWidget.items → MagicItem") }, "\(said)")
        XCTAssertTrue(said.contains { $0.hasPrefix("'screen'") && $0.contains("Screen.webView → Server") }, "\(said)")
    }

    /// 04, variant: a property typed through a typealias of the run (`typealias Items = [Item]`)
    /// or by its initializer (`= [Item]()`) holds `[Item]`, compared with `Item`'s `==`.
    func testCustomEqualityThroughAnAliasOrAnInitializer() {
        let store = """
        import Foundation
        import Combine

        struct Item: Equatable {
            var id: Int
            var title: String
            static func == (l: Item, r: Item) -> Bool { l.id == r.id }
        }
        typealias Items = [Item]
        enum Catalog { typealias Named = [String: Item] }

        final class Store: ObservableObject {
            @Published var items: Items = []
            @Published var named: Catalog.Named = [:]
            @Published var loaded = [Item]()
            @Published var index = [String: Item]()
            @Published var current = Item(id: 0, title: "")
            @Published var count = [Int]()
        }

        """
        let result = migrate([("Store.swift", store)])
        XCTAssertEqual(found(result, "migrate-custom-equality-property").sorted(),
                       ["var items", "var named", "var loaded", "var index", "var current"].map { at("Store.swift", store, $0) }.sorted())
        XCTAssertTrue(messages(result, "migrate-custom-equality-property").contains { $0.hasPrefix("'loaded' holds '[Item]'") })
    }

    // MARK: - 02

    private static let settingsModel = """
    import Foundation
    import Combine

    final class Store {
        static let shared = Store()
        let name = "store"
        var enabled = false
        func isOn() -> Bool { name.isEmpty }
    }

    let currentStore = Store()

    enum Current {
        static var settings = Store()
    }

    final class SettingsViewModel: ObservableObject {
        @Published var isSaving = false

        func toggle() {
            isSaving = true
            Store.shared.enabled.toggle()
            isSaving = false
        }
    }

    """

    private static func settingsView(_ member: String, shows: String) -> String {
        """
        import SwiftUI

        struct SettingsView: View {
            @ObservedObject var viewModel: SettingsViewModel
        \(member)
            var body: some View {
                Button(\(shows) ? "On" : "Off") {
                    viewModel.toggle()
                }
            }
        }

        struct SavingBadge: View {
            @ObservedObject var viewModel: SettingsViewModel
            var body: some View {
                if viewModel.isSaving { ProgressView() }
            }
        }

        """
    }

    /// 02 (silent loss): a view that holds a model for its actions and shows a plain class's
    /// state through a static stored property (`Store.shared.enabled`), a global
    /// (`currentStore.enabled`), a static of a namespace (`Current.settings.enabled`) or a
    /// computed property of the view (`var store: Store { .shared }`) relied on the model's
    /// changes to redraw: `migrate-tracked-property-unread`, as through a stored `let store`.
    func testPlainSharedStateThroughAStaticOrGlobal() {
        let cases: [(member: String, shows: String)] = [
            ("", "Store.shared.enabled"),
            ("", "currentStore.enabled"),
            ("", "Current.settings.enabled"),
            ("    private var store: Store { .shared }", "store.enabled"),
            ("    let store = Store.shared", "store.enabled"),
        ]
        for (member, shows) in cases {
            let views = Self.settingsView(member, shows: shows)
            let result = migrate([("Model.swift", Self.settingsModel), ("Views.swift", views)])
            XCTAssertEqual(found(result, "migrate-tracked-property-unread"), [at("Views.swift", views, "@ObservedObject var viewModel")], shows)
        }
        // Controls: a view that shows only values of its own, or a shared instance's method or
        // `let` (Home Assistant's `MaterialDesignIcons.microphoneIcon.image(…)`), relied on nothing.
        for shows in ["1 + 1 == 2", "Store.shared.isOn()", "Store.shared.name.isEmpty", "currentStore.isOn()"] {
            let values = Self.settingsView("", shows: shows)
            XCTAssertEqual(found(migrate([("Model.swift", Self.settingsModel), ("Views.swift", values)]), "migrate-tracked-property-unread"), [], shows)
        }
    }

    // MARK: - 05

    private static let themeKey = """
    import SwiftUI

    final class Theme: ObservableObject {
        @Published var accent = "blue"
    }

    struct ThemeKey: EnvironmentKey { static let defaultValue = Theme() }
    extension EnvironmentValues {
        var theme: Theme {
            get { self[ThemeKey.self] }
            set { self[ThemeKey.self] = newValue }
        }
    }

    """

    /// 05 (missing warning): `@Environment(\.theme) private var theme` without a written type
    /// holds what `EnvironmentValues.theme` of the run is declared as: the view starts to
    /// refresh as with `: Theme` written.
    func testEnvironmentKeyPathTypeFromTheDeclaredValue() {
        let views = """
        import SwiftUI

        struct A: View {
            @Environment(\\.theme) private var theme
            var body: some View { Text(theme.accent) }
        }

        struct B: View {
            @Environment(\\.theme) private var theme: Theme
            var body: some View { Text(theme.accent) }
        }

        """
        let result = migrate([("Theme.swift", Self.themeKey), ("Views.swift", views)])
        XCTAssertEqual(found(result, "migrate-plain-property-starts-observing").sorted(),
                       [at("Views.swift", views, "private var theme"), at("Views.swift", views, "private var theme: Theme")].sorted())
    }

    /// 05 through 02's variant (silent loss): the plain `Store` from an environment key
    /// written without a type is a stored property of the view holding a plain class.
    func testEnvironmentKeyOfAPlainClassShowsPlainState() {
        let member = """
            @Environment(\\.store) private var store
        """
        let views = """
        import SwiftUI

        struct StoreKey: EnvironmentKey { static let defaultValue = Store.shared }
        extension EnvironmentValues {
            var store: Store {
                get { self[StoreKey.self] }
                set { self[StoreKey.self] = newValue }
            }
        }

        """ + Self.settingsView(member, shows: "store.enabled").replacingOccurrences(of: "import SwiftUI\n", with: "")
        let result = migrate([("Model.swift", Self.settingsModel), ("Views.swift", views)])
        XCTAssertEqual(found(result, "migrate-tracked-property-unread"), [at("Views.swift", views, "@ObservedObject var viewModel")])
    }

    /// 05, variant: an optional chain inside a string interpolation (`"\(model?.n ?? 0)"`) is
    /// a read of the model, as `Text(model?.name ?? "")` is.
    func testOptionalReadInAnInterpolation() {
        let model = """
        import Foundation
        import Combine

        final class Model: ObservableObject {
            @Published var n = 0
            @Published var name = ""
        }

        """
        let views = """
        import SwiftUI

        struct G1: View {
            let model: Model?
            var body: some View { Text(model?.name ?? "") }
        }

        struct G2: View {
            let model: Model?
            var body: some View { Text("\\(model?.n ?? 0)") }
        }

        """
        let result = migrate([("Model.swift", model), ("Views.swift", views)])
        XCTAssertEqual(found(result, "migrate-plain-property-starts-observing"), ["Views.swift:4", "Views.swift:9"])
    }

    // MARK: - 03

    /// 03 (false error, exit 1): the closure of `.sheet(item: $selected)` takes the binding's
    /// unwrapped value (`Item` of `Item?`), `List(items) { item in … }` the element, as
    /// `ForEach`'s does: `item.model` is told and the injection rewritten, no error.
    func testItemPresentationAndListClosureParameters() throws {
        let model = """
        import Foundation
        import Combine

        final class Model: ObservableObject {
            @Published var name = ""
        }

        struct Item: Identifiable {
            let id: Int
            let model: Model
        }

        """
        let views = """
        import SwiftUI

        struct Detail: View {
            @EnvironmentObject var model: Model
            var body: some View { Text(model.name) }
        }

        struct ListScreen: View {
            @State private var selected: Item?
            let items: [Item]

            var body: some View {
                VStack {
                    ForEach(items) { item in
                        Button(item.model.name) { selected = item }
                    }
                }
                .sheet(item: $selected) { item in
                    Detail().environmentObject(item.model)
                }
            }
        }

        struct Rows: View {
            let items: [Item]
            var body: some View {
                List(items) { item in
                    Detail().environmentObject(item.model)
                }
            }
        }

        """
        let result = migrate([("Model.swift", model), ("Views.swift", views)])
        XCTAssertEqual(found(result, "migrate-unknown-environment-object"), [])
        XCTAssertFalse(output(result, 1).contains(".environmentObject("), output(result, 1))
        XCTAssertEqual(output(result, 1).components(separatedBy: ".environment(item.model)").count, 3, output(result, 1))
        try assertOutputsTypeCheck(result)
    }

    // MARK: - 01

    /// 01 (Passepartout, false warning): a view holding a class with no tracked property (only
    /// `let`s) cannot start to refresh; and a read inside an `async` closure passed to a child
    /// view is not in the redraw.
    func testNoStartsObservingWithoutTrackedStateOrInAnAsyncClosure() {
        let wifi = """
        import Foundation

        @MainActor
        public final class Wifi: ObservableObject {
            private let observer: WifiObserver
            public init(observer: WifiObserver) { self.observer = observer }
            public func currentSSID() async throws -> String { try await observer.currentSSID() }
        }

        public protocol WifiObserver {
            func currentSSID() async throws -> String
        }

        @MainActor
        final class Radio: ObservableObject {
            @Published var ssid = ""
            func currentSSID() async -> String { ssid }
        }

        """
        let views = """
        import SwiftUI

        struct SSIDList: View {
            let emptyValue: () async -> String
            var body: some View { Text("x") }
        }

        struct OnDemandView: View {
            private let wifi: Wifi
            init(observer: WifiObserver) { wifi = Wifi(observer: observer) }
            var body: some View {
                SSIDList(emptyValue: {
                    do {
                        return try await wifi.currentSSID()
                    } catch {
                        return ""
                    }
                })
            }
        }

        struct RadioView: View {
            private let radio = Radio()
            var body: some View {
                SSIDList(emptyValue: { await radio.currentSSID() })
            }
        }

        struct ShownRadio: View {
            let radio: Radio
            var body: some View { Text(radio.ssid) }
        }

        """
        let result = migrate([("Wifi.swift", wifi), ("Views.swift", views)])
        XCTAssertEqual(found(result, "migrate-plain-property-starts-observing"), [at("Views.swift", views, "let radio: Radio")])
    }
}
