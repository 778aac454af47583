import Observation

protocol Shape {
  func area() -> Double
}

struct Circle: Shape {
  var radius = 1.0
  func area() -> Double { 3.14159 * radius * radius }
}

// @Observable
class Canvas {
  var name = "sketch"
  var shape: some Shape = Circle()
}
