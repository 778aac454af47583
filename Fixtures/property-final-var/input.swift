import Observation

// @Observable
class Shape {
  final var sides: Int
  final var name = "polygon"
  var fillColor: String = "white"

  init(sides: Int) {
    self.sides = sides
  }
}

final class Square: Shape {
  init() {
    super.init(sides: 4)
    name = "square"
  }
}

let square = Square()
print("\(square.name) with \(square.sides) sides")

withObservationTracking {
  _ = square.name
} onChange: {
  print("name changed")
}
square.fillColor = "red"
print("fill \(square.fillColor)")
square.name = "rhombus"
print("renamed to \(square.name)")
