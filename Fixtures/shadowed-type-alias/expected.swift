import Observation

// A nested type alias named like a standard type: the inferred type is written `Swift.Double`.
// @Observable
final class Gauge {
  typealias Double = Float
  private var _level = 1.5
  var level: Swift.Double = 1.5 {
    @storageRestrictions(initializes: _level)
    init(initialValue) {
      _level = initialValue
    }
    get {
      access(keyPath: \.level)
      return _level
    }
    set {
      guard shouldNotifyObservers(_level, newValue) else {
        _level = newValue
        return
      }
      withMutation(keyPath: \.level) {
        _level = newValue
      }
    }
    _modify {
      access(keyPath: \.level)
      _$observationRegistrar.willSet(self, keyPath: \.level)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.level)
      }
      yield &_level
    }
  }
  private var _reading: Double = 2
  var reading: Double = 2 {
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

  func ratio() -> Double { Double(level) / reading }

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
  _ = gauge.level
} onChange: {
  print("level changed")
}
gauge.level = 3
print(gauge.level, gauge.ratio())
