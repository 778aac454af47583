import Observation

// @Observable
open class MediaPlayer {
  private var _isPlaying = false
  public var isPlaying: Bool = false {
    @storageRestrictions(initializes: _isPlaying)
    init(initialValue) {
      _isPlaying = initialValue
    }
    get {
      access(keyPath: \.isPlaying)
      return _isPlaying
    }
    set {
      guard shouldNotifyObservers(_isPlaying, newValue) else {
        _isPlaying = newValue
        return
      }
      withMutation(keyPath: \.isPlaying) {
        _isPlaying = newValue
      }
    }
    _modify {
      access(keyPath: \.isPlaying)
      _$observationRegistrar.willSet(self, keyPath: \.isPlaying)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.isPlaying)
      }
      yield &_isPlaying
    }
  }
  private var _position: Double = 0
  public private(set) var position: Double = 0 {
    @storageRestrictions(initializes: _position)
    init(initialValue) {
      _position = initialValue
    }
    get {
      access(keyPath: \.position)
      return _position
    }
    set {
      guard shouldNotifyObservers(_position, newValue) else {
        _position = newValue
        return
      }
      withMutation(keyPath: \.position) {
        _position = newValue
      }
    }
    _modify {
      access(keyPath: \.position)
      _$observationRegistrar.willSet(self, keyPath: \.position)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.position)
      }
      yield &_position
    }
  }

  public init() {}

  open func play() {
    isPlaying = true
  }

  open func seek(to seconds: Double) {
    position = seconds
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<MediaPlayer, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<MediaPlayer, __macro_local_6MemberfMu0_>,
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

extension MediaPlayer: nonisolated Observation.Observable {
}

final class PodcastPlayer: MediaPlayer {
  override func play() {
    print("podcast intro")
    super.play()
  }
}

let player = PodcastPlayer()

withObservationTracking {
  _ = player.isPlaying
} onChange: {
  print("playback state changed")
}
player.seek(to: 12.5)
print("position \(player.position)")
player.play()
print("playing: \(player.isPlaying)")
