import Observation

// Literal elements of Int and Double join to Double where they differ, at any depth.
// @Observable
final class Samples {
  private var _grid = [[1], [2.5]]
  var grid: [[Double]] = [[1], [2.5]] {
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
  private var _pairs = [(1, 2), (3, 4.5)]
  var pairs: [(Int, Double)] = [(1, 2), (3, 4.5)] {
    @storageRestrictions(initializes: _pairs)
    init(initialValue) {
      _pairs = initialValue
    }
    get {
      access(keyPath: \.pairs)
      return _pairs
    }
    set {
      guard shouldNotifyObservers(_pairs, newValue) else {
        _pairs = newValue
        return
      }
      withMutation(keyPath: \.pairs) {
        _pairs = newValue
      }
    }
    _modify {
      access(keyPath: \.pairs)
      _$observationRegistrar.willSet(self, keyPath: \.pairs)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.pairs)
      }
      yield &_pairs
    }
  }
  private var _spans = [1...2, 3.5...4]
  var spans: [ClosedRange<Double>] = [1...2, 3.5...4] {
    @storageRestrictions(initializes: _spans)
    init(initialValue) {
      _spans = initialValue
    }
    get {
      access(keyPath: \.spans)
      return _spans
    }
    set {
      guard shouldNotifyObservers(_spans, newValue) else {
        _spans = newValue
        return
      }
      withMutation(keyPath: \.spans) {
        _spans = newValue
      }
    }
    _modify {
      access(keyPath: \.spans)
      _$observationRegistrar.willSet(self, keyPath: \.spans)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.spans)
      }
      yield &_spans
    }
  }
  private var _tables = [[1: 2], [3: 4.5]]
  var tables: [[Int: Double]] = [[1: 2], [3: 4.5]] {
    @storageRestrictions(initializes: _tables)
    init(initialValue) {
      _tables = initialValue
    }
    get {
      access(keyPath: \.tables)
      return _tables
    }
    set {
      guard shouldNotifyObservers(_tables, newValue) else {
        _tables = newValue
        return
      }
      withMutation(keyPath: \.tables) {
        _tables = newValue
      }
    }
    _modify {
      access(keyPath: \.tables)
      _$observationRegistrar.willSet(self, keyPath: \.tables)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.tables)
      }
      yield &_tables
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Samples, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Samples, __macro_local_6MemberfMu0_>,
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

extension Samples: nonisolated Observation.Observable {
}

let samples = Samples()
withObservationTracking {
  _ = samples.grid
} onChange: {
  print("grid changed")
}
samples.grid.append([3])
print(samples.grid, samples.pairs, samples.spans, samples.tables.count)
