import Observation

final class RenderContext {
  let label: String
  init(label: String) { self.label = label }
}

// @Observable
final class Layer {
  private unowned(unsafe) var _context: RenderContext
  unowned(unsafe) var context: RenderContext {
    @storageRestrictions(initializes: _context)
    init(initialValue) {
      _context = initialValue
    }
    get {
      access(keyPath: \.context)
      return _context
    }
    set {
      guard shouldNotifyObservers(_context, newValue) else {
        _context = newValue
        return
      }
      withMutation(keyPath: \.context) {
        _context = newValue
      }
    }
    _modify {
      access(keyPath: \.context)
      _$observationRegistrar.willSet(self, keyPath: \.context)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.context)
      }
      yield &_context
    }
  }
  private var _opacity: Double = 1.0
  var opacity: Double = 1.0 {
    @storageRestrictions(initializes: _opacity)
    init(initialValue) {
      _opacity = initialValue
    }
    get {
      access(keyPath: \.opacity)
      return _opacity
    }
    set {
      guard shouldNotifyObservers(_opacity, newValue) else {
        _opacity = newValue
        return
      }
      withMutation(keyPath: \.opacity) {
        _opacity = newValue
      }
    }
    _modify {
      access(keyPath: \.opacity)
      _$observationRegistrar.willSet(self, keyPath: \.opacity)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.opacity)
      }
      yield &_opacity
    }
  }

  init(context: RenderContext) {
    self.context = context
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Layer, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Layer, __macro_local_6MemberfMu0_>,
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

extension Layer: nonisolated Observation.Observable {
}

let contexts = [RenderContext(label: "screen"), RenderContext(label: "print")]
let layer = Layer(context: contexts[0])

withObservationTracking {
  _ = layer.context
} onChange: {
  print("context changed")
}
layer.opacity = 0.5
print("opacity \(layer.opacity)")
layer.context = contexts[1]
print("context \(layer.context.label)")
