import Observation

// @Observable
final class Box<Value> {
  var value: Value
  var revision = 0

  init(_ value: Value) {
    self.value = value
  }

  func replace(with newValue: Value) {
    value = newValue
    revision += 1
  }
}

let box = Box(10)

withObservationTracking {
  _ = box.value
} onChange: {
  print("value changed")
}
box.revision = 0
print("revision assigned")
box.value = 10
print("Value is unconstrained: even an equal Int notifies")

withObservationTracking {
  _ = box.revision
} onChange: {
  print("revision changed")
}
box.replace(with: 11)
print("value \(box.value), revision \(box.revision)")
