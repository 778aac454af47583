import Observation

// `Observable` named inside a protocol composition of the class's own inheritance clause:
// the class declares the conformance itself, and the macro adds no extension.
// @Observable
final class Model: Observable & Hashable {
  private var _count = 0
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

  static func == (a: Model, b: Model) -> Bool { a === b }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

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

// @Observable
final class Store: AnyObject & Observation.Observable {
  private var _items: [String] = []
  var items: [String] = [] {
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

let model = Model()
var fired = false
withObservationTracking { _ = model.count } onChange: { fired = true }
model.count += 1
print("count notifies: \(fired)")
let store = Store()
withObservationTracking { _ = store.items } onChange: { print("items changed") }
store.items.append("a")
