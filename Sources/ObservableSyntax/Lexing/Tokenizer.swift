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
        var none = NoTokenObserver()
        return lex(bytes, storingTokens: true, observer: &none)
    }

    /// The lexical diagnostics of `bytes`, without keeping the tokens: O(n) time, O(1) memory
    /// beyond the diagnostics. For files that need no expansion.
    package static func diagnose(_ bytes: [UInt8]) -> [Diagnostic] {
        var none = NoTokenObserver()
        return lex(bytes, storingTokens: false, observer: &none).diagnostics
    }

    /// `diagnose(_:)`, and the names the file's type declarations give, read from its tokens as
    /// they are lexed (see `DeclaredTypeNames`; nil when one holds a non-ASCII byte): one pass
    /// for a file that the first pass of a run reads and that needs no expansion.
    package static func diagnoseNamingTypes(_ bytes: [UInt8]) -> (diagnostics: [Diagnostic], typeNames: Set<String>?) {
        var names = DeclaredTypeNames()
        let diagnostics = lex(bytes, storingTokens: false, observer: &names).diagnostics
        return (diagnostics, names.names)
    }

    private static func lex<Observer: TokenObserver>(_ bytes: [UInt8], storingTokens: Bool, observer: inout Observer) -> TokenizedSource {
        let n = bytes.count
        // A binary file costs no token or diagnostic per byte: one end-of-file token, all trivia.
        let text = bytes.withUnsafeBufferPointer(SourceTextCheck.examine)
        if let refusal = text.refusal { return .refused(refusal, count: n, storingTokens: storingTokens) }
        // A copy of the input followed by `Lexer.padding` zero bytes, so that the hot loops may
        // read up to `padding` bytes past the end without a bounds check (see `Lexer.p`).
        let padded = UnsafeMutablePointer<UInt8>.allocate(capacity: n + Lexer.padding)
        defer { padded.deallocate() }
        bytes.withUnsafeBufferPointer { source in
            if let base = source.baseAddress { padded.initialize(from: base, count: n) }
        }
        (padded + n).initialize(repeating: 0, count: Lexer.padding)
        let buffer = UnsafeBufferPointer(start: UnsafePointer(padded), count: n)
        return LexerByteClass.table.withUnsafeBufferPointer { classes in
            do {
                var comments: [Comment] = []
                var diagnostics: [Diagnostic] = []
                var containsLineDirective = false
                /// Lexes the whole buffer into `out` (room for `capacity` tokens); false if it
                /// did not fit.
                func lexAll(into out: UnsafeMutablePointer<Token>, capacity: Int, storing: Bool) -> (count: Int, complete: Bool) {
                    var lexer = Lexer(buffer, classes: classes.baseAddress!, out: out, capacity: capacity, storesTokens: storing)
                    lexer.run(&observer)
                    guard !lexer.overflowed else { return (lexer.count, false) }
                    if text.hasInvalidUTF8 { lexer.reportInvalidUTF8() }
                    comments = lexer.comments
                    diagnostics = lexer.diagnostics
                    containsLineDirective = lexer.sawLineDirective
                    return (lexer.count, true)
                }
                var tokens: [Token] = []
                if storingTokens {
                    // Real Swift has 3.7 to 8 bytes per token (the toolchain's interfaces: 5.2 on
                    // average); room for one per 3 bytes fits all but dense or odd files, which
                    // are lexed again with room for one token per byte (every token but the end
                    // of file holds at least one byte). Pages never written are never resident.
                    var capacity = n / 3 + 16
                    while true {
                        var complete = false
                        tokens = [Token](unsafeUninitializedCapacity: capacity) { out, count in
                            (count, complete) = lexAll(into: out.baseAddress!, capacity: capacity, storing: true)
                        }
                        if complete { break }
                        capacity = max(n + 1, capacity * 2)
                    }
                } else {
                    withUnsafeTemporaryAllocation(of: Token.self, capacity: 1) { out in
                        _ = lexAll(into: out.baseAddress!, capacity: 1, storing: false)
                    }
                }
                Comment.markCodeSamples(&comments, in: buffer)
                return TokenizedSource(tokens: tokens, comments: comments, diagnostics: diagnostics,
                                       containsLineDirective: containsLineDirective)
            }
        }
    }
}

/// The lexer's state over one buffer. All state is local to one `tokenize` call.
struct Lexer {
    /// How many zero bytes follow the input in `p`.
    static let padding = 8
    /// The input, followed by `padding` zero bytes: `p[j]` may be read for any `j < n + padding`.
    /// A loop that stops at a byte whose class excludes NUL (identifier bytes, spaces) needs no
    /// `j < n` check, since `p[n]` is 0; a loop that must also stop at a NUL inside the input
    /// checks `j < n` after it stops.
    let p: UnsafePointer<UInt8>
    /// The input's length in bytes.
    let n: Int
    var i = 0
    /// Where tokens are written, `capacity` of them; with `storesTokens` false only slot 0 is
    /// used, and it holds the token lexed last.
    let out: UnsafeMutablePointer<Token>
    let capacity: Int
    /// Tokens written to `out` (stays 0 without `storesTokens`).
    var count = 0
    /// What `count` grows by per token: 1 when storing tokens, else 0 (slot 0 is reused).
    let step: Int
    /// Set when a token did not fit in `capacity`; the lexer then stops.
    var overflowed = false
    /// Whether a token has been lexed (`previous` is then valid).
    var hasPrevious = false
    /// Every comment in trivia, in source order (kept with the tokens).
    var comments: [Comment] = []
    var diagnostics: [Diagnostic] = []
    /// The mode stack of the string literal being lexed, kept to reuse its storage.
    var modes: [LiteralMode] = []
    /// Whether `out` keeps all tokens (else only the last, for the rules that look back).
    let storesTokens: Bool
    /// Set when a `#sourceLocation` pound keyword is lexed.
    var sawLineDirective = false
    /// `LexerByteClass.table`, looked up once per call.
    let classes: UnsafePointer<LexerByteClass.Entry>

    /// - Parameters:
    ///   - buffer: the input; `buffer.count + Lexer.padding` bytes must be readable, the last
    ///     `padding` of them zero.
    ///   - out: room for `capacity` tokens (at least 1).
    init(_ buffer: UnsafeBufferPointer<UInt8>, classes: UnsafePointer<LexerByteClass.Entry>,
         out: UnsafeMutablePointer<Token>, capacity: Int, storesTokens: Bool = true) {
        p = buffer.baseAddress!
        n = buffer.count
        self.out = out
        self.capacity = capacity
        self.storesTokens = storesTokens
        step = storesTokens ? 1 : 0
        self.classes = classes
        // Room for one comment per 128 bytes (real code has about one per 150): one
        // allocation instead of one per doubling.
        if storesTokens { comments.reserveCapacity(buffer.count / 128 + 4) }
    }

    /// The token lexed last.
    var previous: Token? {
        guard hasPrevious else { return nil }
        return out[count - step]
    }

    /// The class bits (`LexerByteClass`) of byte `b`.
    @inline(__always) func byteClass(_ b: UInt8) -> UInt8 { classes[Int(b)].bits }

    @inline(__always) func byte(_ j: Int) -> UInt8 { j < n ? p[j] : 0 }

    /// The input without its padding.
    var input: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: p, count: n) }

    mutating func error(_ offset: Int, _ message: DiagnosticMessage) {
        diagnostics.append(Diagnostic(message, at: offset))
    }

    /// Reports each invalid UTF-8 sequence of the file, wherever it is (in code, a string
    /// literal or a comment: swiftc rejects them all), merged into the diagnostics by offset.
    mutating func reportInvalidUTF8() {
        var found: [Diagnostic] = []
        var j = 0
        while true {
            j = ByteScan.firstNonASCII(p, from: j, to: n)
            guard j < n else { break }
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

    /// Lexes the whole buffer into `out`, ending with the `.endOfFile` token (or stops early,
    /// with `overflowed` set, when the tokens do not fit), and tells `observer` each token but
    /// the end of file (specialized per observer: `NoTokenObserver` adds nothing).
    /// Out of line: inlined into `Tokenizer.lex`, where more values are live, it has fewer
    /// registers for its state.
    @inline(never) mutating func run<Observer: TokenObserver>(_ observer: inout Observer) {
        // The hot state lives in locals, which stay in registers; `self.i`, `count` and
        // `hasPrevious` are written back only before the out-of-line paths that read them.
        let p = self.p, n = self.n, classes = self.classes
        let out = self.out, step = self.step
        let limit = out + capacity
        var i = 0
        // A byte-order mark and a shebang line are leading trivia of the first token.
        if n >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF { i = 3 }
        if byte(i) == UInt8(ascii: "#") && byte(i + 1) == UInt8(ascii: "!") {
            while i < n && p[i] != 0x0A && p[i] != 0x0D { i += 1 }
        }
        var slot = out
        // Every token but the end of file holds a byte, so only the first token's leading
        // trivia starts at 0: `leadingStart > 0` tells whether a token has been lexed.
        var leadingStart = 0
        // Whether the next token starts a line: true at first, since the first token starts the
        // file; then whether a block comment in the last token's trailing trivia spans lines.
        var atLineStart = true
        // Each pass lexes one token, so room for one more is checked once per pass.
        while slot < limit {
            // `p[n]` is 0, which starts no trivia: no bounds check needed to look at `p[i]`.
            if classes[Int(p[i])].bits & LexerByteClass.triviaStart != 0 {
                let trivia = skipTrivia(from: i, stopAtNewline: false)
                i = trivia.end
                if trivia.sawNewline { atLineStart = true }
            }
            let start = i
            // Fast paths for the commonest tokens (ASCII identifiers, one-byte punctuation, a
            // lone `.`, a one-byte operator), lexed exactly as `lexTokenText` would; everything
            // else goes there. The end of the input (`p[n]` is 0) takes none of them.
            let b = p[i]
            let entry = classes[Int(b)]
            let bits = entry.bits
            let kind: TokenKind
            if bits & LexerByteClass.identifierHead != 0 {
                i = Lexer.asciiIdentifierEnd(p, classes, from: i &+ 1)
                if p[i] >= 0x80 { i = identifierEnd(from: i) }
                kind = .identifier
            } else if let single = entry.single {
                i &+= 1
                kind = single
            } else if b == UInt8(ascii: "."), p[i &+ 1] != UInt8(ascii: ".") {
                // `i < n`, so `p[i + 1]` is within the padding (0 past the end, as `byte` gives).
                i &+= 1
                kind = .period
            } else if bits & (LexerByteClass.operatorCharacter | LexerByteClass.triviaStart) == LexerByteClass.operatorCharacter,
                      p[i &+ 1] < 0x80, classes[Int(p[i &+ 1])].bits & LexerByteClass.operatorCharacter == 0 {
                // A one-byte operator other than `/` (`=`, `?`, `!`, before a space or a name),
                // as `lexTokenText` lexes it; `i < n`, so `p[i + 1]` is within the padding.
                i &+= 1
                kind = b == UInt8(ascii: "=") ? .equal : .operator
            } else if i >= n {
                slot.initialize(to: Token(kind: .endOfFile, isAtStartOfLine: atLineStart, leadingTriviaStart: leadingStart,
                                          start: n, end: n, trailingTriviaEnd: n))
                self.i = i
                count = slot - out + step
                hasPrevious = true
                return
            } else {
                self.i = i
                count = slot - out
                hasPrevious = leadingStart > 0
                kind = lexTokenText()
                i = self.i
            }
            let end = i
            let lineStart = atLineStart
            atLineStart = false
            let after = p[i]
            if classes[Int(after)].bits & LexerByteClass.triviaStart != 0 {
                // The commonest trailing trivia, one space before more code, inline; `after` is
                // a byte of the input (`p[n]` is 0), so `p[i + 1]` is within the padding.
                if after == 0x20 && classes[Int(p[i &+ 1])].bits & LexerByteClass.triviaStart == 0 {
                    i &+= 1
                } else {
                    let trivia = skipTrivia(from: i, stopAtNewline: true)
                    i = trivia.end
                    atLineStart = trivia.sawNewline
                }
            }
            observer.saw(kind, start, end, in: p)
            slot.initialize(to: Token(kind: kind, isAtStartOfLine: lineStart, leadingTriviaStart: leadingStart,
                                      start: start, end: end, trailingTriviaEnd: i))
            slot += step
            leadingStart = i
        }
        self.i = i
        count = slot - out
        hasPrevious = leadingStart > 0
        overflowed = true
    }

    /// The end of a run of ASCII identifier bytes starting at `j` (`p[j]` may be the padding:
    /// it is 0, not an identifier byte, so the loop needs no bounds check).
    @inline(__always) static func asciiIdentifierEnd(_ p: UnsafePointer<UInt8>, _ classes: UnsafePointer<LexerByteClass.Entry>, from j: Int) -> Int {
        var j = j
        while classes[Int(p[j])].bits & LexerByteClass.identifierBody != 0 { j &+= 1 }
        return j
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
            // A one-byte operator (`=`, `?`, `!`, `+` before a space or a name) without the
            // loop: what follows is neither an operator character nor a non-ASCII byte (which
            // may be an operator or combining scalar). `i < n`, so `p[i + 1]` is readable.
            let next = p[i + 1]
            if next < 0x80 && byteClass(next) & LexerByteClass.operatorCharacter == 0 {
                i += 1
                return b == UInt8(ascii: "=") ? .equal : .operator
            }
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
        i = Lexer.asciiIdentifierEnd(p, classes, from: i)
        if p[i] >= 0x80 { i = identifierEnd(from: i) }
    }

    /// The end of the rest of an identifier from `j`: ASCII continuation bytes and the scalars
    /// that may continue an identifier, in any order.
    @inline(never) func identifierEnd(from j: Int) -> Int {
        var j = j
        while j < n {
            let b = p[j]
            switch b {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"):
                j += 1
            case 0x80...0xFF:
                guard let (scalar, length) = decodeScalar(at: j),
                      Lexer.isIdentifierScalar(scalar) || Lexer.isCombining(scalar) else { return j }
                j += length
            default:
                return j
            }
        }
        return j
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
            // Length and first letter first: most pound keywords (`#if`, `#available`) stop there.
            if i - start == Lexer.lineDirectiveKeyword.utf8CodeUnitCount && next == UInt8(ascii: "s") && isLineDirectiveKeyword(at: start) {
                sawLineDirective = true
            }
            return .poundKeyword
        }
        i += 1
        return .pound
    }

    mutating func lexNumber() -> TokenKind {
        let start = i
        var j = i
        var isFloat = false
        // After a glued `.` (`t.0.1`) a number has no fraction or exponent; the token before is
        // looked at only where one may follow.
        func followsPeriod() -> Bool {
            let last = previous
            return last?.kind == .period && last!.trailingTriviaEnd == last!.end
        }
        func isDecimal(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
        func isHex(_ b: UInt8) -> Bool {
            let lower = b | 0x20
            return isDecimal(b) || (lower >= 0x61 && lower <= 0x66)
        }
        // An exponent without digits, reported where a digit should be, as Swift's lexer does
        // (`1e`, `1e+`, `0x1p`: expected a digit; `1ex`: 'x' is not a valid digit; `1e_`: '_' is
        // not a valid first character); the rest of the word joins the bad token.
        func badExponent(at k: Int) -> TokenKind {
            let b = byte(k)
            if k < n && b == UInt8(ascii: "_") {
                error(k, .invalidExponentStart)
            } else if k < n && (b >= 0x80 || classes[Int(b)].bits & LexerByteClass.identifierBody != 0) {
                let length = b < 0x80 ? 1 : b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : 2
                error(k, .invalidExponentDigit(String(decoding: input[k ..< min(k + length, n)], as: UTF8.self)))
            } else {
                error(k, .missingExponentDigit)
            }
            i = k
            skipIdentifierContinuation()
            return .unknown
        }
        // The digit loops stop at `p[n]`, which is 0: no bounds check needed.
        if p[j] == UInt8(ascii: "0") && (byte(j + 1) == UInt8(ascii: "x") || byte(j + 1) == UInt8(ascii: "o") || byte(j + 1) == UInt8(ascii: "b")) {
            let radix = byte(j + 1)
            j += 2
            func isDigit(_ b: UInt8) -> Bool {
                switch radix {
                case UInt8(ascii: "x"): return isHex(b)
                case UInt8(ascii: "o"): return b >= 0x30 && b <= 0x37
                default: return b == 0x30 || b == 0x31
                }
            }
            let digitsStart = j
            while isDigit(p[j]) || p[j] == UInt8(ascii: "_") { j &+= 1 }
            if j == digitsStart { error(start, .missingDigitAfterPrefix) }
            if radix == UInt8(ascii: "x") && !followsPeriod() {
                if byte(j) == UInt8(ascii: ".") && isHex(byte(j + 1)) && byte(j + 1) != 0 {
                    // A hex fraction needs an exponent; `0x1.description` is a member access.
                    var k = j + 1
                    while isHex(p[k]) || p[k] == UInt8(ascii: "_") { k &+= 1 }
                    if byte(k) | 0x20 == UInt8(ascii: "p") { j = k; isFloat = true }
                }
                if byte(j) | 0x20 == UInt8(ascii: "p") {
                    isFloat = true
                    j += 1
                    if byte(j) == UInt8(ascii: "+") || byte(j) == UInt8(ascii: "-") { j += 1 }
                    guard isDecimal(byte(j)) && j < n else { return badExponent(at: j) }
                    while isDecimal(p[j]) || p[j] == UInt8(ascii: "_") { j &+= 1 }
                }
            }
        } else {
            while isDecimal(p[j]) || p[j] == UInt8(ascii: "_") { j &+= 1 }
            let next = p[j]
            if (next == UInt8(ascii: ".") || next | 0x20 == UInt8(ascii: "e")) && !followsPeriod() {
                if byte(j) == UInt8(ascii: ".") && isDecimal(byte(j + 1)) && j + 1 < n {
                    isFloat = true
                    j += 1
                    while isDecimal(p[j]) || p[j] == UInt8(ascii: "_") { j &+= 1 }
                }
                if byte(j) | 0x20 == UInt8(ascii: "e") && j < n {
                    var k = j + 1
                    if byte(k) == UInt8(ascii: "+") || byte(k) == UInt8(ascii: "-") { k += 1 }
                    guard isDecimal(byte(k)) && k < n else { return badExponent(at: k) }
                    isFloat = true
                    j = k
                    while isDecimal(p[j]) || p[j] == UInt8(ascii: "_") { j &+= 1 }
                }
            }
        }
        i = j
        // Letters glued to a number (`12abc`) are not Swift: one bad token, one diagnostic.
        let suffixStart = i
        skipIdentifierContinuation()
        if i != suffixStart {
            error(suffixStart, .invalidDigit(String(decoding: input[suffixStart..<i], as: UTF8.self)))
            return .unknown
        }
        return isFloat ? .floatLiteral : .integerLiteral
    }
}
