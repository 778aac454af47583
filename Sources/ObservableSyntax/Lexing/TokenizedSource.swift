/// The result of tokenizing one buffer.
package struct TokenizedSource: Sendable {
    /// All tokens in order, ending with exactly one `.endOfFile` token. Their trivia and text
    /// ranges tile the whole buffer (see `Token`).
    package var tokens: [Token]
    /// Every comment in the trivia of `tokens` (not those inside string interpolations), in
    /// source order, each recorded once; empty when tokens are not kept.
    package var comments: [Comment]
    /// Lexical errors (unterminated literals and comments, invalid bytes), in source order.
    package let diagnostics: [Diagnostic]
    /// Whether a `#sourceLocation` pound keyword was lexed: the parser then reads the file's
    /// line control statements from the tokens, else it need not look. (It may over-report,
    /// never under-report: the parser's own scan decides what is a directive.)
    package var containsLineDirective = false
    /// Where the unterminated literals and block comments start (from `diagnostics`).
    package let breaks: LexicalBreaks

    package init(tokens: [Token], comments: [Comment], diagnostics: [Diagnostic], containsLineDirective: Bool = false) {
        self.tokens = tokens
        self.comments = comments
        self.diagnostics = diagnostics
        self.containsLineDirective = containsLineDirective
        breaks = LexicalBreaks(diagnostics)
    }
}

/// The start offsets of the unterminated string literals, regex literals and block comments of
/// a file, each of which has its own error in `TokenizedSource.diagnostics`.
///
/// Such a token runs on to the end of its line (`"`, `#"`, `#/`) or of the file (`"""`, `/*`,
/// a multi-line `#/`), and takes with it the `)`, `}` or `#endif` that was meant to follow it.
/// So a later stage that finds something unclosed, or a declaration cut short, asks whether a
/// break lies in what it read: if one does, the break's own error (at or after what the later
/// stage would point at) is the diagnosis, and the later one is not reported, so that the
/// first error of a file is the cause and not a consequence (swiftc reports the literal first
/// too, its consequences at the end of the file).
package struct LexicalBreaks: Sendable, Equatable {
    /// Sorted byte offsets.
    package private(set) var offsets: [Int] = []

    package init() {}

    /// The breaks of a file whose lexical errors are `diagnostics`: where each unterminated
    /// string literal, regex literal or block comment is reported.
    package init(_ diagnostics: [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        let ids: Set<String> = [DiagnosticMessage.unterminatedString.id, DiagnosticMessage.unterminatedRegex.id,
                                DiagnosticMessage.unterminatedBlockComment.id]
        // Sorted: a comment inside an interpolation is reported before the string around it.
        offsets = diagnostics.filter { ids.contains($0.id) }.map(\.offset).sorted()
    }

    /// Whether a break starts at a byte offset in `start ... end`. O(log breaks), and O(1) in
    /// the usual file, which has none.
    package func any(from start: Int, through end: Int) -> Bool {
        guard !offsets.isEmpty, start <= end else { return false }
        // The first offset >= start.
        var low = 0, high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] < start { low = middle + 1 } else { high = middle }
        }
        return low < offsets.count && offsets[low] <= end
    }
}
