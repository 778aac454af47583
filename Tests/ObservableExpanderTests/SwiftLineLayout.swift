import Foundation
import XCTest

// MARK: - Finding declarations by lines

/// A line-based view of Swift source that finds declarations well enough for the fixtures'
/// formatting: each line knows whether it starts in code (not inside a multi-line string or
/// block comment), its brace and parenthesis depth at its start, the innermost `{` around
/// it, and its code with comments removed and each string literal reduced to `""`.
///
/// In a body (the file, or the braces of a type), the lines at the body's own level are
/// sorted into blank, comment, attribute, `#if` directive and declaration-start lines; a
/// declaration is its leading comments (no blank line between), its attributes (and `#if`
/// blocks holding only attributes), its first line, and every following line that is deeper
/// (inside its braces, parentheses or strings) or that does not start a new declaration
/// (a `where` clause on its own line, say).
struct SwiftLineLayout {
    struct Line {
        var text: Substring
        var code: String = ""
        var hasComment = false
        var startsInCode = true
        var braceDepth = 0
        var parenDepth = 0
        /// The innermost `{` open at the line's start (an index into `braces`), or -1.
        var enclosingBrace = -1
        /// The braces opened on this line.
        var openedBraces: [Int] = []
    }

    struct Brace {
        var openLine: Int
        var closeLine: Int
        var depthBefore: Int
        var parenDepth: Int
    }

    struct Declaration {
        /// First line of the leading comments and attributes.
        var start: Int
        /// The line with the declaration's keyword (`var`, `func`, `class`, …).
        var keywordLine: Int
        var end: Int
    }

    struct Variant {
        var text: String
        var insertions: Int
    }

    private(set) var lines: [Line] = []
    private(set) var braces: [Brace] = []

    init(_ source: String) {
        let bytes = Array(source.utf8)
        var lexer = Lexer(bytes: bytes)
        lexer.scanCode(inInterpolation: false)
        let kinds = lexer.kinds

        var brace = 0, paren = 0
        var stack: [Int] = []
        var lineStart = 0
        var lineIndex = 0
        let newline = UInt8(ascii: "\n")
        while lineStart <= bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != newline { lineEnd += 1 }
            var line = Line(text: Substring(String(decoding: bytes[lineStart ..< lineEnd], as: UTF8.self)))
            line.startsInCode = lineStart == 0 || kinds[lineStart - 1] == .code
            line.braceDepth = brace
            line.parenDepth = paren
            line.enclosingBrace = stack.last ?? -1
            var code: [UInt8] = []
            for k in lineStart ..< lineEnd {
                let regionStart = k == lineStart || kinds[k - 1] != kinds[k]
                switch kinds[k] {
                case .comment:
                    line.hasComment = true
                    if regionStart { code.append(UInt8(ascii: " ")) }
                case .string:
                    if regionStart { code.append(contentsOf: Array("\"\"".utf8)) }
                case .code:
                    let byte = bytes[k]
                    code.append(byte)
                    switch byte {
                    case UInt8(ascii: "{"):
                        braces.append(Brace(openLine: lineIndex, closeLine: -1, depthBefore: brace, parenDepth: paren))
                        line.openedBraces.append(braces.count - 1)
                        stack.append(braces.count - 1)
                        brace += 1
                    case UInt8(ascii: "}"):
                        if let open = stack.popLast() { braces[open].closeLine = lineIndex }
                        brace -= 1
                    case UInt8(ascii: "("), UInt8(ascii: "["): paren += 1
                    case UInt8(ascii: ")"), UInt8(ascii: "]"): paren -= 1
                    default: break
                    }
                }
            }
            line.code = String(decoding: code, as: UTF8.self)
            lines.append(line)
            lineIndex += 1
            lineStart = lineEnd + 1
        }
        for index in braces.indices where braces[index].closeLine < 0 { braces[index].closeLine = lines.count }
    }

    // MARK: Variants

    /// Variant (a): each member of each annotated class inside `#if true` … `#endif`.
    func wrappingMembersOfAnnotatedClasses() -> Variant {
        var before: [Int: [String]] = [:], after: [Int: [String]] = [:]
        var count = 0
        for type in typeDeclarations() where isAnnotatedClass(type.declaration) {
            guard let body = type.body else { continue }
            for member in declarations(inBody: body) where !declaresObservationMember(member) {
                let indentation = Self.indentation(of: lines[member.start].text)
                before[member.start, default: []].append(indentation + "#if true")
                after[member.end, default: []].insert(indentation + "#endif", at: 0)
                count += 1
            }
        }
        return Variant(text: render(before: before, after: after), insertions: count)
    }

    /// A user-written `_$observationRegistrar`, `access`, `withMutation` or
    /// `shouldNotifyObservers` cannot be wrapped: the real macro looks for them among the
    /// class's direct members only, and adds its own next to one inside `#if` (an invalid
    /// redeclaration), as does the expander.
    private func declaresObservationMember(_ declaration: Declaration) -> Bool {
        let words = lines[declaration.keywordLine].code
            .split { !(Self.isIdentifierCharacter($0)) }.map(String.init)
        for (index, word) in words.enumerated().dropLast() {
            let next = words[index + 1]
            if word == "func", ["access", "withMutation", "shouldNotifyObservers"].contains(next) { return true }
            if word == "var" || word == "let", next == "_$observationRegistrar" { return true }
        }
        return false
    }

    /// Variant (b): the doc sample above every declaration of the file and of each type body,
    /// and above every type declaration (local types too).
    func addingDocSamples() -> Variant {
        var starts = Set<Int>()
        for declaration in declarations(inBody: -1) { starts.insert(declaration.start) }
        for type in typeDeclarations() {
            starts.insert(type.declaration.start)
            if let body = type.body {
                for member in declarations(inBody: body) { starts.insert(member.start) }
            }
        }
        var before: [Int: [String]] = [:]
        for start in starts {
            let indentation = Self.indentation(of: lines[start].text)
            before[start] = MetamorphicChecker.docSample.map { indentation + $0 }
        }
        return Variant(text: render(before: before, after: [:]), insertions: starts.count)
    }

    private func render(before: [Int: [String]], after: [Int: [String]]) -> String {
        var out: [Substring] = []
        for (index, line) in lines.enumerated() {
            out.append(contentsOf: (before[index] ?? []).map { Substring($0) })
            out.append(line.text)
            out.append(contentsOf: (after[index] ?? []).map { Substring($0) })
        }
        return out.joined(separator: "\n")
    }

    private static func indentation(of text: Substring) -> String {
        String(text.prefix { $0 == " " || $0 == "\t" })
    }

    // MARK: Declarations

    static let typeKeywords: Set<String> = ["class", "struct", "enum", "protocol", "extension", "actor"]
    static let declarationKeywords: Set<String> = [
        "var", "let", "func", "init", "deinit", "subscript", "typealias", "associatedtype",
        "class", "struct", "enum", "protocol", "extension", "actor", "case", "macro",
        "operator", "precedencegroup",
    ]
    static let modifiers: Set<String> = [
        "static", "private", "fileprivate", "internal", "public", "open", "package", "final",
        "override", "convenience", "required", "lazy", "weak", "unowned", "nonisolated",
        "dynamic", "mutating", "nonmutating", "indirect", "optional", "prefix", "postfix",
        "infix", "distributed", "isolated", "consuming", "borrowing",
    ]

    struct TypeDeclaration {
        var declaration: Declaration
        var keyword: String
        /// The index of the body's `{` in `braces`.
        var body: Int?
    }

    /// Every type declaration at any depth, with its leading lines as found in its enclosing body.
    func typeDeclarations() -> [TypeDeclaration] {
        var cache: [Int: [Declaration]] = [:]
        var result: [TypeDeclaration] = []
        for (index, line) in lines.enumerated() where line.startsInCode {
            guard let keyword = Self.typeKeyword(in: line.code) else { continue }
            let enclosing = line.enclosingBrace
            if cache[enclosing] == nil { cache[enclosing] = declarations(inBody: enclosing) }
            let declaration = cache[enclosing]!.first { $0.keywordLine == index }
                ?? Declaration(start: index, keywordLine: index, end: index)
            result.append(TypeDeclaration(declaration: declaration, keyword: keyword, body: bodyBrace(ofTypeAt: index)))
        }
        return result
    }

    /// The first `{` at the type line's own depth, on that line or below.
    private func bodyBrace(ofTypeAt index: Int) -> Int? {
        let depth = lines[index].braceDepth
        for k in index ..< lines.count {
            if k > index, lines[k].startsInCode, lines[k].braceDepth < depth { return nil }
            if let brace = lines[k].openedBraces.first(where: { braces[$0].depthBefore == depth }) { return brace }
        }
        return nil
    }

    /// A class whose leading lines hold an annotation comment or the `@Observable` attribute.
    /// (A marker inside a doc comment's code sample counts too: wrapping the members of an
    /// unannotated class is harmless, missing an annotated one is not.)
    func isAnnotatedClass(_ declaration: Declaration) -> Bool {
        guard Self.typeKeyword(in: lines[declaration.keywordLine].code) == "class" else { return false }
        let markers: Set<String> = ["// @Observable", "/// @Observable", "/* @Observable */"]
        for line in lines[declaration.start ... declaration.keywordLine] {
            if markers.contains(line.text.trimmingCharacters(in: .whitespaces)) { return true }
            let attributes = Self.attributeNames(in: line.code)
            if attributes.contains("Observable") || attributes.contains("Observation.Observable") { return true }
        }
        return false
    }

    private enum LineKind: Equatable {
        case inner, blank, comment, attribute, ifDirective, clauseDirective, endifDirective, barrier, declarationStart, continuation
    }

    /// Whether line `index` is part of a postfix `#if` block: one whose `#if` line (after any
    /// `#if` lines that open its first clause) is followed by a line starting with `.`.
    private func isInPostfixIf(_ index: Int) -> Bool {
        func code(_ k: Int) -> String { lines[k].code.trimmingCharacters(in: .whitespaces) }
        // The `#if` lines above that enclose `index` (counting `#if`/`#endif` back to depth 0).
        var depth = 0
        var k = index
        while k >= 0 {
            let text = code(k)
            if text.hasPrefix("#endif") && k != index { depth += 1 }
            if text.hasPrefix("#if") {
                if depth == 0 {
                    // Opens a block holding `index`: postfix if its first clause starts with `.`.
                    var j = k
                    while j < lines.count, code(j).hasPrefix("#if") { j += 1 }
                    while j < lines.count, code(j).isEmpty { j += 1 }
                    if j < lines.count, code(j).hasPrefix(".") { return true }
                } else {
                    depth -= 1
                }
            }
            // Stop at the start of a declaration: a postfix `#if` follows an expression line.
            if depth == 0 && k < index && !text.hasPrefix("#") && !text.hasPrefix(".") && !text.isEmpty { return false }
            k -= 1
        }
        return false
    }

    private func kind(_ index: Int, inBody body: Int) -> LineKind {
        let line = lines[index]
        let paren = body < 0 ? 0 : braces[body].parenDepth
        guard line.startsInCode, line.enclosingBrace == body, line.parenDepth == paren else { return .inner }
        let code = line.code.trimmingCharacters(in: .whitespaces)
        if code.isEmpty { return line.hasComment ? .comment : .blank }
        // A postfix `#if` (SE-0308) continues the expression above it, to its `#endif`.
        if isInPostfixIf(index) { return .continuation }
        if code.hasPrefix("#") {
            let word = Self.firstWord(of: code.dropFirst())
            switch word {
            case "if": return .ifDirective
            case "elseif", "else": return .clauseDirective
            case "endif": return .endifDirective
            case "sourceLocation": return .barrier
            default: return .declarationStart  // a freestanding macro such as #warning
            }
        }
        var rest = Substring(code)
        if rest.hasPrefix("@") {
            rest = Self.droppingAttributes(rest)
            if rest.isEmpty { return .attribute }
        }
        let word = Self.firstWord(of: rest)
        return Self.declarationKeywords.contains(word) || Self.modifiers.contains(word) ? .declarationStart : .continuation
    }

    /// The declarations directly in a body (`-1`: the file's top level).
    func declarations(inBody body: Int) -> [Declaration] {
        let first = body < 0 ? 0 : braces[body].openLine + 1
        let limit = body < 0 ? lines.count : braces[body].closeLine
        var result: [Declaration] = []
        var pending: Int?
        var pendingHasAttribute = false
        var k = first
        while k < limit {
            switch kind(k, inBody: body) {
            case .inner:
                k += 1
            case .continuation, .clauseDirective, .endifDirective, .barrier:
                pending = nil
                pendingHasAttribute = false
                k += 1
            case .blank:
                if !pendingHasAttribute { pending = nil }
                k += 1
            case .comment:
                if pending == nil { pending = k }
                k += 1
            case .attribute:
                if pending == nil { pending = k }
                pendingHasAttribute = true
                k += 1
            case .ifDirective:
                if let endif = attributeBlockEnd(from: k, limit: limit, body: body) {
                    if pending == nil { pending = k }
                    pendingHasAttribute = true
                    k = endif + 1
                } else {
                    pending = nil
                    pendingHasAttribute = false
                    k += 1
                }
            case .declarationStart:
                var end = k
                var m = k + 1
                while m < limit, [.inner, .continuation].contains(kind(m, inBody: body)) {
                    end = m
                    m += 1
                }
                result.append(Declaration(start: pending ?? k, keywordLine: k, end: end))
                pending = nil
                pendingHasAttribute = false
                k = m
            }
        }
        return result
    }

    /// The `#endif` of an `#if` block at `start` that holds only attributes (and comments) and
    /// is followed by more attributes or a declaration; nil for an `#if` block of declarations.
    private func attributeBlockEnd(from start: Int, limit: Int, body: Int) -> Int? {
        var nesting = 0
        var k = start
        var endif: Int?
        while k < limit {
            switch kind(k, inBody: body) {
            case .ifDirective: nesting += 1
            case .endifDirective:
                nesting -= 1
                if nesting == 0 { endif = k }
            case .clauseDirective, .attribute, .comment, .blank, .inner: break
            case .declarationStart, .continuation, .barrier: return nil
            }
            if endif != nil { break }
            k += 1
        }
        guard let endif else { return nil }
        var m = endif + 1
        while m < limit {
            switch kind(m, inBody: body) {
            case .blank, .comment, .inner: m += 1
            case .attribute, .declarationStart: return endif
            case .ifDirective: return attributeBlockEnd(from: m, limit: limit, body: body) != nil ? endif : nil
            default: return nil
            }
        }
        return nil
    }

    // MARK: Words

    private static func isIdentifierCharacter(_ c: Character) -> Bool {
        c.isLetter || c.isNumber || c == "_" || c == "$" || c == "`"
    }

    private static func firstWord<S: StringProtocol>(of text: S) -> String {
        String(text.drop { $0 == " " || $0 == "\t" }.prefix(while: isIdentifierCharacter))
    }

    /// `text` after the attributes at its start (`@name`, `@A.B`, with a parenthesised
    /// argument list that may continue on the next lines) and the white space after them.
    private static func droppingAttributes(_ text: Substring) -> Substring {
        var rest = text
        while rest.hasPrefix("@") {
            rest = rest.dropFirst()
            rest = rest.drop { isIdentifierCharacter($0) || $0 == "." }
            if rest.hasPrefix("(") {
                var depth = 0
                while let c = rest.first {
                    rest = rest.dropFirst()
                    if c == "(" { depth += 1 } else if c == ")" { depth -= 1; if depth == 0 { break } }
                }
            }
            rest = rest.drop { $0 == " " || $0 == "\t" }
        }
        return rest
    }

    /// The names of the attributes written in a line's code (`Observable`, `Observation.Observable`, …).
    private static func attributeNames(in code: String) -> [String] {
        var names: [String] = []
        var rest = Substring(code)
        while let at = rest.firstIndex(of: "@") {
            rest = rest[rest.index(after: at)...]
            let name = rest.prefix { isIdentifierCharacter($0) || $0 == "." }
            if !name.isEmpty { names.append(String(name)) }
            rest = rest.dropFirst(name.count)
        }
        return names
    }

    /// `class`, `struct`, … when the line declares a type (after attributes and modifiers);
    /// not for `class func`, `class var` and the like.
    static func typeKeyword(in code: String) -> String? {
        var rest = droppingAttributes(Substring(code).drop { $0 == " " || $0 == "\t" })
        while true {
            let word = firstWord(of: rest)
            guard !word.isEmpty else { return nil }
            rest = rest.drop { $0 == " " || $0 == "\t" }.dropFirst(word.count)
            if rest.hasPrefix("(") { rest = rest.drop { $0 != ")" }.dropFirst() }  // private(set)
            if typeKeywords.contains(word) {
                let name = firstWord(of: rest)
                let isName = !name.isEmpty && !declarationKeywords.contains(name) && !modifiers.contains(name)
                return isName ? word : nil
            }
            guard modifiers.contains(word) else { return nil }
        }
    }

    // MARK: Lexer

    enum Kind: UInt8 { case code, comment, string }

    /// Marks each byte as code, comment or string: `//` and nested `/* */` comments, `"…"`,
    /// `"""…"""`, raw strings (`#"…"#`, where `#"""#` is the one-line string `"`), and
    /// `\(…)` interpolations (marked as string, with the strings inside them handled).
    struct Lexer {
        let bytes: [UInt8]
        var kinds: [Kind]
        var i = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
            kinds = Array(repeating: .code, count: bytes.count)
        }

        func at(_ text: [UInt8], _ offset: Int) -> Bool {
            guard offset + text.count <= bytes.count else { return false }
            for (k, byte) in text.enumerated() where bytes[offset + k] != byte { return false }
            return true
        }

        mutating func mark(_ kind: Kind, _ count: Int = 1) {
            for _ in 0 ..< count where i < bytes.count {
                kinds[i] = kind
                i += 1
            }
        }

        mutating func scanCode(inInterpolation: Bool) {
            let codeKind: Kind = inInterpolation ? .string : .code
            var depth = 0
            while i < bytes.count {
                let byte = bytes[i]
                if at(Array("//".utf8), i) {
                    while i < bytes.count, bytes[i] != UInt8(ascii: "\n") { mark(inInterpolation ? .string : .comment) }
                } else if at(Array("/*".utf8), i) {
                    var nesting = 0
                    repeat {
                        if at(Array("/*".utf8), i) { nesting += 1; mark(inInterpolation ? .string : .comment, 2) }
                        else if at(Array("*/".utf8), i) { nesting -= 1; mark(inInterpolation ? .string : .comment, 2) }
                        else { mark(inInterpolation ? .string : .comment) }
                    } while nesting > 0 && i < bytes.count
                } else if startsString() {
                    scanString()
                } else if inInterpolation && byte == UInt8(ascii: "(") {
                    depth += 1
                    mark(codeKind)
                } else if inInterpolation && byte == UInt8(ascii: ")") {
                    if depth == 0 { return }
                    depth -= 1
                    mark(codeKind)
                } else {
                    mark(codeKind)
                }
            }
        }

        func startsString() -> Bool {
            var k = i
            while k < bytes.count, bytes[k] == UInt8(ascii: "#") { k += 1 }
            return k < bytes.count && bytes[k] == UInt8(ascii: "\"")
        }

        mutating func scanString() {
            var hashes = 0
            while bytes[i] == UInt8(ascii: "#") { hashes += 1; mark(.string) }
            var multiline = false
            if at(Array("\"\"\"".utf8), i) {
                // `"""` opens a multi-line string; after `#`s only when nothing but white
                // space follows on the line (`#"""#` is a one-line raw string holding `"`).
                var k = i + 3
                while k < bytes.count, bytes[k] == UInt8(ascii: " ") || bytes[k] == UInt8(ascii: "\t") { k += 1 }
                multiline = hashes == 0 || k == bytes.count || bytes[k] == UInt8(ascii: "\n") || bytes[k] == UInt8(ascii: "\r")
            }
            mark(.string, multiline ? 3 : 1)
            let hashText = [UInt8](repeating: UInt8(ascii: "#"), count: hashes)
            let terminator = (multiline ? Array("\"\"\"".utf8) : [UInt8(ascii: "\"")]) + hashText
            let escape = [UInt8(ascii: "\\")] + hashText
            while i < bytes.count {
                if at(terminator, i) { mark(.string, terminator.count); return }
                if !multiline && bytes[i] == UInt8(ascii: "\n") { return }  // unterminated
                if at(escape, i) {
                    mark(.string, escape.count)
                    if i < bytes.count, bytes[i] == UInt8(ascii: "(") {
                        mark(.string)
                        scanCode(inInterpolation: true)
                        mark(.string)  // the closing `)`
                    } else {
                        mark(.string)
                    }
                } else {
                    mark(.string)
                }
            }
        }
    }
}
