import Observation

// An inline '/* @ObservationIgnored */' after code on its line annotates nothing: the
// property it stands before stays tracked, and the warning names that property.
// @Observable
final class Gauge {
  var low = 0; /* @ObservationIgnored */ var high = 10
  var step = 1; /* @ObservationIgnored */ @available(*, deprecated) private(set) var unit = "mm"
  var mid = 5 /* @ObservationIgnored */
}

let gauge = Gauge()
withObservationTracking {
  _ = gauge.high
} onChange: {
  print("high will change")
}
gauge.high = 12
print("high \(gauge.high)")
