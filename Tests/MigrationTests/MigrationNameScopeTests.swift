import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Review 13c (a4a8ec7), name resolution: a name bound by a closure's parameter list, a `for`
/// pattern or an `if let`/`guard let` hides the enclosing type's property of that name.
final class MigrationNameScopeTests: XCTestCase, MigrationReviewCase {
    private let models = """
    import Combine
    import SwiftUI

    final class Client: ObservableObject { @Published var n = 0 }

    final class Kept: ObservableObject, Identifiable {
        let id = 0
        @Published var q = ""
    }

    struct KeptView: View {
        @EnvironmentObject var item: Kept
        var body: some View { Text(item.q) }
    }

    func keep(_ k: Kept) -> AnyCancellable { k.$q.sink { _ in } }

    """

    /// 13c/03 (B-1): `item` of `ForEach(items) { item in … }`, of `.sheet(item:) { item in … }`
    /// and of `if let item = items.first` is a `Kept`, not the view's `@StateObject var item:
    /// Client`: `.environmentObject(item)` stays (it was rewritten to `.environment(item)`, which
    /// does not build for an `ObservableObject`).
    func testABoundNameHidesTheViewsPropertyForEnvironmentObject() throws {
        let views = """
        import SwiftUI

        struct V: View {
            @StateObject var item = Client()
            let items: [Kept]
            @State var selected: Kept?
            var body: some View {
                VStack {
                    Text("\\(item.n)")
                    ForEach(items) { item in KeptView().environmentObject(item) }
                    ForEach(items) { (item) in KeptView().environmentObject(item) }
                }
                .sheet(item: $selected) { item in KeptView().environmentObject(item) }
            }
            func detail() -> some View {
                if let item = items.first { return KeptView().environmentObject(item) }
                return KeptView().environmentObject(items[0])
            }
            func other() -> some View {
                guard let item = items.last else { return KeptView().environmentObject(items[0]) }
                return KeptView().environmentObject(item)
            }
        }

        """
        let result = migrate([("Models.swift", models), ("Views.swift", views)])
        let out = output(result, 1)
        XCTAssertFalse(out.contains(".environment(item)"), out)
        XCTAssertEqual(out.components(separatedBy: ".environmentObject(item)").count - 1, 5, out)
        XCTAssertTrue(out.contains("@State var item = Client()"), out)
        try assertOutputsTypeCheck(result)
    }

    /// 13c/03 Reverse.swift: the property is the kept class, the closure parameter the migrated
    /// one: `.environmentObject(item)` becomes `.environment(item)` (it was left, and did not
    /// build against `RowView`'s `@Environment(Row.self)`).
    func testABoundNameOfAMigratedClassIsRewritten() throws {
        let text = """
        import Combine
        import SwiftUI
        final class Row: ObservableObject, Identifiable { let id = 0; @Published var n = 0 }
        final class Kept: ObservableObject { @Published var q = "" }
        struct RowView: View { @EnvironmentObject var item: Row; var body: some View { Text("\\(item.n)") } }
        struct V: View {
            @StateObject var item = Kept()
            let rows: [Row]
            var body: some View {
                VStack {
                    Text(item.q)
                    ForEach(rows) { item in RowView().environmentObject(item) }
                }
            }
        }
        func keep(_ k: Kept) -> AnyCancellable { k.$q.sink { _ in } }

        """
        let result = migrate([("App.swift", text)])
        let out = output(result)
        XCTAssertTrue(out.contains("ForEach(rows) { item in RowView().environment(item) }"), out)
        try assertOutputsTypeCheck(result)
    }

    /// 13c/04 (B-2): `item.objectWillChange` where `item` is the parameter of `rows.forEach { item
    /// in … }` or the variable of `for item in rows` is `Row`'s: `Row` keeps `ObservableObject`,
    /// `Kept` (the store's property `item`) migrates. It was the reverse: `Kept` kept for no use
    /// of its own and `Row` migrated, whose `objectWillChange` is gone.
    func testABoundNameHidesThePropertyForObjectWillChange() throws {
        for loop in ["rows.forEach { item in item.plain += 1; item.objectWillChange.send() }",
                     "for item in rows { item.plain += 1; item.objectWillChange.send() }",
                     "for (_, item) in rows.enumerated() { item.plain += 1; item.objectWillChange.send() }"] {
            let text = """
            import Combine
            import SwiftUI
            final class Row: ObservableObject, Identifiable { let id = 0; @Published var n = 0; var plain = 0 }
            final class Kept: ObservableObject { @Published var q = "" }
            struct RowView: View { @ObservedObject var item: Row; var body: some View { Text("\\(item.n)") } }
            final class Store {
                let item = Kept()
                var rows: [Row] = []
                func touchAll() {
                    \(loop)
                }
            }

            """
            let result = migrate([("App.swift", text)])
            if loop.hasPrefix("for (") {
                // The tuple pattern's `item` is unknown: reported, never typed as `Kept`.
                XCTAssertEqual(found(result, "migrate-unresolved-receiver"), ["App.swift:10"], loop)
                XCTAssertEqual(found(result, "migrate-blocked-object-will-change"), [], loop)
                continue
            }
            let out = output(result)
            XCTAssertTrue(out.contains("final class Row: ObservableObject"), loop + "\n" + out)
            XCTAssertFalse(out.contains("final class Kept: ObservableObject"), loop + "\n" + out)
            XCTAssertEqual(found(result, "migrate-blocked-object-will-change"), ["App.swift:10"], loop)
            try assertOutputsTypeCheck(result)
        }
    }
}
