import Observation

struct Theme: Equatable {
  var accent = "blue"
}

final class Logger {
  func log(_ message: String) { print("log: \(message)") }
}

enum Outer {
  struct Config: Equatable {
    var retries = 3
  }
}

// @Observable
class AppState {
  private var _theme = Theme()
  var theme: Theme = Theme() {
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
  private var _logger = Logger.init()
  var logger: Logger = Logger.init() {
    @storageRestrictions(initializes: _logger)
    init(initialValue) {
      _logger = initialValue
    }
    get {
      access(keyPath: \.logger)
      return _logger
    }
    set {
      guard shouldNotifyObservers(_logger, newValue) else {
        _logger = newValue
        return
      }
      withMutation(keyPath: \.logger) {
        _logger = newValue
      }
    }
    _modify {
      access(keyPath: \.logger)
      _$observationRegistrar.willSet(self, keyPath: \.logger)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.logger)
      }
      yield &_logger
    }
  }
  private var _config = Outer.Config()
  var config: Outer.Config = Outer.Config() {
    @storageRestrictions(initializes: _config)
    init(initialValue) {
      _config = initialValue
    }
    get {
      access(keyPath: \.config)
      return _config
    }
    set {
      guard shouldNotifyObservers(_config, newValue) else {
        _config = newValue
        return
      }
      withMutation(keyPath: \.config) {
        _config = newValue
      }
    }
    _modify {
      access(keyPath: \.config)
      _$observationRegistrar.willSet(self, keyPath: \.config)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.config)
      }
      yield &_config
    }
  }
  private var _identifier = Int(42)
  var identifier: Int = Int(42) {
    @storageRestrictions(initializes: _identifier)
    init(initialValue) {
      _identifier = initialValue
    }
    get {
      access(keyPath: \.identifier)
      return _identifier
    }
    set {
      guard shouldNotifyObservers(_identifier, newValue) else {
        _identifier = newValue
        return
      }
      withMutation(keyPath: \.identifier) {
        _identifier = newValue
      }
    }
    _modify {
      access(keyPath: \.identifier)
      _$observationRegistrar.willSet(self, keyPath: \.identifier)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.identifier)
      }
      yield &_identifier
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<AppState, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<AppState, __macro_local_6MemberfMu0_>,
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

extension AppState: nonisolated Observation.Observable {
}

let state = AppState()
state.logger.log("started with accent \(state.theme.accent)")

withObservationTracking {
  _ = state.theme
} onChange: {
  print("theme changed")
}
state.config = Outer.Config(retries: 5)
print("config changed: \(state.config.retries) retries")
state.theme = Theme()
print("equal theme assigned")
state.theme.accent = "green"
print("accent \(state.theme.accent), id \(state.identifier)")
