import SwiftUI
import Observation

struct Item: Identifiable {
    var id: Int
    var title: String
}

@Observable
@MainActor
final class ItemStore {
    var items: [Item] = []
    @ObservationIgnored var nextID = 1

    func add(_ title: String) {
        items.append(Item(id: nextID, title: title))
        nextID += 1
    }
}

struct RootView: View {
    @State private var store = ItemStore()

    var body: some View {
        ItemList()
            .environment(store)
    }
}

struct ItemList: View {
    @Environment(ItemStore.self) var store: ItemStore

    var body: some View {
        VStack {
            ForEach(store.items) { item in
                Text(item.title)
            }
            Button("Add") { store.add("New") }
        }
    }
}
