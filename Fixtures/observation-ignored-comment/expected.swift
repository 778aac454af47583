import Observation

final class HTTPSession {
  var requests = 0
}

// @Observable
class WeatherService {
  private var _forecast: String = "unknown"
  var forecast: String = "unknown" {
    @storageRestrictions(initializes: _forecast)
    init(initialValue) {
      _forecast = initialValue
    }
    get {
      access(keyPath: \.forecast)
      return _forecast
    }
    set {
      guard shouldNotifyObservers(_forecast, newValue) else {
        _forecast = newValue
        return
      }
      withMutation(keyPath: \.forecast) {
        _forecast = newValue
      }
    }
    _modify {
      access(keyPath: \.forecast)
      _$observationRegistrar.willSet(self, keyPath: \.forecast)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.forecast)
      }
      yield &_forecast
    }
  }
  // @ObservationIgnored
  var session = HTTPSession()
  // @ObservationIgnored
  private(set) var lastFetchToken: Int = 0

  func fetch() {
    session.requests += 1
    lastFetchToken += 1
    forecast = "sunny #\(lastFetchToken)"
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<WeatherService, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<WeatherService, __macro_local_6MemberfMu0_>,
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

extension WeatherService: nonisolated Observation.Observable {
}

let service = WeatherService()

withObservationTracking {
  _ = service.session
  _ = service.lastFetchToken
} onChange: {
  print("ignored state notified (unexpected)")
}
service.session = HTTPSession()
print("session replaced silently")

withObservationTracking {
  _ = service.forecast
} onChange: {
  print("forecast changed")
}
service.fetch()
print("\(service.forecast), requests \(service.session.requests)")
