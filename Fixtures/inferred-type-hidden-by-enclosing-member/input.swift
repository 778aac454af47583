import Observation

struct Palette { var name = "" }
func mk() -> Palette { Palette() }

enum Outer {
    struct Palette {}
    // Inside `Outer.Model`, `Palette` means `Outer.Palette`.
    // @Observable
    final class Model {
        var p = mk()
    }
}
