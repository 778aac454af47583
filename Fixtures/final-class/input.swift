import Observation

// @Observable
final class StopwatchModel {
  var elapsed: Int = 0
  var laps: [Int] = []
  var isRunning = false

  func tick() { elapsed += 1 }
  func lap() { laps.append(elapsed) }
}

let stopwatch = StopwatchModel()

withObservationTracking {
  _ = stopwatch.laps
} onChange: {
  print("laps changed")
}
stopwatch.isRunning = true
stopwatch.tick()
stopwatch.tick()
print("elapsed \(stopwatch.elapsed)")
stopwatch.lap()
print("laps \(stopwatch.laps)")
