/// Builds the declaration tree of a file from its tokens.
///
/// It finds type declarations at any depth (file scope, nested types, extensions, `#if`
/// clauses) with their attributes, modifiers, name, generic parameters, inheritance clause and
/// members, and for `var`/`let` and `func` members the parts the expansion needs. Bodies of
/// functions, initializers, closures and computed properties are skipped by matching brackets.
/// It is error-tolerant: it always returns a tree, with diagnostics for unclosed braces.
public struct DeclarationParser {
    let tokens: [Token]
    let bytes: [UInt8]
    var i = 0
    var diagnostics: [Diagnostic] = []
    /// Deeper nesting of type declarations is skipped as opaque text, so that a pathological
    /// input cannot exhaust the call stack.
    static let maximumNesting = 512

    public init(tokens: [Token], bytes: [UInt8]) {
        self.tokens = tokens
        self.bytes = bytes
    }

    /// Parses a whole file. `tokens` must end with `.endOfFile` (as `Tokenizer` guarantees).
    public static func parse(tokens: [Token], bytes: [UInt8]) -> SourceTree {
        var parser = DeclarationParser(tokens: tokens, bytes: bytes)
        var members: [Member] = []
        while parser.kind(parser.i) != .endOfFile {
            members += parser.parseMembers(depth: 0, inBody: false, inIfConfig: false)
            if parser.kind(parser.i) == .rightBrace {
                parser.diagnostics.append(Diagnostic(.error, at: Int(tokens[parser.i].start), "extraneous '}' at top level"))
                parser.i += 1
            } else if parser.kind(parser.i) == .poundKeyword {
                parser.diagnostics.append(Diagnostic(.error, at: Int(tokens[parser.i].start), "unexpected '\(parser.text(parser.i))' without a matching '#if'"))
                parser.i += 1
            }
        }
        return SourceTree(members: members, diagnostics: parser.diagnostics)
    }

    // MARK: - Token queries

    @inline(__always) func kind(_ index: Int) -> TokenKind {
        index < tokens.count ? tokens[index].kind : .endOfFile
    }

    /// Whether token `index` is spelled exactly `word` (so a backticked `` `var` `` is not `var`).
    func isWord(_ index: Int, _ word: StaticString) -> Bool {
        guard index < tokens.count else { return false }
        let token = tokens[index]
        let length = Int(token.end - token.start)
        guard length == word.utf8CodeUnitCount else { return false }
        let start = Int(token.start)
        let w = word.utf8Start
        for k in 0 ..< length where bytes[start + k] != w[k] { return false }
        return true
    }

    func text(_ index: Int) -> String {
        let token = tokens[index]
        return String(decoding: bytes[Int(token.start) ..< Int(token.end)], as: UTF8.self)
    }

    /// The tokens' texts joined without trivia.
    func compactText(_ span: TokenSpan) -> String {
        var result = ""
        for k in span.first ... span.last { result += text(k) }
        return result
    }

    /// The tokens' texts with one space wherever trivia separated them: `@unchecked Sendable`.
    func normalizedText(_ span: TokenSpan) -> String {
        var result = text(span.first)
        if span.last > span.first {
            for k in span.first + 1 ... span.last {
                if tokens[k].leadingTriviaStart != tokens[k].start || tokens[k - 1].trailingTriviaEnd != tokens[k - 1].end { result += " " }
                result += text(k)
            }
        }
        return result
    }

    func firstByte(_ index: Int) -> UInt8 {
        let token = tokens[index]
        return token.end > token.start ? bytes[Int(token.start)] : 0
    }

    /// No trivia between token `index - 1` and token `index`.
    func isGluedToPrevious(_ index: Int) -> Bool {
        index > 0 && tokens[index - 1].trailingTriviaEnd == tokens[index - 1].end && tokens[index].leadingTriviaStart == tokens[index].start
    }

    // MARK: - Declaration lists

    /// Parses declarations until a `}`, an `#elseif`/`#else`/`#endif` or the end of the file,
    /// which it leaves for the caller.
    mutating func parseMembers(depth: Int, inBody: Bool, inIfConfig: Bool) -> [Member] {
        var members: [Member] = []
        while true {
            switch kind(i) {
            case .endOfFile, .rightBrace:
                return members
            case .semicolon:
                i += 1
            case .poundKeyword:
                if isWord(i, "#if") {
                    if isAttributeIfConfig(at: i) {
                        members.append(parseDeclaration(depth: depth))
                    } else {
                        members.append(.ifConfig(parseIfConfig(depth: depth)))
                    }
                } else if isWord(i, "#elseif") || isWord(i, "#else") || isWord(i, "#endif") {
                    if inIfConfig { return members }
                    diagnostics.append(Diagnostic(.error, at: Int(tokens[i].start), "unexpected '\(text(i))' without a matching '#if'"))
                    i += 1
                } else {
                    let start = i
                    skipStatement()
                    members.append(.other(TokenSpan(start, max(start, i - 1))))
                }
            default:
                let before = i
                members.append(parseDeclaration(depth: depth))
                if i == before { i += 1 } // never stall on a token no rule consumes
            }
        }
    }

    mutating func parseIfConfig(depth: Int) -> IfConfigDeclaration {
        let start = i
        var clauses: [IfConfigDeclaration.Clause] = []
        if depth >= Self.maximumNesting {
            // Nested `#if` blocks recurse like nested types: past the limit, skip to the
            // matching `#endif` without recursion.
            diagnostics.append(Diagnostic(.error, at: Int(tokens[start].start), "declarations are nested too deeply"))
            var nesting = 0
            while kind(i) != .endOfFile {
                if isWord(i, "#if") { nesting += 1 } else if isWord(i, "#endif") { nesting -= 1 }
                i += 1
                if nesting == 0 { break }
            }
            return IfConfigDeclaration(span: TokenSpan(start, max(start, i - 1)), clauses: clauses)
        }
        while true {
            let directive = i
            i += 1
            if !isWord(directive, "#else") { skipCondition() }
            let members = parseMembers(depth: depth + 1, inBody: false, inIfConfig: true)
            clauses.append(IfConfigDeclaration.Clause(directive: directive, members: members))
            if isWord(i, "#elseif") || isWord(i, "#else") { continue }
            if isWord(i, "#endif") {
                i += 1
                return IfConfigDeclaration(span: TokenSpan(start, i - 1), clauses: clauses)
            }
            // A `}` or the end of the file before `#endif`.
            diagnostics.append(Diagnostic(.error, at: Int(tokens[start].start), "unterminated '#if' block"))
            return IfConfigDeclaration(span: TokenSpan(start, max(start, i - 1)), clauses: clauses)
        }
    }

    /// Skips an `#if`/`#elseif` condition: the rest of the directive's line, plus any
    /// parenthesized part that continues on later lines.
    mutating func skipCondition() {
        var depth = 0
        while kind(i) != .endOfFile {
            if depth == 0 && tokens[i].isAtStartOfLine { return }
            switch kind(i) {
            case .leftParen, .leftSquare: depth += 1
            case .rightParen, .rightSquare: depth = max(0, depth - 1)
            default: break
            }
            i += 1
        }
    }

    /// Whether the `#if` at `index` is part of an attribute list: every clause holds only
    /// attributes, and a declaration follows the `#endif`.
    func isAttributeIfConfig(at index: Int) -> Bool {
        var j = index
        var nesting = 0
        var sawAttribute = false
        while j < tokens.count {
            if isWord(j, "#if") {
                nesting += 1
                // Bounded look-ahead: otherwise each of n nested `#if`s scans to its `#endif`.
                if nesting > Self.maximumNesting { return false }
                j += 1
                while kind(j) != .endOfFile && !tokens[j].isAtStartOfLine { j += 1 }
            } else if isWord(j, "#elseif") || isWord(j, "#else") {
                j += 1
                while kind(j) != .endOfFile && !tokens[j].isAtStartOfLine { j += 1 }
            } else if isWord(j, "#endif") {
                nesting -= 1
                j += 1
                if nesting == 0 { return sawAttribute && kind(j) != .endOfFile && kind(j) != .rightBrace && !isWord(j, "#endif") }
            } else if kind(j) == .atSign {
                sawAttribute = true
                j = attributeEnd(from: j) + 1
            } else {
                return false
            }
        }
        return false
    }
}
