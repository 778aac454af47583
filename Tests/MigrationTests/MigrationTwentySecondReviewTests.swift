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
    /// an optional binding, `??`, and the element of `Array(posts.enumerated())`.
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
        for name in ["post", "postSub", "winstonData", "sub", "repost", "repostWinstonData", "repostSub"] {
            XCTAssertTrue(migrated.contains(".environment(\(name))"), name)
        }
        XCTAssertFalse(migrated.contains(".environmentObject("), migrated)
        // The element of a closure the index cannot type (another module's `Waterfall`) stays an error.
        let unknown = text.replacingOccurrences(of: "ForEach(Array(posts.enumerated()), id: \\.self.element.id) { i, post in",
                                                with: "Waterfall(collection: posts, contentForData: { post, i in")
            .replacingOccurrences(of: "                    .environmentObject(winstonData)\n            }\n        }\n    }\n}\n\nstruct Repost",
                                  with: "                    .environmentObject(winstonData)\n            }\n        })\n    }\n}\n\nstruct Repost")
        XCTAssertNotEqual(unknown, text)
        let kept = migrate([("App.swift", unknown)])
        XCTAssertEqual(found(kept, "migrate-unknown-environment-object").count, 3, found(kept, "migrate-unknown-environment-object").description)
    }
}
