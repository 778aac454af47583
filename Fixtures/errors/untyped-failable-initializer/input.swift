import Observation

// @Observable
final class Settings {
  // `Int(String)` is a failable initializer: its type is `Int?`, not `Int`.
  var port = Int("8080")
}
