import Observation

struct Repository<Entity: Equatable> {
  // @Observable
  class Snapshot {
    private var _entities: [Entity] = []
    var entities: [Entity] = [] {
      @storageRestrictions(initializes: _entities)
      init(initialValue) {
        _entities = initialValue
      }
      get {
        access(keyPath: \.entities)
        return _entities
      }
      set {
        guard shouldNotifyObservers(_entities, newValue) else {
          _entities = newValue
          return
        }
        withMutation(keyPath: \.entities) {
          _entities = newValue
        }
      }
      _modify {
        access(keyPath: \.entities)
        _$observationRegistrar.willSet(self, keyPath: \.entities)
        defer {
          _$observationRegistrar.didSet(self, keyPath: \.entities)
        }
        yield &_entities
      }
    }
    private var _isStale = false
    var isStale: Bool = false {
      @storageRestrictions(initializes: _isStale)
      init(initialValue) {
        _isStale = initialValue
      }
      get {
        access(keyPath: \.isStale)
        return _isStale
      }
      set {
        guard shouldNotifyObservers(_isStale, newValue) else {
          _isStale = newValue
          return
        }
        withMutation(keyPath: \.isStale) {
          _isStale = newValue
        }
      }
      _modify {
        access(keyPath: \.isStale)
        _$observationRegistrar.willSet(self, keyPath: \.isStale)
        defer {
          _$observationRegistrar.didSet(self, keyPath: \.isStale)
        }
        yield &_isStale
      }
    }

    private let _$observationRegistrar = Observation.ObservationRegistrar()

    internal nonisolated func access<__macro_local_6MemberfMu_>(
      keyPath: Swift.KeyPath<Snapshot, __macro_local_6MemberfMu_>
    ) {
      _$observationRegistrar.access(self, keyPath: keyPath)
    }

    internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
      keyPath: Swift.KeyPath<Snapshot, __macro_local_6MemberfMu0_>,
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

  let snapshot = Snapshot()
}

extension Repository.Snapshot: nonisolated Observation.Observable {
}

let repo = Repository<Int>()

withObservationTracking {
  _ = repo.snapshot.entities
} onChange: {
  print("entities changed")
}
repo.snapshot.isStale = true
print("marked stale")
repo.snapshot.entities = []
print("equal entities assigned")
repo.snapshot.entities = [1, 2]
print("entities \(repo.snapshot.entities)")
