import Observation

final class Owner {}

// A space between a modifier or attribute and its parenthesis: Swift 5 mode reads the
// parenthesis as the argument list (with a warning), and the macro tracks the property.
// @Observable
final class Player {
  private var _episode: Int = 0
  private (set) var episode: Int = 0 {
    @storageRestrictions(initializes: _episode)
    init(initialValue) {
      _episode = initialValue
    }
    get {
      access(keyPath: \.episode)
      return _episode
    }
    set {
      guard shouldNotifyObservers(_episode, newValue) else {
        _episode = newValue
        return
      }
      withMutation(keyPath: \.episode) {
        _episode = newValue
      }
    }
    _modify {
      access(keyPath: \.episode)
      _$observationRegistrar.willSet(self, keyPath: \.episode)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.episode)
      }
      yield &_episode
    }
  }
  private nonisolated (unsafe) var _volume: Int = 0
  nonisolated (unsafe) var volume: Int = 0 {
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
  private unowned (unsafe) var _owner: Owner
  unowned (unsafe) var owner: Owner {
    @storageRestrictions(initializes: _owner)
    init(initialValue) {
      _owner = initialValue
    }
    get {
      access(keyPath: \.owner)
      return _owner
    }
    set {
      guard shouldNotifyObservers(_owner, newValue) else {
        _owner = newValue
        return
      }
      withMutation(keyPath: \.owner) {
        _owner = newValue
      }
    }
    _modify {
      access(keyPath: \.owner)
      _$observationRegistrar.willSet(self, keyPath: \.owner)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.owner)
      }
      yield &_owner
    }
  }
  @available (*, deprecated) private var _legacy = 1
  @available (*, deprecated) var legacy: Int = 1 {
    @storageRestrictions(initializes: _legacy)
    init(initialValue) {
      _legacy = initialValue
    }
    get {
      access(keyPath: \.legacy)
      return _legacy
    }
    set {
      guard shouldNotifyObservers(_legacy, newValue) else {
        _legacy = newValue
        return
      }
      withMutation(keyPath: \.legacy) {
        _legacy = newValue
      }
    }
    _modify {
      access(keyPath: \.legacy)
      _$observationRegistrar.willSet(self, keyPath: \.legacy)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.legacy)
      }
      yield &_legacy
    }
  }
  private var _attempts = 0
  fileprivate (set) var attempts: Int = 0 {
    @storageRestrictions(initializes: _attempts)
    init(initialValue) {
      _attempts = initialValue
    }
    get {
      access(keyPath: \.attempts)
      return _attempts
    }
    set {
      guard shouldNotifyObservers(_attempts, newValue) else {
        _attempts = newValue
        return
      }
      withMutation(keyPath: \.attempts) {
        _attempts = newValue
      }
    }
    _modify {
      access(keyPath: \.attempts)
      _$observationRegistrar.willSet(self, keyPath: \.attempts)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.attempts)
      }
      yield &_attempts
    }
  }

  init(owner: Owner) { self.owner = owner }

  func next() { episode += 1 }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Player, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Player, __macro_local_6MemberfMu0_>,
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

extension Player: nonisolated Observation.Observable {
}

let owner = Owner()
let player = Player(owner: owner)
for (name, read, write) in [
  ("episode", { _ = player.episode }, { player.next() }),
  ("volume", { _ = player.volume }, { player.volume = 5 }),
  ("owner", { _ = player.owner }, { player.owner = owner }),
  ("attempts", { _ = player.attempts }, { player.attempts += 1 }),
] as [(String, () -> Void, () -> Void)] {
  var fired = false
  withObservationTracking { read() } onChange: { fired = true }
  write()
  print("\(name) notifies: \(fired)")
}
