import Observation

// @Observable
class Counter {
  var count = 0
  var step = 1

  func increment() {
    count += step
  }
}

let counter = Counter()

withObservationTracking {
  _ = counter.count
} onChange: {
  print("count changed")
}
counter.step = 5
print("step set to 5")
counter.count = 0
print("count set to its current value")
counter.increment()
counter.increment()
print("count = \(counter.count)")
