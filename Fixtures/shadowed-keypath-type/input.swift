import Observation

/// A dotted path into a JSON document, e.g. "user.address.city".
struct KeyPath: Equatable {
  var components: [String]

  var dotted: String { components.joined(separator: ".") }
}

// @Observable
final class JSONInspector {
  var selection: KeyPath = KeyPath(components: ["user"])
  var expanded: Set<String> = []

  func select(_ path: String) {
    selection = KeyPath(components: path.split(separator: ".").map(String.init))
  }
}

let inspector = JSONInspector()

withObservationTracking {
  _ = inspector.selection
} onChange: {
  print("selection changed")
}
inspector.expanded.insert("user")
print("expanded \(inspector.expanded.sorted())")
inspector.select("user")
print("same selection assigned")
inspector.select("user.address.city")
print("selected \(inspector.selection.dotted)")
