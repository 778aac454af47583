import Observation

// @Observable
final class Scoreboard {
  private var _player: String = "P1"
  var player: String = "P1" {
    @storageRestrictions(initializes: _player)
    init(initialValue) {
      _player = initialValue
    }
    get {
      access(keyPath: \.player)
      return _player
    }
    set {
      guard shouldNotifyObservers(_player, newValue) else {
        _player = newValue
        return
      }
      withMutation(keyPath: \.player) {
        _player = newValue
      }
    }
    _modify {
      access(keyPath: \.player)
      _$observationRegistrar.willSet(self, keyPath: \.player)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.player)
      }
      yield &_player
    }
  }

  private var storedScore = 0

  var score: Int {
    get {
      access(keyPath: \.score)
      return storedScore
    }
    set {
      withMutation(keyPath: \.score) {
        storedScore = min(newValue, 100)
      }
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Scoreboard, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Scoreboard, __macro_local_6MemberfMu0_>,
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

extension Scoreboard: nonisolated Observation.Observable {
}

let board = Scoreboard()

withObservationTracking {
  _ = board.score
} onChange: {
  print("score changed")
}
board.player = "P2"
print("player changed, score untouched")
board.score = 250
print("score clamped to \(board.score)")

withObservationTracking {
  _ = board.player
} onChange: {
  print("player changed")
}
board.score = 10
print("score is \(board.score), player still \(board.player)")
