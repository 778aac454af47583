import Observation

func runCounter() {
  // @Observable
  final class LocalCounter {
    var value = 0
    var label = "clicks"
  }
  let counter = LocalCounter()
  withObservationTracking {
    _ = counter.value
  } onChange: {
    print("value changed")
  }
  counter.label = "taps"
  print("label changed, value not read")
  counter.value += 1
  print("value is \(counter.value)")
  print("is Observable: \((counter as Any) is any Observable)")
}

runCounter()
