import Observation

// @Observable
class Temperature {
  nonisolated(unsafe) static var unitSymbol = "°C"
  static let absoluteZero = -273.15
  class var scaleName: String { "Celsius" }

  let sensorID: String
  private var _celsius: Double = 20
  var celsius: Double = 20 {
    @storageRestrictions(initializes: _celsius)
    init(initialValue) {
      _celsius = initialValue
    }
    get {
      access(keyPath: \.celsius)
      return _celsius
    }
    set {
      guard shouldNotifyObservers(_celsius, newValue) else {
        _celsius = newValue
        return
      }
      withMutation(keyPath: \.celsius) {
        _celsius = newValue
      }
    }
    _modify {
      access(keyPath: \.celsius)
      _$observationRegistrar.willSet(self, keyPath: \.celsius)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.celsius)
      }
      yield &_celsius
    }
  }

  var fahrenheit: Double {
    get { celsius * 9 / 5 + 32 }
    set { celsius = (newValue - 32) * 5 / 9 }
  }
  var isFreezing: Bool { celsius <= 0 }
  var kelvin: Double {
    get { celsius - Temperature.absoluteZero }
  }

  init(sensorID: String) {
    self.sensorID = sensorID
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Temperature, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Temperature, __macro_local_6MemberfMu0_>,
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

extension Temperature: nonisolated Observation.Observable {
}

let temperature = Temperature(sensorID: "T1")

withObservationTracking {
  _ = temperature.fahrenheit
} onChange: {
  print("fahrenheit inputs changed")
}
Temperature.unitSymbol = "C"
print("unit symbol changed: \(Temperature.unitSymbol) (\(Temperature.scaleName))")
temperature.fahrenheit = 212
print("\(temperature.sensorID): \(temperature.celsius)\(Temperature.unitSymbol), kelvin \(temperature.kelvin), freezing \(temperature.isFreezing)")
