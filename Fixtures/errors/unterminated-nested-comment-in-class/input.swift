import Observation

// @Observable
final class Timer {
  var seconds = 0
  /* Paused for now:
  var lap = 0 /* the last lap */
  var isRunning = false

  func tick() {
    seconds += 1
  }
}
