import Observation

// The class's own conformance is declared in `#if DEBUG` (context/Debug.swift).
// @Observable
final class Model {
    var a = 0
}
