import Observation

// Inside `Model`, `Palette` means `Model.Palette`, declared by an extension in another file
// (context/Theme.swift): the inferred `Palette` (the top-level one) cannot be written bare,
// and no qualification reaches a top-level type of the module.
// @Observable
final class Model {
    var p = Theme.shared.palette
}
