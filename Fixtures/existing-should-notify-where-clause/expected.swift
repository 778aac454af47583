import Observation

// A direct member whose `where` clause the macro's standin check does not read: the macro adds
// its own `shouldNotifyObservers<M: Equatable>`, which the compiler takes for a redeclaration
// of this one ("invalid redeclaration"). The expansion leaves its own out, and the setter
// calls this one.

// @Observable
final class Thermostat {
  private var _target = 20
  var target: Int = 20 {
    @storageRestrictions(initializes: _target)
    init(initialValue) {
      _target = initialValue
    }
    get {
      access(keyPath: \.target)
      return _target
    }
    set {
      guard shouldNotifyObservers(_target, newValue) else {
        _target = newValue
        return
      }
      withMutation(keyPath: \.target) {
        _target = newValue
      }
    }
    _modify {
      access(keyPath: \.target)
      _$observationRegistrar.willSet(self, keyPath: \.target)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.target)
      }
      yield &_target
    }
  }

  func shouldNotifyObservers<M>(_ lhs: M, _ rhs: M) -> Bool where M: Equatable {
    print("compared")
    return true
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Thermostat, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Thermostat, __macro_local_6MemberfMu0_>,
    _ mutation: () throws -> __macro_local_14MutationResultfMu_
  ) rethrows -> __macro_local_14MutationResultfMu_ {
    try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
  }

  private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu3_: AnyObject>(_ lhs: __macro_local_6MemberfMu3_, _ rhs: __macro_local_6MemberfMu3_) -> Swift.Bool {
    lhs !== rhs
  }

  private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu4_: Swift.Equatable & AnyObject>(_ lhs: __macro_local_6MemberfMu4_, _ rhs: __macro_local_6MemberfMu4_) -> Swift.Bool {
    lhs != rhs
  }
}

extension Thermostat: nonisolated Observation.Observable {
}

let thermostat = Thermostat()
withObservationTracking {
  _ = thermostat.target
} onChange: {
  print("target changed")
}
thermostat.target = 20
print("done")
