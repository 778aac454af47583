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
  /// The home team's score, e.g.
  /// ```swift
  /// @Observable
  /// ```
  var home = 0
  var away = 0

  /// Resets both scores.
  ///
  ///     /// @Observable
  ///     board.reset()
  func reset() {
    home = 0
    away = 0
  }
}

/// Holds the clock. Example:
/// ```swift
/// @Observable
/// final class Clock {}
/// ```
// @Observable
final class GameClock {
  var seconds = 0
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
