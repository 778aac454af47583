import Observation

final class Clock {
  var ticks = 0
}

// @Observable
final class SessionTimer {
  var secondsRemaining = 60
  @Observation.ObservationIgnored var clock = Clock()
  @Observation.ObservationIgnored private var pauseCount = 0

  func pause() {
    pauseCount += 1
    clock = Clock()
  }

  var pauses: Int { pauseCount }
}

let timer = SessionTimer()

withObservationTracking {
  _ = timer.clock
  _ = timer.pauses
} onChange: {
  print("ignored state notified (unexpected)")
}
timer.pause()
print("paused \(timer.pauses) time(s) without notification")

withObservationTracking {
  _ = timer.secondsRemaining
} onChange: {
  print("seconds changed")
}
timer.secondsRemaining -= 1
print("remaining \(timer.secondsRemaining)")
