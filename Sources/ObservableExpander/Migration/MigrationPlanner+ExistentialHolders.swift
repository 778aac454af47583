import ObservableSyntax

/// `let observable: any ObservableObject = orientation` (review 21b/02, ios-core: one test's
/// local kept all 31 classes of the app). A `let` (local or property) written `any
/// ObservableObject` (or `ObservableObject`, optional or not) and bound to one value holds only
/// that value: when the run tells its type (`T(…)`, a name whose declaration spells its type, an
/// expression the index types), only that class (with what it reaches) stays, reported at this
/// line; the result of a function of the run declared to return an `ObservableObject`
/// existential adds nothing (its returns decide, MigrationPlanner+ExistentialResults); an
/// initializer whose type cannot be told keeps every class, as before.
/// Rule: README, migrate list "Left as they are".
extension MigrationPlanner {
    /// The blocker of the `ObservableObject` mention at token `mention` of `file` when it is the
    /// whole written type of a `let` with an initializer: the told class alone (none when the
    /// value is no class of the run), or every candidate when its type cannot be told. Nil when
    /// the mention is no such annotation.
    func existentialHolderBlocker(file: Int, mention: Int, candidates: [String]) -> [MigrationBlocker]? {
        let source = sources[file]
        let count = source.tokens.count
        var colon = mention - 1
        if colon >= 0, source.isWord(colon, "any") { colon -= 1 }
        guard colon >= 2, source.kind(colon) == .colon, source.kind(colon - 1) == .identifier, source.isWord(colon - 2, "let") else { return nil }
        var equal = mention + 1
        if equal < count, source.kind(equal) == .operator, source.text(equal) == "?" || source.text(equal) == "!" { equal += 1 }
        guard equal + 1 < count, source.kind(equal) == .equal else { return nil }
        let first = equal + 1
        switch existentialValue(file: file, first: first) {
        case let .type(name):
            guard candidates.contains(name) else { return [] }
            return [MigrationBlocker(kind: .observableObjectType, name: "", file: file, token: first, classes: [name])]
        // The result of functions of the run declared `-> any ObservableObject`: their returns decide.
        case .existentialResult: return []
        case .untold: return [every(file: file, token: mention, candidates)]
        }
    }

    private func every(file: Int, token: Int, _ candidates: [String]) -> MigrationBlocker {
        MigrationBlocker(kind: .observableObjectType, name: "", file: file, token: token, classes: candidates)
    }
}
