import Observation

func isObservable(_ value: Any) -> Bool { value is any Observable }

/// A plain value. Example of an observable model that holds one:
/// ```swift
/// @Observable
/// final class Sample {
///   var point = Point()
/// }
/// ```
struct Point {
  var x = 0
}

/// Something that can be reset. A conforming model:
///
///     @Observable
///     final class Conformer: Resettable {
///       func reset() {}
///     }
///
/// or, with the annotation comment:
///
///     // @Observable
///     /// @Observable
///     final class Commented: Resettable {}
protocol Resettable {
  func reset()
}

/// Makes a point. Do not confuse with:
/// ```
/// @Observable
/// ```
func makePoint() -> Point { Point(x: 1) }

/// Not observable, although its documentation shows how to make it so:
/// ```swift
/// @Observable
/// final class Plain {
///   var value = 0
/// }
/// ```
final class Plain {
  var value = 0
}

/// Also not observable; the sample is an indented code block:
///
///     @Observable
///     class Indented {}
///
class Indented {
  var value = 0
}

/// Keeps the score. Usage:
/// ```swift
/// @Observable
/// final class Other {}
/// let board = Scoreboard()
/// ```
/// @Observable
final class Scoreboard: Resettable {
  private var _home = 0
  /// The home team's score, e.g.
  /// ```swift
  /// @Observable
  /// ```
  var home: Int = 0 {
    @storageRestrictions(initializes: _home)
    init(initialValue) {
      _home = initialValue
    }
    get {
      access(keyPath: \.home)
      return _home
    }
    set {
      guard shouldNotifyObservers(_home, newValue) else {
        _home = newValue
        return
      }
      withMutation(keyPath: \.home) {
        _home = newValue
      }
    }
    _modify {
      access(keyPath: \.home)
      _$observationRegistrar.willSet(self, keyPath: \.home)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.home)
      }
      yield &_home
    }
  }
  private var _away = 0
  var away: Int = 0 {
    @storageRestrictions(initializes: _away)
    init(initialValue) {
      _away = initialValue
    }
    get {
      access(keyPath: \.away)
      return _away
    }
    set {
      guard shouldNotifyObservers(_away, newValue) else {
        _away = newValue
        return
      }
      withMutation(keyPath: \.away) {
        _away = newValue
      }
    }
    _modify {
      access(keyPath: \.away)
      _$observationRegistrar.willSet(self, keyPath: \.away)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.away)
      }
      yield &_away
    }
  }

  /// Resets both scores.
  ///
  ///     /// @Observable
  ///     board.reset()
  func reset() {
    home = 0
    away = 0
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Scoreboard, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Scoreboard, __macro_local_6MemberfMu0_>,
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

extension Scoreboard: nonisolated Observation.Observable {
}

/// Holds the clock. Example:
/// ```swift
/// @Observable
/// final class Clock {}
/// ```
// @Observable
final class GameClock {
  private var _seconds = 0
  var seconds: Int = 0 {
    @storageRestrictions(initializes: _seconds)
    init(initialValue) {
      _seconds = initialValue
    }
    get {
      access(keyPath: \.seconds)
      return _seconds
    }
    set {
      guard shouldNotifyObservers(_seconds, newValue) else {
        _seconds = newValue
        return
      }
      withMutation(keyPath: \.seconds) {
        _seconds = newValue
      }
    }
    _modify {
      access(keyPath: \.seconds)
      _$observationRegistrar.willSet(self, keyPath: \.seconds)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.seconds)
      }
      yield &_seconds
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<GameClock, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<GameClock, __macro_local_6MemberfMu0_>,
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

extension GameClock: nonisolated Observation.Observable {
}

print("Point \(isObservable(Point())), Plain \(isObservable(Plain())), Indented \(isObservable(Indented()))")
print("Scoreboard \(isObservable(Scoreboard())), GameClock \(isObservable(GameClock()))")
print("made \(makePoint().x)")

let board = Scoreboard()
withObservationTracking {
  _ = board.home
} onChange: {
  print("home changed")
}
board.away = 1
print("away \(board.away)")
board.home = 2
print("home \(board.home)")

let clock = GameClock()
withObservationTracking {
  _ = clock.seconds
} onChange: {
  print("clock ticked")
}
clock.seconds += 1
print("seconds \(clock.seconds)")
