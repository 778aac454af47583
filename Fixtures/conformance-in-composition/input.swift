import Observation

// `Observable` named inside a protocol composition of the class's own inheritance clause:
// the class declares the conformance itself, and the macro adds no extension.
// @Observable
final class Model: Observable & Hashable {
  var count = 0

  static func == (a: Model, b: Model) -> Bool { a === b }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

// @Observable
final class Store: AnyObject & Observation.Observable {
  var items: [String] = []
}

let model = Model()
var fired = false
withObservationTracking { _ = model.count } onChange: { fired = true }
model.count += 1
print("count notifies: \(fired)")
let store = Store()
withObservationTracking { _ = store.items } onChange: { print("items changed") }
store.items.append("a")
