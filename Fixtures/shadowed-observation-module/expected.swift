import Observation

/// One reading of a weather station, as weather and health apps name it.
struct Observation: Equatable {
  var temperature: Double
  var humidity: Double
}

// @Observable
final class Station {
  private var _name = "Harbour"
  var name: String = "Harbour" {
    @storageRestrictions(initializes: _name)
    init(initialValue) {
      _name = initialValue
    }
    get {
      access(keyPath: \.name)
      return _name
    }
    set {
      guard shouldNotifyObservers(_name, newValue) else {
        _name = newValue
        return
      }
      withMutation(keyPath: \.name) {
        _name = newValue
      }
    }
    _modify {
      access(keyPath: \.name)
      _$observationRegistrar.willSet(self, keyPath: \.name)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.name)
      }
      yield &_name
    }
  }
  private var _latest = Observation(temperature: 12.5, humidity: 0.8)
  var latest: Observation = Observation(temperature: 12.5, humidity: 0.8) {
    @storageRestrictions(initializes: _latest)
    init(initialValue) {
      _latest = initialValue
    }
    get {
      access(keyPath: \.latest)
      return _latest
    }
    set {
      guard shouldNotifyObservers(_latest, newValue) else {
        _latest = newValue
        return
      }
      withMutation(keyPath: \.latest) {
        _latest = newValue
      }
    }
    _modify {
      access(keyPath: \.latest)
      _$observationRegistrar.willSet(self, keyPath: \.latest)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.latest)
      }
      yield &_latest
    }
  }
  var readings = 0

  func record(_ observation: Observation) {
    latest = observation
    readings += 1
  }

  private let _$observationRegistrar = ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Station, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Station, __macro_local_6MemberfMu0_>,
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

extension Station: nonisolated Observable {
}

let station = Station()

withObservationTracking {
  _ = station.latest
} onChange: {
  print("latest changed")
}
station.name = "Pier"
print("renamed to \(station.name)")
station.record(Observation(temperature: 13.0, humidity: 0.7))
print("recorded \(station.latest.temperature) after \(station.readings) reading")
