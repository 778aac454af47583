import Observation

// @Observable
class VolumeSettings {
  private var _level: Int = 5 {
    willSet {
      print("level will change from \(level) to \(newValue)")
    }
    didSet {
      if level > 10 {
        level = 10
      }
      print("level did change from \(oldValue) to \(level)")
    }
  }
  var level: Int = 5 {
    @storageRestrictions(initializes: _level)
    init(initialValue) {
      _level = initialValue
    }
    get {
      access(keyPath: \.level)
      return _level
    }
    set {
      guard shouldNotifyObservers(_level, newValue) else {
        _level = newValue
        return
      }
      withMutation(keyPath: \.level) {
        _level = newValue
      }
    }
    _modify {
      access(keyPath: \.level)
      _$observationRegistrar.willSet(self, keyPath: \.level)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.level)
      }
      yield &_level
    }
  }
  private var _muted = false {
    didSet { print("muted: \(muted)") }
  }
  var muted: Bool = false {
    @storageRestrictions(initializes: _muted)
    init(initialValue) {
      _muted = initialValue
    }
    get {
      access(keyPath: \.muted)
      return _muted
    }
    set {
      guard shouldNotifyObservers(_muted, newValue) else {
        _muted = newValue
        return
      }
      withMutation(keyPath: \.muted) {
        _muted = newValue
      }
    }
    _modify {
      access(keyPath: \.muted)
      _$observationRegistrar.willSet(self, keyPath: \.muted)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.muted)
      }
      yield &_muted
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<VolumeSettings, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<VolumeSettings, __macro_local_6MemberfMu0_>,
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

extension VolumeSettings: nonisolated Observation.Observable {
}

let settings = VolumeSettings()

withObservationTracking {
  _ = settings.level
} onChange: {
  print("onChange: level")
}
settings.muted = true
settings.level = 5
print("--")
settings.level = 42
print("final level: \(settings.level)")
