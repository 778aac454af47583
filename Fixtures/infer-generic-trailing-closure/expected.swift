import Observation

struct Lazy<Value> {
    let make: () -> Value
    init(_ make: @escaping () -> Value) { self.make = make }
}

struct Labeled<Value> {
    let label: String
    let make: () -> Value
    init(label: String, make: @escaping () -> Value) { self.label = label; self.make = make }
}

// A generic type's initializer called with its generic arguments written and a trailing
// closure: the type as written.
// @Observable
final class Catalog {
    private var _count = Lazy<Int> { 42 }
    var count: Lazy<Int> = Lazy<Int> { 42 } {
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
    private var _name = Labeled<String>(label: "title") { "Catalog" }
    var name: Labeled<String> = Labeled<String>(label: "title") { "Catalog" } {
        @storageRestrictions(initializes: _name)
        init(initialValue) {
            _name = initialValue
        }
        get {
            access(keyPath: \.name)
            return _name
        }
        set {
            guard shouldNotifyObservers(_name, newValue) else {
                _name = newValue
                return
            }
            withMutation(keyPath: \.name) {
                _name = newValue
            }
        }
        _modify {
            access(keyPath: \.name)
            _$observationRegistrar.willSet(self, keyPath: \.name)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.name)
            }
            yield &_name
        }
    }

    private let _$observationRegistrar = Observation.ObservationRegistrar()

    internal nonisolated func access<__macro_local_6MemberfMu_>(
        keyPath: Swift.KeyPath<Catalog, __macro_local_6MemberfMu_>
    ) {
        _$observationRegistrar.access(self, keyPath: keyPath)
    }

    internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
        keyPath: Swift.KeyPath<Catalog, __macro_local_6MemberfMu0_>,
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

extension Catalog: nonisolated Observation.Observable {
}

let catalog = Catalog()
print(catalog.count.make(), catalog.name.label, catalog.name.make())
