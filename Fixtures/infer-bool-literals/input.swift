import Observation

// @Observable
class FeatureFlags {
  var darkMode = false
  var betaMenu = true
  var analytics = false
}

let flags = FeatureFlags()
print("dark \(flags.darkMode), beta \(flags.betaMenu), analytics \(flags.analytics)")

withObservationTracking {
  _ = flags.darkMode
} onChange: {
  print("dark mode toggled")
}
flags.betaMenu = false
print("beta menu off")
flags.darkMode = false
print("dark mode set to same value")
flags.darkMode.toggle()
print("dark \(flags.darkMode)")
