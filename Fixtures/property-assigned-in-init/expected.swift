import Observation

// @Observable
class BankAccount {
  let number: String
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
  private var _balance: Int {
    didSet { print("balance didSet: \(oldValue) -> \(balance)") }
  }
  var balance: Int {
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

  init(number: String, owner: String, openingDeposit: Int) {
    self.number = number
    self.owner = owner
    balance = openingDeposit
  }

  func deposit(_ amount: Int) {
    balance += amount
  }

  private let _$observationRegistrar = Observation.ObservationRegistrar()

  internal nonisolated func access<__macro_local_6MemberfMu_>(
    keyPath: Swift.KeyPath<BankAccount, __macro_local_6MemberfMu_>
  ) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__macro_local_6MemberfMu0_, __macro_local_14MutationResultfMu_>(
    keyPath: Swift.KeyPath<BankAccount, __macro_local_6MemberfMu0_>,
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

extension BankAccount: nonisolated Observation.Observable {
}

let account = BankAccount(number: "001", owner: "Lee", openingDeposit: 100)
print("opened \(account.number) for \(account.owner) with \(account.balance)")

withObservationTracking {
  _ = account.balance
} onChange: {
  print("balance changed")
}
account.owner = "Lee Park"
print("owner renamed")
account.deposit(50)
print("balance \(account.balance)")
