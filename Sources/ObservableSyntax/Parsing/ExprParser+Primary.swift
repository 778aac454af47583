/// Primary expressions: literals, names, implicit members, brackets, closures, key paths,
/// macros, and `if`/`switch` expressions.
extension ExprParser {
    mutating func parsePrimary() -> Expr? {
        guard !atEnd else { return nil }
        let start = k
        switch kind(k) {
        case .integerLiteral: return single(.integer)
        case .floatLiteral: return single(.float)
        case .stringLiteral: return single(.string)
        case .regexLiteral: return single(.regex)
        case .dollarIdentifier: return single(.name(text(k)))
        case .identifier:
            if isWord(k, "true") { return single(.boolean(true)) }
            if isWord(k, "false") { return single(.boolean(false)) }
            if isWord(k, "nil") { return single(.nil) }
            if isWord(k, "if") { return parseIf() }
            if isWord(k, "switch") { return parseSwitch() }
            return single(.name(text(k)))
        case .period:
            // `.member`
            guard k < last, kind(k + 1) == .identifier else { return nil }
            k += 2
            return Expr(.implicitMember(text(k - 1)), span(from: start))
        case .leftParen:
            guard let elements = parseArguments(close: .rightParen) else { return nil }
            return Expr(.tuple(elements), span(from: start))
        case .leftSquare:
            return parseSquare()
        case .leftBrace:
            return parseClosure()
        case .backslash:
            return parseKeyPath()
        case .poundKeyword:
            let word = text(k)
            if Self.magicLiterals.contains(word) { return single(.magic(word)) }
            guard !word.hasPrefix("#if") && word != "#else" && word != "#elseif" && word != "#endif" else { return nil }
            k += 1
            if at(.leftParen), !spaceBefore(k), let close = closingBracket(of: k), close <= last { k = close + 1 }
            if at(.leftBrace), let close = closingBracket(of: k), close <= last { k = close + 1 }
            return Expr(.macro(word, span(from: start)), span(from: start))
        default:
            return nil
        }
    }

    /// The `#` words that are literals, not macros.
    static let magicLiterals: Set<String> = [
        "#line", "#column", "#file", "#fileID", "#filePath", "#function", "#dsohandle",
        "#colorLiteral", "#imageLiteral", "#fileLiteral",
    ]

    private mutating func single(_ kind: Expr.Kind) -> Expr {
        k += 1
        return Expr(kind, TokenSpan(k - 1, k - 1))
    }

    /// `[a, b]`, `[k: v]`, `[]`, `[:]`, or a collection type called or initialized (`[Int]()`,
    /// `[String: Int].init()`).
    private mutating func parseSquare() -> Expr? {
        let start = k
        guard let close = closingBracket(of: k), close <= last else { return nil }
        if close < last, !spaceBefore(close + 1), kind(close + 1) == .leftParen || (kind(close + 1) == .period && isWord(close + 2, "init")) {
            let type = TypeExprParser.parse(TokenSpan(start, close), tokens: tokens, bytes: bytes)
            if case .opaque = type.kind {} else {
                k = close + 1
                return Expr(.type(type), span(from: start))
            }
        }
        k += 1
        if at(.colon), k + 1 == close {
            k = close + 1
            return Expr(.dictionary([]), span(from: start))
        }
        var values: [Expr] = []
        var pairs: [(key: Expr, value: Expr)] = []
        while !at(.rightSquare) {
            guard let value = parseSequence(trailingClosures: true) else { return nil }
            if at(.colon) {
                guard values.isEmpty else { return nil }
                k += 1
                guard let second = parseSequence(trailingClosures: true) else { return nil }
                pairs.append((value, second))
            } else {
                guard pairs.isEmpty else { return nil }
                values.append(value)
            }
            if at(.comma) { k += 1 } else { break }
        }
        guard at(.rightSquare) else { return nil }
        k += 1
        return Expr(pairs.isEmpty ? .array(values) : .dictionary(pairs), span(from: start))
    }

    /// `\Root.path` or `\.path`: the root's first name as a type, the rest as tokens.
    private mutating func parseKeyPath() -> Expr? {
        let start = k
        k += 1
        var root: TypeExpr?
        if at(.identifier) {
            root = TypeExpr.name(text(k))
            k += 1
        }
        let pathStart = k
        while at(.period) || (at(.operator) && (isWord(k, "?") || isWord(k, "!")) && !spaceBefore(k)) || (at(.leftSquare) && !spaceBefore(k)) {
            if at(.leftSquare) {
                guard let close = closingBracket(of: k), close <= last else { return nil }
                k = close + 1
            } else if at(.period) {
                k += 1
                guard at(.identifier) || at(.integerLiteral) || at(.dollarIdentifier) else { return nil }
                k += 1
            } else {
                k += 1
            }
        }
        guard k > start + 1 else { return nil }
        return Expr(.keyPath(root: root, path: TokenSpan(pathStart, max(pathStart, k - 1))), span(from: start))
    }

    // MARK: - Closures

    /// `{ @attributes [captures] (params) effects -> R in body }`, `{ a, b in … }`, `{ $0 + 1 }`.
    mutating func parseClosure() -> Expr? {
        let start = k
        guard at(.leftBrace), let close = closingBracket(of: k), close <= last else { return nil }
        var closure = Expr.Closure(captures: [], parameters: [], parenthesized: false, effects: [], result: nil, body: nil)
        // The signature ends at an `in` outside brackets before the body's first statement.
        var inToken: Int?
        var nesting = 0
        var j = k + 1
        while j < close {
            switch kind(j) {
            case .leftParen, .leftSquare, .leftBrace: nesting += 1
            case .rightParen, .rightSquare, .rightBrace: nesting -= 1
            case .identifier where nesting == 0 && isWord(j, "in"): inToken = j
            // A statement keyword: the body has begun (`{ for x in xs … }` has no signature).
            case .identifier where nesting == 0 && Self.statementKeywords.contains(text(j)): j = close
            default: break
            }
            // A new line at the top level starts the body's statements, unless the signature
            // goes on there (`->` or `in` starting it, or a `->`/`,` ending the line before).
            if inToken != nil || (nesting == 0 && j > k + 1 && tokens[j].isAtStartOfLine && kind(j) != .arrow && !isWord(j, "in")
                                  && kind(j - 1) != .arrow && kind(j - 1) != .comma) { break }
            j += 1
        }
        k += 1
        if let inToken {
            // `{ @MainActor in … }`, `{ @Sendable [weak self] (x) in … }`: attributes come first.
            while at(.atSign), k + 1 < inToken, kind(k + 1) == .identifier {
                let attribute = k
                k += 2
                if at(.leftParen), isGluedToPrevious(k), let end = closingBracket(of: k), end < inToken { k = end + 1 }
                closure.attributes.append(TokenSpan(attribute, k - 1))
            }
            if at(.leftSquare), let end = closingBracket(of: k), end < inToken {
                closure.captures = splitAtCommas(TokenSpan(k + 1, end - 1))
                k = end + 1
            }
            if at(.leftParen), let end = closingBracket(of: k), end < inToken {
                closure.parenthesized = true
                for part in splitAtCommas(TokenSpan(k + 1, end - 1)) {
                    var names: [String] = []
                    var p = part.first
                    // `$item` names a parameter whose projection is passed (`ForEach($items) { $item in … }`).
                    while p <= part.last, kind(p) == .identifier || kind(p) == .dollarIdentifier { names.append(text(p)); p += 1 }
                    var type: TypeExpr?
                    if p <= part.last {
                        guard kind(p) == .colon, p < part.last else { return nil }
                        type = TypeExprParser.parse(TokenSpan(p + 1, part.last), tokens: tokens, bytes: bytes)
                    }
                    closure.parameters.append((names, type))
                }
                k = end + 1
            } else {
                while at(.identifier) || at(.dollarIdentifier), k < inToken, !isWord(k, "async"), !isWord(k, "throws") {
                    closure.parameters.append(([text(k)], nil))
                    k += 1
                    if at(.comma) { k += 1 }
                }
            }
            while at(.identifier), k < inToken, isWord(k, "async") || isWord(k, "throws") || isWord(k, "rethrows") {
                closure.effects.append(text(k))
                k += 1
            }
            if at(.arrow) {
                guard k + 1 < inToken else { return nil }
                closure.result = TypeExprParser.parse(TokenSpan(k + 1, inToken - 1), tokens: tokens, bytes: bytes)
                k = inToken
            }
            guard k == inToken else { return nil }
            k += 1
        }
        closure.body = k < close ? TokenSpan(k, close - 1) : nil
        k = close + 1
        return Expr(.closure(closure), span(from: start))
    }

    /// Words that start a statement, never part of a closure's signature.
    static let statementKeywords: Set<String> = ["for", "while", "if", "guard", "let", "var", "return", "switch", "do", "repeat", "defer", "throw"]

    // MARK: - if and switch

    /// The first `{` from the cursor outside parentheses and square brackets (a condition's
    /// own closures are inside brackets).
    private func firstTopLevelBrace() -> Int? {
        var nesting = 0
        var j = k
        while j <= last {
            switch kind(j) {
            case .leftBrace where nesting == 0: return j
            case .leftParen, .leftSquare, .leftBrace: nesting += 1
            case .rightParen, .rightSquare, .rightBrace: nesting -= 1
            default: break
            }
            j += 1
        }
        return nil
    }

    /// A branch over `body` (nil when empty), with its expression when it is exactly one.
    private func branch(label: TokenSpan?, _ body: TokenSpan?) -> Expr.Branch {
        guard let body else { return Expr.Branch(label: label, body: nil, expression: nil) }
        var parser = ExprParser(tokens: tokens, bytes: bytes)
        let expression = parser.parse(body)
        if case .opaque = expression.kind { return Expr.Branch(label: label, body: body, expression: nil) }
        return Expr.Branch(label: label, body: body, expression: expression)
    }

    /// `if c { a } else if d { b } else { e }`; `else` is required (an expression).
    private mutating func parseIf() -> Expr? {
        let start = k
        var conditions: [TokenSpan] = []
        var branches: [Expr.Branch] = []
        while true {
            guard isWord(k, "if") else { return nil }
            k += 1
            guard let open = firstTopLevelBrace(), open > k, let close = closingBracket(of: open), close <= last else { return nil }
            conditions.append(TokenSpan(k, open - 1))
            branches.append(branch(label: nil, open + 1 < close ? TokenSpan(open + 1, close - 1) : nil))
            k = close + 1
            guard at(.identifier), isWord(k, "else") else { return nil }
            k += 1
            if at(.leftBrace) {
                guard let end = closingBracket(of: k), end <= last else { return nil }
                branches.append(branch(label: nil, k + 1 < end ? TokenSpan(k + 1, end - 1) : nil))
                k = end + 1
                return Expr(.ifExpression(conditions: conditions, branches: branches), span(from: start))
            }
        }
    }

    /// `switch subject { case …: … default: … }`.
    private mutating func parseSwitch() -> Expr? {
        let start = k
        k += 1
        guard let subject = parseSequence(trailingClosures: false), at(.leftBrace),
              let close = closingBracket(of: k), close <= last else { return nil }
        let open = k
        let starts = switchClauseStarts(TokenSpan(open + 1, close - 1))
        var clauses: [Expr.Branch] = []
        for (n, clauseStart) in starts.enumerated() {
            var end = n + 1 < starts.count ? starts[n + 1] - 1 : close - 1
            if n + 1 < starts.count, end - 1 > clauseStart, kind(end - 1) == .atSign, isWord(end, "unknown") { end -= 2 }
            var colon = clauseStart + 1
            var depth = 0
            while colon <= end, !(depth == 0 && kind(colon) == .colon) {
                switch kind(colon) {
                case .leftParen, .leftSquare, .leftBrace: depth += 1
                case .rightParen, .rightSquare, .rightBrace: depth -= 1
                default: break
                }
                colon += 1
            }
            guard colon <= end else { return nil }
            clauses.append(branch(label: TokenSpan(clauseStart, colon), colon < end ? TokenSpan(colon + 1, end) : nil))
        }
        k = close + 1
        return Expr(.switchExpression(subject: subject, clauses: clauses), span(from: start))
    }
}
