import Observation

// Three levels: annotated, unannotated, annotated.

// @Observable
class Vehicle {
  var speed = 0
  var name = "vehicle"
}

class Car: Vehicle {
  var doors = 4
}

// @Observable
final class SportsCar: Car {
  var turbo = false
  var gear = 1
}

// Four levels, declared leaf first.

// @Observable
final class Tip: Branch {
  var leafCount = 3
}

class Branch: Stem {}

class Stem: Root {
  var height = 1.0
}

// @Observable
class Root {
  var depth = 2
}

let car = SportsCar()

withObservationTracking {
  _ = car.speed
} onChange: {
  print("speed changed (Vehicle's registrar)")
}
car.turbo = true
print("turbo \(car.turbo)")
car.doors = 2
print("doors \(car.doors)")
car.speed = 120
print("speed \(car.speed)")

withObservationTracking {
  _ = car.gear
} onChange: {
  print("gear changed (SportsCar's registrar)")
}
car.name = "roadster"
print("name \(car.name)")
car.gear = 3
print("gear \(car.gear)")

let tip = Tip()

withObservationTracking {
  _ = tip.depth
  _ = tip.leafCount
} onChange: {
  print("depth or leaf count changed")
}
tip.height = 2.5
print("height \(tip.height)")
tip.leafCount = 4
print("leaf count \(tip.leafCount)")

withObservationTracking {
  _ = tip.depth
} onChange: {
  print("depth changed (Root's registrar)")
}
tip.depth = 5
print("depth \(tip.depth)")
