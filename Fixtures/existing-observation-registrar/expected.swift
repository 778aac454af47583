import Observation

// @Observable
class SharedRegistrarModel {
  private var _status = "idle"
  var status: String = "idle" {
    @storageRestrictions(initializes: _status)
    init(initialValue) {
      _status = initialValue
    }
    get {
      access(keyPath: \.status)
      return _status
    }
    set {
      guard shouldNotifyObservers(_status, newValue) else {
        _status = newValue
        return
      }
      withMutation(keyPath: \.status) {
        _status = newValue
      }
    }
    _modify {
      access(keyPath: \.status)
      _$observationRegistrar.willSet(self, keyPath: \.status)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.status)
      }
      yield &_status
    }
  }
  private var _progress = 0.0
  var progress: Double = 0.0 {
    @storageRestrictions(initializes: _progress)
    init(initialValue) {
      _progress = initialValue
    }
    get {
      access(keyPath: \.progress)
      return _progress
    }
    set {
      guard shouldNotifyObservers(_progress, newValue) else {
        _progress = newValue
        return
      }
      withMutation(keyPath: \.progress) {
        _progress = newValue
      }
    }
    _modify {
      access(keyPath: \.progress)
      _$observationRegistrar.willSet(self, keyPath: \.progress)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.progress)
      }
      yield &_progress
    }
  }
  let _$observationRegistrar = ObservationRegistrar()

  func reset() {
    status = "idle"
    progress = 0
  }

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<SharedRegistrarModel, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<SharedRegistrarModel, __macro_local_6MemberfMu0_>,
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

extension SharedRegistrarModel: nonisolated Observation.Observable {
}

let shared = SharedRegistrarModel()

withObservationTracking {
  _ = shared.status
} onChange: {
  print("status changed")
}
shared.progress = 0.5
print("progress \(shared.progress)")
shared.status = "running"
shared.reset()
print("status \(shared.status)")
