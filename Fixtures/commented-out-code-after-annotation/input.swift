import Observation

func isObservable(_ value: Any) -> Bool { value is any Observable }

// @Observable
final class Inventory {
  var items: [String] = []
  var capacity = 10
}

// Disabled while the legacy model is rewritten:
// @Observable
// final class LegacyInventory {
//   var items: [String] = []
//   var capacity = 10
// }

final class Warehouse {
  var location = "north"
  var inventory = Inventory()
}

let inventory = Inventory()
let warehouse = Warehouse()
print("Inventory observable: \(isObservable(inventory))")
print("Warehouse observable: \(isObservable(warehouse))")

withObservationTracking {
  _ = inventory.items
} onChange: {
  print("items changed")
}
inventory.capacity = 20
print("capacity \(inventory.capacity)")
inventory.items.append("crate")
print("items \(inventory.items)")

warehouse.location = "south"
print("location \(warehouse.location)")
