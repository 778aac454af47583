import ObservableSyntax

/// The parameter of a trailing closure handed to a method of the run whose parameter for it
/// spells a function type of one parameter: `pool.addConnection(data) { connection in … }` of
/// `func addConnection(_ data: RelayData, completion: ((RelayConnection) -> Void)? = nil)`
/// binds a `RelayConnection` (review 16, nostur: three false `migrate-unresolved-receiver`).
extension MigrationPlanner {
    /// The type of the single parameter of the trailing closure opening at `open` of `file`,
    /// from the method it is passed to: the method is named before the closure (with its
    /// arguments in parentheses, or none), called on a receiver `chainReceiverType` types, on
    /// `self`, or on nothing (a method of the enclosing type); every method of that name in the
    /// receiver's type, its extensions and its superclasses of the run must take the closure as
    /// its one parameter after the written arguments (their labels matching the first ones, in
    /// order), typed `(T) -> R` (also `@escaping`, `@Sendable`, or optional, `((T) -> R)?`), and
    /// agree on `T`, a named type that is no generic parameter of the method or its type. Nil otherwise: a method the run does not declare, overloads
    /// that differ, defaulted parameters between, a closure of another shape.
    func calleeClosureParameterType(open: Int, file: Int) -> String? {
        let source = sources[file]
        var callee = open - 1
        var labels: [String] = []
        if source.kind(callee) == .rightParen {
            guard let paren = openingParen(file: file, of: callee) else { return nil }
            labels = callLabels(file: file, open: paren, close: callee)
            callee = paren - 1
        }
        guard callee > 1, source.kind(callee) == .identifier, source.text(callee).first?.isLowercase == true else { return nil }
        let name = source.text(callee)
        let owner: String?
        if source.kind(callee - 1) == .period {
            owner = source.isWord(callee - 2, "self") && source.kind(callee - 3) != .period
                ? catalogue.enclosingSite(file: file, token: callee).map { catalogue.sites[$0].key }
                : chainReceiverType(file: file, period: callee - 1)
        } else {
            owner = catalogue.enclosingSite(file: file, token: callee).map { catalogue.sites[$0].key }
        }
        guard let owner else { return nil }
        var found: Set<String> = []
        for key in [owner] + superclassKeys(of: owner) {
            for body in catalogue.bodies(of: key) {
                let site = catalogue.sites[body]
                for function in ModelCatalogue.functions(site.declaration.members) where function.name == name {
                    // A generic parameter of the method (`(T) -> Void` of `func f<T>`) is no type of the run.
                    guard let type = closureParameterType(of: function.parameters, written: labels, file: site.file),
                          !function.genericParameters.contains(where: { $0.name == type }),
                          !site.declaration.genericParameters.contains(where: { $0.name == type }) else { return nil }
                    found.insert(type)
                }
            }
        }
        return found.count == 1 ? found.first : nil
    }

    /// The `T` of the last parameter of `parameters` when it is the only one after the
    /// `written.count` first ones, whose labels are `written`, and is typed `(T) -> R`.
    private func closureParameterType(of parameters: [Parameter], written: [String], file: Int) -> String? {
        guard parameters.count == written.count + 1, zip(written, parameters).allSatisfy({ $0 == $1.label }),
              let span = parameters.last?.type else { return nil }
        let source = sources[file]
        var first = span.first, last = span.last
        // `@escaping`, `@Sendable`, `@MainActor`.
        while first < last && source.kind(first) == .atSign && source.kind(first + 1) == .identifier { first += 2 }
        // `((T) -> R)?`: the optional function.
        if source.kind(first) == .leftParen, source.isPostfixUnwrap(last), source.closingBracket(of: first) == last - 1 {
            first += 1
            last -= 2
            while first < last && source.kind(first) == .atSign && source.kind(first + 1) == .identifier { first += 2 }
        }
        guard source.kind(first) == .leftParen, let close = source.closingBracket(of: first), close < last, source.kind(close + 1) == .arrow,
              close > first + 1 else { return nil }
        // `T` or `A.T`: a named type, nothing else.
        for k in first + 1 ..< close where !(source.kind(k) == .identifier || (source.kind(k) == .period && k > first + 1 && k < close - 1)) { return nil }
        if (first + 1 ..< close).contains(where: { source.kind($0) == .identifier && source.kind($0 + 1) == .identifier }) { return nil }
        guard let type = source.typeName(ofAnnotation: TokenSpan(first + 1, close - 1)), type.first?.isUppercase == true else { return nil }
        return typeKey(type, file: file, token: first + 1)
    }
}
