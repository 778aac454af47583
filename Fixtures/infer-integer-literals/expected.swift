import Observation

// @Observable
class Thermostat {
  private var _target = 21
  var target: Int = 21 {
    @storageRestrictions(initializes: _target)
    init(initialValue) {
      _target = initialValue
    }
    get {
      access(keyPath: \.target)
      return _target
    }
    set {
      guard shouldNotifyObservers(_target, newValue) else {
        _target = newValue
        return
      }
      withMutation(keyPath: \.target) {
        _target = newValue
      }
    }
    _modify {
      access(keyPath: \.target)
      _$observationRegistrar.willSet(self, keyPath: \.target)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.target)
      }
      yield &_target
    }
  }
  private var _offset = -3
  var offset: Int = -3 {
    @storageRestrictions(initializes: _offset)
    init(initialValue) {
      _offset = initialValue
    }
    get {
      access(keyPath: \.offset)
      return _offset
    }
    set {
      guard shouldNotifyObservers(_offset, newValue) else {
        _offset = newValue
        return
      }
      withMutation(keyPath: \.offset) {
        _offset = newValue
      }
    }
    _modify {
      access(keyPath: \.offset)
      _$observationRegistrar.willSet(self, keyPath: \.offset)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.offset)
      }
      yield &_offset
    }
  }
  private var _colorMask = 0xFF00FF
  var colorMask: Int = 0xFF00FF {
    @storageRestrictions(initializes: _colorMask)
    init(initialValue) {
      _colorMask = initialValue
    }
    get {
      access(keyPath: \.colorMask)
      return _colorMask
    }
    set {
      guard shouldNotifyObservers(_colorMask, newValue) else {
        _colorMask = newValue
        return
      }
      withMutation(keyPath: \.colorMask) {
        _colorMask = newValue
      }
    }
    _modify {
      access(keyPath: \.colorMask)
      _$observationRegistrar.willSet(self, keyPath: \.colorMask)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.colorMask)
      }
      yield &_colorMask
    }
  }
  private var _flags = 0b1010
  var flags: Int = 0b1010 {
    @storageRestrictions(initializes: _flags)
    init(initialValue) {
      _flags = initialValue
    }
    get {
      access(keyPath: \.flags)
      return _flags
    }
    set {
      guard shouldNotifyObservers(_flags, newValue) else {
        _flags = newValue
        return
      }
      withMutation(keyPath: \.flags) {
        _flags = newValue
      }
    }
    _modify {
      access(keyPath: \.flags)
      _$observationRegistrar.willSet(self, keyPath: \.flags)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.flags)
      }
      yield &_flags
    }
  }
  private var _maxRuntimeSeconds = 86_400
  var maxRuntimeSeconds: Int = 86_400 {
    @storageRestrictions(initializes: _maxRuntimeSeconds)
    init(initialValue) {
      _maxRuntimeSeconds = initialValue
    }
    get {
      access(keyPath: \.maxRuntimeSeconds)
      return _maxRuntimeSeconds
    }
    set {
      guard shouldNotifyObservers(_maxRuntimeSeconds, newValue) else {
        _maxRuntimeSeconds = newValue
        return
      }
      withMutation(keyPath: \.maxRuntimeSeconds) {
        _maxRuntimeSeconds = newValue
      }
    }
    _modify {
      access(keyPath: \.maxRuntimeSeconds)
      _$observationRegistrar.willSet(self, keyPath: \.maxRuntimeSeconds)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.maxRuntimeSeconds)
      }
      yield &_maxRuntimeSeconds
    }
  }
  private var _octalMode = 0o644
  var octalMode: Int = 0o644 {
    @storageRestrictions(initializes: _octalMode)
    init(initialValue) {
      _octalMode = initialValue
    }
    get {
      access(keyPath: \.octalMode)
      return _octalMode
    }
    set {
      guard shouldNotifyObservers(_octalMode, newValue) else {
        _octalMode = newValue
        return
      }
      withMutation(keyPath: \.octalMode) {
        _octalMode = newValue
      }
    }
    _modify {
      access(keyPath: \.octalMode)
      _$observationRegistrar.willSet(self, keyPath: \.octalMode)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.octalMode)
      }
      yield &_octalMode
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Thermostat, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Thermostat, __macro_local_6MemberfMu0_>,
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

extension Thermostat: nonisolated Observation.Observable {
}

let thermostat = Thermostat()
let total: Int = thermostat.target + thermostat.offset + thermostat.colorMask
  + thermostat.flags + thermostat.maxRuntimeSeconds + thermostat.octalMode
print("sum of settings: \(total)")

withObservationTracking {
  _ = thermostat.target
} onChange: {
  print("target changed")
}
thermostat.offset = -5
thermostat.flags |= 0b0001
print("offset \(thermostat.offset), flags \(thermostat.flags)")
thermostat.target = 21
print("same target assigned")
thermostat.target -= 1
print("target \(thermostat.target)")
