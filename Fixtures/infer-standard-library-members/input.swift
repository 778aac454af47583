import Observation

// Static members and methods declared in the standard library's interface, which the
// expander reads from the toolchain by default.
// @Observable
final class Timer {
  var elapsed = Duration.zero
  var timeout = Duration.seconds(5)
  var limit = Int.max
  var smallest = Int8.min
  var ratio = Double.pi
  var infinity = Float.infinity
  var roll = Int.random(in: 1 ... 6) > 0
  var qualified = Swift.Duration.milliseconds(250)
  var started = ContinuousClock.now
}

let timer = Timer()
withObservationTracking {
  _ = timer.elapsed
} onChange: {
  print("elapsed changed")
}
timer.elapsed = .seconds(1)
print(timer.elapsed, timer.timeout, timer.limit, timer.smallest, timer.ratio, timer.infinity, timer.roll, timer.qualified)
print(timer.started <= ContinuousClock.now)
