import Observation

/* @Observable */
class ParkingMeter {
  private var _minutesLeft = 30
  var minutesLeft: Int = 30 {
    @storageRestrictions(initializes: _minutesLeft)
    init(initialValue) {
      _minutesLeft = initialValue
    }
    get {
      access(keyPath: \.minutesLeft)
      return _minutesLeft
    }
    set {
      guard shouldNotifyObservers(_minutesLeft, newValue) else {
        _minutesLeft = newValue
        return
      }
      withMutation(keyPath: \.minutesLeft) {
        _minutesLeft = newValue
      }
    }
    _modify {
      access(keyPath: \.minutesLeft)
      _$observationRegistrar.willSet(self, keyPath: \.minutesLeft)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.minutesLeft)
      }
      yield &_minutesLeft
    }
  }
  private var _zone: String = "B"
  var zone: String = "B" {
    @storageRestrictions(initializes: _zone)
    init(initialValue) {
      _zone = initialValue
    }
    get {
      access(keyPath: \.zone)
      return _zone
    }
    set {
      guard shouldNotifyObservers(_zone, newValue) else {
        _zone = newValue
        return
      }
      withMutation(keyPath: \.zone) {
        _zone = newValue
      }
    }
    _modify {
      access(keyPath: \.zone)
      _$observationRegistrar.willSet(self, keyPath: \.zone)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.zone)
      }
      yield &_zone
    }
  }

  func addCoins(_ count: Int) {
    minutesLeft += count * 15
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<ParkingMeter, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<ParkingMeter, __macro_local_6MemberfMu0_>,
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

extension ParkingMeter: nonisolated Observation.Observable {
}

let meter = ParkingMeter()

withObservationTracking {
  _ = meter.minutesLeft
} onChange: {
  print("time changed")
}
meter.zone = "C"
print("zone \(meter.zone)")
meter.addCoins(2)
print("minutes left \(meter.minutesLeft)")
