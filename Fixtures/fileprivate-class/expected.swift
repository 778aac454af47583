import Observation

// @Observable
fileprivate class DraftStore {
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
  var wordCount: Int {
    text.split(separator: " ").count
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<DraftStore, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<DraftStore, __macro_local_6MemberfMu0_>,
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

extension DraftStore: nonisolated Observation.Observable {
}

fileprivate let drafts = DraftStore()

withObservationTracking {
  _ = drafts.wordCount
} onChange: {
  print("word count inputs changed")
}
drafts.text = "hello observable world"
print("words: \(drafts.wordCount)")
