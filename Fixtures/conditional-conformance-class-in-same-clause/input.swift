import Observation

// The conformance and the class are inside the same `#if` clause (a whole file for one
// platform): `Sub` exists only where `Base` conforms, and inherits it; no second conformance.
#if canImport(Foundation)
class Base {}

extension Base: Observable {}

// @Observable
final class Sub: Base {
    var a = 0
}

let sub = Sub()
withObservationTracking {
    _ = sub.a
} onChange: {
    print("a changed")
}
sub.a = 1
print(sub.a, sub is any Observable)
#endif
