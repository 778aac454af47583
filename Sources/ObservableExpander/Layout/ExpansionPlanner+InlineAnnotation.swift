import ObservableSyntax

/// An annotation comment between code on one line (`var d = 4; /* @ObservationIgnored */ var e = 5`).
extension ExpansionPlanner {
    /// The name (without backticks) of the property declared right after `comment` on the same
    /// line, the one an inline `/* @ObservationIgnored */` stands before; nil when no `var` or
    /// `let` follows it there (after attributes and modifiers only).
    func propertyAfter(_ comment: Comment) -> String? {
        // The first token after the comment (tokens are sorted by offset).
        var low = 0, high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if Int(tokens[middle].start) < comment.range.upperBound { low = middle + 1 } else { high = middle }
        }
        var k = low
        // Attributes (`@MainActor`, `@available(…)`) and modifiers, on the comment's line.
        while k + 1 < tokens.count, !tokens[k].isAtStartOfLine {
            if isWord(k, "var") || isWord(k, "let") {
                return tokens[k + 1].kind == .identifier ? ObservationRules.bareName(text(k + 1)) : nil
            }
            switch tokens[k].kind {
            case .atSign, .identifier: k += 1
            case .leftParen: k = max(k + 1, matchingClose(from: k) + 1)
            default: return nil
            }
        }
        return nil
    }
}

/// An annotation comment after code on its line that declares no stored `var`
/// (`func f() {} // @ObservationIgnored`), named rather than taken for a property.
extension ExpansionPlanner {
    /// What the declaration that ends right before `comment` on its line is, when it is not a
    /// `var` (`function 'f'`, `constant 'k'`, `an initializer`); nil for a `var`, or when no
    /// declaration of `members` (searched into type bodies and `#if` clauses) ends there.
    func nonPropertyBefore(_ comment: Comment, in members: [Member]) -> String? {
        // The last token before the comment (tokens are sorted by offset).
        var low = 0, high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if Int(tokens[middle].start) < comment.range.lowerBound { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? declaration(endingAt: low - 1, in: members) : nil
    }

    private func declaration(endingAt last: Int, in members: [Member]) -> String? {
        for member in members where member.span.first <= last && last <= member.span.last {
            switch member {
            case let .type(type):
                if last < member.span.last { return declaration(endingAt: last, in: type.members) }
                return type.kind == .extension ? "an extension of '\(type.name)'" : "\(type.kind.rawValue) '\(type.name)'"
            case let .ifConfig(block):
                for clause in block.clauses {
                    if let found = declaration(endingAt: last, in: clause.elements) { return found }
                }
                return nil
            default:
                guard last == member.span.last else { return nil }
                switch member {
                case let .variable(variable):
                    return variable.isLet ? "constant '\(variable.bindings.first.map { bindingName($0) } ?? "_")'" : nil
                case let .function(function): return "function '\(function.name)'"
                case .initializer: return "an initializer"
                case .subscript: return "a subscript"
                case let .enumCase(enumCase): return "enum case '\(enumCase.names.first ?? "_")'"
                case let .typeAlias(alias): return "\(alias.isAssociatedType ? "associated type" : "typealias") '\(alias.name)'"
                case let .declaration(other): return "a '\(other.kind == .macroExpansion ? "#" : other.kind.rawValue)' declaration"
                default: return nil
                }
            }
        }
        return nil
    }
}
