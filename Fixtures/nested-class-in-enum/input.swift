import Observation

enum Onboarding {
  case welcome
  case permissions

  // @Observable
  class Progress {
    var step: Onboarding = .welcome
    var skipped = false
  }
}

let progress = Onboarding.Progress()

withObservationTracking {
  _ = progress.step
} onChange: {
  print("step changed")
}
progress.skipped = true
print("skipped set")
progress.step = .welcome
print("same step assigned")
progress.step = .permissions
print("at permissions: \(progress.step == .permissions)")
