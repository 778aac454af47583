import Observation

// @Observable
#if os(Linux)
@available(swift 5.9)
#elseif canImport(UIKit)
@available(iOS 17, *)
@MainActor
#else
@available(macOS 14, *)
#endif
final class SensorHub {
  private var _temperature: Double = 20.5
  var temperature: Double = 20.5 {
    @storageRestrictions(initializes: _temperature)
    init(initialValue) {
      _temperature = initialValue
    }
    get {
      access(keyPath: \.temperature)
      return _temperature
    }
    set {
      guard shouldNotifyObservers(_temperature, newValue) else {
        _temperature = newValue
        return
      }
      withMutation(keyPath: \.temperature) {
        _temperature = newValue
      }
    }
    _modify {
      access(keyPath: \.temperature)
      _$observationRegistrar.willSet(self, keyPath: \.temperature)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.temperature)
      }
      yield &_temperature
    }
  }
  private var _humidity = 40
  var humidity: Int = 40 {
    @storageRestrictions(initializes: _humidity)
    init(initialValue) {
      _humidity = initialValue
    }
    get {
      access(keyPath: \.humidity)
      return _humidity
    }
    set {
      guard shouldNotifyObservers(_humidity, newValue) else {
        _humidity = newValue
        return
      }
      withMutation(keyPath: \.humidity) {
        _humidity = newValue
      }
    }
    _modify {
      access(keyPath: \.humidity)
      _$observationRegistrar.willSet(self, keyPath: \.humidity)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.humidity)
      }
      yield &_humidity
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<SensorHub, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<SensorHub, __macro_local_6MemberfMu0_>,
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

#if os(Linux)
@available(swift 5.9)
#elseif canImport(UIKit)
@available(iOS 17, *)
#else
@available(macOS 14, *)
#endif
extension SensorHub: nonisolated Observation.Observable {
}

let hub = SensorHub()

withObservationTracking {
  _ = hub.humidity
} onChange: {
  print("humidity changed")
}
hub.temperature = 21.0
print("temperature \(hub.temperature)")
hub.humidity = 55
print("humidity \(hub.humidity)")
