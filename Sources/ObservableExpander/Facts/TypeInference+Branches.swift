import ObservableSyntax

/// Inference of `if` and `switch` expressions (SE-0380, Swift 5.9): each branch is one
/// expression, type-checked on its own when the property has no annotation, and all must have
/// the same type (`if c { 1 } else { 2.0 }` is an error, "branches have mismatching types"):
/// that type is the expression's. A branch whose type is not inferred (a `fatalError()`, a
/// `throw`, several statements) leaves the expression without a type. Also closure literals
/// whose parameter and result types are all written.
extension TypeInference {
    /// `if c { a } else if d { b } else { e }` in `first...last`.
    func inferIfExpression(_ first: Int, _ last: Int) -> String? {
        var branches: [String] = []
        var k = first
        while true {
            // `if <condition> { branch }`: the condition's own braces are inside brackets.
            guard k <= last, isWord(k, "if"), let open = firstTopLevelBrace(k + 1, last),
                  let close = closingBracket(of: open), close < last, isWord(close + 1, "else"),
                  let type = branchType(open + 1, close - 1) else { return nil }
            branches.append(type)
            k = close + 2
            guard k <= last else { return nil }
            if tokens[k].kind == .leftBrace {
                guard closingBracket(of: k) == last, let type = branchType(k + 1, last - 1) else { return nil }
                branches.append(type)
                return Self.oneType(branches)
            }
        }
    }

    /// `switch s { case …: a … default: b }` in `first...last`.
    func inferSwitchExpression(_ first: Int, _ last: Int) -> String? {
        guard let open = firstTopLevelBrace(first + 1, last), closingBracket(of: open) == last, open + 1 < last else { return nil }
        // The clauses' starts: `case` or `default` (after `@unknown`) outside brackets.
        var starts: [Int] = []
        var nesting = 0
        for k in open + 1 ..< last {
            switch tokens[k].kind {
            case .leftParen, .leftSquare, .leftBrace: nesting += 1
            case .rightParen, .rightSquare, .rightBrace: nesting -= 1
            case .poundKeyword where nesting == 0: return nil // `#if` around clauses
            case .identifier where nesting == 0 && (isWord(k, "case") || isWord(k, "default")):
                // `if case`, `guard case`, `for case`, `, case` inside a branch's expression
                // are conditions, not clauses: not inferred.
                if k > open + 1, tokens[k - 1].kind == .comma || isWord(k - 1, "if") || isWord(k - 1, "guard") || isWord(k - 1, "for") || isWord(k - 1, "while") {
                    return nil
                }
                starts.append(k)
            default: break
            }
        }
        // The body holds clauses only (`@unknown` may stand before the first one's keyword).
        guard let firstClause = starts.first,
              firstClause == open + 1 || (firstClause == open + 3 && tokens[open + 1].kind == .atSign && isWord(open + 2, "unknown")) else { return nil }
        var branches: [String] = []
        for (n, start) in starts.enumerated() {
            var end = n + 1 < starts.count ? starts[n + 1] - 1 : last - 1
            if n + 1 < starts.count, end - 1 > start, tokens[end - 1].kind == .atSign, isWord(end, "unknown") { end -= 2 }
            // The label ends at its first `:` outside brackets (`case .a(let x) where x > 0:`).
            guard let colon = firstTopLevel(.colon, start + 1, end), let type = branchType(colon + 1, end) else { return nil }
            branches.append(type)
        }
        return Self.oneType(branches)
    }

    /// The branches' type when all are the same (`never` marks a branch that does not return).
    private static func oneType(_ branches: [String]) -> String? {
        let returning = branches.filter { $0 != never }
        guard let type = returning.first, returning.allSatisfy({ $0 == type }) else { return nil }
        return type
    }

    /// A branch's stand-in type for `throw …` and `fatalError(…)`, which do not return.
    private static let never = "\u{0}never"

    /// A branch's type, `never` for one that does not return.
    private func branchType(_ first: Int, _ last: Int) -> String? {
        guard first <= last else { return nil }
        if isWord(first, "throw") { return Self.never }
        // `fatalError(…)`, `preconditionFailure(…)`: the standard functions returning `Never`,
        // when no file of the run or its context (the standard library's interface aside)
        // declares a free function of that name.
        if tokens[first].kind == .identifier, isWord(first, "fatalError") || isWord(first, "preconditionFailure"),
           first + 1 <= last, tokens[first + 1].kind == .leftParen, closingBracket(of: first + 1) == last,
           functionReturnTypes[text(first)] == nil, declarations?.onlyStandardLibraryDeclares(freeFunction: text(first)) ?? true {
            return Self.never
        }
        return infer(first, last)
    }

    /// The first `{` in `first...last` outside parentheses and square brackets.
    private func firstTopLevelBrace(_ first: Int, _ last: Int) -> Int? { firstTopLevel(.leftBrace, first, last) }

    /// The first token of `kind` in `first...last` outside brackets (a brace counts as one
    /// when it is not the kind looked for).
    private func firstTopLevel(_ kind: TokenKind, _ first: Int, _ last: Int) -> Int? {
        guard first <= last else { return nil }
        var nesting = 0
        for k in first ... last {
            if tokens[k].kind == kind && nesting == 0 { return k }
            switch tokens[k].kind {
            case .leftParen, .leftSquare, .leftBrace: nesting += 1
            case .rightParen, .rightSquare, .rightBrace: nesting -= 1
            default: break
            }
        }
        return nil
    }

    // MARK: - Closures

    /// `{ (x: Int, y: String) async throws -> Bool in … }`: `(_ x: Int, _ y: String) async
    /// throws -> Bool` (the compiler keeps the parameter names in the type, `swiftc -print-ast`),
    /// when every parameter and the result have a written type (The Swift Programming Language,
    /// "Closure Expressions"); nil otherwise.
    func inferClosure(_ first: Int, _ last: Int) -> String? {
        let expr = ExprParser.parse(TokenSpan(first, last), tokens: tokens, bytes: bytes)
        guard case let .closure(closure) = expr.kind, closure.captures.isEmpty, closure.parenthesized,
              closure.effects.allSatisfy({ $0 == "async" || $0 == "throws" }), let result = closure.result?.text else { return nil }
        var parameterTypes: [String] = []
        for parameter in closure.parameters {
            // `name: Type`, `_ name: Type`; a default value (`= 1`) is no type.
            guard let name = parameter.names.last, parameter.names.count <= 2, let type = parameter.type?.text, !type.contains("=") else { return nil }
            // The compiler keeps the parameter names in the closure's type: `(_ x: Int) -> Int`.
            parameterTypes.append(name == "_" ? type : "_ \(name): \(type)")
        }
        guard Self.bracketsPairUp(result), Self.bracketsPairUp(parameterTypes.joined(separator: ",")) else { return nil }
        return "(" + parameterTypes.joined(separator: ", ") + ")" + closure.effects.map { " " + $0 }.joined() + " -> " + result
    }
}
