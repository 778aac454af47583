/// Control flow: `if`, `guard`, `while`, `repeat`, `for`, `switch`, `do`/`catch`, their
/// conditions and clauses; and closures' capture lists.
extension BodyReader {
    /// `if`/`guard`/`while` conditions from the cursor, up to `{` (or `else` for `guard`).
    /// Nil when they cannot be read (the cursor is then where it was).
    mutating func readConditions() -> [Statement.Condition]? {
        let start = k
        var conditions: [Statement.Condition] = []
        while !atEnd {
            if atWord("let") || atWord("var") {
                let isLet = atWord("let")
                k += 1
                guard let end = firstTopLevel(from: k, { j in
                    [.colon, .equal, .comma, .leftBrace].contains(kind(j)) || isWord(j, "else")
                }), end > k else { k = start; return nil }
                let pattern = self.pattern(TokenSpan(k, end - 1), bindsBareNames: true)
                k = end
                var type: TypeExpr?
                if at(.colon) {
                    k += 1
                    var types = TypeExprParser(tokens: tokens, bytes: bytes)
                    guard !atEnd, let (parsed, typeEnd) = types.parseLeading(TokenSpan(k, last)) else { k = start; return nil }
                    type = parsed
                    k = typeEnd + 1
                }
                var value: Expr?
                if at(.equal) {
                    k += 1
                    guard let (expr, end) = leadingExpression(trailingClosures: false) else { k = start; return nil }
                    value = expr
                    k = end + 1
                }
                conditions.append(.optionalBinding(isLet: isLet, pattern, type: type, value: value))
            } else if atWord("case") {
                k += 1
                guard let equal = firstTopLevel(from: k, { kind($0) == .equal || kind($0) == .leftBrace }), kind(equal) == .equal, equal > k
                else { k = start; return nil }
                let pattern = self.pattern(TokenSpan(k, equal - 1), bindsBareNames: false)
                k = equal + 1
                guard let (expr, end) = leadingExpression(trailingClosures: false) else { k = start; return nil }
                k = end + 1
                conditions.append(.match(pattern, expr))
            } else if at(.poundKeyword), isWord(k, "#available") || isWord(k, "#unavailable"),
                      kind(k + 1) == .leftParen, let close = closingBracket(of: k + 1), close <= last {
                conditions.append(.availability(TokenSpan(k, close)))
                k = close + 1
            } else {
                guard let (expr, end) = leadingExpression(trailingClosures: false) else { k = start; return nil }
                k = end + 1
                conditions.append(.expression(expr))
            }
            if at(.comma) { k += 1 } else { break }
        }
        return conditions
    }

    /// The conditions and then the block after them; when the conditions cannot be read, none,
    /// and the block is the first `{` outside brackets.
    mutating func conditionsAndBlock(guardElse: Bool) -> ([Statement.Condition], found: Bool) {
        let tokens = self.tokens, bytes = self.bytes
        let stop = { (j: Int) in guardElse ? BodyReader(tokens: tokens, bytes: bytes).isWord(j, "else") : tokens[j].kind == .leftBrace }
        if let conditions = readConditions(), !atEnd, stop(k) { return (conditions, true) }
        guard let open = firstTopLevel(from: k, stop) else { return ([], false) }
        k = open
        return ([], true)
    }

    mutating func readIf(_ start: Int) -> Statement {
        k += 1
        let (conditions, found) = conditionsAndBlock(guardElse: false)
        guard found else { return unread(from: start) }
        let then = readBlock()
        var otherwise: [Statement]?
        if atWord("else") {
            k += 1
            if atWord("if") {
                let nested = k
                otherwise = [readIf(nested)]
            } else {
                otherwise = readBlock()
            }
        }
        return Statement(.if(conditions, then: then, otherwise: otherwise), TokenSpan(start, k - 1))
    }

    mutating func readGuard(_ start: Int) -> Statement {
        k += 1
        let (conditions, found) = conditionsAndBlock(guardElse: true)
        guard found else { return unread(from: start) }
        k += 1
        let otherwise = readBlock()
        return Statement(.guard(conditions, otherwise: otherwise), TokenSpan(start, k - 1))
    }

    mutating func readWhile(_ start: Int) -> Statement {
        k += 1
        let (conditions, found) = conditionsAndBlock(guardElse: false)
        guard found else { return unread(from: start) }
        let body = readBlock()
        return Statement(.while(conditions, body), TokenSpan(start, k - 1))
    }

    mutating func readRepeat(_ start: Int) -> Statement {
        k += 1
        let body = readBlock()
        var condition: Expr?
        if atWord("while") {
            k += 1
            if let (expr, end) = leadingExpression(trailingClosures: false) {
                condition = expr
                k = end + 1
            }
        }
        return Statement(.repeat(body, condition), TokenSpan(start, k - 1))
    }

    /// `for case let x? in seq where filter { … }`, `for try await x in stream { … }`.
    mutating func readFor(_ start: Int) -> Statement {
        k += 1
        var bindsBare = true
        while atWord("try") || atWord("await") || atWord("case") {
            if atWord("case") { bindsBare = false }
            k += 1
        }
        guard let inToken = firstTopLevel(from: k, { isWord($0, "in") || kind($0) == .colon || kind($0) == .leftBrace }), inToken > k,
              kind(inToken) != .leftBrace else { return unread(from: start) }
        let pattern = self.pattern(TokenSpan(k, inToken - 1), bindsBareNames: bindsBare)
        k = inToken
        if at(.colon), let inWord = firstTopLevel(from: k, { isWord($0, "in") }) { k = inWord }
        k += 1
        var sequence: Expr?
        if let (expr, end) = leadingExpression(trailingClosures: false) {
            sequence = expr
            k = end + 1
        }
        var filter: Expr?
        if atWord("where") {
            k += 1
            if let (expr, end) = leadingExpression(trailingClosures: false) {
                filter = expr
                k = end + 1
            }
        }
        if !at(.leftBrace) {
            guard let open = firstTopLevel(from: k, { kind($0) == .leftBrace }) else { return unread(from: start) }
            k = open
        }
        let body = readBlock()
        return Statement(.for(pattern, sequence: sequence, filter: filter, body), TokenSpan(start, k - 1))
    }

    mutating func readSwitch(_ start: Int) -> Statement {
        k += 1
        var subject: Expr?
        if let (expr, end) = leadingExpression(trailingClosures: false) {
            subject = expr
            k = end + 1
        }
        if !at(.leftBrace) {
            guard let open = firstTopLevel(from: k, { kind($0) == .leftBrace }) else { return unread(from: start) }
            k = open
        }
        guard let close = closingBracket(of: k), close <= last else { return unread(from: start) }
        let clauses = switchClauses(TokenSpan(k + 1, close - 1))
        k = close + 1
        return Statement(.switch(subject, clauses), TokenSpan(start, close))
    }

    /// The `case`/`default` clauses in `span` (a switch's braces' inside).
    package func switchClauses(_ span: TokenSpan) -> [Statement.Clause] {
        guard span.first <= span.last else { return [] }
        let starts = switchClauseStarts(span)
        var clauses: [Statement.Clause] = []
        for (n, clauseStart) in starts.enumerated() {
            var end = n + 1 < starts.count ? starts[n + 1] - 1 : span.last
            if n + 1 < starts.count, end - 1 > clauseStart, kind(end - 1) == .atSign, isWord(end, "unknown") { end -= 2 }
            guard let colon = firstTopLevel(from: clauseStart + 1, through: end, { kind($0) == .colon }) else { continue }
            var clause = Statement.Clause(label: TokenSpan(clauseStart, colon), patterns: [], filter: nil, body: [])
            if isWord(clauseStart, "case"), colon > clauseStart + 1 {
                let whereToken = firstTopLevel(from: clauseStart + 1, through: colon - 1) { isWord($0, "where") }
                let patternsEnd = (whereToken ?? colon) - 1
                if patternsEnd > clauseStart {
                    clause.patterns = splitAtCommas(TokenSpan(clauseStart + 1, patternsEnd)).map { pattern($0, bindsBareNames: false) }
                }
                if let whereToken, whereToken + 1 <= colon - 1 {
                    clause.filter = ExprParser.parse(TokenSpan(whereToken + 1, colon - 1), tokens: tokens, bytes: bytes)
                }
            }
            clause.body = statements(in: TokenSpan(colon + 1, end))
            clauses.append(clause)
        }
        return clauses
    }

    /// `do { … } catch pattern where filter { … } …`.
    mutating func readDo(_ start: Int) -> Statement {
        k += 1
        if !at(.leftBrace) {
            guard let open = firstTopLevel(from: k, { kind($0) == .leftBrace }) else { return unread(from: start) }
            k = open
        }
        let body = readBlock()
        var catches: [Statement.Clause] = []
        while atWord("catch") {
            let catchToken = k
            guard let open = firstTopLevel(from: k + 1, { kind($0) == .leftBrace }) else { break }
            var clause = Statement.Clause(label: TokenSpan(catchToken, open - 1), patterns: [], filter: nil, body: [])
            let whereToken = firstTopLevel(from: catchToken + 1, through: open - 1) { isWord($0, "where") }
            let patternsEnd = (whereToken ?? open) - 1
            if patternsEnd > catchToken {
                clause.patterns = splitAtCommas(TokenSpan(catchToken + 1, patternsEnd)).map { pattern($0, bindsBareNames: false) }
            }
            if let whereToken, whereToken + 1 <= open - 1 {
                clause.filter = ExprParser.parse(TokenSpan(whereToken + 1, open - 1), tokens: tokens, bytes: bytes)
            }
            k = open
            clause.body = readBlock()
            catches.append(clause)
        }
        return Statement(.do(body, catches: catches), TokenSpan(start, k - 1))
    }

    // MARK: - Closures

    /// The captures of a closure's capture list (`Expr.Closure.captures`): `weak self`,
    /// `unowned(unsafe) x`, `x = value`, `self`.
    package func captures(_ spans: [TokenSpan]) -> [Statement.Capture] {
        spans.compactMap { span in
            var j = span.first
            var specifier: String?
            if isWord(j, "weak") || isWord(j, "unowned"), j < span.last {
                specifier = text(j)
                j += 1
                if kind(j) == .leftParen, let close = closingBracket(of: j), close < span.last {
                    specifier = sourceText(TokenSpan(j - 1, close))
                    j = close + 1
                }
            }
            guard j <= span.last, kind(j) == .identifier else { return nil }
            var capture = Statement.Capture(specifier: specifier, name: text(j), nameToken: j, value: nil)
            if j + 1 < span.last, kind(j + 1) == .equal {
                capture.value = ExprParser.parse(TokenSpan(j + 2, span.last), tokens: tokens, bytes: bytes)
            }
            return capture
        }
    }

    /// A closure's body's statements (empty when it has none).
    package func statements(of closure: Expr.Closure) -> [Statement] {
        closure.body.map { statements(in: $0) } ?? []
    }
}

extension BodyReader {
    /// The components of a key path's path (`Expr.Kind.keyPath`): `.a.$b?.c` -> `a`, `$b`,
    /// `c`, each with its token (subscripts and `?`/`!` skipped).
    package func keyPathComponents(_ path: TokenSpan) -> [(name: String, token: Int)] {
        guard path.first <= path.last else { return [] }
        return (path.first ... path.last).compactMap { j in
            guard j > 0, kind(j - 1) == .period, kind(j) == .identifier || kind(j) == .dollarIdentifier || kind(j) == .integerLiteral else { return nil }
            return (text(j), j)
        }
    }
}

extension BodyReader {
    /// The last token of `expr`. A member's span (`base.name`, as `ExprParser` makes it) may end
    /// at its `.`: the name is the token after it.
    package func lastToken(of expr: Expr) -> Int {
        if case .member = expr.kind, kind(expr.span.last) == .period { return expr.span.last + 1 }
        return expr.span.last
    }
}
