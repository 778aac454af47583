import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of review 14b of `migrate` (e4cec67).
final class MigrationTwentySixthReviewTests: XCTestCase, MigrationReviewCase {
    /// `path:line` of the first line of `text` holding `needle`.
    private func at(_ path: String, _ text: String, _ needle: String) -> String {
        "\(path):\((text.components(separatedBy: "\n").firstIndex { $0.contains(needle) } ?? -1) + 1)"
    }

    /// The diagnostic ids of a run with `line` as the `@StateObject` initializer.
    private let elementTemplate = """
    import SwiftUI
    import Combine

    class Accessory: ObservableObject {
        var name = "a" { willSet { objectWillChange.send() } }
    }

    class Counter: ObservableObject {
        @Published var value = 0
    }

    @MainActor struct PreviewData {
        static let accessories: [Accessory] = [Accessory()]
        static let names: [String: Accessory] = [:]
        static let count = 0
    }

    struct Entry: View {
        @ObservedObject var accessory: Accessory
        var body: some View { Text(accessory.name) }
    }

    struct FirstEntry: View {
        @StateObject var accessory = INITIALIZER
        var body: some View { Entry(accessory: accessory) }
    }

    """

    /// 14b/F1 (openhaystack, false error): `@StateObject var x = Data.items.first!` (`.last!`,
    /// `[0]`, `.first ?? T()`) is the array's element, declared `[Accessory]`: a kept class,
    /// left as it is, no error. A dictionary's subscript (`[K: V]`) stays untold.
    func testAnElementOfADeclaredArrayTypesAStateObject() throws {
        for initializer in ["PreviewData.accessories.first!", "PreviewData.accessories.last!", "PreviewData.accessories[0]",
                            "PreviewData.accessories[PreviewData.count]", "PreviewData.accessories.first ?? Accessory()"] {
            let text = elementTemplate.replacingOccurrences(of: "INITIALIZER", with: initializer)
            let result = migrate([("Repro.swift", text)])
            XCTAssertEqual(found(result, "migrate-unknown-wrapped-type"), [], initializer)
            XCTAssertEqual(found(result, "migrate-property-rewritten"), [], initializer)
            XCTAssertTrue(output(result).contains("@StateObject var accessory = \(initializer)"), initializer)
            try assertOutputsTypeCheck(result)
        }
        // Not an array: the error stays.
        let dictionary = elementTemplate.replacingOccurrences(of: "INITIALIZER", with: "PreviewData.names[\"a\"]!")
        XCTAssertEqual(found(migrate([("Repro.swift", dictionary)]), "migrate-unknown-wrapped-type"), [at("Repro.swift", dictionary, "@StateObject var accessory")])
        // A migrated element class: the site becomes '@State'.
        let migrating = elementTemplate.replacingOccurrences(of: "INITIALIZER", with: "PreviewData.accessories.first!")
            .replacingOccurrences(of: "var name = \"a\" { willSet { objectWillChange.send() } }", with: "@Published var name = \"a\"")
        let result = migrate([("Repro.swift", migrating)])
        XCTAssertEqual(found(result, "migrate-unknown-wrapped-type"), [])
        XCTAssertTrue(output(result).contains("@State var accessory = PreviewData.accessories.first!"), output(result))
        try assertOutputsTypeCheck(result)
    }

    /// 14b/F2 (netbird, false error): a `for` variable over `xs.filter(…)`, inline or through a
    /// local, has the element type of `xs`.
    func testALoopOverAFilteredCollectionIsTyped() throws {
        let local = """
        import SwiftUI
        import Combine

        class RouteInfo: ObservableObject {
            var selected = false
        }

        class RoutesViewModel: ObservableObject {
            @Published var routeInfo: [RouteInfo] = []

            func deselectOthers() {
                let siblings = routeInfo.filter { $0.selected }
                for sibling in siblings {
                    sibling.objectWillChange.send()
                    sibling.selected = false
                }
            }
        }

        class PeerViewModel: ObservableObject {
            @Published var filter = ""
        }

        """
        let inline = local.replacingOccurrences(of: """
                let siblings = routeInfo.filter { $0.selected }
                for sibling in siblings {
        """, with: """
                for sibling in routeInfo.filter({ $0.selected }) {
        """)
        XCTAssertNotEqual(inline, local)
        for text in [local, inline] {
            let result = migrate([("Repro.swift", text)])
            XCTAssertEqual(found(result, "migrate-unresolved-receiver"), [], text)
            XCTAssertEqual(found(result, "migrate-blocked-object-will-change"), [at("Repro.swift", text, "sibling.objectWillChange")], text)
            XCTAssertEqual(found(result, "migrate-class-kept"), [at("Repro.swift", text, "class RouteInfo")], text)
            try assertOutputsTypeCheck(result)
        }
    }

    /// 14b/F3 (metatext, kept for no reason): `$0` of a `sink` after `.map { T(…) }` is a `T`,
    /// so `$0.$alertItem` keeps `T` alone, not every class with an `alertItem`.
    func testDollarZeroOfASinkAfterAMapIsTheMappedType() throws {
        let text = """
        import SwiftUI
        import Combine

        struct AlertItem { var text: String }

        class CollectionItemsViewModel: ObservableObject {
            @Published var alertItem: AlertItem?
        }

        class ProfileViewModel: ObservableObject {
            @Published var alertItem: AlertItem?
            @Published var collection = 0
            private var cancellables = Set<AnyCancellable>()

            init() {
                $collection
                    .map { _ in CollectionItemsViewModel() }
                    .sink { [weak self] in
                        guard let self = self else { return }
                        $0.$alertItem.assign(to: &self.$alertItem)
                    }
                    .store(in: &cancellables)
            }
        }

        class MuteViewModel: ObservableObject {
            @Published var alertItem: AlertItem?
        }

        struct MuteView: View {
            @StateObject var viewModel = MuteViewModel()
            var body: some View { Text(viewModel.alertItem?.text ?? "") }
        }

        """
        let result = migrate([("Repro.swift", text)])
        XCTAssertEqual(found(result, "migrate-class-kept"), [at("Repro.swift", text, "class CollectionItemsViewModel"), at("Repro.swift", text, "class ProfileViewModel")])
        XCTAssertEqual(found(result, "migrate-class-migrated"), [at("Repro.swift", text, "class MuteViewModel")])
        let message = result.files[0].diagnostics.first { $0.id == "migrate-blocked-publisher" && $0.message.contains("'$alertItem'") }?.message ?? ""
        XCTAssertFalse(message.contains("MuteViewModel"), message)
        try assertOutputsTypeCheck(result)
        // An operator that passes the element on (not in the stand-ins: not type-checked).
        let received = text.replacingOccurrences(of: "            .sink {", with: "            .receive(on: RunLoop.main)\n            .sink {")
        XCTAssertNotEqual(received, text)
        XCTAssertEqual(found(migrate([("Repro.swift", received)]), "migrate-class-migrated"), [at("Repro.swift", received, "class MuteViewModel")])
        // A `map` whose closure is no `T(…)`: untold, every class with the name is kept, as before.
        let untold = text.replacingOccurrences(of: ".map { _ in CollectionItemsViewModel() }", with: ".map(makeModel)")
            .replacingOccurrences(of: "    init() {", with: "    func makeModel(_ n: Int) -> CollectionItemsViewModel { CollectionItemsViewModel() }\n    init() {")
        XCTAssertEqual(found(migrate([("Repro.swift", untold)]), "migrate-class-migrated"), [])
    }

    /// 14b/F4 (netbird, trap not flagged): a class that stays an `ObservableObject` holding a
    /// migrated class gets the note a migrated holder gets, at the property.
    func testAKeptHolderOfAMigratedClassIsNoted() throws {
        let text = """
        import SwiftUI
        import Combine

        class Adapter: ObservableObject {
            typealias ID = Int
            @Published var showBrowser = false
        }

        class MainViewModel: ObservableObject {
            @Published var adapter: Adapter
            @Published var adapters: [Adapter] = []
            @Published var selectedIDs: Set<Adapter.ID> = []
            @Published var setupKey = ""
            private var cancellables = Set<AnyCancellable>()
            init() {
                adapter = Adapter()
                $setupKey.sink { _ in }.store(in: &cancellables)
            }
        }

        struct ConnectionView: View {
            @EnvironmentObject var viewModel: MainViewModel
            var body: some View {
                Text(viewModel.adapter.showBrowser ? "browser" : "idle")
            }
        }

        """
        let result = migrate([("Repro.swift", text)])
        XCTAssertEqual(found(result, "migrate-class-kept"), [at("Repro.swift", text, "class MainViewModel")])
        XCTAssertEqual(found(result, "migrate-nested-observable"), [at("Repro.swift", text, "@Published var adapter: Adapter")])
        XCTAssertEqual(found(result, "migrate-collection-of-observables"), [at("Repro.swift", text, "@Published var adapters: [Adapter]")])
        let message = result.files[0].diagnostics.first { $0.id == "migrate-nested-observable" }?.message ?? ""
        XCTAssertTrue(message.contains("through 'MainViewModel'"), message)
        try assertOutputsTypeCheck(result)
    }
}
