import Observation

final class Coordinator {
  let name: String
  init(name: String) { self.name = name }
}

// @Observable
final class ScreenModel {
  private weak var _coordinator: Coordinator?
  weak var coordinator: Coordinator? {
    @storageRestrictions(initializes: _coordinator)
    init(initialValue) {
      _coordinator = initialValue
    }
    get {
      access(keyPath: \.coordinator)
      return _coordinator
    }
    set {
      guard shouldNotifyObservers(_coordinator, newValue) else {
        _coordinator = newValue
        return
      }
      withMutation(keyPath: \.coordinator) {
        _coordinator = newValue
      }
    }
    _modify {
      access(keyPath: \.coordinator)
      _$observationRegistrar.willSet(self, keyPath: \.coordinator)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.coordinator)
      }
      yield &_coordinator
    }
  }
  private var _title = "Home"
  var title: String = "Home" {
    @storageRestrictions(initializes: _title)
    init(initialValue) {
      _title = initialValue
    }
    get {
      access(keyPath: \.title)
      return _title
    }
    set {
      guard shouldNotifyObservers(_title, newValue) else {
        _title = newValue
        return
      }
      withMutation(keyPath: \.title) {
        _title = newValue
      }
    }
    _modify {
      access(keyPath: \.title)
      _$observationRegistrar.willSet(self, keyPath: \.title)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.title)
      }
      yield &_title
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<ScreenModel, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<ScreenModel, __macro_local_6MemberfMu0_>,
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

extension ScreenModel: nonisolated Observation.Observable {
}

let screen = ScreenModel()
let main = Coordinator(name: "main")

withObservationTracking {
  _ = screen.coordinator
} onChange: {
  print("coordinator changed")
}
screen.title = "Settings"
print("title \(screen.title)")
screen.coordinator = main
print("coordinator \(screen.coordinator?.name ?? "nil")")

withObservationTracking {
  _ = screen.coordinator
} onChange: {
  print("coordinator assigned again")
}
screen.coordinator = main
print("weak Optional<class> is not Equatable: same instance still notifies")
