import Observation

// Static members and methods declared in the standard library's interface, which the
// expander reads from the toolchain by default.
// @Observable
final class Timer {
  private var _elapsed = Duration.zero
  var elapsed: Duration = Duration.zero {
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
  private var _timeout = Duration.seconds(5)
  var timeout: Duration = Duration.seconds(5) {
    @storageRestrictions(initializes: _timeout)
    init(initialValue) {
      _timeout = initialValue
    }
    get {
      access(keyPath: \.timeout)
      return _timeout
    }
    set {
      guard shouldNotifyObservers(_timeout, newValue) else {
        _timeout = newValue
        return
      }
      withMutation(keyPath: \.timeout) {
        _timeout = newValue
      }
    }
    _modify {
      access(keyPath: \.timeout)
      _$observationRegistrar.willSet(self, keyPath: \.timeout)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.timeout)
      }
      yield &_timeout
    }
  }
  private var _limit = Int.max
  var limit: Int = Int.max {
    @storageRestrictions(initializes: _limit)
    init(initialValue) {
      _limit = initialValue
    }
    get {
      access(keyPath: \.limit)
      return _limit
    }
    set {
      guard shouldNotifyObservers(_limit, newValue) else {
        _limit = newValue
        return
      }
      withMutation(keyPath: \.limit) {
        _limit = newValue
      }
    }
    _modify {
      access(keyPath: \.limit)
      _$observationRegistrar.willSet(self, keyPath: \.limit)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.limit)
      }
      yield &_limit
    }
  }
  private var _smallest = Int8.min
  var smallest: Int8 = Int8.min {
    @storageRestrictions(initializes: _smallest)
    init(initialValue) {
      _smallest = initialValue
    }
    get {
      access(keyPath: \.smallest)
      return _smallest
    }
    set {
      guard shouldNotifyObservers(_smallest, newValue) else {
        _smallest = newValue
        return
      }
      withMutation(keyPath: \.smallest) {
        _smallest = newValue
      }
    }
    _modify {
      access(keyPath: \.smallest)
      _$observationRegistrar.willSet(self, keyPath: \.smallest)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.smallest)
      }
      yield &_smallest
    }
  }
  private var _ratio = Double.pi
  var ratio: Double = Double.pi {
    @storageRestrictions(initializes: _ratio)
    init(initialValue) {
      _ratio = initialValue
    }
    get {
      access(keyPath: \.ratio)
      return _ratio
    }
    set {
      guard shouldNotifyObservers(_ratio, newValue) else {
        _ratio = newValue
        return
      }
      withMutation(keyPath: \.ratio) {
        _ratio = newValue
      }
    }
    _modify {
      access(keyPath: \.ratio)
      _$observationRegistrar.willSet(self, keyPath: \.ratio)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.ratio)
      }
      yield &_ratio
    }
  }
  private var _infinity = Float.infinity
  var infinity: Float = Float.infinity {
    @storageRestrictions(initializes: _infinity)
    init(initialValue) {
      _infinity = initialValue
    }
    get {
      access(keyPath: \.infinity)
      return _infinity
    }
    set {
      guard shouldNotifyObservers(_infinity, newValue) else {
        _infinity = newValue
        return
      }
      withMutation(keyPath: \.infinity) {
        _infinity = newValue
      }
    }
    _modify {
      access(keyPath: \.infinity)
      _$observationRegistrar.willSet(self, keyPath: \.infinity)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.infinity)
      }
      yield &_infinity
    }
  }
  private var _roll = Int.random(in: 1 ... 6) > 0
  var roll: Bool = Int.random(in: 1 ... 6) > 0 {
    @storageRestrictions(initializes: _roll)
    init(initialValue) {
      _roll = initialValue
    }
    get {
      access(keyPath: \.roll)
      return _roll
    }
    set {
      guard shouldNotifyObservers(_roll, newValue) else {
        _roll = newValue
        return
      }
      withMutation(keyPath: \.roll) {
        _roll = newValue
      }
    }
    _modify {
      access(keyPath: \.roll)
      _$observationRegistrar.willSet(self, keyPath: \.roll)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.roll)
      }
      yield &_roll
    }
  }
  private var _qualified = Swift.Duration.milliseconds(250)
  var qualified: Duration = Swift.Duration.milliseconds(250) {
    @storageRestrictions(initializes: _qualified)
    init(initialValue) {
      _qualified = initialValue
    }
    get {
      access(keyPath: \.qualified)
      return _qualified
    }
    set {
      guard shouldNotifyObservers(_qualified, newValue) else {
        _qualified = newValue
        return
      }
      withMutation(keyPath: \.qualified) {
        _qualified = newValue
      }
    }
    _modify {
      access(keyPath: \.qualified)
      _$observationRegistrar.willSet(self, keyPath: \.qualified)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.qualified)
      }
      yield &_qualified
    }
  }
  private var _started = ContinuousClock.now
  var started: ContinuousClock.Instant = ContinuousClock.now {
    @storageRestrictions(initializes: _started)
    init(initialValue) {
      _started = initialValue
    }
    get {
      access(keyPath: \.started)
      return _started
    }
    set {
      guard shouldNotifyObservers(_started, newValue) else {
        _started = newValue
        return
      }
      withMutation(keyPath: \.started) {
        _started = newValue
      }
    }
    _modify {
      access(keyPath: \.started)
      _$observationRegistrar.willSet(self, keyPath: \.started)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.started)
      }
      yield &_started
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Timer, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Timer, __macro_local_6MemberfMu0_>,
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

extension Timer: nonisolated Observation.Observable {
}

let timer = Timer()
withObservationTracking {
  _ = timer.elapsed
} onChange: {
  print("elapsed changed")
}
timer.elapsed = .seconds(1)
print(timer.elapsed, timer.timeout, timer.limit, timer.smallest, timer.ratio, timer.infinity, timer.roll, timer.qualified)
print(timer.started <= ContinuousClock.now)
