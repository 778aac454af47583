import Observation

// A raw identifier that is no plain name gets a raw backing name too.
// @Observable
final class Labels {
  var `display name`: String = "untitled"
  var `default` = 2
}

let labels = Labels()
withObservationTracking {
  _ = labels.`display name`
} onChange: {
  print("display name changed")
}
labels.`display name` = "Inbox"
print(labels.`display name`, labels.default)
