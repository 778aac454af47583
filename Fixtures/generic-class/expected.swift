import Observation

// @Observable
final class Box<Value> {
  private var _value: Value
  var value: Value {
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
  private var _revision = 0
  var revision: Int = 0 {
    @storageRestrictions(initializes: _revision)
    init(initialValue) {
      _revision = initialValue
    }
    get {
      access(keyPath: \.revision)
      return _revision
    }
    set {
      guard shouldNotifyObservers(_revision, newValue) else {
        _revision = newValue
        return
      }
      withMutation(keyPath: \.revision) {
        _revision = newValue
      }
    }
    _modify {
      access(keyPath: \.revision)
      _$observationRegistrar.willSet(self, keyPath: \.revision)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.revision)
      }
      yield &_revision
    }
  }

  init(_ value: Value) {
    self.value = value
  }

  func replace(with newValue: Value) {
    value = newValue
    revision += 1
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
}

extension Box: nonisolated Observation.Observable {
}

let box = Box(10)

withObservationTracking {
  _ = box.value
} onChange: {
  print("value changed")
}
box.revision = 0
print("revision assigned")
box.value = 10
print("Value is unconstrained: even an equal Int notifies")

withObservationTracking {
  _ = box.revision
} onChange: {
  print("revision changed")
}
box.replace(with: 11)
print("value \(box.value), revision \(box.revision)")
