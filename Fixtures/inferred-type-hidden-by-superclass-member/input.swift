import Observation

struct Palette { var name = "" }
func mk() -> Palette { Palette() }

// Inside `Sub`, `Palette` means the superclass's member `Base.Palette` (context/Base.swift).
// @Observable
final class Sub: Base {
    var p = mk()
}
