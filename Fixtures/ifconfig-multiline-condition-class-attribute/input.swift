import Observation

// @Observable
#if canImport(Foundation) && (os(Linux) ||
    os(macOS))
@available(swift 5.9)
#endif
final class Meter {
  var reading = 0.0
  var unit = "kPa"
}

#if (os(Linux) || os(macOS) ||
     os(Windows)) && !os(iOS)
@available(*, deprecated, message: "use Meter")
#elseif (os(iOS) ||
         os(tvOS))
@available(iOS 17,
           tvOS 17, *)
#else
@MainActor
#endif
// @Observable
final class Gauge {
  var needle: Int = 3
  var label = "pressure"
}

let meter = Meter()

withObservationTracking {
  _ = meter.reading
} onChange: {
  print("reading changed")
}
meter.unit = "bar"
print("unit \(meter.unit)")
meter.reading = 1.25
print("reading \(meter.reading)")

@available(*, deprecated)
func useGauge() {
  let gauge = Gauge()
  withObservationTracking {
    _ = gauge.needle
  } onChange: {
    print("needle moved")
  }
  gauge.label = "flow"
  print("label \(gauge.label)")
  gauge.needle = 7
  print("needle \(gauge.needle)")
}
useGauge()
