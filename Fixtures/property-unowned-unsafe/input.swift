import Observation

final class RenderContext {
  let label: String
  init(label: String) { self.label = label }
}

// @Observable
final class Layer {
  unowned(unsafe) var context: RenderContext
  var opacity: Double = 1.0

  init(context: RenderContext) {
    self.context = context
  }
}

let contexts = [RenderContext(label: "screen"), RenderContext(label: "print")]
let layer = Layer(context: contexts[0])

withObservationTracking {
  _ = layer.context
} onChange: {
  print("context changed")
}
layer.opacity = 0.5
print("opacity \(layer.opacity)")
layer.context = contexts[1]
print("context \(layer.context.label)")
