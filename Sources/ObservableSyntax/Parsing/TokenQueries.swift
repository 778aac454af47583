/// The one set of questions asked of tokens: their kind and text, the source text of a span,
/// and bracket matching. The parser reads structure with them; later stages only copy the text
/// of spans the tree gives them.
package protocol TokenQueries {
    var tokens: [Token] { get }
    var bytes: [UInt8] { get }
}

extension TokenQueries {
    /// The spans between top-level commas of `span` (empty for an empty span); empty parts
    /// are left out.
    package func splitAtCommas(_ span: TokenSpan) -> [TokenSpan] {
        guard span.first <= span.last else { return [] }
        var parts: [TokenSpan] = []
        var nesting = 0
        var partStart = span.first
        for j in span.first ... span.last {
            switch kind(j) {
            case .leftParen, .leftSquare, .leftBrace: nesting += 1
            case .rightParen, .rightSquare, .rightBrace: nesting -= 1
            case .comma where nesting == 0:
                if j > partStart { parts.append(TokenSpan(partStart, j - 1)) }
                partStart = j + 1
            default: break
            }
        }
        if partStart <= span.last { parts.append(TokenSpan(partStart, span.last)) }
        return parts
    }

    /// The `case` and `default` tokens that start the clauses of a `switch` body `span` (inside
    /// its braces), outside brackets; a `case` after `,`, `if`, `guard`, `for` or `while` is a
    /// pattern, not a clause.
    package func switchClauseStarts(_ span: TokenSpan) -> [Int] {
        guard span.first <= span.last else { return [] }
        var starts: [Int] = []
        var nesting = 0
        for j in span.first ... span.last {
            switch kind(j) {
            case .leftParen, .leftSquare, .leftBrace: nesting += 1
            case .rightParen, .rightSquare, .rightBrace: nesting -= 1
            case .identifier where nesting == 0 && (isWord(j, "case") || isWord(j, "default")):
                if kind(j - 1) == .comma || isWord(j - 1, "if") || isWord(j - 1, "guard") || isWord(j - 1, "for") || isWord(j - 1, "while") { continue }
                starts.append(j)
            default: break
            }
        }
        return starts
    }

    /// The kind of token `index`; `.endOfFile` past the end.
    @inlinable @inline(__always) package func kind(_ index: Int) -> TokenKind {
        // One unsigned comparison for both ends (a negative index is past the end too), and
        // no second bounds check on the read.
        tokens.withUnsafeBufferPointer { UInt(bitPattern: index) < UInt($0.count) ? $0[index].kind : .endOfFile }
    }

    /// Whether token `index` is spelled exactly `word` (so a backticked `` `var` `` is not `var`).
    /// Inlined, so that the word's length is a constant and most tokens are rejected by it.
    @inlinable @inline(__always) package func isWord(_ index: Int, _ word: StaticString) -> Bool {
        guard let token = tokens.withUnsafeBufferPointer({ UInt(bitPattern: index) < UInt($0.count) ? $0[index] : nil }) else { return false }
        let length = Int(token.end &- token.start)
        guard length == word.utf8CodeUnitCount else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            // `token.start ..< token.end` lies in the buffer: the tokens tile it.
            let text = buffer.baseAddress! + Int(token.start)
            let w = word.utf8Start
            var k = 0
            while k < length {
                if text[k] != w[k] { return false }
                k += 1
            }
            return true
        }
    }

    /// Whether token `index` is spelled like one of `words` (no String is made).
    @inline(__always) func isOneOf(_ index: Int, _ words: WordSet) -> Bool {
        guard index >= 0, index < tokens.count else { return false }
        let token = tokens[index]
        guard token.kind == .identifier else { return false }
        // `token.start ..< token.end` lies in the buffer: the tokens tile it.
        return bytes.withUnsafeBufferPointer { words.contains($0.baseAddress! + Int(token.start), count: Int(token.end &- token.start)) }
    }

    /// The declaration keyword that identifier token `index` spells, or nil (also for any other
    /// kind of token).
    func declarationKeyword(_ index: Int) -> DeclarationKeyword? {
        guard index >= 0, index < tokens.count else { return nil }
        let token = tokens[index]
        guard token.kind == .identifier else { return nil }
        // `token.start ..< token.end` lies in the buffer: the tokens tile it.
        return bytes.withUnsafeBufferPointer { DeclarationKeyword($0.baseAddress! + Int(token.start), count: Int(token.end &- token.start)) }
    }

    /// The text of token `index`, without trivia.
    @inlinable package func text(_ index: Int) -> String {
        let range = tokens[index].textRange
        // Decoded from the buffer in place: an `ArraySlice` would retain and release it.
        return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }

    /// Source text from the start of token `first` to the end of token `last`, with the trivia
    /// between them.
    @inlinable package func sourceText(_ span: TokenSpan) -> String {
        String(decoding: bytes[Int(tokens[span.first].start) ..< Int(tokens[span.last].end)], as: UTF8.self)
    }

    /// The tokens' texts with one space wherever trivia separated them: `@unchecked Sendable`.
    @inlinable package func normalizedText(_ span: TokenSpan) -> String {
        guard span.last > span.first else { return text(span.first) }
        // ASCII text is written straight into the string's storage (one allocation, none for
        // a small string), not appended a `String` per token; other text is decoded token by
        // token as before (a token's bytes alone may not be valid UTF-8).
        let ascii: String? = tokens.withUnsafeBufferPointer { tokens in
            bytes.withUnsafeBufferPointer { bytes in
                var count = 0
                var high: UInt8 = 0
                for k in span.first ... span.last {
                    let token = tokens[k]
                    if k > span.first && !Self.glued(tokens[k - 1], token) { count += 1 }
                    for j in Int(token.start) ..< Int(token.end) { high |= bytes[j] }
                    count += Int(token.end) - Int(token.start)
                }
                guard high < 0x80 else { return nil }
                return String(unsafeUninitializedCapacity: count) { out in
                    var at = 0
                    for k in span.first ... span.last {
                        let token = tokens[k]
                        if k > span.first && !Self.glued(tokens[k - 1], token) {
                            out[at] = UInt8(ascii: " ")
                            at += 1
                        }
                        for j in Int(token.start) ..< Int(token.end) {
                            out[at] = bytes[j]
                            at += 1
                        }
                    }
                    return at
                }
            }
        }
        if let ascii { return ascii }
        var result = text(span.first)
        for k in span.first + 1 ... span.last {
            if !isGluedToPrevious(k) { result += " " }
            result += text(k)
        }
        return result
    }

    /// No trivia between tokens `previous` and `token` (`isGluedToPrevious`).
    @inlinable package static func glued(_ previous: Token, _ token: Token) -> Bool {
        previous.trailingTriviaEnd == previous.end && token.leadingTriviaStart == token.start
    }

    /// The first byte of token `index`'s text (0 for the end of the file).
    @inlinable package func firstByte(_ index: Int) -> UInt8 {
        let token = tokens[index]
        return token.end > token.start ? bytes[Int(token.start)] : 0
    }

    /// No trivia between token `index - 1` and token `index`.
    @inlinable package func isGluedToPrevious(_ index: Int) -> Bool {
        index > 0 && tokens[index - 1].trailingTriviaEnd == tokens[index - 1].end && tokens[index].leadingTriviaStart == tokens[index].start
    }

    /// Whether token `index` is a `(` that Swift reads as the argument list of the attribute or
    /// modifier word before it (`@available(…)`, `private(set)`, `nonisolated(unsafe)`): on the
    /// word's line, with or without trivia between (Swift 5 mode warns of `private (set)`, Swift 6
    /// rejects it; the real macro tracks such a property). A `(` on a later line starts something
    /// else. (swiftc 6.3, `-swift-version 5` and `6`.) Not for type attributes: there a spaced `(`
    /// starts a function type (`@escaping (Int) -> Void`).
    @inlinable package func opensArgumentList(_ index: Int) -> Bool {
        kind(index) == .leftParen && index > 0 && !tokens[index].isAtStartOfLine
    }

    /// The net count of `<` minus `>` in an operator token (types lex `>>` as one operator).
    @inlinable package func angleDelta(_ index: Int) -> Int {
        var delta = 0
        let token = tokens[index]
        for k in Int(token.start) ..< Int(token.end) {
            if bytes[k] == UInt8(ascii: "<") { delta += 1 } else if bytes[k] == UInt8(ascii: ">") { delta -= 1 }
        }
        return delta
    }

    // MARK: - Bracket matching

    /// Index of the bracket that closes the one at `open` (any of `(`, `[`, `{`), counting all
    /// bracket kinds together. When the brackets do not close (a `}` with no `{` opened since
    /// `open` ends the body around it, or the end of the file), the last token before that.
    @inlinable package func matchingClose(from open: Int) -> Int {
        var depth = 0
        var braces = 0
        var j = open
        while j < tokens.count {
            switch tokens[j].kind {
            case .leftParen, .leftSquare, .leftBrace:
                depth += 1
                if tokens[j].kind == .leftBrace { braces += 1 }
            case .rightParen, .rightSquare, .rightBrace:
                if tokens[j].kind == .rightBrace {
                    if braces == 0 { return max(open, j - 1) }
                    braces -= 1
                }
                depth -= 1
                if depth == 0 { return j }
            case .endOfFile: return max(open, j - 1)
            default: break
            }
            j += 1
        }
        return tokens.count - 1
    }

    /// Index of the bracket that closes the one at `open`, or nil when it is not closed by a
    /// bracket of the same kind where `matchingClose` ends.
    @inlinable package func closingBracket(of open: Int) -> Int? {
        let close = matchingClose(from: open)
        let expected: TokenKind
        switch kind(open) {
        case .leftParen: expected = .rightParen
        case .leftSquare: expected = .rightSquare
        case .leftBrace: expected = .rightBrace
        default: return nil
        }
        return close > open && kind(close) == expected ? close : nil
    }

    /// Index of the `}` that closes the `{` at `open`, counting braces only (so a stray `(` in
    /// a broken body cannot swallow the enclosing type); nil if unclosed.
    @inlinable package func matchingBrace(from open: Int) -> Int? {
        var depth = 0
        var j = open
        while j < tokens.count {
            switch tokens[j].kind {
            case .leftBrace: depth += 1
            case .rightBrace:
                depth -= 1
                if depth == 0 { return j }
            case .endOfFile: return nil
            default: break
            }
            j += 1
        }
        return nil
    }
}
