import Observation

// @Observable
final class PriceTicker {
  private var _price: Double = 100
  var price: Double = 100 {
    @storageRestrictions(initializes: _price)
    init(initialValue) {
      _price = initialValue
    }
    get {
      access(keyPath: \.price)
      return _price
    }
    set {
      guard shouldNotifyObservers(_price, newValue) else {
        _price = newValue
        return
      }
      withMutation(keyPath: \.price) {
        _price = newValue
      }
    }
    _modify {
      access(keyPath: \.price)
      _$observationRegistrar.willSet(self, keyPath: \.price)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.price)
      }
      yield &_price
    }
  }
  private var _symbol: String = "ACME"
  var symbol: String = "ACME" {
    @storageRestrictions(initializes: _symbol)
    init(initialValue) {
      _symbol = initialValue
    }
    get {
      access(keyPath: \.symbol)
      return _symbol
    }
    set {
      guard shouldNotifyObservers(_symbol, newValue) else {
        _symbol = newValue
        return
      }
      withMutation(keyPath: \.symbol) {
        _symbol = newValue
      }
    }
    _modify {
      access(keyPath: \.symbol)
      _$observationRegistrar.willSet(self, keyPath: \.symbol)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.symbol)
      }
      yield &_symbol
    }
  }

  private func shouldNotifyObservers<Value: Equatable>(_ lhs: Value, _ rhs: Value) -> Bool {
    if let old = lhs as? Double, let new = rhs as? Double {
      return abs(old - new) >= 0.5
    }
    return lhs != rhs
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<PriceTicker, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<PriceTicker, __macro_local_6MemberfMu0_>,
    _ mutation: () throws -> __macro_local_14MutationResultfMu_
  ) rethrows -> __macro_local_14MutationResultfMu_ {
    try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
  }

  private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu1_>(_ lhs: __macro_local_6MemberfMu1_, _ rhs: __macro_local_6MemberfMu1_) -> Swift.Bool {
    true
  }

  private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu3_: AnyObject>(_ lhs: __macro_local_6MemberfMu3_, _ rhs: __macro_local_6MemberfMu3_) -> Swift.Bool {
    lhs !== rhs
  }
}

extension PriceTicker: nonisolated Observation.Observable {
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
