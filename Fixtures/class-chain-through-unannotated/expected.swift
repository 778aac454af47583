import Observation

// Three levels: annotated, unannotated, annotated.

// @Observable
class Vehicle {
  private var _speed = 0
  var speed: Int = 0 {
    @storageRestrictions(initializes: _speed)
    init(initialValue) {
      _speed = initialValue
    }
    get {
      access(keyPath: \.speed)
      return _speed
    }
    set {
      guard shouldNotifyObservers(_speed, newValue) else {
        _speed = newValue
        return
      }
      withMutation(keyPath: \.speed) {
        _speed = newValue
      }
    }
    _modify {
      access(keyPath: \.speed)
      _$observationRegistrar.willSet(self, keyPath: \.speed)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.speed)
      }
      yield &_speed
    }
  }
  private var _name = "vehicle"
  var name: String = "vehicle" {
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
    keyPath: Swift.KeyPath<Vehicle, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Vehicle, __macro_local_6MemberfMu0_>,
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

extension Vehicle: nonisolated Observation.Observable {
}

class Car: Vehicle {
  var doors = 4
}

// @Observable
final class SportsCar: Car {
  private var _turbo = false
  var turbo: Bool = false {
    @storageRestrictions(initializes: _turbo)
    init(initialValue) {
      _turbo = initialValue
    }
    get {
      access(keyPath: \.turbo)
      return _turbo
    }
    set {
      guard shouldNotifyObservers(_turbo, newValue) else {
        _turbo = newValue
        return
      }
      withMutation(keyPath: \.turbo) {
        _turbo = newValue
      }
    }
    _modify {
      access(keyPath: \.turbo)
      _$observationRegistrar.willSet(self, keyPath: \.turbo)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.turbo)
      }
      yield &_turbo
    }
  }
  private var _gear = 1
  var gear: Int = 1 {
    @storageRestrictions(initializes: _gear)
    init(initialValue) {
      _gear = initialValue
    }
    get {
      access(keyPath: \.gear)
      return _gear
    }
    set {
      guard shouldNotifyObservers(_gear, newValue) else {
        _gear = newValue
        return
      }
      withMutation(keyPath: \.gear) {
        _gear = newValue
      }
    }
    _modify {
      access(keyPath: \.gear)
      _$observationRegistrar.willSet(self, keyPath: \.gear)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.gear)
      }
      yield &_gear
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<SportsCar, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<SportsCar, __macro_local_6MemberfMu0_>,
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

// Four levels, declared leaf first.

// @Observable
final class Tip: Branch {
  private var _leafCount = 3
  var leafCount: Int = 3 {
    @storageRestrictions(initializes: _leafCount)
    init(initialValue) {
      _leafCount = initialValue
    }
    get {
      access(keyPath: \.leafCount)
      return _leafCount
    }
    set {
      guard shouldNotifyObservers(_leafCount, newValue) else {
        _leafCount = newValue
        return
      }
      withMutation(keyPath: \.leafCount) {
        _leafCount = newValue
      }
    }
    _modify {
      access(keyPath: \.leafCount)
      _$observationRegistrar.willSet(self, keyPath: \.leafCount)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.leafCount)
      }
      yield &_leafCount
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Tip, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Tip, __macro_local_6MemberfMu0_>,
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

class Branch: Stem {}

class Stem: Root {
  var height = 1.0
}

// @Observable
class Root {
  private var _depth = 2
  var depth: Int = 2 {
    @storageRestrictions(initializes: _depth)
    init(initialValue) {
      _depth = initialValue
    }
    get {
      access(keyPath: \.depth)
      return _depth
    }
    set {
      guard shouldNotifyObservers(_depth, newValue) else {
        _depth = newValue
        return
      }
      withMutation(keyPath: \.depth) {
        _depth = newValue
      }
    }
    _modify {
      access(keyPath: \.depth)
      _$observationRegistrar.willSet(self, keyPath: \.depth)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.depth)
      }
      yield &_depth
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Root, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Root, __macro_local_6MemberfMu0_>,
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

extension Root: nonisolated Observation.Observable {
}

let car = SportsCar()

withObservationTracking {
  _ = car.speed
} onChange: {
  print("speed changed (Vehicle's registrar)")
}
car.turbo = true
print("turbo \(car.turbo)")
car.doors = 2
print("doors \(car.doors)")
car.speed = 120
print("speed \(car.speed)")

withObservationTracking {
  _ = car.gear
} onChange: {
  print("gear changed (SportsCar's registrar)")
}
car.name = "roadster"
print("name \(car.name)")
car.gear = 3
print("gear \(car.gear)")

let tip = Tip()

withObservationTracking {
  _ = tip.depth
  _ = tip.leafCount
} onChange: {
  print("depth or leaf count changed")
}
tip.height = 2.5
print("height \(tip.height)")
tip.leafCount = 4
print("leaf count \(tip.leafCount)")

withObservationTracking {
  _ = tip.depth
} onChange: {
  print("depth changed (Root's registrar)")
}
tip.depth = 5
print("depth \(tip.depth)")
