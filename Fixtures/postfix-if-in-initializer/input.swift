import Observation

struct Builder {
  var steps: [String] = []
  func padding() -> Builder { Builder(steps: steps + ["padding"]) }
  func other() -> Builder { Builder(steps: steps + ["other"]) }
  func bold() -> Builder { Builder(steps: steps + ["bold"]) }
}

// An initializer continued by postfix `#if`s (SE-0308): the initializer runs through the
// `#endif`, the accessors come after it, and the store keeps the whole chain.
// @Observable
final class Screen {
  var b: Builder = Builder()
    #if os(Linux)
    .padding()
    #else
    .other()
    #endif
  var nested: Builder = Builder()
    #if canImport(Foundation)
      #if os(Linux)
      .padding()
      #endif
    .bold()
    #endif
  var chained: Builder = Builder()
    #if os(Linux)
    .padding()
    #endif
    .bold()
    #if DEBUG
    .other()
    #endif
  var after = 1
}

let screen = Screen()
print(screen.b.steps, screen.nested.steps, screen.chained.steps, screen.after)
var fired = false
withObservationTracking { _ = screen.b } onChange: { fired = true }
screen.b = screen.b.bold()
print("b notifies: \(fired)")
