import Observation

struct Donut: Equatable {
  var name: String
}

struct Order: Identifiable, Equatable {
  var id: Int
  var donuts: [String]
}

// @Observable
final class FoodTruckModel {
  private var _orders: [Order] = []
  var orders: [Order] = [] {
    @storageRestrictions(initializes: _orders)
    init(initialValue) {
      _orders = initialValue
    }
    get {
      access(keyPath: \.orders)
      return _orders
    }
    set {
      guard shouldNotifyObservers(_orders, newValue) else {
        _orders = newValue
        return
      }
      withMutation(keyPath: \.orders) {
        _orders = newValue
      }
    }
    _modify {
      access(keyPath: \.orders)
      _$observationRegistrar.willSet(self, keyPath: \.orders)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.orders)
      }
      yield &_orders
    }
  }
  private var _donuts = [Donut(name: "Glazed"), Donut(name: "Sprinkles")]
  var donuts: [Donut] = [Donut(name: "Glazed"), Donut(name: "Sprinkles")] {
    @storageRestrictions(initializes: _donuts)
    init(initialValue) {
      _donuts = initialValue
    }
    get {
      access(keyPath: \.donuts)
      return _donuts
    }
    set {
      guard shouldNotifyObservers(_donuts, newValue) else {
        _donuts = newValue
        return
      }
      withMutation(keyPath: \.donuts) {
        _donuts = newValue
      }
    }
    _modify {
      access(keyPath: \.donuts)
      _$observationRegistrar.willSet(self, keyPath: \.donuts)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.donuts)
      }
      yield &_donuts
    }
  }

  var orderCount: Int {
    orders.count
  }

  func placeOrder(_ names: [String]) {
    orders.append(Order(id: orders.count + 1, donuts: names))
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<FoodTruckModel, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<FoodTruckModel, __macro_local_6MemberfMu0_>,
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

extension FoodTruckModel: nonisolated Observation.Observable {
}

let truck = FoodTruckModel()

withObservationTracking {
  print("orders so far: \(truck.orderCount)")
} onChange: {
  print("orders will change")
}
truck.donuts.append(Donut(name: "Cruller"))
print("menu has \(truck.donuts.count) donuts")
truck.placeOrder(["Glazed", "Cruller"])
truck.placeOrder(["Sprinkles"])
print("orders now: \(truck.orderCount)")
