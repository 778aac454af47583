import Observation

// @Observable
final class Scoreboard {
  var player: String = "P1"

  @ObservationIgnored private var storedScore = 0

  var score: Int {
    get {
      access(keyPath: \.score)
      return storedScore
    }
    set {
      withMutation(keyPath: \.score) {
        storedScore = min(newValue, 100)
      }
    }
  }
}

let board = Scoreboard()

withObservationTracking {
  _ = board.score
} onChange: {
  print("score changed")
}
board.player = "P2"
print("player changed, score untouched")
board.score = 250
print("score clamped to \(board.score)")

withObservationTracking {
  _ = board.player
} onChange: {
  print("player changed")
}
board.score = 10
print("score is \(board.score), player still \(board.player)")
