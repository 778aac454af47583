import Observation

enum Weather {}

extension Weather {
  // @Observable
  final class Forecast {
    private var _city: String = "Oslo"
    var city: String = "Oslo" {
      @storageRestrictions(initializes: _city)
      init(initialValue) {
        _city = initialValue
      }
      get {
        access(keyPath: \.city)
        return _city
      }
      set {
        guard shouldNotifyObservers(_city, newValue) else {
          _city = newValue
          return
        }
        withMutation(keyPath: \.city) {
          _city = newValue
        }
      }
      _modify {
        access(keyPath: \.city)
        _$observationRegistrar.willSet(self, keyPath: \.city)
        defer {
          _$observationRegistrar.didSet(self, keyPath: \.city)
        }
        yield &_city
      }
    }
    private var _temperature = 4.5
    var temperature: Double = 4.5 {
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

    private let _$observationRegistrar = Observation.ObservationRegistrar()

    internal nonisolated func access<__macro_local_6MemberfMu_>(
      keyPath: Swift.KeyPath<Forecast, __macro_local_6MemberfMu_>
    ) {
      _$observationRegistrar.access(self, keyPath: keyPath)
    }

    internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
      keyPath: Swift.KeyPath<Forecast, __macro_local_6MemberfMu0_>,
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
}

extension Weather.Forecast: nonisolated Observation.Observable {
}

let forecast = Weather.Forecast()

withObservationTracking {
  _ = forecast.temperature
} onChange: {
  print("temperature changed")
}
forecast.city = "Bergen"
print("city: \(forecast.city)")
forecast.temperature = 7.0
print("temperature: \(forecast.temperature)")
