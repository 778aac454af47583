import Observation

// @Observable
class Slider {
  private var _value = 0 as Double
  var value: Double = 0 as Double {
    @storageRestrictions(initializes: _value)
    init(initialValue) {
      _value = initialValue
    }
    get {
      access(keyPath: \.value)
      return _value
    }
    set {
      guard shouldNotifyObservers(_value, newValue) else {
        _value = newValue
        return
      }
      withMutation(keyPath: \.value) {
        _value = newValue
      }
    }
    _modify {
      access(keyPath: \.value)
      _$observationRegistrar.willSet(self, keyPath: \.value)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.value)
      }
      yield &_value
    }
  }
  private var _steps = 10 as Int
  var steps: Int = 10 as Int {
    @storageRestrictions(initializes: _steps)
    init(initialValue) {
      _steps = initialValue
    }
    get {
      access(keyPath: \.steps)
      return _steps
    }
    set {
      guard shouldNotifyObservers(_steps, newValue) else {
        _steps = newValue
        return
      }
      withMutation(keyPath: \.steps) {
        _steps = newValue
      }
    }
    _modify {
      access(keyPath: \.steps)
      _$observationRegistrar.willSet(self, keyPath: \.steps)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.steps)
      }
      yield &_steps
    }
  }
  private var _scale = 1 as Float
  var scale: Float = 1 as Float {
    @storageRestrictions(initializes: _scale)
    init(initialValue) {
      _scale = initialValue
    }
    get {
      access(keyPath: \.scale)
      return _scale
    }
    set {
      guard shouldNotifyObservers(_scale, newValue) else {
        _scale = newValue
        return
      }
      withMutation(keyPath: \.scale) {
        _scale = newValue
      }
    }
    _modify {
      access(keyPath: \.scale)
      _$observationRegistrar.willSet(self, keyPath: \.scale)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.scale)
      }
      yield &_scale
    }
  }
  private var _caption = "Volume" as String
  var caption: String = "Volume" as String {
    @storageRestrictions(initializes: _caption)
    init(initialValue) {
      _caption = initialValue
    }
    get {
      access(keyPath: \.caption)
      return _caption
    }
    set {
      guard shouldNotifyObservers(_caption, newValue) else {
        _caption = newValue
        return
      }
      withMutation(keyPath: \.caption) {
        _caption = newValue
      }
    }
    _modify {
      access(keyPath: \.caption)
      _$observationRegistrar.willSet(self, keyPath: \.caption)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.caption)
      }
      yield &_caption
    }
  }
  private var _tags = [] as [String]
  var tags: [String] = [] as [String] {
    @storageRestrictions(initializes: _tags)
    init(initialValue) {
      _tags = initialValue
    }
    get {
      access(keyPath: \.tags)
      return _tags
    }
    set {
      guard shouldNotifyObservers(_tags, newValue) else {
        _tags = newValue
        return
      }
      withMutation(keyPath: \.tags) {
        _tags = newValue
      }
    }
    _modify {
      access(keyPath: \.tags)
      _$observationRegistrar.willSet(self, keyPath: \.tags)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.tags)
      }
      yield &_tags
    }
  }
  private var _maximum = nil as Double?
  var maximum: Double? = nil as Double? {
    @storageRestrictions(initializes: _maximum)
    init(initialValue) {
      _maximum = initialValue
    }
    get {
      access(keyPath: \.maximum)
      return _maximum
    }
    set {
      guard shouldNotifyObservers(_maximum, newValue) else {
        _maximum = newValue
        return
      }
      withMutation(keyPath: \.maximum) {
        _maximum = newValue
      }
    }
    _modify {
      access(keyPath: \.maximum)
      _$observationRegistrar.willSet(self, keyPath: \.maximum)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.maximum)
      }
      yield &_maximum
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Slider, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Slider, __macro_local_6MemberfMu0_>,
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

extension Slider: nonisolated Observation.Observable {
}

let slider = Slider()
print("\(slider.caption): \(slider.value) of \(slider.steps) steps, scale \(slider.scale), max \(slider.maximum ?? -1)")

withObservationTracking {
  _ = slider.value
} onChange: {
  print("value changed")
}
slider.scale = 2
slider.tags.append("audio")
print("scale and tags changed")
slider.value = 0
print("same value assigned")
slider.value = 0.5
print("value \(slider.value)")
