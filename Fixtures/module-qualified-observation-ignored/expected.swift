import Observation

final class Clock {
  var ticks = 0
}

// @Observable
final class SessionTimer {
  private var _secondsRemaining = 60
  var secondsRemaining: Int = 60 {
    @storageRestrictions(initializes: _secondsRemaining)
    init(initialValue) {
      _secondsRemaining = initialValue
    }
    get {
      access(keyPath: \.secondsRemaining)
      return _secondsRemaining
    }
    set {
      guard shouldNotifyObservers(_secondsRemaining, newValue) else {
        _secondsRemaining = newValue
        return
      }
      withMutation(keyPath: \.secondsRemaining) {
        _secondsRemaining = newValue
      }
    }
    _modify {
      access(keyPath: \.secondsRemaining)
      _$observationRegistrar.willSet(self, keyPath: \.secondsRemaining)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.secondsRemaining)
      }
      yield &_secondsRemaining
    }
  }
  var clock = Clock()
  private var pauseCount = 0

  func pause() {
    pauseCount += 1
    clock = Clock()
  }

  var pauses: Int { pauseCount }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<SessionTimer, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<SessionTimer, __macro_local_6MemberfMu0_>,
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

extension SessionTimer: nonisolated Observation.Observable {
}

let timer = SessionTimer()

withObservationTracking {
  _ = timer.clock
  _ = timer.pauses
} onChange: {
  print("ignored state notified (unexpected)")
}
timer.pause()
print("paused \(timer.pauses) time(s) without notification")

withObservationTracking {
  _ = timer.secondsRemaining
} onChange: {
  print("seconds changed")
}
timer.secondsRemaining -= 1
print("remaining \(timer.secondsRemaining)")
