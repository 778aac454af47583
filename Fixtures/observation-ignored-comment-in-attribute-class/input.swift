import Observation

// The class carries the real attribute: the compiler expands it and reads no comment, so a
// commented-out `@ObservationIgnored` ignores nothing (the properties stay tracked, with a
// warning each); only the attribute ignores.
@Observable
final class DebounceFilter {
  // @ObservationIgnored
  var filter: String = ""
  /// @ObservationIgnored
  var query = ""
  /* @ObservationIgnored */
  var page = 0
  @ObservationIgnored
  var cache = 0
}

let model = DebounceFilter()
for (name, read, write) in [
  ("filter", { _ = model.filter }, { model.filter = "x" }),
  ("query", { _ = model.query }, { model.query = "q" }),
  ("page", { _ = model.page }, { model.page = 1 }),
  ("cache", { _ = model.cache }, { model.cache = 1 }),
] as [(String, () -> Void, () -> Void)] {
  var fired = false
  withObservationTracking { read() } onChange: { fired = true }
  write()
  print("\(name) notifies: \(fired)")
}
