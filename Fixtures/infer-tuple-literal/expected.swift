import Observation

// @Observable
class MapPin {
  private var _coordinate = (12, 34)
  var coordinate: (Int, Int) = (12, 34) {
    @storageRestrictions(initializes: _coordinate)
    init(initialValue) {
      _coordinate = initialValue
    }
    get {
      access(keyPath: \.coordinate)
      return _coordinate
    }
    set {
      guard shouldNotifyObservers(_coordinate, newValue) else {
        _coordinate = newValue
        return
      }
      withMutation(keyPath: \.coordinate) {
        _coordinate = newValue
      }
    }
    _modify {
      access(keyPath: \.coordinate)
      _$observationRegistrar.willSet(self, keyPath: \.coordinate)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.coordinate)
      }
      yield &_coordinate
    }
  }
  private var _labelled = (1, "a")
  var labelled: (Int, String) = (1, "a") {
    @storageRestrictions(initializes: _labelled)
    init(initialValue) {
      _labelled = initialValue
    }
    get {
      access(keyPath: \.labelled)
      return _labelled
    }
    set {
      guard shouldNotifyObservers(_labelled, newValue) else {
        _labelled = newValue
        return
      }
      withMutation(keyPath: \.labelled) {
        _labelled = newValue
      }
    }
    _modify {
      access(keyPath: \.labelled)
      _$observationRegistrar.willSet(self, keyPath: \.labelled)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.labelled)
      }
      yield &_labelled
    }
  }
  private var _bounds = (0.0, 1.5, true)
  var bounds: (Double, Double, Bool) = (0.0, 1.5, true) {
    @storageRestrictions(initializes: _bounds)
    init(initialValue) {
      _bounds = initialValue
    }
    get {
      access(keyPath: \.bounds)
      return _bounds
    }
    set {
      guard shouldNotifyObservers(_bounds, newValue) else {
        _bounds = newValue
        return
      }
      withMutation(keyPath: \.bounds) {
        _bounds = newValue
      }
    }
    _modify {
      access(keyPath: \.bounds)
      _$observationRegistrar.willSet(self, keyPath: \.bounds)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.bounds)
      }
      yield &_bounds
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<MapPin, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<MapPin, __macro_local_6MemberfMu0_>,
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

extension MapPin: nonisolated Observation.Observable {
}

let pin = MapPin()
print("pin at \(pin.coordinate.0),\(pin.coordinate.1) label \(pin.labelled.1)")

withObservationTracking {
  _ = pin.coordinate
} onChange: {
  print("coordinate changed")
}
pin.labelled = (2, "b")
print("label changed")
pin.coordinate = (12, 34)
print("tuples are not Equatable: assigning the same coordinate notifies")
pin.coordinate.0 += 1
print("bounds \(pin.bounds.0)...\(pin.bounds.1) visible \(pin.bounds.2)")
