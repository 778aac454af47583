import Observation

protocol Identified {
  associatedtype ID: Hashable
  var id: ID { get }
}

struct Track: Identified, Equatable {
  var id: Int
  var title: String
}

// @Observable
class Playlist<Element, Storage: RangeReplaceableCollection>
where Storage.Element == Element, Element: Identified & Equatable {
  var items: Storage
  var current: Element?

  init(items: Storage) {
    self.items = items
  }

  func play(_ element: Element) {
    current = element
  }
}

let playlist = Playlist<Track, [Track]>(items: [Track(id: 1, title: "Intro")])

withObservationTracking {
  _ = playlist.current
} onChange: {
  print("now playing changed")
}
playlist.items.append(Track(id: 2, title: "Outro"))
print("\(playlist.items.count) tracks queued")
playlist.play(playlist.items[0])
print("playing \(playlist.current?.title ?? "nothing")")
