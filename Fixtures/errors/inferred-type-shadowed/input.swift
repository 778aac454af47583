import Observation

struct Result {}
func makeResult() -> Result { Result() }

// Inside `Job`, `Result` names its own member, not the top-level type `makeResult()` returns.
// (`Phase.idle` inside a class with its own `Phase` is typed: see infer-nested-member-types.)
// @Observable
final class Job {
  var result = makeResult()

  struct Result {}
}
