import Observation

// @Observable
class UndoableText {
  private var _text = ""
  var text: String = "" {
    @storageRestrictions(initializes: _text)
    init(initialValue) {
      _text = initialValue
    }
    get {
      access(keyPath: \.text)
      return _text
    }
    set {
      guard shouldNotifyObservers(_text, newValue) else {
        _text = newValue
        return
      }
      withMutation(keyPath: \.text) {
        _text = newValue
      }
    }
    _modify {
      access(keyPath: \.text)
      _$observationRegistrar.willSet(self, keyPath: \.text)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.text)
      }
      yield &_text
    }
  }
  private var _cursor = 0
  var cursor: Int = 0 {
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
  // @ObservationIgnored
  var history: [String] = []

  func withMutation<Member, Result>(
    keyPath: KeyPath<UndoableText, Member>,
    _ mutation: () throws -> Result
  ) rethrows -> Result {
    if keyPath == \UndoableText.text {
      history.append(text)
    }
    return try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<UndoableText, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
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

extension UndoableText: nonisolated Observation.Observable {
}

let editor = UndoableText()

withObservationTracking {
  _ = editor.text
} onChange: {
  print("text changed")
}
editor.text = "a"
editor.text = "ab"
editor.cursor = 2
editor.text = "ab"
print("history \(editor.history), text \(editor.text)")
