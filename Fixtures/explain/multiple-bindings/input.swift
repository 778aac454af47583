import Observation

// @Observable
final class CanvasSize {
  var width = 800, height = 600
  var minScale: Double = 0.5, maxScale: Double = 4.0

  var area: Int { width * height }
}

let canvas = CanvasSize()
print("area \(canvas.area), scale \(canvas.minScale)...\(canvas.maxScale)")

withObservationTracking {
  _ = canvas.height
} onChange: {
  print("height changed")
}
canvas.width = 1024
print("width \(canvas.width)")
canvas.height = 600
print("same height assigned")
canvas.height = 768
print("area \(canvas.area)")

withObservationTracking {
  _ = canvas.maxScale
} onChange: {
  print("max scale changed")
}
canvas.minScale = 0.25
canvas.maxScale = 8
print("scale \(canvas.minScale)...\(canvas.maxScale)")
