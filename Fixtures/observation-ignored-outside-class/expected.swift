import Observation

// `@ObservationIgnored` outside an observable class: the macro expands it to nothing.
struct Settings {
  var retries = 3
  var name = "default"
}

// @Observable
final class Session {
  private var _user = "guest"
  var user: String = "guest" {
    @storageRestrictions(initializes: _user)
    init(initialValue) {
      _user = initialValue
    }
    get {
      access(keyPath: \.user)
      return _user
    }
    set {
      guard shouldNotifyObservers(_user, newValue) else {
        _user = newValue
        return
      }
      withMutation(keyPath: \.user) {
        _user = newValue
      }
    }
    _modify {
      access(keyPath: \.user)
      _$observationRegistrar.willSet(self, keyPath: \.user)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.user)
      }
      yield &_user
    }
  }
  var token = ""

  struct Draft {
    var text = ""
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Session, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Session, __macro_local_6MemberfMu0_>,
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

extension Session: nonisolated Observation.Observable {
}

let settings = Settings()
print(settings.retries, settings.name)
let session = Session()
withObservationTracking {
  _ = session.user
} onChange: {
  print("user changed")
}
session.user = "ada"
print(session.user, Session.Draft().text.isEmpty)
