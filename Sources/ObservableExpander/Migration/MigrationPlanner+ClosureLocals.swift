import ObservableSyntax

/// The type of a closure called at once that builds a value in a local and returns it
/// (review 12b/04, OpenSuperWhisper's `@StateObject private var vm = { let vm = T(); …; return vm }()`).
extension MigrationPlanner {
    /// Tokens `first...last` of `file` as `{ … }()` with no signature (no `in` at the closure's
    /// own level, no capture list): the type, as a key, of
    /// - `{ T(…) }()`, a body that is one call of a type's initializer, or
    /// - `{ let x = T(…); …; return x }()`: every `return` of the body (nested ones too, which can
    ///   only make it fail) is `return x`, at least one at the closure's own level, and `x` is
    ///   declared once in the body, at its own level, as `let`/`var x: T …` or `let`/`var x = T(…)`
    ///   (the call the whole value).
    /// Nil for any other shape (a local of another name returned, a bare `return`, a local typed
    /// only through the index).
    func returnedLocalClosureType(file: Int, first: Int, last: Int) -> String? {
        let source = sources[file]
        guard source.kind(first) == .leftBrace, let close = source.closingBracket(of: first), close + 2 == last,
              source.kind(close + 1) == .leftParen, source.kind(last) == .rightParen, close > first + 1,
              source.kind(first + 1) != .leftSquare else { return nil }
        // `{ T(…) }()`: the whole body is the call.
        if source.kind(first + 1) == .identifier, let type = source.writtenTypeName(ofCallAt: first + 1, end: close - 1),
           let open = (first + 1 ..< close).first(where: { source.kind($0) == .leftParen }), source.closingBracket(of: open) == close - 1 {
            return typeKey(type, file: file, token: first + 1)
        }
        var returned: String?
        var own = false
        var declarations: [(name: String, token: Int, depth: Int)] = []
        var depth = 0
        for k in first + 1 ..< close {
            switch source.kind(k) {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            default: break
            }
            if depth == 0 && source.isWord(k, "in") { return nil }
            if (source.isWord(k, "let") || source.isWord(k, "var")), source.kind(k + 1) == .identifier {
                declarations.append((source.text(k + 1), k + 1, depth))
            }
            guard source.isWord(k, "return") else { continue }
            // `return x` and nothing more on its statement.
            guard source.kind(k + 1) == .identifier, !source.tokens[k + 1].isAtStartOfLine,
                  source.tokens[k + 2].isAtStartOfLine || source.kind(k + 2) == .rightBrace || source.kind(k + 2) == .semicolon else { return nil }
            let name = source.text(k + 1)
            guard returned == nil || returned == name else { return nil }
            returned = name
            if depth == 0 { own = true }
        }
        guard own, let returned else { return nil }
        let named = declarations.filter { $0.name == returned }
        guard named.count == 1, let local = named.first, local.depth == 0 else { return nil }
        return localDeclaredType(file: file, name: local.token, limit: close - 1)
    }

    /// The type, as a key, of the local whose name is token `name` of `file`: its annotation
    /// (`x: T`), else its initializer when that is the whole call of a type's initializer
    /// (`x = T(…)`, the call's `)` ending the statement). Tokens up to `limit` are looked at.
    private func localDeclaredType(file: Int, name: Int, limit: Int) -> String? {
        let source = sources[file]
        if source.kind(name + 1) == .colon {
            var end = name + 2
            var depth = 0
            while end <= limit {
                switch source.kind(end) {
                case .leftParen, .leftSquare, .leftBrace: depth += 1
                case .rightParen, .rightSquare, .rightBrace: depth -= 1
                default: break
                }
                if depth == 0 && (source.kind(end) == .equal || source.tokens[end].isAtStartOfLine) { break }
                end += 1
            }
            guard end > name + 2, let type = source.writtenTypeName(ofAnnotation: TokenSpan(name + 2, end - 1)) else { return nil }
            return typeKey(type, file: file, token: name + 2)
        }
        guard source.kind(name + 1) == .equal, let type = source.writtenTypeName(ofCallAt: name + 2, end: limit) else { return nil }
        var open = name + 2
        while open <= limit && source.kind(open) != .leftParen { open += 1 }
        guard let end = source.closingBracket(of: open), end < limit + 1,
              end == limit || source.tokens[end + 1].isAtStartOfLine || source.kind(end + 1) == .semicolon else { return nil }
        return typeKey(type, file: file, token: name + 2)
    }
}
