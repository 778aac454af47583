import Observation

// The class names `Observable` through a type alias: the compiler sees the conformance and
// asks the macro for no extension (one would be a redundant conformance).
typealias Obs = Observable
typealias ObservableAndSendable = Observable & Sendable
typealias Again = Obs

// @Observable
final class Direct: Obs {
    var x = 1
}

// @Observable
final class Composed: ObservableAndSendable {
    let y = 1
}

// @Observable
final class Chained: Again {
    var z = ""
}

// No alias of `Observable`: the extension is added.
// @Observable
final class Plain: Equatable {
    static func == (lhs: Plain, rhs: Plain) -> Bool { lhs === rhs }
    var w = 0.5
}
