import Observation

// An inline '/* @ObservationIgnored */' after code on its line annotates nothing: the
// property it stands before stays tracked, and the warning names that property.
// @Observable
final class Gauge {
  private var _low = 0
  var low: Int = 0 {
    @storageRestrictions(initializes: _low)
    init(initialValue) {
      _low = initialValue
    }
    get {
      access(keyPath: \.low)
      return _low
    }
    set {
      guard shouldNotifyObservers(_low, newValue) else {
        _low = newValue
        return
      }
      withMutation(keyPath: \.low) {
        _low = newValue
      }
    }
    _modify {
      access(keyPath: \.low)
      _$observationRegistrar.willSet(self, keyPath: \.low)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.low)
      }
      yield &_low
    }
  }; /* @ObservationIgnored */ private var _high = 10
  var high: Int = 10 {
    @storageRestrictions(initializes: _high)
    init(initialValue) {
      _high = initialValue
    }
    get {
      access(keyPath: \.high)
      return _high
    }
    set {
      guard shouldNotifyObservers(_high, newValue) else {
        _high = newValue
        return
      }
      withMutation(keyPath: \.high) {
        _high = newValue
      }
    }
    _modify {
      access(keyPath: \.high)
      _$observationRegistrar.willSet(self, keyPath: \.high)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.high)
      }
      yield &_high
    }
  }
  private var _step = 1
  var step: Int = 1 {
    @storageRestrictions(initializes: _step)
    init(initialValue) {
      _step = initialValue
    }
    get {
      access(keyPath: \.step)
      return _step
    }
    set {
      guard shouldNotifyObservers(_step, newValue) else {
        _step = newValue
        return
      }
      withMutation(keyPath: \.step) {
        _step = newValue
      }
    }
    _modify {
      access(keyPath: \.step)
      _$observationRegistrar.willSet(self, keyPath: \.step)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.step)
      }
      yield &_step
    }
  }; /* @ObservationIgnored */ @available(*, deprecated) private var _unit = "mm"
  @available(*, deprecated) private(set) var unit: String = "mm" {
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
  private var _mid = 5
  var mid: Int = 5 {
    @storageRestrictions(initializes: _mid)
    init(initialValue) {
      _mid = initialValue
    }
    get {
      access(keyPath: \.mid)
      return _mid
    }
    set {
      guard shouldNotifyObservers(_mid, newValue) else {
        _mid = newValue
        return
      }
      withMutation(keyPath: \.mid) {
        _mid = newValue
      }
    }
    _modify {
      access(keyPath: \.mid)
      _$observationRegistrar.willSet(self, keyPath: \.mid)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.mid)
      }
      yield &_mid
    }
  } /* @ObservationIgnored */

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
  _ = gauge.high
} onChange: {
  print("high will change")
}
gauge.high = 12
print("high \(gauge.high)")
