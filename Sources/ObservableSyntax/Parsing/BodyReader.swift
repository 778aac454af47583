/// Reads the tokens of a body (a function's, an accessor's, a closure's, a type's members, a
/// whole file) into `Statement`s. Expressions are read by `ExprParser`; nested blocks are read
/// as statements too. Statements end where Swift ends them: at `;`, or where the next token
/// cannot continue the expression (a new line starting a name, `(`, `[`, a keyword).
///
/// It never fails: what it cannot read becomes `.unread` over the tokens up to the end of that
/// line (brackets balanced), and reading goes on after it. Nesting deeper than
/// `maximumDepth` is left `.unread`, so no input exhausts the stack.
package struct BodyReader: TokenQueries {
    package let tokens: [Token]
    package let bytes: [UInt8]
    var k = 0
    var last = -1
    var depth = 0

    static let maximumDepth = 64

    package init(tokens: [Token], bytes: [UInt8]) {
        self.tokens = tokens
        self.bytes = bytes
    }

    /// The statements in tokens `span` (inclusive; a body without its braces, or a whole file).
    /// Empty for an empty span. O(n) in the span's tokens, nested blocks included.
    package func statements(in span: TokenSpan) -> [Statement] {
        guard span.first <= span.last else { return [] }
        var reader = self
        reader.k = span.first
        reader.last = min(span.last, tokens.count - 1)
        reader.depth = depth + 1
        guard reader.depth <= Self.maximumDepth else { return [Statement(.unread, span)] }
        return reader.readStatements(stopAtDirective: false)
    }

    /// The statements between the braces of the block opening at token `open` (empty when it
    /// does not close).
    func block(_ open: Int) -> [Statement] {
        guard let close = closingBracket(of: open), close - 1 >= open + 1 else { return [] }
        return statements(in: TokenSpan(open + 1, close - 1))
    }

    // MARK: - Cursor

    var atEnd: Bool { k > last }
    func at(_ kind: TokenKind) -> Bool { !atEnd && self.kind(k) == kind }
    func atWord(_ word: StaticString) -> Bool { !atEnd && isWord(k, word) }
    /// Whether token `i` is on the same line as the token before it.
    func onSameLine(_ i: Int) -> Bool { i < tokens.count && !tokens[i].isAtStartOfLine }

    /// Skips the block opening at the cursor; returns its statements (empty when the cursor is
    /// not at a `{` in the span).
    mutating func readBlock() -> [Statement] {
        guard at(.leftBrace), let close = closingBracket(of: k), close <= last else { return [] }
        let body = block(k)
        k = close + 1
        return body
    }

    /// The last token of the statement that starts at `start`: before `;`, a stray `}`, a
    /// `#if`-family directive, or a token that starts a line; brackets balanced.
    func statementEnd(from start: Int) -> Int {
        var j = start
        while j <= last {
            switch kind(j) {
            case .leftParen, .leftSquare, .leftBrace:
                guard let close = closingBracket(of: j), close <= last else { return last }
                j = close + 1
                continue
            case .rightParen, .rightSquare, .rightBrace, .semicolon:
                return max(start, j - 1)
            case .poundKeyword where j > start && isDirective(j):
                return j - 1
            default:
                if j > start && tokens[j].isAtStartOfLine { return j - 1 }
            }
            j += 1
        }
        return last
    }

    /// Whether token `i` is `#if`, `#elseif`, `#else` or `#endif`.
    func isDirective(_ i: Int) -> Bool {
        kind(i) == .poundKeyword && (isWord(i, "#if") || isWord(i, "#elseif") || isWord(i, "#else") || isWord(i, "#endif"))
    }

    /// An `.unread` statement from `start` to its end; moves past it.
    mutating func unread(from start: Int) -> Statement {
        let end = statementEnd(from: start)
        k = end + 1
        return Statement(.unread, TokenSpan(start, end))
    }

    // MARK: - Statements

    /// Statements up to the end of the span, or (with `stopAtDirective`) up to a `#elseif`,
    /// `#else` or `#endif` of the enclosing `#if`.
    mutating func readStatements(stopAtDirective: Bool) -> [Statement] {
        var statements: [Statement] = []
        while !atEnd {
            if at(.semicolon) { k += 1; continue }
            if at(.poundKeyword) && isDirective(k) {
                if isWord(k, "#if") { statements.append(readIfConfig()); continue }
                if stopAtDirective { break }
                k += 1
                continue
            }
            let before = k
            statements.append(readStatement())
            if k <= before { k = before + 1 }
        }
        return statements
    }

    /// `#if c … #elseif d … #else … #endif`: each clause's statements.
    mutating func readIfConfig() -> Statement {
        let start = k
        var clauses: [[Statement]] = []
        while !atEnd {
            if isWord(k, "#endif") { k += 1; break }
            // The directive and its condition (the rest of its line).
            let directive = k
            k += 1
            if !isWord(directive, "#else") {
                while !atEnd && onSameLine(k) { k += 1 }
            }
            clauses.append(readStatements(stopAtDirective: true))
        }
        return Statement(.ifConfig(clauses), TokenSpan(start, max(start, k - 1)))
    }

    static let loopKeywords: Set<String> = ["for", "while", "repeat", "do", "if", "switch"]
    static let typeKeywords: Set<String> = ["class", "struct", "enum", "actor", "protocol", "extension"]
    static let otherDeclarationKeywords: Set<String> = [
        "typealias", "associatedtype", "import", "operator", "precedencegroup", "case", "macro",
    ]
    static let modifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "package", "static", "class", "final", "override",
        "mutating", "nonmutating", "lazy", "weak", "unowned", "dynamic", "optional", "required", "convenience",
        "indirect", "nonisolated", "distributed", "prefix", "postfix", "infix", "consuming", "borrowing", "isolated",
    ]
    static let declarationKeywords: Set<String> = Set(["let", "var", "func", "init", "deinit", "subscript"])
        .union(typeKeywords).union(otherDeclarationKeywords)

    /// Whether token `i` is a modifier of a declaration: a modifier word (with `(set)` or
    /// `(unsafe)` glued to it) followed by another modifier, an attribute or a declaration
    /// keyword.
    func isModifier(_ i: Int) -> Bool {
        guard kind(i) == .identifier, Self.modifiers.contains(text(i)) else { return false }
        var next = i + 1
        if opensArgumentList(next), let close = closingBracket(of: next) { next = close + 1 }
        guard next <= last else { return false }
        if kind(next) == .atSign { return true }
        guard kind(next) == .identifier else { return false }
        let word = text(next)
        return Self.declarationKeywords.contains(word) || isModifier(next)
    }

    /// The token after the attribute starting at `@` token `i`: `@Name`, `@A.B`, `@Name<T>`,
    /// `@Name(…)` (the parentheses glued to the name).
    func attributeEnd(_ i: Int) -> Int {
        var j = i + 1
        guard kind(j) == .identifier else { return j }
        j += 1
        while kind(j) == .period && kind(j + 1) == .identifier { j += 2 }
        if kind(j) == .operator, firstByte(j) == UInt8(ascii: "<"), isGluedToPrevious(j),
           let close = genericArgumentListEnd(tokens, bytes, at: j, inAttribute: true) {
            j = close + 1
            // `@EnvironmentObject<Model>.Optional`: a nested type.
            while kind(j) == .period && kind(j + 1) == .identifier { j += 2 }
        }
        if opensArgumentList(j), let close = closingBracket(of: j) { j = close + 1 }
        return j
    }

    mutating func readStatement() -> Statement {
        let start = k
        // A label before a loop: `outer: for …`.
        if at(.identifier), kind(k + 1) == .colon, k + 2 <= last, Self.loopKeywords.contains(text(k + 2)) { k += 2 }
        // Attributes and modifiers of a declaration.
        var declaration = false
        while !atEnd {
            if at(.atSign) { k = attributeEnd(k); declaration = true; continue }
            if isModifier(k) {
                k += 1
                if opensArgumentList(k), let close = closingBracket(of: k) { k = close + 1 }
                declaration = true
                continue
            }
            break
        }
        guard at(.identifier) else {
            if declaration { return unread(from: start) }
            return readExpressionStatement(start)
        }
        let word = text(k)
        switch word {
        case "let", "var": return readBinding(start)
        case "func", "init", "deinit", "subscript": return readFunction(start)
        case _ where Self.typeKeywords.contains(word) && kind(k + 1) == .identifier: return readType(start)
        case _ where Self.otherDeclarationKeywords.contains(word):
            return Statement(.other, TokenSpan(start, statementEnd(from: start))).moving(&self)
        case "if": return readIf(start)
        case "guard": return readGuard(start)
        case "while": return readWhile(start)
        case "repeat": return readRepeat(start)
        case "for": return readFor(start)
        case "switch": return readSwitch(start)
        case "do": return readDo(start)
        case "defer":
            k += 1
            let body = readBlock()
            return Statement(.defer(body), TokenSpan(start, k - 1))
        case "return", "throw":
            k += 1
            var value: Expr?
            if !atEnd, onSameLine(k), !at(.semicolon), !at(.rightBrace), let (expr, end) = leadingExpression(trailingClosures: true) {
                value = expr
                k = end + 1
            }
            if word == "throw" {
                return Statement(value.map { .throw($0) } ?? .unread, TokenSpan(start, k - 1))
            }
            return Statement(.return(value), TokenSpan(start, k - 1))
        case "break", "continue", "fallthrough":
            k += 1
            if at(.identifier), onSameLine(k) { k += 1 }
            return Statement(.control, TokenSpan(start, k - 1))
        default:
            if declaration { return unread(from: start) }
            return readExpressionStatement(start)
        }
    }

    /// The longest expression at the cursor.
    func leadingExpression(trailingClosures: Bool) -> (expr: Expr, last: Int)? {
        guard !atEnd else { return nil }
        var parser = ExprParser(tokens: tokens, bytes: bytes)
        return parser.parseLeading(TokenSpan(k, last), trailingClosures: trailingClosures)
    }

    mutating func readExpressionStatement(_ start: Int) -> Statement {
        guard let (expr, end) = leadingExpression(trailingClosures: true) else { return unread(from: start) }
        k = end + 1
        return Statement(.expression(expr), TokenSpan(start, end))
    }
}

extension Statement {
    /// Moves `reader` past this statement's tokens.
    func moving(_ reader: inout BodyReader) -> Statement {
        reader.k = span.last + 1
        return self
    }
}
