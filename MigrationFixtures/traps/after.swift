import SwiftUI
import Observation

// The traps of a migration that change behaviour without a compiler error, each flagged at
// its line: a model created by a memberwise initializer's caller, a model that '@State'
// already held, a collection of models, a synthesized 'Codable'.

@Observable
final class Track: Identifiable {
    let id: Int
    var title: String

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

@Observable
final class Playlist {
    var tracks: [Track] = []
    var current: Track?
}

@Observable
final class Profile: Codable {
    @ObservationIgnored var name = ""
    @ObservationIgnored var plays = 0
}

@Observable
final class Draft {
    var text = ""
}

struct PlaylistView: View {
    @State var playlist: Playlist

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
