import Observation

// @Observable
final class PhysicsBody {
  private var _mass = 1.5
  var mass: Double = 1.5 {
    @storageRestrictions(initializes: _mass)
    init(initialValue) {
      _mass = initialValue
    }
    get {
      access(keyPath: \.mass)
      return _mass
    }
    set {
      guard shouldNotifyObservers(_mass, newValue) else {
        _mass = newValue
        return
      }
      withMutation(keyPath: \.mass) {
        _mass = newValue
      }
    }
    _modify {
      access(keyPath: \.mass)
      _$observationRegistrar.willSet(self, keyPath: \.mass)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.mass)
      }
      yield &_mass
    }
  }
  private var _gravity = 9.81
  var gravity: Double = 9.81 {
    @storageRestrictions(initializes: _gravity)
    init(initialValue) {
      _gravity = initialValue
    }
    get {
      access(keyPath: \.gravity)
      return _gravity
    }
    set {
      guard shouldNotifyObservers(_gravity, newValue) else {
        _gravity = newValue
        return
      }
      withMutation(keyPath: \.gravity) {
        _gravity = newValue
      }
    }
    _modify {
      access(keyPath: \.gravity)
      _$observationRegistrar.willSet(self, keyPath: \.gravity)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.gravity)
      }
      yield &_gravity
    }
  }
  private var _drag = 1e-3
  var drag: Double = 1e-3 {
    @storageRestrictions(initializes: _drag)
    init(initialValue) {
      _drag = initialValue
    }
    get {
      access(keyPath: \.drag)
      return _drag
    }
    set {
      guard shouldNotifyObservers(_drag, newValue) else {
        _drag = newValue
        return
      }
      withMutation(keyPath: \.drag) {
        _drag = newValue
      }
    }
    _modify {
      access(keyPath: \.drag)
      _$observationRegistrar.willSet(self, keyPath: \.drag)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.drag)
      }
      yield &_drag
    }
  }
  private var _maxSpeed = 3.0e8
  var maxSpeed: Double = 3.0e8 {
    @storageRestrictions(initializes: _maxSpeed)
    init(initialValue) {
      _maxSpeed = initialValue
    }
    get {
      access(keyPath: \.maxSpeed)
      return _maxSpeed
    }
    set {
      guard shouldNotifyObservers(_maxSpeed, newValue) else {
        _maxSpeed = newValue
        return
      }
      withMutation(keyPath: \.maxSpeed) {
        _maxSpeed = newValue
      }
    }
    _modify {
      access(keyPath: \.maxSpeed)
      _$observationRegistrar.willSet(self, keyPath: \.maxSpeed)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.maxSpeed)
      }
      yield &_maxSpeed
    }
  }
  private var _angle = -0.25
  var angle: Double = -0.25 {
    @storageRestrictions(initializes: _angle)
    init(initialValue) {
      _angle = initialValue
    }
    get {
      access(keyPath: \.angle)
      return _angle
    }
    set {
      guard shouldNotifyObservers(_angle, newValue) else {
        _angle = newValue
        return
      }
      withMutation(keyPath: \.angle) {
        _angle = newValue
      }
    }
    _modify {
      access(keyPath: \.angle)
      _$observationRegistrar.willSet(self, keyPath: \.angle)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.angle)
      }
      yield &_angle
    }
  }
  private var _ratio = 0x1p-2
  var ratio: Double = 0x1p-2 {
    @storageRestrictions(initializes: _ratio)
    init(initialValue) {
      _ratio = initialValue
    }
    get {
      access(keyPath: \.ratio)
      return _ratio
    }
    set {
      guard shouldNotifyObservers(_ratio, newValue) else {
        _ratio = newValue
        return
      }
      withMutation(keyPath: \.ratio) {
        _ratio = newValue
      }
    }
    _modify {
      access(keyPath: \.ratio)
      _$observationRegistrar.willSet(self, keyPath: \.ratio)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.ratio)
      }
      yield &_ratio
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<PhysicsBody, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<PhysicsBody, __macro_local_6MemberfMu0_>,
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

extension PhysicsBody: nonisolated Observation.Observable {
}

let body = PhysicsBody()
let weight: Double = body.mass * body.gravity
print("weight: \(weight)")
print("drag \(body.drag), max \(body.maxSpeed), angle \(body.angle), ratio \(body.ratio)")

withObservationTracking {
  _ = body.mass
} onChange: {
  print("mass changed")
}
body.drag = 2e-3
print("drag changed")
body.mass = 1.5
print("same mass assigned")
body.mass *= 2
print("mass: \(body.mass)")
