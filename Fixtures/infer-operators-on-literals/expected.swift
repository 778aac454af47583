import Observation

// Operators on literals, as the compiler types them: an integer literal next to a
// floating-point one is a 'Double' ('1 / 2.0' is 0.5, not 0), '3 / 2' stays 'Int' (1).
// An operand whose type is known (a static property of the class) counts as that type.
// @Observable
final class Layout {
    static let gutter = 8.0
    private var _columns = 3 / 2
    var columns: Int = 3 / 2 {
        @storageRestrictions(initializes: _columns)
        init(initialValue) {
            _columns = initialValue
        }
        get {
            access(keyPath: \.columns)
            return _columns
        }
        set {
            guard shouldNotifyObservers(_columns, newValue) else {
                _columns = newValue
                return
            }
            withMutation(keyPath: \.columns) {
                _columns = newValue
            }
        }
        _modify {
            access(keyPath: \.columns)
            _$observationRegistrar.willSet(self, keyPath: \.columns)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.columns)
            }
            yield &_columns
        }
    }
    private var _half = 1 / 2.0
    var half: Double = 1 / 2.0 {
        @storageRestrictions(initializes: _half)
        init(initialValue) {
            _half = initialValue
        }
        get {
            access(keyPath: \.half)
            return _half
        }
        set {
            guard shouldNotifyObservers(_half, newValue) else {
                _half = newValue
                return
            }
            withMutation(keyPath: \.half) {
                _half = newValue
            }
        }
        _modify {
            access(keyPath: \.half)
            _$observationRegistrar.willSet(self, keyPath: \.half)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.half)
            }
            yield &_half
        }
    }
    private var _doubled = 2.0 * 3
    var doubled: Double = 2.0 * 3 {
        @storageRestrictions(initializes: _doubled)
        init(initialValue) {
            _doubled = initialValue
        }
        get {
            access(keyPath: \.doubled)
            return _doubled
        }
        set {
            guard shouldNotifyObservers(_doubled, newValue) else {
                _doubled = newValue
                return
            }
            withMutation(keyPath: \.doubled) {
                _doubled = newValue
            }
        }
        _modify {
            access(keyPath: \.doubled)
            _$observationRegistrar.willSet(self, keyPath: \.doubled)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.doubled)
            }
            yield &_doubled
        }
    }
    private var _negated = -(1 + 2)
    var negated: Int = -(1 + 2) {
        @storageRestrictions(initializes: _negated)
        init(initialValue) {
            _negated = initialValue
        }
        get {
            access(keyPath: \.negated)
            return _negated
        }
        set {
            guard shouldNotifyObservers(_negated, newValue) else {
                _negated = newValue
                return
            }
            withMutation(keyPath: \.negated) {
                _negated = newValue
            }
        }
        _modify {
            access(keyPath: \.negated)
            _$observationRegistrar.willSet(self, keyPath: \.negated)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.negated)
            }
            yield &_negated
        }
    }
    private var _mixed = (1 + 2) * 3.5
    var mixed: Double = (1 + 2) * 3.5 {
        @storageRestrictions(initializes: _mixed)
        init(initialValue) {
            _mixed = initialValue
        }
        get {
            access(keyPath: \.mixed)
            return _mixed
        }
        set {
            guard shouldNotifyObservers(_mixed, newValue) else {
                _mixed = newValue
                return
            }
            withMutation(keyPath: \.mixed) {
                _mixed = newValue
            }
        }
        _modify {
            access(keyPath: \.mixed)
            _$observationRegistrar.willSet(self, keyPath: \.mixed)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.mixed)
            }
            yield &_mixed
        }
    }
    private var _remainder = 7 % 2
    var remainder: Int = 7 % 2 {
        @storageRestrictions(initializes: _remainder)
        init(initialValue) {
            _remainder = initialValue
        }
        get {
            access(keyPath: \.remainder)
            return _remainder
        }
        set {
            guard shouldNotifyObservers(_remainder, newValue) else {
                _remainder = newValue
                return
            }
            withMutation(keyPath: \.remainder) {
                _remainder = newValue
            }
        }
        _modify {
            access(keyPath: \.remainder)
            _$observationRegistrar.willSet(self, keyPath: \.remainder)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.remainder)
            }
            yield &_remainder
        }
    }
    private var _shifted = 1 << 4
    var shifted: Int = 1 << 4 {
        @storageRestrictions(initializes: _shifted)
        init(initialValue) {
            _shifted = initialValue
        }
        get {
            access(keyPath: \.shifted)
            return _shifted
        }
        set {
            guard shouldNotifyObservers(_shifted, newValue) else {
                _shifted = newValue
                return
            }
            withMutation(keyPath: \.shifted) {
                _shifted = newValue
            }
        }
        _modify {
            access(keyPath: \.shifted)
            _$observationRegistrar.willSet(self, keyPath: \.shifted)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.shifted)
            }
            yield &_shifted
        }
    }
    private var _greeting = "a" + "b" + "c"
    var greeting: String = "a" + "b" + "c" {
        @storageRestrictions(initializes: _greeting)
        init(initialValue) {
            _greeting = initialValue
        }
        get {
            access(keyPath: \.greeting)
            return _greeting
        }
        set {
            guard shouldNotifyObservers(_greeting, newValue) else {
                _greeting = newValue
                return
            }
            withMutation(keyPath: \.greeting) {
                _greeting = newValue
            }
        }
        _modify {
            access(keyPath: \.greeting)
            _$observationRegistrar.willSet(self, keyPath: \.greeting)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.greeting)
            }
            yield &_greeting
        }
    }
    private var _flags = [true] + [false]
    var flags: [Bool] = [true] + [false] {
        @storageRestrictions(initializes: _flags)
        init(initialValue) {
            _flags = initialValue
        }
        get {
            access(keyPath: \.flags)
            return _flags
        }
        set {
            guard shouldNotifyObservers(_flags, newValue) else {
                _flags = newValue
                return
            }
            withMutation(keyPath: \.flags) {
                _flags = newValue
            }
        }
        _modify {
            access(keyPath: \.flags)
            _$observationRegistrar.willSet(self, keyPath: \.flags)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.flags)
            }
            yield &_flags
        }
    }
    private var _widths = [1] + [2.5]
    var widths: [Double] = [1] + [2.5] {
        @storageRestrictions(initializes: _widths)
        init(initialValue) {
            _widths = initialValue
        }
        get {
            access(keyPath: \.widths)
            return _widths
        }
        set {
            guard shouldNotifyObservers(_widths, newValue) else {
                _widths = newValue
                return
            }
            withMutation(keyPath: \.widths) {
                _widths = newValue
            }
        }
        _modify {
            access(keyPath: \.widths)
            _$observationRegistrar.willSet(self, keyPath: \.widths)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.widths)
            }
            yield &_widths
        }
    }
    private var _isWide = 3 > 2.5
    var isWide: Bool = 3 > 2.5 {
        @storageRestrictions(initializes: _isWide)
        init(initialValue) {
            _isWide = initialValue
        }
        get {
            access(keyPath: \.isWide)
            return _isWide
        }
        set {
            guard shouldNotifyObservers(_isWide, newValue) else {
                _isWide = newValue
                return
            }
            withMutation(keyPath: \.isWide) {
                _isWide = newValue
            }
        }
        _modify {
            access(keyPath: \.isWide)
            _$observationRegistrar.willSet(self, keyPath: \.isWide)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.isWide)
            }
            yield &_isWide
        }
    }
    private var _span = -1 ... 2.5
    var span: ClosedRange<Double> = -1 ... 2.5 {
        @storageRestrictions(initializes: _span)
        init(initialValue) {
            _span = initialValue
        }
        get {
            access(keyPath: \.span)
            return _span
        }
        set {
            guard shouldNotifyObservers(_span, newValue) else {
                _span = newValue
                return
            }
            withMutation(keyPath: \.span) {
                _span = newValue
            }
        }
        _modify {
            access(keyPath: \.span)
            _$observationRegistrar.willSet(self, keyPath: \.span)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.span)
            }
            yield &_span
        }
    }
    private var _margin = gutter * 2
    var margin: Double = gutter * 2 {
        @storageRestrictions(initializes: _margin)
        init(initialValue) {
            _margin = initialValue
        }
        get {
            access(keyPath: \.margin)
            return _margin
        }
        set {
            guard shouldNotifyObservers(_margin, newValue) else {
                _margin = newValue
                return
            }
            withMutation(keyPath: \.margin) {
                _margin = newValue
            }
        }
        _modify {
            access(keyPath: \.margin)
            _$observationRegistrar.willSet(self, keyPath: \.margin)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.margin)
            }
            yield &_margin
        }
    }

    private let _$observationRegistrar = Observation.ObservationRegistrar()

    internal nonisolated func access<__macro_local_6MemberfMu_>(
        keyPath: Swift.KeyPath<Layout, __macro_local_6MemberfMu_>
    ) {
        _$observationRegistrar.access(self, keyPath: keyPath)
    }

    internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
        keyPath: Swift.KeyPath<Layout, __macro_local_6MemberfMu0_>,
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

extension Layout: nonisolated Observation.Observable {
}

let layout = Layout()
print(layout.columns, layout.half, layout.doubled, layout.negated, layout.mixed, layout.remainder, layout.shifted)
print(layout.greeting, layout.flags, layout.widths, layout.isWide, layout.span, layout.margin)
