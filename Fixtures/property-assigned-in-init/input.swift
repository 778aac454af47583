import Observation

// @Observable
class BankAccount {
  let number: String
  var owner: String
  var balance: Int {
    didSet { print("balance didSet: \(oldValue) -> \(balance)") }
  }

  init(number: String, owner: String, openingDeposit: Int) {
    self.number = number
    self.owner = owner
    balance = openingDeposit
  }

  func deposit(_ amount: Int) {
    balance += amount
  }
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
