import Observation

// `Truck` inherits `Observable` through `Van` and `Vehicle`, declared in context/Vehicle.swift:
// it gets no second conformance.
// @Observable
final class Truck: Van {
  var load = 0
}

@main
struct App {
  static func main() {
    let truck = Truck()
    withObservationTracking {
      _ = truck.load
    } onChange: {
      print("load changed")
    }
    truck.load = 3
    print(truck.load, truck.name, truck is any Observable)
  }
}
