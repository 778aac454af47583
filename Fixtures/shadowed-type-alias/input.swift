import Observation

// A nested type alias named like a standard type: the inferred type is written `Swift.Double`.
// @Observable
final class Gauge {
  typealias Double = Float
  var level = 1.5
  var reading: Double = 2

  func ratio() -> Double { Double(level) / reading }
}

let gauge = Gauge()
withObservationTracking {
  _ = gauge.level
} onChange: {
  print("level changed")
}
gauge.level = 3
print(gauge.level, gauge.ratio())
