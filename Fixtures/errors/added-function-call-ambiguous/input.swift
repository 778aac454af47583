import Observation

// @Observable
final class Counter {
  var count = 0

  // An overload (the result type is compared), but the getter's `access(keyPath: \.count)`
  // statement cannot choose between it and the expansion's.
  @discardableResult
  func access<M>(keyPath: KeyPath<Counter, M>) -> Int { 0 }
}

// @Observable
final class Ledger {
  var total = 0
}

extension Ledger {
  // An overload (labels are compared), but the setter's trailing closure matches either.
  func withMutation<M, R>(keyPath: KeyPath<Ledger, M>, mutation: () throws -> R) rethrows -> R {
    try mutation()
  }
}
