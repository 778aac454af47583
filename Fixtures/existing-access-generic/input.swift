import Observation

// @Observable
final class AuditedModel {
  var secret = "hunter2"
  var visits = 0

  func access<Member>(keyPath: KeyPath<AuditedModel, Member>) {
    print("read \(keyPath == \AuditedModel.secret ? "secret" : "visits")")
    _$observationRegistrar.access(self, keyPath: keyPath)
  }
}

let audited = AuditedModel()

withObservationTracking {
  _ = audited.secret
} onChange: {
  print("secret changed")
}
audited.visits = 1
audited.secret = "correct horse"
print("done")
