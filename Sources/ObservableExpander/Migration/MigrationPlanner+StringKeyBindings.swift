import ObservableSyntax

/// What the run binds each name to, for `UserDefaults` keys that are names (review 21a/05,
/// Droppy): `let theme = "theme"` binds a literal; `let key = Keys.theme` (or `= theme`) binds
/// whatever `theme` is bound to, one constant further; `let key = "\(id)Tracked"` binds an
/// interpolated literal, whose literal head and tail a key it writes starts and ends with. A
/// name also bound to anything else (or declared with `var`) cannot be told.
/// Rule: README, migrate table, `migrate-storage-key-unknown-writer` ("nor for another name that
/// the run binds only to other string literals").
extension MigrationPlanner {
    /// One value the run binds a name to.
    enum StringKeyBinding: Hashable {
        /// A plain string literal, quotes kept.
        case literal(String)
        /// An interpolated literal: its head and tail (`KeyPattern`).
        case interpolated(prefix: String, suffix: String)
        /// Another name (the last of a member chain, `Keys.theme`), bound in its turn.
        case name(String)
    }

    /// Every name the run binds with `let`, `static let` or `case … =` only to string literals
    /// (plain or interpolated) or to other such names, with what it is bound to; names bound to
    /// anything else, declared with `var`, or bound through a cycle are left out.
    func stringKeyBindings() -> [String: Set<StringKeyBinding>] {
        var found: [String: Set<StringKeyBinding>] = [:]
        var unknown: Set<String> = []
        for source in sources {
            let count = source.tokens.count
            for t in 1 ..< max(1, count - 2) where source.kind(t) == .identifier {
                let introducer = source.text(t - 1)
                guard introducer == "let" || introducer == "var" || introducer == "case" else { continue }
                var value = t + 1
                // `: String`.
                if source.kind(value) == .colon && value + 2 < count { value += 2 }
                let name = source.text(t)
                if introducer != "var", source.kind(value) == .equal, value + 1 < count,
                   let bound = Self.stringKeyBinding(at: value + 1, in: source) {
                    found[name, default: []].insert(bound)
                } else if introducer != "case" {
                    unknown.insert(name)
                }
            }
        }
        for name in unknown { found[name] = nil }
        // Names bound to names: resolved to what those are bound to (a name of no binding, or a
        // cycle, makes the whole name unknown).
        var resolved: [String: Set<StringKeyBinding>] = [:]
        func resolve(_ name: String, _ visiting: Set<String>) -> Set<StringKeyBinding>? {
            if let done = resolved[name] { return done }
            guard !visiting.contains(name), visiting.count < 16, let values = found[name] else { return nil }
            var result: Set<StringKeyBinding> = []
            for value in values {
                if case let .name(other) = value {
                    guard let inner = resolve(other, visiting.union([name])) else { return nil }
                    result.formUnion(inner)
                } else {
                    result.insert(value)
                }
            }
            resolved[name] = result
            return result
        }
        for name in found.keys { _ = resolve(name, []) }
        return resolved
    }

    /// Whether no value in `values` may be one of `migratedKeys` (literal texts with quotes).
    static func mayBeNoneOf(_ migratedKeys: Set<String>, _ values: Set<StringKeyBinding>) -> Bool {
        values.allSatisfy { value in
            switch value {
            case let .literal(text): return !migratedKeys.contains(text)
            case let .interpolated(prefix, suffix):
                let pattern = KeyPattern(prefix: prefix, suffix: suffix, exact: false)
                return !migratedKeys.contains(where: pattern.mayBe)
            case .name: return false
            }
        }
    }

    /// The value bound at token `start` (just after `=`) when it is a whole initializer: a
    /// string literal, or a chain of names (`Keys.theme`, `theme`), followed by no member,
    /// call, subscript or operator.
    private static func stringKeyBinding(at start: Int, in source: MigrationSource) -> StringKeyBinding? {
        let count = source.tokens.count
        var end = start
        if source.kind(start) == .stringLiteral {
            end = start + 1
        } else {
            while end < count, source.kind(end) == .identifier, end + 1 < count, source.kind(end + 1) == .period,
                  end + 2 < count, source.kind(end + 2) == .identifier { end += 2 }
            guard source.kind(end) == .identifier else { return nil }
            end += 1
        }
        if end < count {
            switch source.kind(end) {
            case .period, .leftParen, .leftSquare, .operator, .stringLiteral, .dollarIdentifier, .backslash: return nil
            // A name on the same line goes on the expression (`a as String`, `x is Y`).
            case .identifier where !source.tokens[end].isAtStartOfLine: return nil
            default: break
            }
        }
        if source.kind(start) == .stringLiteral {
            let text = source.text(start)
            if let literal = literalKey(TokenSpan(start, start), in: source) { return .literal(literal) }
            guard let pattern = interpolationPattern(text) else { return nil }
            return .interpolated(prefix: pattern.prefix, suffix: pattern.suffix)
        }
        // `let a = b` with `b` a keyword value (`nil`, `true`, `self`): none of the run's names.
        let last = source.text(end - 1)
        guard !["nil", "true", "false", "self", "Self", "super"].contains(last) else { return nil }
        return .name(last)
    }
}
