import Observation

// @Observable
final class RenderSettings {
  private var _quality = "high"
  var quality: String = "high" {
    @storageRestrictions(initializes: _quality)
    init(initialValue) {
      _quality = initialValue
    }
    get {
      access(keyPath: \.quality)
      return _quality
    }
    set {
      guard shouldNotifyObservers(_quality, newValue) else {
        _quality = newValue
        return
      }
      withMutation(keyPath: \.quality) {
        _quality = newValue
      }
    }
    _modify {
      access(keyPath: \.quality)
      _$observationRegistrar.willSet(self, keyPath: \.quality)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.quality)
      }
      yield &_quality
    }
  }
#if DEBUG
  private var _showFrameRate = true
  var showFrameRate: Bool = true {
    @storageRestrictions(initializes: _showFrameRate)
    init(initialValue) {
      _showFrameRate = initialValue
    }
    get {
      access(keyPath: \.showFrameRate)
      return _showFrameRate
    }
    set {
      guard shouldNotifyObservers(_showFrameRate, newValue) else {
        _showFrameRate = newValue
        return
      }
      withMutation(keyPath: \.showFrameRate) {
        _showFrameRate = newValue
      }
    }
    _modify {
      access(keyPath: \.showFrameRate)
      _$observationRegistrar.willSet(self, keyPath: \.showFrameRate)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.showFrameRate)
      }
      yield &_showFrameRate
    }
  }
  private var _debugLabel: String = "debug"
  var debugLabel: String = "debug" {
    @storageRestrictions(initializes: _debugLabel)
    init(initialValue) {
      _debugLabel = initialValue
    }
    get {
      access(keyPath: \.debugLabel)
      return _debugLabel
    }
    set {
      guard shouldNotifyObservers(_debugLabel, newValue) else {
        _debugLabel = newValue
        return
      }
      withMutation(keyPath: \.debugLabel) {
        _debugLabel = newValue
      }
    }
    _modify {
      access(keyPath: \.debugLabel)
      _$observationRegistrar.willSet(self, keyPath: \.debugLabel)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.debugLabel)
      }
      yield &_debugLabel
    }
  }
#elseif os(Linux)
  private var _useSoftwareRenderer = true
  var useSoftwareRenderer: Bool = true {
    @storageRestrictions(initializes: _useSoftwareRenderer)
    init(initialValue) {
      _useSoftwareRenderer = initialValue
    }
    get {
      access(keyPath: \.useSoftwareRenderer)
      return _useSoftwareRenderer
    }
    set {
      guard shouldNotifyObservers(_useSoftwareRenderer, newValue) else {
        _useSoftwareRenderer = newValue
        return
      }
      withMutation(keyPath: \.useSoftwareRenderer) {
        _useSoftwareRenderer = newValue
      }
    }
    _modify {
      access(keyPath: \.useSoftwareRenderer)
      _$observationRegistrar.willSet(self, keyPath: \.useSoftwareRenderer)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.useSoftwareRenderer)
      }
      yield &_useSoftwareRenderer
    }
  }
#else
  private var _useMetal: Bool = true
  var useMetal: Bool = true {
    @storageRestrictions(initializes: _useMetal)
    init(initialValue) {
      _useMetal = initialValue
    }
    get {
      access(keyPath: \.useMetal)
      return _useMetal
    }
    set {
      guard shouldNotifyObservers(_useMetal, newValue) else {
        _useMetal = newValue
        return
      }
      withMutation(keyPath: \.useMetal) {
        _useMetal = newValue
      }
    }
    _modify {
      access(keyPath: \.useMetal)
      _$observationRegistrar.willSet(self, keyPath: \.useMetal)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.useMetal)
      }
      yield &_useMetal
    }
  }
#endif
  private var _frameCap: Int = 60
  var frameCap: Int = 60 {
    @storageRestrictions(initializes: _frameCap)
    init(initialValue) {
      _frameCap = initialValue
    }
    get {
      access(keyPath: \.frameCap)
      return _frameCap
    }
    set {
      guard shouldNotifyObservers(_frameCap, newValue) else {
        _frameCap = newValue
        return
      }
      withMutation(keyPath: \.frameCap) {
        _frameCap = newValue
      }
    }
    _modify {
      access(keyPath: \.frameCap)
      _$observationRegistrar.willSet(self, keyPath: \.frameCap)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.frameCap)
      }
      yield &_frameCap
    }
  }

  var summary: String {
    #if DEBUG
    return "\(quality) \(debugLabel)"
    #else
    return "\(quality) @ \(frameCap)"
    #endif
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<RenderSettings, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<RenderSettings, __macro_local_6MemberfMu0_>,
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

extension RenderSettings: nonisolated Observation.Observable {
}

let settings = RenderSettings()
print(settings.summary)

withObservationTracking {
  _ = settings.summary
} onChange: {
  print("summary inputs changed")
}
#if DEBUG
settings.showFrameRate = false
#endif
settings.quality = "medium"
print(settings.summary)
