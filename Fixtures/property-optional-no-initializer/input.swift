import Observation

struct Coordinate: Equatable {
  var lat: Double
  var lon: Double
}

// @Observable
class LocationTracker {
  var lastFix: Coordinate?
  var errorMessage: String?
  var accuracy: Double? = nil
}

let tracker = LocationTracker()
print("fix: \(tracker.lastFix == nil ? "none" : "some"), error: \(tracker.errorMessage ?? "none")")

withObservationTracking {
  _ = tracker.lastFix
} onChange: {
  print("fix changed")
}
tracker.errorMessage = "no signal"
print("error: \(tracker.errorMessage!)")
tracker.lastFix = nil
print("nil assigned over nil")
tracker.lastFix = Coordinate(lat: 59.9, lon: 10.7)
print("fix: \(tracker.lastFix!.lat), \(tracker.lastFix!.lon)")
