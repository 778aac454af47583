import Observation

// @Observable
class Player {
  private var _health = 100
  var health: Int = 100 {
    @storageRestrictions(initializes: _health)
    init(initialValue) {
      _health = initialValue
    }
    get {
      access(keyPath: \.health)
      return _health
    }
    set {
      guard shouldNotifyObservers(_health, newValue) else {
        _health = newValue
        return
      }
      withMutation(keyPath: \.health) {
        _health = newValue
      }
    }
    _modify {
      access(keyPath: \.health)
      _$observationRegistrar.willSet(self, keyPath: \.health)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.health)
      }
      yield &_health
    }
  }
  private var _name: String = "Hero"
  var name: String = "Hero" {
    @storageRestrictions(initializes: _name)
    init(initialValue) {
      _name = initialValue
    }
    get {
      access(keyPath: \.name)
      return _name
    }
    set {
      guard shouldNotifyObservers(_name, newValue) else {
        _name = newValue
        return
      }
      withMutation(keyPath: \.name) {
        _name = newValue
      }
    }
    _modify {
      access(keyPath: \.name)
      _$observationRegistrar.willSet(self, keyPath: \.name)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.name)
      }
      yield &_name
    }
  }

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

// @Observable
final class ShieldedPlayer: Player {
  private var _shield = 50
  var shield: Int = 50 {
    @storageRestrictions(initializes: _shield)
    init(initialValue) {
      _shield = initialValue
    }
    get {
      access(keyPath: \.shield)
      return _shield
    }
    set {
      guard shouldNotifyObservers(_shield, newValue) else {
        _shield = newValue
        return
      }
      withMutation(keyPath: \.shield) {
        _shield = newValue
      }
    }
    _modify {
      access(keyPath: \.shield)
      _$observationRegistrar.willSet(self, keyPath: \.shield)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.shield)
      }
      yield &_shield
    }
  }

  override var health: Int {
    didSet {
      if health < oldValue {
        print("shield absorbed a hit")
      }
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<ShieldedPlayer, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<ShieldedPlayer, __macro_local_6MemberfMu0_>,
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

let player = ShieldedPlayer()

withObservationTracking {
  _ = player.health
} onChange: {
  print("health changed")
}
player.shield = 40
print("shield \(player.shield)")
player.health = 80
print("health \(player.health)")

withObservationTracking {
  _ = player.shield
} onChange: {
  print("shield changed")
}
player.health = 100
player.shield = 40
print("same shield assigned")
player.shield = 0
print("shield \(player.shield), health \(player.health)")
