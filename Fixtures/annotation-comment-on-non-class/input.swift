import Observation

// Code that commented the attribute out: '// @Observable' above a type that is not a class is
// a warning, and the type is left as it is (the real attribute there is an error, as the
// macro's). The class of the file is still expanded.

// @Observable
struct ShoppingList {
    var items: [String] = []
}

// @Observable
enum ConnectionState {
    case idle, connected
}

// @Observable
extension ShoppingList {
    var count: Int { items.count }
}

// @Observable
final class Cart {
    var total = 0
}

var list = ShoppingList()
list.items.append("milk")
let cart = Cart()
cart.total = list.count
print(list.count, ConnectionState.idle, cart.total)
