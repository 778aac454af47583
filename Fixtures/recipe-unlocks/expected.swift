import Observation

// @Observable
class RecipeStore {
  private var _order: String?
  var order: String? {
    @storageRestrictions(initializes: _order)
    init(initialValue) {
      _order = initialValue
    }
    get {
      access(keyPath: \.order)
      return _order
    }
    set {
      guard shouldNotifyObservers(_order, newValue) else {
        _order = newValue
        return
      }
      withMutation(keyPath: \.order) {
        _order = newValue
      }
    }
    _modify {
      access(keyPath: \.order)
      _$observationRegistrar.willSet(self, keyPath: \.order)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.order)
      }
      yield &_order
    }
  }
  private var _allRecipesUnlocked = false
  var allRecipesUnlocked: Bool = false {
    @storageRestrictions(initializes: _allRecipesUnlocked)
    init(initialValue) {
      _allRecipesUnlocked = initialValue
    }
    get {
      access(keyPath: \.allRecipesUnlocked)
      return _allRecipesUnlocked
    }
    set {
      guard shouldNotifyObservers(_allRecipesUnlocked, newValue) else {
        _allRecipesUnlocked = newValue
        return
      }
      withMutation(keyPath: \.allRecipesUnlocked) {
        _allRecipesUnlocked = newValue
      }
    }
    _modify {
      access(keyPath: \.allRecipesUnlocked)
      _$observationRegistrar.willSet(self, keyPath: \.allRecipesUnlocked)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.allRecipesUnlocked)
      }
      yield &_allRecipesUnlocked
    }
  }
  private var _unlockedCount: Int = 3
  var unlockedCount: Int = 3 {
    @storageRestrictions(initializes: _unlockedCount)
    init(initialValue) {
      _unlockedCount = initialValue
    }
    get {
      access(keyPath: \.unlockedCount)
      return _unlockedCount
    }
    set {
      guard shouldNotifyObservers(_unlockedCount, newValue) else {
        _unlockedCount = newValue
        return
      }
      withMutation(keyPath: \.unlockedCount) {
        _unlockedCount = newValue
      }
    }
    _modify {
      access(keyPath: \.unlockedCount)
      _$observationRegistrar.willSet(self, keyPath: \.unlockedCount)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.unlockedCount)
      }
      yield &_unlockedCount
    }
  }

  func unlockAll() {
    allRecipesUnlocked = true
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<RecipeStore, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<RecipeStore, __macro_local_6MemberfMu0_>,
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

extension RecipeStore: nonisolated Observation.Observable {
}

let store = RecipeStore()
print("order: \(store.order ?? "none")")

withObservationTracking {
  _ = store.allRecipesUnlocked
} onChange: {
  print("unlock state changed")
}
store.order = "Matcha Latte"
print("order placed: \(store.order!)")
store.allRecipesUnlocked = false
print("still locked")
store.unlockAll()
print("unlocked: \(store.allRecipesUnlocked)")

withObservationTracking {
  _ = store.order
} onChange: {
  print("order changed")
}
store.order = nil
print("order cleared")
