import Observation

// @Observable
public class AccountSession {
  private var _username: String
  public var username: String {
    @storageRestrictions(initializes: _username)
    init(initialValue) {
      _username = initialValue
    }
    get {
      access(keyPath: \.username)
      return _username
    }
    set {
      guard shouldNotifyObservers(_username, newValue) else {
        _username = newValue
        return
      }
      withMutation(keyPath: \.username) {
        _username = newValue
      }
    }
    _modify {
      access(keyPath: \.username)
      _$observationRegistrar.willSet(self, keyPath: \.username)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.username)
      }
      yield &_username
    }
  }
  private var _isSignedIn = false
  public var isSignedIn: Bool = false {
    @storageRestrictions(initializes: _isSignedIn)
    init(initialValue) {
      _isSignedIn = initialValue
    }
    get {
      access(keyPath: \.isSignedIn)
      return _isSignedIn
    }
    set {
      guard shouldNotifyObservers(_isSignedIn, newValue) else {
        _isSignedIn = newValue
        return
      }
      withMutation(keyPath: \.isSignedIn) {
        _isSignedIn = newValue
      }
    }
    _modify {
      access(keyPath: \.isSignedIn)
      _$observationRegistrar.willSet(self, keyPath: \.isSignedIn)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.isSignedIn)
      }
      yield &_isSignedIn
    }
  }
  private var _retryCount = 0
  var retryCount: Int = 0 {
    @storageRestrictions(initializes: _retryCount)
    init(initialValue) {
      _retryCount = initialValue
    }
    get {
      access(keyPath: \.retryCount)
      return _retryCount
    }
    set {
      guard shouldNotifyObservers(_retryCount, newValue) else {
        _retryCount = newValue
        return
      }
      withMutation(keyPath: \.retryCount) {
        _retryCount = newValue
      }
    }
    _modify {
      access(keyPath: \.retryCount)
      _$observationRegistrar.willSet(self, keyPath: \.retryCount)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.retryCount)
      }
      yield &_retryCount
    }
  }

  public init(username: String) {
    self.username = username
  }

  public func signIn() {
    isSignedIn = true
    retryCount = 0
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<AccountSession, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<AccountSession, __macro_local_6MemberfMu0_>,
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

extension AccountSession: nonisolated Observation.Observable {
}

let session = AccountSession(username: "kim")

withObservationTracking {
  _ = session.isSignedIn
} onChange: {
  print("sign-in state changed")
}
session.retryCount += 1
session.username = "kim.lee"
print("user \(session.username), retries \(session.retryCount)")
session.signIn()
print("signed in: \(session.isSignedIn)")
