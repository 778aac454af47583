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

    /// 13c/03 (B-1): `item` of `ForEach(items) { item in … }` is a `Kept`, and `item` of
    /// `.sheet(item:) { item in … }` is unknown: never the view's `@StateObject var item:
    /// Client`. `.environmentObject(item)` stays (it was rewritten to `.environment(item)`,
    /// which does not build for an `ObservableObject`), with the unknown-type error where the
    /// type cannot be told. `if let item = items.first` (`guard let … = items.last`) binds an
    /// element of `items: [Kept]`, a `Kept` (migfix33).
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
        // `.sheet(item: $selected)`'s item is the unwrapped `Kept?` of `selected`, told since
        // review 48/03 (it was the unknown-type error); `items.first` and `items.last` are `Kept`s.
        XCTAssertEqual(found(result, "migrate-unknown-environment-object"), [])
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
                     "for (_, item) in rows.enumerated() { item.plain += 1; item.objectWillChange.send() }",
                     "func touch(for item: Row) { item.objectWillChange.send() }"] {
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
            if loop.hasPrefix("func") {
                // An argument label `for` is no loop: `item` is the parameter, a `Row`.
                XCTAssertEqual(found(result, "migrate-unresolved-receiver"), [], loop)
                XCTAssertEqual(found(result, "migrate-blocked-object-will-change"), ["App.swift:10"], loop)
                continue
            }
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

    /// 13c/01 (E-1, Suwatte `OPDS+HomeView.swift:22`): `server.toClient()` where `server` is a
    /// property or the parameter of `ForEach(servers) { server in … }` and `toClient()` declares
    /// `-> Client`: typed through the declared result (it was the error "cannot tell the type").
    func testAMethodCallResultIsTypedForEnvironmentObject() throws {
        let text = """
        import SwiftUI
        final class Client: ObservableObject { @Published var n = 0 }
        final class Server: Identifiable {
            let id = 0
            func toClient() -> Client { Client() }
        }
        struct FeedView: View { @EnvironmentObject var client: Client; var body: some View { Text("\\(client.n)") } }
        struct V: View {
            let server: Server
            @State private var servers: [Server] = []
            var body: some View {
                VStack {
                    FeedView().environmentObject(server.toClient())
                    ForEach(servers) { server in
                        FeedView().environmentObject(server.toClient())
                    }
                }
            }
        }

        """
        let result = migrate([("App.swift", text)])
        XCTAssertEqual(found(result, "migrate-unknown-environment-object"), [])
        let out = output(result)
        XCTAssertEqual(out.components(separatedBy: ".environment(server.toClient())").count - 1, 2, out)
        try assertOutputsTypeCheck(result)
    }

    /// 13c/02 (E-2, Sweechat `TextMessageViewModel.swift:21`): `super.objectWillChange` in a
    /// subclass is the superclass's: the chain keeps `ObservableObject` with the warning that
    /// `self.objectWillChange` gives, not the error "cannot tell the type of 'super'".
    func testSuperObjectWillChangeKeepsTheChain() throws {
        let text = """
        import Combine
        import SwiftUI

        class MessageViewModel: ObservableObject {
            @Published var likes = 0
            init() {}
        }

        class TextMessageViewModel: MessageViewModel {
            @Published var text = ""
            var onContent: ((String) -> Void)?
            override init() {
                super.init()
                onContent = { content in
                    self.text = content
                    super.objectWillChange.send()
                }
            }
        }

        struct MessageView: View {
            @ObservedObject var viewModel: TextMessageViewModel
            var body: some View { Text(viewModel.text) }
        }

        """
        let result = migrate([("App.swift", text)])
        XCTAssertEqual(found(result, "migrate-unresolved-receiver"), [])
        XCTAssertEqual(found(result, "migrate-blocked-object-will-change"), ["App.swift:16"])
        XCTAssertEqual(result.files.flatMap(\.diagnostics).filter { $0.severity == .error }.count, 0)
        XCTAssertEqual(output(result), text, "both classes keep ObservableObject")
    }

    /// 13c/06 (E-3): `ForEach` over `rows.filter { … }`, `rows.reversed()`, `rows.sorted { … }`,
    /// `rows.sorted(by:)`, `Array(rows.prefix(3))` has the element type of `rows: [Row]`.
    func testAnElementPreservingCollectionHasTheElementType() throws {
        let text = """
        import SwiftUI
        final class Row: ObservableObject, Identifiable { let id = 0; @Published var n = 0 }
        struct RowView: View { @EnvironmentObject var row: Row; var body: some View { Text("\\(row.n)") } }
        struct V: View {
            let rows: [Row]
            var body: some View {
                VStack {
                    ForEach(rows) { r in RowView().environmentObject(r) }
                    ForEach(rows.filter { $0.n > 0 }) { r in RowView().environmentObject(r) }
                    ForEach(rows.reversed()) { r in RowView().environmentObject(r) }
                    ForEach(rows.sorted { $0.n < $1.n }) { r in RowView().environmentObject(r) }
                    ForEach(rows.sorted(by: { $0.n < $1.n })) { r in RowView().environmentObject(r) }
                    ForEach(Array(rows.prefix(3))) { r in RowView().environmentObject(r) }
                }
            }
        }

        """
        let result = migrate([("App.swift", text)])
        XCTAssertEqual(found(result, "migrate-unknown-environment-object"), [])
        let out = output(result)
        XCTAssertEqual(out.components(separatedBy: "RowView().environment(r)").count - 1, 6, out)
        try assertOutputsTypeCheck(result)
    }
}
