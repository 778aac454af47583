import Observation

struct Preferences: Equatable {
  var theme: String = "system"
  var notificationsEnabled: Bool = true
}

// @Observable
class UserProfile {
  private var _name: String
  var name: String {
    @storageRestrictions(initializes: _name)
    init(initialValue) {
      _name = initialValue
    }
    get {
      access(keyPath: \.name)
      return _name
    }
    set {
      guard shouldNotifyObservers(_name, newValue) else {
        _name = newValue
        return
      }
      withMutation(keyPath: \.name) {
        _name = newValue
      }
    }
    _modify {
      access(keyPath: \.name)
      _$observationRegistrar.willSet(self, keyPath: \.name)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.name)
      }
      yield &_name
    }
  }
  private var _email: String
  var email: String {
    @storageRestrictions(initializes: _email)
    init(initialValue) {
      _email = initialValue
    }
    get {
      access(keyPath: \.email)
      return _email
    }
    set {
      guard shouldNotifyObservers(_email, newValue) else {
        _email = newValue
        return
      }
      withMutation(keyPath: \.email) {
        _email = newValue
      }
    }
    _modify {
      access(keyPath: \.email)
      _$observationRegistrar.willSet(self, keyPath: \.email)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.email)
      }
      yield &_email
    }
  }
  private var _preferences: Preferences = Preferences()
  var preferences: Preferences = Preferences() {
    @storageRestrictions(initializes: _preferences)
    init(initialValue) {
      _preferences = initialValue
    }
    get {
      access(keyPath: \.preferences)
      return _preferences
    }
    set {
      guard shouldNotifyObservers(_preferences, newValue) else {
        _preferences = newValue
        return
      }
      withMutation(keyPath: \.preferences) {
        _preferences = newValue
      }
    }
    _modify {
      access(keyPath: \.preferences)
      _$observationRegistrar.willSet(self, keyPath: \.preferences)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.preferences)
      }
      yield &_preferences
    }
  }

  init(name: String, email: String) {
    self.name = name
    self.email = email
  }

  var displayName: String {
    name.isEmpty ? email : name
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<UserProfile, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<UserProfile, __macro_local_6MemberfMu0_>,
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

extension UserProfile: nonisolated Observation.Observable {
}

let profile = UserProfile(name: "Ada", email: "ada@example.com")

withObservationTracking {
  _ = profile.displayName
} onChange: {
  print("displayName inputs changed")
}
profile.email = "ada@lovelace.dev"
print("email changed while name is non-empty")

withObservationTracking {
  _ = profile.preferences
} onChange: {
  print("preferences changed")
}
profile.preferences = Preferences()
print("equal preferences assigned")
profile.preferences.theme = "dark"
print("theme is now \(profile.preferences.theme)")
