/// The walk into an expression's parts.
extension BodyWalker {
    func walk(_ expr: Expr, _ scope: BodyScope) {
        visit(expr, scope)
        switch expr.kind {
        case .integer, .float, .string, .regex, .boolean, .nil, .magic, .name, .implicitMember, .type, .keyPath, .opaque:
            break
        case let .member(base, _), let .optionalChain(base), let .forceUnwrap(base), let .specialized(base, _),
             let .prefix(_, base), let .postfix(base, _), let .try(_, base), let .await(base):
            walk(base, scope)
        case let .postfixIfConfig(base, clauses):
            walk(base, scope)
            for case let clause? in clauses { walk(clause, scope) }
        case let .call(callee, arguments, trailing):
            walk(callee, scope)
            for argument in arguments + trailing { walk(argument.value, scope) }
        case let .subscripted(base, arguments):
            walk(base, scope)
            for argument in arguments { walk(argument.value, scope) }
        case let .array(elements):
            for element in elements { walk(element, scope) }
        case let .dictionary(pairs):
            for pair in pairs {
                walk(pair.key, scope)
                walk(pair.value, scope)
            }
        case let .tuple(elements):
            for element in elements { walk(element.value, scope) }
        case let .sequence(elements):
            for element in elements {
                switch element {
                case let .operand(operand), let .ternary(operand): walk(operand, scope)
                case .binary, .cast, .assignment: break
                }
            }
        case let .ifExpression(conditions, branches):
            var inner = scope
            for span in conditions {
                var conditionReader = reader
                conditionReader.k = span.first
                conditionReader.last = span.last
                if let read = conditionReader.readConditions() { walk(read, &inner) }
            }
            for (n, branch) in branches.enumerated() {
                var branchScope = n == 0 ? inner : scope
                if let body = branch.body { walk(reader.statements(in: body), &branchScope, members: false) }
            }
        case let .switchExpression(subject, clauses):
            walk(subject, scope)
            for branch in clauses {
                var inner = scope
                if let label = branch.label, isCase(label), label.last - 1 > label.first {
                    for part in reader.splitAtCommas(TokenSpan(label.first + 1, label.last - 1)) {
                        let pattern = reader.pattern(part, bindsBareNames: false)
                        walkExpression(of: pattern, scope)
                        inner.add(pattern, kind: .pattern, type: nil, value: nil, matching: .some(subject))
                    }
                }
                if let body = branch.body { walk(reader.statements(in: body), &inner, members: false) }
            }
        case let .closure(closure):
            var inner = scope
            for capture in reader.captures(closure.captures) {
                if let value = capture.value { walk(value, scope) }
                inner.locals.append(BodyScope.Local(name: capture.name, token: capture.nameToken, kind: .capture, type: nil,
                                                    value: capture.value, specifier: capture.specifier))
            }
            for parameter in closure.parameters {
                guard let name = parameter.names.last, name != "_" else { continue }
                inner.locals.append(BodyScope.Local(name: name, token: -1, kind: .closureParameter, type: parameter.type, value: nil))
            }
            walk(reader.statements(of: closure), &inner, members: false)
        case let .macro(_, span):
            // `#name(arguments) { body }`: the arguments as a tuple, the trailing block as
            // statements.
            var j = span.first + 1
            if j <= span.last, reader.kind(j) == .leftParen, let close = reader.closingBracket(of: j), close <= span.last {
                walk(ExprParser.parse(TokenSpan(j, close), tokens: reader.tokens, bytes: reader.bytes), scope)
                j = close + 1
            }
            if j <= span.last, reader.kind(j) == .leftBrace, let close = reader.closingBracket(of: j), close <= span.last {
                var inner = scope
                walk(reader.statements(in: TokenSpan(j + 1, close - 1)), &inner, members: false)
            }
        }
    }

    func isCase(_ label: TokenSpan) -> Bool { reader.isWord(label.first, "case") }
}
