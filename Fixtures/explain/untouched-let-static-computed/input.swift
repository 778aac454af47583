import Observation

// @Observable
class Temperature {
  nonisolated(unsafe) static var unitSymbol = "°C"
  static let absoluteZero = -273.15
  class var scaleName: String { "Celsius" }

  let sensorID: String
  var celsius: Double = 20

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
