/// String and regex literals: the lexer modes that nest (a string inside an interpolation
/// inside a string …) are kept on an explicit stack.
extension Lexer {
    /// A lexer mode inside a string literal token.
    enum LiteralMode {
        /// Inside string text; `pounds` is the raw-string delimiter count.
        case string(pounds: Int, multiline: Bool)
        /// Inside `\( … )`; `parens` counts unclosed `(` within it.
        case interpolation(parens: Int)
    }

    /// Lexes a string literal whose opening quote is at `i`; `start` is where its `#`s begin.
    /// Multi-line (`"""`), raw (`#"…"#`) and interpolated strings are one token.
    mutating func lexStringLiteral(start: Int, pounds: Int = 0) -> TokenKind {
        if pounds == 0, let end = simpleStringEnd(from: i) {
            i = end
            return .stringLiteral
        }
        // The innermost mode is `mode`; `modes` holds the ones around it (the lexer's array,
        // emptied after an unterminated literal but not freed), touched only when nesting changes.
        if !modes.isEmpty { modes.removeAll(keepingCapacity: true) }
        var mode = openString(pounds: pounds)
        while true {
            guard i < n else {
                error(start, .unterminatedString)
                return .stringLiteral
            }
            switch mode {
            case let .string(pounds, multiline):
                // Plain text up to the next `"`, `\`, line break or NUL, in one tight loop: it
                // stops at `p[n]`, which is 0, so it needs no bounds check.
                var j = i
                while byteClass(p[j]) & LexerByteClass.stringStop == 0 { j &+= 1 }
                i = j
                guard i < n else { continue } // reported at the top of the loop
                let b = p[i]
                if b == UInt8(ascii: "\\") {
                    var j = i + 1
                    var count = 0
                    while count < pounds && byte(j) == UInt8(ascii: "#") { j += 1; count += 1 }
                    if count < pounds || j >= n {
                        i += 1 // a backslash in a raw string
                    } else if p[j] == UInt8(ascii: "(") {
                        modes.append(mode)
                        mode = .interpolation(parens: 0)
                        i = j + 1
                    } else if p[j] == 0x0A || p[j] == 0x0D {
                        if !multiline {
                            error(start, .unterminatedString)
                            i = j
                            return .stringLiteral
                        }
                        i = j // line continuation in a multi-line string
                    } else {
                        i = j + 1 // an escape such as \n, \", \u{…} (its braces are plain text)
                    }
                } else if b == UInt8(ascii: "\"") {
                    if closesString(pounds: pounds, multiline: multiline) {
                        guard let outer = modes.popLast() else { return .stringLiteral }
                        mode = outer
                    } else {
                        i += 1
                    }
                } else if (b == 0x0A || b == 0x0D) && !multiline {
                    error(start, .unterminatedString)
                    return .stringLiteral
                } else {
                    i += 1 // a line break in a multi-line string, or a NUL in the input
                }
            case let .interpolation(parens):
                let b = p[i]
                switch b {
                case UInt8(ascii: "("):
                    mode = .interpolation(parens: parens + 1)
                    i += 1
                case UInt8(ascii: ")"):
                    if parens == 0 {
                        // An interpolation always lies inside a string's text.
                        guard let outer = modes.popLast() else { return .stringLiteral }
                        mode = outer
                    } else {
                        mode = .interpolation(parens: parens - 1)
                    }
                    i += 1
                case UInt8(ascii: "\""):
                    modes.append(mode)
                    mode = openString(pounds: 0)
                case UInt8(ascii: "#"):
                    var j = i
                    while byte(j) == UInt8(ascii: "#") { j += 1 }
                    if byte(j) == UInt8(ascii: "\"") {
                        let count = j - i
                        i = j
                        modes.append(mode)
                        mode = openString(pounds: count)
                    } else {
                        i = j
                    }
                case UInt8(ascii: "/") where byte(i + 1) == UInt8(ascii: "*"):
                    i = skipBlockComment(from: i).end
                case UInt8(ascii: "/") where byte(i + 1) == UInt8(ascii: "/"):
                    while i < n && p[i] != 0x0A && p[i] != 0x0D { i += 1 }
                default:
                    // Code inside the interpolation: identifiers in one step.
                    i = Lexer.asciiIdentifierEnd(p, classes, from: i + 1)
                }
            }
        }
    }

    /// The end of the commonest literal, a one-line `"…"` without interpolation whose opening
    /// quote is at `quote`, or nil for any other literal (which `lexStringLiteral` then lexes
    /// with its mode stack, from the start, to the same result).
    @inline(__always) private func simpleStringEnd(from quote: Int) -> Int? {
        // `p[j]` with `j <= n` (the loop stops at `p[n]`, which is 0) or, after a byte of the
        // input, `j + 1 <= n`: all within the padding.
        guard p[quote + 1] != UInt8(ascii: "\"") else { return nil } // `""` or `"""`
        var j = quote + 1
        while true {
            while byteClass(p[j]) & LexerByteClass.stringStop == 0 { j &+= 1 }
            switch p[j] {
            case UInt8(ascii: "\""):
                return j + 1
            case UInt8(ascii: "\\"):
                // An escape other than `\(` and a line continuation is two bytes of text.
                let next = p[j + 1]
                guard next != UInt8(ascii: "("), next != 0x0A, next != 0x0D, j + 1 < n else { return nil }
                j += 2
            case 0:
                guard j < n else { return nil }
                j += 1
            default:
                return nil // a line break: unterminated
            }
        }
    }

    /// Consumes an opening quote (`"` or `"""`) at `i` and returns the mode for its text.
    private mutating func openString(pounds: Int) -> LiteralMode {
        if byte(i + 1) == UInt8(ascii: "\"") && byte(i + 2) == UInt8(ascii: "\""), !closesOnItsLine(pounds: pounds) {
            i += 3
            return .string(pounds: pounds, multiline: true)
        }
        i += 1
        return .string(pounds: pounds, multiline: false)
    }

    /// Whether a raw string whose opening `"` is at `i` and that looks multi-line (`#"""`)
    /// is closed on its own line by a `"` and `pounds` `#`s: then it is a one-line string whose
    /// text starts with quotes (`#"""#` is the string `"`), as in the Swift lexer's
    /// `advanceIfMultilineDelimiter`.
    private func closesOnItsLine(pounds: Int) -> Bool {
        guard pounds > 0 else { return false }
        var j = i + 1
        while j < n && p[j] != 0x0A && p[j] != 0x0D {
            if p[j] == UInt8(ascii: "\"") {
                var count = 0
                var k = j + 1
                while count < pounds && k < n && p[k] == UInt8(ascii: "#") { k += 1; count += 1 }
                if count == pounds { return true }
            }
            j += 1
        }
        return false
    }

    /// At a `"` inside string text: if it and the following `#`s close the string, consumes them.
    private mutating func closesString(pounds: Int, multiline: Bool) -> Bool {
        var j = i
        if multiline {
            guard byte(j + 1) == UInt8(ascii: "\""), byte(j + 2) == UInt8(ascii: "\""), j + 2 < n else { return false }
            j += 3
        } else {
            j += 1
        }
        var count = 0
        while count < pounds && j < n && p[j] == UInt8(ascii: "#") { j += 1; count += 1 }
        guard count == pounds else { return false }
        i = j
        return true
    }

    /// `#/ … /#` (any number of `#`), which may span lines when `#/` ends its line.
    mutating func lexExtendedRegex(pounds: Int) -> TokenKind {
        let start = i
        var j = i + pounds + 1
        let multiline = byte(j) == 0x0A || byte(j) == 0x0D
        while j < n {
            let b = p[j]
            if b == UInt8(ascii: "\\") {
                j += 2
                continue
            }
            if (b == 0x0A || b == 0x0D) && !multiline { break }
            if b == UInt8(ascii: "/") {
                var k = j + 1
                var count = 0
                while count < pounds && k < n && p[k] == UInt8(ascii: "#") { k += 1; count += 1 }
                if count == pounds {
                    i = k
                    return .regexLiteral
                }
            }
            j += 1
        }
        error(start, .unterminatedRegex)
        i = min(j, n)
        return .regexLiteral
    }

    /// Whether a `/` at `i` may open a bare regex literal: only where an expression may begin
    /// (after an operator, an opening bracket, a comma, `=`, a keyword such as `return`, …),
    /// and not before a space, as in the Swift compiler's lexer.
    func regexMayStartHere() -> Bool {
        let next = byte(i + 1)
        if next == 0x20 || next == 0x09 || next == 0x0A || next == 0x0D || i + 1 >= n { return false }
        guard let previous else { return true }
        switch previous.kind {
        case .operator, .equal, .arrow, .leftParen, .leftSquare, .leftBrace, .comma, .colon, .semicolon, .pound:
            // `x!/y` or `a+/b` glued to the left operand is an operator run, not a regex.
            return previous.trailingTriviaEnd != previous.end || previous.kind != .operator
        case .identifier:
            let text = input[Int(previous.start) ..< Int(previous.end)]
            return Lexer.expressionKeywords.contains { $0.elementsEqual(text) }
        default:
            return false
        }
    }

    private static let expressionKeywords: [[UInt8]] = [
        "return", "case", "in", "where", "if", "guard", "while", "throw", "try", "await", "else",
        "switch", "yield", "is", "as", "repeat", "do",
    ].map { Array($0.utf8) }

    /// The end of a bare `/…/` regex on one line starting at `start`, or nil if there is none
    /// (then the `/` is an operator). Escapes and `[…]` classes may hold `/`.
    func scanBareRegex(from start: Int) -> Int? {
        var j = start + 1
        var classDepth = 0
        while j < n {
            let b = p[j]
            switch b {
            case 0x0A, 0x0D:
                return nil
            case UInt8(ascii: "\\"):
                j += 2
                continue
            case UInt8(ascii: "["):
                classDepth += 1
            case UInt8(ascii: "]"):
                if classDepth > 0 { classDepth -= 1 }
            case UInt8(ascii: "/") where classDepth == 0:
                // `/ /` and a closing slash followed by an identifier are not regexes.
                if j == start + 1 { return nil }
                return j + 1
            default:
                break
            }
            j += 1
        }
        return nil
    }
}
