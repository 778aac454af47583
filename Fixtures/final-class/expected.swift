import Observation

// @Observable
final class StopwatchModel {
  private var _elapsed: Int = 0
  var elapsed: Int = 0 {
    @storageRestrictions(initializes: _elapsed)
    init(initialValue) {
      _elapsed = initialValue
    }
    get {
      access(keyPath: \.elapsed)
      return _elapsed
    }
    set {
      guard shouldNotifyObservers(_elapsed, newValue) else {
        _elapsed = newValue
        return
      }
      withMutation(keyPath: \.elapsed) {
        _elapsed = newValue
      }
    }
    _modify {
      access(keyPath: \.elapsed)
      _$observationRegistrar.willSet(self, keyPath: \.elapsed)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.elapsed)
      }
      yield &_elapsed
    }
  }
  private var _laps: [Int] = []
  var laps: [Int] = [] {
    @storageRestrictions(initializes: _laps)
    init(initialValue) {
      _laps = initialValue
    }
    get {
      access(keyPath: \.laps)
      return _laps
    }
    set {
      guard shouldNotifyObservers(_laps, newValue) else {
        _laps = newValue
        return
      }
      withMutation(keyPath: \.laps) {
        _laps = newValue
      }
    }
    _modify {
      access(keyPath: \.laps)
      _$observationRegistrar.willSet(self, keyPath: \.laps)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.laps)
      }
      yield &_laps
    }
  }
  private var _isRunning = false
  var isRunning: Bool = false {
    @storageRestrictions(initializes: _isRunning)
    init(initialValue) {
      _isRunning = initialValue
    }
    get {
      access(keyPath: \.isRunning)
      return _isRunning
    }
    set {
      guard shouldNotifyObservers(_isRunning, newValue) else {
        _isRunning = newValue
        return
      }
      withMutation(keyPath: \.isRunning) {
        _isRunning = newValue
      }
    }
    _modify {
      access(keyPath: \.isRunning)
      _$observationRegistrar.willSet(self, keyPath: \.isRunning)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.isRunning)
      }
      yield &_isRunning
    }
  }

  func tick() { elapsed += 1 }
  func lap() { laps.append(elapsed) }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<StopwatchModel, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<StopwatchModel, __macro_local_6MemberfMu0_>,
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

extension StopwatchModel: nonisolated Observation.Observable {
}

let stopwatch = StopwatchModel()

withObservationTracking {
  _ = stopwatch.laps
} onChange: {
  print("laps changed")
}
stopwatch.isRunning = true
stopwatch.tick()
stopwatch.tick()
print("elapsed \(stopwatch.elapsed)")
stopwatch.lap()
print("laps \(stopwatch.laps)")
