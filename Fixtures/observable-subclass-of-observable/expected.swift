import Observation

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
  private var _name: String
  var name: String {
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

  init(name: String) {
    self.name = name
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

// @Observable
final class Truck: Vehicle {
  private var _load = 0.0
  var load: Double = 0.0 {
    @storageRestrictions(initializes: _load)
    init(initialValue) {
      _load = initialValue
    }
    get {
      access(keyPath: \.load)
      return _load
    }
    set {
      guard shouldNotifyObservers(_load, newValue) else {
        _load = newValue
        return
      }
      withMutation(keyPath: \.load) {
        _load = newValue
      }
    }
    _modify {
      access(keyPath: \.load)
      _$observationRegistrar.willSet(self, keyPath: \.load)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.load)
      }
      yield &_load
    }
  }
  private var _trailerAttached = false
  var trailerAttached: Bool = false {
    @storageRestrictions(initializes: _trailerAttached)
    init(initialValue) {
      _trailerAttached = initialValue
    }
    get {
      access(keyPath: \.trailerAttached)
      return _trailerAttached
    }
    set {
      guard shouldNotifyObservers(_trailerAttached, newValue) else {
        _trailerAttached = newValue
        return
      }
      withMutation(keyPath: \.trailerAttached) {
        _trailerAttached = newValue
      }
    }
    _modify {
      access(keyPath: \.trailerAttached)
      _$observationRegistrar.willSet(self, keyPath: \.trailerAttached)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.trailerAttached)
      }
      yield &_trailerAttached
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Truck, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Truck, __macro_local_6MemberfMu0_>,
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

let truck = Truck(name: "Hauler")

withObservationTracking {
  _ = truck.speed
} onChange: {
  print("speed changed (base registrar)")
}
truck.load = 1.5
print("load \(truck.load)")
truck.speed = 80
print("speed \(truck.speed)")

withObservationTracking {
  _ = truck.trailerAttached
} onChange: {
  print("trailer changed (subclass registrar)")
}
truck.name = "Big Hauler"
print("renamed to \(truck.name)")
truck.trailerAttached = true
print("trailer attached: \(truck.trailerAttached)")
