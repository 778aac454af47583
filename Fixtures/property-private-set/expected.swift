import Observation

// @Observable
public final class DownloadTask {
  private var _progress: Double = 0
  public private(set) var progress: Double = 0 {
    @storageRestrictions(initializes: _progress)
    init(initialValue) {
      _progress = initialValue
    }
    get {
      access(keyPath: \.progress)
      return _progress
    }
    set {
      guard shouldNotifyObservers(_progress, newValue) else {
        _progress = newValue
        return
      }
      withMutation(keyPath: \.progress) {
        _progress = newValue
      }
    }
    _modify {
      access(keyPath: \.progress)
      _$observationRegistrar.willSet(self, keyPath: \.progress)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.progress)
      }
      yield &_progress
    }
  }
  private var _state = "queued"
  public internal(set) var state: String = "queued" {
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
  private var _bytesReceived = 0
  private(set) var bytesReceived: Int = 0 {
    @storageRestrictions(initializes: _bytesReceived)
    init(initialValue) {
      _bytesReceived = initialValue
    }
    get {
      access(keyPath: \.bytesReceived)
      return _bytesReceived
    }
    set {
      guard shouldNotifyObservers(_bytesReceived, newValue) else {
        _bytesReceived = newValue
        return
      }
      withMutation(keyPath: \.bytesReceived) {
        _bytesReceived = newValue
      }
    }
    _modify {
      access(keyPath: \.bytesReceived)
      _$observationRegistrar.willSet(self, keyPath: \.bytesReceived)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.bytesReceived)
      }
      yield &_bytesReceived
    }
  }
  private var _attempts: Int = 0
  fileprivate(set) var attempts: Int = 0 {
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

  public init() {}

  func receive(_ bytes: Int, of total: Int) {
    bytesReceived += bytes
    progress = Double(bytesReceived) / Double(total)
    state = progress >= 1 ? "done" : "running"
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<DownloadTask, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<DownloadTask, __macro_local_6MemberfMu0_>,
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

extension DownloadTask: nonisolated Observation.Observable {
}

let task = DownloadTask()

withObservationTracking {
  _ = task.progress
} onChange: {
  print("progress changed")
}
task.state = "starting"
task.attempts += 1
print("state \(task.state), attempts \(task.attempts)")
task.receive(50, of: 100)
task.receive(50, of: 100)
print("progress \(task.progress), bytes \(task.bytesReceived), state \(task.state)")
