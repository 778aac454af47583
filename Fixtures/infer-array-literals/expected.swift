import Observation

// @Observable
class ChartSeries {
  private var _samples = [1, 2, 3]
  var samples: [Int] = [1, 2, 3] {
    @storageRestrictions(initializes: _samples)
    init(initialValue) {
      _samples = initialValue
    }
    get {
      access(keyPath: \.samples)
      return _samples
    }
    set {
      guard shouldNotifyObservers(_samples, newValue) else {
        _samples = newValue
        return
      }
      withMutation(keyPath: \.samples) {
        _samples = newValue
      }
    }
    _modify {
      access(keyPath: \.samples)
      _$observationRegistrar.willSet(self, keyPath: \.samples)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.samples)
      }
      yield &_samples
    }
  }
  private var _weights = [1, 2.0, 0.5]
  var weights: [Double] = [1, 2.0, 0.5] {
    @storageRestrictions(initializes: _weights)
    init(initialValue) {
      _weights = initialValue
    }
    get {
      access(keyPath: \.weights)
      return _weights
    }
    set {
      guard shouldNotifyObservers(_weights, newValue) else {
        _weights = newValue
        return
      }
      withMutation(keyPath: \.weights) {
        _weights = newValue
      }
    }
    _modify {
      access(keyPath: \.weights)
      _$observationRegistrar.willSet(self, keyPath: \.weights)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.weights)
      }
      yield &_weights
    }
  }
  private var _labels = ["Mon", "Tue", "Wed"]
  var labels: [String] = ["Mon", "Tue", "Wed"] {
    @storageRestrictions(initializes: _labels)
    init(initialValue) {
      _labels = initialValue
    }
    get {
      access(keyPath: \.labels)
      return _labels
    }
    set {
      guard shouldNotifyObservers(_labels, newValue) else {
        _labels = newValue
        return
      }
      withMutation(keyPath: \.labels) {
        _labels = newValue
      }
    }
    _modify {
      access(keyPath: \.labels)
      _$observationRegistrar.willSet(self, keyPath: \.labels)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.labels)
      }
      yield &_labels
    }
  }
  private var _flags = [true, false]
  var flags: [Bool] = [true, false] {
    @storageRestrictions(initializes: _flags)
    init(initialValue) {
      _flags = initialValue
    }
    get {
      access(keyPath: \.flags)
      return _flags
    }
    set {
      guard shouldNotifyObservers(_flags, newValue) else {
        _flags = newValue
        return
      }
      withMutation(keyPath: \.flags) {
        _flags = newValue
      }
    }
    _modify {
      access(keyPath: \.flags)
      _$observationRegistrar.willSet(self, keyPath: \.flags)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.flags)
      }
      yield &_flags
    }
  }
  private var _grid = [[0, 1], [1, 0]]
  var grid: [[Int]] = [[0, 1], [1, 0]] {
    @storageRestrictions(initializes: _grid)
    init(initialValue) {
      _grid = initialValue
    }
    get {
      access(keyPath: \.grid)
      return _grid
    }
    set {
      guard shouldNotifyObservers(_grid, newValue) else {
        _grid = newValue
        return
      }
      withMutation(keyPath: \.grid) {
        _grid = newValue
      }
    }
    _modify {
      access(keyPath: \.grid)
      _$observationRegistrar.willSet(self, keyPath: \.grid)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.grid)
      }
      yield &_grid
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<ChartSeries, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<ChartSeries, __macro_local_6MemberfMu0_>,
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

extension ChartSeries: nonisolated Observation.Observable {
}

let series = ChartSeries()
let average: Double = series.weights.reduce(0, +) / Double(series.weights.count)
print("average weight \(average), labels \(series.labels.joined(separator: ","))")
print("grid rows \(series.grid.count), flags \(series.flags)")

withObservationTracking {
  _ = series.samples
} onChange: {
  print("samples changed")
}
series.labels.append("Thu")
print("labels changed")
series.samples = [1, 2, 3]
print("equal samples assigned")
series.samples.append(4)
print("samples \(series.samples)")
