import Observation

nonisolated(unsafe) let anyValue: Any = 7

// Operators whose result type is not their operands' are not inferred: 'Duration / Duration'
// is a 'Double'; in 'x as? Int == nil' the comparison is not part of the cast's type.
// @Observable
final class Timing {
    var ratio = Duration.seconds(1) / Duration.seconds(2)
    var missing = anyValue as? Int == nil
}
