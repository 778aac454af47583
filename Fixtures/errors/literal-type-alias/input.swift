import Observation

// The file changes what an integer literal means: 'var count = 0' is a 'Double' here, not an
// 'Int', so it is not inferred (the macro needs no type; the expansion would write 'Int').
typealias IntegerLiteralType = Double

// @Observable
final class Counter {
    var count = 0
    var label = "count"
    var flags = [1, 2]
}
