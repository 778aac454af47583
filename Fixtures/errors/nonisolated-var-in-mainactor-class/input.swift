import Observation

// @Observable
@MainActor
final class PlaybackModel {
  var isPlaying = false
  nonisolated var trackID: Int = 0
}
