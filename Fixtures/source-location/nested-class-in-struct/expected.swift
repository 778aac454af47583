#sourceLocation(file: "input.swift", line: 1)
import Observation

struct Checkout {
  // @Observable
  final class Cart {
#sourceLocation()
    private var _items: [String] = []
#sourceLocation(file: "input.swift", line: 6)
    var items: [String] = [] { @storageRestrictions(initializes: _items) init(initialValue) { _items = initialValue } get { access(keyPath: \.items); return _items } set { guard shouldNotifyObservers(_items, newValue) else { _items = newValue; return }; withMutation(keyPath: \.items) { _items = newValue } } _modify { access(keyPath: \.items); _$observationRegistrar.willSet(self, keyPath: \.items); defer { _$observationRegistrar.didSet(self, keyPath: \.items) }; yield &_items } }
#sourceLocation()
    private var _couponCode: String?
    var couponCode: String? {
      @storageRestrictions(initializes: _couponCode)
      init(initialValue) {
        _couponCode = initialValue
      }
      get {
        access(keyPath: \.couponCode)
        return _couponCode
      }
      set {
        guard shouldNotifyObservers(_couponCode, newValue) else {
          _couponCode = newValue
          return
        }
        withMutation(keyPath: \.couponCode) {
          _couponCode = newValue
        }
      }
      _modify {
        access(keyPath: \.couponCode)
        _$observationRegistrar.willSet(self, keyPath: \.couponCode)
        defer {
          _$observationRegistrar.didSet(self, keyPath: \.couponCode)
        }
        yield &_couponCode
      }
    }

    private let _$observationRegistrar = Observation.ObservationRegistrar()

    internal nonisolated func access<__macro_local_6MemberfMu_>(
      keyPath: Swift.KeyPath<Cart, __macro_local_6MemberfMu_>
    ) {
      _$observationRegistrar.access(self, keyPath: keyPath)
    }

    internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
      keyPath: Swift.KeyPath<Cart, __macro_local_6MemberfMu0_>,
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
#sourceLocation(file: "input.swift", line: 8)
  }

  let cart = Cart()

  func add(_ item: String) {
    cart.items.append(item)
  }
}
#sourceLocation()

extension Checkout.Cart: nonisolated Observation.Observable {
}
#sourceLocation(file: "input.swift", line: 16)

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
