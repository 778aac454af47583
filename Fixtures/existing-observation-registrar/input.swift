import Observation

// @Observable
class SharedRegistrarModel {
  var status = "idle"
  var progress = 0.0
  let _$observationRegistrar = ObservationRegistrar()

  func reset() {
    status = "idle"
    progress = 0
  }
}

let shared = SharedRegistrarModel()

withObservationTracking {
  _ = shared.status
} onChange: {
  print("status changed")
}
shared.progress = 0.5
print("progress \(shared.progress)")
shared.status = "running"
shared.reset()
print("status \(shared.status)")
