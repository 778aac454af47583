import Observation

// Classes that conform to `Observable` already get no second conformance.
protocol ObservableModel: Observable {}

// Through a protocol that refines `Observable`.
// @Observable
class Document: ObservableModel {
  private var _title = "Untitled"
  var title: String = "Untitled" {
    @storageRestrictions(initializes: _title)
    init(initialValue) {
      _title = initialValue
    }
    get {
      access(keyPath: \.title)
      return _title
    }
    set {
      guard shouldNotifyObservers(_title, newValue) else {
        _title = newValue
        return
      }
      withMutation(keyPath: \.title) {
        _title = newValue
      }
    }
    _modify {
      access(keyPath: \.title)
      _$observationRegistrar.willSet(self, keyPath: \.title)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.title)
      }
      yield &_title
    }
  }
  init() {}

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Document, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Document, __macro_local_6MemberfMu0_>,
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

extension Document: nonisolated Observation.Observable {
}

// Through an extension of its own.
// @Observable
final class Cursor {
  private var _line = 1
  var line: Int = 1 {
    @storageRestrictions(initializes: _line)
    init(initialValue) {
      _line = initialValue
    }
    get {
      access(keyPath: \.line)
      return _line
    }
    set {
      guard shouldNotifyObservers(_line, newValue) else {
        _line = newValue
        return
      }
      withMutation(keyPath: \.line) {
        _line = newValue
      }
    }
    _modify {
      access(keyPath: \.line)
      _$observationRegistrar.willSet(self, keyPath: \.line)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.line)
      }
      yield &_line
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Cursor, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Cursor, __macro_local_6MemberfMu0_>,
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

extension Cursor: Observable {}

// Through a superclass reached by a type alias.
typealias BaseDocument = Document

// @Observable
final class Draft: BaseDocument {
  private var _words = 0
  var words: Int = 0 {
    @storageRestrictions(initializes: _words)
    init(initialValue) {
      _words = initialValue
    }
    get {
      access(keyPath: \.words)
      return _words
    }
    set {
      guard shouldNotifyObservers(_words, newValue) else {
        _words = newValue
        return
      }
      withMutation(keyPath: \.words) {
        _words = newValue
      }
    }
    _modify {
      access(keyPath: \.words)
      _$observationRegistrar.willSet(self, keyPath: \.words)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.words)
      }
      yield &_words
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Draft, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Draft, __macro_local_6MemberfMu0_>,
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

let draft = Draft()
withObservationTracking {
  _ = draft.title
  _ = draft.words
} onChange: {
  print("draft changed")
}
draft.words = 12
let cursor = Cursor()
withObservationTracking {
  _ = cursor.line
} onChange: {
  print("cursor moved")
}
cursor.line = 2
print(draft.title, draft.words, cursor.line)
