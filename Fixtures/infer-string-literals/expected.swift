import Observation

let appName = "Notes"

// @Observable
class DocumentTitle {
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
  private var _subtitle = ""
  var subtitle: String = "" {
    @storageRestrictions(initializes: _subtitle)
    init(initialValue) {
      _subtitle = initialValue
    }
    get {
      access(keyPath: \.subtitle)
      return _subtitle
    }
    set {
      guard shouldNotifyObservers(_subtitle, newValue) else {
        _subtitle = newValue
        return
      }
      withMutation(keyPath: \.subtitle) {
        _subtitle = newValue
      }
    }
    _modify {
      access(keyPath: \.subtitle)
      _$observationRegistrar.willSet(self, keyPath: \.subtitle)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.subtitle)
      }
      yield &_subtitle
    }
  }
  private var _windowTitle = "\(appName) - Untitled"
  var windowTitle: String = "\(appName) - Untitled" {
    @storageRestrictions(initializes: _windowTitle)
    init(initialValue) {
      _windowTitle = initialValue
    }
    get {
      access(keyPath: \.windowTitle)
      return _windowTitle
    }
    set {
      guard shouldNotifyObservers(_windowTitle, newValue) else {
        _windowTitle = newValue
        return
      }
      withMutation(keyPath: \.windowTitle) {
        _windowTitle = newValue
      }
    }
    _modify {
      access(keyPath: \.windowTitle)
      _$observationRegistrar.willSet(self, keyPath: \.windowTitle)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.windowTitle)
      }
      yield &_windowTitle
    }
  }
  private var _badge = "\u{2022} draft"
  var badge: String = "\u{2022} draft" {
    @storageRestrictions(initializes: _badge)
    init(initialValue) {
      _badge = initialValue
    }
    get {
      access(keyPath: \.badge)
      return _badge
    }
    set {
      guard shouldNotifyObservers(_badge, newValue) else {
        _badge = newValue
        return
      }
      withMutation(keyPath: \.badge) {
        _badge = newValue
      }
    }
    _modify {
      access(keyPath: \.badge)
      _$observationRegistrar.willSet(self, keyPath: \.badge)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.badge)
      }
      yield &_badge
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<DocumentTitle, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<DocumentTitle, __macro_local_6MemberfMu0_>,
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

extension DocumentTitle: nonisolated Observation.Observable {
}

let doc = DocumentTitle()
print(doc.windowTitle)

withObservationTracking {
  _ = doc.title
} onChange: {
  print("title changed")
}
doc.subtitle = "Edited just now"
print("subtitle: \(doc.subtitle)")
doc.title = "Untitled"
print("same title assigned")
doc.title = "Groceries"
doc.windowTitle = "\(appName) - \(doc.title)"
print(doc.windowTitle)
