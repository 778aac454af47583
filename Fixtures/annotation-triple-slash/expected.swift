import Observation

/// Keeps the state of the music player's queue.
/// @Observable
final class QueueModel {
  private var _tracks: [String] = ["Intro"]
  var tracks: [String] = ["Intro"] {
    @storageRestrictions(initializes: _tracks)
    init(initialValue) {
      _tracks = initialValue
    }
    get {
      access(keyPath: \.tracks)
      return _tracks
    }
    set {
      guard shouldNotifyObservers(_tracks, newValue) else {
        _tracks = newValue
        return
      }
      withMutation(keyPath: \.tracks) {
        _tracks = newValue
      }
    }
    _modify {
      access(keyPath: \.tracks)
      _$observationRegistrar.willSet(self, keyPath: \.tracks)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.tracks)
      }
      yield &_tracks
    }
  }
  private var _shuffle = false
  var shuffle: Bool = false {
    @storageRestrictions(initializes: _shuffle)
    init(initialValue) {
      _shuffle = initialValue
    }
    get {
      access(keyPath: \.shuffle)
      return _shuffle
    }
    set {
      guard shouldNotifyObservers(_shuffle, newValue) else {
        _shuffle = newValue
        return
      }
      withMutation(keyPath: \.shuffle) {
        _shuffle = newValue
      }
    }
    _modify {
      access(keyPath: \.shuffle)
      _$observationRegistrar.willSet(self, keyPath: \.shuffle)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.shuffle)
      }
      yield &_shuffle
    }
  }
  // @ObservationIgnored
  var playCount = 0

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<QueueModel, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<QueueModel, __macro_local_6MemberfMu0_>,
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

extension QueueModel: nonisolated Observation.Observable {
}

let queue = QueueModel()

withObservationTracking {
  _ = queue.tracks
  _ = queue.playCount
} onChange: {
  print("queue changed")
}
queue.playCount += 1
queue.shuffle = true
print("plays \(queue.playCount), shuffle \(queue.shuffle)")
queue.tracks.append("Verse")
print("tracks \(queue.tracks)")
