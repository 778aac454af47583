import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Members whose declared type is a generic parameter of their owner (review 12c/01, 04, 05;
/// 12a/03; winston's `GenericRedditEntity<T, B>` with `@Published var winstonData: B?`): never
/// a type named after the parameter; the receiver's argument where it is written, else unknown.
final class MigrationGenericMemberTests: XCTestCase, MigrationReviewCase {
    static let entity = """
    import SwiftUI
    import Combine

    final class Extra: ObservableObject { @Published var size: Int = 0 }

    class Entity<B: AnyObject>: ObservableObject {
        @Published var extra: B? = nil
        var items: [B] = []
        init() {}
        func touch() { objectWillChange.send() }   // keeps Entity, as winston's GenericRedditEntity
    }

    typealias Post = Entity<Extra>

    struct Row: View {
        @EnvironmentObject var extra: Extra
        var body: some View { Text("\\(extra.size)") }
    }

    """

    /// 12c/01 (winston, 3 silent build breaks): `.environmentObject(x)` with `x` a member typed
    /// `B?` of `Entity<B>` was left (`'B' is not a class of the run`) while `Extra`, the
    /// argument, migrated. Through an alias, `x!`, `[B]` subscripts, a parameter's
    /// `Entity<Extra>`, `if let`, and a subclass's superclass clause, `B` is `Extra`.
    func testAGenericMemberIsTypedByTheReceiversArgument() throws {
        let text = Self.entity + """
        class Holder<X: AnyObject>: Entity<X> {}
        final class ExtraPost: Holder<Extra> {}

        struct Feed: View {
            @StateObject private var post = Post()
            @StateObject private var other = ExtraPost()
            var body: some View { Text("feed") }
            func a() -> some View { Row().environmentObject(post.extra!) }
            func c() -> some View { Row().environmentObject(post.items[0]) }
            func d(p: Entity<Extra>) -> some View { Row().environmentObject(p.extra!) }
            func e() -> some View { Row().environmentObject(other.extra!) }
            func f(_ fallback: Extra) -> some View {
                if let extra = post.extra { return Row().environmentObject(extra) }
                return Row().environmentObject(fallback)
            }
            func g() -> some View { let made = Entity<Extra>(); return Row().environmentObject(made.extra!) }
        }

        """
        let result = migrate([("Feed.swift", text)])
        let out = output(result)
        XCTAssertTrue(out.contains("@Observable\nfinal class Extra"), out)
        for site in ["post.extra!", "post.items[0]", "p.extra!", "other.extra!", "extra", "made.extra!"] {
            XCTAssertTrue(out.contains(".environment(\(site))"), "\(site):\n\(out)")
        }
        XCTAssertFalse(out.contains(".environmentObject("), out)
        XCTAssertEqual(result.files.flatMap(\.diagnostics).filter { $0.severity == .error }.map(\.id), [])
        try assertOutputsTypeCheck(result)
    }

    /// 12c/01: where the argument cannot be told (a value bound by a case whose associated
    /// value is `Post`, the alias read as its class with no arguments), the member's type is
    /// unknown: the unknown-type error (it was left silently: `'B' is not a class of the run`).
    func testAGenericMemberWithoutAWrittenArgumentIsUnknown() throws {
        let text = Self.entity + """
        enum Media { case repost(Post) }

        struct Feed: View {
            var media: Media
            var body: some View { Text("feed") }
            func a() -> some View {
                switch media {
                case .repost(let post): return Row().environmentObject(post.extra!)
                }
            }
        }

        """
        let result = migrate([("Feed.swift", text)])
        XCTAssertEqual(found(result, "migrate-unknown-environment-object"), ["Feed.swift:26"])
    }

    /// 12c/04 (probe, silent loss and break): `post.extra?.objectWillChange` and
    /// `post.extra?.$size` through a generic member were not seen: `Extra` migrated and both
    /// subscriptions broke. With the receiver's argument they are true uses that keep `Extra`;
    /// without one, the unresolved-receiver error.
    func testCombineUsesThroughAGenericMemberKeepTheArgument() throws {
        let text = Self.entity + """
        final class Feed {
            let post = Entity<Extra>()
            var bag = Set<AnyCancellable>()
            func watch() {
                post.extra?.objectWillChange.sink { _ in print("changed") }.store(in: &bag)
                post.extra?.$size.sink { _ in print("size") }.store(in: &bag)
            }
        }

        """
        let result = migrate([("Feed.swift", text)])
        XCTAssertTrue(output(result).contains("final class Extra: ObservableObject"), output(result))
        XCTAssertEqual(found(result, "migrate-blocked-object-will-change"), ["Feed.swift:10", "Feed.swift:23"])
        XCTAssertEqual(found(result, "migrate-blocked-publisher"), ["Feed.swift:24"])
        try assertOutputsTypeCheck(result)

        let unknown = Self.entity + """
        func makePost() -> Entity<Extra> { Entity<Extra>() }
        final class Feed {
            var bag = Set<AnyCancellable>()
            func watch() {
                let post = makePost()
                post.extra?.objectWillChange.sink { _ in print("changed") }.store(in: &bag)
            }
        }

        """
        let other = migrate([("Feed.swift", unknown)])
        XCTAssertEqual(found(other, "migrate-unresolved-receiver"), ["Feed.swift:24"])
    }

    /// 12c/05 (winston `MixedContentLink.swift`, false errors): `case .first(let post)` of
    /// `content: Either<Post, Settings>` binds a `Post` (the enumeration's `A`), a class kept
    /// for its `objectWillChange`: the site is left with no error.
    func testACaseOfAGenericEnumerationBindsTheWrittenArgument() throws {
        let text = """
        import SwiftUI
        import Combine

        enum Either<A, B> { case first(A), second(B) }

        final class Post: ObservableObject { @Published var title = "" }
        final class Settings: ObservableObject { @Published var dark = false }

        struct Row: View {
            @EnvironmentObject var post: Post
            @EnvironmentObject var settings: Settings
            var body: some View { Text(post.title) }
        }

        struct Mixed: View {
            var content: Either<Post, Settings>
            var body: some View { Text("mixed") }
            func row(_ fallback: Settings) -> some View {
                switch content {
                case .first(let post): return Row().environmentObject(post).environmentObject(fallback)
                case .second(let settings): return Row().environmentObject(Post()).environmentObject(settings)
                }
            }
        }

        func poke(_ p: Post) { p.objectWillChange.send() }

        """
        let result = migrate([("Mixed.swift", text)])
        let out = output(result)
        XCTAssertEqual(result.files.flatMap(\.diagnostics).filter { $0.severity == .error }.map(\.id), [])
        XCTAssertTrue(out.contains("case .first(let post): return Row().environmentObject(post).environment(fallback)"), out)
        XCTAssertTrue(out.contains(".environmentObject(Post()).environment(settings)"), out)
        try assertOutputsTypeCheck(result)
    }

    /// 12c/05 (winston `ObservableArray.swift:33`): `wd.objectWillChange.sink` with `wd` bound
    /// from a member of a value cast to `Entity<CommentData, CommentWinstonData>`: a true use
    /// that keeps `CommentWinstonData` (it was migrated, with an unresolved-receiver error).
    func testAGenericCastTypesTheMemberItBinds() throws {
        let text = """
        import SwiftUI
        import Combine

        final class CommentData {}
        final class CommentWinstonData: ObservableObject { @Published var n = 0 }

        class Entity<T, B: AnyObject>: ObservableObject {
            @Published var winstonData: B? = nil
            init() {}
        }

        final class Holder: ObservableObject {
            var bag = Set<AnyCancellable>()
            func watch(_ xs: [Any]) {
                xs.forEach {
                    if let comment = $0 as? Entity<CommentData, CommentWinstonData>, let wd = comment.winstonData {
                        wd.objectWillChange.sink { _ in print("x") }.store(in: &bag)
                    }
                }
            }
        }

        """
        let result = migrate([("Holder.swift", text)])
        XCTAssertEqual(found(result, "migrate-unresolved-receiver"), [])
        XCTAssertEqual(found(result, "migrate-blocked-object-will-change"), ["Holder.swift:17"])
        XCTAssertTrue(output(result).contains("final class CommentWinstonData: ObservableObject"), output(result))
        try assertOutputsTypeCheck(result)
    }

    /// 12a/03 and winston's `ForEach(resultPosts.data) { post in … .environmentObject(post) }`
    /// (`resultPosts: ObservableArray<Post>`, `data: [T]`): the closure parameter of SwiftUI's
    /// `ForEach(collection)` (and `ForEach(c, id: \.self)`) is the collection's element,
    /// through the receiver's argument when the collection is generic (false errors before).
    func testAForEachClosureParameterIsTheCollectionsElement() throws {
        let text = """
        import SwiftUI
        import Combine

        final class Item: ObservableObject, Identifiable, Hashable {
            let id = 0
            @Published var title = ""
            static func == (a: Item, b: Item) -> Bool { a === b }
            func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
        }

        final class Store: ObservableObject {
            @Published var items: [Item] = []
        }

        class Page<T: AnyObject>: ObservableObject {
            @Published var data: [T] = []
            init() {}
            func poke() { objectWillChange.send() }
        }

        struct ItemRow: View {
            @EnvironmentObject var item: Item
            var body: some View { Text(item.title) }
        }

        struct ListView: View {
            @ObservedObject var store: Store
            var page: Page<Item>
            var body: some View {
                VStack {
                    ForEach(store.items) { item in
                        ItemRow().environmentObject(item)
                    }
                    ForEach(store.items, id: \\.self) { item in
                        ItemRow().environmentObject(item)
                    }
                    ForEach(page.data) { entry in
                        ItemRow().environmentObject(entry)
                    }
                }
            }
        }

        """
        let result = migrate([("List.swift", text)])
        let out = output(result)
        XCTAssertEqual(result.files.flatMap(\.diagnostics).filter { $0.severity == .error }.map(\.id), [])
        XCTAssertTrue(out.contains("ItemRow().environment(item)"), out)
        XCTAssertTrue(out.contains("ItemRow().environment(entry)"), out)
        XCTAssertFalse(out.contains(".environmentObject("), out)
        try assertOutputsTypeCheck(result)
    }
}
