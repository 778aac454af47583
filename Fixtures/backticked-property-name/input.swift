import Observation

// @Observable
final class ProfileDefaults {
  var `default` = 0
  var `class`: String = "standard"
  var regular = true
}

let defaults = ProfileDefaults()

withObservationTracking {
  _ = defaults.default
} onChange: {
  print("default changed")
}
defaults.class = "premium"
print("class \(defaults.class)")
defaults.`default` = 0
print("same default assigned")
defaults.default = 3
print("default \(defaults.default)")

withObservationTracking {
  _ = defaults.`class`
} onChange: {
  print("class changed")
}
defaults.class = "basic"
print("class \(defaults.class), regular \(defaults.regular)")
