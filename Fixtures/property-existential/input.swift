import Observation

protocol PaymentMethod {
  var label: String { get }
}

struct Card: PaymentMethod {
  var label: String { "card" }
}

struct Cash: PaymentMethod {
  var label: String { "cash" }
}

// @Observable
class CheckoutModel {
  var method: any PaymentMethod = Card()
  var fallback: (any PaymentMethod)?
  var receiptSink: any TextOutputStream = String()
  var anything: Any = 0
}

let checkout = CheckoutModel()

withObservationTracking {
  _ = checkout.method
} onChange: {
  print("payment method changed")
}
checkout.fallback = Cash()
checkout.anything = "note"
print("fallback \(checkout.fallback?.label ?? "none"), anything \(checkout.anything)")
checkout.method = Cash()
print("method \(checkout.method.label)")
