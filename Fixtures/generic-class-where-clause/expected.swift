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
  private var _items: Storage
  var items: Storage {
    @storageRestrictions(initializes: _items)
    init(initialValue) {
      _items = initialValue
    }
    get {
      access(keyPath: \.items)
      return _items
    }
    set {
      guard shouldNotifyObservers(_items, newValue) else {
        _items = newValue
        return
      }
      withMutation(keyPath: \.items) {
        _items = newValue
      }
    }
    _modify {
      access(keyPath: \.items)
      _$observationRegistrar.willSet(self, keyPath: \.items)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.items)
      }
      yield &_items
    }
  }
  private var _current: Element?
  var current: Element? {
    @storageRestrictions(initializes: _current)
    init(initialValue) {
      _current = initialValue
    }
    get {
      access(keyPath: \.current)
      return _current
    }
    set {
      guard shouldNotifyObservers(_current, newValue) else {
        _current = newValue
        return
      }
      withMutation(keyPath: \.current) {
        _current = newValue
      }
    }
    _modify {
      access(keyPath: \.current)
      _$observationRegistrar.willSet(self, keyPath: \.current)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.current)
      }
      yield &_current
    }
  }

  init(items: Storage) {
    self.items = items
  }

  func play(_ element: Element) {
    current = element
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Playlist, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Playlist, __macro_local_6MemberfMu0_>,
    _ mutation: () throws -> __macro_local_14MutationResultfMu_
  ) rethrows -> __macro_local_14MutationResultfMu_ {
    try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
  }

  private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu1_>(_ lhs: __macro_local_6MemberfMu1_, _ rhs: __macro_local_6MemberfMu1_) -> Swift.Bool {
    true
  }

  private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu2_: Swift.Equatable>(_ lhs: __macro_local_6MemberfMu2_, _ rhs: __macro_local_6MemberfMu2_) -> Swift.Bool {
    lhs != rhs
  }

  private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu3_: AnyObject>(_ lhs: __macro_local_6MemberfMu3_, _ rhs: __macro_local_6MemberfMu3_) -> Swift.Bool {
    lhs !== rhs
  }

  private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu4_: Swift.Equatable & AnyObject>(_ lhs: __macro_local_6MemberfMu4_, _ rhs: __macro_local_6MemberfMu4_) -> Swift.Bool {
    lhs != rhs
  }
}

extension Playlist: nonisolated Observation.Observable {
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
