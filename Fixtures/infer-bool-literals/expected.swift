import Observation

// @Observable
class FeatureFlags {
  private var _darkMode = false
  var darkMode: Bool = false {
    @storageRestrictions(initializes: _darkMode)
    init(initialValue) {
      _darkMode = initialValue
    }
    get {
      access(keyPath: \.darkMode)
      return _darkMode
    }
    set {
      guard shouldNotifyObservers(_darkMode, newValue) else {
        _darkMode = newValue
        return
      }
      withMutation(keyPath: \.darkMode) {
        _darkMode = newValue
      }
    }
    _modify {
      access(keyPath: \.darkMode)
      _$observationRegistrar.willSet(self, keyPath: \.darkMode)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.darkMode)
      }
      yield &_darkMode
    }
  }
  private var _betaMenu = true
  var betaMenu: Bool = true {
    @storageRestrictions(initializes: _betaMenu)
    init(initialValue) {
      _betaMenu = initialValue
    }
    get {
      access(keyPath: \.betaMenu)
      return _betaMenu
    }
    set {
      guard shouldNotifyObservers(_betaMenu, newValue) else {
        _betaMenu = newValue
        return
      }
      withMutation(keyPath: \.betaMenu) {
        _betaMenu = newValue
      }
    }
    _modify {
      access(keyPath: \.betaMenu)
      _$observationRegistrar.willSet(self, keyPath: \.betaMenu)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.betaMenu)
      }
      yield &_betaMenu
    }
  }
  private var _analytics = false
  var analytics: Bool = false {
    @storageRestrictions(initializes: _analytics)
    init(initialValue) {
      _analytics = initialValue
    }
    get {
      access(keyPath: \.analytics)
      return _analytics
    }
    set {
      guard shouldNotifyObservers(_analytics, newValue) else {
        _analytics = newValue
        return
      }
      withMutation(keyPath: \.analytics) {
        _analytics = newValue
      }
    }
    _modify {
      access(keyPath: \.analytics)
      _$observationRegistrar.willSet(self, keyPath: \.analytics)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.analytics)
      }
      yield &_analytics
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<FeatureFlags, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<FeatureFlags, __macro_local_6MemberfMu0_>,
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

extension FeatureFlags: nonisolated Observation.Observable {
}

let flags = FeatureFlags()
print("dark \(flags.darkMode), beta \(flags.betaMenu), analytics \(flags.analytics)")

withObservationTracking {
  _ = flags.darkMode
} onChange: {
  print("dark mode toggled")
}
flags.betaMenu = false
print("beta menu off")
flags.darkMode = false
print("dark mode set to same value")
flags.darkMode.toggle()
print("dark \(flags.darkMode)")
