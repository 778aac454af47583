import Observation

// @Observable
class Inventory {
  private var _stock = ["apples": 3]
  var stock: [String: Int] = ["apples": 3] {
    @storageRestrictions(initializes: _stock)
    init(initialValue) {
      _stock = initialValue
    }
    get {
      access(keyPath: \.stock)
      return _stock
    }
    set {
      guard shouldNotifyObservers(_stock, newValue) else {
        _stock = newValue
        return
      }
      withMutation(keyPath: \.stock) {
        _stock = newValue
      }
    }
    _modify {
      access(keyPath: \.stock)
      _$observationRegistrar.willSet(self, keyPath: \.stock)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.stock)
      }
      yield &_stock
    }
  }
  private var _prices = ["apples": 0.5, "pears": 1]
  var prices: [String: Double] = ["apples": 0.5, "pears": 1] {
    @storageRestrictions(initializes: _prices)
    init(initialValue) {
      _prices = initialValue
    }
    get {
      access(keyPath: \.prices)
      return _prices
    }
    set {
      guard shouldNotifyObservers(_prices, newValue) else {
        _prices = newValue
        return
      }
      withMutation(keyPath: \.prices) {
        _prices = newValue
      }
    }
    _modify {
      access(keyPath: \.prices)
      _$observationRegistrar.willSet(self, keyPath: \.prices)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.prices)
      }
      yield &_prices
    }
  }
  private var _aisles = [1: "produce", 2: "bakery"]
  var aisles: [Int: String] = [1: "produce", 2: "bakery"] {
    @storageRestrictions(initializes: _aisles)
    init(initialValue) {
      _aisles = initialValue
    }
    get {
      access(keyPath: \.aisles)
      return _aisles
    }
    set {
      guard shouldNotifyObservers(_aisles, newValue) else {
        _aisles = newValue
        return
      }
      withMutation(keyPath: \.aisles) {
        _aisles = newValue
      }
    }
    _modify {
      access(keyPath: \.aisles)
      _$observationRegistrar.willSet(self, keyPath: \.aisles)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.aisles)
      }
      yield &_aisles
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Inventory, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Inventory, __macro_local_6MemberfMu0_>,
    _ mutation: () throws -> __macro_local_14MutationResultfMu_
  ) rethrows -> __macro_local_14MutationResultfMu_ {
    try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
  }

  private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu1_>(_ lhs: __macro_local_6MemberfMu1_, _ rhs: __macro_local_6MemberfMu1_) -> Swift.Bool {
    true
  }

  private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu2_: Swift.Equatable>(_ lhs: __macro_local_6MemberfMu2_, _ rhs: __macro_local_6MemberfMu2_) -> Swift.Bool {
    lhs != rhs
  }

  private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu3_: AnyObject>(_ lhs: __macro_local_6MemberfMu3_, _ rhs: __macro_local_6MemberfMu3_) -> Swift.Bool {
    lhs !== rhs
  }

  private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu4_: Swift.Equatable & AnyObject>(_ lhs: __macro_local_6MemberfMu4_, _ rhs: __macro_local_6MemberfMu4_) -> Swift.Bool {
    lhs != rhs
  }
}

extension Inventory: nonisolated Observation.Observable {
}

let inventory = Inventory()
print("apples in stock: \(inventory.stock["apples"] ?? 0)")
print("pear price: \(inventory.prices["pears"] ?? 0)")
print("aisle 2: \(inventory.aisles[2] ?? "?")")

withObservationTracking {
  _ = inventory.stock
} onChange: {
  print("stock changed")
}
inventory.prices["apples"] = 0.75
print("price changed")
inventory.stock = ["apples": 3]
print("equal stock assigned")
inventory.stock["apples", default: 0] += 2
print("apples in stock: \(inventory.stock["apples"] ?? 0)")
