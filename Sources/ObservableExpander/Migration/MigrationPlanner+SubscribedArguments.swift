import ObservableSyntax

/// `.onReceive(model.subject) { … }` (review 14a/04): the view subscribes to the publisher it
/// is given, it does not show it; a redraw when the property is set was not what the view
/// relied on, so a read there is no view read of untracked state.
extension MigrationPlanner {
    /// Whether token `t` is inside the arguments of a `.onReceive(…)` call (before its
    /// closure): walks back to the `(` that encloses it, not past a brace.
    static func isOnReceiveArgument(_ t: Int, in source: MigrationSource) -> Bool {
        var depth = 0, j = t - 1
        while j > 0 {
            switch source.kind(j) {
            case .rightParen, .rightSquare: depth += 1
            case .leftSquare: if depth == 0 { return false } else { depth -= 1 }
            case .leftParen:
                if depth == 0 { return source.isWord(j - 1, "onReceive") && j >= 2 && source.kind(j - 2) == .period }
                depth -= 1
            case .leftBrace, .rightBrace: return false
            default: break
            }
            j -= 1
        }
        return false
    }
}
