import Observation

// @Observable
class Cursor {
  var (line, column) = (1, 1)
  private var _isVisible = true
  var isVisible: Bool = true {
    @storageRestrictions(initializes: _isVisible)
    init(initialValue) {
      _isVisible = initialValue
    }
    get {
      access(keyPath: \.isVisible)
      return _isVisible
    }
    set {
      guard shouldNotifyObservers(_isVisible, newValue) else {
        _isVisible = newValue
        return
      }
      withMutation(keyPath: \.isVisible) {
        _isVisible = newValue
      }
    }
    _modify {
      access(keyPath: \.isVisible)
      _$observationRegistrar.willSet(self, keyPath: \.isVisible)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.isVisible)
      }
      yield &_isVisible
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Cursor, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Cursor, __macro_local_6MemberfMu0_>,
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

extension Cursor: nonisolated Observation.Observable {
}

let cursor = Cursor()

withObservationTracking {
  _ = cursor.line
} onChange: {
  print("line changed (unexpected: tuple patterns are not tracked)")
}
cursor.line = 10
print("cursor at \(cursor.line):\(cursor.column)")

withObservationTracking {
  _ = cursor.isVisible
} onChange: {
  print("visibility changed")
}
cursor.isVisible = false
print("visible: \(cursor.isVisible)")
