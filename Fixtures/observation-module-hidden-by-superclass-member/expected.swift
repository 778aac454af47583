import Observation

// The superclass's member `enum Observation` (context/Base.swift) hides the module inside
// `Sub`: the registrar and the protocol are written by their bare names.
// @Observable
final class Sub: Base {
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

    private let _$observationRegistrar = ObservationRegistrar()

    internal nonisolated func access<__macro_local_6MemberfMu_>(
        keyPath: Swift.KeyPath<Sub, __macro_local_6MemberfMu_>
    ) {
        _$observationRegistrar.access(self, keyPath: keyPath)
    }

    internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
        keyPath: Swift.KeyPath<Sub, __macro_local_6MemberfMu0_>,
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

extension Sub: nonisolated Observable {
}

@main
struct App {
    static func main() {
        let sub = Sub()
        withObservationTracking {
            _ = sub.a
        } onChange: {
            print("a changed")
        }
        sub.a = 1
        print(sub.a, Base.Observation.a)
    }
}
