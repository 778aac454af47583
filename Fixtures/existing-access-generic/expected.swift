import Observation

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
  private var _visits = 0
  var visits: Int = 0 {
    @storageRestrictions(initializes: _visits)
    init(initialValue) {
      _visits = initialValue
    }
    get {
      access(keyPath: \.visits)
      return _visits
    }
    set {
      guard shouldNotifyObservers(_visits, newValue) else {
        _visits = newValue
        return
      }
      withMutation(keyPath: \.visits) {
        _visits = newValue
      }
    }
    _modify {
      access(keyPath: \.visits)
      _$observationRegistrar.willSet(self, keyPath: \.visits)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.visits)
      }
      yield &_visits
    }
  }

  func access<Member>(keyPath: KeyPath<AuditedModel, Member>) {
    print("read \(keyPath == \AuditedModel.secret ? "secret" : "visits")")
    _$observationRegistrar.access(self, keyPath: keyPath)
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

let audited = AuditedModel()

withObservationTracking {
  _ = audited.secret
} onChange: {
  print("secret changed")
}
audited.visits = 1
audited.secret = "correct horse"
print("done")
