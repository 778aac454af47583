import ObservableSyntax

/// Declarations of one class name that no build sees together: each in a clause of an `#if`
/// whose condition excludes the others' (`#if os(iOS)` in one file, `#if os(macOS)` in another;
/// `#if C` and the `#else` of `#if C`). They are one class per platform, decided together
/// (they share a key), not a name declared twice.
extension MigrationPlanner {
    /// The `#if` clauses enclosing a declaration: the conditions that hold in it (`holding`)
    /// and those of earlier clauses of its blocks, which do not (`failing`); token texts joined
    /// without spaces (`os(iOS)`, `!DEBUG`).
    struct EnclosingClauses {
        var holding: [String] = []
        var failing: [String] = []
    }

    /// Whether every two of the class sites `list` are in clauses that exclude each other (see
    /// `excludes`); false for one site, a local class, or a site in no `#if`.
    func inExclusiveClauses(_ list: [Int]) -> Bool {
        guard list.count > 1 else { return false }
        let clauses = list.map { enclosingClauses(of: $0) }
        guard clauses.allSatisfy({ !$0.holding.isEmpty || !$0.failing.isEmpty }) else { return false }
        for a in clauses.indices {
            for b in clauses.indices where b > a {
                guard Self.excludes(clauses[a], clauses[b]) else { return false }
            }
        }
        return true
    }

    /// Whether no build takes both: a condition holding in one fails in the other (`#if C` /
    /// `#else`), one is the negation of the other's (`C` / `!C`), or they are `os(…)` of two
    /// platforms. Any other condition (`canImport`, `DEBUG` with `RELEASE`, `||`) does not.
    static func excludes(_ a: EnclosingClauses, _ b: EnclosingClauses) -> Bool {
        // An empty condition (a malformed `#if`) excludes nothing.
        let (aHolding, bHolding) = (a.holding.filter { !$0.isEmpty }, b.holding.filter { !$0.isEmpty })
        if aHolding.contains(where: b.failing.contains) || bHolding.contains(where: a.failing.contains) { return true }
        for p in aHolding {
            for q in bHolding {
                if p == "!" + q || q == "!" + p { return true }
                if let x = platform(p), let y = platform(q), x != y { return true }
            }
        }
        return false
    }

    /// `os(iOS)` -> `iOS` (`OSX` read as `macOS`); nil for any other condition.
    static func platform(_ condition: String) -> String? {
        guard condition.hasPrefix("os("), condition.hasSuffix(")") else { return nil }
        let name = String(condition.dropFirst(3).dropLast())
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return name == "OSX" ? "macOS" : name
    }

    /// The clauses of the `#if` blocks open at the declaration of site `k`, read from its
    /// file's tokens (`#if`, `#elseif`, `#else`, `#endif` before its keyword).
    func enclosingClauses(of k: Int) -> EnclosingClauses {
        let site = catalogue.sites[k]
        let source = sources[site.file]
        var frames: [(failing: [String], holding: String?)] = []
        let end = min(site.declaration.keyword, source.tokens.count)
        for i in 0 ..< end where source.kind(i) == .poundKeyword {
            switch source.text(i) {
            case "#if": frames.append(([], condition(after: i, in: source)))
            case "#elseif", "#else":
                guard var top = frames.popLast() else { continue }
                if let holding = top.holding { top.failing.append(holding) }
                top.holding = source.text(i) == "#else" ? nil : condition(after: i, in: source)
                frames.append(top)
            case "#endif": _ = frames.popLast()
            default: continue
            }
        }
        return EnclosingClauses(holding: frames.compactMap(\.holding), failing: frames.flatMap(\.failing))
    }

    /// The condition after `#if`/`#elseif` token `directive`, its tokens joined; "" when empty.
    /// It ends, as the compiler reads it, at a token that starts a line with no `(`/`[` open.
    private func condition(after directive: Int, in source: MigrationSource) -> String {
        var open = 0, text = ""
        var i = directive + 1
        while i < source.tokens.count && source.kind(i) != .endOfFile {
            if open == 0 && source.tokens[i].isAtStartOfLine { break }
            switch source.kind(i) {
            case .leftParen, .leftSquare: open += 1
            case .rightParen, .rightSquare: open = max(0, open - 1)
            case .leftBrace, .rightBrace: return text
            default: break
            }
            text += source.text(i)
            i += 1
        }
        return text
    }
}
