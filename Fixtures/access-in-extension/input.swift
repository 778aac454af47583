import Observation

// Functions that the macro does not see, since it reads only the class's direct members,
// but that the compiler takes for redeclarations of those it adds (oracle case 35g): the real
// macro's code fails with "invalid redeclaration". The expansion leaves its own out, and the
// accessors call these.

// @Observable
final class AuditedModel {
  var secret = "hunter2"
}

extension AuditedModel {
  // Generic parameter renamed, `Swift.`-qualified, `-> Void`: still the same signature.
  nonisolated func access<Value>(keyPath: Swift.KeyPath<AuditedModel, Value>) -> Void {
    print("read")
    _$observationRegistrar.access(self, keyPath: keyPath)
  }
}

// @Observable
final class Thermostat {
  var target = 20
}

extension Thermostat {
  // `where M: Equatable` is `<M: Equatable>`: the expansion's second shouldNotifyObservers.
  private func shouldNotifyObservers<M>(_ lhs: M, _ rhs: M) -> Bool where M: Equatable {
    print("compared")
    return true
  }

  // Overloads, not redeclarations: the expansion still adds its own, and calls them only where
  // they fit better (`M: Hashable`).
  static func access<M>(keyPath: KeyPath<Thermostat, M>) {}
  func withMutation<M, R>(keyPath: KeyPath<Thermostat, M>, _ mutation: () -> R) async -> R { mutation() }
}

let audited = AuditedModel()
withObservationTracking {
  _ = audited.secret
} onChange: {
  print("secret changed")
}
audited.secret = "correct horse"

let thermostat = Thermostat()
withObservationTracking {
  _ = thermostat.target
} onChange: {
  print("target changed")
}
thermostat.target = 20
print("done")
