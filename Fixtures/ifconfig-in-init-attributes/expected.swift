import Observation

// @Observable
final class Account {
  private var _balance = 0
  var balance: Int = 0 {
    @storageRestrictions(initializes: _balance)
    init(initialValue) {
      _balance = initialValue
    }
    get {
      access(keyPath: \.balance)
      return _balance
    }
    set {
      guard shouldNotifyObservers(_balance, newValue) else {
        _balance = newValue
        return
      }
      withMutation(keyPath: \.balance) {
        _balance = newValue
      }
    }
    _modify {
      access(keyPath: \.balance)
      _$observationRegistrar.willSet(self, keyPath: \.balance)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.balance)
      }
      yield &_balance
    }
  }
  private var _owner: String
  var owner: String {
    @storageRestrictions(initializes: _owner)
    init(initialValue) {
      _owner = initialValue
    }
    get {
      access(keyPath: \.owner)
      return _owner
    }
    set {
      guard shouldNotifyObservers(_owner, newValue) else {
        _owner = newValue
        return
      }
      withMutation(keyPath: \.owner) {
        _owner = newValue
      }
    }
    _modify {
      access(keyPath: \.owner)
      _$observationRegistrar.willSet(self, keyPath: \.owner)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.owner)
      }
      yield &_owner
    }
  }
  private var _history: [Int] = []
  var history: [Int] = [] {
    @storageRestrictions(initializes: _history)
    init(initialValue) {
      _history = initialValue
    }
    get {
      access(keyPath: \.history)
      return _history
    }
    set {
      guard shouldNotifyObservers(_history, newValue) else {
        _history = newValue
        return
      }
      withMutation(keyPath: \.history) {
        _history = newValue
      }
    }
    _modify {
      access(keyPath: \.history)
      _$observationRegistrar.willSet(self, keyPath: \.history)
      defer {
        _$observationRegistrar.didSet(self, keyPath: \.history)
      }
      yield &_history
    }
  }

  @_disfavoredOverload
#if DEBUG
  @available(*, deprecated)
#endif
  init(owner: String) {
    self.owner = owner
  }

  @_disfavoredOverload
  #if (os(Linux) ||
       os(macOS))
  @available(*, deprecated, message: "pass a name")
  #else
  @inline(never)
  #endif
  convenience init() {
    self.init(owner: "anonymous")
  }

  @discardableResult
#if DEBUG
  @available(*, deprecated)
#elseif os(Linux)
  @inline(never)
#endif
  func deposit(_ amount: Int) -> Int {
    balance += amount
    history.append(amount)
    return balance
  }

  @_disfavoredOverload
#if DEBUG
  @available(*, deprecated)
#endif
  subscript(index: Int) -> Int {
    history[index]
  }

  var last: Int? { history.last }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<Account, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<Account, __macro_local_6MemberfMu0_>,
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

extension Account: nonisolated Observation.Observable {
}

let account = Account(owner: "Kim")

withObservationTracking {
  _ = account.balance
} onChange: {
  print("balance changed")
}
account.owner = "Kim Lee"
print("owner \(account.owner)")
account.deposit(10)
print("balance \(account.balance), first \(account[0])")

withObservationTracking {
  _ = account.history
} onChange: {
  print("history changed")
}
account.deposit(5)
print("last \(account.last ?? 0)")

@available(*, deprecated)
func makeAnonymous() -> Account { Account() }
print("anonymous owner \(makeAnonymous().owner)")
