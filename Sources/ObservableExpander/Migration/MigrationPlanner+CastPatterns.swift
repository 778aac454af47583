import ObservableSyntax

/// Names bound by a type-casting pattern (review 29b/01, ProtonDrive: `switch vm { case let vm
/// as NodeCellSimpleConfiguration: FinderListCell(vm: vm, …) }` was "an argument whose type
/// cannot be told" and kept every class of the run): `case let x as T`, `case let x as T?`,
/// `case .a(let x as T)`, `if case let x as T = y` bind `x` with type `T`, which the pattern
/// spells (an optional `T?` unwrapped: the class it names is the same).
extension MigrationPlanner {
    /// The key of the type the cast pattern `bound` gives its name: the name's token is
    /// followed by `as` and a written type (not `as?`/`as!`, which are no patterns); nil
    /// otherwise or when the type starts with no name (a tuple, a function type).
    func castPatternType(file: Int, _ bound: BodyUses.PatternBound) -> String? {
        let source = sources[file]
        let cast = bound.token + 1
        guard cast + 1 <= bound.pattern.last, source.isWord(cast, "as"),
              !(source.kind(cast + 1) == .operator && (source.isWord(cast + 1, "?") || source.isWord(cast + 1, "!"))),
              let type = source.writtenTypeName(ofAnnotation: TokenSpan(cast + 1, bound.pattern.last)) else { return nil }
        return unaliased(typeKey(type, file: file, token: cast + 1))
    }
}
