/// Per-byte class bits for the lexer's hot loops: one table lookup replaces a chain of
/// comparisons. A byte may be in several classes.
enum LexerByteClass {
    /// An ASCII byte that starts an identifier: a letter or `_`.
    static let identifierHead: UInt8 = 1 << 0
    /// An ASCII byte that continues an identifier: a letter, a digit, `_` or `$`.
    static let identifierBody: UInt8 = 1 << 1
    /// A byte that may start trivia: a space, tab, vertical tab, form feed, line break, `/`
    /// (which starts a comment only when `/` or `*` follows) or 0xC2 (U+00A0 when 0xA0 follows).
    static let triviaStart: UInt8 = 1 << 2
    /// A byte that ends a run of plain text in a string literal: `"`, `\`, a line break, or
    /// NUL (the padding after the input; a NUL inside the input is plain text).
    static let stringStop: UInt8 = 1 << 3
    /// A byte that may end a run of trivia-free code for the line-comment scan: `\n`, `\r`.
    static let lineBreak: UInt8 = 1 << 4
    /// Horizontal whitespace: space, tab, vertical tab, form feed.
    static let space: UInt8 = 1 << 5
    /// An ASCII operator character: `/ = - + ! * % < > & | ^ ~ ?`.
    static let operatorCharacter: UInt8 = 1 << 6

    /// What the token loop looks up per byte value, in one entry so that one table (one base
    /// register) serves both lookups.
    struct Entry {
        /// The class bits of the byte.
        let bits: UInt8
        /// The kind of a byte that is always a whole token by itself; nil for every other byte.
        let single: TokenKind?
    }

    /// The entries of every byte value, indexed by the byte.
    static let table: [Entry] = (0 ..< 256).map { Entry(bits: bits(of: UInt8($0)), single: singleByteKind(UInt8($0))) }

    /// The class bits of byte `b`.
    private static func bits(of b: UInt8) -> UInt8 {
        var bits: UInt8 = 0
        switch b {
        case UInt8(ascii: "a") ... UInt8(ascii: "z"), UInt8(ascii: "A") ... UInt8(ascii: "Z"), UInt8(ascii: "_"):
            bits |= identifierHead | identifierBody
        case UInt8(ascii: "0") ... UInt8(ascii: "9"), UInt8(ascii: "$"):
            bits |= identifierBody
        case 0x20, 0x09, 0x0B, 0x0C:
            bits |= triviaStart | space
        case 0x0A, 0x0D:
            bits |= triviaStart | lineBreak | stringStop
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), 0:
            bits |= stringStop
        default:
            break
        }
        switch b {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            bits |= operatorCharacter
        default:
            break
        }
        if b == UInt8(ascii: "/") { bits |= triviaStart }
        // The first byte of U+00A0 (a no-break space), which the Swift lexer takes as
        // whitespace; trivia only when 0xA0 follows (`Tokenizer.skipTrivia`).
        if b == 0xC2 { bits |= triviaStart }
        return bits
    }

    /// The kind of a byte that is always a whole token by itself; nil for every other byte.
    private static func singleByteKind(_ b: UInt8) -> TokenKind? {
        switch b {
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
}
