import Foundation
import Observation

func storedCount() -> Int? { nil }
func storedName() -> String? { "saved" }
func storedScores() -> [Int]? { nil }
func storedRatio() -> Double? { nil }
nonisolated(unsafe) let anyValue: Any = 7
nonisolated(unsafe) let json: [String: Any] = ["tags": ["a"]]
func storedSize() -> (Int, Int)? { nil }

// 'a ?? b' has the left operand's wrapped type 'T' when the left is known to be 'T?' (a
// function's declared result, a failable initializer, 'as?') and the right is 'T', a literal,
// an empty collection literal, or 'nil' (then 'T?').
// @Observable
final class Preferences {
    private var _count = storedCount() ?? Int()
    var count: Int = storedCount() ?? Int() {
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
    private var _name = storedName() ?? "anonymous"
    var name: String = storedName() ?? "anonymous" {
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
    private var _scores = storedScores() ?? []
    var scores: [Int] = storedScores() ?? [] {
        @storageRestrictions(initializes: _scores)
        init(initialValue) {
            _scores = initialValue
        }
        get {
            access(keyPath: \.scores)
            return _scores
        }
        set {
            guard shouldNotifyObservers(_scores, newValue) else {
                _scores = newValue
                return
            }
            withMutation(keyPath: \.scores) {
                _scores = newValue
            }
        }
        _modify {
            access(keyPath: \.scores)
            _$observationRegistrar.willSet(self, keyPath: \.scores)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.scores)
            }
            yield &_scores
        }
    }
    private var _ratio = storedRatio() ?? 1
    // The integer literal takes the left's type: 'Double', not 'Int'.
    var ratio: Double = storedRatio() ?? 1 {
        @storageRestrictions(initializes: _ratio)
        init(initialValue) {
            _ratio = initialValue
        }
        get {
            access(keyPath: \.ratio)
            return _ratio
        }
        set {
            guard shouldNotifyObservers(_ratio, newValue) else {
                _ratio = newValue
                return
            }
            withMutation(keyPath: \.ratio) {
                _ratio = newValue
            }
        }
        _modify {
            access(keyPath: \.ratio)
            _$observationRegistrar.willSet(self, keyPath: \.ratio)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.ratio)
            }
            yield &_ratio
        }
    }
    private var _cast = anyValue as? Int ?? 0
    var cast: Int = anyValue as? Int ?? 0 {
        @storageRestrictions(initializes: _cast)
        init(initialValue) {
            _cast = initialValue
        }
        get {
            access(keyPath: \.cast)
            return _cast
        }
        set {
            guard shouldNotifyObservers(_cast, newValue) else {
                _cast = newValue
                return
            }
            withMutation(keyPath: \.cast) {
                _cast = newValue
            }
        }
        _modify {
            access(keyPath: \.cast)
            _$observationRegistrar.willSet(self, keyPath: \.cast)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.cast)
            }
            yield &_cast
        }
    }
    private var _home = URL(string: "https://example.com") ?? URL(fileURLWithPath: "/")
    var home: URL = URL(string: "https://example.com") ?? URL(fileURLWithPath: "/") {
        @storageRestrictions(initializes: _home)
        init(initialValue) {
            _home = initialValue
        }
        get {
            access(keyPath: \.home)
            return _home
        }
        set {
            guard shouldNotifyObservers(_home, newValue) else {
                _home = newValue
                return
            }
            withMutation(keyPath: \.home) {
                _home = newValue
            }
        }
        _modify {
            access(keyPath: \.home)
            _$observationRegistrar.willSet(self, keyPath: \.home)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.home)
            }
            yield &_home
        }
    }
    private var _parsed = Int("42") ?? -1
    var parsed: Int = Int("42") ?? -1 {
        @storageRestrictions(initializes: _parsed)
        init(initialValue) {
            _parsed = initialValue
        }
        get {
            access(keyPath: \.parsed)
            return _parsed
        }
        set {
            guard shouldNotifyObservers(_parsed, newValue) else {
                _parsed = newValue
                return
            }
            withMutation(keyPath: \.parsed) {
                _parsed = newValue
            }
        }
        _modify {
            access(keyPath: \.parsed)
            _$observationRegistrar.willSet(self, keyPath: \.parsed)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.parsed)
            }
            yield &_parsed
        }
    }
    private var _maybe = storedName() ?? nil
    var maybe: String? = storedName() ?? nil {
        @storageRestrictions(initializes: _maybe)
        init(initialValue) {
            _maybe = initialValue
        }
        get {
            access(keyPath: \.maybe)
            return _maybe
        }
        set {
            guard shouldNotifyObservers(_maybe, newValue) else {
                _maybe = newValue
                return
            }
            withMutation(keyPath: \.maybe) {
                _maybe = newValue
            }
        }
        _modify {
            access(keyPath: \.maybe)
            _$observationRegistrar.willSet(self, keyPath: \.maybe)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.maybe)
            }
            yield &_maybe
        }
    }
    private var _chained = storedCount() ?? storedCount() ?? 3
    var chained: Int = storedCount() ?? storedCount() ?? 3 {
        @storageRestrictions(initializes: _chained)
        init(initialValue) {
            _chained = initialValue
        }
        get {
            access(keyPath: \.chained)
            return _chained
        }
        set {
            guard shouldNotifyObservers(_chained, newValue) else {
                _chained = newValue
                return
            }
            withMutation(keyPath: \.chained) {
                _chained = newValue
            }
        }
        _modify {
            access(keyPath: \.chained)
            _$observationRegistrar.willSet(self, keyPath: \.chained)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.chained)
            }
            yield &_chained
        }
    }
    private var _payload = json["payload"] as? [String: Any] ?? [:]
    var payload: [String: Any] = json["payload"] as? [String: Any] ?? [:] {
        @storageRestrictions(initializes: _payload)
        init(initialValue) {
            _payload = initialValue
        }
        get {
            access(keyPath: \.payload)
            return _payload
        }
        set {
            guard shouldNotifyObservers(_payload, newValue) else {
                _payload = newValue
                return
            }
            withMutation(keyPath: \.payload) {
                _payload = newValue
            }
        }
        _modify {
            access(keyPath: \.payload)
            _$observationRegistrar.willSet(self, keyPath: \.payload)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.payload)
            }
            yield &_payload
        }
    }
    private var _tags = json["tags"] as? [String] ?? []
    var tags: [String] = json["tags"] as? [String] ?? [] {
        @storageRestrictions(initializes: _tags)
        init(initialValue) {
            _tags = initialValue
        }
        get {
            access(keyPath: \.tags)
            return _tags
        }
        set {
            guard shouldNotifyObservers(_tags, newValue) else {
                _tags = newValue
                return
            }
            withMutation(keyPath: \.tags) {
                _tags = newValue
            }
        }
        _modify {
            access(keyPath: \.tags)
            _$observationRegistrar.willSet(self, keyPath: \.tags)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.tags)
            }
            yield &_tags
        }
    }
    private var _size = storedSize() ?? (640, 480)
    var size: (Int, Int) = storedSize() ?? (640, 480) {
        @storageRestrictions(initializes: _size)
        init(initialValue) {
            _size = initialValue
        }
        get {
            access(keyPath: \.size)
            return _size
        }
        set {
            guard shouldNotifyObservers(_size, newValue) else {
                _size = newValue
                return
            }
            withMutation(keyPath: \.size) {
                _size = newValue
            }
        }
        _modify {
            access(keyPath: \.size)
            _$observationRegistrar.willSet(self, keyPath: \.size)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.size)
            }
            yield &_size
        }
    }

    private let _$observationRegistrar = Observation.ObservationRegistrar()

    internal nonisolated func access<__macro_local_6MemberfMu_>(
        keyPath: Swift.KeyPath<Preferences, __macro_local_6MemberfMu_>
    ) {
        _$observationRegistrar.access(self, keyPath: keyPath)
    }

    internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
        keyPath: Swift.KeyPath<Preferences, __macro_local_6MemberfMu0_>,
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

extension Preferences: nonisolated Observation.Observable {
}

let preferences = Preferences()
print(preferences.count, preferences.name, preferences.scores, preferences.ratio, preferences.cast, preferences.home, preferences.parsed, preferences.maybe as Any, preferences.chained)
print(preferences.payload.count, preferences.tags, preferences.size)
print(type(of: preferences.ratio), type(of: preferences.maybe))
