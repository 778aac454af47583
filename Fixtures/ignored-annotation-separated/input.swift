import Observation

// A '// @ObservationIgnored' comment with a blank line under it annotates nothing: the
// property stays tracked (as with the real attribute's comment-form near misses), and a
// warning says so at the comment.
// @Observable
final class Player {
  var title = "Intro"

  // @ObservationIgnored

  private var position = 0

  // @ObservationIgnored
  var buffer: [Int] = []

  func advance() { position += 1 }
}

let player = Player()
withObservationTracking {
  _ = player.title
} onChange: {
  print("title changed")
}
player.title = "Chorus"
print(player.title)
