import Observation

// @Observable
class Inventory {
  var stock = ["apples": 3]
  var prices = ["apples": 0.5, "pears": 1]
  var aisles = [1: "produce", 2: "bakery"]
}

let inventory = Inventory()
print("apples in stock: \(inventory.stock["apples"] ?? 0)")
print("pear price: \(inventory.prices["pears"] ?? 0)")
print("aisle 2: \(inventory.aisles[2] ?? "?")")

withObservationTracking {
  _ = inventory.stock
} onChange: {
  print("stock changed")
}
inventory.prices["apples"] = 0.75
print("price changed")
inventory.stock = ["apples": 3]
print("equal stock assigned")
inventory.stock["apples", default: 0] += 2
print("apples in stock: \(inventory.stock["apples"] ?? 0)")
