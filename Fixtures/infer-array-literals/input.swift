import Observation

// @Observable
class ChartSeries {
  var samples = [1, 2, 3]
  var weights = [1, 2.0, 0.5]
  var labels = ["Mon", "Tue", "Wed"]
  var flags = [true, false]
  var grid = [[0, 1], [1, 0]]
}

let series = ChartSeries()
let average: Double = series.weights.reduce(0, +) / Double(series.weights.count)
print("average weight \(average), labels \(series.labels.joined(separator: ","))")
print("grid rows \(series.grid.count), flags \(series.flags)")

withObservationTracking {
  _ = series.samples
} onChange: {
  print("samples changed")
}
series.labels.append("Thu")
print("labels changed")
series.samples = [1, 2, 3]
print("equal samples assigned")
series.samples.append(4)
print("samples \(series.samples)")
