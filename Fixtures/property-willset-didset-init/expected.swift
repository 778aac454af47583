import Observation

// @Observable
class Thermometer {
  private var _celsius: Double {
    willSet { print("willSet celsius \(celsius) -> \(newValue)") }
    didSet { print("didSet celsius \(oldValue) -> \(celsius)") }
  }
  var celsius: Double {
    @storageRestrictions(initializes: _celsius)
    init(initialValue) {
      _celsius = initialValue
    }
    get {
      access(keyPath: \.celsius)
      return _celsius
    }
    set {
      guard shouldNotifyObservers(_celsius, newValue) else {
        _celsius = newValue
        return
      }
      withMutation(keyPath: \.celsius) {
        _celsius = newValue
      }
    }
    _modify {
      access(keyPath: \.celsius)
      _$observationRegistrar.willSet(self, keyPath: \.celsius)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.celsius)
      }
      yield &_celsius
    }
  }
  private var _alarms = 0 {
    didSet(previous) { print("alarms \(previous) -> \(alarms)") }
  }
  var alarms: Int = 0 {
    @storageRestrictions(initializes: _alarms)
    init(initialValue) {
      _alarms = initialValue
    }
    get {
      access(keyPath: \.alarms)
      return _alarms
    }
    set {
      guard shouldNotifyObservers(_alarms, newValue) else {
        _alarms = newValue
        return
      }
      withMutation(keyPath: \.alarms) {
        _alarms = newValue
      }
    }
    _modify {
      access(keyPath: \.alarms)
      _$observationRegistrar.willSet(self, keyPath: \.alarms)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.alarms)
      }
      yield &_alarms
    }
  }

  init(celsius: Double) {
    self.celsius = celsius
    alarms = 1
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Thermometer, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Thermometer, __macro_local_6MemberfMu0_>,
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

extension Thermometer: nonisolated Observation.Observable {
}

let thermometer = Thermometer(celsius: 18)
print("created at \(thermometer.celsius)")

withObservationTracking {
  _ = thermometer.celsius
} onChange: {
  print("onChange celsius")
}
thermometer.celsius = 18
print("--")
thermometer.celsius = 25
print("--")
thermometer.alarms += 1
