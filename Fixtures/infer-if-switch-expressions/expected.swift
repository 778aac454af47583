import Observation

let launches = 3

// An 'if' or 'switch' expression (Swift 5.9) has the type its branches share; a branch that
// does not return ('fatalError', 'throw') takes no part.
// @Observable
final class Onboarding {
    private var _step = if launches > 1 { 2 } else { 0 }
    var step: Int = if launches > 1 { 2 } else { 0 } {
        @storageRestrictions(initializes: _step)
        init(initialValue) {
            _step = initialValue
        }
        get {
            access(keyPath: \.step)
            return _step
        }
        set {
            guard shouldNotifyObservers(_step, newValue) else {
                _step = newValue
                return
            }
            withMutation(keyPath: \.step) {
                _step = newValue
            }
        }
        _modify {
            access(keyPath: \.step)
            _$observationRegistrar.willSet(self, keyPath: \.step)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.step)
            }
            yield &_step
        }
    }
    private var _title = if launches == 0 { "Welcome" } else if launches < 5 { "Welcome back" } else { "Hello again" }
    var title: String = if launches == 0 { "Welcome" } else if launches < 5 { "Welcome back" } else { "Hello again" } {
        @storageRestrictions(initializes: _title)
        init(initialValue) {
            _title = initialValue
        }
        get {
            access(keyPath: \.title)
            return _title
        }
        set {
            guard shouldNotifyObservers(_title, newValue) else {
                _title = newValue
                return
            }
            withMutation(keyPath: \.title) {
                _title = newValue
            }
        }
        _modify {
            access(keyPath: \.title)
            _$observationRegistrar.willSet(self, keyPath: \.title)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.title)
            }
            yield &_title
        }
    }
    private var _scale = switch launches {
    case 0: 1.0
    case 1, 2: 1.5
    default: 2.0
    }
    var scale: Double = switch launches {
    case 0: 1.0
    case 1, 2: 1.5
    default: 2.0
    } {
        @storageRestrictions(initializes: _scale)
        init(initialValue) {
            _scale = initialValue
        }
        get {
            access(keyPath: \.scale)
            return _scale
        }
        set {
            guard shouldNotifyObservers(_scale, newValue) else {
                _scale = newValue
                return
            }
            withMutation(keyPath: \.scale) {
                _scale = newValue
            }
        }
        _modify {
            access(keyPath: \.scale)
            _$observationRegistrar.willSet(self, keyPath: \.scale)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.scale)
            }
            yield &_scale
        }
    }
    private var _badge = switch launches {
    case 0...5: [true]
    default: fatalError("unreachable")
    }
    var badge: [Bool] = switch launches {
    case 0...5: [true]
    default: fatalError("unreachable")
    } {
        @storageRestrictions(initializes: _badge)
        init(initialValue) {
            _badge = initialValue
        }
        get {
            access(keyPath: \.badge)
            return _badge
        }
        set {
            guard shouldNotifyObservers(_badge, newValue) else {
                _badge = newValue
                return
            }
            withMutation(keyPath: \.badge) {
                _badge = newValue
            }
        }
        _modify {
            access(keyPath: \.badge)
            _$observationRegistrar.willSet(self, keyPath: \.badge)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.badge)
            }
            yield &_badge
        }
    }
    private var _nested = if launches > 0 { switch launches { case 1: "one" default: "many" } } else { "none" }
    var nested: String = if launches > 0 { switch launches { case 1: "one" default: "many" } } else { "none" } {
        @storageRestrictions(initializes: _nested)
        init(initialValue) {
            _nested = initialValue
        }
        get {
            access(keyPath: \.nested)
            return _nested
        }
        set {
            guard shouldNotifyObservers(_nested, newValue) else {
                _nested = newValue
                return
            }
            withMutation(keyPath: \.nested) {
                _nested = newValue
            }
        }
        _modify {
            access(keyPath: \.nested)
            _$observationRegistrar.willSet(self, keyPath: \.nested)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.nested)
            }
            yield &_nested
        }
    }

    private let _$observationRegistrar = Observation.ObservationRegistrar()

    internal nonisolated func access<__macro_local_6MemberfMu_>(
        keyPath: Swift.KeyPath<Onboarding, __macro_local_6MemberfMu_>
    ) {
        _$observationRegistrar.access(self, keyPath: keyPath)
    }

    internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
        keyPath: Swift.KeyPath<Onboarding, __macro_local_6MemberfMu0_>,
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

extension Onboarding: nonisolated Observation.Observable {
}

let onboarding = Onboarding()
print(onboarding.step, onboarding.title, onboarding.scale, onboarding.badge, onboarding.nested)
