import Observation

struct Theme: Equatable {
  var accent = "blue"
}

final class Logger {
  func log(_ message: String) { print("log: \(message)") }
}

enum Outer {
  struct Config: Equatable {
    var retries = 3
  }
}

// @Observable
class AppState {
  var theme = Theme()
  var logger = Logger.init()
  var config = Outer.Config()
  var identifier = Int(42)
}

let state = AppState()
state.logger.log("started with accent \(state.theme.accent)")

withObservationTracking {
  _ = state.theme
} onChange: {
  print("theme changed")
}
state.config = Outer.Config(retries: 5)
print("config changed: \(state.config.retries) retries")
state.theme = Theme()
print("equal theme assigned")
state.theme.accent = "green"
print("accent \(state.theme.accent), id \(state.identifier)")
