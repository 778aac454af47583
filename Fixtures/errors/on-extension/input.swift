import Observation

class Playlist {
  var songs: [String] = []
}

@Observable
extension Playlist {
  var count: Int { songs.count }
}
