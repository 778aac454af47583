import SwiftUI
import Combine

struct Donut: Identifiable, Hashable {
    var id: Int
    var name: String

    static let all = [Donut(id: 0, name: "Classic"), Donut(id: 1, name: "Sprinkles")]
}

struct Order: Identifiable {
    var id: String
    var donuts: [Donut]
    var isReady = false
}

@available(iOS 16.0, macOS 13.0, *)
@MainActor
public final class FoodTruckModel: ObservableObject {
    @Published var orders: [Order] = []
    @Published var donuts = Donut.all
    @Published var selectedDonutID: Donut.ID?
    var orderCount = 0
    private var cache: [Int: Donut] = [:]

    func placeOrder(_ donuts: [Donut]) {
        orderCount += 1
        orders.append(Order(id: "Order#\(orderCount)", donuts: donuts))
    }

    func markReady(_ id: Order.ID) {
        if let index = orders.firstIndex(where: { $0.id == id }) {
            orders[index].isReady = true
        }
    }
}

@available(iOS 16.0, macOS 13.0, *)
struct TruckView: View {
    @StateObject var model = FoodTruckModel()

    var body: some View {
        VStack {
            DonutGallery(model: model)
            OrderList(model: model)
        }
    }
}

@available(iOS 16.0, macOS 13.0, *)
struct DonutGallery: View {
    @ObservedObject var model: FoodTruckModel

    var body: some View {
        ForEach(model.donuts) { donut in
            Button(donut.name) { model.placeOrder([donut]) }
        }
    }
}

@available(iOS 16.0, macOS 13.0, *)
struct OrderList: View {
    @ObservedObject var model: FoodTruckModel

    var body: some View {
        ForEach(model.orders) { order in
            Button(order.isReady ? "\(order.id): ready" : order.id) { model.markReady(order.id) }
        }
    }
}
