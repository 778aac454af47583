import Observation

enum Phase { case idle, running }
struct Token {}

// Inside `Loader`, `State`, `Phase` and `Token` name its own member types; an initializer that
// starts with such a name means the member type, and so does the annotation written for it.
// @Observable
final class Loader {
  enum State { case loading, done }
  struct Phase { static let idle = 0 }
  struct Token { var id = 1 }

  private var _state = State.loading
  var state: Loader.State = State.loading {
    @storageRestrictions(initializes: _state)
    init(initialValue) {
      _state = initialValue
    }
    get {
      access(keyPath: \.state)
      return _state
    }
    set {
      guard shouldNotifyObservers(_state, newValue) else {
        _state = newValue
        return
      }
      withMutation(keyPath: \.state) {
        _state = newValue
      }
    }
    _modify {
      access(keyPath: \.state)
      _$observationRegistrar.willSet(self, keyPath: \.state)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.state)
      }
      yield &_state
    }
  }
  private var _phase = Phase.idle
  var phase: Int = Phase.idle {
    @storageRestrictions(initializes: _phase)
    init(initialValue) {
      _phase = initialValue
    }
    get {
      access(keyPath: \.phase)
      return _phase
    }
    set {
      guard shouldNotifyObservers(_phase, newValue) else {
        _phase = newValue
        return
      }
      withMutation(keyPath: \.phase) {
        _phase = newValue
      }
    }
    _modify {
      access(keyPath: \.phase)
      _$observationRegistrar.willSet(self, keyPath: \.phase)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.phase)
      }
      yield &_phase
    }
  }
  private var _token = Token()
  var token: Loader.Token = Token() {
    @storageRestrictions(initializes: _token)
    init(initialValue) {
      _token = initialValue
    }
    get {
      access(keyPath: \.token)
      return _token
    }
    set {
      guard shouldNotifyObservers(_token, newValue) else {
        _token = newValue
        return
      }
      withMutation(keyPath: \.token) {
        _token = newValue
      }
    }
    _modify {
      access(keyPath: \.token)
      _$observationRegistrar.willSet(self, keyPath: \.token)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.token)
      }
      yield &_token
    }
  }
  private var _history = [State]()
  var history: [Loader.State] = [State]() {
    @storageRestrictions(initializes: _history)
    init(initialValue) {
      _history = initialValue
    }
    get {
      access(keyPath: \.history)
      return _history
    }
    set {
      guard shouldNotifyObservers(_history, newValue) else {
        _history = newValue
        return
      }
      withMutation(keyPath: \.history) {
        _history = newValue
      }
    }
    _modify {
      access(keyPath: \.history)
      _$observationRegistrar.willSet(self, keyPath: \.history)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.history)
      }
      yield &_history
    }
  }
  private var _kind = State.self
  var kind: Loader.State.Type = State.self {
    @storageRestrictions(initializes: _kind)
    init(initialValue) {
      _kind = initialValue
    }
    get {
      access(keyPath: \.kind)
      return _kind
    }
    set {
      guard shouldNotifyObservers(_kind, newValue) else {
        _kind = newValue
        return
      }
      withMutation(keyPath: \.kind) {
        _kind = newValue
      }
    }
    _modify {
      access(keyPath: \.kind)
      _$observationRegistrar.willSet(self, keyPath: \.kind)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.kind)
      }
      yield &_kind
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Loader, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Loader, __macro_local_6MemberfMu0_>,
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

extension Loader: nonisolated Observation.Observable {
}

enum Outer {
  // @Observable
  final class Inner {
    enum Mode { case compact, full }
    private var _mode = Mode.compact
    var mode: Outer.Inner.Mode = Mode.compact {
      @storageRestrictions(initializes: _mode)
      init(initialValue) {
        _mode = initialValue
      }
      get {
        access(keyPath: \.mode)
        return _mode
      }
      set {
        guard shouldNotifyObservers(_mode, newValue) else {
          _mode = newValue
          return
        }
        withMutation(keyPath: \.mode) {
          _mode = newValue
        }
      }
      _modify {
        access(keyPath: \.mode)
        _$observationRegistrar.willSet(self, keyPath: \.mode)
        defer {
          _$observationRegistrar.didSet(self, keyPath: \.mode)
        }
        yield &_mode
      }
    }

    private let _$observationRegistrar = Observation.ObservationRegistrar()

    internal nonisolated func access<__macro_local_6MemberfMu_>(
      keyPath: Swift.KeyPath<Inner, __macro_local_6MemberfMu_>
    ) {
      _$observationRegistrar.access(self, keyPath: keyPath)
    }

    internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
      keyPath: Swift.KeyPath<Inner, __macro_local_6MemberfMu0_>,
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
}

extension Outer.Inner: nonisolated Observation.Observable {
}

// @Observable
final class Box<Value> {
  enum Slot { case empty, filled }
  private var _slot = Slot.empty
  var slot: Box<Value>.Slot = Slot.empty {
    @storageRestrictions(initializes: _slot)
    init(initialValue) {
      _slot = initialValue
    }
    get {
      access(keyPath: \.slot)
      return _slot
    }
    set {
      guard shouldNotifyObservers(_slot, newValue) else {
        _slot = newValue
        return
      }
      withMutation(keyPath: \.slot) {
        _slot = newValue
      }
    }
    _modify {
      access(keyPath: \.slot)
      _$observationRegistrar.willSet(self, keyPath: \.slot)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.slot)
      }
      yield &_slot
    }
  }
  private var _valueType = Value.self
  var valueType: Value.Type = Value.self {
    @storageRestrictions(initializes: _valueType)
    init(initialValue) {
      _valueType = initialValue
    }
    get {
      access(keyPath: \.valueType)
      return _valueType
    }
    set {
      guard shouldNotifyObservers(_valueType, newValue) else {
        _valueType = newValue
        return
      }
      withMutation(keyPath: \.valueType) {
        _valueType = newValue
      }
    }
    _modify {
      access(keyPath: \.valueType)
      _$observationRegistrar.willSet(self, keyPath: \.valueType)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.valueType)
      }
      yield &_valueType
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Box, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Box, __macro_local_6MemberfMu0_>,
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

extension Box: nonisolated Observation.Observable {
}

let loader = Loader()
withObservationTracking {
  _ = loader.state
} onChange: {
  print("state changed")
}
loader.history.append(loader.state)
loader.state = .done
print("inner: \(Outer.Inner().mode), box: \(Box<Int>().slot) \(Box<Int>().valueType)")
print("phase: \(loader.phase + 1), token: \(loader.token.id), history: \(loader.history.count), kind: \(loader.kind)")
