import Observation

// @Observable
final class PriceTicker {
  var price: Double = 100
  var symbol: String = "ACME"

  private func shouldNotifyObservers<Value: Equatable>(_ lhs: Value, _ rhs: Value) -> Bool {
    if let old = lhs as? Double, let new = rhs as? Double {
      return abs(old - new) >= 0.5
    }
    return lhs != rhs
  }
}

let ticker = PriceTicker()

withObservationTracking {
  _ = ticker.price
} onChange: {
  print("price moved noticeably")
}
ticker.price = 100.2
print("small move ignored: \(ticker.price)")
ticker.symbol = "ACME"
print("same symbol assigned")
ticker.price = 101
print("price \(ticker.price)")
