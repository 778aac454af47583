// The model is '@MainActor': the probe runs on the main actor, as top-level code does.
MainActor.assumeIsolated {
    let model = FoodTruckModel()
    probe("orders", read: { _ = model.orders }, change: { model.placeOrder([Donut.all[0]]) })
    probe("donuts", read: { _ = model.donuts }, change: { model.donuts.removeLast() })
    probe("selectedDonutID", read: { _ = model.selectedDonutID }, change: { model.selectedDonutID = 1 })
    probe("orderCount", read: { _ = model.orderCount }, change: { model.orderCount += 1 })
    probe("orders, on markReady", read: { _ = model.orders }, change: { model.markReady("Order#1") })
}
