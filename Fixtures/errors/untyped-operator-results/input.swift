import Observation

nonisolated(unsafe) let anyValue: Any = 7

extension Array where Element == Int {
    /// The sum of both arrays: the compiler picks this '+' for '[1] + [2]' (an 'Int').
    static func + (lhs: [Int], rhs: [Int]) -> Int { lhs.reduce(0, +) + rhs.reduce(0, +) }
}

// Operators whose result type is not their operands' are not inferred: 'Duration / Duration'
// is a 'Double'; in 'x as? Int == nil' the comparison is not part of the cast's type; an
// operator the run declares for the operands' type may be the one the compiler picks.
// @Observable
final class Timing {
    var ratio = Duration.seconds(1) / Duration.seconds(2)
    var missing = anyValue as? Int == nil
    var total = [1] + [2]
}
