import Observation

// @Observable
class Metrics {
  private var _retries = Swift.Int(3)
  var retries: Swift.Int = Swift.Int(3) {
    @storageRestrictions(initializes: _retries)
    init(initialValue) {
      _retries = initialValue
    }
    get {
      access(keyPath: \.retries)
      return _retries
    }
    set {
      guard shouldNotifyObservers(_retries, newValue) else {
        _retries = newValue
        return
      }
      withMutation(keyPath: \.retries) {
        _retries = newValue
      }
    }
    _modify {
      access(keyPath: \.retries)
      _$observationRegistrar.willSet(self, keyPath: \.retries)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.retries)
      }
      yield &_retries
    }
  }
  private var _ratio = Swift.Double(0.5)
  var ratio: Swift.Double = Swift.Double(0.5) {
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
  private var _label = Swift.String("cpu")
  var label: Swift.String = Swift.String("cpu") {
    @storageRestrictions(initializes: _label)
    init(initialValue) {
      _label = initialValue
    }
    get {
      access(keyPath: \.label)
      return _label
    }
    set {
      guard shouldNotifyObservers(_label, newValue) else {
        _label = newValue
        return
      }
      withMutation(keyPath: \.label) {
        _label = newValue
      }
    }
    _modify {
      access(keyPath: \.label)
      _$observationRegistrar.willSet(self, keyPath: \.label)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.label)
      }
      yield &_label
    }
  }
  private var _small = Swift.Int8(7)
  var small: Swift.Int8 = Swift.Int8(7) {
    @storageRestrictions(initializes: _small)
    init(initialValue) {
      _small = initialValue
    }
    get {
      access(keyPath: \.small)
      return _small
    }
    set {
      guard shouldNotifyObservers(_small, newValue) else {
        _small = newValue
        return
      }
      withMutation(keyPath: \.small) {
        _small = newValue
      }
    }
    _modify {
      access(keyPath: \.small)
      _$observationRegistrar.willSet(self, keyPath: \.small)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.small)
      }
      yield &_small
    }
  }
  private var _history = Swift.Array<Swift.Double>()
  var history: [Swift.Double] = Swift.Array<Swift.Double>() {
    @storageRestrictions(initializes: _history)
    init(initialValue) {
      _history = initialValue
    }
    get {
      access(keyPath: \.history)
      return _history
    }
    set {
      guard shouldNotifyObservers(_history, newValue) else {
        _history = newValue
        return
      }
      withMutation(keyPath: \.history) {
        _history = newValue
      }
    }
    _modify {
      access(keyPath: \.history)
      _$observationRegistrar.willSet(self, keyPath: \.history)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.history)
      }
      yield &_history
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Metrics, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Metrics, __macro_local_6MemberfMu0_>,
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

extension Metrics: nonisolated Observation.Observable {
}

let metrics = Metrics()
print("\(metrics.label): retries \(metrics.retries), ratio \(metrics.ratio), small \(metrics.small)")

withObservationTracking {
  _ = metrics.retries
} onChange: {
  print("retries changed")
}
metrics.ratio = 0.75
metrics.history.append(metrics.ratio)
print("ratio changed, history \(metrics.history)")
metrics.retries = 3
print("same retries assigned")
metrics.retries = 4
print("retries \(metrics.retries)")
