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
}

/// A hand-written, lossless lexer for the whole lexical grammar of Swift.
///
/// Input: UTF-8 bytes (invalid UTF-8 allowed). Output: tokens whose byte ranges cover every input
/// byte exactly once, plus diagnostics. It never throws or traps: a byte sequence that is not
/// Swift becomes an `.unknown` token with an error diagnostic, and lexing goes on.
///
/// String literals, including raw (`#"…"#`) and multi-line forms, are one token each, with any
/// interpolations (`\(…)`, nested strings, closures, comments) inside; the nesting is followed
/// with an explicit stack of lexer modes, not with recursion, so deep nesting cannot overflow
/// the call stack. Rules follow The Swift Programming Language, "Lexical Structure" (Swift 6),
/// and the Swift compiler's Lexer for the details it leaves open (regex literal heuristics,
/// line-break rules in trivia).
package enum Tokenizer {
    /// Tokenizes `bytes`. O(n) time and O(tokens) memory.
    package static func tokenize(_ bytes: [UInt8]) -> TokenizedSource {
        lex(bytes, storingTokens: true)
    }

    /// The lexical diagnostics of `bytes`, without keeping the tokens: O(n) time, O(1) memory
    /// beyond the diagnostics. For files that need no expansion.
    package static func diagnose(_ bytes: [UInt8]) -> [Diagnostic] {
        lex(bytes, storingTokens: false).diagnostics
    }

    private static func lex(_ bytes: [UInt8], storingTokens: Bool) -> TokenizedSource {
        bytes.withUnsafeBufferPointer { buffer in
            Lexer.byteFlags.withUnsafeBufferPointer { flags in
                Lexer.singleByteKinds.withUnsafeBufferPointer { singles in
                    var lexer = Lexer(buffer, flags: flags, singleByteKinds: singles, storesTokens: storingTokens)
                    lexer.run()
                    lexer.reportInvalidUTF8()
                    var comments = lexer.comments
                    Comment.markCodeSamples(&comments, in: buffer)
                    return TokenizedSource(tokens: lexer.tokens, comments: comments, diagnostics: lexer.diagnostics)
                }
            }
        }
    }
}

/// The lexer's state over one buffer. All state is local to one `tokenize` call.
struct Lexer {
    let p: UnsafeBufferPointer<UInt8>
    let n: Int
    var i = 0
    var tokens: [Token] = []
    /// Every comment in trivia, in source order (kept with the tokens).
    var comments: [Comment] = []
    var diagnostics: [Diagnostic] = []
    /// Whether `tokens` keeps the tokens (else only `last` does, for the rules that look back).
    let storesTokens: Bool
    /// The token lexed last.
    var last: Token?
    /// `Lexer.byteFlags` and `Lexer.singleByteKinds`, looked up once per call, not per byte.
    let flags: UnsafeBufferPointer<UInt8>
    let singles: UnsafeBufferPointer<TokenKind?>

    init(_ buffer: UnsafeBufferPointer<UInt8>, flags: UnsafeBufferPointer<UInt8>, singleByteKinds: UnsafeBufferPointer<TokenKind?>, storesTokens: Bool = true) {
        p = buffer
        n = buffer.count
        self.storesTokens = storesTokens
        self.flags = flags
        singles = singleByteKinds
        // Real Swift has 3.7 to 8 bytes per token (the toolchain's interfaces: 5.2 on average);
        // reserving for 3 means a dense file is not copied into a doubled buffer half-way.
        // Pages of the reservation that are never written are never made resident.
        if storesTokens { tokens.reserveCapacity(n / 3 + 16) }
    }

    /// `byteFlags` bit: an ASCII byte that starts an identifier (letter or `_`).
    static let identifierHead: UInt8 = 1
    /// `byteFlags` bit: an ASCII byte that continues an identifier (letter, digit, `_`, `$`).
    static let identifierBody: UInt8 = 2

    /// Per-byte flags for the hot loops (the same sets as the `switch`es in `lexTokenText` and
    /// `skipNonASCIIIdentifierContinuation`, as one table lookup).
    static let byteFlags: [UInt8] = (0 ..< 256).map { value -> UInt8 in
        switch UInt8(value) {
        case UInt8(ascii: "a") ... UInt8(ascii: "z"), UInt8(ascii: "A") ... UInt8(ascii: "Z"), UInt8(ascii: "_"):
            return identifierHead | identifierBody
        case UInt8(ascii: "0") ... UInt8(ascii: "9"), UInt8(ascii: "$"):
            return identifierBody
        default:
            return 0
        }
    }

    /// The kind of a byte that is always a whole token by itself (as `lexTokenText` lexes it);
    /// nil for every other byte.
    static let singleByteKinds: [TokenKind?] = (0 ..< 256).map { value -> TokenKind? in
        switch UInt8(value) {
        case UInt8(ascii: "@"): return .atSign
        case UInt8(ascii: "\\"): return .backslash
        case UInt8(ascii: ","): return .comma
        case UInt8(ascii: ";"): return .semicolon
        case UInt8(ascii: ":"): return .colon
        case UInt8(ascii: "("): return .leftParen
        case UInt8(ascii: ")"): return .rightParen
        case UInt8(ascii: "{"): return .leftBrace
        case UInt8(ascii: "}"): return .rightBrace
        case UInt8(ascii: "["): return .leftSquare
        case UInt8(ascii: "]"): return .rightSquare
        default: return nil
        }
    }

    @inline(__always) func byte(_ j: Int) -> UInt8 { j < n ? p[j] : 0 }

    mutating func error(_ offset: Int, _ message: DiagnosticMessage) {
        diagnostics.append(Diagnostic(message, at: offset))
    }

    /// Reports each invalid UTF-8 sequence of the file, wherever it is (in code, a string
    /// literal or a comment: swiftc rejects them all), merged into the diagnostics by offset.
    mutating func reportInvalidUTF8() {
        var found: [Diagnostic] = []
        var j = 0
        while j < n {
            if p[j] < 0x80 {
                j += 1
                continue
            }
            if let (_, length) = decodeScalar(at: j) {
                j += length
                continue
            }
            // A run of bytes that decode to nothing is one error, as swiftc reports it.
            found.append(Diagnostic(.invalidUTF8, at: j))
            j += 1
            while j < n && p[j] >= 0x80 && decodeScalar(at: j) == nil { j += 1 }
        }
        guard !found.isEmpty else { return }
        diagnostics = (diagnostics + found).enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }.map(\.element)
    }

    mutating func run() {
        // A byte-order mark and a shebang line are leading trivia of the first token.
        if n >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF { i = 3 }
        if byte(i) == UInt8(ascii: "#") && byte(i + 1) == UInt8(ascii: "!") {
            while i < n && p[i] != 0x0A && p[i] != 0x0D { i += 1 }
        }
        var leadingStart = 0
        // A block comment in trailing trivia that spans lines puts the next token on a new line.
        var trailingNewline = false
        while true {
            let sawNewline = skipTrivia(stopAtNewline: false)
            let atLineStart = sawNewline || trailingNewline || leadingStart == 0
            let start = i
            if i >= n {
                tokens.append(Token(kind: .endOfFile, isAtStartOfLine: atLineStart, leadingTriviaStart: leadingStart, start: n, end: n, trailingTriviaEnd: n))
                return
            }
            // Fast paths for the commonest tokens (ASCII identifiers, one-byte punctuation, a
            // lone `.`), lexed exactly as `lexTokenText` would; everything else goes there.
            let b = p[i]
            let kind: TokenKind
            if flags[Int(b)] & Lexer.identifierHead != 0 {
                i += 1
                skipIdentifierContinuation()
                kind = .identifier
            } else if let single = singles[Int(b)] {
                i += 1
                kind = single
            } else if b == UInt8(ascii: "."), byte(i + 1) != UInt8(ascii: ".") {
                i += 1
                kind = .period
            } else {
                kind = lexTokenText()
            }
            let end = i
            trailingNewline = skipTrivia(stopAtNewline: true)
            let token = Token(kind: kind, isAtStartOfLine: atLineStart, leadingTriviaStart: leadingStart, start: start, end: end, trailingTriviaEnd: i)
            last = token
            if storesTokens { tokens.append(token) }
            leadingStart = i
        }
    }

    // MARK: - Trivia

    /// Skips whitespace and comments. Returns whether a line break was skipped. With
    /// `stopAtNewline` (trailing trivia) it stops before the first line break outside a comment.
    mutating func skipTrivia(stopAtNewline: Bool) -> Bool {
        var sawNewline = false
        while i < n {
            switch p[i] {
            case 0x20, 0x09, 0x0B, 0x0C:
                i += 1
            case 0x0A, 0x0D:
                if stopAtNewline { return sawNewline }
                sawNewline = true
                i += 1
            case UInt8(ascii: "/"):
                let next = byte(i + 1)
                let start = i
                if next == UInt8(ascii: "/") {
                    while i < n && p[i] != 0x0A && p[i] != 0x0D { i += 1 }
                    if storesTokens { comments.append(Comment(start ..< i, in: p)) }
                } else if next == UInt8(ascii: "*") {
                    if skipBlockComment() { sawNewline = true }
                    if storesTokens { comments.append(Comment(start ..< i, in: p)) }
                } else {
                    return sawNewline
                }
            default:
                return sawNewline
            }
        }
        return sawNewline
    }

    /// Skips a nested `/* … */` comment starting at `i`. Returns whether it held a line break.
    mutating func skipBlockComment() -> Bool {
        let start = i
        var depth = 0
        var sawNewline = false
        while i < n {
            let b = p[i]
            if b == UInt8(ascii: "/") && byte(i + 1) == UInt8(ascii: "*") {
                depth += 1
                i += 2
            } else if b == UInt8(ascii: "*") && byte(i + 1) == UInt8(ascii: "/") {
                depth -= 1
                i += 2
                if depth == 0 { return sawNewline }
            } else {
                if b == 0x0A || b == 0x0D { sawNewline = true }
                i += 1
            }
        }
        error(start, .unterminatedBlockComment)
        return sawNewline
    }

    // MARK: - Tokens

    /// Lexes one token's text starting at `i` (not trivia, not end of file).
    mutating func lexTokenText() -> TokenKind {
        let b = p[i]
        switch b {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            i += 1
            skipIdentifierContinuation()
            return .identifier
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            return lexNumber()
        case UInt8(ascii: "$"):
            i += 1
            skipIdentifierContinuation()
            return .dollarIdentifier
        case UInt8(ascii: "`"):
            return lexBacktickIdentifier()
        case UInt8(ascii: "\""):
            return lexStringLiteral(start: i)
        case UInt8(ascii: "#"):
            return lexPound()
        case UInt8(ascii: "@"): i += 1; return .atSign
        case UInt8(ascii: "\\"): i += 1; return .backslash
        case UInt8(ascii: ","): i += 1; return .comma
        case UInt8(ascii: ";"): i += 1; return .semicolon
        case UInt8(ascii: ":"): i += 1; return .colon
        case UInt8(ascii: "("): i += 1; return .leftParen
        case UInt8(ascii: ")"): i += 1; return .rightParen
        case UInt8(ascii: "{"): i += 1; return .leftBrace
        case UInt8(ascii: "}"): i += 1; return .rightBrace
        case UInt8(ascii: "["): i += 1; return .leftSquare
        case UInt8(ascii: "]"): i += 1; return .rightSquare
        case UInt8(ascii: "."):
            if byte(i + 1) == UInt8(ascii: ".") { return lexOperator(dotOperator: true) }
            i += 1
            return .period
        case UInt8(ascii: "/"):
            if regexMayStartHere(), let end = scanBareRegex(from: i) {
                i = end
                return .regexLiteral
            }
            return lexOperator(dotOperator: false)
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
             UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"),
             UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return lexOperator(dotOperator: false)
        case 0x80...0xFF:
            guard let (scalar, length) = decodeScalar(at: i) else {
                // Reported by `reportInvalidUTF8`, with those in literals and comments.
                i += 1
                while i < n && p[i] & 0xC0 == 0x80 { i += 1 }
                return .unknown
            }
            if Lexer.isOperatorHead(scalar) { return lexOperator(dotOperator: false) }
            if Lexer.isIdentifierScalar(scalar) {
                i += length
                skipIdentifierContinuation()
                return .identifier
            }
            error(i, .invalidCharacter)
            i += length
            return .unknown
        case 0:
            error(i, .nulCharacter)
            i += 1
            return .unknown
        default:
            error(i, .invalidCharacter)
            i += 1
            return .unknown
        }
    }

    /// Skips the rest of an identifier: a run of ASCII continuation bytes, then, only if a
    /// non-ASCII byte follows, the general loop.
    @inline(__always) mutating func skipIdentifierContinuation() {
        var j = i
        while j < n && flags[Int(p[j])] & Lexer.identifierBody != 0 { j += 1 }
        i = j
        if j < n && p[j] >= 0x80 { skipNonASCIIIdentifierContinuation() }
    }

    /// The rest of an identifier from `i`: ASCII continuation bytes and the scalars that may
    /// continue an identifier, in any order.
    @inline(never) mutating func skipNonASCIIIdentifierContinuation() {
        while i < n {
            let b = p[i]
            switch b {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"):
                i += 1
            case 0x80...0xFF:
                guard let (scalar, length) = decodeScalar(at: i),
                      Lexer.isIdentifierScalar(scalar) || Lexer.isCombining(scalar) else { return }
                i += length
            default:
                return
            }
        }
    }

    mutating func lexBacktickIdentifier() -> TokenKind {
        let start = i
        var j = i + 1
        while j < n && p[j] != UInt8(ascii: "`") && p[j] != 0x0A && p[j] != 0x0D { j += 1 }
        if j < n && p[j] == UInt8(ascii: "`") && j > start + 1 {
            i = j + 1
            return .identifier
        }
        error(start, .unterminatedBacktick)
        i = start + 1
        return .unknown
    }

    /// `#` starts a raw string (`#"`), an extended regex (`#/`), a pound keyword (`#if`), or is
    /// a lone `#`.
    mutating func lexPound() -> TokenKind {
        let start = i
        var j = i
        while j < n && p[j] == UInt8(ascii: "#") { j += 1 }
        let pounds = j - i
        if byte(j) == UInt8(ascii: "\"") {
            i = j
            return lexStringLiteral(start: start, pounds: pounds)
        }
        if byte(j) == UInt8(ascii: "/") {
            return lexExtendedRegex(pounds: pounds)
        }
        let next = byte(i + 1)
        let isIdentifierStart = (next >= UInt8(ascii: "a") && next <= UInt8(ascii: "z"))
            || (next >= UInt8(ascii: "A") && next <= UInt8(ascii: "Z")) || next == UInt8(ascii: "_")
        if isIdentifierStart {
            i += 2
            skipIdentifierContinuation()
            return .poundKeyword
        }
        i += 1
        return .pound
    }

    mutating func lexNumber() -> TokenKind {
        let start = i
        let afterPeriod = last?.kind == .period && last!.trailingTriviaEnd == last!.end
        var isFloat = false
        func isDecimal(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
        func isHex(_ b: UInt8) -> Bool {
            let lower = b | 0x20
            return isDecimal(b) || (lower >= 0x61 && lower <= 0x66)
        }
        if p[i] == UInt8(ascii: "0") && (byte(i + 1) == UInt8(ascii: "x") || byte(i + 1) == UInt8(ascii: "o") || byte(i + 1) == UInt8(ascii: "b")) {
            let radix = byte(i + 1)
            i += 2
            func isDigit(_ b: UInt8) -> Bool {
                switch radix {
                case UInt8(ascii: "x"): return isHex(b)
                case UInt8(ascii: "o"): return b >= 0x30 && b <= 0x37
                default: return b == 0x30 || b == 0x31
                }
            }
            let digitsStart = i
            while i < n && (isDigit(p[i]) || p[i] == UInt8(ascii: "_")) { i += 1 }
            if i == digitsStart { error(start, .missingDigitAfterPrefix) }
            if radix == UInt8(ascii: "x") && !afterPeriod {
                if byte(i) == UInt8(ascii: ".") && isHex(byte(i + 1)) && byte(i + 1) != 0 {
                    // A hex fraction needs an exponent; `0x1.description` is a member access.
                    var j = i + 1
                    while j < n && (isHex(p[j]) || p[j] == UInt8(ascii: "_")) { j += 1 }
                    if byte(j) | 0x20 == UInt8(ascii: "p") { i = j; isFloat = true }
                }
                if byte(i) | 0x20 == UInt8(ascii: "p") {
                    isFloat = true
                    i += 1
                    if byte(i) == UInt8(ascii: "+") || byte(i) == UInt8(ascii: "-") { i += 1 }
                    let expStart = i
                    while i < n && (isDecimal(p[i]) || p[i] == UInt8(ascii: "_")) { i += 1 }
                    if i == expStart { error(start, .missingExponentDigit) }
                }
            }
        } else {
            while i < n && (isDecimal(p[i]) || p[i] == UInt8(ascii: "_")) { i += 1 }
            if !afterPeriod {
                if byte(i) == UInt8(ascii: ".") && isDecimal(byte(i + 1)) && i + 1 < n {
                    isFloat = true
                    i += 1
                    while i < n && (isDecimal(p[i]) || p[i] == UInt8(ascii: "_")) { i += 1 }
                }
                if byte(i) | 0x20 == UInt8(ascii: "e") && i < n {
                    var j = i + 1
                    if byte(j) == UInt8(ascii: "+") || byte(j) == UInt8(ascii: "-") { j += 1 }
                    if isDecimal(byte(j)) && j < n {
                        isFloat = true
                        i = j
                        while i < n && (isDecimal(p[i]) || p[i] == UInt8(ascii: "_")) { i += 1 }
                    }
                }
            }
        }
        // Letters glued to a number (`12abc`) are not Swift: one bad token, one diagnostic.
        let suffixStart = i
        skipIdentifierContinuation()
        if i != suffixStart {
            error(suffixStart, .invalidDigit(String(decoding: p[suffixStart..<i], as: UTF8.self)))
            return .unknown
        }
        return isFloat ? .floatLiteral : .integerLiteral
    }

    // MARK: - Operators

    @inline(__always) static func isASCIIOperatorChar(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    /// Lexes an operator run. A run stops where a comment starts; only an operator that begins
    /// with `.` may contain `.` (the Swift rule for dot operators).
    mutating func lexOperator(dotOperator: Bool) -> TokenKind {
        let start = i
        while i < n {
            let b = p[i]
            if b == UInt8(ascii: "/") && i > start && (byte(i + 1) == UInt8(ascii: "/") || byte(i + 1) == UInt8(ascii: "*")) { break }
            if Lexer.isASCIIOperatorChar(b) || (dotOperator && b == UInt8(ascii: ".")) {
                i += 1
            } else if b >= 0x80, let (scalar, length) = decodeScalar(at: i),
                      Lexer.isOperatorHead(scalar) || Lexer.isCombining(scalar) {
                i += length
            } else {
                break
            }
        }
        let length = i - start
        if length == 1 && p[start] == UInt8(ascii: "=") { return .equal }
        if length == 2 && p[start] == UInt8(ascii: "-") && p[start + 1] == UInt8(ascii: ">") { return .arrow }
        return .operator
    }

    // MARK: - Unicode

    /// Decodes one UTF-8 scalar at `j`; nil for an invalid or truncated sequence.
    func decodeScalar(at j: Int) -> (UInt32, Int)? {
        let b0 = UInt32(p[j])
        if b0 < 0x80 { return (b0, 1) }
        func cont(_ k: Int) -> UInt32? {
            guard j + k < n, p[j + k] & 0xC0 == 0x80 else { return nil }
            return UInt32(p[j + k] & 0x3F)
        }
        if b0 & 0xE0 == 0xC0 {
            guard b0 >= 0xC2, let c1 = cont(1) else { return nil }
            return ((b0 & 0x1F) << 6 | c1, 2)
        }
        if b0 & 0xF0 == 0xE0 {
            guard let c1 = cont(1), let c2 = cont(2) else { return nil }
            let v = (b0 & 0x0F) << 12 | c1 << 6 | c2
            guard v >= 0x800, !(0xD800...0xDFFF).contains(v) else { return nil }
            return (v, 3)
        }
        if b0 & 0xF8 == 0xF0 {
            guard let c1 = cont(1), let c2 = cont(2), let c3 = cont(3) else { return nil }
            let v = (b0 & 0x07) << 18 | c1 << 12 | c2 << 6 | c3
            guard v >= 0x10000, v <= 0x10FFFF else { return nil }
            return (v, 4)
        }
        return nil
    }

    /// Operator-head characters outside ASCII (The Swift Programming Language, "Operators").
    static func isOperatorHead(_ c: UInt32) -> Bool {
        switch c {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
             0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
             0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
             0x3008...0x3020, 0x3030:
            return true
        default:
            return false
        }
    }

    /// Combining marks, allowed after the first character of identifiers and operators.
    static func isCombining(_ c: UInt32) -> Bool {
        switch c {
        case 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
            return true
        default:
            return false
        }
    }

    /// Non-ASCII scalars that may appear in identifiers: everything that is not an operator
    /// character, a combining mark, whitespace or a control/private-use/non-character code.
    static func isIdentifierScalar(_ c: UInt32) -> Bool {
        if isOperatorHead(c) || isCombining(c) { return false }
        switch c {
        case 0x80...0xA0, 0xAD, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000,
             0xE000...0xF8FF, 0xFFF0...0xFFFF, 0xFEFF:
            return false
        default:
            return c > 0x7F
        }
    }
}
