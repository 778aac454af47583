import Observation

// @Observable
@MainActor
final class DictationModel {
  private var _isListening = false
  var isListening: Bool = false {
    @storageRestrictions(initializes: _isListening)
    init(initialValue) {
      _isListening = initialValue
    }
    get {
      access(keyPath: \.isListening)
      return _isListening
    }
    set {
      guard shouldNotifyObservers(_isListening, newValue) else {
        _isListening = newValue
        return
      }
      withMutation(keyPath: \.isListening) {
        _isListening = newValue
      }
    }
    _modify {
      access(keyPath: \.isListening)
      _$observationRegistrar.willSet(self, keyPath: \.isListening)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.isListening)
      }
      yield &_isListening
    }
  }
  private var _transcript: String = ""
  var transcript: String = "" {
    @storageRestrictions(initializes: _transcript)
    init(initialValue) {
      _transcript = initialValue
    }
    get {
      access(keyPath: \.transcript)
      return _transcript
    }
    set {
      guard shouldNotifyObservers(_transcript, newValue) else {
        _transcript = newValue
        return
      }
      withMutation(keyPath: \.transcript) {
        _transcript = newValue
      }
    }
    _modify {
      access(keyPath: \.transcript)
      _$observationRegistrar.willSet(self, keyPath: \.transcript)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.transcript)
      }
      yield &_transcript
    }
  }

  func hear(_ words: String) {
    transcript += transcript.isEmpty ? words : " " + words
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<DictationModel, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<DictationModel, __macro_local_6MemberfMu0_>,
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

extension DictationModel: nonisolated Observation.Observable {
}

// @Observable
@MainActor
final class ComposerModel {
  private var _draft: String = ""
  var draft: String = "" {
    @storageRestrictions(initializes: _draft)
    init(initialValue) {
      _draft = initialValue
    }
    get {
      access(keyPath: \.draft)
      return _draft
    }
    set {
      guard shouldNotifyObservers(_draft, newValue) else {
        _draft = newValue
        return
      }
      withMutation(keyPath: \.draft) {
        _draft = newValue
      }
    }
    _modify {
      access(keyPath: \.draft)
      _$observationRegistrar.willSet(self, keyPath: \.draft)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.draft)
      }
      yield &_draft
    }
  }
  private var _dictation = DictationModel()
  var dictation: DictationModel = DictationModel() {
    @storageRestrictions(initializes: _dictation)
    init(initialValue) {
      _dictation = initialValue
    }
    get {
      access(keyPath: \.dictation)
      return _dictation
    }
    set {
      guard shouldNotifyObservers(_dictation, newValue) else {
        _dictation = newValue
        return
      }
      withMutation(keyPath: \.dictation) {
        _dictation = newValue
      }
    }
    _modify {
      access(keyPath: \.dictation)
      _$observationRegistrar.willSet(self, keyPath: \.dictation)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.dictation)
      }
      yield &_dictation
    }
  }

  func acceptDictation() {
    draft = dictation.transcript
    dictation.transcript = ""
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<ComposerModel, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<ComposerModel, __macro_local_6MemberfMu0_>,
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

extension ComposerModel: nonisolated Observation.Observable {
}

let composer = ComposerModel()

withObservationTracking {
  _ = composer.dictation.transcript
} onChange: {
  print("transcript changed")
}
composer.draft = "Hello"
composer.dictation.isListening = true
print("draft and listening changed; transcript untouched")
composer.dictation.hear("good morning")
composer.acceptDictation()
print("draft: \(composer.draft)")
