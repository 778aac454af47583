/// The lexer's trivia: whitespace (U+00A0 too, as the Swift lexer reads it), line breaks and
/// comments between tokens, recorded for comment attachment.
extension Lexer {
    // MARK: - Trivia

    /// Skips whitespace and comments from `j`. Returns where they end and whether a line break
    /// was skipped. With `stopAtNewline` (trailing trivia) it stops before the first line break
    /// outside a comment.
    @inline(__always) mutating func skipTrivia(from j: Int, stopAtNewline: Bool) -> (end: Int, sawNewline: Bool) {
        let p = self.p, classes = self.classes
        var sawNewline = false
        var j = j
        // Each step reads `p[j]` with `j <= n` (`p[n]` is 0, which ends the loop) and, after a
        // `/` (so `j < n`), `p[j + 1]`, within the padding.
        while true {
            let b = p[j]
            let bits = classes[Int(b)].bits
            if bits & LexerByteClass.space != 0 {
                // Runs of spaces (indentation) 8 at a time: `j < n`, so the 8 bytes at `j` are
                // within the padding, whose zeros end the run. All 8 are spaces when `others`
                // is 0, whose 64 trailing zeros give 8.
                let word = UInt64(littleEndian: UnsafeRawPointer(p).loadUnaligned(fromByteOffset: j, as: UInt64.self))
                let others = word ^ 0x2020_2020_2020_2020
                j &+= max(1, others.trailingZeroBitCount &>> 3)
            } else if bits & LexerByteClass.lineBreak != 0 {
                if stopAtNewline { break }
                sawNewline = true
                j &+= 1
            } else if b == 0xC2 && p[j &+ 1] == 0xA0 {
                // U+00A0, a no-break space: whitespace to the Swift lexer, which only warns
                // (review 25c/01: SwiftUINavigation's five were errors that stopped the run).
                j &+= 2
            } else if b == UInt8(ascii: "/") && (p[j &+ 1] == UInt8(ascii: "/") || p[j &+ 1] == UInt8(ascii: "*")) {
                let comment = skipComment(at: j)
                j = comment.end
                if comment.sawNewline { sawNewline = true }
            } else {
                break
            }
        }
        return (j, sawNewline)
    }

    /// Skips the `//` or `/*` comment at `start` and records it. Returns its end and whether it
    /// held a line break (only a block comment can).
    @inline(never) mutating func skipComment(at start: Int) -> (end: Int, sawNewline: Bool) {
        let comment: (end: Int, sawNewline: Bool)
        if p[start + 1] == UInt8(ascii: "/") {
            comment = (ByteScan.firstLineBreak(p, from: start + 2, to: n), false)
        } else {
            comment = skipBlockComment(from: start)
        }
        if storesTokens { comments.append(Comment(start ..< comment.end, in: input)) }
        return comment
    }

    /// Skips a nested `/* … */` comment starting at `start`. Returns its end (`n` if it is
    /// unterminated, which is reported) and whether it held a line break.
    mutating func skipBlockComment(from start: Int) -> (end: Int, sawNewline: Bool) {
        var depth = 0
        var sawNewline = false
        var j = start
        // `j < n`, so `p[j + 1]` is within the padding (0 past the end, as `byte` gives).
        while j < n {
            let b = p[j]
            if b == UInt8(ascii: "/") && p[j + 1] == UInt8(ascii: "*") {
                depth += 1
                j += 2
            } else if b == UInt8(ascii: "*") && p[j + 1] == UInt8(ascii: "/") {
                depth -= 1
                j += 2
                if depth == 0 { return (j, sawNewline) }
            } else {
                if b == 0x0A || b == 0x0D { sawNewline = true }
                j += 1
            }
        }
        error(start, .unterminatedBlockComment)
        return (j, sawNewline)
    }
}
