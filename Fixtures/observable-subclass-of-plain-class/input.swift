import Observation

class Widget {
  var identifier = "widget"
  init() {}
}

// @Observable
class Gauge: Widget {
  var reading: Double = 0
  var unit: String = "kPa"
}

let gauge = Gauge()

withObservationTracking {
  _ = gauge.identifier
  _ = gauge.reading
} onChange: {
  print("gauge changed")
}
gauge.identifier = "boiler"
print("identifier is a plain superclass var: no notification")
gauge.reading = 101.3
print("reading \(gauge.reading) \(gauge.unit)")
