import Observation

/// Keeps the state of the music player's queue.
/// @Observable
final class QueueModel {
  var tracks: [String] = ["Intro"]
  var shuffle = false
  // @ObservationIgnored
  var playCount = 0
}

let queue = QueueModel()

withObservationTracking {
  _ = queue.tracks
  _ = queue.playCount
} onChange: {
  print("queue changed")
}
queue.playCount += 1
queue.shuffle = true
print("plays \(queue.playCount), shuffle \(queue.shuffle)")
queue.tracks.append("Verse")
print("tracks \(queue.tracks)")
