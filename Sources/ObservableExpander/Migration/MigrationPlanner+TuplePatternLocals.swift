import ObservableSyntax

/// Locals bound by a tuple pattern to a call whose declared result is a tuple: `let (manager,
/// mock, _) = makeSUT()` of `func makeSUT() -> (KeychainManager, KeychainMock, Crypto)` binds a
/// `KeychainManager` (review 18c/01, threema-ios: the receiver of `manager.storeTestIdentity()`
/// untold, so its result's `$identity` was read as a class's publisher).
extension MigrationPlanner {
    /// The type of `name` at token `index` of `file` when the last visible declaration of it
    /// after token `after` and before `index` in the enclosing type body (or the file) is an
    /// element of a tuple pattern
    /// of plain names and `_` (`let (a, _, c) = value`), `value` (after `try`, `await`) is a call
    /// of a method of the enclosing type (`makeSUT(…)`, `self.makeSUT(…)`) or of a method on a
    /// receiver `chainReceiverType` types, and every overload its argument labels allow declares a
    /// tuple result of the pattern's arity whose element at that position is the same named type
    /// (in an optional binding, `if let (a, b) = f()`, `guard let`, `while let`, an optional
    /// tuple result, unwrapped).
    /// `.none` when no such pattern declares it; `.some(nil)` when one does and its type cannot
    /// be told.
    func tuplePatternLocalType(of name: String, file: Int, token index: Int, after: Int) -> String?? {
        let source = sources[file]
        let enclosing = catalogue.enclosingSite(file: file, token: index)
        let bodyStart = enclosing.flatMap { catalogue.sites[$0].declaration.leftBrace } ?? 0
        let start = scopedBinder(of: name, file: file, token: index, from: bodyStart) ?? bodyStart
        var found: String??
        var k = max(start, after)
        while k + 4 < index {
            defer { k += 1 }
            guard source.isWord(k, "let") || source.isWord(k, "var"), source.kind(k + 1) == .leftParen,
                  let close = source.closingBracket(of: k + 1), close + 2 < index, source.kind(close + 1) == .equal,
                  let pattern = tuplePatternNames(open: k + 1, close: close, in: source),
                  let position = pattern.firstIndex(where: { $0.name == name }), source.isVisible(pattern[position].token, at: index) else { continue }
            // `if let (a, b) = f()`, `guard let … else`, `while let`, `, let (a, b) = …`: an
            // optional binding, whose value ends before `{`, `,` or `else` and is unwrapped.
            let binding = Self.isOptionalBinding(k, in: source)
            // The value ends before the next line that starts outside its brackets.
            let (end, depth) = Self.localValueEnd(from: close + 2, before: index, binding: binding, in: source)
            let elements = depth == 0 ? tupleCallElements(file: file, first: close + 2, last: end, optional: binding) : nil
            found = .some(elements.flatMap { $0.count == pattern.count ? $0[position].type : nil })
        }
        return found
    }

    /// The names of a tuple pattern `(a, _, c)` between tokens `open` and `close`, each with its
    /// token (`_` as a name of its own); nil for any other pattern (nested, typed, `let` inside).
    private func tuplePatternNames(open: Int, close: Int, in source: MigrationSource) -> [(name: String, token: Int)]? {
        var names: [(name: String, token: Int)] = []
        var j = open + 1
        while j < close {
            guard source.kind(j) == .identifier || source.text(j) == "_" else { return nil }
            names.append((source.text(j), j))
            j += 1
            if j < close {
                guard source.kind(j) == .comma else { return nil }
                j += 1
            }
        }
        return names.count > 1 ? names : nil
    }

    /// Whether the `let` or `var` at token `k` starts an optional-binding condition: after
    /// `if`, `guard`, `while` or a condition list's `,`.
    static func isOptionalBinding(_ k: Int, in source: MigrationSource) -> Bool {
        k > 0 && (source.isWord(k - 1, "if") || source.isWord(k - 1, "guard") || source.isWord(k - 1, "while") || source.kind(k - 1) == .comma)
    }

    /// The elements of the tuple that the call at tokens `first...last` of `file` returns (after
    /// `try`, `await`): a method of the enclosing type (`makeSUT(…)`, `self.makeSUT(…)`, no
    /// local or parameter of its name in the member that holds the call) or a method on a
    /// receiver `chainReceiverType` types, whose every overload the argument labels allow
    /// declares the same tuple result (`methodResultTupleElements`); with `optional` (an
    /// optional binding's value), a result `(A, B)?` whose tuple is unwrapped. Nil for any other
    /// value.
    func tupleCallElements(file: Int, first: Int, last: Int, optional: Bool) -> [TupleElementType]? {
        let source = sources[file]
        var start = first
        while start < last, source.isWord(start, "try") || source.isWord(start, "await") {
            start += 1
            if source.kind(start) == .operator, source.text(start) == "?" || source.text(start) == "!" { return nil }
        }
        guard source.kind(last) == .rightParen, let open = openingParen(file: file, of: last), open > start,
              source.kind(open - 1) == .identifier else { return nil }
        let nameToken = open - 1
        let owner: String?
        if nameToken == start || (nameToken == start + 2 && source.isWord(start, "self") && source.kind(start + 1) == .period) {
            // A method of the enclosing type: no local or parameter of its name may hide it.
            guard let enclosing = catalogue.enclosingSite(file: file, token: first) else { return nil }
            let declaration = catalogue.sites[enclosing].declaration
            let memberStart = Self.memberStart(in: declaration.members, holding: first) ?? declaration.leftBrace ?? first
            let name = source.text(nameToken)
            for j in memberStart ..< first where source.kind(j) == .identifier && source.text(j) == name && !(j > 0 && source.kind(j - 1) == .period) {
                if source.kind(j + 1) != .leftParen { return nil }
            }
            owner = catalogue.sites[enclosing].key
        } else if source.kind(nameToken - 1) == .period {
            owner = chainReceiverType(file: file, period: nameToken - 1, start: start)
        } else {
            return nil
        }
        guard let owner else { return nil }
        let labels = callLabels(file: file, open: open, close: last)
        return methodResultTupleElements(of: owner, named: source.text(nameToken), labels: labels, optional: optional)
    }

    /// One element of a declared tuple type: its label (nil for none) and the key of its
    /// named type (nil when it names none, or a generic parameter of the declaration).
    struct TupleElementType: Equatable {
        var label: String?
        var type: String?
    }

    /// The elements of the tuple result that instance method `name` of the type keyed `owner`
    /// (its extensions, its superclasses of the run) declares, for argument labels `labels`,
    /// read from the run's index (each element's type in the scope the method is declared in);
    /// with `optional`, the result must be an optional tuple (`-> (A, B)?`), unwrapped, else a
    /// tuple. Nil when an overload the labels allow returns something else or the overloads
    /// differ.
    func methodResultTupleElements(of owner: String, named name: String, labels: [String], optional: Bool) -> [TupleElementType]? {
        for key in [owner] + superclassKeys(of: owner) {
            guard let overloads = methodOverloads(of: key, named: name, labels: labels, isStatic: false) else { continue }
            var results: [[TupleElementType]] = []
            for candidate in overloads {
                guard let written = candidate.type else { return nil }
                var result = written.parsed
                if optional {
                    guard case let .optional(wrapped, _) = result.kind else { return nil }
                    result = wrapped
                }
                guard let elements = Self.tupleElements(of: result) else { return nil }
                results.append(elements.map { element in
                    let nominal = Self.nominalName(ofType: element.type.text)
                    let type = nominal.flatMap { candidate.ownGenericParameters.contains($0) ? nil : typeKey($0, scope: candidate.declaringScope) }
                    return TupleElementType(label: element.labels.first, type: type)
                })
            }
            guard let first = results.first, results.allSatisfy({ $0 == first }) else { return nil }
            return first
        }
        return nil
    }

    /// The elements of tuple type `type` (two or more, a parenthesised type is none), or nil.
    static func tupleElements(of type: TypeExpr) -> [TypeExpr.Element]? {
        guard case let .tuple(elements) = type.kind, elements.count > 1 else { return nil }
        return elements
    }
}
