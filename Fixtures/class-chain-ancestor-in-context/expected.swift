import Observation

// `Truck` inherits `Observable` through `Van` and `Vehicle`, declared in context/Vehicle.swift:
// it gets no second conformance.
// @Observable
final class Truck: Van {
  private var _load = 0
  var load: Int = 0 {
    @storageRestrictions(initializes: _load)
    init(initialValue) {
      _load = initialValue
    }
    get {
      access(keyPath: \.load)
      return _load
    }
    set {
      guard shouldNotifyObservers(_load, newValue) else {
        _load = newValue
        return
      }
      withMutation(keyPath: \.load) {
        _load = newValue
      }
    }
    _modify {
      access(keyPath: \.load)
      _$observationRegistrar.willSet(self, keyPath: \.load)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.load)
      }
      yield &_load
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Truck, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Truck, __macro_local_6MemberfMu0_>,
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

@main
struct App {
  static func main() {
    let truck = Truck()
    withObservationTracking {
      _ = truck.load
    } onChange: {
      print("load changed")
    }
    truck.load = 3
    print(truck.load, truck.name, truck is any Observable)
  }
}
