import Observation

// Functions that the macro does not see, since it reads only the class's direct members,
// but that the compiler takes for redeclarations of those it adds (oracle case 35g): the real
// macro's code fails with "invalid redeclaration". The expansion leaves its own out, and the
// accessors call these.

// @Observable
final class AuditedModel {
  private var _secret = "hunter2"
  var secret: String = "hunter2" {
    @storageRestrictions(initializes: _secret)
    init(initialValue) {
      _secret = initialValue
    }
    get {
      access(keyPath: \.secret)
      return _secret
    }
    set {
      guard shouldNotifyObservers(_secret, newValue) else {
        _secret = newValue
        return
      }
      withMutation(keyPath: \.secret) {
        _secret = newValue
      }
    }
    _modify {
      access(keyPath: \.secret)
      _$observationRegistrar.willSet(self, keyPath: \.secret)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.secret)
      }
      yield &_secret
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<AuditedModel, __macro_local_6MemberfMu0_>,
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

extension AuditedModel: nonisolated Observation.Observable {
}

extension AuditedModel {
  // Generic parameter renamed, `Swift.`-qualified, `-> Void`: still the same signature.
  nonisolated func access<Value>(keyPath: Swift.KeyPath<AuditedModel, Value>) -> Void {
    print("read")
    _$observationRegistrar.access(self, keyPath: keyPath)
  }
}

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

  private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu1_>(_ lhs: __macro_local_6MemberfMu1_, _ rhs: __macro_local_6MemberfMu1_) -> Swift.Bool {
    true
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

extension Thermostat {
  // `where M: Equatable` is `<M: Equatable>`: the expansion's second shouldNotifyObservers.
  private func shouldNotifyObservers<M>(_ lhs: M, _ rhs: M) -> Bool where M: Equatable {
    print("compared")
    return true
  }

  // Overloads, not redeclarations: the expansion still adds its own, and calls them only where
  // they fit better (`M: Hashable`).
  static func access<M>(keyPath: KeyPath<Thermostat, M>) {}
  func withMutation<M, R>(keyPath: KeyPath<Thermostat, M>, _ mutation: () -> R) async -> R { mutation() }
}

let audited = AuditedModel()
withObservationTracking {
  _ = audited.secret
} onChange: {
  print("secret changed")
}
audited.secret = "correct horse"

let thermostat = Thermostat()
withObservationTracking {
  _ = thermostat.target
} onChange: {
  print("target changed")
}
thermostat.target = 20
print("done")
