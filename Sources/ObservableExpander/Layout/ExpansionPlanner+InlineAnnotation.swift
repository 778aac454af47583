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
