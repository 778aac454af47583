import ObservableSyntax

/// A local bound to a call of a method of the enclosing type (review 18c/01, threema-ios:
/// `guard let myIdentity = try loadIdentity() else { … }` in a method of `KeychainManager`,
/// which declares `func loadIdentity() throws -> MyIdentity?` and an `@objc` overload with
/// other labels): the local has the result the overload of those labels declares, so a
/// `myIdentity.$identity` read is of that type (a struct's wrapper projection), not the
/// publisher of a class that publishes an `identity`.
extension MigrationPlanner {
    /// The key of the result of the call spanning tokens `first ... last` of `file` when it is
    /// a call of an instance method of the enclosing type, bare or on `self`, after any `try`,
    /// `try?`, `try!` or `await` (`methodResultType`, overloads picked by argument labels);
    /// nil for anything else, in a static member, or when a local or parameter of the name
    /// may hide the method.
    func ownMethodCallResultType(file: Int, first: Int, last: Int) -> String? {
        let source = sources[file]
        var start = first
        while start < last, source.isWord(start, "try") || source.isWord(start, "await") {
            start += 1
            if source.kind(start) == .operator, source.text(start) == "?" || source.text(start) == "!" { start += 1 }
        }
        var nameToken = start
        if source.isWord(start, "self"), source.kind(start + 1) == .period { nameToken = start + 2 }
        guard nameToken < last, source.kind(nameToken) == .identifier, !source.isWord(nameToken, "self"), source.kind(nameToken + 1) == .leftParen,
              source.closingBracket(of: nameToken + 1) == last, let enclosing = catalogue.enclosingSite(file: file, token: first) else { return nil }
        let declaration = catalogue.sites[enclosing].declaration
        // A static member calls static methods bare.
        if ModelCatalogue.functions(declaration.members).contains(where: { $0.head.isStatic && $0.span.first <= first && first <= $0.span.last }) { return nil }
        let name = source.text(nameToken)
        if nameToken == start {
            let memberStart = Self.memberStart(in: declaration.members, holding: first) ?? declaration.leftBrace ?? first
            // Any other mention of the name before the call in the member (a parameter,
            // `func f(load: () -> T)`, a local) may be what the call calls.
            for j in memberStart ..< first where source.kind(j) == .identifier && source.text(j) == name && !(j > 0 && source.kind(j - 1) == .period) {
                if source.kind(j + 1) != .leftParen { return nil }
            }
            if scopedBinder(of: name, file: file, token: first, from: memberStart) != nil { return nil }
        }
        let labels = arguments(open: nameToken + 1, close: last, in: source).map(\.label)
        return methodResultType(of: catalogue.sites[enclosing].key, named: name, labels: labels, isStatic: false)
    }
}
