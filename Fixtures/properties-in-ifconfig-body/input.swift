import Observation

// @Observable
final class RenderSettings {
  var quality = "high"
#if DEBUG
  var showFrameRate = true
  var debugLabel: String = "debug"
#elseif os(Linux)
  var useSoftwareRenderer = true
#else
  var useMetal: Bool = true
#endif
  var frameCap: Int = 60

  var summary: String {
    #if DEBUG
    return "\(quality) \(debugLabel)"
    #else
    return "\(quality) @ \(frameCap)"
    #endif
  }
}

let settings = RenderSettings()
print(settings.summary)

withObservationTracking {
  _ = settings.summary
} onChange: {
  print("summary inputs changed")
}
#if DEBUG
settings.showFrameRate = false
#endif
settings.quality = "medium"
print(settings.summary)
