import Observation

// The superclass's member `enum Observation` (context/Base.swift) hides the module inside
// `Sub`: the registrar and the protocol are written by their bare names.
// @Observable
final class Sub: Base {
    var a = 0
}

@main
struct App {
    static func main() {
        let sub = Sub()
        withObservationTracking {
            _ = sub.a
        } onChange: {
            print("a changed")
        }
        sub.a = 1
        print(sub.a, Base.Observation.a)
    }
}
