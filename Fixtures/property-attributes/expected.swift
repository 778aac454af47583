import Observation

// @Observable
@MainActor
final class EditorModel {
  @available(*, deprecated, message: "Use fontSize") private var _legacySize: Int = 12
  @available(*, deprecated, message: "Use fontSize")
  var legacySize: Int = 12 {
    @storageRestrictions(initializes: _legacySize)
    init(initialValue) {
      _legacySize = initialValue
    }
    get {
      access(keyPath: \.legacySize)
      return _legacySize
    }
    set {
      guard shouldNotifyObservers(_legacySize, newValue) else {
        _legacySize = newValue
        return
      }
      withMutation(keyPath: \.legacySize) {
        _legacySize = newValue
      }
    }
    _modify {
      access(keyPath: \.legacySize)
      _$observationRegistrar.willSet(self, keyPath: \.legacySize)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.legacySize)
      }
      yield &_legacySize
    }
  }

  @available(macOS 10.15, iOS 13, *) private var _fontSize: Int = 14
  @available(macOS 10.15, iOS 13, *)
  var fontSize: Int = 14 {
    @storageRestrictions(initializes: _fontSize)
    init(initialValue) {
      _fontSize = initialValue
    }
    get {
      access(keyPath: \.fontSize)
      return _fontSize
    }
    set {
      guard shouldNotifyObservers(_fontSize, newValue) else {
        _fontSize = newValue
        return
      }
      withMutation(keyPath: \.fontSize) {
        _fontSize = newValue
      }
    }
    _modify {
      access(keyPath: \.fontSize)
      _$observationRegistrar.willSet(self, keyPath: \.fontSize)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.fontSize)
      }
      yield &_fontSize
    }
  }

  @MainActor private var _cursorLine = 1
  @MainActor var cursorLine: Int = 1 {
    @storageRestrictions(initializes: _cursorLine)
    init(initialValue) {
      _cursorLine = initialValue
    }
    get {
      access(keyPath: \.cursorLine)
      return _cursorLine
    }
    set {
      guard shouldNotifyObservers(_cursorLine, newValue) else {
        _cursorLine = newValue
        return
      }
      withMutation(keyPath: \.cursorLine) {
        _cursorLine = newValue
      }
    }
    _modify {
      access(keyPath: \.cursorLine)
      _$observationRegistrar.willSet(self, keyPath: \.cursorLine)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.cursorLine)
      }
      yield &_cursorLine
    }
  }

  @inline(never) private var _selectionLength: Int = 0
  @inline(never) var selectionLength: Int = 0 {
    @storageRestrictions(initializes: _selectionLength)
    init(initialValue) {
      _selectionLength = initialValue
    }
    get {
      access(keyPath: \.selectionLength)
      return _selectionLength
    }
    set {
      guard shouldNotifyObservers(_selectionLength, newValue) else {
        _selectionLength = newValue
        return
      }
      withMutation(keyPath: \.selectionLength) {
        _selectionLength = newValue
      }
    }
    _modify {
      access(keyPath: \.selectionLength)
      _$observationRegistrar.willSet(self, keyPath: \.selectionLength)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.selectionLength)
      }
      yield &_selectionLength
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<EditorModel, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<EditorModel, __macro_local_6MemberfMu0_>,
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

extension EditorModel: nonisolated Observation.Observable {
}

let editor = EditorModel()

withObservationTracking {
  _ = editor.cursorLine
} onChange: {
  print("cursor moved")
}
editor.fontSize = 16
editor.selectionLength = 4
print("font \(editor.fontSize), selection \(editor.selectionLength)")
editor.cursorLine = 12
print("line \(editor.cursorLine)")
