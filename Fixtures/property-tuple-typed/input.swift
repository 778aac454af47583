import Observation

// @Observable
class GameBoard {
  var cursor: (row: Int, column: Int) = (0, 0)
  var score: (home: Int, away: Int)
  var lastMove: (Int, Int)?

  init() {
    score = (home: 0, away: 0)
  }

  func move(to row: Int, _ column: Int) {
    lastMove = (cursor.row, cursor.column)
    cursor = (row, column)
  }
}

let board = GameBoard()

withObservationTracking {
  _ = board.cursor
} onChange: {
  print("cursor moved")
}
board.score.home += 1
print("score \(board.score.home)-\(board.score.away)")
board.move(to: 2, 3)
print("cursor \(board.cursor.row),\(board.cursor.column) from \(board.lastMove!.0),\(board.lastMove!.1)")
