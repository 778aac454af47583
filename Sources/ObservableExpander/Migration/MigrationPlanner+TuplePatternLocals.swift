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
    /// tuple result of the pattern's arity whose element at that position is the same named type.
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
            // The value ends before the next line that starts outside its brackets.
            let (end, depth) = Self.localValueEnd(from: close + 2, before: index, binding: false, in: source)
            found = .some(depth == 0 ? tupleCallElement(file: file, first: close + 2, last: end, position: position, arity: pattern.count) : nil)
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

    /// The type at `position` of the tuple that the call at tokens `first...last` of `file`
    /// returns (`arity` elements), as `tuplePatternLocalType` reads it.
    private func tupleCallElement(file: Int, first: Int, last: Int, position: Int, arity: Int) -> String? {
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
        return methodResultTupleElement(of: owner, named: source.text(nameToken), labels: labels, position: position, arity: arity)
    }

    /// The key of element `position` of the tuple result (`arity` elements) that instance method
    /// `name` of the type keyed `owner` (its extensions, its superclasses of the run) declares,
    /// for argument labels `labels`, read from the run's index; nil when an overload the labels
    /// allow returns something else or the overloads differ.
    func methodResultTupleElement(of owner: String, named name: String, labels: [String], position: Int, arity: Int) -> String? {
        for key in [owner] + superclassKeys(of: owner) {
            guard let overloads = methodOverloads(of: key, named: name, labels: labels, isStatic: false) else { continue }
            var results: Set<String> = []
            for candidate in overloads {
                guard let written = candidate.type, case let .tuple(elements) = written.parsed.kind, elements.count == arity,
                      let nominal = Self.nominalName(ofType: elements[position].type.text),
                      !candidate.ownGenericParameters.contains(nominal) else { return nil }
                results.insert(typeKey(nominal, scope: candidate.declaringScope))
            }
            return results.count == 1 ? results.first : nil
        }
        return nil
    }
}
