import ObservableSyntax

/// Inference of `if` and `switch` expressions (SE-0380, Swift 5.9): each branch is one
/// expression, type-checked on its own when the property has no annotation, and all must have
/// the same type (`if c { 1 } else { 2.0 }` is an error, "branches have mismatching types"):
/// that type is the expression's. A branch whose type is not inferred (a `fatalError()`, a
/// `throw`, several statements) leaves the expression without a type. Also closure literals
/// whose parameter and result types are all written.
extension TypeInference {
    /// `if c { a } else if d { b } else { e }`.
    func inferIfExpression(_ expr: Expr) -> String? {
        guard case let .ifExpression(_, branches) = expr.kind else { return nil }
        var types: [String] = []
        for branch in branches {
            guard let type = branchType(branch) else { return nil }
            types.append(type)
        }
        return Self.oneType(types)
    }

    /// `switch s { case …: a … default: b }`.
    func inferSwitchExpression(_ expr: Expr) -> String? {
        guard case let .switchExpression(subject, clauses) = expr.kind, clausesOnly(TokenSpan(subject.span.last + 1, expr.span.last)) else { return nil }
        var types: [String] = []
        for clause in clauses {
            guard let type = branchType(clause) else { return nil }
            types.append(type)
        }
        return Self.oneType(types)
    }

    /// Whether the body `{ … }` in `braces` holds clauses only, as a `switch` expression's
    /// must: it starts with `case`/`default` (`@unknown` may stand before), no `#if` stands
    /// around clauses, and no `if case`, `guard case`, `for case` or `, case` stands in a
    /// clause (a condition, not a clause: not inferred). The parser keeps the clauses'
    /// labels and statements as tokens, so this reads them.
    private func clausesOnly(_ braces: TokenSpan) -> Bool {
        let open = braces.first, last = braces.last
        guard open + 1 < last else { return false }
        var nesting = 0
        var first: Int?
        for k in open + 1 ..< last {
            switch tokens[k].kind {
            case .leftParen, .leftSquare, .leftBrace: nesting += 1
            case .rightParen, .rightSquare, .rightBrace: nesting -= 1
            case .poundKeyword where nesting == 0: return false
            case .identifier where nesting == 0 && (isWord(k, "case") || isWord(k, "default")):
                if k > open + 1, tokens[k - 1].kind == .comma || isWord(k - 1, "if") || isWord(k - 1, "guard") || isWord(k - 1, "for") || isWord(k - 1, "while") {
                    return false
                }
                if first == nil { first = k }
            default: break
            }
        }
        guard let first else { return false }
        return first == open + 1 || (first == open + 3 && tokens[open + 1].kind == .atSign && isWord(open + 2, "unknown"))
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
    private func branchType(_ branch: Expr.Branch) -> String? {
        guard let body = branch.body else { return nil }
        // `throw` is a statement, kept as tokens.
        if isWord(body.first, "throw") { return Self.never }
        guard let expression = branch.expression else { return nil }
        // `fatalError(…)`, `preconditionFailure(…)`: the standard functions returning `Never`,
        // when no file of the run or its context (the standard library's interface aside)
        // declares a free function of that name.
        if case let .call(callee, _, trailing) = expression.kind, trailing.isEmpty, case let .name(name) = callee.kind,
           name == "fatalError" || name == "preconditionFailure",
           functionReturnTypes[name] == nil, declarations?.onlyStandardLibraryDeclares(freeFunction: name) ?? true {
            return Self.never
        }
        return infer(expression)
    }

    // MARK: - Closures

    /// `{ (x: Int, y: String) async throws -> Bool in … }`: `(_ x: Int, _ y: String) async
    /// throws -> Bool` (the compiler keeps the parameter names in the type, `swiftc -print-ast`),
    /// when every parameter and the result have a written type (The Swift Programming Language,
    /// "Closure Expressions"); nil otherwise.
    func inferClosure(_ closure: Expr.Closure) -> String? {
        guard closure.captures.isEmpty, closure.parenthesized,
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
