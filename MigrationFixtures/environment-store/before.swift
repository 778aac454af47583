import SwiftUI

struct Item: Identifiable {
    var id: Int
    var title: String
}

@MainActor
final class ItemStore: ObservableObject {
    @Published var items: [Item] = []
    var nextID = 1

    func add(_ title: String) {
        items.append(Item(id: nextID, title: title))
        nextID += 1
    }
}

struct RootView: View {
    @StateObject private var store = ItemStore()

    var body: some View {
        ItemList()
            .environmentObject(store)
    }
}

struct ItemList: View {
    @EnvironmentObject var store: ItemStore

    var body: some View {
        VStack {
            ForEach(store.items) { item in
                Text(item.title)
            }
            Button("Add") { store.add("New") }
        }
    }
}
