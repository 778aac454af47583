import Observation

// Superclasses named through type aliases: generic, generic aliases, nested, aliases of aliases.
// Each ancestor is observable, so the subclasses get no second conformance.
// @Observable
class Store<Item> {
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

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Store, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Store, __macro_local_6MemberfMu0_>,
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

extension Store: nonisolated Observation.Observable {
}

// @Observable
class Base {
  private var _name = ""
  var name: String = "" {
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
    keyPath: Swift.KeyPath<Base, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Base, __macro_local_6MemberfMu0_>,
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

extension Base: nonisolated Observation.Observable {
}

typealias IntStore = Store<Int>
typealias AnyStore<T> = Store<T>
enum Models { typealias Root = Base }
typealias Root2 = Models.Root

// @Observable
final class Scores: IntStore {
  private var _best = 0
  var best: Int = 0 {
    @storageRestrictions(initializes: _best)
    init(initialValue) {
      _best = initialValue
    }
    get {
      access(keyPath: \.best)
      return _best
    }
    set {
      guard shouldNotifyObservers(_best, newValue) else {
        _best = newValue
        return
      }
      withMutation(keyPath: \.best) {
        _best = newValue
      }
    }
    _modify {
      access(keyPath: \.best)
      _$observationRegistrar.willSet(self, keyPath: \.best)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.best)
      }
      yield &_best
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Scores, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Scores, __macro_local_6MemberfMu0_>,
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

// @Observable
final class Names: AnyStore<String> {
  private var _filter = ""
  var filter: String = "" {
    @storageRestrictions(initializes: _filter)
    init(initialValue) {
      _filter = initialValue
    }
    get {
      access(keyPath: \.filter)
      return _filter
    }
    set {
      guard shouldNotifyObservers(_filter, newValue) else {
        _filter = newValue
        return
      }
      withMutation(keyPath: \.filter) {
        _filter = newValue
      }
    }
    _modify {
      access(keyPath: \.filter)
      _$observationRegistrar.willSet(self, keyPath: \.filter)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.filter)
      }
      yield &_filter
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Names, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Names, __macro_local_6MemberfMu0_>,
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

// @Observable
final class Profile: Root2 {
  private var _age = 0
  var age: Int = 0 {
    @storageRestrictions(initializes: _age)
    init(initialValue) {
      _age = initialValue
    }
    get {
      access(keyPath: \.age)
      return _age
    }
    set {
      guard shouldNotifyObservers(_age, newValue) else {
        _age = newValue
        return
      }
      withMutation(keyPath: \.age) {
        _age = newValue
      }
    }
    _modify {
      access(keyPath: \.age)
      _$observationRegistrar.willSet(self, keyPath: \.age)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.age)
      }
      yield &_age
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Profile, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Profile, __macro_local_6MemberfMu0_>,
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

let scores = Scores()
withObservationTracking {
  _ = scores.items
  _ = scores.best
} onChange: {
  print("scores changed")
}
scores.items.append(3)
let names = Names()
withObservationTracking {
  _ = names.filter
} onChange: {
  print("names changed")
}
names.filter = "a"
let profile = Profile()
withObservationTracking {
  _ = profile.name
} onChange: {
  print("profile changed")
}
profile.name = "b"
print(scores.items, names.filter, profile.name, profile.age)
