import Observation

// @Observable
#if os(Linux)
@available(swift 5.9)
#elseif canImport(UIKit)
@available(iOS 17, *)
@MainActor
#else
@available(macOS 14, *)
#endif
final class SensorHub {
  var temperature: Double = 20.5
  var humidity = 40
}

let hub = SensorHub()

withObservationTracking {
  _ = hub.humidity
} onChange: {
  print("humidity changed")
}
hub.temperature = 21.0
print("temperature \(hub.temperature)")
hub.humidity = 55
print("humidity \(hub.humidity)")
