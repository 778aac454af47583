import Observation

// @Observable
private final class ToastCenter {
  var message: String?
  var shownCount = 0

  func show(_ text: String) {
    message = text
    shownCount += 1
  }
}

private let toasts = ToastCenter()

withObservationTracking {
  _ = toasts.message
} onChange: {
  print("toast message changed")
}
toasts.shownCount = 0
print("count reset")
toasts.show("Saved")
print("\(toasts.message ?? "-") shown \(toasts.shownCount) time(s)")
