import Observation

enum Onboarding {
  case welcome
  case permissions

  // @Observable
  class Progress {
    private var _step: Onboarding = .welcome
    var step: Onboarding = .welcome {
      @storageRestrictions(initializes: _step)
      init(initialValue) {
        _step = initialValue
      }
      get {
        access(keyPath: \.step)
        return _step
      }
      set {
        guard shouldNotifyObservers(_step, newValue) else {
          _step = newValue
          return
        }
        withMutation(keyPath: \.step) {
          _step = newValue
        }
      }
      _modify {
        access(keyPath: \.step)
        _$observationRegistrar.willSet(self, keyPath: \.step)
        defer {
          _$observationRegistrar.didSet(self, keyPath: \.step)
        }
        yield &_step
      }
    }
    private var _skipped = false
    var skipped: Bool = false {
      @storageRestrictions(initializes: _skipped)
      init(initialValue) {
        _skipped = initialValue
      }
      get {
        access(keyPath: \.skipped)
        return _skipped
      }
      set {
        guard shouldNotifyObservers(_skipped, newValue) else {
          _skipped = newValue
          return
        }
        withMutation(keyPath: \.skipped) {
          _skipped = newValue
        }
      }
      _modify {
        access(keyPath: \.skipped)
        _$observationRegistrar.willSet(self, keyPath: \.skipped)
        defer {
          _$observationRegistrar.didSet(self, keyPath: \.skipped)
        }
        yield &_skipped
      }
    }

    private let _$observationRegistrar = Observation.ObservationRegistrar()

    internal nonisolated func access<__macro_local_6MemberfMu_>(
      keyPath: Swift.KeyPath<Progress, __macro_local_6MemberfMu_>
    ) {
      _$observationRegistrar.access(self, keyPath: keyPath)
    }

    internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
      keyPath: Swift.KeyPath<Progress, __macro_local_6MemberfMu0_>,
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
}

extension Onboarding.Progress: nonisolated Observation.Observable {
}

let progress = Onboarding.Progress()

withObservationTracking {
  _ = progress.step
} onChange: {
  print("step changed")
}
progress.skipped = true
print("skipped set")
progress.step = .welcome
print("same step assigned")
progress.step = .permissions
print("at permissions: \(progress.step == .permissions)")
