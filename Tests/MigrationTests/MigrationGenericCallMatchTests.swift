import Foundation
import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Review 24c/03, 04, 05: calls matched to a run's generic declaration by name alone. A call of
/// a generic function written against `ObservableObject` is its call only when it can be: a
/// call (no `case` pattern), in the function's file when it is private, with its argument
/// labels and count, on its type's value (`self`, implicitly inside it, a receiver typed so);
/// `nil` passes no class; a type named `_Presenter` tells its type when called.
final class MigrationGenericCallMatchTests: XCTestCase, MigrationReviewCase {
    static let untold = "migrate-blocked-generic-untold-argument"
    static let unknownEnvironment = "migrate-unknown-environment-object"

    static func model(_ name: String, _ property: String) -> (String, String) {
        ("\(name).swift", """
            import SwiftUI

            final class \(name): ObservableObject {
                @Published var \(property) = 0
            }

            struct \(name)View: View {
                @StateObject private var model = \(name)()
                var body: some View { Text("\\(model.\(property))") }
            }

            """)
    }

    static let diff = ("Diff.swift", """
        func apply(_ change: CollectionDifference<Int>.Change) -> Int {
            switch change {
            case .insert(let offset, let element, _):
                return offset + element
            case .remove(let offset, _, _):
                return -offset
            }
        }

        """)

    /// 24c/03 (SwiftUIX): `case .insert(let offset, let element, _)` was taken as a call of a
    /// private `insert<B: ObservableObject>(_:withKey:)` in another file: with two classes both
    /// were kept; with one, the unrelated `insert` was rewritten to `Observable & AnyObject` and
    /// the output did not build where another generic function calls it.
    func testACasePatternIsNoCallOfAGenericFunction() throws {
        let insertions = ("Insertions.swift", """
            import SwiftUI

            struct Insertions {
                private var objects: [AnyObject] = []
                private mutating func insert<B: ObservableObject>(_ object: B) {
                    objects.append(object)
                }
                mutating func add<B: ObservableObject>(_ object: B) {
                    insert(object)
                }
            }

            """)
        let two = migrate([Self.model("Counter", "count"), Self.model("Settings", "dark"), insertions, Self.diff])
        XCTAssertEqual(found(two, Self.untold), [])
        XCTAssertTrue(output(two, 0).contains("@Observable\nfinal class Counter {"), output(two, 0))
        XCTAssertTrue(output(two, 1).contains("@Observable\nfinal class Settings {"), output(two, 1))
        XCTAssertFalse(output(two, 2).contains("Observable & AnyObject"), output(two, 2))
        try assertOutputsTypeCheck(two)
        let one = migrate([Self.model("Counter", "count"), insertions, Self.diff])
        XCTAssertTrue(output(one, 0).contains("@Observable\nfinal class Counter {"), output(one, 0))
        XCTAssertFalse(output(one, 1).contains("Observable & AnyObject"), output(one, 1))
        try assertOutputsTypeCheck(one)
    }

    /// 24c/03: a call with other labels, a private function called from another file, a method
    /// called on a value of another (told) type, or a free call outside the method's type is no
    /// call of it; a call that can be it, with an argument whose type cannot be told, still keeps
    /// every class (the documented rule).
    func testACallMustMatchVisibilityLabelsAndReceiver() throws {
        let insertions = ("Insertions.swift", """
            import SwiftUI

            struct Insertions {
                private var objects: [AnyObject] = []
                private mutating func insert<B: ObservableObject>(_ object: B, withKey key: String) {
                    objects.append(object)
                }
            }

            """)
        // Destructured tuple elements: values whose type the tool cannot tell.
        let others = ("Others.swift", """
            struct Bag {
                var items: Set<Int> = []
                mutating func insert(_ item: Int) { items.insert(item) }
                mutating func fill(_ pairs: [(Int, Int)]) { for (a, _) in pairs { insert(a) } }
            }

            func collect(_ bag: inout Bag, _ pairs: [(Int, Int)]) {
                for (a, _) in pairs { bag.insert(a) }
            }

            func store(_ pairs: [(Int, Int)]) {
                var set = Set<Int>()
                for (a, _) in pairs { set.insert(a) }
            }

            """)
        let clean = migrate([Self.model("Counter", "count"), Self.model("Settings", "dark"), insertions, others])
        XCTAssertEqual(found(clean, Self.untold), [])
        XCTAssertTrue(output(clean, 0).contains("@Observable\nfinal class Counter {"), output(clean, 0))
        XCTAssertTrue(output(clean, 1).contains("@Observable\nfinal class Settings {"), output(clean, 1))
        try assertOutputsTypeCheck(clean)
        // In its file, with its labels and an argument of untold type: every class stays.
        let calling = ("Insertions.swift", """
            import SwiftUI

            struct Insertions {
                private var objects: [AnyObject] = []
                private mutating func insert<B: ObservableObject>(_ object: B, withKey key: String) {
                    objects.append(object)
                }
                mutating func take() {
                    insert(shared, withKey: "k")
                    self.insert(shared, withKey: "k")
                }
            }

            """)
        let kept = migrate([Self.model("Counter", "count"), Self.model("Settings", "dark"), calling, others])
        XCTAssertEqual(found(kept, Self.untold), ["Insertions.swift:9", "Insertions.swift:10"])
    }

    /// 24c/04 (SwiftUIX): `Holder<Widget>(nil)`, with an overload `init(_:) where T:
    /// ObservableObject`, was "an argument whose type cannot be told": every class was kept,
    /// or with one class the overload was rewritten for a class passed nowhere. `nil` passes
    /// no class.
    func testNilPassesNoClassToAConstrainedInitializer() throws {
        let holder = ("Holder.swift", """
            import SwiftUI

            final class Holder<T: AnyObject> {
                weak var value: T?
                init(_ value: T?) { self.value = value }
                init(_ value: T?) where T: ObservableObject { self.value = value }
            }

            final class Widget {}

            struct WidgetHost: View {
                @State private var holder = Holder<Widget>(nil)
                var body: some View { Text("host") }
            }

            """)
        let two = migrate([Self.model("Counter", "count"), Self.model("Settings", "dark"), holder])
        XCTAssertEqual(found(two, Self.untold), [])
        XCTAssertTrue(output(two, 0).contains("@Observable\nfinal class Counter {"), output(two, 0))
        XCTAssertTrue(output(two, 1).contains("@Observable\nfinal class Settings {"), output(two, 1))
        try assertOutputsTypeCheck(two)
        let one = migrate([Self.model("Counter", "count"), holder])
        XCTAssertTrue(output(one, 0).contains("@Observable\nfinal class Counter {"), output(one, 0))
        XCTAssertFalse(output(one, 1).contains("Observable & AnyObject"), output(one, 1))
        try assertOutputsTypeCheck(one)
    }

    /// 24c/05 (WalletConnect's template `___VARIABLE_ModuleName___Presenter`): a class whose
    /// name starts with `_` did not tell its type when called, so `.environmentObject(p)` with
    /// `let p = _Presenter()` (and `.environmentObject(_Presenter())`) was a false error.
    func testAnUnderscoreClassNameTellsItsTypeWhenCalled() throws {
        let text = """
            import SwiftUI

            final class _Presenter: ObservableObject {
                @Published var title = "Hello"
            }

            struct _PresenterView: View {
                @EnvironmentObject var presenter: _Presenter
                var body: some View { Text(presenter.title) }
            }

            func makeView() -> some View {
                let presenter = _Presenter()
                return _PresenterView().environmentObject(presenter)
            }

            struct Root: View {
                @StateObject private var presenter = _Presenter()
                var body: some View {
                    VStack {
                        _PresenterView().environmentObject(presenter)
                        _PresenterView().environmentObject(_Presenter())
                    }
                }
            }

            """
        let result = migrate([("Model.swift", text)])
        XCTAssertEqual(found(result, Self.unknownEnvironment), [])
        let out = output(result)
        XCTAssertTrue(out.contains("return _PresenterView().environment(presenter)"), out)
        XCTAssertTrue(out.contains("_PresenterView().environment(_Presenter())"), out)
        XCTAssertFalse(out.contains("environmentObject"), out)
        try assertOutputsTypeCheck(result)
    }
}
