import Observation

func isObservable(_ value: Any) -> Bool { value is any Observable }

// @Observable
final class Inventory {
  private var _items: [String] = []
  var items: [String] = [] {
    @storageRestrictions(initializes: _items)
    init(initialValue) {
      _items = initialValue
    }
    get {
      access(keyPath: \.items)
      return _items
    }
    set {
      guard shouldNotifyObservers(_items, newValue) else {
        _items = newValue
        return
      }
      withMutation(keyPath: \.items) {
        _items = newValue
      }
    }
    _modify {
      access(keyPath: \.items)
      _$observationRegistrar.willSet(self, keyPath: \.items)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.items)
      }
      yield &_items
    }
  }
  private var _capacity = 10
  var capacity: Int = 10 {
    @storageRestrictions(initializes: _capacity)
    init(initialValue) {
      _capacity = initialValue
    }
    get {
      access(keyPath: \.capacity)
      return _capacity
    }
    set {
      guard shouldNotifyObservers(_capacity, newValue) else {
        _capacity = newValue
        return
      }
      withMutation(keyPath: \.capacity) {
        _capacity = newValue
      }
    }
    _modify {
      access(keyPath: \.capacity)
      _$observationRegistrar.willSet(self, keyPath: \.capacity)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.capacity)
      }
      yield &_capacity
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

// Disabled while the legacy model is rewritten:
// @Observable
// final class LegacyInventory {
//   var items: [String] = []
//   var capacity = 10
// }

final class Warehouse {
  var location = "north"
  var inventory = Inventory()
}

let inventory = Inventory()
let warehouse = Warehouse()
print("Inventory observable: \(isObservable(inventory))")
print("Warehouse observable: \(isObservable(warehouse))")

withObservationTracking {
  _ = inventory.items
} onChange: {
  print("items changed")
}
inventory.capacity = 20
print("capacity \(inventory.capacity)")
inventory.items.append("crate")
print("items \(inventory.items)")

warehouse.location = "south"
print("location \(warehouse.location)")
