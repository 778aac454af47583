import Observation

// @Observable
@MainActor
final class AudioEngineModel {
  private var _volume: Float = 0.8
  var volume: Float = 0.8 {
    @storageRestrictions(initializes: _volume)
    init(initialValue) {
      _volume = initialValue
    }
    get {
      access(keyPath: \.volume)
      return _volume
    }
    set {
      guard shouldNotifyObservers(_volume, newValue) else {
        _volume = newValue
        return
      }
      withMutation(keyPath: \.volume) {
        _volume = newValue
      }
    }
    _modify {
      access(keyPath: \.volume)
      _$observationRegistrar.willSet(self, keyPath: \.volume)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.volume)
      }
      yield &_volume
    }
  }
  private nonisolated(unsafe) var _sampleRate: Int = 44_100
  nonisolated(unsafe) var sampleRate: Int = 44_100 {
    @storageRestrictions(initializes: _sampleRate)
    init(initialValue) {
      _sampleRate = initialValue
    }
    get {
      access(keyPath: \.sampleRate)
      return _sampleRate
    }
    set {
      guard shouldNotifyObservers(_sampleRate, newValue) else {
        _sampleRate = newValue
        return
      }
      withMutation(keyPath: \.sampleRate) {
        _sampleRate = newValue
      }
    }
    _modify {
      access(keyPath: \.sampleRate)
      _$observationRegistrar.willSet(self, keyPath: \.sampleRate)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.sampleRate)
      }
      yield &_sampleRate
    }
  }
  private nonisolated(unsafe) var _bufferSize = 512
  nonisolated(unsafe) var bufferSize: Int = 512 {
    @storageRestrictions(initializes: _bufferSize)
    init(initialValue) {
      _bufferSize = initialValue
    }
    get {
      access(keyPath: \.bufferSize)
      return _bufferSize
    }
    set {
      guard shouldNotifyObservers(_bufferSize, newValue) else {
        _bufferSize = newValue
        return
      }
      withMutation(keyPath: \.bufferSize) {
        _bufferSize = newValue
      }
    }
    _modify {
      access(keyPath: \.bufferSize)
      _$observationRegistrar.willSet(self, keyPath: \.bufferSize)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.bufferSize)
      }
      yield &_bufferSize
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<AudioEngineModel, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<AudioEngineModel, __macro_local_6MemberfMu0_>,
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

extension AudioEngineModel: nonisolated Observation.Observable {
}

let engine = AudioEngineModel()

withObservationTracking {
  _ = engine.sampleRate
} onChange: {
  print("sample rate changed")
}
engine.volume = 0.5
engine.bufferSize = 1024
print("volume \(engine.volume), buffer \(engine.bufferSize)")
engine.sampleRate = 44_100
print("same sample rate assigned")
engine.sampleRate = 48_000
print("sample rate \(engine.sampleRate)")
