import SwiftUI
import Combine
import Observation

/// The home timeline: its screen and its model.
enum Timeline {
    @Observable
    @MainActor
    final class ViewModel {
        static let shared = ViewModel()

        var posts: [String] = []
        var isLoading = false
        @ObservationIgnored var page = 0

        func loadMore() {
            isLoading = true
            page += 1
            posts.append("Post \(page)")
            isLoading = false
        }
    }

    struct Screen: View {
        @Environment(ViewModel.self) var model: ViewModel

        var body: some View {
            VStack {
                Text("\(model.posts.count) posts")
                Button("More") { model.loadMore() }
            }
        }
    }
}

/// The profile: a model of the same name, which republishes its search text through Combine.
enum Profile {
    @MainActor
    final class ViewModel: ObservableObject {
        @Published var name = ""
        @Published var query = ""
        private var cancellables: Set<AnyCancellable> = []

        init() {
            $query.sink { print("search", $0) }.store(in: &cancellables)
        }
    }

    struct Screen: View {
        @ObservedObject var model: ViewModel

        var body: some View {
            TextField("Search", text: $model.query)
        }
    }
}

typealias TimelineModel = Timeline.ViewModel

@MainActor
func makeProfileModel() -> Profile.ViewModel { Profile.ViewModel() }

struct ContentView: View {
    private let timeline = TimelineModel.shared
    @StateObject private var profile = makeProfileModel()

    var body: some View {
        VStack {
            Timeline.Screen()
            Profile.Screen(model: profile)
        }
        .environment(timeline)
    }
}
