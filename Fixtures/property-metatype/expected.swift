import Observation

protocol Screen {
  static var title: String { get }
}

struct HomeScreen: Screen {
  static var title: String { "Home" }
}

struct ProfileScreen: Screen {
  static var title: String { "Profile" }
}

// @Observable
class Router {
  private var _current: any Screen.Type = HomeScreen.self
  var current: any Screen.Type = HomeScreen.self {
    @storageRestrictions(initializes: _current)
    init(initialValue) {
      _current = initialValue
    }
    get {
      access(keyPath: \.current)
      return _current
    }
    set {
      guard shouldNotifyObservers(_current, newValue) else {
        _current = newValue
        return
      }
      withMutation(keyPath: \.current) {
        _current = newValue
      }
    }
    _modify {
      access(keyPath: \.current)
      _$observationRegistrar.willSet(self, keyPath: \.current)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.current)
      }
      yield &_current
    }
  }
  private var _valueType: Any.Type = Int.self
  var valueType: Any.Type = Int.self {
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
  private var _stringType: String.Type = String.self
  var stringType: String.Type = String.self {
    @storageRestrictions(initializes: _stringType)
    init(initialValue) {
      _stringType = initialValue
    }
    get {
      access(keyPath: \.stringType)
      return _stringType
    }
    set {
      guard shouldNotifyObservers(_stringType, newValue) else {
        _stringType = newValue
        return
      }
      withMutation(keyPath: \.stringType) {
        _stringType = newValue
      }
    }
    _modify {
      access(keyPath: \.stringType)
      _$observationRegistrar.willSet(self, keyPath: \.stringType)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.stringType)
      }
      yield &_stringType
    }
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Router, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Router, __macro_local_6MemberfMu0_>,
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

extension Router: nonisolated Observation.Observable {
}

let router = Router()
print("at \(router.current.title), value type \(router.valueType)")

withObservationTracking {
  _ = router.current
} onChange: {
  print("route changed")
}
router.valueType = Double.self
print("value type \(router.valueType)")
router.current = ProfileScreen.self
print("at \(router.current.title)")
