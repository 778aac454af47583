import Observation

// @Observable
open class ThemeController {
  private var _accentColor: String = "blue"
  open var accentColor: String = "blue" {
    @storageRestrictions(initializes: _accentColor)
    init(initialValue) {
      _accentColor = initialValue
    }
    get {
      access(keyPath: \.accentColor)
      return _accentColor
    }
    set {
      guard shouldNotifyObservers(_accentColor, newValue) else {
        _accentColor = newValue
        return
      }
      withMutation(keyPath: \.accentColor) {
        _accentColor = newValue
      }
    }
    _modify {
      access(keyPath: \.accentColor)
      _$observationRegistrar.willSet(self, keyPath: \.accentColor)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.accentColor)
      }
      yield &_accentColor
    }
  }
  private var _isDark = false
  public var isDark: Bool = false {
    @storageRestrictions(initializes: _isDark)
    init(initialValue) {
      _isDark = initialValue
    }
    get {
      access(keyPath: \.isDark)
      return _isDark
    }
    set {
      guard shouldNotifyObservers(_isDark, newValue) else {
        _isDark = newValue
        return
      }
      withMutation(keyPath: \.isDark) {
        _isDark = newValue
      }
    }
    _modify {
      access(keyPath: \.isDark)
      _$observationRegistrar.willSet(self, keyPath: \.isDark)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.isDark)
      }
      yield &_isDark
    }
  }

  public init() {}

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<ThemeController, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<ThemeController, __macro_local_6MemberfMu0_>,
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

extension ThemeController: nonisolated Observation.Observable {
}

final class BrandThemeController: ThemeController {
  override var accentColor: String {
    didSet { print("brand accent: \(accentColor)") }
  }
}

let theme = BrandThemeController()

withObservationTracking {
  _ = theme.accentColor
} onChange: {
  print("accent changed")
}
theme.isDark = true
print("dark: \(theme.isDark)")
theme.accentColor = "orange"
print("accent: \(theme.accentColor)")
