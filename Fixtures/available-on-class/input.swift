import Observation

// @Observable
@available(macOS 14.0, iOS 17.0, *)
@available(tvOS, introduced: 17.0)
final class WidgetTimeline {
  var entries: [String] = []
  var refreshInterval: Int = 15
}

if #available(macOS 14.0, iOS 17.0, tvOS 17.0, *) {
  let timeline = WidgetTimeline()
  withObservationTracking {
    _ = timeline.entries
  } onChange: {
    print("entries changed")
  }
  timeline.refreshInterval = 30
  print("interval \(timeline.refreshInterval)")
  timeline.entries.append("09:00")
  print("entries \(timeline.entries)")
}
