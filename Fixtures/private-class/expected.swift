import Observation

// @Observable
private final class ToastCenter {
  private var _message: String?
  var message: String? {
    @storageRestrictions(initializes: _message)
    init(initialValue) {
      _message = initialValue
    }
    get {
      access(keyPath: \.message)
      return _message
    }
    set {
      guard shouldNotifyObservers(_message, newValue) else {
        _message = newValue
        return
      }
      withMutation(keyPath: \.message) {
        _message = newValue
      }
    }
    _modify {
      access(keyPath: \.message)
      _$observationRegistrar.willSet(self, keyPath: \.message)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.message)
      }
      yield &_message
    }
  }
  private var _shownCount = 0
  var shownCount: Int = 0 {
    @storageRestrictions(initializes: _shownCount)
    init(initialValue) {
      _shownCount = initialValue
    }
    get {
      access(keyPath: \.shownCount)
      return _shownCount
    }
    set {
      guard shouldNotifyObservers(_shownCount, newValue) else {
        _shownCount = newValue
        return
      }
      withMutation(keyPath: \.shownCount) {
        _shownCount = newValue
      }
    }
    _modify {
      access(keyPath: \.shownCount)
      _$observationRegistrar.willSet(self, keyPath: \.shownCount)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.shownCount)
      }
      yield &_shownCount
    }
  }

  func show(_ text: String) {
    message = text
    shownCount += 1
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<ToastCenter, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<ToastCenter, __macro_local_6MemberfMu0_>,
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

extension ToastCenter: nonisolated Observation.Observable {
}

private let toasts = ToastCenter()

withObservationTracking {
  _ = toasts.message
} onChange: {
  print("toast message changed")
}
toasts.shownCount = 0
print("count reset")
toasts.show("Saved")
print("\(toasts.message ?? "-") shown \(toasts.shownCount) time(s)")
