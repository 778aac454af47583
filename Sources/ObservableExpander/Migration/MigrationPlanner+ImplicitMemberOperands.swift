import ObservableSyntax

/// An implicit member expression as an operand of `??` after the first (`options.roomOptions ??
/// .init()`, `a ?? .shared`, `a ?? .make(x).configured()`): Swift types it by its context,
/// which is the result of `??`, the left operand's type unwrapped (review 20a, 100ms-roomkit-ios:
/// "cannot tell the type" of such a value passed to `.environmentObject`).
extension MigrationPlanner {
    /// Whether tokens `span` of `file` are an implicit member expression: `.` then a name (or
    /// `init`), the rest a member chain of calls, subscripts and unwraps; such an operand of
    /// `??` has the type of the expression, so it adds none of its own.
    func isImplicitMemberOperand(_ span: TokenSpan, file: Int) -> Bool {
        let source = sources[file]
        guard span.last > span.first, source.kind(span.first) == .period,
              source.kind(span.first + 1) == .identifier || source.isWord(span.first + 1, "init") else { return false }
        // One expression: no operator outside brackets after the member (`.a + b` is another).
        var depth = 0
        // `.shared` alone (two tokens): nothing after the member.
        for k in stride(from: span.first + 2, through: span.last, by: 1) {
            switch source.kind(k) {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            case .operator where depth == 0 && !source.isPostfixUnwrap(k): return false
            default: break
            }
        }
        return depth == 0
    }
}
