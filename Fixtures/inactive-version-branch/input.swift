import Observation

// A clause that a version check rules out is not parsed by the compiler: code written for
// another compiler may be there, such as this brace too many. It is skipped, not an error.
// @Observable
final class Settings {
  var theme = "light"

  #if compiler(<6)
  var legacyTheme = "dark" } // another compiler's syntax
  #else
  var fontSize = 13
  #endif

  #if swift(>=99)
  @future var layout: Layout { ... }
  #elseif compiler(>=5.9)
  var spacing = 8.0
  #endif
}

// A class annotated in a skipped clause is not read either: no annotation error.
#if compiler(<5.9)
// @Observable
final class LegacySettings {
  var theme = "light" }}
}
#endif

let settings = Settings()
withObservationTracking {
  _ = settings.fontSize
  _ = settings.spacing
} onChange: {
  print("settings changed")
}
settings.spacing = 10
print(settings.theme, settings.fontSize, settings.spacing)
