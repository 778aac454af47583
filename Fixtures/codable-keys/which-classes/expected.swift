import Foundation
import Observation

/// Encodable only: encoded under the public names.
// @Observable
final class Report: Encodable {
    private var _title = "Q3"
    var title: String = "Q3" {
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
    private var _default = true
    var `default`: Bool = true {
        @storageRestrictions(initializes: _default)
        init(initialValue) {
            _default = initialValue
        }
        get {
            access(keyPath: \.`default`)
            return _default
        }
        set {
            guard shouldNotifyObservers(_default, newValue) else {
                _default = newValue
                return
            }
            withMutation(keyPath: \.`default`) {
                _default = newValue
            }
        }
        _modify {
            access(keyPath: \.`default`)
            _$observationRegistrar.willSet(self, keyPath: \.`default`)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.`default`)
            }
            yield &_default
        }
    }
    private weak var _owner: Owner?
    weak var owner: Owner? {
        @storageRestrictions(initializes: _owner)
        init(initialValue) {
            _owner = initialValue
        }
        get {
            access(keyPath: \.owner)
            return _owner
        }
        set {
            guard shouldNotifyObservers(_owner, newValue) else {
                _owner = newValue
                return
            }
            withMutation(keyPath: \.owner) {
                _owner = newValue
            }
        }
        _modify {
            access(keyPath: \.owner)
            _$observationRegistrar.willSet(self, keyPath: \.owner)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.owner)
            }
            yield &_owner
        }
    }

    private let _$observationRegistrar = Observation.ObservationRegistrar()

    internal nonisolated func access<__macro_local_6MemberfMu_>(
        keyPath: Swift.KeyPath<Report, __macro_local_6MemberfMu_>
    ) {
        _$observationRegistrar.access(self, keyPath: keyPath)
    }

    internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
        keyPath: Swift.KeyPath<Report, __macro_local_6MemberfMu0_>,
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

    enum CodingKeys: Swift.String, Swift.CodingKey {
        case _title = "title"
        case _default = "default"
        case _owner = "owner"
    }
}

extension Report: nonisolated Observation.Observable {
}

final class Owner: Codable {}

/// Decodable only, spelled with its module.
// @Observable
final class Incoming: Swift.Decodable {
    private var _count: Int = 0
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
    private var _label: String = ""
    private(set) var label: String = "" {
        @storageRestrictions(initializes: _label)
        init(initialValue) {
            _label = initialValue
        }
        get {
            access(keyPath: \.label)
            return _label
        }
        set {
            guard shouldNotifyObservers(_label, newValue) else {
                _label = newValue
                return
            }
            withMutation(keyPath: \.label) {
                _label = newValue
            }
        }
        _modify {
            access(keyPath: \.label)
            _$observationRegistrar.willSet(self, keyPath: \.label)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.label)
            }
            yield &_label
        }
    }

    private let _$observationRegistrar = Observation.ObservationRegistrar()

    internal nonisolated func access<__macro_local_6MemberfMu_>(
        keyPath: Swift.KeyPath<Incoming, __macro_local_6MemberfMu_>
    ) {
        _$observationRegistrar.access(self, keyPath: keyPath)
    }

    internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
        keyPath: Swift.KeyPath<Incoming, __macro_local_6MemberfMu0_>,
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

    enum CodingKeys: Swift.String, Swift.CodingKey {
        case _count = "count"
        case _label = "label"
    }
}

extension Incoming: nonisolated Observation.Observable {
}

/// Declares its own keys: left as written.
// @Observable
final class Legacy: Codable {
    private var _value = 1
    var value: Int = 1 {
        @storageRestrictions(initializes: _value)
        init(initialValue) {
            _value = initialValue
        }
        get {
            access(keyPath: \.value)
            return _value
        }
        set {
            guard shouldNotifyObservers(_value, newValue) else {
                _value = newValue
                return
            }
            withMutation(keyPath: \.value) {
                _value = newValue
            }
        }
        _modify {
            access(keyPath: \.value)
            _$observationRegistrar.willSet(self, keyPath: \.value)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.value)
            }
            yield &_value
        }
    }
    enum CodingKeys: String, CodingKey {
        case _value = "v"
    }

    private let _$observationRegistrar = Observation.ObservationRegistrar()

    internal nonisolated func access<__macro_local_6MemberfMu_>(
        keyPath: Swift.KeyPath<Legacy, __macro_local_6MemberfMu_>
    ) {
        _$observationRegistrar.access(self, keyPath: keyPath)
    }

    internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
        keyPath: Swift.KeyPath<Legacy, __macro_local_6MemberfMu0_>,
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

extension Legacy: nonisolated Observation.Observable {
}

/// Its own keys in an extension: left alone too.
// @Observable
final class Extended: Codable {
    private var _value = 2
    var value: Int = 2 {
        @storageRestrictions(initializes: _value)
        init(initialValue) {
            _value = initialValue
        }
        get {
            access(keyPath: \.value)
            return _value
        }
        set {
            guard shouldNotifyObservers(_value, newValue) else {
                _value = newValue
                return
            }
            withMutation(keyPath: \.value) {
                _value = newValue
            }
        }
        _modify {
            access(keyPath: \.value)
            _$observationRegistrar.willSet(self, keyPath: \.value)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.value)
            }
            yield &_value
        }
    }

    private let _$observationRegistrar = Observation.ObservationRegistrar()

    internal nonisolated func access<__macro_local_6MemberfMu_>(
        keyPath: Swift.KeyPath<Extended, __macro_local_6MemberfMu_>
    ) {
        _$observationRegistrar.access(self, keyPath: keyPath)
    }

    internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
        keyPath: Swift.KeyPath<Extended, __macro_local_6MemberfMu0_>,
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

extension Extended: nonisolated Observation.Observable {
}

extension Extended {
    enum CodingKeys: String, CodingKey {
        case _value = "value"
    }
}

/// Not Codable: no keys.
// @Observable
final class Plain {
    private var _value = 1
    var value: Int = 1 {
        @storageRestrictions(initializes: _value)
        init(initialValue) {
            _value = initialValue
        }
        get {
            access(keyPath: \.value)
            return _value
        }
        set {
            guard shouldNotifyObservers(_value, newValue) else {
                _value = newValue
                return
            }
            withMutation(keyPath: \.value) {
                _value = newValue
            }
        }
        _modify {
            access(keyPath: \.value)
            _$observationRegistrar.willSet(self, keyPath: \.value)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.value)
            }
            yield &_value
        }
    }

    private let _$observationRegistrar = Observation.ObservationRegistrar()

    internal nonisolated func access<__macro_local_6MemberfMu_>(
        keyPath: Swift.KeyPath<Plain, __macro_local_6MemberfMu_>
    ) {
        _$observationRegistrar.access(self, keyPath: keyPath)
    }

    internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
        keyPath: Swift.KeyPath<Plain, __macro_local_6MemberfMu0_>,
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

extension Plain: nonisolated Observation.Observable {
}

/// Nothing stored: an enum without cases cannot have a raw type.
// @Observable
final class Empty: Codable {
    var computed: Int { 1 }

    private let _$observationRegistrar = Observation.ObservationRegistrar()

    internal nonisolated func access<__macro_local_6MemberfMu_>(
        keyPath: Swift.KeyPath<Empty, __macro_local_6MemberfMu_>
    ) {
        _$observationRegistrar.access(self, keyPath: keyPath)
    }

    internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
        keyPath: Swift.KeyPath<Empty, __macro_local_6MemberfMu0_>,
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

    enum CodingKeys: Swift.CodingKey {}
}

extension Empty: nonisolated Observation.Observable {
}

struct Namespace {
    /// Nested and generic.
    // @Observable
    final class Box<Item: Codable>: Codable {
        private var _item: Item
        var item: Item {
            @storageRestrictions(initializes: _item)
            init(initialValue) {
                _item = initialValue
            }
            get {
                access(keyPath: \.item)
                return _item
            }
            set {
                guard shouldNotifyObservers(_item, newValue) else {
                    _item = newValue
                    return
                }
                withMutation(keyPath: \.item) {
                    _item = newValue
                }
            }
            _modify {
                access(keyPath: \.item)
                _$observationRegistrar.willSet(self, keyPath: \.item)
                defer {
                    _$observationRegistrar.didSet(self, keyPath: \.item)
                }
                yield &_item
            }
        }
        private var _items: [Item] = []
        var items: [Item] = [] {
            @storageRestrictions(initializes: _items)
            init(initialValue) {
                _items = initialValue
            }
            get {
                access(keyPath: \.items)
                return _items
            }
            set {
                guard shouldNotifyObservers(_items, newValue) else {
                    _items = newValue
                    return
                }
                withMutation(keyPath: \.items) {
                    _items = newValue
                }
            }
            _modify {
                access(keyPath: \.items)
                _$observationRegistrar.willSet(self, keyPath: \.items)
                defer {
                    _$observationRegistrar.didSet(self, keyPath: \.items)
                }
                yield &_items
            }
        }

        init(item: Item) {
            self.item = item
        }

        private let _$observationRegistrar = Observation.ObservationRegistrar()

        internal nonisolated func access<__macro_local_6MemberfMu_>(
            keyPath: Swift.KeyPath<Box, __macro_local_6MemberfMu_>
        ) {
            _$observationRegistrar.access(self, keyPath: keyPath)
        }

        internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
            keyPath: Swift.KeyPath<Box, __macro_local_6MemberfMu0_>,
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

        enum CodingKeys: Swift.String, Swift.CodingKey {
            case _item = "item"
            case _items = "items"
        }
    }
}

extension Namespace.Box: nonisolated Observation.Observable {
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
func show<T: Encodable>(_ value: T) {
    print(String(decoding: try! encoder.encode(value), as: UTF8.self))
}
let report = Report()
let owner = Owner()
report.owner = owner
show(report)
let incoming = try! JSONDecoder().decode(Incoming.self, from: Data(#"{"count":3,"label":"in"}"#.utf8))
print(incoming.count, incoming.label)
show(Legacy())
show(Extended())
show(Empty())
let box = Namespace.Box(item: 5)
box.items = [1, 2]
show(box)
let back = try! JSONDecoder().decode(Namespace.Box<Int>.self, from: Data(#"{"item":8,"items":[9]}"#.utf8))
print(back.item, back.items)
print(Plain().value)
