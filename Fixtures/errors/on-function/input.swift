import Observation

final class Timer {
  var seconds = 0

  // @Observable
  func tick() {
    seconds += 1
  }
}
