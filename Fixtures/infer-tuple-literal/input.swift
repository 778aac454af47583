import Observation

// @Observable
class MapPin {
  var coordinate = (12, 34)
  var labelled = (1, "a")
  var bounds = (0.0, 1.5, true)
}

let pin = MapPin()
print("pin at \(pin.coordinate.0),\(pin.coordinate.1) label \(pin.labelled.1)")

withObservationTracking {
  _ = pin.coordinate
} onChange: {
  print("coordinate changed")
}
pin.labelled = (2, "b")
print("label changed")
pin.coordinate = (12, 34)
print("tuples are not Equatable: assigning the same coordinate notifies")
pin.coordinate.0 += 1
print("bounds \(pin.bounds.0)...\(pin.bounds.1) visible \(pin.bounds.2)")
