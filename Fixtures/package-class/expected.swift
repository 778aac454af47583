import Observation

// @Observable
package final class BuildQueue {
  private var _pending: [String] = []
  package var pending: [String] = [] {
    @storageRestrictions(initializes: _pending)
    init(initialValue) {
      _pending = initialValue
    }
    get {
      access(keyPath: \.pending)
      return _pending
    }
    set {
      guard shouldNotifyObservers(_pending, newValue) else {
        _pending = newValue
        return
      }
      withMutation(keyPath: \.pending) {
        _pending = newValue
      }
    }
    _modify {
      access(keyPath: \.pending)
      _$observationRegistrar.willSet(self, keyPath: \.pending)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.pending)
      }
      yield &_pending
    }
  }
  private var _finished = 0
  package private(set) var finished: Int = 0 {
    @storageRestrictions(initializes: _finished)
    init(initialValue) {
      _finished = initialValue
    }
    get {
      access(keyPath: \.finished)
      return _finished
    }
    set {
      guard shouldNotifyObservers(_finished, newValue) else {
        _finished = newValue
        return
      }
      withMutation(keyPath: \.finished) {
        _finished = newValue
      }
    }
    _modify {
      access(keyPath: \.finished)
      _$observationRegistrar.willSet(self, keyPath: \.finished)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.finished)
      }
      yield &_finished
    }
  }

  package init() {}

  package func enqueue(_ target: String) {
    pending.append(target)
  }

  package func finishNext() {
    guard !pending.isEmpty else { return }
    pending.removeFirst()
    finished += 1
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<BuildQueue, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<BuildQueue, __macro_local_6MemberfMu0_>,
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

extension BuildQueue: nonisolated Observation.Observable {
}

let queue = BuildQueue()

withObservationTracking {
  _ = queue.finished
} onChange: {
  print("finished count changed")
}
queue.enqueue("App")
queue.enqueue("Tests")
print("pending \(queue.pending)")
queue.finishNext()
print("finished \(queue.finished), pending \(queue.pending)")
