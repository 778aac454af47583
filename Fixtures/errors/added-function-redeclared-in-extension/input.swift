import Observation

// @Observable
final class Counter {
  var count = 0
}

extension Counter {
  // A redeclaration (`throws` is not compared), but the accessors call it without `try`.
  func access<M>(keyPath: KeyPath<Counter, M>) throws {}
}

// @Observable
final class Ledger {
  var total = 0
}

extension Ledger {
  // A redeclaration (`@escaping` is not compared), but the setter's closure uses `_total`
  // without `self.`.
  func withMutation<M, R>(keyPath: KeyPath<Ledger, M>, _ mutation: @escaping () throws -> R) rethrows -> R {
    try! mutation()
  }
}

// @Observable
final class Gauge {
  var level = 0
}

extension Gauge {
  @MainActor func access<M>(keyPath: KeyPath<Gauge, M>) {}
}

// @Observable
final class Dial {
  var angle = 0
}

extension Dial {
  #if DEBUG
  func access<M>(keyPath: KeyPath<Dial, M>) {}
  #endif
}
