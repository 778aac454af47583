/// The result of tokenizing one buffer.
package struct TokenizedSource: Sendable {
    /// All tokens in order, ending with exactly one `.endOfFile` token. Their trivia and text
    /// ranges tile the whole buffer (see `Token`).
    package var tokens: [Token]
    /// Every comment in the trivia of `tokens` (not those inside string interpolations), in
    /// source order, each recorded once; empty when tokens are not kept.
    package var comments: [Comment]
    /// Lexical errors (unterminated literals and comments, invalid bytes), in source order.
    package var diagnostics: [Diagnostic]
    /// Whether a `#sourceLocation` pound keyword was lexed: the parser then reads the file's
    /// line control statements from the tokens, else it need not look. (It may over-report,
    /// never under-report: the parser's own scan decides what is a directive.)
    package var containsLineDirective = false
}
