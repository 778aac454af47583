import ObservableSyntax

/// A shared instance named by an implicit member (`(override ?? .shared).release()`, `use(.shared)`)
/// in a `deinit`: the contextual type's `shared`, as `Coordinator.shared` names it (review 13a/03).
extension MigrationPlanner {
    /// Whether tokens `span` of `source` hold `.shared` as an implicit member expression: a
    /// period that follows no value (an infix or prefix operator, `(`, `,`, `=`, `:`, `[`, `return`).
    static func usesImplicitSharedInstance(_ span: TokenSpan, _ source: MigrationSource) -> Bool {
        for k in source.indices(of: span) where k > span.first && source.isWord(k, "shared") && source.kind(k - 1) == .period {
            let period = k - 1
            guard period > 0 else { return true }
            let before = source.kind(period - 1)
            // After a value (`x.shared`, `f().shared`, `x?.shared`, a line break in a chain) it is a member.
            let opensValue = source.isWord(period - 1, "return")
                || (before == .operator && !source.isPostfixUnwrap(period - 1))
                || [TokenKind.leftParen, .comma, .equal, .colon, .leftSquare].contains(before)
            guard opensValue else { continue }
            return true
        }
        return false
    }
}
