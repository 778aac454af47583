/// Reads an expression's tokens into an `Expr`: literals, names, member chains (`a.b`, `.m`,
/// `a?.b`, `a!`), calls with labels and trailing closures, `T<U>(…)`, subscripts, array,
/// dictionary and tuple literals, operator sequences (flat), `try`/`await`, casts, `if`/`switch`
/// expressions, closures (signature read, body kept as tokens), key paths and macros.
///
/// An operator is binary with space on both sides or on neither (a glued `<`/`>` that opens
/// generic arguments aside), prefix when glued to what follows, postfix when glued to what
/// precedes (Swift's rule). What it cannot read becomes `.opaque` over the rest of the span, so
/// a reader always gets a value and can tell it is not understood.
package struct ExprParser: TokenQueries {
    package let tokens: [Token]
    package let bytes: [UInt8]
    var k = 0
    var last = 0
    var depth = 0

    /// Deeper nesting is left `.opaque`, so that no input exhausts the stack.
    static let maximumDepth = 256
    /// The nesting this parser reads (`maximumDepth` unless its user bounds the input's
    /// nesting itself, as type inference does on brackets).
    package var maximumNesting = ExprParser.maximumDepth

    package init(tokens: [Token], bytes: [UInt8]) {
        self.tokens = tokens
        self.bytes = bytes
    }

    /// The expression in tokens `span` (inclusive); `.opaque` over the span when the tokens are
    /// not one expression.
    package static func parse(_ span: TokenSpan, tokens: [Token], bytes: [UInt8]) -> Expr {
        var parser = ExprParser(tokens: tokens, bytes: bytes)
        return parser.parse(span)
    }

    package mutating func parse(_ span: TokenSpan) -> Expr {
        k = span.first
        last = span.last
        depth = 0
        guard span.first <= span.last, let expr = parseSequence(trailingClosures: true), k == last + 1 else { return Expr(.opaque, span) }
        return expr
    }

    /// The longest expression at the start of `span` (a statement's, a condition's): the
    /// expression and its last token; nil when none starts at `span.first`. Without
    /// `trailingClosures` it stops before a `{` that follows it (the body of an `if`, `while`, …).
    package mutating func parseLeading(_ span: TokenSpan, trailingClosures: Bool) -> (expr: Expr, last: Int)? {
        k = span.first
        last = span.last
        depth = 0
        guard span.first <= span.last, let expr = parseSequence(trailingClosures: trailingClosures), k > span.first else { return nil }
        return (expr, k - 1)
    }

    // MARK: - Helpers

    var atEnd: Bool { k > last }
    func at(_ kind: TokenKind) -> Bool { !atEnd && self.kind(k) == kind }
    func span(from start: Int) -> TokenSpan { TokenSpan(start, k - 1) }

    /// Space before token `i` (trivia after the previous token or before this one).
    func spaceBefore(_ i: Int) -> Bool { !isGluedToPrevious(i) }
    func spaceAfter(_ i: Int) -> Bool { i + 1 >= tokens.count || !isGluedToPrevious(i + 1) }

    /// Whether the operator at `i` is binary (see the type's comment).
    func isBinaryOperator(_ i: Int) -> Bool {
        let before = spaceBefore(i), after = spaceAfter(i)
        if !before && !after && (firstByte(i) == UInt8(ascii: "<") || firstByte(i) == UInt8(ascii: ">")) { return false }
        return before == after
    }

    // MARK: - Sequences

    /// operand (operator operand | cast | `? e :` | `=` operand)*
    mutating func parseSequence(trailingClosures: Bool) -> Expr? {
        depth += 1
        defer { depth -= 1 }
        guard depth <= maximumNesting else { return nil }
        let start = k
        guard let first = parseUnary(trailingClosures: trailingClosures) else { return nil }
        var elements: [Expr.SequenceElement] = [.operand(first)]
        while !atEnd {
            if at(.operator), isBinaryOperator(k), !(isWord(k, "?") && spaceBefore(k)) {
                elements.append(.binary(text(k)))
                k += 1
            } else if at(.operator), isWord(k, "?"), spaceBefore(k) {
                // `c ? a : b`
                k += 1
                guard let middle = parseSequence(trailingClosures: trailingClosures), at(.colon) else { return nil }
                k += 1
                elements.append(.ternary(middle))
            } else if at(.equal) {
                k += 1
                elements.append(.assignment)
            } else if at(.identifier), isWord(k, "as") || isWord(k, "is") {
                var word = text(k)
                k += 1
                if word == "as", at(.operator), isWord(k, "?") || isWord(k, "!"), !spaceBefore(k) {
                    word += text(k)
                    k += 1
                }
                var types = TypeExprParser(tokens: tokens, bytes: bytes)
                let typeStart = k
                guard !atEnd, let (type, end) = types.parseLeading(TokenSpan(k, last)) else { return nil }
                k = end + 1
                elements.append(.cast(word, type, TokenSpan(typeStart, end)))
                continue
            } else {
                break
            }
            guard let operand = parseUnary(trailingClosures: trailingClosures) else { return nil }
            elements.append(.operand(operand))
        }
        return elements.count == 1 ? first : Expr(.sequence(elements), span(from: start))
    }

    /// `try`, `await`, prefix operators, then a postfix expression.
    mutating func parseUnary(trailingClosures: Bool) -> Expr? {
        depth += 1
        defer { depth -= 1 }
        guard !atEnd, depth <= maximumNesting else { return nil }
        let start = k
        if at(.identifier), isWord(k, "try") {
            var word = "try"
            k += 1
            if at(.operator), isWord(k, "?") || isWord(k, "!"), !spaceBefore(k) {
                word += text(k)
                k += 1
            }
            // `try` covers the whole sequence to its right.
            guard let operand = parseSequence(trailingClosures: trailingClosures) else { return nil }
            return Expr(.try(word, operand), span(from: start))
        }
        if at(.identifier), isWord(k, "await"), k < last, !spaceAfter(k) || kind(k + 1) != .period {
            k += 1
            guard let operand = parseSequence(trailingClosures: trailingClosures) else { return nil }
            return Expr(.await(operand), span(from: start))
        }
        if at(.operator), k < last, !spaceAfter(k), !isWord(k, "?") {
            let op = text(k)
            k += 1
            guard let operand = parseUnary(trailingClosures: trailingClosures) else { return nil }
            return Expr(.prefix(op, operand), span(from: start))
        }
        return parsePostfix(trailingClosures: trailingClosures)
    }

    // MARK: - Postfix chains

    mutating func parsePostfix(trailingClosures: Bool) -> Expr? {
        let start = k
        guard var expr = parsePrimary() else { return nil }
        // Each link nests the value one level deeper (and its release recurses): a longer chain
        // than any written (`a.a.a…` thousands long) is not read.
        var links = 0
        while !atEnd {
            links += 1
            if links > Self.maximumDepth { return nil }
            let glued = !spaceBefore(k)
            switch kind(k) {
            case .period where k < last:
                k += 1
                // `model.$value`: a projected value is a member too.
                guard !atEnd, kind(k) == .identifier || kind(k) == .integerLiteral || kind(k) == .dollarIdentifier else { return nil }
                k += 1
                expr = Expr(.member(expr, text(k - 1)), span(from: start))
            case .leftParen where !tokens[k].isAtStartOfLine:
                guard let arguments = parseArguments(close: .rightParen) else { return nil }
                expr = Expr(.call(expr, arguments, trailing: []), span(from: start))
            case .leftSquare where !tokens[k].isAtStartOfLine:
                guard let arguments = parseArguments(close: .rightSquare) else { return nil }
                expr = Expr(.subscripted(expr, arguments), span(from: start))
            case .leftBrace where trailingClosures:
                guard let trailing = parseTrailingClosures() else { return nil }
                if case let .call(callee, arguments, existing) = expr.kind, existing.isEmpty {
                    expr = Expr(.call(callee, arguments, trailing: trailing), span(from: start))
                } else {
                    expr = Expr(.call(expr, [], trailing: trailing), span(from: start))
                }
            case .operator where glued && isWord(k, "?"):
                k += 1
                expr = Expr(.optionalChain(expr), span(from: start))
            case .operator where glued && isWord(k, "!"):
                k += 1
                expr = Expr(.forceUnwrap(expr), span(from: start))
            case .operator where glued && firstByte(k) == UInt8(ascii: "<"):
                guard let close = genericArgumentListEnd(tokens, bytes, at: k) ?? attributedGenericListEnd(k), close <= last else { return expr }
                // A list that is not types (`Dictionary<Int, , String>`) is kept as written:
                // no types read.
                let arguments = genericArguments(k, close) ?? []
                k = close + 1
                expr = Expr(.specialized(expr, arguments), span(from: start))
            case .operator where glued && (k == last || spaceAfter(k)) && !isBinaryOperator(k):
                expr = Expr(.postfix(expr, text(k)), TokenSpan(start, k))
                k += 1
            case .poundKeyword where isWord(k, "#if"):
                // A `#if` that does not hold only postfix links ends the expression, as before.
                guard let clauses = parsePostfixIfConfig(trailingClosures: trailingClosures) else { return expr }
                expr = Expr(.postfixIfConfig(expr, clauses: clauses), span(from: start))
            default:
                return expr
            }
        }
        return expr
    }

    /// `#if c .a(…) #elseif d .b #else #endif` at the cursor, each clause empty or a chain of
    /// postfix links starting with `.`: the clauses' chains; the cursor after `#endif`. Nil
    /// (and the cursor where it was) for any other `#if`.
    mutating func parsePostfixIfConfig(trailingClosures: Bool) -> [Expr?]? {
        let start = k
        var clauses: [Expr?] = []
        while !atEnd {
            if isWord(k, "#endif") {
                k += 1
                return clauses
            }
            guard kind(k) == .poundKeyword, isWord(k, "#if") && clauses.isEmpty || !clauses.isEmpty && (isWord(k, "#elseif") || isWord(k, "#else")) else { break }
            let directive = k
            k += 1
            // The condition is the rest of the directive's line.
            if !isWord(directive, "#else") {
                while !atEnd && !tokens[k].isAtStartOfLine { k += 1 }
            }
            if at(.period) {
                guard let links = parsePostfix(trailingClosures: trailingClosures) else { break }
                clauses.append(links)
            } else {
                clauses.append(nil)
            }
        }
        k = start
        return nil
    }

    /// The token ending the generic list that opens at `open` when the list holds an attribute
    /// (`Box<[@Sendable () -> Void]>(…)`), which `genericArgumentListEnd` does not read: the
    /// type `Name<…>` read from the name before it, followed by a glued `(` or `.`; else nil.
    func attributedGenericListEnd(_ open: Int) -> Int? {
        guard open > 0, kind(open - 1) == .identifier else { return nil }
        var types = TypeExprParser(tokens: tokens, bytes: bytes)
        guard let (_, end) = types.parseLeading(TokenSpan(open - 1, last)), end > open, end < last,
              bytes[Int(tokens[end].end) - 1] == UInt8(ascii: ">"), kind(end + 1) == .leftParen || kind(end + 1) == .period,
              !spaceBefore(end + 1), (open + 1 ..< end).contains(where: { kind($0) == .atSign }) else { return nil }
        return end
    }

    /// The types between `<` at `open` and the `>` ending token `close` (which may hold the
    /// inner lists' ends too: `>>` in `Set<Set<Int>>`, `?>` in `Box<Int?>`).
    func genericArguments(_ open: Int, _ close: Int) -> [TypeExpr]? {
        guard close > open + 1, bytes[Int(tokens[close].end) - 1] == UInt8(ascii: ">") else { return nil }
        var parser = TypeExprParser(tokens: tokens, bytes: bytes)
        // Read as the arguments of a name: `X<…>` with the callee's token standing in for X.
        return parser.parse(TokenSpan(open - 1, close)).components?.last?.arguments
    }

    /// `(a, label: b)` or `[a, b]` at the cursor; leaves the cursor after the close.
    mutating func parseArguments(close: TokenKind) -> [Expr.Argument]? {
        k += 1
        var arguments: [Expr.Argument] = []
        while !at(close) {
            var label: String?
            if at(.identifier) && kind(k + 1) == .colon && k + 1 <= last {
                label = text(k)
                k += 2
            }
            let valueStart = k
            var value = parseSequence(trailingClosures: true)
            if value == nil || !(at(.comma) || at(close)) {
                // An argument it cannot read is kept as tokens: the call around it is still read.
                k = valueStart
                guard let end = argumentEnd(close) else { return nil }
                value = end >= valueStart ? Expr(.opaque, TokenSpan(valueStart, end)) : nil
                k = end + 1
            }
            guard let value else { return nil }
            arguments.append(Expr.Argument(label: label, value: value))
            if at(.comma) { k += 1 } else { break }
        }
        guard at(close) else { return nil }
        k += 1
        return arguments
    }

    /// The last token before the next top-level `,` or the `close` bracket, from the cursor;
    /// nil when the bracket does not close in the span.
    func argumentEnd(_ close: TokenKind) -> Int? {
        var nesting = 0
        var j = k
        while j <= last {
            switch kind(j) {
            case .leftParen, .leftSquare, .leftBrace: nesting += 1
            case .rightParen, .rightSquare, .rightBrace:
                if nesting == 0 { return kind(j) == close ? j - 1 : nil }
                nesting -= 1
            case .comma where nesting == 0: return j - 1
            default: break
            }
            j += 1
        }
        return nil
    }

    /// `{ … }` and any `label: { … }` after it.
    mutating func parseTrailingClosures() -> [Expr.Argument]? {
        guard let first = parseClosure() else { return nil }
        var trailing = [Expr.Argument(label: nil, value: first)]
        while at(.identifier), kind(k + 1) == .colon, kind(k + 2) == .leftBrace, k + 2 <= last {
            let label = text(k)
            k += 2
            guard let closure = parseClosure() else { return nil }
            trailing.append(Expr.Argument(label: label, value: closure))
        }
        return trailing
    }
}
