import Observation

struct Result {}
func makeResult() -> Result { Result() }
enum Phase { case idle }

// Inside `Job`, `Result` and `Phase` name its own members, not the top-level types.
// @Observable
final class Job {
  var result = makeResult()
  var phase = Phase.idle

  struct Result {}
  struct Phase { static let idle = 0 }
}
