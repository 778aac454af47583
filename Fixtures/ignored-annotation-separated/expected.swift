import Observation

// A '// @ObservationIgnored' comment with a blank line under it annotates nothing: the
// property stays tracked (as with the real attribute's comment-form near misses), and a
// warning says so at the comment.
// @Observable
final class Player {
  private var _title = "Intro"
  var title: String = "Intro" {
    @storageRestrictions(initializes: _title)
    init(initialValue) {
      _title = initialValue
    }
    get {
      access(keyPath: \.title)
      return _title
    }
    set {
      guard shouldNotifyObservers(_title, newValue) else {
        _title = newValue
        return
      }
      withMutation(keyPath: \.title) {
        _title = newValue
      }
    }
    _modify {
      access(keyPath: \.title)
      _$observationRegistrar.willSet(self, keyPath: \.title)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.title)
      }
      yield &_title
    }
  }

  // @ObservationIgnored

  private var _position = 0
  private var position: Int = 0 {
    @storageRestrictions(initializes: _position)
    init(initialValue) {
      _position = initialValue
    }
    get {
      access(keyPath: \.position)
      return _position
    }
    set {
      guard shouldNotifyObservers(_position, newValue) else {
        _position = newValue
        return
      }
      withMutation(keyPath: \.position) {
        _position = newValue
      }
    }
    _modify {
      access(keyPath: \.position)
      _$observationRegistrar.willSet(self, keyPath: \.position)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.position)
      }
      yield &_position
    }
  }

  // @ObservationIgnored
  var buffer: [Int] = []

  func advance() { position += 1 }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Player, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Player, __macro_local_6MemberfMu0_>,
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

extension Player: nonisolated Observation.Observable {
}

let player = Player()
withObservationTracking {
  _ = player.title
} onChange: {
  print("title changed")
}
player.title = "Chorus"
print(player.title)
