import Observation

// @Observable
final class Account {
  var balance = 0
  var owner: String
  var history: [Int] = []

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
