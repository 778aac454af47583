import Observation

@Observable
struct ShoppingList {
  var items: [String] = []
  var title = "Groceries"
}
