import Observation

struct Defaults {
  static let retries = 3
}

// @Observable
final class Client {
  // A static property may have any type: `Defaults.retries` is an `Int`, not a `Defaults`.
  var retries = Defaults.retries
}
