/// Where the condition of an `#if` or `#elseif` ends: the one rule every reader of `#if` uses.
///
/// As in the Swift parser (`parseIfConfig`, which parses the condition as an expression that
/// must end its line), a condition ends at the first token that starts a new line while no
/// `(` or `[` of the condition is open: `#if canImport(A) && (os(macOS) ||` continues on the
/// next line, `#if DEBUG` does not.
enum IfConfigCondition {
    /// The index of the first token after the condition that starts after token `directive`
    /// (an `#if` or `#elseif`); `directive + 1` when the condition is empty.
    static func end(after directive: Int, in tokens: [Token]) -> Int {
        var open = 0
        var i = directive + 1
        while i < tokens.count && tokens[i].kind != .endOfFile {
            if open == 0 && tokens[i].isAtStartOfLine { return i }
            switch tokens[i].kind {
            case .leftParen, .leftSquare: open += 1
            case .rightParen, .rightSquare: open = max(0, open - 1)
            // A brace cannot be part of a condition: it ends an unclosed one.
            case .leftBrace, .rightBrace: return i
            default: break
            }
            i += 1
        }
        return i
    }

    /// The condition's token span after `directive`, or nil when it is empty.
    static func span(after directive: Int, in tokens: [Token]) -> TokenSpan? {
        let end = end(after: directive, in: tokens)
        return end > directive + 1 ? TokenSpan(directive + 1, end - 1) : nil
    }
}
