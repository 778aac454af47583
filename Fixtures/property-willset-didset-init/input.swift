import Observation

// @Observable
class Thermometer {
  var celsius: Double {
    willSet { print("willSet celsius \(celsius) -> \(newValue)") }
    didSet { print("didSet celsius \(oldValue) -> \(celsius)") }
  }
  var alarms = 0 {
    didSet(previous) { print("alarms \(previous) -> \(alarms)") }
  }

  init(celsius: Double) {
    self.celsius = celsius
    alarms = 1
  }
}

let thermometer = Thermometer(celsius: 18)
print("created at \(thermometer.celsius)")

withObservationTracking {
  _ = thermometer.celsius
} onChange: {
  print("onChange celsius")
}
thermometer.celsius = 18
print("--")
thermometer.celsius = 25
print("--")
thermometer.alarms += 1
