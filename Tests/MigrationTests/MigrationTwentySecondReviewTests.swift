import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Findings of reviews 12c, 13a and 13c of `migrate` (e4cec67).
final class MigrationTwentySecondReviewTests: XCTestCase, MigrationReviewCase {
    /// `path:line` of the first line of `text` holding `needle`.
    private func at(_ path: String, _ text: String, _ needle: String) -> String {
        "\(path):\((text.components(separatedBy: "\n").firstIndex { $0.contains(needle) } ?? -1) + 1)"
    }

    /// 12c (winston, false errors): values passed to `.environmentObject` whose types the index
    /// tells through a `case` pattern of `Either<Post, Comment>` or `case repost(Post)`, where
    /// `typealias Post = Entity<PostData, WinstonData>` gives `winstonData: B?` its argument,
    /// an optional binding, `??`, the element of `Array(posts.enumerated())`, and of
    /// `resultPosts.data` (`ObservableArray<Post>`, `data: [T]`).
    func testEnvironmentObjectsTypedThroughAliasedGenericsPatternsAndEnumerated() throws {
        let text = #"""
import SwiftUI

enum Either<A, B> { case first(A), second(B) }
enum Media { case repost(Post), image(String) }

final class Subreddit: ObservableObject {
    @Published var name = ""
}
final class WinstonData: ObservableObject, Hashable {
    static func == (a: WinstonData, b: WinstonData) -> Bool { a === b }
    func hash(into h: inout Hasher) {}
    @Published var title = ""
    var subreddit: Subreddit?
    var extractedMedia: Media?
}
protocol EntityData {}
struct PostData: EntityData {}
class Entity<T: EntityData, B: Hashable>: ObservableObject {
    @Published var id = ""
    @Published var data: T?
    @Published var winstonData: B? = nil
}
typealias Post = Entity<PostData, WinstonData>
final class Comment: ObservableObject {
    @Published var body = ""
}

struct Row: View {
    @EnvironmentObject var post: Post
    @EnvironmentObject var sub: Subreddit
    @EnvironmentObject var winstonData: WinstonData
    var body: some View { Text(post.id + sub.name + winstonData.title) }
}

struct Mixed: View {
    var content: Either<Post, Comment>
    var body: some View {
        switch content {
        case .first(let post):
            if let winstonData = post.winstonData, let postSub = winstonData.subreddit {
                Row()
                    .environmentObject(post)
                    .environmentObject(postSub)
                    .environmentObject(winstonData)
            }
        case .second(let comment):
            Text(comment.body)
        }
    }
}

struct List1: View {
    var posts: [Post]
    var subreddit: Subreddit?
    var body: some View {
        ForEach(Array(posts.enumerated()), id: \.self.element.id) { i, post in
            if let sub = subreddit ?? post.winstonData?.subreddit, let winstonData = post.winstonData {
                Row()
                    .environmentObject(sub)
                    .environmentObject(post)
                    .environmentObject(winstonData)
            }
        }
    }
}

final class ObservableArray<T: ObservableObject>: ObservableObject {
    @Published var data: [T] = []
}

struct Search: View {
    @StateObject private var resultPosts = ObservableArray<Post>()
    var body: some View {
        ForEach(resultPosts.data) { found in
            if let foundData = found.winstonData {
                Row()
                    .environmentObject(foundData)
            }
        }
    }
}

struct Repost: View {
    @ObservedObject var winstonData: WinstonData
    var body: some View {
        if let extractedMedia = winstonData.extractedMedia {
            if case .repost(let repost) = extractedMedia {
                if let repostWinstonData = repost.winstonData, let repostSub = repostWinstonData.subreddit {
                    Row()
                        .environmentObject(repost)
                        .environmentObject(repostWinstonData)
                        .environmentObject(repostSub)
                }
            }
        }
    }
}
"""#
        let result = migrate([("App.swift", text)])
        XCTAssertEqual(found(result, "migrate-unknown-environment-object"), [])
        let migrated = output(result)
        for name in ["post", "postSub", "winstonData", "sub", "repost", "repostWinstonData", "repostSub", "foundData"] {
            XCTAssertTrue(migrated.contains(".environment(\(name))"), name)
        }
        XCTAssertFalse(migrated.contains(".environmentObject("), migrated)
        // The element of a closure the index cannot type (another module's `Waterfall`) stays an error.
        let unknown = text.replacingOccurrences(of: "ForEach(Array(posts.enumerated()), id: \\.self.element.id) { i, post in",
                                                with: "Waterfall(collection: posts, contentForData: { post, i in")
            .replacingOccurrences(of: "                    .environmentObject(winstonData)\n            }\n        }\n    }\n}\n\nfinal class ObservableArray",
                                  with: "                    .environmentObject(winstonData)\n            }\n        })\n    }\n}\n\nfinal class ObservableArray")
        XCTAssertNotEqual(unknown, text)
        let kept = migrate([("App.swift", unknown)])
        XCTAssertEqual(found(kept, "migrate-unknown-environment-object").count, 3, found(kept, "migrate-unknown-environment-object").description)
    }

    /// 13a/04 (accord, false error): `self.self.objectWillChange` and `(self).objectWillChange`
    /// are `self`'s: the class keeps `ObservableObject`, no unresolved receiver, exit 0.
    func testSelfSelfObjectWillChangeIsSelfs() throws {
        for receiver in ["self.self", "(self)"] {
            let text = """
            import SwiftUI

            final class AppGlobals: ObservableObject {
                @Published var folders: [String] = []
            }

            extension AppGlobals {
                func refresh() {
                    \(receiver).objectWillChange.send()
                }
            }

            """
            let result = migrate([("Globals.swift", text)])
            XCTAssertEqual(found(result, "migrate-unresolved-receiver"), [], receiver)
            XCTAssertEqual(found(result, "migrate-blocked-object-will-change"), [at("Globals.swift", text, "objectWillChange.send()")], receiver)
            XCTAssertEqual(result.files.flatMap(\.diagnostics).filter { $0.severity == .error }.map(\.id), [], receiver)
            try assertOutputsTypeCheck(result)
        }
    }

    /// 13c/05 (probe, silent loss): a view's own method that takes the model as a parameter
    /// reads a property that becomes `@ObservationIgnored`; the view was redrawn by every
    /// `@Published` change before, so the read is warned as a direct one is.
    func testAViewMethodReadingItsModelParameterIsWarned() throws {
        for call in ["describe(model)", "self.describe(model)"] {
            let text = """
            import SwiftUI

            final class Model: ObservableObject {
                @Published var n = 0
                var plain = "a"
                func bump() { plain += "!"; n += 1 }
            }

            struct F: View {
                @ObservedObject var model: Model
                var body: some View { Text(\(call)) }
                private func describe(_ m: Model) -> String { m.plain }
            }

            """
            let result = migrate([("App.swift", text)])
            XCTAssertEqual(found(result, "migrate-ignored-property-view-read"), [at("App.swift", text, "m.plain")], call)
            let message = result.files[0].diagnostics.first { $0.id == "migrate-ignored-property-view-read" }?.message ?? ""
            XCTAssertTrue(message.contains("'describe(model)'"), message)
            try assertOutputsTypeCheck(result)
        }
    }

    /// 13a/03 (probe, trap): a `deinit` that releases a shared instance named by an implicit
    /// member (`(override ?? .shared).release()`) acts beyond the instance, as
    /// `SessionCoordinator.shared.release()` does: the class held by `@StateObject` is kept.
    func testADeinitUsingAnImplicitSharedInstanceIsALifetimeUse() throws {
        let text = """
        import SwiftUI

        final class SessionCoordinator {
            static let shared = SessionCoordinator()
            private(set) var holders = 0
            func acquire() { holders += 1 }
            func release() { holders -= 1 }
        }

        final class PlaybackController: ObservableObject {
            @Published private(set) var isPlaying = false
            private let coordinatorOverride: SessionCoordinator?

            init(url: String, coordinator: SessionCoordinator? = nil) {
                self.coordinatorOverride = coordinator
            }

            deinit {
                (coordinatorOverride ?? .shared).release()
            }
        }

        struct VoiceNoteView: View {
            @StateObject private var playback: PlaybackController

            init(url: String) {
                _playback = StateObject(wrappedValue: PlaybackController(url: url))
            }

            var body: some View { Text(playback.isPlaying ? "playing" : "paused") }
        }

        """
        let result = migrate([("Player.swift", text)])
        XCTAssertEqual(found(result, "migrate-blocked-state-object-lifetime"), [at("Player.swift", text, "deinit {")])
        XCTAssertEqual(found(result, "migrate-class-migrated"), [])
        // `x?.shared` is a member of a value, no implicit member: the deinit stays its own.
        let member = text.replacingOccurrences(of: "(coordinatorOverride ?? .shared).release()", with: "coordinatorOverride?.release()")
        XCTAssertEqual(found(migrate([("Player.swift", member)]), "migrate-blocked-state-object-lifetime"), [])
    }

    /// Cosmetic: the eager-init warning quotes a multi-line closure initializer by its first and
    /// last lines (not its statements run together), and removing '@Published' that ends a line
    /// after another attribute leaves no trailing space.
    func testEagerInitQuotesAMultiLineInitializerAndNoTrailingSpaceIsLeft() throws {
        let text = """
        import SwiftUI

        final class Model: ObservableObject {
            @MainActor @Published
            var d = 0
            @Published var y = 1
        }

        struct V: View {
            @StateObject private var model: Model = {
                let m = Model()
                m.y = 2
                return m
            }()
            var body: some View { Text("\\(model.d) \\(model.y)") }
        }

        """
        let result = migrate([("A.swift", text)])
        let message = result.files[0].diagnostics.first { $0.id == "migrate-state-object-eager-init" }?.message ?? ""
        XCTAssertTrue(message.contains("'{ … }()'"), message)
        XCTAssertTrue(output(result).contains("    @MainActor\n    var d = 0\n"), output(result))
        // (Not type-checked: a main-actor property in a nonisolated class is refused by Swift 6 before migration too.)
    }
}
