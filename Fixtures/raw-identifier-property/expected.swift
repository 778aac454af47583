import Observation

// A raw identifier that is no plain name gets a raw backing name too.
// @Observable
final class Labels {
  private var `_display name`: String = "untitled"
  var `display name`: String = "untitled" {
    @storageRestrictions(initializes: `_display name`)
    init(initialValue) {
      `_display name` = initialValue
    }
    get {
      access(keyPath: \.`display name`)
      return `_display name`
    }
    set {
      guard shouldNotifyObservers(`_display name`, newValue) else {
        `_display name` = newValue
        return
      }
      withMutation(keyPath: \.`display name`) {
        `_display name` = newValue
      }
    }
    _modify {
      access(keyPath: \.`display name`)
      _$observationRegistrar.willSet(self, keyPath: \.`display name`)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.`display name`)
      }
      yield &`_display name`
    }
  }
  private var _default = 2
  var `default`: Int = 2 {
    @storageRestrictions(initializes: _default)
    init(initialValue) {
      _default = initialValue
    }
    get {
      access(keyPath: \.`default`)
      return _default
    }
    set {
      guard shouldNotifyObservers(_default, newValue) else {
        _default = newValue
        return
      }
      withMutation(keyPath: \.`default`) {
        _default = newValue
      }
    }
    _modify {
      access(keyPath: \.`default`)
      _$observationRegistrar.willSet(self, keyPath: \.`default`)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.`default`)
      }
      yield &_default
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Labels, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Labels, __macro_local_6MemberfMu0_>,
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

extension Labels: nonisolated Observation.Observable {
}

let labels = Labels()
withObservationTracking {
  _ = labels.`display name`
} onChange: {
  print("display name changed")
}
labels.`display name` = "Inbox"
print(labels.`display name`, labels.default)
