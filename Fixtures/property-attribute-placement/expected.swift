import Observation

// The backing store is private and stored, the property computed: an attribute only a public
// (or internal) declaration may carry stays on the property, one only a stored property may
// carry goes to the store; the others go on both, as the macro writes them.
// @Observable
public final class Meter {
  private var _samples = 0
  @_spi(Diagnostics) public var samples: Int = 0 {
    @storageRestrictions(initializes: _samples)
    init(initialValue) {
      _samples = initialValue
    }
    get {
      access(keyPath: \.samples)
      return _samples
    }
    set {
      guard shouldNotifyObservers(_samples, newValue) else {
        _samples = newValue
        return
      }
      withMutation(keyPath: \.samples) {
        _samples = newValue
      }
    }
    _modify {
      access(keyPath: \.samples)
      _$observationRegistrar.willSet(self, keyPath: \.samples)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.samples)
      }
      yield &_samples
    }
  }
  private var _hint = "warm"
  @usableFromInline var hint: String = "warm" {
    @storageRestrictions(initializes: _hint)
    init(initialValue) {
      _hint = initialValue
    }
    get {
      access(keyPath: \.hint)
      return _hint
    }
    set {
      guard shouldNotifyObservers(_hint, newValue) else {
        _hint = newValue
        return
      }
      withMutation(keyPath: \.hint) {
        _hint = newValue
      }
    }
    _modify {
      access(keyPath: \.hint)
      _$observationRegistrar.willSet(self, keyPath: \.hint)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.hint)
      }
      yield &_hint
    }
  }
  @exclusivity(unchecked) private var _reading = 1.5
  var reading: Double = 1.5 {
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
  @available(*, deprecated, message: "use reading") @exclusivity(checked) private var _legacy = 0
  @available(*, deprecated, message: "use reading") public var legacy: Int = 0 {
    @storageRestrictions(initializes: _legacy)
    init(initialValue) {
      _legacy = initialValue
    }
    get {
      access(keyPath: \.legacy)
      return _legacy
    }
    set {
      guard shouldNotifyObservers(_legacy, newValue) else {
        _legacy = newValue
        return
      }
      withMutation(keyPath: \.legacy) {
        _legacy = newValue
      }
    }
    _modify {
      access(keyPath: \.legacy)
      _$observationRegistrar.willSet(self, keyPath: \.legacy)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.legacy)
      }
      yield &_legacy
    }
  }
  @exclusivity(unchecked) var scratch = 0

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Meter, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Meter, __macro_local_6MemberfMu0_>,
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

extension Meter: nonisolated Observation.Observable {
}

let meter = Meter()
withObservationTracking {
  _ = meter.reading
  _ = meter.samples
} onChange: {
  print("reading or samples will change")
}
meter.scratch += 1
meter.hint = "hot"
meter.reading = 2.5
print("reading \(meter.reading), samples \(meter.samples), hint \(meter.hint), scratch \(meter.scratch)")
