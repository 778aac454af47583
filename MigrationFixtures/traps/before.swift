import Combine
import SwiftUI

// The traps of a migration that change behaviour without a compiler error, each flagged at
// its line: a model created by a memberwise initializer's caller, a model that '@State'
// already held, a collection of models, a synthesized 'Codable'.

final class Track: ObservableObject, Identifiable {
    let id: Int
    @Published var title: String

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

final class Playlist: ObservableObject {
    @Published var tracks: [Track] = []
    @Published var current: Track?
}

final class Profile: ObservableObject, Codable {
    var name = ""
    var plays = 0
}

final class Draft: ObservableObject {
    @Published var text = ""
}

struct PlaylistView: View {
    @StateObject var playlist: Playlist

    var body: some View {
        ForEach(playlist.tracks) { track in
            Text(track.title)
        }
    }
}

struct Composer: View {
    @State private var draft = Draft()

    var body: some View {
        Text(draft.text)
    }
}

struct Library: View {
    var body: some View {
        PlaylistView(playlist: Playlist())
    }
}
