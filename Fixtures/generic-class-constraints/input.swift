import Observation

// @Observable
class SelectionModel<Item: Hashable & Comparable, Source: Sequence> {
  var selected: Set<Item> = []
  var focused: Item?
  let source: Source

  init(source: Source) {
    self.source = source
  }

  func toggle(_ item: Item) {
    if selected.contains(item) {
      selected.remove(item)
    } else {
      selected.insert(item)
    }
  }
}

let model = SelectionModel<String, [String]>(source: ["a", "b", "c"])

withObservationTracking {
  _ = model.selected
} onChange: {
  print("selection changed")
}
model.focused = "b"
print("focus moved to \(model.focused ?? "-")")
model.selected = []
print("equal selection assigned")
model.toggle("a")
model.toggle("c")
print("selected \(model.selected.sorted())")
