import Observation

// @Observable
open class MediaPlayer {
  public var isPlaying = false
  public private(set) var position: Double = 0

  public init() {}

  open func play() {
    isPlaying = true
  }

  open func seek(to seconds: Double) {
    position = seconds
  }
}

final class PodcastPlayer: MediaPlayer {
  override func play() {
    print("podcast intro")
    super.play()
  }
}

let player = PodcastPlayer()

withObservationTracking {
  _ = player.isPlaying
} onChange: {
  print("playback state changed")
}
player.seek(to: 12.5)
print("position \(player.position)")
player.play()
print("playing: \(player.isPlaying)")
