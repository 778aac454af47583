#sourceLocation(file: "input.swift", line: 1)
import Observation

// @Observable
class Counter {
#sourceLocation()
  private var _count = 0
#sourceLocation(file: "input.swift", line: 5)
  var count: Int = 0 { @storageRestrictions(initializes: _count) init(initialValue) { _count = initialValue } get { access(keyPath: \.count); return _count } set { guard shouldNotifyObservers(_count, newValue) else { _count = newValue; return }; withMutation(keyPath: \.count) { _count = newValue } } _modify { access(keyPath: \.count); _$observationRegistrar.willSet(self, keyPath: \.count); defer { _$observationRegistrar.didSet(self, keyPath: \.count) }; yield &_count } }
#sourceLocation()
  private var _step = 1
#sourceLocation(file: "input.swift", line: 6)
  var step: Int = 1 { @storageRestrictions(initializes: _step) init(initialValue) { _step = initialValue } get { access(keyPath: \.step); return _step } set { guard shouldNotifyObservers(_step, newValue) else { _step = newValue; return }; withMutation(keyPath: \.step) { _step = newValue } } _modify { access(keyPath: \.step); _$observationRegistrar.willSet(self, keyPath: \.step); defer { _$observationRegistrar.didSet(self, keyPath: \.step) }; yield &_step } }
#sourceLocation(file: "input.swift", line: 7)

  func increment() {
    count += step
  }
#sourceLocation()

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Counter, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Counter, __macro_local_6MemberfMu0_>,
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
#sourceLocation(file: "input.swift", line: 11)
}
#sourceLocation()

extension Counter: nonisolated Observation.Observable {
}
#sourceLocation(file: "input.swift", line: 12)

let counter = Counter()

withObservationTracking {
  _ = counter.count
} onChange: {
  print("count changed")
}
counter.step = 5
print("step set to 5")
counter.count = 0
print("count set to its current value")
counter.increment()
counter.increment()
print("count = \(counter.count)")
