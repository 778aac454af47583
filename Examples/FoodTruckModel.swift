import Observation

struct Donut: Equatable, Identifiable {
    let id: Int
    var name: String
}

/// The state of one food truck, observed by its views.
// @Observable
final class FoodTruckModel {
    /// Orders placed today.
    var orders: [String] = []
    var donuts = [Donut(id: 0, name: "Glazed"), Donut(id: 1, name: "Sprinkles")]
    var isOpen = true

    // @ObservationIgnored
    var lastSyncDescription = "never"

    var orderCount: Int { orders.count }

    func placeOrder(_ donut: String) {
        orders.append(donut)
    }
}
