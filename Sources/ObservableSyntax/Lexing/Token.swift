/// The lexical class of a token, as the Swift lexer distinguishes them.
///
/// Keywords are not separate kinds: most Swift keywords are contextual, so the parser compares
/// token text instead. A backticked identifier is an `identifier` whose text keeps its backticks.
package enum TokenKind: UInt8, Sendable, CaseIterable {
    case identifier          // name, `name`, _$name, also keywords such as var, class
    case dollarIdentifier    // $0, $value
    case integerLiteral      // 42, 0x1F, 0b1010, 0o17, 1_000
    case floatLiteral        // 1.5, 1e3, 0x1.8p3
    case stringLiteral       // "…", """…""", #"…"#, with any interpolations inside
    case regexLiteral        // /…/, #/…/#
    case `operator`          // + - * / == ?? ! ? ... ..< & and Unicode operators
    case poundKeyword        // #if #else #elseif #endif #available #selector #Preview …
    case atSign              // @
    case backslash           // \ (key path)
    case period              // .
    case comma               // ,
    case colon               // :
    case semicolon           // ;
    case equal               // = on its own
    case arrow               // ->
    case leftParen, rightParen
    case leftBrace, rightBrace
    case leftSquare, rightSquare
    case pound               // a lone #
    case unknown             // a byte sequence that is not Swift; comes with a diagnostic
    case endOfFile           // zero-width; its leading trivia is the file's last trivia
}

/// One token: a kind plus byte ranges into the source buffer.
///
/// The ranges tile the file: `leadingTriviaStart ..< start` is the token's leading trivia
/// (whitespace, newlines, comments), `start ..< end` its text, and `end ..< trailingTriviaEnd`
/// its trailing trivia, which never contains a line break except inside a block comment that
/// begins on the token's line. The next token's leading trivia starts at `trailingTriviaEnd`, so
/// joining all tokens with their trivia gives the input back byte for byte. Offsets are 0-based
/// UTF-8 byte offsets, stored as `UInt32` (inputs are limited to 4 GiB).
package struct Token: Equatable, Sendable {
    package var kind: TokenKind
    /// True when a line break separates the token from the one before (in its leading trivia,
    /// or in a block comment of the previous token's trailing trivia), or it starts the file.
    package var isAtStartOfLine: Bool
    package var leadingTriviaStart: UInt32
    package var start: UInt32
    package var end: UInt32
    package var trailingTriviaEnd: UInt32

    package init(kind: TokenKind, isAtStartOfLine: Bool, leadingTriviaStart: Int, start: Int, end: Int, trailingTriviaEnd: Int) {
        self.kind = kind
        self.isAtStartOfLine = isAtStartOfLine
        self.leadingTriviaStart = UInt32(truncatingIfNeeded: leadingTriviaStart)
        self.start = UInt32(truncatingIfNeeded: start)
        self.end = UInt32(truncatingIfNeeded: end)
        self.trailingTriviaEnd = UInt32(truncatingIfNeeded: trailingTriviaEnd)
    }

    /// The token's text, without trivia (UTF-8 byte offsets).
    @inlinable package var textRange: Range<Int> { Int(start) ..< Int(end) }
    /// The leading trivia (UTF-8 byte offsets).
    @inlinable package var leadingTriviaRange: Range<Int> { Int(leadingTriviaStart) ..< Int(start) }
    /// The trailing trivia (UTF-8 byte offsets).
    @inlinable package var trailingTriviaRange: Range<Int> { Int(end) ..< Int(trailingTriviaEnd) }
    /// Leading trivia, text and trailing trivia together.
    @inlinable package var fullRange: Range<Int> { Int(leadingTriviaStart) ..< Int(trailingTriviaEnd) }
}
