import Observation

class Widget {
  var identifier = "widget"
  init() {}
}

// @Observable
class Gauge: Widget {
  private var _reading: Double = 0
  var reading: Double = 0 {
    @storageRestrictions(initializes: _reading)
    init(initialValue) {
      _reading = initialValue
    }
    get {
      access(keyPath: \.reading)
      return _reading
    }
    set {
      guard shouldNotifyObservers(_reading, newValue) else {
        _reading = newValue
        return
      }
      withMutation(keyPath: \.reading) {
        _reading = newValue
      }
    }
    _modify {
      access(keyPath: \.reading)
      _$observationRegistrar.willSet(self, keyPath: \.reading)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.reading)
      }
      yield &_reading
    }
  }
  private var _unit: String = "kPa"
  var unit: String = "kPa" {
    @storageRestrictions(initializes: _unit)
    init(initialValue) {
      _unit = initialValue
    }
    get {
      access(keyPath: \.unit)
      return _unit
    }
    set {
      guard shouldNotifyObservers(_unit, newValue) else {
        _unit = newValue
        return
      }
      withMutation(keyPath: \.unit) {
        _unit = newValue
      }
    }
    _modify {
      access(keyPath: \.unit)
      _$observationRegistrar.willSet(self, keyPath: \.unit)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.unit)
      }
      yield &_unit
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Gauge, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Gauge, __macro_local_6MemberfMu0_>,
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

extension Gauge: nonisolated Observation.Observable {
}

let gauge = Gauge()

withObservationTracking {
  _ = gauge.identifier
  _ = gauge.reading
} onChange: {
  print("gauge changed")
}
gauge.identifier = "boiler"
print("identifier is a plain superclass var: no notification")
gauge.reading = 101.3
print("reading \(gauge.reading) \(gauge.unit)")
