import Observation

enum ThemeA { static let v = 1 }
enum ThemeB { static let v = "s" }

#if FLAG
typealias Theme = ThemeA
#else
typealias Theme = ThemeB
#endif

// `Theme.v` is an `Int` with FLAG and a `String` without: not inferred.
// @Observable
final class M {
    var t = Theme.v
}
