#sourceLocation(file: "input.swift", line: 1)
import Observation

// @Observable
final class CanvasSize {
#sourceLocation()
  private var _width = 800
  var width: Int = 800 {
    @storageRestrictions(initializes: _width)
    init(initialValue) {
      _width = initialValue
    }
    get {
      access(keyPath: \.width)
      return _width
    }
    set {
      guard shouldNotifyObservers(_width, newValue) else {
        _width = newValue
        return
      }
      withMutation(keyPath: \.width) {
        _width = newValue
      }
    }
    _modify {
      access(keyPath: \.width)
      _$observationRegistrar.willSet(self, keyPath: \.width)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.width)
      }
      yield &_width
    }
  }
  private var _height = 600
  var height: Int = 600 {
    @storageRestrictions(initializes: _height)
    init(initialValue) {
      _height = initialValue
    }
    get {
      access(keyPath: \.height)
      return _height
    }
    set {
      guard shouldNotifyObservers(_height, newValue) else {
        _height = newValue
        return
      }
      withMutation(keyPath: \.height) {
        _height = newValue
      }
    }
    _modify {
      access(keyPath: \.height)
      _$observationRegistrar.willSet(self, keyPath: \.height)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.height)
      }
      yield &_height
    }
  }
  private var _minScale: Double = 0.5
  var minScale: Double = 0.5 {
    @storageRestrictions(initializes: _minScale)
    init(initialValue) {
      _minScale = initialValue
    }
    get {
      access(keyPath: \.minScale)
      return _minScale
    }
    set {
      guard shouldNotifyObservers(_minScale, newValue) else {
        _minScale = newValue
        return
      }
      withMutation(keyPath: \.minScale) {
        _minScale = newValue
      }
    }
    _modify {
      access(keyPath: \.minScale)
      _$observationRegistrar.willSet(self, keyPath: \.minScale)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.minScale)
      }
      yield &_minScale
    }
  }
  private var _maxScale: Double = 4.0
  var maxScale: Double = 4.0 {
    @storageRestrictions(initializes: _maxScale)
    init(initialValue) {
      _maxScale = initialValue
    }
    get {
      access(keyPath: \.maxScale)
      return _maxScale
    }
    set {
      guard shouldNotifyObservers(_maxScale, newValue) else {
        _maxScale = newValue
        return
      }
      withMutation(keyPath: \.maxScale) {
        _maxScale = newValue
      }
    }
    _modify {
      access(keyPath: \.maxScale)
      _$observationRegistrar.willSet(self, keyPath: \.maxScale)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.maxScale)
      }
      yield &_maxScale
    }
  }
#sourceLocation(file: "input.swift", line: 7)

  var area: Int { width * height }
#sourceLocation()

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<CanvasSize, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<CanvasSize, __macro_local_6MemberfMu0_>,
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
#sourceLocation(file: "input.swift", line: 9)
}
#sourceLocation()

extension CanvasSize: nonisolated Observation.Observable {
}
#sourceLocation(file: "input.swift", line: 10)

let canvas = CanvasSize()
print("area \(canvas.area), scale \(canvas.minScale)...\(canvas.maxScale)")

withObservationTracking {
  _ = canvas.height
} onChange: {
  print("height changed")
}
canvas.width = 1024
print("width \(canvas.width)")
canvas.height = 600
print("same height assigned")
canvas.height = 768
print("area \(canvas.area)")

withObservationTracking {
  _ = canvas.maxScale
} onChange: {
  print("max scale changed")
}
canvas.minScale = 0.25
canvas.maxScale = 8
print("scale \(canvas.minScale)...\(canvas.maxScale)")
