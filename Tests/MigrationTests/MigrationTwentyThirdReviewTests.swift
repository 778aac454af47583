import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of review 14c of `migrate` (e4cec67): RSSBud, passepartout, PiStats and probes
/// written from their patterns.
final class MigrationTwentyThirdReviewTests: XCTestCase, MigrationReviewCase {
    /// `path:line` of the first line of `text` holding `needle`.
    private func at(_ path: String, _ text: String, _ needle: String) -> String {
        "\(path):\((text.components(separatedBy: "\n").firstIndex { $0.contains(needle) } ?? -1) + 1)"
    }

    private func errors(_ result: MigrationResult) -> [String] {
        result.files.flatMap { $0.diagnostics.filter { $0.severity == .error }.map(\.id) }
    }

    /// 14c/01, 02 (RSSBud `ExpandableSection<Never, Never>.ViewModel`, silent build break): a
    /// class nested in a generic type, written with the generic type's arguments, is the
    /// member, not the generic type; so through a typealias, and for a class nested in a
    /// generic enum. Every view site of the migrated class is rewritten.
    func testAMemberTypeAfterGenericArgumentsIsTheMemberAtViewSites() throws {
        let text = """
        import SwiftUI
        import Combine

        struct ExpandableSection<Content: View>: View {
            @ObservedObject var viewModel: ExpandableSection<Never>.ViewModel
            var content: Content

            var body: some View {
                Text(viewModel.isExpanded ? "open" : "closed")
            }
        }

        extension ExpandableSection {
            class ViewModel: ObservableObject {
                @Published var isExpanded: Bool

                init(isExpanded: Bool = true) where Content == Never {
                    self.isExpanded = isExpanded
                }
            }
        }

        struct Panel<Content: View>: View {
            var content: Content
            var body: some View { Text("x") }
        }
        extension Panel {
            final class Model: ObservableObject {
                @Published var open = false
                init() where Content == Never {}
            }
        }
        typealias PanelModel = Panel<Never>.Model

        enum Outer<T> {
            final class Store: ObservableObject {
                @Published var n = 0
            }
        }

        struct Root: View {
            let model: Panel<Never>.Model
            let store2: Outer<String>.Store
            var body: some View {
                Leaf(aliased: model, store2: store2).environmentObject(model)
            }
        }

        struct Leaf: View {
            @EnvironmentObject var model: Panel<Never>.Model
            @ObservedObject var aliased: PanelModel
            @EnvironmentObject var store: Outer<Int>.Store
            @ObservedObject var store2: Outer<String>.Store
            var body: some View { Text(model.open && aliased.open ? "\\(store.n)" : "\\(store2.n)") }
        }

        """
        let result = migrate([("Section.swift", text)])
        XCTAssertEqual(errors(result), [])
        XCTAssertEqual(found(result, "migrate-class-migrated").count, 3)
        let out = output(result)
        for wrapper in ["@ObservedObject", "@EnvironmentObject", ".environmentObject("] {
            XCTAssertFalse(out.contains(wrapper), "\(wrapper) left:\n\(out)")
        }
        XCTAssertTrue(out.contains("@Environment(Panel<Never>.Model.self) var model: Panel<Never>.Model"), out)
        XCTAssertTrue(out.contains("@Environment(Outer<Int>.Store.self) var store"), out)
        XCTAssertTrue(out.contains(".environment(model)"), out)
        XCTAssertEqual(found(result, "migrate-property-rewritten").count, 5)
        try assertOutputsTypeCheck(result)
    }

    /// 14c/03 (probe, false errors): `Feature<Int>.Store()` spells the type it creates, as
    /// `@StateObject`'s initial value and as `.environmentObject`'s argument (also `.init`).
    func testAnInitializerOfAMemberTypeAfterGenericArgumentsIsTyped() throws {
        let text = """
        import SwiftUI
        import Combine

        enum Feature<T> {
            final class Store: ObservableObject {
                @Published var count = 0
            }
        }

        struct Screen: View {
            @StateObject var store = Feature<Int>.Store()
            @StateObject var other = Feature<Int>.Store.init()
            var body: some View {
                Text("\\(store.count)\\(other.count)")
                    .environmentObject(Feature<Int>.Store())
            }
        }

        """
        let result = migrate([("Screen.swift", text)])
        XCTAssertEqual(errors(result), [])
        let out = output(result)
        XCTAssertTrue(out.contains("@State var store = Feature<Int>.Store()"), out)
        XCTAssertTrue(out.contains("@State var other = Feature<Int>.Store.init()"), out)
        XCTAssertTrue(out.contains(".environment(Feature<Int>.Store())"), out)
        XCTAssertEqual(found(result, "migrate-call-rewritten"), [at("Screen.swift", text, ".environmentObject(")])
        try assertOutputsTypeCheck(result)
    }

    /// 14c/01 (the rule's other half): where the member after the generic arguments is no type
    /// the run's index finds (a typealias to a generic parameter), the site is an error that
    /// names it, not a silent pass.
    func testAnUnresolvedMemberTypeAfterGenericArgumentsIsAnError() {
        let text = """
        import SwiftUI
        import Combine

        struct Box<M> {
            typealias Model = M
        }

        final class Store: ObservableObject {
            @Published var n = 0
        }

        struct Screen: View {
            @ObservedObject var store: Box<Store>.Model
            var body: some View {
                Text("\\(store.n)")
                    .environmentObject(Box<Store>.Model())
            }
        }

        """
        let result = migrate([("Screen.swift", text)])
        XCTAssertEqual(found(result, "migrate-unresolved-member-type"),
                       [at("Screen.swift", text, "@ObservedObject"), at("Screen.swift", text, ".environmentObject(")])
        let message = result.files[0].diagnostics.first { $0.id == "migrate-unresolved-member-type" }?.message ?? ""
        XCTAssertTrue(message.contains("'Box<Store>.Model' of '@ObservedObject var store'"), message)
        XCTAssertEqual(errors(result), ["migrate-unresolved-member-type", "migrate-unresolved-member-type"])
        // The sites are left as they are (the run exits 1).
        XCTAssertTrue(output(result).contains("@ObservedObject var store: Box<Store>.Model"), output(result))
        XCTAssertTrue(output(result).contains(".environmentObject(Box<Store>.Model())"), output(result))
    }

    /// 14c/05 (RSSBud `AutoAdvancingProgressView`, noise): `_AppearanceActionModifier`'s
    /// `appear:`/`disappear:` closures run on the event, as `.onAppear`'s do; the same read in
    /// `body` is still warned.
    func testAppearanceActionModifierClosuresAreNotTheRedraw() {
        let text = """
        import SwiftUI
        import Combine

        struct ProgressBar: View {
            @ObservedObject var model: Model

            var body: some View {
                Text("\\(model.shown)")
                    .modifier(_AppearanceActionModifier(
                        appear: { model.start(from: model.real) },
                        disappear: { model.start(from: model.real) }
                    ))
            }

            final class Model: ObservableObject {
                @Published var shown: Double = 0
                var real: Double = 0
                func start(from: Double) { shown = from }
                func update(_ v: Double) { real = v }
            }
        }

        """
        let result = migrate([("Bar.swift", text)])
        XCTAssertEqual(found(result, "migrate-ignored-property-view-read"), [])
        XCTAssertEqual(found(result, "migrate-class-migrated").count, 1)
        // Another call's `appear:` argument is no such event.
        let other = text.replacingOccurrences(of: "_AppearanceActionModifier(", with: "Fade(")
        XCTAssertEqual(found(migrate([("Bar.swift", other)]), "migrate-ignored-property-view-read"), [at("Bar.swift", other, "appear:")])
    }
}
