import Observation

enum Weather {}

extension Weather {
  // @Observable
  final class Forecast {
    var city: String = "Oslo"
    var temperature = 4.5
  }
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
