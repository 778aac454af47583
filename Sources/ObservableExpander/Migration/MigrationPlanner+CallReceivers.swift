import ObservableSyntax

/// Receivers of a publisher that are typed by a declaration the run holds although no member
/// chain spells them (review 28c/03, OldOS's `Safari.swift`): a call of a member of the
/// enclosing type, `currentStore().objectWillChange` of `var currentStore: () -> Store` (or of
/// a method declaring `-> Store`), and the element of a local cast to an array type,
/// `let typed = items as! [T]` then `typed.forEach { $0.objectWillChange … }`.
extension MigrationPlanner {
    /// The key of the type that the call before the `.` at token `period` of `file` returns,
    /// when that call is `name(…)` or `self.name(…)` of a member of the enclosing type
    /// (`ownMemberCallType`: a method with a declared result or a stored property of function
    /// type); nil for anything else, a call on another receiver (`x.name(…)`) included.
    func ownCallReceiverType(file: Int, period: Int) -> String? {
        let source = sources[file]
        let last = period - 1
        guard last > 0, source.kind(last) == .rightParen, let open = openingParen(file: file, of: last), open > 0,
              source.kind(open - 1) == .identifier else { return nil }
        var first = open - 1
        if first >= 2, source.kind(first - 1) == .period, source.isWord(first - 2, "self") { first -= 2 }
        // `x.name(…)`, `.name(…)`: not a member of the enclosing type.
        if first > 0, source.kind(first - 1) == .period { return nil }
        return ownMemberCallType(file: file, first: first, last: last)
    }

    /// The element of an array type that the expression at tokens `first...last` of `file` is
    /// cast to as a whole: `items as! [T]`, `items as? [T]` (its elements, when there are any,
    /// are `T`s), `items as [T]`; nil for anything else. `T` may be a generic parameter in
    /// scope, which is no class of the run: code on it is the generic rule's.
    func castArrayElement(first: Int, last: Int, file: Int) -> String? {
        let source = sources[file]
        guard last > first, source.kind(last) == .rightSquare, let open = source.openingSquare(of: last), open > first + 1 else { return nil }
        var cast = open - 1
        if source.text(cast) == "!" || source.text(cast) == "?" { cast -= 1 }
        guard cast > first, source.isWord(cast, "as") else { return nil }
        // The cast applies to the whole expression: no other bracket left open before it.
        var depth = 0
        for k in first ..< cast {
            switch source.kind(k) {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            default: break
            }
        }
        guard depth == 0 else { return nil }
        return arrayElement(openSquare: open, file: file)
    }
}
