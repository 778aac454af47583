import Observation

// @Observable
class GameBoard {
  private var _cursor: (row: Int, column: Int) = (0, 0)
  var cursor: (row: Int, column: Int) = (0, 0) {
    @storageRestrictions(initializes: _cursor)
    init(initialValue) {
      _cursor = initialValue
    }
    get {
      access(keyPath: \.cursor)
      return _cursor
    }
    set {
      guard shouldNotifyObservers(_cursor, newValue) else {
        _cursor = newValue
        return
      }
      withMutation(keyPath: \.cursor) {
        _cursor = newValue
      }
    }
    _modify {
      access(keyPath: \.cursor)
      _$observationRegistrar.willSet(self, keyPath: \.cursor)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.cursor)
      }
      yield &_cursor
    }
  }
  private var _score: (home: Int, away: Int)
  var score: (home: Int, away: Int) {
    @storageRestrictions(initializes: _score)
    init(initialValue) {
      _score = initialValue
    }
    get {
      access(keyPath: \.score)
      return _score
    }
    set {
      guard shouldNotifyObservers(_score, newValue) else {
        _score = newValue
        return
      }
      withMutation(keyPath: \.score) {
        _score = newValue
      }
    }
    _modify {
      access(keyPath: \.score)
      _$observationRegistrar.willSet(self, keyPath: \.score)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.score)
      }
      yield &_score
    }
  }
  private var _lastMove: (Int, Int)?
  var lastMove: (Int, Int)? {
    @storageRestrictions(initializes: _lastMove)
    init(initialValue) {
      _lastMove = initialValue
    }
    get {
      access(keyPath: \.lastMove)
      return _lastMove
    }
    set {
      guard shouldNotifyObservers(_lastMove, newValue) else {
        _lastMove = newValue
        return
      }
      withMutation(keyPath: \.lastMove) {
        _lastMove = newValue
      }
    }
    _modify {
      access(keyPath: \.lastMove)
      _$observationRegistrar.willSet(self, keyPath: \.lastMove)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.lastMove)
      }
      yield &_lastMove
    }
  }

  init() {
    score = (home: 0, away: 0)
  }

  func move(to row: Int, _ column: Int) {
    lastMove = (cursor.row, cursor.column)
    cursor = (row, column)
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<GameBoard, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<GameBoard, __macro_local_6MemberfMu0_>,
    _ mutation: () throws -> __macro_local_14MutationResultfMu_
  ) rethrows -> __macro_local_14MutationResultfMu_ {
    try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
  }

  private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu1_>(_ lhs: __macro_local_6MemberfMu1_, _ rhs: __macro_local_6MemberfMu1_) -> Swift.Bool {
    true
  }

  private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu2_: Swift.Equatable>(_ lhs: __macro_local_6MemberfMu2_, _ rhs: __macro_local_6MemberfMu2_) -> Swift.Bool {
    lhs != rhs
  }

  private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu3_: AnyObject>(_ lhs: __macro_local_6MemberfMu3_, _ rhs: __macro_local_6MemberfMu3_) -> Swift.Bool {
    lhs !== rhs
  }

  private nonisolated func shouldNotifyObservers<__macro_local_6MemberfMu4_: Swift.Equatable & AnyObject>(_ lhs: __macro_local_6MemberfMu4_, _ rhs: __macro_local_6MemberfMu4_) -> Swift.Bool {
    lhs != rhs
  }
}

extension GameBoard: nonisolated Observation.Observable {
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
