import Foundation
import XCTest
@testable import ObservableExpander
@testable import ObservableSyntax

// MARK: - Table format

/// One row of a tokenizer table: an input, the (kind, text) of every token it must produce
/// (`.endOfFile` included, always last) and the diagnostics as (byte offset, message).
struct LexRow {
    var source: [UInt8]
    var tokens: [(TokenKind, String)]
    var diagnostics: [(Int, String)]
    var line: UInt

    init(_ source: String, _ tokens: [(TokenKind, String)], diagnostics: [(Int, String)] = [], line: UInt = #line) {
        self.init(bytes: Array(source.utf8), tokens, diagnostics: diagnostics, line: line)
    }

    init(bytes: [UInt8], _ tokens: [(TokenKind, String)], diagnostics: [(Int, String)] = [], line: UInt = #line) {
        self.source = bytes
        self.tokens = tokens
        self.diagnostics = diagnostics
        self.line = line
    }
}

/// The zero-width end-of-file token every row ends with.
let eof: (TokenKind, String) = (.endOfFile, "")

/// One row of a trivia table: per token, its leading trivia, text, trailing trivia and
/// `isAtStartOfLine`.
struct TriviaRow {
    struct Expected {
        var leading: String
        var text: String
        var trailing: String
        var atStartOfLine: Bool
    }
    var source: [UInt8]
    var tokens: [Expected]
    var line: UInt

    init(_ source: String, _ tokens: [(String, String, String, Bool)], line: UInt = #line) {
        self.init(bytes: Array(source.utf8), tokens, line: line)
    }

    init(bytes: [UInt8], _ tokens: [(String, String, String, Bool)], line: UInt = #line) {
        self.source = bytes
        self.tokens = tokens.map { Expected(leading: $0.0, text: $0.1, trailing: $0.2, atStartOfLine: $0.3) }
        self.line = line
    }
}

private func decode(_ bytes: [UInt8], _ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
}

private func describe(_ kind: TokenKind, _ text: String) -> String {
    "\(kind) \(text.debugDescription)"
}

/// Checks every token kind and text, and every diagnostic, of each row.
func checkLexRows(_ rows: [LexRow], file: StaticString = #filePath) {
    for row in rows {
        let result = Tokenizer.tokenize(row.source)
        let actual = result.tokens.map { describe($0.kind, decode(row.source, $0.textRange)) }
        let expected = row.tokens.map { describe($0.0, $0.1) }
        let input = decode(row.source, 0 ..< row.source.count).debugDescription
        XCTAssertEqual(actual, expected, "tokens of \(input)", file: file, line: row.line)
        let actualDiagnostics = result.diagnostics.map { "\($0.severity) at \($0.offset): \($0.message)" }
        let expectedDiagnostics = row.diagnostics.map { "error at \($0.0): \($0.1)" }
        XCTAssertEqual(actualDiagnostics, expectedDiagnostics, "diagnostics of \(input)", file: file, line: row.line)
        // Every token but the end of file has text; `.unknown` tokens come with a diagnostic.
        for token in result.tokens.dropLast() {
            XCTAssertLessThan(token.start, token.end, "empty token in \(input)", file: file, line: row.line)
        }
        if result.tokens.contains(where: { $0.kind == .unknown }) {
            XCTAssertFalse(result.diagnostics.isEmpty, "unknown token without diagnostic in \(input)", file: file, line: row.line)
        }
    }
}

/// Checks the leading trivia, text, trailing trivia and `isAtStartOfLine` of every token.
func checkTriviaRows(_ rows: [TriviaRow], file: StaticString = #filePath) {
    for row in rows {
        let tokens = Tokenizer.tokenize(row.source).tokens
        let actual = tokens.map {
            "\(decode(row.source, $0.leadingTriviaRange).debugDescription) \(decode(row.source, $0.textRange).debugDescription) "
                + "\(decode(row.source, $0.trailingTriviaRange).debugDescription) \($0.isAtStartOfLine ? "startOfLine" : "-")"
        }
        let expected = row.tokens.map {
            "\($0.leading.debugDescription) \($0.text.debugDescription) \($0.trailing.debugDescription) \($0.atStartOfLine ? "startOfLine" : "-")"
        }
        XCTAssertEqual(actual, expected, "trivia of \(decode(row.source, 0 ..< row.source.count).debugDescription)", file: file, line: row.line)
    }
}

/// The round-trip invariant: token ranges tile the input from 0 to its end without gaps or
/// overlaps, so leading trivia + text + trailing trivia of all tokens is the input byte for
/// byte, and exactly one `.endOfFile` token comes last. Returns a failure description or nil.
func roundTripFailure(_ bytes: [UInt8]) -> String? {
    let result = Tokenizer.tokenize(bytes)
    let tokens = result.tokens
    guard let last = tokens.last, last.kind == .endOfFile else { return "the last token is not .endOfFile" }
    if tokens.filter({ $0.kind == .endOfFile }).count != 1 { return "more than one .endOfFile token" }
    if last.start != last.end || Int(last.end) != bytes.count || Int(last.trailingTriviaEnd) != bytes.count {
        return "the .endOfFile token is not zero-width at the end of the input"
    }
    var position = 0
    var rebuilt: [UInt8] = []
    rebuilt.reserveCapacity(bytes.count)
    for (index, token) in tokens.enumerated() {
        guard Int(token.leadingTriviaStart) == position,
              token.leadingTriviaStart <= token.start, token.start <= token.end, token.end <= token.trailingTriviaEnd,
              Int(token.trailingTriviaEnd) <= bytes.count else {
            return "token \(index) (\(token.kind)) has ranges \(token.leadingTriviaStart) \(token.start) \(token.end) \(token.trailingTriviaEnd), expected to start at \(position)"
        }
        if token.kind != .endOfFile && token.start == token.end { return "token \(index) (\(token.kind)) is empty" }
        rebuilt += bytes[token.leadingTriviaRange]
        rebuilt += bytes[token.textRange]
        rebuilt += bytes[token.trailingTriviaRange]
        position = Int(token.trailingTriviaEnd)
    }
    if rebuilt != bytes { return "joining trivia and text does not give the input back" }
    for diagnostic in result.diagnostics where diagnostic.offset < 0 || diagnostic.offset > bytes.count {
        return "diagnostic offset \(diagnostic.offset) outside the input"
    }
    return nil
}

/// A small deterministic generator (SplitMix64), so the random round trip is reproducible.
struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func next(below bound: Int) -> Int { Int(next() % UInt64(bound)) }
}

// MARK: - Tables

enum LexTables {
    static let comments: [LexRow] = [
        LexRow("let x = 1 // comment", [(.identifier, "let"), (.identifier, "x"), (.equal, "="), (.integerLiteral, "1"), eof]),
        LexRow("/// doc comment\nvar y", [(.identifier, "var"), (.identifier, "y"), eof]),
        LexRow("/** doc block */ func f()", [(.identifier, "func"), (.identifier, "f"), (.leftParen, "("), (.rightParen, ")"), eof]),
        LexRow("/* a /* b */ c */ x", [(.identifier, "x"), eof]),
        LexRow("/* a /* b /* c */ */ still comment */ y", [(.identifier, "y"), eof]),
        LexRow("a /* mid */ + /**/ b", [(.identifier, "a"), (.operator, "+"), (.identifier, "b"), eof]),
        LexRow("a/*c*/b", [(.identifier, "a"), (.identifier, "b"), eof]),
        LexRow("a//c\nb", [(.identifier, "a"), (.identifier, "b"), eof]),
        LexRow("+/* c */x", [(.operator, "+"), (.identifier, "x"), eof]),
        LexRow("x+//c\ny", [(.identifier, "x"), (.operator, "+"), (.identifier, "y"), eof]),
        LexRow("f(a, /* b, */ c)", [(.identifier, "f"), (.leftParen, "("), (.identifier, "a"), (.comma, ","), (.identifier, "c"), (.rightParen, ")"), eof]),
        LexRow("x // end of file", [(.identifier, "x"), eof]),
        LexRow("x /* end of file */", [(.identifier, "x"), eof]),
        LexRow("/* only a comment */", [eof]),
        LexRow("// only a comment", [eof]),
        LexRow("/*\n * multi\n * line\n */\nclass A", [(.identifier, "class"), (.identifier, "A"), eof]),
        LexRow("/* \"not a string\" */ x", [(.identifier, "x"), eof]),
        LexRow("// \"unterminated in a comment\nx", [(.identifier, "x"), eof]),
        LexRow("/* // line comment inside */ z", [(.identifier, "z"), eof]),
        LexRow("/**/ /***/ w", [(.identifier, "w"), eof]),
    ]

    static let strings: [LexRow] = [
        LexRow(#""plain""#, [(.stringLiteral, #""plain""#), eof]),
        LexRow(#"let s = "a\"b""#, [(.identifier, "let"), (.identifier, "s"), (.equal, "="), (.stringLiteral, #""a\"b""#), eof]),
        LexRow(#""\\" + x"#, [(.stringLiteral, #""\\""#), (.operator, "+"), (.identifier, "x"), eof]),
        LexRow(#""\\\"" + x"#, [(.stringLiteral, #""\\\"""#), (.operator, "+"), (.identifier, "x"), eof]),
        LexRow(#""\u{1F600}""#, [(.stringLiteral, #""\u{1F600}""#), eof]),
        LexRow(#""a\tb\n\0\r\'""#, [(.stringLiteral, #""a\tb\n\0\r\'""#), eof]),
        LexRow(#""" + x"#, [(.stringLiteral, #""""#), (.operator, "+"), (.identifier, "x"), eof]),
        LexRow(#""a" "b""#, [(.stringLiteral, #""a""#), (.stringLiteral, #""b""#), eof]),
        LexRow(#""// not a comment" x"#, [(.stringLiteral, #""// not a comment""#), (.identifier, "x"), eof]),
        LexRow(#""/* not a comment" x"#, [(.stringLiteral, #""/* not a comment""#), (.identifier, "x"), eof]),
        LexRow("\"日本 🐶\"", [(.stringLiteral, "\"日本 🐶\""), eof]),
        // Multi-line strings.
        LexRow("let s = \"\"\"\n  line \"quoted\" \"\"\n  \"\"\"\nx",
               [(.identifier, "let"), (.identifier, "s"), (.equal, "="), (.stringLiteral, "\"\"\"\n  line \"quoted\" \"\"\n  \"\"\""), (.identifier, "x"), eof]),
        LexRow("\"\"\"\nabc \\\ndef\n\"\"\" + y", [(.stringLiteral, "\"\"\"\nabc \\\ndef\n\"\"\""), (.operator, "+"), (.identifier, "y"), eof]),
        LexRow("\"\"\"\n\\\"\"\"\n\"\"\"", [(.stringLiteral, "\"\"\"\n\\\"\"\"\n\"\"\""), eof]),
        LexRow("\"\"\"\n\\(x) \\(\"y\")\n\"\"\";", [(.stringLiteral, "\"\"\"\n\\(x) \\(\"y\")\n\"\"\""), (.semicolon, ";"), eof]),
        LexRow("\"\"\"\r\ncrlf\r\n\"\"\"", [(.stringLiteral, "\"\"\"\r\ncrlf\r\n\"\"\""), eof]),
        // Raw strings.
        LexRow(##"#"a "quoted" b"#"##, [(.stringLiteral, ##"#"a "quoted" b"#"##), eof]),
        LexRow(###"##"has "# inside"## + 1"###, [(.stringLiteral, ###"##"has "# inside"##"###), (.operator, "+"), (.integerLiteral, "1"), eof]),
        LexRow(##"#"\#(x)"# + 1"##, [(.stringLiteral, ##"#"\#(x)"#"##), (.operator, "+"), (.integerLiteral, "1"), eof]),
        LexRow(##"#"\#(f(")"))"#"##, [(.stringLiteral, ##"#"\#(f(")"))"#"##), eof]),
        // `\(` in a raw string is text: the `"#` right after it closes the string.
        LexRow(##"#"\("# + x"##, [(.stringLiteral, ##"#"\("#"##), (.operator, "+"), (.identifier, "x"), eof]),
        LexRow(###"##"\#(x) \##(y)"##"###, [(.stringLiteral, ###"##"\#(x) \##(y)"##"###), eof]),
        LexRow(##"#"\"#, x"##, [(.stringLiteral, ##"#"\"#"##), (.comma, ","), (.identifier, "x"), eof]),
        LexRow("#\"\"\"\n a \"\"\" b\n\"\"\"#", [(.stringLiteral, "#\"\"\"\n a \"\"\" b\n\"\"\"#"), eof]),
        // Interpolations.
        LexRow(#""\(f(g(1)))" + y"#, [(.stringLiteral, #""\(f(g(1)))""#), (.operator, "+"), (.identifier, "y"), eof]),
        LexRow(#""a \("b \("c")")" + z"#, [(.stringLiteral, #""a \("b \("c")")""#), (.operator, "+"), (.identifier, "z"), eof]),
        LexRow(#""\(xs.map { "\($0)" }.joined())".count"#,
               [(.stringLiteral, #""\(xs.map { "\($0)" }.joined())""#), (.period, "."), (.identifier, "count"), eof]),
        LexRow("\"x\\(\"\"\"\n  inner \"\n  \"\"\")y\" + 1", [(.stringLiteral, "\"x\\(\"\"\"\n  inner \"\n  \"\"\")y\""), (.operator, "+"), (.integerLiteral, "1"), eof]),
        LexRow(#""\(a) and \(b)""#, [(.stringLiteral, #""\(a) and \(b)""#), eof]),
        LexRow(#""\(")")" x"#, [(.stringLiteral, #""\(")")""#), (.identifier, "x"), eof]),
        LexRow(#""\(x /* ) */)" y"#, [(.stringLiteral, #""\(x /* ) */)""#), (.identifier, "y"), eof]),
        LexRow(##""\(#"raw ")"#)" z"##, [(.stringLiteral, ##""\(#"raw ")"#)""##), (.identifier, "z"), eof]),
        LexRow(#""\((1, 2))" w"#, [(.stringLiteral, #""\((1, 2))""#), (.identifier, "w"), eof]),
    ]

    static let regexes: [LexRow] = [
        LexRow("let r = /ab+c/", [(.identifier, "let"), (.identifier, "r"), (.equal, "="), (.regexLiteral, "/ab+c/"), eof]),
        LexRow("f(/ab+c/)", [(.identifier, "f"), (.leftParen, "("), (.regexLiteral, "/ab+c/"), (.rightParen, ")"), eof]),
        LexRow("return /ab+c/", [(.identifier, "return"), (.regexLiteral, "/ab+c/"), eof]),
        LexRow("[/a/, /b/]", [(.leftSquare, "["), (.regexLiteral, "/a/"), (.comma, ","), (.regexLiteral, "/b/"), (.rightSquare, "]"), eof]),
        LexRow("x = /[/]/", [(.identifier, "x"), (.equal, "="), (.regexLiteral, "/[/]/"), eof]),
        LexRow(#"x = /a\/b/"#, [(.identifier, "x"), (.equal, "="), (.regexLiteral, #"/a\/b/"#), eof]),
        LexRow("case /a/:", [(.identifier, "case"), (.regexLiteral, "/a/"), (.colon, ":"), eof]),
        LexRow("a / b / c", [(.identifier, "a"), (.operator, "/"), (.identifier, "b"), (.operator, "/"), (.identifier, "c"), eof]),
        LexRow("x/2", [(.identifier, "x"), (.operator, "/"), (.integerLiteral, "2"), eof]),
        LexRow("x/2/y", [(.identifier, "x"), (.operator, "/"), (.integerLiteral, "2"), (.operator, "/"), (.identifier, "y"), eof]),
        LexRow("f(x)/2/3", [(.identifier, "f"), (.leftParen, "("), (.identifier, "x"), (.rightParen, ")"), (.operator, "/"),
                            (.integerLiteral, "2"), (.operator, "/"), (.integerLiteral, "3"), eof]),
        LexRow("a /= 2", [(.identifier, "a"), (.operator, "/="), (.integerLiteral, "2"), eof]),
        LexRow("x = / a/", [(.identifier, "x"), (.equal, "="), (.operator, "/"), (.identifier, "a"), (.operator, "/"), eof]),
        LexRow("{ /a/ }", [(.leftBrace, "{"), (.regexLiteral, "/a/"), (.rightBrace, "}"), eof]),
        LexRow("{ x in /a/ }", [(.leftBrace, "{"), (.identifier, "x"), (.identifier, "in"), (.regexLiteral, "/a/"), (.rightBrace, "}"), eof]),
        LexRow("(a) /b/ c", [(.leftParen, "("), (.identifier, "a"), (.rightParen, ")"), (.operator, "/"), (.identifier, "b"), (.operator, "/"), (.identifier, "c"), eof]),
        LexRow("x = /a\nb/", [(.identifier, "x"), (.equal, "="), (.operator, "/"), (.identifier, "a"), (.identifier, "b"), (.operator, "/"), eof]),
        LexRow("#/a/b/#", [(.regexLiteral, "#/a/b/#"), eof]),
        LexRow("let r = #/a/b/# + 1", [(.identifier, "let"), (.identifier, "r"), (.equal, "="), (.regexLiteral, "#/a/b/#"), (.operator, "+"), (.integerLiteral, "1"), eof]),
        LexRow("##/a/#b/##", [(.regexLiteral, "##/a/#b/##"), eof]),
        LexRow("let r = #/\n  a+\n  b/c\n/#\nx", [(.identifier, "let"), (.identifier, "r"), (.equal, "="), (.regexLiteral, "#/\n  a+\n  b/c\n/#"), (.identifier, "x"), eof]),
    ]

    static let identifiers: [LexRow] = [
        LexRow("let `default` = 1", [(.identifier, "let"), (.identifier, "`default`"), (.equal, "="), (.integerLiteral, "1"), eof]),
        LexRow("var `class`: Int", [(.identifier, "var"), (.identifier, "`class`"), (.colon, ":"), (.identifier, "Int"), eof]),
        LexRow("x.`init`()", [(.identifier, "x"), (.period, "."), (.identifier, "`init`"), (.leftParen, "("), (.rightParen, ")"), eof]),
        LexRow("_x $y _ x1_2$", [(.identifier, "_x"), (.dollarIdentifier, "$y"), (.identifier, "_"), (.identifier, "x1_2$"), eof]),
        LexRow("let café = π", [(.identifier, "let"), (.identifier, "café"), (.equal, "="), (.identifier, "π"), eof]),
        LexRow("日本 + 🐶", [(.identifier, "日本"), (.operator, "+"), (.identifier, "🐶"), eof]),
        LexRow("e\u{301}x", [(.identifier, "e\u{301}x"), eof]),
        LexRow("a ≤ b", [(.identifier, "a"), (.operator, "≤"), (.identifier, "b"), eof]),
        LexRow("f ∘ g", [(.identifier, "f"), (.operator, "∘"), (.identifier, "g"), eof]),
        LexRow("√x", [(.operator, "√"), (.identifier, "x"), eof]),
        LexRow("a×b", [(.identifier, "a"), (.operator, "×"), (.identifier, "b"), eof]),
        LexRow("x ≤= y", [(.identifier, "x"), (.operator, "≤="), (.identifier, "y"), eof]),
        LexRow("$0 + $1", [(.dollarIdentifier, "$0"), (.operator, "+"), (.dollarIdentifier, "$1"), eof]),
        LexRow("$value.count", [(.dollarIdentifier, "$value"), (.period, "."), (.identifier, "count"), eof]),
        LexRow("{ $0 }", [(.leftBrace, "{"), (.dollarIdentifier, "$0"), (.rightBrace, "}"), eof]),
    ]

    static let numbers: [LexRow] = [
        LexRow("42", [(.integerLiteral, "42"), eof]),
        LexRow("1_000_000", [(.integerLiteral, "1_000_000"), eof]),
        LexRow("0x1F 0xff", [(.integerLiteral, "0x1F"), (.integerLiteral, "0xff"), eof]),
        LexRow("0o17", [(.integerLiteral, "0o17"), eof]),
        LexRow("0b1010_0101", [(.integerLiteral, "0b1010_0101"), eof]),
        LexRow("1.5", [(.floatLiteral, "1.5"), eof]),
        LexRow("1e10 1E+5", [(.floatLiteral, "1e10"), (.floatLiteral, "1E+5"), eof]),
        LexRow("1.5e-3", [(.floatLiteral, "1.5e-3"), eof]),
        LexRow("0x1.8p3 0xFFp-2", [(.floatLiteral, "0x1.8p3"), (.floatLiteral, "0xFFp-2"), eof]),
        LexRow("-1", [(.operator, "-"), (.integerLiteral, "1"), eof]),
        LexRow("x = -1.5", [(.identifier, "x"), (.equal, "="), (.operator, "-"), (.floatLiteral, "1.5"), eof]),
        LexRow("t.0.1", [(.identifier, "t"), (.period, "."), (.integerLiteral, "0"), (.period, "."), (.integerLiteral, "1"), eof]),
        LexRow("t.0.1.5", [(.identifier, "t"), (.period, "."), (.integerLiteral, "0"), (.period, "."), (.integerLiteral, "1"), (.period, "."), (.integerLiteral, "5"), eof]),
        LexRow("1..<5", [(.integerLiteral, "1"), (.operator, "..<"), (.integerLiteral, "5"), eof]),
        LexRow("1...5", [(.integerLiteral, "1"), (.operator, "..."), (.integerLiteral, "5"), eof]),
        LexRow("0x1.description", [(.integerLiteral, "0x1"), (.period, "."), (.identifier, "description"), eof]),
        LexRow("3.14.rounded()", [(.floatLiteral, "3.14"), (.period, "."), (.identifier, "rounded"), (.leftParen, "("), (.rightParen, ")"), eof]),
        LexRow("1.e", [(.integerLiteral, "1"), (.period, "."), (.identifier, "e"), eof]),
        LexRow("[1,2]", [(.leftSquare, "["), (.integerLiteral, "1"), (.comma, ","), (.integerLiteral, "2"), (.rightSquare, "]"), eof]),
    ]

    static let pounds: [LexRow] = [
        LexRow("#if DEBUG\nx\n#elseif os(iOS)\ny\n#else\nz\n#endif",
               [(.poundKeyword, "#if"), (.identifier, "DEBUG"), (.identifier, "x"), (.poundKeyword, "#elseif"), (.identifier, "os"),
                (.leftParen, "("), (.identifier, "iOS"), (.rightParen, ")"), (.identifier, "y"), (.poundKeyword, "#else"),
                (.identifier, "z"), (.poundKeyword, "#endif"), eof]),
        LexRow("#if !canImport(UIKit) && swift(>=5.9)",
               [(.poundKeyword, "#if"), (.operator, "!"), (.identifier, "canImport"), (.leftParen, "("), (.identifier, "UIKit"), (.rightParen, ")"),
                (.operator, "&&"), (.identifier, "swift"), (.leftParen, "("), (.operator, ">="), (.floatLiteral, "5.9"), (.rightParen, ")"), eof]),
        LexRow("if #available(iOS 17, *) {}",
               [(.identifier, "if"), (.poundKeyword, "#available"), (.leftParen, "("), (.identifier, "iOS"), (.integerLiteral, "17"),
                (.comma, ","), (.operator, "*"), (.rightParen, ")"), (.leftBrace, "{"), (.rightBrace, "}"), eof]),
        LexRow("#selector(f(_:))", [(.poundKeyword, "#selector"), (.leftParen, "("), (.identifier, "f"), (.leftParen, "("), (.identifier, "_"),
                                    (.colon, ":"), (.rightParen, ")"), (.rightParen, ")"), eof]),
        LexRow("#Preview { V() }", [(.poundKeyword, "#Preview"), (.leftBrace, "{"), (.identifier, "V"), (.leftParen, "("), (.rightParen, ")"), (.rightBrace, "}"), eof]),
        LexRow(#"#warning("w")"#, [(.poundKeyword, "#warning"), (.leftParen, "("), (.stringLiteral, #""w""#), (.rightParen, ")"), eof]),
        LexRow("# x", [(.pound, "#"), (.identifier, "x"), eof]),
        LexRow("#1", [(.pound, "#"), (.integerLiteral, "1"), eof]),
        LexRow("@available(*, deprecated)", [(.atSign, "@"), (.identifier, "available"), (.leftParen, "("), (.operator, "*"), (.comma, ","),
                                             (.identifier, "deprecated"), (.rightParen, ")"), eof]),
        LexRow("@MainActor class A", [(.atSign, "@"), (.identifier, "MainActor"), (.identifier, "class"), (.identifier, "A"), eof]),
        LexRow("@Observation.ObservationIgnored", [(.atSign, "@"), (.identifier, "Observation"), (.period, "."), (.identifier, "ObservationIgnored"), eof]),
        LexRow(#"@available(macOS 14, *) @objc(name:)"#, [(.atSign, "@"), (.identifier, "available"), (.leftParen, "("), (.identifier, "macOS"), (.integerLiteral, "14"),
                                                      (.comma, ","), (.operator, "*"), (.rightParen, ")"), (.atSign, "@"), (.identifier, "objc"), (.leftParen, "("),
                                                      (.identifier, "name"), (.colon, ":"), (.rightParen, ")"), eof]),
        LexRow(#"\Model.name"#, [(.backslash, "\\"), (.identifier, "Model"), (.period, "."), (.identifier, "name"), eof]),
    ]

    static let operators: [LexRow] = [
        LexRow("func f() -> Int", [(.identifier, "func"), (.identifier, "f"), (.leftParen, "("), (.rightParen, ")"), (.arrow, "->"), (.identifier, "Int"), eof]),
        LexRow("a = b == c", [(.identifier, "a"), (.equal, "="), (.identifier, "b"), (.operator, "=="), (.identifier, "c"), eof]),
        LexRow("a === b != c", [(.identifier, "a"), (.operator, "==="), (.identifier, "b"), (.operator, "!="), (.identifier, "c"), eof]),
        LexRow("a?.b ?? c", [(.identifier, "a"), (.operator, "?"), (.period, "."), (.identifier, "b"), (.operator, "??"), (.identifier, "c"), eof]),
        LexRow("a!.b", [(.identifier, "a"), (.operator, "!"), (.period, "."), (.identifier, "b"), eof]),
        LexRow("0..<n", [(.integerLiteral, "0"), (.operator, "..<"), (.identifier, "n"), eof]),
        LexRow("a...b", [(.identifier, "a"), (.operator, "..."), (.identifier, "b"), eof]),
        LexRow("!x", [(.operator, "!"), (.identifier, "x"), eof]),
        LexRow("x!", [(.identifier, "x"), (.operator, "!"), eof]),
        LexRow("var s: String?", [(.identifier, "var"), (.identifier, "s"), (.colon, ":"), (.identifier, "String"), (.operator, "?"), eof]),
        LexRow("f(&x)", [(.identifier, "f"), (.leftParen, "("), (.operator, "&"), (.identifier, "x"), (.rightParen, ")"), eof]),
        LexRow("Array<Array<Int>>", [(.identifier, "Array"), (.operator, "<"), (.identifier, "Array"), (.operator, "<"), (.identifier, "Int"), (.operator, ">>"), eof]),
        LexRow("a += 1; b <<= 2", [(.identifier, "a"), (.operator, "+="), (.integerLiteral, "1"), (.semicolon, ";"), (.identifier, "b"), (.operator, "<<="), (.integerLiteral, "2"), eof]),
        LexRow("x=-1", [(.identifier, "x"), (.operator, "=-"), (.integerLiteral, "1"), eof]),
        LexRow("a->b", [(.identifier, "a"), (.arrow, "->"), (.identifier, "b"), eof]),
        LexRow(".foo", [(.period, "."), (.identifier, "foo"), eof]),
        LexRow("a.b.c", [(.identifier, "a"), (.period, "."), (.identifier, "b"), (.period, "."), (.identifier, "c"), eof]),
        LexRow("x ?? -y", [(.identifier, "x"), (.operator, "??"), (.operator, "-"), (.identifier, "y"), eof]),
        LexRow("a|b^c%d~e", [(.identifier, "a"), (.operator, "|"), (.identifier, "b"), (.operator, "^"), (.identifier, "c"), (.operator, "%"),
                             (.identifier, "d"), (.operator, "~"), (.identifier, "e"), eof]),
        LexRow("(a, b): [c; d]", [(.leftParen, "("), (.identifier, "a"), (.comma, ","), (.identifier, "b"), (.rightParen, ")"), (.colon, ":"),
                                  (.leftSquare, "["), (.identifier, "c"), (.semicolon, ";"), (.identifier, "d"), (.rightSquare, "]"), eof]),
    ]

    static let fileStructure: [LexRow] = [
        LexRow("#!/usr/bin/env swift\nprint(1)", [(.identifier, "print"), (.leftParen, "("), (.integerLiteral, "1"), (.rightParen, ")"), eof]),
        LexRow(bytes: [0xEF, 0xBB, 0xBF] + Array("let x".utf8), [(.identifier, "let"), (.identifier, "x"), eof]),
        LexRow(bytes: [0xEF, 0xBB, 0xBF] + Array("#!/bin/swift\nx".utf8), [(.identifier, "x"), eof]),
        LexRow("let x\r\nvar y\r\n", [(.identifier, "let"), (.identifier, "x"), (.identifier, "var"), (.identifier, "y"), eof]),
        LexRow("\tlet\tx\t=\t1\t", [(.identifier, "let"), (.identifier, "x"), (.equal, "="), (.integerLiteral, "1"), eof]),
        LexRow("a\u{0B}\u{0C}b", [(.identifier, "a"), (.identifier, "b"), eof]),
        LexRow("", [eof]),
        LexRow(" \n\t\r\n", [eof]),
        // A `#!` anywhere but the start of the file is not a shebang.
        LexRow("x\n#!y", [(.identifier, "x"), (.pound, "#"), (.operator, "!"), (.identifier, "y"), eof]),
    ]

    /// Malformed input: never a throw or trap; an `.unknown` token or a literal, plus a
    /// diagnostic at the right offset, and lexing goes on.
    static let errors: [LexRow] = [
        LexRow(#""abc"#, [(.stringLiteral, #""abc"#), eof], diagnostics: [(0, "unterminated string literal")]),
        LexRow("let s = \"abc\nlet t = 1", [(.identifier, "let"), (.identifier, "s"), (.equal, "="), (.stringLiteral, "\"abc"),
                                           (.identifier, "let"), (.identifier, "t"), (.equal, "="), (.integerLiteral, "1"), eof],
               diagnostics: [(8, "unterminated string literal")]),
        LexRow("x = \"a\\\ny", [(.identifier, "x"), (.equal, "="), (.stringLiteral, "\"a\\"), (.identifier, "y"), eof],
               diagnostics: [(4, "unterminated string literal")]),
        LexRow("\"\"\"\nabc", [(.stringLiteral, "\"\"\"\nabc"), eof], diagnostics: [(0, "unterminated string literal")]),
        LexRow("x = \"\"\"\nabc\n\"\"", [(.identifier, "x"), (.equal, "="), (.stringLiteral, "\"\"\"\nabc\n\"\""), eof], diagnostics: [(4, "unterminated string literal")]),
        LexRow(##"x = #"abc"##, [(.identifier, "x"), (.equal, "="), (.stringLiteral, ##"#"abc"##), eof], diagnostics: [(4, "unterminated string literal")]),
        LexRow("#\"abc\"\n y", [(.stringLiteral, "#\"abc\""), (.identifier, "y"), eof], diagnostics: [(0, "unterminated string literal")]),
        LexRow(#""\(x"#, [(.stringLiteral, #""\(x"#), eof], diagnostics: [(0, "unterminated string literal")]),
        LexRow("a /* b", [(.identifier, "a"), eof], diagnostics: [(2, "unterminated '/*' comment")]),
        LexRow("/* a /* b */ c", [eof], diagnostics: [(0, "unterminated '/*' comment")]),
        LexRow("`abc", [(.unknown, "`"), (.identifier, "abc"), eof], diagnostics: [(0, "unterminated backticked identifier")]),
        LexRow("x `abc\ny", [(.identifier, "x"), (.unknown, "`"), (.identifier, "abc"), (.identifier, "y"), eof], diagnostics: [(2, "unterminated backticked identifier")]),
        LexRow("``", [(.unknown, "`"), (.unknown, "`"), eof], diagnostics: [(0, "unterminated backticked identifier"), (1, "unterminated backticked identifier")]),
        // Two tokens, one error: swiftc reports a run of undecodable bytes once.
        LexRow(bytes: [0xFF, 0xFE], [(.unknown, "\u{FFFD}"), (.unknown, "\u{FFFD}"), eof],
               diagnostics: [(0, "invalid UTF-8 in source file")]),
        LexRow(bytes: Array("s = \"".utf8) + [0xFF] + Array("\" // ".utf8) + [0xC3], [(.identifier, "s"), (.equal, "="), (.stringLiteral, "\"\u{FFFD}\""), eof],
               diagnostics: [(5, "invalid UTF-8 in source file"), (11, "invalid UTF-8 in source file")]),
        LexRow(bytes: Array("a ".utf8) + [0xC3] + Array(" b".utf8), [(.identifier, "a"), (.unknown, "\u{FFFD}"), (.identifier, "b"), eof],
               diagnostics: [(2, "invalid UTF-8 in source file")]),
        LexRow(bytes: [0x80, 0x80, 0x41], [(.unknown, "\u{FFFD}\u{FFFD}"), (.identifier, "A"), eof], diagnostics: [(0, "invalid UTF-8 in source file")]),
        LexRow("a\u{0}b", [(.identifier, "a"), (.unknown, "\u{0}"), (.identifier, "b"), eof], diagnostics: [(1, "nul character embedded in the source file")]),
        LexRow("a\u{7}b", [(.identifier, "a"), (.unknown, "\u{7}"), (.identifier, "b"), eof], diagnostics: [(1, "invalid character in source file")]),
        // U+3000 (an ideographic space) is no whitespace to the Swift lexer (U+00A0 is: trivia).
        LexRow("a\u{3000}b", [(.identifier, "a"), (.unknown, "\u{3000}"), (.identifier, "b"), eof], diagnostics: [(1, "invalid character in source file")]),
        LexRow("'c'", [(.unknown, "'"), (.identifier, "c"), (.unknown, "'"), eof],
               diagnostics: [(0, "invalid character in source file"), (2, "invalid character in source file")]),
        LexRow("12abc", [(.unknown, "12abc"), eof], diagnostics: [(2, "'abc' is not a valid digit in a numeric literal")]),
        LexRow("x = 0b102 + 1", [(.identifier, "x"), (.equal, "="), (.unknown, "0b102"), (.operator, "+"), (.integerLiteral, "1"), eof],
               diagnostics: [(8, "'2' is not a valid digit in a numeric literal")]),
        LexRow("0x", [(.integerLiteral, "0x"), eof], diagnostics: [(0, "expected a digit after integer literal prefix")]),
        // An exponent without digits is reported where the digit should be, as swiftc does.
        LexRow("0x1p", [(.unknown, "0x1p"), eof], diagnostics: [(4, "expected a digit in floating point exponent")]),
        LexRow("1e+ x", [(.unknown, "1e+"), (.identifier, "x"), eof], diagnostics: [(3, "expected a digit in floating point exponent")]),
        LexRow("1ex", [(.unknown, "1ex"), eof], diagnostics: [(2, "'x' is not a valid digit in floating point exponent")]),
        LexRow("0x1p-_1", [(.unknown, "0x1p-_1"), eof], diagnostics: [(5, "'_' is not a valid first character in floating point exponent")]),
        LexRow("#/abc", [(.regexLiteral, "#/abc"), eof], diagnostics: [(0, "unterminated regex literal")]),
        LexRow("x = #/abc\ny", [(.identifier, "x"), (.equal, "="), (.regexLiteral, "#/abc"), (.identifier, "y"), eof], diagnostics: [(4, "unterminated regex literal")]),
    ]

    static var all: [LexRow] {
        comments + strings + regexes + identifiers + numbers + pounds + operators + fileStructure + errors
    }

    /// (leading trivia, text, trailing trivia, isAtStartOfLine) of every token.
    static let trivia: [TriviaRow] = [
        // A same-line comment is trailing trivia of the token before it; the next line's
        // comment is leading trivia of the token after it.
        TriviaRow("a // c\n// d\nb", [("", "a", " // c", true), ("\n// d\n", "b", "", true), ("", "", "", false)]),
        TriviaRow("  a  b  ", [("  ", "a", "  ", true), ("", "b", "  ", false), ("", "", "", false)]),
        TriviaRow("a\n\n", [("", "a", "", true), ("\n\n", "", "", true)]),
        TriviaRow("", [("", "", "", true)]),
        TriviaRow("// only", [("// only", "", "", true)]),
        TriviaRow("let x = 1 /* c */\n  var y", [("", "let", " ", true), ("", "x", " ", false), ("", "=", " ", false), ("", "1", " /* c */", false),
                                                ("\n  ", "var", " ", true), ("", "y", "", false), ("", "", "", false)]),
        // A block comment that begins on a token's line is all trailing trivia of that token.
        TriviaRow("a /* x\ny */\nb", [("", "a", " /* x\ny */", true), ("\n", "b", "", true), ("", "", "", false)]),
        // CRLF: trailing trivia stops before the `\r\n`, which starts the next leading trivia.
        TriviaRow("let x\r\n  var y\r\n", [("", "let", " ", true), ("", "x", "", false), ("\r\n  ", "var", " ", true), ("", "y", "", false), ("\r\n", "", "", true)]),
        TriviaRow("a // c\r\nb", [("", "a", " // c", true), ("\r\n", "b", "", true), ("", "", "", false)]),
        TriviaRow("a\rb", [("", "a", "", true), ("\r", "b", "", true), ("", "", "", false)]),
        TriviaRow("\tlet\tx\t\n\t}", [("\t", "let", "\t", true), ("", "x", "\t", false), ("\n\t", "}", "", true), ("", "", "", false)]),
        // U+00A0 (a no-break space) is whitespace, as to the Swift lexer, which only warns
        // (review 25c/01); `µ` (U+00B5, also 0xC2 first) is an identifier, `±` an operator.
        TriviaRow("let\u{A0}x\u{A0}= 1\u{A0}\n\u{A0}\u{A0}y", [("", "let", "\u{A0}", true), ("", "x", "\u{A0}", false), ("", "=", " ", false), ("", "1", "\u{A0}", false),
                                                            ("\n\u{A0}\u{A0}", "y", "", true), ("", "", "", false)]),
        TriviaRow("µ\u{A0}±\u{A0}/* c */ b", [("", "µ", "\u{A0}", true), ("", "±", "\u{A0}/* c */ ", false), ("", "b", "", false), ("", "", "", false)]),
        TriviaRow("#!/usr/bin/env swift\nprint", [("#!/usr/bin/env swift\n", "print", "", true), ("", "", "", false)]),
        TriviaRow(bytes: [0xEF, 0xBB, 0xBF] + Array("x y".utf8), [("\u{FEFF}", "x", " ", true), ("", "y", "", false), ("", "", "", false)]),
        TriviaRow("/// doc\n@MainActor class", [("/// doc\n", "@", "", true), ("", "MainActor", " ", false), ("", "class", "", false), ("", "", "", false)]),
        TriviaRow("f(a, // first\n  b)", [("", "f", "", true), ("", "(", "", false), ("", "a", "", false), ("", ",", " // first", false),
                                          ("\n  ", "b", "", true), ("", ")", "", false), ("", "", "", false)]),
        TriviaRow("\"\"\"\nx\n\"\"\" // c\ny", [("", "\"\"\"\nx\n\"\"\"", " // c", true), ("\n", "y", "", true), ("", "", "", false)]),
    ]
}

// MARK: - Tests

final class TokenizerTests: XCTestCase {
    func testComments() { checkLexRows(LexTables.comments) }
    func testStringLiterals() { checkLexRows(LexTables.strings) }
    func testRegexLiterals() { checkLexRows(LexTables.regexes) }
    func testIdentifiersAndUnicode() { checkLexRows(LexTables.identifiers) }
    func testNumericLiterals() { checkLexRows(LexTables.numbers) }
    func testPoundKeywordsAndAttributes() { checkLexRows(LexTables.pounds) }
    func testOperatorsAndPunctuation() { checkLexRows(LexTables.operators) }
    func testFileStructure() { checkLexRows(LexTables.fileStructure) }
    func testMalformedInput() { checkLexRows(LexTables.errors) }
    func testTriviaAndStartOfLine() { checkTriviaRows(LexTables.trivia) }

    func testInvalidBytesHaveExactRanges() {
        let bytes: [UInt8] = [0x61, 0xFF, 0xFE, 0x62]
        let tokens = Tokenizer.tokenize(bytes).tokens
        XCTAssertEqual(tokens.map(\.kind), [.identifier, .unknown, .unknown, .identifier, .endOfFile])
        XCTAssertEqual(tokens.map(\.textRange), [0 ..< 1, 1 ..< 2, 2 ..< 3, 3 ..< 4, 4 ..< 4])
    }

    func testDiagnosticLocationsAreLineAndColumn() {
        let source = "let a = 1\nlet s = \"open\n"
        let file = SourceFile(path: "f.swift", text: source)
        let diagnostics = Tokenizer.tokenize(file.bytes).diagnostics
        XCTAssertEqual(diagnostics.map { $0.formatted(in: file) }, ["f.swift:2:9: error: unterminated string literal"])
    }

    /// A file of many deeply nested interpolations lexes as one token (no recursion).
    func testDeeplyNestedInterpolation() {
        let depth = 5_000
        let source = String(repeating: #""\("#, count: depth) + "x" + String(repeating: #")""#, count: depth)
        let result = Tokenizer.tokenize(Array(source.utf8))
        XCTAssertEqual(result.tokens.map(\.kind), [.stringLiteral, .endOfFile])
        XCTAssertEqual(result.diagnostics.count, 0)
    }

    // MARK: Round trips

    func testRoundTripOfEveryTableRow() {
        for row in LexTables.all {
            XCTAssertNil(roundTripFailure(row.source), "round trip of \(String(decoding: row.source, as: UTF8.self).debugDescription)", line: row.line)
        }
        for row in LexTables.trivia {
            XCTAssertNil(roundTripFailure(row.source), "round trip of \(String(decoding: row.source, as: UTF8.self).debugDescription)", line: row.line)
        }
    }

    func testRoundTripOfFixturesAndSources() throws {
        var files: [URL] = []
        for folder in FixturePaths.fixtureFolders() {
            files.append(folder.appendingPathComponent("input.swift"))
        }
        XCTAssertGreaterThan(files.count, 0, "no fixtures found")
        let sources = FixturePaths.repository.appendingPathComponent("Sources")
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "swift" { files.append(url) }
        }
        XCTAssertGreaterThan(files.count, FixturePaths.fixtureFolders().count + 10, "no Swift files found in Sources/")
        for url in files {
            let bytes = [UInt8](try Data(contentsOf: url))
            XCTAssertNil(roundTripFailure(bytes), url.path)
            // These files are valid Swift, so they lex without diagnostics or unknown tokens;
            // but for an error fixture's lexical errors, which its expected.stderr lists.
            let result = Tokenizer.tokenize(bytes)
            let expectedStderr = (try? String(contentsOf: url.deletingLastPathComponent().appendingPathComponent("expected.stderr"), encoding: .utf8)) ?? ""
            let file = SourceFile(path: "input.swift", bytes: bytes)
            let unexpected = result.diagnostics.filter { !(url.path.contains("/Fixtures/errors/") && expectedStderr.contains($0.formatted(in: file) + "\n")) }
            XCTAssertEqual(unexpected.map(\.message), [], url.path)
            XCTAssertFalse(result.tokens.contains { $0.kind == .unknown }, url.path)
        }
    }

    /// Seeded pseudo-random byte strings made of the pieces that drive the lexer's modes.
    func testRoundTripOfRandomBytes() {
        let pieces: [[UInt8]] = [
            "\"", "\"\"\"", "#", "##", "/", "*", "/*", "*/", "//", "\\", "\\(", "\\#(", "(", ")", "{", "}", "[", "]",
            "\n", "\r", "\r\n", " ", "\t", "a", "x1", "_", "$", "$0", "`", "@", ".", "..", "<", ">", "=", "-", "+", "!", "?",
            "&", ",", ":", ";", "0", "1", "0x", "e", "p", "9.", "'", "é", "π", "≤", "🐶", "\u{301}",
        ].map { Array($0.utf8) } + [[0xFF], [0xFE], [0xC3], [0xE2, 0x89], [0x80], [0x00], [0x07], [0xEF, 0xBB, 0xBF]]
        var random = SplitMix64(state: 0x5EED_0B5E_4AB1_E000)
        var failures: [String] = []
        for _ in 0 ..< 4_000 {
            var bytes: [UInt8] = []
            for _ in 0 ..< random.next(below: 24) { bytes += pieces[random.next(below: pieces.count)] }
            if let failure = roundTripFailure(bytes) {
                failures.append("\(bytes): \(failure)")
                if failures.count > 5 { break }
            }
        }
        XCTAssertEqual(failures, [])
    }
}
