import ObservableSyntax

/// Partial ranges, and the forms of initializer that are not inferred, named for the message
/// that asks for a type (break 49/6: a bare "cannot infer" left the user guessing why).
extension TypeInference {
    /// `1...`, `..<5`, `...5`: `range<Bound>` (`PartialRangeFrom`, `PartialRangeUpTo`,
    /// `PartialRangeThrough`: swiftc 6.3 `-print-ast`), the bound's type inferred; nil when it
    /// is not, or the run declares the operator `op` (which may then be the one called).
    func partialRange(_ range: String, _ op: String, _ operand: Expr) -> String? {
        guard let bound = inferUnary(operand), !runDeclaresOperator([op], on: [bound]) else { return nil }
        return "\(standard(range))<\(bound)>"
    }

    /// Why the initializer in tokens `span` has no inferred type, naming its form, for the
    /// forms the rules do not type: a call whose closure argument may decide its type, a
    /// conditional, an operator on operands of other or different types, a key path, a
    /// postfix `#if`, a reference to an initializer. Nil for any other form (the bare message).
    func uninferredForm(_ span: TokenSpan) -> String? {
        guard isWithinNestingLimit(span) else { return nil }
        var parser = ExprParser(tokens: tokens, bytes: bytes)
        parser.maximumNesting = Self.maximumNesting * 8
        return uninferredForm(parser.parse(span))
    }

    private func uninferredForm(_ expr: Expr) -> String? {
        switch expr.kind {
        case let .try(_, operand), let .await(operand):
            return uninferredForm(operand)
        case let .call(callee, arguments, trailing):
            let closures = trailing.count + arguments.filter { if case .closure = $0.value.kind { true } else { false } }.count
            guard closures > 0 else { return nil }
            let name = sourceText(callee.span)
            return trailing.isEmpty
                ? "it calls '\(name)' with a closure, and the call's type may depend on the closure's result"
                : "it calls '\(name)' with a trailing closure, and the call's type may depend on the closure's result"
        case let .sequence(elements):
            if elements.contains(where: { if case .ternary = $0 { true } else { false } }) {
                return "its initializer is a conditional ('c ? a : b'), whose branches' common type is not inferred"
            }
            // Arithmetic only (a cast or comparison is typed by other rules, or not at all).
            let operators = elements.compactMap { if case let .binary(op) = $0 { op } else { nil } }
            guard let op = operators.first, !elements.contains(where: { if case .cast = $0 { true } else { false } }),
                  operators.allSatisfy(Self.arithmeticOperators.contains) else { return nil }
            return "its initializer applies '\(op)' to operands whose result is not inferred: only operands of one standard number type, strings or arrays are, with an operator the run does not declare"
        case let .prefix(op, _), let .postfix(_, op):
            return "its initializer applies the operator '\(op)', whose result type is not inferred here"
        case .keyPath:
            return "its initializer is a key path, whose type ('KeyPath', 'WritableKeyPath' or 'ReferenceWritableKeyPath' of the member's type) is not inferred"
        case .postfixIfConfig:
            return "its initializer continues in a postfix '#if', whose members may differ per build configuration"
        case .member(_, "init"):
            return "its initializer is a reference to an initializer, a function value whose type is not inferred"
        default:
            return nil
        }
    }
}
