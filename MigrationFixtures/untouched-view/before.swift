import SwiftUI

/// Kept (its own publisher is subscribed to), so the views that hold it stay as they are.
final class LegacyFeed: ObservableObject {
    @Published var posts: [String] = []
    var subscription: AnyCancellable?

    init() {
        subscription = $posts.sink { print($0.count) }
    }
}

struct FeedScreen: View {
    @StateObject private var feed = LegacyFeed()

    var body: some View {
        FeedList(feed: feed)
            .environmentObject(feed)
    }
}

struct FeedList: View {
    @ObservedObject var feed: LegacyFeed
    @EnvironmentObject var shared: LegacyFeed

    var body: some View {
        Text("\(feed.posts.count) posts, \(shared.posts.count) shared")
    }
}
