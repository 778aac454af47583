/// Where a statement, a type or an expression ends: line-break rules and bracket matching
/// for the code the parser does not model.
extension DeclarationParser {

    /// Whether token `index` can begin a declaration (so a line starting with it ends the one
    /// before): an attribute, a modifier, a declaration keyword or a compiler directive.
    func isDeclarationStart(_ index: Int) -> Bool {
        switch kind(index) {
        case .atSign:
            return true
        case .poundKeyword:
            // A `#sourceLocation` line control statement stands on its own line too.
            return isWord(index, "#if") || isWord(index, "#elseif") || isWord(index, "#else") || isWord(index, "#endif")
                || isWord(index, "#sourceLocation")
        case .identifier:
            if declarationKeyword(index) != nil { return true }
            return isOneOf(index, .modifierKeywords) && (kind(index + 1) == .identifier || kind(index + 1) == .leftParen)
        default:
            return false
        }
    }

    /// Whether token `index` at the start of a line continues the expression before it: a
    /// `.member`, a binary operator, or anything after a binary operator, `=` or `->`.
    func continuesExpression(_ index: Int) -> Bool {
        let previous = index - 1
        switch kind(previous) {
        case .equal, .arrow, .comma, .colon, .period, .leftParen, .leftSquare, .backslash, .atSign:
            return true
        case .operator:
            // An operator bound to its left operand and followed by a line break is postfix
            // (`x!`, `y?`, a generic `>`): the expression may end there. One with space before
            // it is binary and needs its right operand on the next line.
            if !isGluedToPrevious(previous) { return true }
        default:
            break
        }
        switch kind(index) {
        case .period:
            return true
        case .operator:
            // A binary operator has space after it; a prefix operator (`-x`) starts a statement.
            let token = tokens[index]
            return token.trailingTriviaEnd != token.end || firstByte(index) == UInt8(ascii: ".")
        case .equal, .arrow:
            return true
        default:
            return false
        }
    }

    /// Whether token `index` at the start of a line continues a type: only around `&` (a
    /// composition), `->` and `.` (`A &\n B`, `() ->\n Int`); a generic `>` or a `?` ends it.
    func continuesType(_ index: Int) -> Bool {
        func isJoiner(_ k: Int) -> Bool {
            kind(k) == .arrow || kind(k) == .period || (kind(k) == .operator && (firstByte(k) == UInt8(ascii: "&") || firstByte(k) == UInt8(ascii: ".")))
        }
        return isJoiner(index - 1) || isJoiner(index)
    }

    /// Scans a type annotation; leaves `i` after it.
    mutating func scanType() -> TokenSpan? {
        let start = i
        // Unclosed `(`, `[` and `<` (token indices), above `base` in `openBrackets`. A type
        // holds no braces, so a `{` or `}` ends it even inside brackets: an unclosed bracket
        // must not swallow the body's `}`.
        let base = openBrackets.count
        defer { if openBrackets.count > base { openBrackets.removeLast(openBrackets.count - base) } }
        while kind(i) != .endOfFile {
            let k = kind(i)
            if k == .leftBrace || k == .rightBrace {
                if openBrackets.count > base { diagnoseUnclosed(openBrackets[openBrackets.count - 1], endingAt: i) }
                break
            }
            if openBrackets.count == base {
                if k == .equal || k == .comma || k == .semicolon || k == .rightParen || k == .rightSquare { break }
                if i > start && tokens[i].isAtStartOfLine && !continuesType(i) { break }
                if isWord(i, "where") { break }
            }
            switch k {
            case .leftParen, .leftSquare: openBrackets.append(i)
            case .rightParen, .rightSquare: openBrackets.removeLast()
            case .operator:
                let token = tokens[i]
                var b = Int(token.start)
                while b < Int(token.end) {
                    if bytes[b] == UInt8(ascii: "<") {
                        openBrackets.append(i)
                    } else if bytes[b] == UInt8(ascii: ">"), openBrackets.count > base, kind(openBrackets[openBrackets.count - 1]) == .operator {
                        openBrackets.removeLast()
                    }
                    b += 1
                }
            default: break
            }
            i += 1
        }
        return i > start ? TokenSpan(start, i - 1) : nil
    }

    /// Reports the `(`, `[`, `{` or `<` at token `index`, found unclosed where the body around
    /// it ends, at token `end`: `expected ')' to match this '('`.
    mutating func diagnoseUnclosed(_ index: Int, endingAt end: Int) {
        let pair: (String, String)
        switch kind(index) {
        case .leftParen: pair = ("(", ")")
        case .leftSquare: pair = ("[", "]")
        case .leftBrace: pair = ("{", "}")
        default: pair = ("<", ">")
        }
        diagnose(.expectedMatchingBracket(open: pair.0, close: pair.1), at: index, readingTo: end)
    }

    /// Skips the body whose `{` is at `i`, parsing the types declared in it; leaves `i` after
    /// its `}` (at the end of the file, with a diagnostic naming `what`, when it does not close).
    mutating func skipBody(depth: Int, what: @autoclosure () -> String) {
        let open = i
        // One scan finds the `}` (as `matchingBrace` does) while looking for a local type; the
        // first that may be one (rare) hands over to `collectLocalTypes`, which needs the `}`.
        var nesting = 0
        var j = open
        scan: while j < tokens.count {
            switch tokens[j].kind {
            case .leftBrace:
                nesting += 1
            case .rightBrace:
                nesting -= 1
                if nesting == 0 {
                    i = j + 1
                    return
                }
            case .endOfFile:
                break scan
            case .atSign, .identifier:
                // Unbounded, this test holds wherever the bounded one of `collectLocalTypes` does.
                if j > open && startsStatement(j) && declaresLocalType(at: j, before: tokens.count) {
                    guard let close = matchingBrace(from: open) else { break scan }
                    collectLocalTypes(from: open, to: close, depth: depth, startingAt: j)
                    i = close + 1
                    return
                }
            default:
                break
            }
            j += 1
        }
        diagnose(.expectedClosingBrace(of: what()), at: open, readingTo: tokens.count - 1)
        i = tokens.count - 1
    }

    /// Whether token `index` can start a statement: it starts a line or follows a `{`, a `;`
    /// or a closure's `in`.
    func startsStatement(_ index: Int) -> Bool {
        tokens[index].isAtStartOfLine || kind(index - 1) == .leftBrace || kind(index - 1) == .semicolon || isWord(index - 1, "in")
    }

    /// Parses the type declarations that start a statement between tokens `open` and `close`
    /// (a body or closure, not parsed otherwise) and lists them in `localTypes`. The tokens
    /// before `startingAt` (when given) are known to declare none.
    mutating func collectLocalTypes(from open: Int, to close: Int, depth: Int, startingAt first: Int? = nil) {
        let saved = i
        var j = first ?? open + 1
        while j < close {
            // The cheap test first: most tokens are neither `@` nor an identifier.
            guard kind(j) == .atSign || kind(j) == .identifier, startsStatement(j), declaresLocalType(at: j, before: close) else {
                j += 1
                continue
            }
            i = j
            let member = parseDeclaration(depth: max(depth, typeNames.count) + 1)
            if case let .type(type) = member {
                localTypes.append(LocalType(declaration: type, enclosingTypeNames: typeNames))
            }
            j = max(j + 1, i)
        }
        i = saved
    }

    /// Whether attributes and modifiers at `index` lead to `class`/`struct`/`enum`/`actor`/
    /// `protocol` and a name, before `limit`.
    func declaresLocalType(at index: Int, before limit: Int) -> Bool {
        var j = index
        while j < limit {
            if kind(j) == .atSign {
                j = attributeEnd(from: j) + 1
            } else if isOneOf(j, .localTypeStarts) {
                return kind(j + 1) == .identifier && j + 1 < limit
            } else if isOneOf(j, .modifierKeywords) {
                j += 1
                if opensArgumentList(j) { j = matchingClose(from: j) + 1 }
            } else {
                return false
            }
        }
        return false
    }

    /// Scans an initializer expression; leaves `i` after it. A `{` that opens `willSet`/`didSet`
    /// ends it; any other `{` is a closure or trailing closure.
    mutating func scanExpression(depth: Int) -> TokenSpan? {
        let start = i
        var firstBrace: Int?
        var open = OpenBrackets(base: openBrackets.count)
        while kind(i) != .endOfFile {
            let k = kind(i)
            if open.isEmpty(openBrackets) {
                if k == .comma || k == .semicolon || k == .rightBrace || k == .rightParen || k == .rightSquare { break }
                if k == .leftBrace && i > start && isObserverBlock(at: i) { break }
                if i > start && tokens[i].isAtStartOfLine {
                    // A postfix `#if` continues the expression through its `#endif`.
                    if k == .poundKeyword, let endif = postfixIfConfigEnd(at: i) {
                        i = endif + 1
                        continue
                    }
                    if k == .poundKeyword || isDeclarationStart(i) { break }
                    if !continuesExpression(i) { break }
                }
            } else if k == .rightBrace && open.braces == 0 {
                // Only `(`/`[` are open: this `}` ends the body around the expression.
                diagnoseUnclosed(openBrackets[openBrackets.count - 1], endingAt: i)
                break
            }
            switch k {
            case .leftParen, .leftSquare, .leftBrace:
                if k == .leftBrace && firstBrace == nil { firstBrace = i }
                open.push(i, k, on: &openBrackets)
            case .rightParen, .rightSquare, .rightBrace: open.pop(k, from: &openBrackets, kinds: tokens)
            case .operator:
                if let close = genericArgumentListEnd(tokens, bytes, at: i) { i = close }
            default: break
            }
            i += 1
        }
        if openBrackets.count > open.base { openBrackets.removeLast(openBrackets.count - open.base) }
        if let firstBrace { collectLocalTypes(from: firstBrace, to: i, depth: depth) }
        return i > start ? TokenSpan(start, i - 1) : nil
    }

    /// The `#endif` that closes the postfix `#if` at `directive` (SE-0308: `Builder()`, then
    /// `#if os(Linux)` `.padding()` `#else` `.other()` `#endif` on the lines below), or nil when
    /// the directive is no such `#if` or does not close before the body around it does. As
    /// Swift's parser reads it (swiftc 6.3): an `#if` at the start of a line after an
    /// expression, whose first clause (after any `#if`s that open it) starts with `.`, is a
    /// postfix member chain of that expression (break 49/4).
    func postfixIfConfigEnd(at directive: Int) -> Int? {
        guard isWord(directive, "#if") else { return nil }
        var j = directive
        while isWord(j, "#if") && tokens[j].isAtStartOfLine { j = IfConfigCondition.end(after: j, in: tokens) }
        guard kind(j) == .period else { return nil }
        var nesting = 0, braces = 0
        var k = directive
        while kind(k) != .endOfFile {
            switch kind(k) {
            case .leftBrace: braces += 1
            case .rightBrace:
                braces -= 1
                if braces < 0 { return nil }
            default:
                if isWord(k, "#if") {
                    nesting += 1
                } else if isWord(k, "#endif") {
                    nesting -= 1
                    if nesting == 0 { return k }
                }
            }
            k += 1
        }
        return nil
    }

    /// Skips one statement or unparsed declaration: up to a line that starts a new
    /// declaration, a `;`, or a bracket that closes an enclosing scope.
    mutating func skipStatement() {
        let start = i
        var open = OpenBrackets(base: openBrackets.count)
        var firstBrace: Int?
        defer {
            if openBrackets.count > open.base { openBrackets.removeLast(openBrackets.count - open.base) }
            if let firstBrace { collectLocalTypes(from: firstBrace, to: i, depth: typeNames.count) }
        }
        while kind(i) != .endOfFile {
            let k = kind(i)
            if open.isEmpty(openBrackets) && i > start {
                if k == .semicolon || k == .rightBrace || k == .rightParen || k == .rightSquare { return }
                if tokens[i].isAtStartOfLine && isDeclarationStart(i) && !continuesExpression(i) { return }
            } else if k == .rightBrace && open.braces == 0 && !open.isEmpty(openBrackets) {
                // Only `(`/`[` are open: this `}` ends the body around the statement.
                diagnoseUnclosed(openBrackets[openBrackets.count - 1], endingAt: i)
                return
            }
            switch k {
            case .leftParen, .leftSquare, .leftBrace:
                if k == .leftBrace && firstBrace == nil { firstBrace = i }
                open.push(i, k, on: &openBrackets)
            case .rightParen, .rightSquare, .rightBrace:
                if open.isEmpty(openBrackets) { return }
                open.pop(k, from: &openBrackets, kinds: tokens)
            default: break
            }
            i += 1
        }
    }

    /// The brackets a scan has opened and not closed, innermost last: the part of the parser's
    /// `openBrackets` above `base` (so that all scans share one allocation, and a scan nested
    /// in another stacks above it). A `)` or `]` closes the innermost bracket whatever it is
    /// (as a plain count would); a `}` closes everything up to the innermost `{`, so that an
    /// unclosed `(` inside a closure ends with the closure.
    struct OpenBrackets {
        /// The stack's count when the scan began.
        let base: Int
        /// How many `{` are open.
        private(set) var braces = 0

        init(base: Int) {
            self.base = base
        }

        func isEmpty(_ stack: [Int]) -> Bool { stack.count == base }

        mutating func push(_ index: Int, _ kind: TokenKind, on stack: inout [Int]) {
            stack.append(index)
            if kind == .leftBrace { braces += 1 }
        }

        mutating func pop(_ kind: TokenKind, from stack: inout [Int], kinds tokens: [Token]) {
            guard stack.count > base else { return }
            if kind == .rightBrace && braces > 0 {
                while stack.count > base, tokens[stack.removeLast()].kind != .leftBrace {}
                braces -= 1
            } else if tokens[stack.removeLast()].kind == .leftBrace {
                braces -= 1
            }
        }
    }
}
