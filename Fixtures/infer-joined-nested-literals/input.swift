import Observation

// Literal elements of Int and Double join to Double where they differ, at any depth.
// @Observable
final class Samples {
  var grid = [[1], [2.5]]
  var pairs = [(1, 2), (3, 4.5)]
  var spans = [1...2, 3.5...4]
  var tables = [[1: 2], [3: 4.5]]
}

let samples = Samples()
withObservationTracking {
  _ = samples.grid
} onChange: {
  print("grid changed")
}
samples.grid.append([3])
print(samples.grid, samples.pairs, samples.spans, samples.tables.count)
