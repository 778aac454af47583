import Observation

// @Observable
#if canImport(Foundation) && (os(Linux) ||
    os(macOS))
@available(swift 5.9)
#endif
final class Meter {
  private var _reading = 0.0
  var reading: Double = 0.0 {
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
  private var _unit = "kPa"
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

#if canImport(Foundation) && (os(Linux) ||
    os(macOS))
@available(swift 5.9)
#endif
extension Meter: nonisolated Observation.Observable {
}

#if (os(Linux) || os(macOS) ||
     os(Windows)) && !os(iOS)
@available(*, deprecated, message: "use Meter")
#elseif (os(iOS) ||
         os(tvOS))
@available(iOS 17,
           tvOS 17, *)
#else
@MainActor
#endif
// @Observable
final class Gauge {
  private var _needle: Int = 3
  var needle: Int = 3 {
    @storageRestrictions(initializes: _needle)
    init(initialValue) {
      _needle = initialValue
    }
    get {
      access(keyPath: \.needle)
      return _needle
    }
    set {
      guard shouldNotifyObservers(_needle, newValue) else {
        _needle = newValue
        return
      }
      withMutation(keyPath: \.needle) {
        _needle = newValue
      }
    }
    _modify {
      access(keyPath: \.needle)
      _$observationRegistrar.willSet(self, keyPath: \.needle)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.needle)
      }
      yield &_needle
    }
  }
  private var _label = "pressure"
  var label: String = "pressure" {
    @storageRestrictions(initializes: _label)
    init(initialValue) {
      _label = initialValue
    }
    get {
      access(keyPath: \.label)
      return _label
    }
    set {
      guard shouldNotifyObservers(_label, newValue) else {
        _label = newValue
        return
      }
      withMutation(keyPath: \.label) {
        _label = newValue
      }
    }
    _modify {
      access(keyPath: \.label)
      _$observationRegistrar.willSet(self, keyPath: \.label)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.label)
      }
      yield &_label
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

#if (os(Linux) || os(macOS) ||
     os(Windows)) && !os(iOS)
@available(*, deprecated, message: "use Meter")
#elseif (os(iOS) ||
         os(tvOS))
@available(iOS 17,
           tvOS 17, *)
#endif
extension Gauge: nonisolated Observation.Observable {
}

let meter = Meter()

withObservationTracking {
  _ = meter.reading
} onChange: {
  print("reading changed")
}
meter.unit = "bar"
print("unit \(meter.unit)")
meter.reading = 1.25
print("reading \(meter.reading)")

@available(*, deprecated)
func useGauge() {
  let gauge = Gauge()
  withObservationTracking {
    _ = gauge.needle
  } onChange: {
    print("needle moved")
  }
  gauge.label = "flow"
  print("label \(gauge.label)")
  gauge.needle = 7
  print("needle \(gauge.needle)")
}
useGauge()
