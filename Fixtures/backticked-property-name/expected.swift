import Observation

// @Observable
final class ProfileDefaults {
  private var _default = 0
  var `default`: Int = 0 {
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
  private var _class: String = "standard"
  var `class`: String = "standard" {
    @storageRestrictions(initializes: _class)
    init(initialValue) {
      _class = initialValue
    }
    get {
      access(keyPath: \.`class`)
      return _class
    }
    set {
      guard shouldNotifyObservers(_class, newValue) else {
        _class = newValue
        return
      }
      withMutation(keyPath: \.`class`) {
        _class = newValue
      }
    }
    _modify {
      access(keyPath: \.`class`)
      _$observationRegistrar.willSet(self, keyPath: \.`class`)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.`class`)
      }
      yield &_class
    }
  }
  private var _regular = true
  var regular: Bool = true {
    @storageRestrictions(initializes: _regular)
    init(initialValue) {
      _regular = initialValue
    }
    get {
      access(keyPath: \.regular)
      return _regular
    }
    set {
      guard shouldNotifyObservers(_regular, newValue) else {
        _regular = newValue
        return
      }
      withMutation(keyPath: \.regular) {
        _regular = newValue
      }
    }
    _modify {
      access(keyPath: \.regular)
      _$observationRegistrar.willSet(self, keyPath: \.regular)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.regular)
      }
      yield &_regular
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<ProfileDefaults, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<ProfileDefaults, __macro_local_6MemberfMu0_>,
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

extension ProfileDefaults: nonisolated Observation.Observable {
}

let defaults = ProfileDefaults()

withObservationTracking {
  _ = defaults.default
} onChange: {
  print("default changed")
}
defaults.class = "premium"
print("class \(defaults.class)")
defaults.`default` = 0
print("same default assigned")
defaults.default = 3
print("default \(defaults.default)")

withObservationTracking {
  _ = defaults.`class`
} onChange: {
  print("class changed")
}
defaults.class = "basic"
print("class \(defaults.class), regular \(defaults.regular)")
