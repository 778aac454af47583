import Observation

enum Theme: String {
  case light, dark
  case system = "auto"
}

// @Observable
final class Appearance {
  var theme = Theme.system
  var valueType = Int.self
  var fallback = Theme.light
}

let appearance = Appearance()
withObservationTracking {
  _ = appearance.theme
} onChange: {
  print("theme changed")
}
appearance.fallback = .dark
print("fallback set")
appearance.theme = .dark
print("theme: \(appearance.theme.rawValue), type: \(appearance.valueType)")
