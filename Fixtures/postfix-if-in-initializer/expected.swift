import Observation

struct Builder {
  var steps: [String] = []
  func padding() -> Builder { Builder(steps: steps + ["padding"]) }
  func other() -> Builder { Builder(steps: steps + ["other"]) }
  func bold() -> Builder { Builder(steps: steps + ["bold"]) }
}

// An initializer continued by postfix `#if`s (SE-0308): the initializer runs through the
// `#endif`, the accessors come after it, and the store keeps the whole chain.
// @Observable
final class Screen {
  private var _b: Builder = Builder()
    #if os(Linux)
    .padding()
    #else
    .other()
    #endif
  var b: Builder = Builder()
    #if os(Linux)
    .padding()
    #else
    .other()
    #endif
  {
    @storageRestrictions(initializes: _b)
    init(initialValue) {
      _b = initialValue
    }
    get {
      access(keyPath: \.b)
      return _b
    }
    set {
      guard shouldNotifyObservers(_b, newValue) else {
        _b = newValue
        return
      }
      withMutation(keyPath: \.b) {
        _b = newValue
      }
    }
    _modify {
      access(keyPath: \.b)
      _$observationRegistrar.willSet(self, keyPath: \.b)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.b)
      }
      yield &_b
    }
  }
  private var _nested: Builder = Builder()
    #if canImport(Foundation)
      #if os(Linux)
      .padding()
      #endif
    .bold()
    #endif
  var nested: Builder = Builder()
    #if canImport(Foundation)
      #if os(Linux)
      .padding()
      #endif
    .bold()
    #endif
  {
    @storageRestrictions(initializes: _nested)
    init(initialValue) {
      _nested = initialValue
    }
    get {
      access(keyPath: \.nested)
      return _nested
    }
    set {
      guard shouldNotifyObservers(_nested, newValue) else {
        _nested = newValue
        return
      }
      withMutation(keyPath: \.nested) {
        _nested = newValue
      }
    }
    _modify {
      access(keyPath: \.nested)
      _$observationRegistrar.willSet(self, keyPath: \.nested)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.nested)
      }
      yield &_nested
    }
  }
  private var _chained: Builder = Builder()
    #if os(Linux)
    .padding()
    #endif
    .bold()
    #if DEBUG
    .other()
    #endif
  var chained: Builder = Builder()
    #if os(Linux)
    .padding()
    #endif
    .bold()
    #if DEBUG
    .other()
    #endif
  {
    @storageRestrictions(initializes: _chained)
    init(initialValue) {
      _chained = initialValue
    }
    get {
      access(keyPath: \.chained)
      return _chained
    }
    set {
      guard shouldNotifyObservers(_chained, newValue) else {
        _chained = newValue
        return
      }
      withMutation(keyPath: \.chained) {
        _chained = newValue
      }
    }
    _modify {
      access(keyPath: \.chained)
      _$observationRegistrar.willSet(self, keyPath: \.chained)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.chained)
      }
      yield &_chained
    }
  }
  private var _after = 1
  var after: Int = 1 {
    @storageRestrictions(initializes: _after)
    init(initialValue) {
      _after = initialValue
    }
    get {
      access(keyPath: \.after)
      return _after
    }
    set {
      guard shouldNotifyObservers(_after, newValue) else {
        _after = newValue
        return
      }
      withMutation(keyPath: \.after) {
        _after = newValue
      }
    }
    _modify {
      access(keyPath: \.after)
      _$observationRegistrar.willSet(self, keyPath: \.after)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.after)
      }
      yield &_after
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Screen, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Screen, __macro_local_6MemberfMu0_>,
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

extension Screen: nonisolated Observation.Observable {
}

let screen = Screen()
print(screen.b.steps, screen.nested.steps, screen.chained.steps, screen.after)
var fired = false
withObservationTracking { _ = screen.b } onChange: { fired = true }
screen.b = screen.b.bold()
print("b notifies: \(fired)")
