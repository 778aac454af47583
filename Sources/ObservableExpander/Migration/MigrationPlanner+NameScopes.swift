import ObservableSyntax

/// Names that a block binds for its own body: the parameters of a closure (`{ item in`,
/// `{ i, item in`, `{ [weak self] (item) in`) and the variables of a `for` loop (`for item in`,
/// `for (i, item) in`). Such a name hides a property of the same name of the enclosing type,
/// so a use of it is never typed as that property.
extension MigrationPlanner {
    /// The `{` of the innermost block enclosing token `index` of `file` (after token `start`)
    /// whose closure parameter list or `for` pattern binds `name`; nil when none does.
    func scopedBinder(of name: String, file: Int, token index: Int, from start: Int) -> Int? {
        let source = sources[file]
        var depth = 0
        var j = index - 1
        while j > start {
            switch source.kind(j) {
            case .rightParen, .rightSquare, .rightBrace: depth += 1
            case .leftParen, .leftSquare: depth = max(0, depth - 1)
            case .leftBrace where depth > 0: depth -= 1
            case .leftBrace:
                if closureHeaderBinds(name, open: j, in: source) || loopPatternBinds(name, open: j, in: source) { return j }
            default: break
            }
            j -= 1
        }
        return nil
    }

    /// Whether the closure opening at `open` names `name` among its parameters, before `in`.
    private func closureHeaderBinds(_ name: String, open: Int, in source: MigrationSource) -> Bool {
        var k = open + 1
        guard k < source.tokens.count else { return false }
        if source.kind(k) == .leftSquare, let close = source.closingBracket(of: k) { k = close + 1 }
        let headerStart = k
        var depth = 0
        // The header ends at `in` outside brackets; a statement, brace or assignment first
        // means there is none.
        while k < source.tokens.count, k < headerStart + 64 {
            switch source.kind(k) {
            case .leftParen, .leftSquare: depth += 1
            case .rightParen, .rightSquare: depth -= 1
            case .leftBrace, .rightBrace, .equal: return false
            default: break
            }
            if depth < 0 { return false }
            if depth == 0 && source.isWord(k, "in") { break }
            k += 1
        }
        guard k < source.tokens.count, source.isWord(k, "in") else { return false }
        for p in headerStart ..< k where source.kind(p) == .identifier && source.text(p) == name {
            // A parameter's name, not a type after `:` or `->`.
            let before = p == headerStart || source.kind(p - 1) == .leftParen || source.kind(p - 1) == .comma
            let after = p + 1 == k || [TokenKind.comma, .rightParen, .colon].contains(source.kind(p + 1))
            if before && after { return true }
        }
        return false
    }

    /// Whether `for <pattern> in … {` with its body at `open` binds `name` in its pattern.
    private func loopPatternBinds(_ name: String, open: Int, in source: MigrationSource) -> Bool {
        var k = open - 1
        var forToken: Int?
        while k > 0 && source.kind(k) != .leftBrace && source.kind(k) != .rightBrace {
            if source.isWord(k, "for") { forToken = k; break }
            if source.tokens[k].isAtStartOfLine { break }
            k -= 1
        }
        guard let forToken else { return false }
        var p = forToken + 1
        while p < open, !source.isWord(p, "in") {
            if source.kind(p) == .identifier && source.text(p) == name && source.kind(p - 1) != .colon && source.kind(p - 1) != .period { return true }
            p += 1
        }
        return false
    }

    /// Whether a declaration between the member that holds token `index` of `file` and it binds
    /// `name` to a value whose type `resolveType` cannot tell: a closure parameter or loop
    /// variable, or a local (`let x = …`, `if let x = …`, `guard let x = …`) that is no alias of
    /// the same name (`if let x {`, `if let x = x` unwrap the property). Such a name hides the
    /// property of its name: the property's type is not its type.
    func hidesProperty(_ name: String, file: Int, token index: Int) -> Bool {
        let source = sources[file]
        let enclosing = catalogue.enclosingSite(file: file, token: index)
        let start = enclosing.flatMap { Self.memberStart(in: catalogue.sites[$0].declaration.members, holding: index) ?? catalogue.sites[$0].declaration.leftBrace } ?? 0
        if scopedBinder(of: name, file: file, token: index, from: start) != nil { return true }
        switch source.localTypeName(of: name, in: TokenSpan(start, index), before: index) {
        case .unknown?, .coalescing?: return true
        case let .alias(other, _)?: return other != name
        default: return false
        }
    }
}
