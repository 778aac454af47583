import Observation

// @Observable
class Vehicle {
  var speed = 0
  var name: String

  init(name: String) {
    self.name = name
  }
}

// @Observable
final class Truck: Vehicle {
  var load = 0.0
  var trailerAttached = false
}

let truck = Truck(name: "Hauler")

withObservationTracking {
  _ = truck.speed
} onChange: {
  print("speed changed (base registrar)")
}
truck.load = 1.5
print("load \(truck.load)")
truck.speed = 80
print("speed \(truck.speed)")

withObservationTracking {
  _ = truck.trailerAttached
} onChange: {
  print("trailer changed (subclass registrar)")
}
truck.name = "Big Hauler"
print("renamed to \(truck.name)")
truck.trailerAttached = true
print("trailer attached: \(truck.trailerAttached)")
