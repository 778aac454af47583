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
    private var _total = 0
    var total: Int = 0 {
        @storageRestrictions(initializes: _total)
        init(initialValue) {
            _total = initialValue
        }
        get {
            access(keyPath: \.total)
            return _total
        }
        set {
            guard shouldNotifyObservers(_total, newValue) else {
                _total = newValue
                return
            }
            withMutation(keyPath: \.total) {
                _total = newValue
            }
        }
        _modify {
            access(keyPath: \.total)
            _$observationRegistrar.willSet(self, keyPath: \.total)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.total)
            }
            yield &_total
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
}

extension Cart: nonisolated Observation.Observable {
}

var list = ShoppingList()
list.items.append("milk")
let cart = Cart()
cart.total = list.count
print(list.count, ConnectionState.idle, cart.total)
