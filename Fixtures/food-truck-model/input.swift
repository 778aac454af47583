import Observation

struct Donut: Equatable {
  var name: String
}

struct Order: Identifiable, Equatable {
  var id: Int
  var donuts: [String]
}

// @Observable
final class FoodTruckModel {
  var orders: [Order] = []
  var donuts = [Donut(name: "Glazed"), Donut(name: "Sprinkles")]

  var orderCount: Int {
    orders.count
  }

  func placeOrder(_ names: [String]) {
    orders.append(Order(id: orders.count + 1, donuts: names))
  }
}

let truck = FoodTruckModel()

withObservationTracking {
  print("orders so far: \(truck.orderCount)")
} onChange: {
  print("orders will change")
}
truck.donuts.append(Donut(name: "Cruller"))
print("menu has \(truck.donuts.count) donuts")
truck.placeOrder(["Glazed", "Cruller"])
truck.placeOrder(["Sprinkles"])
print("orders now: \(truck.orderCount)")
