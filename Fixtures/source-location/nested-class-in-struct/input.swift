import Observation

struct Checkout {
  // @Observable
  final class Cart {
    var items: [String] = []
    var couponCode: String?
  }

  let cart = Cart()

  func add(_ item: String) {
    cart.items.append(item)
  }
}

let checkout = Checkout()

withObservationTracking {
  _ = checkout.cart.items
} onChange: {
  print("cart items changed")
}
checkout.cart.couponCode = "SPRING"
print("coupon applied")
checkout.add("Tea")
print("items \(checkout.cart.items)")
