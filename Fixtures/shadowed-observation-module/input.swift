import Observation

/// One reading of a weather station, as weather and health apps name it.
struct Observation: Equatable {
  var temperature: Double
  var humidity: Double
}

// @Observable
final class Station {
  var name = "Harbour"
  var latest = Observation(temperature: 12.5, humidity: 0.8)
  @ObservationIgnored var readings = 0

  func record(_ observation: Observation) {
    latest = observation
    readings += 1
  }
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
