import Observation

@Observable
protocol SettingsStore {
  var theme: String { get set }
  func reset()
}
