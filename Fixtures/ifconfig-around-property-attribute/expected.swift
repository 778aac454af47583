import Observation

// @Observable
final class Player {
#if DEBUG
  @available(*, deprecated)
#endif
private var _score = 0
#if DEBUG
  @available(*, deprecated)
#endif
  var score: Int = 0 {
    @storageRestrictions(initializes: _score)
    init(initialValue) {
        _score = initialValue
    }
    get {
        access(keyPath: \.score)
        return _score
    }
    set {
        guard shouldNotifyObservers(_score, newValue) else {
            _score = newValue
            return
        }
        withMutation(keyPath: \.score) {
            _score = newValue
        }
    }
    _modify {
        access(keyPath: \.score)
        _$observationRegistrar.willSet(self, keyPath: \.score)
        defer {
            _$observationRegistrar.didSet(self, keyPath: \.score)
        }
        yield &_score
    }
}

  #if (os(Linux) ||
       os(macOS))
  @available(*, deprecated, message: "use score")
  #endif
  private var _points: Int = 0
  #if (os(Linux) ||
       os(macOS))
  @available(*, deprecated, message: "use score")
  #endif
  var points: Int = 0 {
      @storageRestrictions(initializes: _points)
      init(initialValue) {
          _points = initialValue
      }
      get {
          access(keyPath: \.points)
          return _points
      }
      set {
          guard shouldNotifyObservers(_points, newValue) else {
              _points = newValue
              return
          }
          withMutation(keyPath: \.points) {
              _points = newValue
          }
      }
      _modify {
          access(keyPath: \.points)
          _$observationRegistrar.willSet(self, keyPath: \.points)
          defer {
              _$observationRegistrar.didSet(self, keyPath: \.points)
          }
          yield &_points
      }
  }

#if canImport(Foundation) && (os(Linux) ||
    os(macOS))
  @available(swift 5.9)
#elseif os(Windows)
  @available(*, deprecated)
#else
  @available(*, unavailable)
#endif
private var _name = "p1"
#if canImport(Foundation) && (os(Linux) ||
    os(macOS))
  @available(swift 5.9)
#elseif os(Windows)
  @available(*, deprecated)
#else
  @available(*, unavailable)
#endif
  var name: String = "p1" {
    @storageRestrictions(initializes: _name)
    init(initialValue) {
        _name = initialValue
    }
    get {
        access(keyPath: \.name)
        return _name
    }
    set {
        guard shouldNotifyObservers(_name, newValue) else {
            _name = newValue
            return
        }
        withMutation(keyPath: \.name) {
            _name = newValue
        }
    }
    _modify {
        access(keyPath: \.name)
        _$observationRegistrar.willSet(self, keyPath: \.name)
        defer {
            _$observationRegistrar.didSet(self, keyPath: \.name)
        }
        yield &_name
    }
}

  // Not stored: untouched.
  var summary: String { "\(name): \(score)" }

private let _$observationRegistrar = Observation.ObservationRegistrar()

internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Player, __macro_local_6MemberfMu_>
) {
    _$observationRegistrar.access(self, keyPath: keyPath)
}

internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Player, __macro_local_6MemberfMu0_>,
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

extension Player: nonisolated Observation.Observable {
}

@available(*, deprecated)
func run() {
  let player = Player()

  withObservationTracking {
    _ = player.points
  } onChange: {
    print("points changed")
  }
  player.score = 3
  print(player.summary)
  player.points = 10
  print("points \(player.points)")

  withObservationTracking {
    _ = player.summary
  } onChange: {
    print("summary inputs changed")
  }
  player.name = "p2"
  print(player.summary)
}
run()
