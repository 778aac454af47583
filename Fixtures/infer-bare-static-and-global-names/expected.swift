import Observation

let maximumRetries: Int = 5
let defaultTitle = "Untitled"
let startScale = 1.5

// A bare name in an initializer: a static property of the class itself (also one declared in
// an extension of it), else a global variable of the run, with its declared or inferred type.
// @Observable
final class Budget {
    static let limit = 35
    static let currency: String = "EUR"
    private var _left = limit
    var left: Int = limit {
        @storageRestrictions(initializes: _left)
        init(initialValue) {
            _left = initialValue
        }
        get {
            access(keyPath: \.left)
            return _left
        }
        set {
            guard shouldNotifyObservers(_left, newValue) else {
                _left = newValue
                return
            }
            withMutation(keyPath: \.left) {
                _left = newValue
            }
        }
        _modify {
            access(keyPath: \.left)
            _$observationRegistrar.willSet(self, keyPath: \.left)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.left)
            }
            yield &_left
        }
    }
    private var _unit = currency
    var unit: String = currency {
        @storageRestrictions(initializes: _unit)
        init(initialValue) {
            _unit = initialValue
        }
        get {
            access(keyPath: \.unit)
            return _unit
        }
        set {
            guard shouldNotifyObservers(_unit, newValue) else {
                _unit = newValue
                return
            }
            withMutation(keyPath: \.unit) {
                _unit = newValue
            }
        }
        _modify {
            access(keyPath: \.unit)
            _$observationRegistrar.willSet(self, keyPath: \.unit)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.unit)
            }
            yield &_unit
        }
    }
    private var _symbol = placeholder
    var symbol: String = placeholder {
        @storageRestrictions(initializes: _symbol)
        init(initialValue) {
            _symbol = initialValue
        }
        get {
            access(keyPath: \.symbol)
            return _symbol
        }
        set {
            guard shouldNotifyObservers(_symbol, newValue) else {
                _symbol = newValue
                return
            }
            withMutation(keyPath: \.symbol) {
                _symbol = newValue
            }
        }
        _modify {
            access(keyPath: \.symbol)
            _$observationRegistrar.willSet(self, keyPath: \.symbol)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.symbol)
            }
            yield &_symbol
        }
    }
    private var _retries = maximumRetries
    var retries: Int = maximumRetries {
        @storageRestrictions(initializes: _retries)
        init(initialValue) {
            _retries = initialValue
        }
        get {
            access(keyPath: \.retries)
            return _retries
        }
        set {
            guard shouldNotifyObservers(_retries, newValue) else {
                _retries = newValue
                return
            }
            withMutation(keyPath: \.retries) {
                _retries = newValue
            }
        }
        _modify {
            access(keyPath: \.retries)
            _$observationRegistrar.willSet(self, keyPath: \.retries)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.retries)
            }
            yield &_retries
        }
    }
    private var _title = defaultTitle
    var title: String = defaultTitle {
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
    private var _scale = startScale
    var scale: Double = startScale {
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

    private let _$observationRegistrar = Observation.ObservationRegistrar()

    internal nonisolated func access<__macro_local_6MemberfMu_>(
        keyPath: Swift.KeyPath<Budget, __macro_local_6MemberfMu_>
    ) {
        _$observationRegistrar.access(self, keyPath: keyPath)
    }

    internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
        keyPath: Swift.KeyPath<Budget, __macro_local_6MemberfMu0_>,
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

extension Budget: nonisolated Observation.Observable {
}

extension Budget {
    static let placeholder = "-"
}

let budget = Budget()
print(budget.left, budget.unit, budget.symbol, budget.retries, budget.title, budget.scale)
