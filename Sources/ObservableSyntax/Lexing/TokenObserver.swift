/// What the lexer tells, token by token, a caller that keeps no tokens (`Tokenizer.diagnose`):
/// each token's kind and text range (UTF-8 byte offsets into the input `p`), in order, the end
/// of file aside. `Lexer.run` is specialized for each conforming type, so an observer that does
/// nothing costs nothing.
protocol TokenObserver {
    mutating func saw(_ kind: TokenKind, _ start: Int, _ end: Int, in p: UnsafePointer<UInt8>)
}

/// The observer of `Tokenizer.tokenize` and `Tokenizer.diagnose`: none.
struct NoTokenObserver: TokenObserver {
    @inline(__always) mutating func saw(_ kind: TokenKind, _ start: Int, _ end: Int, in p: UnsafePointer<UInt8>) {}
}

/// The names a file's type declarations give, read from its tokens as it is lexed
/// (`Tokenizer.diagnoseNamingTypes`): the identifier right after each `struct`, `class`,
/// `enum`, `actor`, `protocol` or `typealias` token (and more: `class func` gives `func`). A
/// name in backticks is kept without them and with them; a name holding `$` also as each part
/// before a `$`. `names` is nil when such a name holds a non-ASCII byte (not known). The same
/// reading as the first pass's byte scan (`RunNameScan.typeNames(in:)` in ObservableExpander),
/// without the words of comments and string literals, which that scan reads as code.
struct DeclaredTypeNames: TokenObserver {
    private(set) var names: Set<String>? = []
    /// Whether the last token was one of the six keywords.
    private var afterKeyword = false

    @inline(__always) mutating func saw(_ kind: TokenKind, _ start: Int, _ end: Int, in p: UnsafePointer<UInt8>) {
        // Written only when it changes: most tokens neither follow nor are a keyword.
        if afterKeyword {
            afterKeyword = false
            if kind == .identifier { record(start, end, in: p) }
            return
        }
        let length = end &- start
        guard kind == .identifier, length >= 4, length <= 9 else { return }
        // By length and first byte: most identifiers are none of the keywords.
        switch length {
        case 4: afterKeyword = p[start] == UInt8(ascii: "e") && Self.spells(p, start, "enum")
        case 5: afterKeyword = (p[start] == UInt8(ascii: "c") && Self.spells(p, start, "class")) || (p[start] == UInt8(ascii: "a") && Self.spells(p, start, "actor"))
        case 6: afterKeyword = p[start] == UInt8(ascii: "s") && Self.spells(p, start, "struct")
        case 8: afterKeyword = p[start] == UInt8(ascii: "p") && Self.spells(p, start, "protocol")
        case 9: afterKeyword = p[start] == UInt8(ascii: "t") && Self.spells(p, start, "typealias")
        default: break
        }
    }

    /// Whether `p[start...]` spells `word` (the caller checked the length).
    @inline(__always) private static func spells(_ p: UnsafePointer<UInt8>, _ start: Int, _ word: StaticString) -> Bool {
        let letters = word.utf8Start
        for k in 1 ..< word.utf8CodeUnitCount where p[start + k] != letters[k] { return false }
        return true
    }

    /// Adds the name `p[start ..< end]` (an identifier token's text).
    @inline(never) private mutating func record(_ start: Int, _ end: Int, in p: UnsafePointer<UInt8>) {
        guard names != nil else { return }
        func text(_ from: Int, _ to: Int) -> String { String(decoding: UnsafeBufferPointer(start: p + from, count: to - from), as: UTF8.self) }
        for k in start ..< end where p[k] >= 0x80 {
            names = nil
            return
        }
        if p[start] == UInt8(ascii: "`") {
            names!.insert(text(start + 1, end - 1))
            names!.insert(text(start, end))
            return
        }
        for k in start + 1 ..< max(start + 1, end) where p[k] == UInt8(ascii: "$") { names!.insert(text(start, k)) }
        names!.insert(text(start, end))
    }
}
