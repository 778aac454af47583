import Observation

struct Coordinate: Equatable {
  var lat: Double
  var lon: Double
}

// @Observable
class LocationTracker {
  private var _lastFix: Coordinate?
  var lastFix: Coordinate? {
    @storageRestrictions(initializes: _lastFix)
    init(initialValue) {
      _lastFix = initialValue
    }
    get {
      access(keyPath: \.lastFix)
      return _lastFix
    }
    set {
      guard shouldNotifyObservers(_lastFix, newValue) else {
        _lastFix = newValue
        return
      }
      withMutation(keyPath: \.lastFix) {
        _lastFix = newValue
      }
    }
    _modify {
      access(keyPath: \.lastFix)
      _$observationRegistrar.willSet(self, keyPath: \.lastFix)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.lastFix)
      }
      yield &_lastFix
    }
  }
  private var _errorMessage: String?
  var errorMessage: String? {
    @storageRestrictions(initializes: _errorMessage)
    init(initialValue) {
      _errorMessage = initialValue
    }
    get {
      access(keyPath: \.errorMessage)
      return _errorMessage
    }
    set {
      guard shouldNotifyObservers(_errorMessage, newValue) else {
        _errorMessage = newValue
        return
      }
      withMutation(keyPath: \.errorMessage) {
        _errorMessage = newValue
      }
    }
    _modify {
      access(keyPath: \.errorMessage)
      _$observationRegistrar.willSet(self, keyPath: \.errorMessage)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.errorMessage)
      }
      yield &_errorMessage
    }
  }
  private var _accuracy: Double? = nil
  var accuracy: Double? = nil {
    @storageRestrictions(initializes: _accuracy)
    init(initialValue) {
      _accuracy = initialValue
    }
    get {
      access(keyPath: \.accuracy)
      return _accuracy
    }
    set {
      guard shouldNotifyObservers(_accuracy, newValue) else {
        _accuracy = newValue
        return
      }
      withMutation(keyPath: \.accuracy) {
        _accuracy = newValue
      }
    }
    _modify {
      access(keyPath: \.accuracy)
      _$observationRegistrar.willSet(self, keyPath: \.accuracy)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.accuracy)
      }
      yield &_accuracy
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<LocationTracker, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<LocationTracker, __macro_local_6MemberfMu0_>,
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

extension LocationTracker: nonisolated Observation.Observable {
}

let tracker = LocationTracker()
print("fix: \(tracker.lastFix == nil ? "none" : "some"), error: \(tracker.errorMessage ?? "none")")

withObservationTracking {
  _ = tracker.lastFix
} onChange: {
  print("fix changed")
}
tracker.errorMessage = "no signal"
print("error: \(tracker.errorMessage!)")
tracker.lastFix = nil
print("nil assigned over nil")
tracker.lastFix = Coordinate(lat: 59.9, lon: 10.7)
print("fix: \(tracker.lastFix!.lat), \(tracker.lastFix!.lon)")
