import Observation

// @Observable
@MainActor
final class AudioEngineModel {
  var volume: Float = 0.8
  nonisolated(unsafe) var sampleRate: Int = 44_100
  nonisolated(unsafe) var bufferSize = 512
}

let engine = AudioEngineModel()

withObservationTracking {
  _ = engine.sampleRate
} onChange: {
  print("sample rate changed")
}
engine.volume = 0.5
engine.bufferSize = 1024
print("volume \(engine.volume), buffer \(engine.bufferSize)")
engine.sampleRate = 44_100
print("same sample rate assigned")
engine.sampleRate = 48_000
print("sample rate \(engine.sampleRate)")
