import Observation

enum Outer {}

extension Outer {
    // An extension of `Outer` in another file (context/Strings.swift) declares `struct String`:
    // inside the class, the literal's type is written `Swift.String`.
    // @Observable
    final class Model {
        private var _s = "x"
        var s: Swift.String = "x" {
            @storageRestrictions(initializes: _s)
            init(initialValue) {
                _s = initialValue
            }
            get {
                access(keyPath: \.s)
                return _s
            }
            set {
                guard shouldNotifyObservers(_s, newValue) else {
                    _s = newValue
                    return
                }
                withMutation(keyPath: \.s) {
                    _s = newValue
                }
            }
            _modify {
                access(keyPath: \.s)
                _$observationRegistrar.willSet(self, keyPath: \.s)
                defer {
                    _$observationRegistrar.didSet(self, keyPath: \.s)
                }
                yield &_s
            }
        }
        private var _n = 1
        var n: Int = 1 {
            @storageRestrictions(initializes: _n)
            init(initialValue) {
                _n = initialValue
            }
            get {
                access(keyPath: \.n)
                return _n
            }
            set {
                guard shouldNotifyObservers(_n, newValue) else {
                    _n = newValue
                    return
                }
                withMutation(keyPath: \.n) {
                    _n = newValue
                }
            }
            _modify {
                access(keyPath: \.n)
                _$observationRegistrar.willSet(self, keyPath: \.n)
                defer {
                    _$observationRegistrar.didSet(self, keyPath: \.n)
                }
                yield &_n
            }
        }

        private let _$observationRegistrar = Observation.ObservationRegistrar()

        internal nonisolated func access<__macro_local_6MemberfMu_>(
            keyPath: Swift.KeyPath<Model, __macro_local_6MemberfMu_>
        ) {
            _$observationRegistrar.access(self, keyPath: keyPath)
        }

        internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
            keyPath: Swift.KeyPath<Model, __macro_local_6MemberfMu0_>,
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
}

extension Outer.Model: nonisolated Observation.Observable {
}

@main
struct App {
    static func main() {
        let model = Outer.Model()
        withObservationTracking {
            _ = model.s
        } onChange: {
            print("s changed")
        }
        model.s = "y"
        print(model.s, model.n, Outer.String())
    }
}
