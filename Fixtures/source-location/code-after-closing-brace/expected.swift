#sourceLocation(file: "input.swift", line: 1)
import Observation

struct Shelf {
    // @Observable
    final class Slot { 
#sourceLocation()
private var _count = 0
    var count: Int = 0 {
        @storageRestrictions(initializes: _count)
        init(initialValue) {
            _count = initialValue
        }
        get {
            access(keyPath: \.count)
            return _count
        }
        set {
            guard shouldNotifyObservers(_count, newValue) else {
                _count = newValue
                return
            }
            withMutation(keyPath: \.count) {
                _count = newValue
            }
        }
        _modify {
            access(keyPath: \.count)
            _$observationRegistrar.willSet(self, keyPath: \.count)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.count)
            }
            yield &_count
        }
    }
#sourceLocation(file: "input.swift", line: 5)
                                     
#sourceLocation()

        private let _$observationRegistrar = Observation.ObservationRegistrar()

        internal nonisolated func access<__macro_local_6MemberfMu_>(
            keyPath: Swift.KeyPath<Slot, __macro_local_6MemberfMu_>
        ) {
            _$observationRegistrar.access(self, keyPath: keyPath)
        }

        internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
            keyPath: Swift.KeyPath<Slot, __macro_local_6MemberfMu0_>,
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
    
#sourceLocation(file: "input.swift", line: 5)
                                     }
    let label = "shelf"
}
#sourceLocation()

extension Shelf.Slot: nonisolated Observation.Observable {
}
#sourceLocation(file: "input.swift", line: 8)

// @Observable
final class Basket {
#sourceLocation()
    private var _items = 0
#sourceLocation(file: "input.swift", line: 11)
    var items: Int = 0 { @storageRestrictions(initializes: _items) init(initialValue) { _items = initialValue } get { access(keyPath: \.items); return _items } set { guard shouldNotifyObservers(_items, newValue) else { _items = newValue; return }; withMutation(keyPath: \.items) { _items = newValue } } _modify { access(keyPath: \.items); _$observationRegistrar.willSet(self, keyPath: \.items); defer { _$observationRegistrar.didSet(self, keyPath: \.items) }; yield &_items } }
#sourceLocation()

    private let _$observationRegistrar = Observation.ObservationRegistrar()

    internal nonisolated func access<__macro_local_6MemberfMu_>(
        keyPath: Swift.KeyPath<Basket, __macro_local_6MemberfMu_>
    ) {
        _$observationRegistrar.access(self, keyPath: keyPath)
    }

    internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
        keyPath: Swift.KeyPath<Basket, __macro_local_6MemberfMu0_>,
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
#sourceLocation(file: "input.swift", line: 12)
};
#sourceLocation()

extension Basket: nonisolated Observation.Observable {
}
#sourceLocation(file: "input.swift", line: 12)
   let basket = Basket()

// @Observable
final class Tally {
#sourceLocation()
	private var _total = 0
#sourceLocation(file: "input.swift", line: 16)
	var total: Int = 0 { @storageRestrictions(initializes: _total) init(initialValue) { _total = initialValue } get { access(keyPath: \.total); return _total } set { guard shouldNotifyObservers(_total, newValue) else { _total = newValue; return }; withMutation(keyPath: \.total) { _total = newValue } } _modify { access(keyPath: \.total); _$observationRegistrar.willSet(self, keyPath: \.total); defer { _$observationRegistrar.didSet(self, keyPath: \.total) }; yield &_total } }
#sourceLocation()

	private let _$observationRegistrar = Observation.ObservationRegistrar()

	internal nonisolated func access<__macro_local_6MemberfMu_>(
		keyPath: Swift.KeyPath<Tally, __macro_local_6MemberfMu_>
	) {
		_$observationRegistrar.access(self, keyPath: keyPath)
	}

	internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
		keyPath: Swift.KeyPath<Tally, __macro_local_6MemberfMu0_>,
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
#sourceLocation(file: "input.swift", line: 17)
} /* a comment that
   ends on the next line */ 
#sourceLocation()

extension Tally: nonisolated Observation.Observable {
}
#sourceLocation(file: "input.swift", line: 18)
                            let tally = Tally()

let slot = Shelf.Slot()
withObservationTracking {
    _ = slot.count
    _ = basket.items
    _ = tally.total
} onChange: {
    print("changed")
}
slot.count = 1
print(basket.items, tally.total, Shelf().label)
