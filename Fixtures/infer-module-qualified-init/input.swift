import Observation

// @Observable
class Metrics {
  var retries = Swift.Int(3)
  var ratio = Swift.Double(0.5)
  var label = Swift.String("cpu")
  var small = Swift.Int8(7)
  var history = Swift.Array<Swift.Double>()
}

let metrics = Metrics()
print("\(metrics.label): retries \(metrics.retries), ratio \(metrics.ratio), small \(metrics.small)")

withObservationTracking {
  _ = metrics.retries
} onChange: {
  print("retries changed")
}
metrics.ratio = 0.75
metrics.history.append(metrics.ratio)
print("ratio changed, history \(metrics.history)")
metrics.retries = 3
print("same retries assigned")
metrics.retries = 4
print("retries \(metrics.retries)")
