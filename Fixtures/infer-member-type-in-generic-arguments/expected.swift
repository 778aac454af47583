import Observation

struct Manager<Kind> {
    init(_ kind: Kind.Type) {}
}

// The initializer names the class's own nested types or generic parameter inside generic
// arguments: the annotation, written in the same class body, resolves them the same way.
// @Observable
final class Library<Item: Hashable> {
    enum Kind: Hashable { case book, film }
    struct Shelf: Hashable { var name = "" }
    private var _manager = Manager<Kind>(Kind.self)
    var manager: Manager<Library<Item>.Kind> = Manager<Kind>(Kind.self) {
        @storageRestrictions(initializes: _manager)
        init(initialValue) {
            _manager = initialValue
        }
        get {
            access(keyPath: \.manager)
            return _manager
        }
        set {
            guard shouldNotifyObservers(_manager, newValue) else {
                _manager = newValue
                return
            }
            withMutation(keyPath: \.manager) {
                _manager = newValue
            }
        }
        _modify {
            access(keyPath: \.manager)
            _$observationRegistrar.willSet(self, keyPath: \.manager)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.manager)
            }
            yield &_manager
        }
    }
    private var _shelves = Set<Shelf>()
    var shelves: Set<Library<Item>.Shelf> = Set<Shelf>() {
        @storageRestrictions(initializes: _shelves)
        init(initialValue) {
            _shelves = initialValue
        }
        get {
            access(keyPath: \.shelves)
            return _shelves
        }
        set {
            guard shouldNotifyObservers(_shelves, newValue) else {
                _shelves = newValue
                return
            }
            withMutation(keyPath: \.shelves) {
                _shelves = newValue
            }
        }
        _modify {
            access(keyPath: \.shelves)
            _$observationRegistrar.willSet(self, keyPath: \.shelves)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.shelves)
            }
            yield &_shelves
        }
    }
    private var _kinds = [String: Kind]()
    var kinds: [String: Library<Item>.Kind] = [String: Kind]() {
        @storageRestrictions(initializes: _kinds)
        init(initialValue) {
            _kinds = initialValue
        }
        get {
            access(keyPath: \.kinds)
            return _kinds
        }
        set {
            guard shouldNotifyObservers(_kinds, newValue) else {
                _kinds = newValue
                return
            }
            withMutation(keyPath: \.kinds) {
                _kinds = newValue
            }
        }
        _modify {
            access(keyPath: \.kinds)
            _$observationRegistrar.willSet(self, keyPath: \.kinds)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.kinds)
            }
            yield &_kinds
        }
    }
    private var _items = Set<Item>()
    var items: Set<Item> = Set<Item>() {
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
    private var _byKind = [Kind: [Item]]()
    var byKind: [Library<Item>.Kind: [Item]] = [Kind: [Item]]() {
        @storageRestrictions(initializes: _byKind)
        init(initialValue) {
            _byKind = initialValue
        }
        get {
            access(keyPath: \.byKind)
            return _byKind
        }
        set {
            guard shouldNotifyObservers(_byKind, newValue) else {
                _byKind = newValue
                return
            }
            withMutation(keyPath: \.byKind) {
                _byKind = newValue
            }
        }
        _modify {
            access(keyPath: \.byKind)
            _$observationRegistrar.willSet(self, keyPath: \.byKind)
            defer {
                _$observationRegistrar.didSet(self, keyPath: \.byKind)
            }
            yield &_byKind
        }
    }

    private let _$observationRegistrar = Observation.ObservationRegistrar()

    internal nonisolated func access<__macro_local_6MemberfMu_>(
        keyPath: Swift.KeyPath<Library, __macro_local_6MemberfMu_>
    ) {
        _$observationRegistrar.access(self, keyPath: keyPath)
    }

    internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
        keyPath: Swift.KeyPath<Library, __macro_local_6MemberfMu0_>,
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

extension Library: nonisolated Observation.Observable {
}

let library = Library<String>()
print(type(of: library.manager), library.shelves.count, library.kinds.count, library.items.count, library.byKind.count)
