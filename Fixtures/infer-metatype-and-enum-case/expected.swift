import Observation

enum Theme: String {
  case light, dark
  case system = "auto"
}

// @Observable
final class Appearance {
  private var _theme = Theme.system
  var theme: Theme = Theme.system {
    @storageRestrictions(initializes: _theme)
    init(initialValue) {
      _theme = initialValue
    }
    get {
      access(keyPath: \.theme)
      return _theme
    }
    set {
      guard shouldNotifyObservers(_theme, newValue) else {
        _theme = newValue
        return
      }
      withMutation(keyPath: \.theme) {
        _theme = newValue
      }
    }
    _modify {
      access(keyPath: \.theme)
      _$observationRegistrar.willSet(self, keyPath: \.theme)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.theme)
      }
      yield &_theme
    }
  }
  private var _valueType = Int.self
  var valueType: Int.Type = Int.self {
    @storageRestrictions(initializes: _valueType)
    init(initialValue) {
      _valueType = initialValue
    }
    get {
      access(keyPath: \.valueType)
      return _valueType
    }
    set {
      guard shouldNotifyObservers(_valueType, newValue) else {
        _valueType = newValue
        return
      }
      withMutation(keyPath: \.valueType) {
        _valueType = newValue
      }
    }
    _modify {
      access(keyPath: \.valueType)
      _$observationRegistrar.willSet(self, keyPath: \.valueType)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.valueType)
      }
      yield &_valueType
    }
  }
  private var _fallback = Theme.light
  var fallback: Theme = Theme.light {
    @storageRestrictions(initializes: _fallback)
    init(initialValue) {
      _fallback = initialValue
    }
    get {
      access(keyPath: \.fallback)
      return _fallback
    }
    set {
      guard shouldNotifyObservers(_fallback, newValue) else {
        _fallback = newValue
        return
      }
      withMutation(keyPath: \.fallback) {
        _fallback = newValue
      }
    }
    _modify {
      access(keyPath: \.fallback)
      _$observationRegistrar.willSet(self, keyPath: \.fallback)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.fallback)
      }
      yield &_fallback
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Appearance, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Appearance, __macro_local_6MemberfMu0_>,
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

extension Appearance: nonisolated Observation.Observable {
}

let appearance = Appearance()
withObservationTracking {
  _ = appearance.theme
} onChange: {
  print("theme changed")
}
appearance.fallback = .dark
print("fallback set")
appearance.theme = .dark
print("theme: \(appearance.theme.rawValue), type: \(appearance.valueType)")
