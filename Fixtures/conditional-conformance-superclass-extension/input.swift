import Observation

// `Base` is `Observable` only where UIKit can be imported (context/Base.swift): the macro
// adds `extension Sub: Observable` only where it cannot, which one expansion cannot do.
// @Observable
final class Sub: Base {
    var a = 0
}
