import Observation

enum Outer {}

extension Outer {
    // An extension of `Outer` in another file (context/Strings.swift) declares `struct String`:
    // inside the class, the literal's type is written `Swift.String`.
    // @Observable
    final class Model {
        var s = "x"
        var n = 1
    }
}

@main
struct App {
    static func main() {
        let model = Outer.Model()
        withObservationTracking {
            _ = model.s
        } onChange: {
            print("s changed")
        }
        model.s = "y"
        print(model.s, model.n, Outer.String())
    }
}
