import Observation

#if DEBUG
// @Observable
final class Diagnostics {
  var logLevel = "verbose"
  var frameCount = 0

  var summary: String { "debug build, \(logLevel)" }
}
#else
// @Observable
final class Diagnostics {
  var logLevel = "errors"

  var summary: String { "release build, \(logLevel)" }
}
#endif

let diagnostics = Diagnostics()
print(diagnostics.summary)

withObservationTracking {
  _ = diagnostics.logLevel
} onChange: {
  print("log level changed")
}
diagnostics.logLevel = "warnings"
print(diagnostics.summary)
