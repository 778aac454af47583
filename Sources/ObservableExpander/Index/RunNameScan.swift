import ObservableSyntax

/// Names a file may declare, read from its bytes alone (no tokens, no tree) in the first pass
/// of a run (`RunFacts`): a superset of the names its declarations give the index
/// (`DeclarationIndex`), so that a name in no file's set is declared by no file of the run, and
/// a question about it is answered without building the run's index. Comments, string literals
/// and disabled `#if` clauses are read as code: they can only add names. Where a name cannot be
/// read from the bytes (one with a non-ASCII character) the scan gives nil: not known, and
/// every question is asked of the index.
enum RunNameScan {
    /// Whether `p[start ..< start + word's length]` (within `p[0 ..< count]`) spells `word`.
    @inline(__always) private static func spells(_ p: UnsafePointer<UInt8>, _ start: Int, _ count: Int, _ word: StaticString) -> Bool {
        let length = word.utf8CodeUnitCount, letters = word.utf8Start
        guard start >= 0, start + length <= count else { return false }
        for k in 0 ..< length where p[start + k] != letters[k] { return false }
        return true
    }

    /// Whether `byte` continues an identifier as this scan reads one: an ASCII letter, digit,
    /// `_` or `$`, or a byte of a non-ASCII character.
    static func continuesIdentifier(_ byte: UInt8) -> Bool {
        Expander.continuesName(byte) || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    /// Every name written after `struct`, `class`, `enum`, `actor`, `protocol` or `typealias`
    /// (each a whole word) and whitespace in `bytes` (UTF-8): the name of every type and type
    /// alias the file declares, at any depth, and more (`class func` gives `func`). A name in
    /// backticks is kept without them and with them. Comments between the keyword and the name
    /// are skipped as the lexer skips them (words in prose, `an actor // …`, add a name or
    /// two). Nil when a name holds a non-ASCII byte.
    static func typeNames(in bytes: [UInt8]) -> Set<String>? {
        var names: Set<String> = []
        var known = true
        bytes.withUnsafeBufferPointer { buffer in
            guard let p = buffer.baseAddress else { return }
            let count = buffer.count
            /// Reads the name after the keyword at `p[start ..< start + length]`, when it is one.
            func declaration(_ start: Int, _ length: Int) {
                guard start == 0 || !continuesIdentifier(p[start - 1]) && p[start - 1] != UInt8(ascii: "`") else { return }
                // A declaration's keyword is followed by whitespace or a comment, then the name.
                let after = start + length
                guard after < count, isWhitespace(p[after]) || p[after] == UInt8(ascii: "/") else { return }
                let name = skippingWhitespaceAndComments(p, from: after, count: count)
                guard name < count else { return }
                known = readName(p, from: name, count: count, into: &names)
            }
            // The keywords by a byte they hold once, one `memchr` pass per byte (three passes
            // where one per keyword made six): `c` for `class`, `actor`, `struct` and
            // `protocol` (told apart by the byte before it: only `class` may follow a byte that
            // does not continue a name), `m` for `enum`, `y` for `typealias`.
            var j = ByteScan.first(UInt8(ascii: "c"), p, from: 0, to: count)
            while known && j < count {
                switch j > 0 ? p[j - 1] : 0 {
                case UInt8(ascii: "a"): if spells(p, j - 1, count, "actor") { declaration(j - 1, 5) }
                case UInt8(ascii: "u"): if spells(p, j - 4, count, "struct") { declaration(j - 4, 6) }
                case UInt8(ascii: "o"): if spells(p, j - 5, count, "protocol") { declaration(j - 5, 8) }
                default: if spells(p, j, count, "class") { declaration(j, 5) }
                }
                j = ByteScan.first(UInt8(ascii: "c"), p, from: j + 1, to: count)
            }
            j = ByteScan.first(UInt8(ascii: "m"), p, from: 0, to: count)
            while known && j < count {
                if spells(p, j - 3, count, "enum") { declaration(j - 3, 4) }
                j = ByteScan.first(UInt8(ascii: "m"), p, from: j + 1, to: count)
            }
            j = ByteScan.first(UInt8(ascii: "y"), p, from: 0, to: count)
            while known && j < count {
                if spells(p, j - 1, count, "typealias") { declaration(j - 1, 9) }
                j = ByteScan.first(UInt8(ascii: "y"), p, from: j + 1, to: count)
            }
        }
        return known ? names : nil
    }

    /// Every ASCII word (a run of ASCII letters, digits, `_` and `$`, cut at any other byte)
    /// written between the word `extension` (followed by whitespace or a comment) and the next
    /// `{` outside a comment: the extended type's name and more (its generic arguments, the
    /// inheritance and `where` clauses; prose after the word in a comment). Every name an
    /// extension's members, conformances and associated types are filed under in the index
    /// (`DeclarationIndex.addType`: the extended type as written, without a module prefix)
    /// ends with one of them, unless its last word holds a non-ASCII byte (`RunLookup` reads
    /// every file for such a name). Words with a non-ASCII byte are left out.
    static func extensionWords(in bytes: [UInt8]) -> Set<String> {
        var words: Set<String> = []
        let keyword = Array("extension".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            guard let p = buffer.baseAddress else { return }
            let count = buffer.count
            ByteScan.forEachOccurrence(of: keyword, in: p, count: count) { start in
                guard start == 0 || !continuesIdentifier(p[start - 1]) && p[start - 1] != UInt8(ascii: "`") else { return }
                var j = start + keyword.count
                guard j < count, isWhitespace(p[j]) || p[j] == UInt8(ascii: "/") else { return }
                while j < count {
                    j = skippingWhitespaceAndComments(p, from: j, count: count)
                    guard j < count, p[j] != UInt8(ascii: "{") else { return }
                    guard continuesIdentifier(p[j]) else {
                        j += 1
                        continue
                    }
                    var end = j, ascii = true
                    while end < count && continuesIdentifier(p[end]) {
                        if p[end] >= 0x80 { ascii = false }
                        end += 1
                    }
                    if ascii { words.insert(String(decoding: UnsafeBufferPointer(start: p + j, count: end - j), as: UTF8.self)) }
                    j = end
                }
            }
        }
        return words
    }

    /// The words of `name` as `extensionWords(in:)` cuts words (`Outer.Inner` gives `Outer`
    /// and `Inner`, `[Int]` gives `Int`); nil when one holds a non-ASCII byte.
    static func words(of name: String) -> [Substring]? {
        var words: [Substring] = []
        let utf8 = name.utf8
        var j = utf8.startIndex
        while j < utf8.endIndex {
            guard continuesIdentifier(utf8[j]) else {
                j = utf8.index(after: j)
                continue
            }
            let start = j
            while j < utf8.endIndex, continuesIdentifier(utf8[j]) {
                if utf8[j] >= 0x80 { return nil }
                j = utf8.index(after: j)
            }
            words.append(name[start ..< j])
        }
        return words
    }

    /// Every identifier in `bytes` (UTF-8) that starts with `_` followed by an ASCII letter,
    /// digit or `_`, not right after another identifier byte or `@` (`_name`, `__x`; not `_`
    /// alone, `_$registrar`, `x_y` or `@_spi`): every member name a backing store could take.
    /// Nil when such an identifier holds a non-ASCII byte.
    static func underscoredIdentifiers(in bytes: [UInt8]) -> Set<String>? {
        var names: Set<String> = []
        let known: Bool = bytes.withUnsafeBufferPointer { buffer in
            guard let p = buffer.baseAddress, buffer.count > 1 else { return true }
            let count = buffer.count
            var j = ByteScan.first(0x5F /* _ */, p, from: 0, to: count - 1)
            while j < count - 1 {
                let before: UInt8 = j == 0 ? 0x20 : p[j - 1]
                if (Expander.continuesName(p[j + 1]) || p[j + 1] >= 0x80), !Expander.continuesName(before), before < 0x80, before != 0x40 /* @ */ {
                    guard readName(p, from: j, count: count, into: &names) else { return false }
                }
                j = ByteScan.first(0x5F, p, from: j + 1, to: count - 1)
            }
            return true
        }
        return known ? names : nil
    }

    /// Adds the name at `p[start...]` to `names`: an identifier (with each part before a `$`,
    /// in case `$` ends it), or the text between backticks (also with them). False when it
    /// holds a non-ASCII byte (or a backtick is not closed on its line).
    private static func readName(_ p: UnsafePointer<UInt8>, from start: Int, count: Int, into names: inout Set<String>) -> Bool {
        if p[start] == UInt8(ascii: "`") {
            var end = start + 1
            while end < count && p[end] != UInt8(ascii: "`") && p[end] != 0x0A && p[end] != 0x0D {
                if p[end] >= 0x80 { return false }
                end += 1
            }
            guard end < count, p[end] == UInt8(ascii: "`") else { return false }
            names.insert(String(decoding: UnsafeBufferPointer(start: p + start + 1, count: end - start - 1), as: UTF8.self))
            names.insert(String(decoding: UnsafeBufferPointer(start: p + start, count: end + 1 - start), as: UTF8.self))
            return true
        }
        var end = start
        while end < count && continuesIdentifier(p[end]) {
            if p[end] >= 0x80 { return false }
            if p[end] == UInt8(ascii: "$") && end > start {
                names.insert(String(decoding: UnsafeBufferPointer(start: p + start, count: end - start), as: UTF8.self))
            }
            end += 1
        }
        if end > start { names.insert(String(decoding: UnsafeBufferPointer(start: p + start, count: end - start), as: UTF8.self)) }
        return true
    }

    /// The offset of the first byte at or after `start` that is neither whitespace nor in a
    /// comment (`// …` to the end of its line, `/* … */` nested as Swift nests them); `count`
    /// when there is none.
    private static func skippingWhitespaceAndComments(_ p: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int {
        var j = start
        while j < count {
            if isWhitespace(p[j]) {
                j += 1
            } else if p[j] == UInt8(ascii: "/") && j + 1 < count && p[j + 1] == UInt8(ascii: "/") {
                j = ByteScan.firstLineBreak(p, from: j + 2, to: count)
            } else if p[j] == UInt8(ascii: "/") && j + 1 < count && p[j + 1] == UInt8(ascii: "*") {
                var depth = 1
                j += 2
                while j < count && depth > 0 {
                    if p[j] == UInt8(ascii: "/") && j + 1 < count && p[j + 1] == UInt8(ascii: "*") {
                        depth += 1
                        j += 2
                    } else if p[j] == UInt8(ascii: "*") && j + 1 < count && p[j + 1] == UInt8(ascii: "/") {
                        depth -= 1
                        j += 2
                    } else {
                        j += 1
                    }
                }
            } else {
                return j
            }
        }
        return j
    }

    /// Whitespace between tokens (The Swift Programming Language, "Lexical Structure"):
    /// space, tab, line feed, carriage return, vertical tab, form feed and NUL.
    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C || byte == 0x00
    }
}
