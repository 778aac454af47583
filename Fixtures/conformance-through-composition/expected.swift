import Observation

// Classes whose superclass is written in a protocol composition (`Base & P`: Swift reads the
// class in a composition of an inheritance clause as the superclass), directly, through a type
// alias of one or an alias of that alias, or further up the chain. Each inherits `Observable`
// from `ObservableBase`, so the compiler asks the macro for no extension (one would be a
// redundant conformance).
protocol Named {}

// @Observable
class ObservableBase {
    private var _a = 0
    var a: Int = 0 {
        @storageRestrictions(initializes: _a)
        init(initialValue) {
            _a = initialValue
        }
        get {
            access(keyPath: \.a)
            return _a
        }
        set {
            guard shouldNotifyObservers(_a, newValue) else {
                _a = newValue
                return
            }
            withMutation(keyPath: \.a) {
                _a = newValue
            }
        }
        _modify {
            access(keyPath: \.a)
            _$observationRegistrar.willSet(self, keyPath: \.a)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.a)
            }
            yield &_a
        }
    }

    private let _$observationRegistrar = Observation.ObservationRegistrar()

    internal nonisolated func access<__macro_local_6MemberfMu_>(
        keyPath: Swift.KeyPath<ObservableBase, __macro_local_6MemberfMu_>
    ) {
        _$observationRegistrar.access(self, keyPath: keyPath)
    }

    internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
        keyPath: Swift.KeyPath<ObservableBase, __macro_local_6MemberfMu0_>,
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

extension ObservableBase: nonisolated Observation.Observable {
}

// @Observable
class Direct: ObservableBase & Equatable {
    static func == (lhs: Direct, rhs: Direct) -> Bool { lhs === rhs }
    private var _b = 1
    var b: Int = 1 {
        @storageRestrictions(initializes: _b)
        init(initialValue) {
            _b = initialValue
        }
        get {
            access(keyPath: \.b)
            return _b
        }
        set {
            guard shouldNotifyObservers(_b, newValue) else {
                _b = newValue
                return
            }
            withMutation(keyPath: \.b) {
                _b = newValue
            }
        }
        _modify {
            access(keyPath: \.b)
            _$observationRegistrar.willSet(self, keyPath: \.b)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.b)
            }
            yield &_b
        }
    }

    private let _$observationRegistrar = Observation.ObservationRegistrar()

    internal nonisolated func access<__macro_local_6MemberfMu_>(
        keyPath: Swift.KeyPath<Direct, __macro_local_6MemberfMu_>
    ) {
        _$observationRegistrar.access(self, keyPath: keyPath)
    }

    internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
        keyPath: Swift.KeyPath<Direct, __macro_local_6MemberfMu0_>,
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

typealias BaseNamed = Named & ObservableBase
typealias Again = BaseNamed

// @Observable
class Aliased: Again {
    private var _c = 2
    var c: Int = 2 {
        @storageRestrictions(initializes: _c)
        init(initialValue) {
            _c = initialValue
        }
        get {
            access(keyPath: \.c)
            return _c
        }
        set {
            guard shouldNotifyObservers(_c, newValue) else {
                _c = newValue
                return
            }
            withMutation(keyPath: \.c) {
                _c = newValue
            }
        }
        _modify {
            access(keyPath: \.c)
            _$observationRegistrar.willSet(self, keyPath: \.c)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.c)
            }
            yield &_c
        }
    }

    private let _$observationRegistrar = Observation.ObservationRegistrar()

    internal nonisolated func access<__macro_local_6MemberfMu_>(
        keyPath: Swift.KeyPath<Aliased, __macro_local_6MemberfMu_>
    ) {
        _$observationRegistrar.access(self, keyPath: keyPath)
    }

    internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
        keyPath: Swift.KeyPath<Aliased, __macro_local_6MemberfMu0_>,
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

class Middle: Named & ObservableBase {}

// @Observable
final class FurtherUp: Middle {
    private var _d = 3
    var d: Int = 3 {
        @storageRestrictions(initializes: _d)
        init(initialValue) {
            _d = initialValue
        }
        get {
            access(keyPath: \.d)
            return _d
        }
        set {
            guard shouldNotifyObservers(_d, newValue) else {
                _d = newValue
                return
            }
            withMutation(keyPath: \.d) {
                _d = newValue
            }
        }
        _modify {
            access(keyPath: \.d)
            _$observationRegistrar.willSet(self, keyPath: \.d)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.d)
            }
            yield &_d
        }
    }

    private let _$observationRegistrar = Observation.ObservationRegistrar()

    internal nonisolated func access<__macro_local_6MemberfMu_>(
        keyPath: Swift.KeyPath<FurtherUp, __macro_local_6MemberfMu_>
    ) {
        _$observationRegistrar.access(self, keyPath: keyPath)
    }

    internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
        keyPath: Swift.KeyPath<FurtherUp, __macro_local_6MemberfMu0_>,
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

// A composition of a plain class: the extension is added.
class PlainBase {}

// @Observable
final class OverPlain: PlainBase & Named {
    private var _e = 4
    var e: Int = 4 {
        @storageRestrictions(initializes: _e)
        init(initialValue) {
            _e = initialValue
        }
        get {
            access(keyPath: \.e)
            return _e
        }
        set {
            guard shouldNotifyObservers(_e, newValue) else {
                _e = newValue
                return
            }
            withMutation(keyPath: \.e) {
                _e = newValue
            }
        }
        _modify {
            access(keyPath: \.e)
            _$observationRegistrar.willSet(self, keyPath: \.e)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.e)
            }
            yield &_e
        }
    }

    private let _$observationRegistrar = Observation.ObservationRegistrar()

    internal nonisolated func access<__macro_local_6MemberfMu_>(
        keyPath: Swift.KeyPath<OverPlain, __macro_local_6MemberfMu_>
    ) {
        _$observationRegistrar.access(self, keyPath: keyPath)
    }

    internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
        keyPath: Swift.KeyPath<OverPlain, __macro_local_6MemberfMu0_>,
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

extension OverPlain: nonisolated Observation.Observable {
}

let direct = Direct()
withObservationTracking {
    _ = direct.b
} onChange: {
    print("b changed")
}
direct.b = 10
let further = FurtherUp()
withObservationTracking {
    _ = further.a
} onChange: {
    print("inherited a changed")
}
further.a = 5
print(OverPlain().e)
