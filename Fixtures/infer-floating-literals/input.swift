import Observation

// @Observable
final class PhysicsBody {
  var mass = 1.5
  var gravity = 9.81
  var drag = 1e-3
  var maxSpeed = 3.0e8
  var angle = -0.25
  var ratio = 0x1p-2
}

let body = PhysicsBody()
let weight: Double = body.mass * body.gravity
print("weight: \(weight)")
print("drag \(body.drag), max \(body.maxSpeed), angle \(body.angle), ratio \(body.ratio)")

withObservationTracking {
  _ = body.mass
} onChange: {
  print("mass changed")
}
body.drag = 2e-3
print("drag changed")
body.mass = 1.5
print("same mass assigned")
body.mass *= 2
print("mass: \(body.mass)")
