import Observation

@propertyWrapper
struct Clamped {
  var wrappedValue: Int
}

// @Observable
@MainActor
final class Mixer {
  var volume = 5
  let channels = 2
  lazy var presets = [String]()
  @Clamped var gain = Clamped(wrappedValue: 1)
  nonisolated var label = "mix"
  var curve: some Equatable = 1
  var _balance = 0.5
  var balance = 0.5
  var level: Int {
    _read { yield volume }
  }
  var pending
}
