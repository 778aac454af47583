import Observation

// Classes whose superclass is written in a protocol composition (`Base & P`: Swift reads the
// class in a composition of an inheritance clause as the superclass), directly, through a type
// alias of one or an alias of that alias, or further up the chain. Each inherits `Observable`
// from `ObservableBase`, so the compiler asks the macro for no extension (one would be a
// redundant conformance).
protocol Named {}

// @Observable
class ObservableBase {
    var a = 0
}

// @Observable
class Direct: ObservableBase & Equatable {
    static func == (lhs: Direct, rhs: Direct) -> Bool { lhs === rhs }
    var b = 1
}

typealias BaseNamed = Named & ObservableBase
typealias Again = BaseNamed

// @Observable
class Aliased: Again {
    var c = 2
}

class Middle: Named & ObservableBase {}

// @Observable
final class FurtherUp: Middle {
    var d = 3
}

// A composition of a plain class: the extension is added.
class PlainBase {}

// @Observable
final class OverPlain: PlainBase & Named {
    var e = 4
}

let direct = Direct()
withObservationTracking {
    _ = direct.b
} onChange: {
    print("b changed")
}
direct.b = 10
let further = FurtherUp()
withObservationTracking {
    _ = further.a
} onChange: {
    print("inherited a changed")
}
further.a = 5
print(OverPlain().e)
