import Observation

// @Observable
class VolumeSettings {
  var level: Int = 5 {
    willSet {
      print("level will change from \(level) to \(newValue)")
    }
    didSet {
      if level > 10 {
        level = 10
      }
      print("level did change from \(oldValue) to \(level)")
    }
  }
  var muted = false {
    didSet { print("muted: \(muted)") }
  }
}

let settings = VolumeSettings()

withObservationTracking {
  _ = settings.level
} onChange: {
  print("onChange: level")
}
settings.muted = true
settings.level = 5
print("--")
settings.level = 42
print("final level: \(settings.level)")
