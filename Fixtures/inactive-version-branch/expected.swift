import Observation

// A clause that a version check rules out is not parsed by the compiler: code written for
// another compiler may be there, such as this brace too many. It is skipped, not an error.
// @Observable
final class Settings {
  private var _theme = "light"
  var theme: String = "light" {
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

  #if compiler(<6)
  var legacyTheme = "dark" } // another compiler's syntax
  #else
  private var _fontSize = 13
  var fontSize: Int = 13 {
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
  #endif

  #if swift(>=99)
  @future var layout: Layout { ... }
  #elseif compiler(>=5.9)
  private var _spacing = 8.0
  var spacing: Double = 8.0 {
    @storageRestrictions(initializes: _spacing)
    init(initialValue) {
      _spacing = initialValue
    }
    get {
      access(keyPath: \.spacing)
      return _spacing
    }
    set {
      guard shouldNotifyObservers(_spacing, newValue) else {
        _spacing = newValue
        return
      }
      withMutation(keyPath: \.spacing) {
        _spacing = newValue
      }
    }
    _modify {
      access(keyPath: \.spacing)
      _$observationRegistrar.willSet(self, keyPath: \.spacing)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.spacing)
      }
      yield &_spacing
    }
  }
  #endif

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Settings, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Settings, __macro_local_6MemberfMu0_>,
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

extension Settings: nonisolated Observation.Observable {
}

// A class annotated in a skipped clause is not read either: no annotation error.
#if compiler(<5.9)
// @Observable
final class LegacySettings {
  var theme = "light" }}
}
#endif

let settings = Settings()
withObservationTracking {
  _ = settings.fontSize
  _ = settings.spacing
} onChange: {
  print("settings changed")
}
settings.spacing = 10
print(settings.theme, settings.fontSize, settings.spacing)
