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

    /// Whether the closure opening at `open` names `name` among its parameters, before `in`
    /// (`{ x in`, `{ (x, y) in`, `{ x -> T in`).
    private func closureHeaderBinds(_ name: String, open: Int, in source: MigrationSource) -> Bool {
        guard let header = source.closureHeader(open: open, within: 64) else { return false }
        let headerStart = header.start, k = header.in
        for p in headerStart ..< k where source.kind(p) == .identifier && source.text(p) == name {
            // A parameter's name, not a type after `:` or `->`.
            let before = p == headerStart || source.kind(p - 1) == .leftParen || source.kind(p - 1) == .comma
            let after = p + 1 == k || [TokenKind.comma, .rightParen, .colon, .arrow].contains(source.kind(p + 1))
            if before && after { return true }
        }
        return false
    }

    /// Whether `for <pattern> in … {` with its body at `open` binds `name` in its pattern.
    private func loopPatternBinds(_ name: String, open: Int, in source: MigrationSource) -> Bool {
        var k = open - 1
        var forToken: Int?
        while k > 0 && source.kind(k) != .leftBrace && source.kind(k) != .rightBrace {
            // `for x in xs.filter({ … }) {`: the closure's braces are the collection's.
            if let group = openingGroup(of: k, in: source) { k = group - 1; continue }
            if source.isWord(k, "for") { forToken = k; break }
            if source.tokens[k].isAtStartOfLine { break }
            k -= 1
        }
        // `func f(for x: T) {`: an argument label, no loop.
        guard let forToken, source.kind(forToken - 1) != .leftParen, source.kind(forToken - 1) != .comma,
              let loopIn = (forToken + 1 ..< open).first(where: { source.isWord($0, "in") }) else { return false }
        var p = forToken + 1
        while p < loopIn {
            if source.kind(p) == .identifier && source.text(p) == name && source.kind(p - 1) != .colon && source.kind(p - 1) != .period { return true }
            p += 1
        }
        return false
    }

    /// Whether a name declared in the member that holds token `index` of `file` and still in
    /// scope there binds `name`, whatever its type: a parameter of the enclosing function or
    /// initializer, a closure parameter or loop variable, or a local `let`/`var` (`if let`,
    /// `guard var`). A bare `name` there is that binding, not the property of its name.
    func bindsLocally(_ name: String, file: Int, token index: Int) -> Bool {
        let source = sources[file]
        let enclosing = catalogue.enclosingSite(file: file, token: index)
        let start = enclosing.flatMap { Self.memberStart(in: catalogue.sites[$0].declaration.members, holding: index) ?? catalogue.sites[$0].declaration.leftBrace } ?? 0
        return scopedBinder(of: name, file: file, token: index, from: start) != nil || parameterNames(around: index, file: file).contains(name)
            || source.declaresLocal(name, in: TokenSpan(start, index), before: index)
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

/// What a name resolves to that is no declaration of the run's bodies: `super`, and a
/// collection passed through a method that keeps its elements (`rows.filter { … }`).
extension MigrationPlanner {
    /// `super` at token `index` of `file`: the key of the superclass (in the run) of the class
    /// that encloses it, or nil.
    func superType(file: Int, token index: Int) -> String? {
        guard let enclosing = catalogue.enclosingSite(file: file, token: index) else { return nil }
        return superclassKeys(of: catalogue.sites[enclosing].key).first
    }

    /// The methods of `Array` (of `Sequence`) whose result has the receiver's element type.
    static let elementPreservingMethods: Set<String> = ["filter", "reversed", "sorted", "shuffled", "prefix", "suffix", "dropFirst", "dropLast"]

    /// The collection that expression `start?...end` of `file` keeps the elements of:
    /// `xs.filter { … }`, `xs.reversed()`, `xs.sorted(by: …)`, `xs.prefix(3)` -> `xs`;
    /// `Array(e)` -> `e` (when `start` is given). Nil for any other shape.
    func elementPreservingBase(end: Int, start: Int?, file: Int) -> (end: Int, start: Int?)? {
        let source = sources[file]
        if let start, source.isWord(start, "Array"), end > start + 2, source.kind(start + 1) == .leftParen,
           source.closingBracket(of: start + 1) == end, source.kind(start + 2) != .identifier || source.kind(start + 3) != .colon {
            return (end - 1, start + 2)
        }
        var k = end
        var called = false
        // A trailing closure: `xs.filter { … }`, `xs.sorted { … }`.
        if source.kind(k) == .rightBrace {
            var depth = 0
            var j = k
            while j > 0 {
                if source.kind(j) == .rightBrace { depth += 1 } else if source.kind(j) == .leftBrace { depth -= 1; if depth == 0 { break } }
                j -= 1
            }
            guard j > 0, source.kind(j) == .leftBrace else { return nil }
            k = j - 1
            called = true
        }
        if source.kind(k) == .rightParen {
            guard let open = openingParen(file: file, of: k) else { return nil }
            k = open - 1
            called = true
        }
        guard called, k > 1, source.kind(k) == .identifier, Self.elementPreservingMethods.contains(source.text(k)),
              source.kind(k - 1) == .period else { return nil }
        if let start, start > k - 2 { return nil }
        return (k - 2, start)
    }
}

/// `self.name`: always a member of the type `self` is, never a local of the same name.
extension MigrationPlanner {
    /// The type of property `name` of the innermost type (or extension) whose body holds token
    /// `index` of `file`, as `self.name` reads it there: its declaration in the type's bodies
    /// (a `private` one of another file not seen) or in a superclass of the run (not a
    /// `private` one), typed by its annotation or its initializer (`resolvedType`). Locals,
    /// closure parameters and loop variables of the name are not looked at: `guard let account
    /// = self.account` reads the property. Nil when no body declares it or its type cannot be told.
    func enclosingPropertyType(of name: String, file: Int, token index: Int) -> String? {
        guard let enclosing = catalogue.enclosingSite(file: file, token: index) else { return nil }
        return declaredPropertyType(name, inBodiesOf: enclosing, file: file) ?? nil
    }
}
