import ObservableSyntax

/// A generic property wrapper of the run written as an attribute is a call of its initializer
/// (reviews 25a/01, 25a/02, 25c/03):
/// - its name is resolved by scope as a type's is: `@Backport.StateObject` names the run's
///   nested `Backport.StateObject` (the index resolves the qualified path), and a bare
///   `@StateObject` outside `Backport` is SwiftUI's, never the nested type of the run;
/// - `@Watched(Store.shared, \.count) var count` passes its arguments to `init(_:_:)`, typed as
///   call arguments are (`argumentType`, as `.environmentObject`'s): `Store` is passed, nothing
///   else is, and the wrapped property's type (`count`'s) binds the parameter `wrappedValue`
///   is written with (`Value`), not `Object`, when that one is not constrained to
///   `ObservableObject`;
/// - `\.$count` in those arguments is a key path rooted at the class passed to the parameter
///   the key path's `KeyPath<Object, …>` names.
/// Rule: README, migrate table, row `struct Panel<Model: ObservableObject>`.
extension MigrationPlanner {
    /// The type site (not an extension) that `owner` declares, when it is a type.
    func genericOwnerSite(_ owner: GenericOwner) -> Int? {
        catalogue.sitesByFile[owner.file].first { k in
            let declaration = catalogue.sites[k].declaration
            return declaration.kind != .extension && declaration.nameToken == owner.declarationToken
        }
    }

    /// The first token of the name written at token `index` (its last component): past
    /// `Outer.` components before it.
    func writtenPathStart(file: Int, token index: Int) -> Int {
        let source = sources[file]
        var start = index
        while start >= 2, source.kind(start - 1) == .period, source.kind(start - 2) == .identifier { start -= 2 }
        return start
    }

    /// Whether the name whose last component is token `index` of `file` (`StateObject` in
    /// `Backport.StateObject`, or bare) names the generic type `owner`, resolved in the scope
    /// there through the index: a type nested in another is named bare only inside its
    /// enclosing type. True for an owner that is a function, or a name written after a `.`
    /// that is not a type path (`x.Watched`, `.init`), which are read as before.
    func namesGenericOwner(_ owner: GenericOwner, file: Int, token index: Int) -> Bool {
        guard let site = genericOwnerSite(owner) else { return true }
        let source = sources[file]
        let start = writtenPathStart(file: file, token: index)
        if start > 0 && source.kind(start - 1) == .period { return true }
        let components = stride(from: start, through: index, by: 2).map { source.text($0) }
        let qualified = catalogue.sites[site].qualifiedName
        guard let resolved = runIndex.index.resolve(components, in: lookupScope(file: file, token: index), useFallback: false) else {
            // Not resolved: a top-level wrapper written bare is still read by its name.
            return components.count == 1 && !qualified.contains(".")
        }
        return resolved == qualified
    }

    /// Whether the wrapped value of a property wrapped by `owner` is passed to one of its
    /// generic parameters constrained to `ObservableObject`: `wrappedValue` is written with such
    /// a parameter (`var wrappedValue: Wrapped`, `Wrapped?`), or what it is written with cannot
    /// be told, or a parameter constrained to anything, or one that an initializer's `where`
    /// clause writes against `ObservableObject`. False when `wrappedValue` spells a parameter
    /// with no constraint at all (`var wrappedValue: Value` of `Watched<Object:
    /// ObservableObject, Value>`) or a concrete type.
    func wrappedValuePassesObservable(owner: GenericOwner) -> Bool {
        guard let site = genericOwnerSite(owner) else { return true }
        let declaration = catalogue.sites[site].declaration
        let source = sources[owner.file]
        for variable in ModelCatalogue.variables(declaration.members) where !variable.head.isStatic {
            for binding in variable.bindings where name(of: binding, in: source) == "wrappedValue" {
                guard let annotation = binding.typeAnnotation else { return true }
                if source.indices(of: annotation).contains(where: { source.isWord($0, "ObservableObject") }) { return true }
                guard let type = source.typeName(ofAnnotation: annotation) else { return true }
                guard let parameter = declaration.genericParameters.first(where: { $0.name == type }) else { return false }
                if !parameter.constraints.isEmpty { return true }
                // `init(wrappedValue: Value) where Value: ObservableObject`: an initializer's
                // own clause constrains it (review 18c/04a).
                return MemberWalk(declaration.members).contains { member in
                    guard case let .initializer(initializer) = member else { return false }
                    let end = Self.bodyOpening(from: initializer.head.span.first, through: initializer.head.span.last, in: source) ?? initializer.head.span.last
                    return (initializer.head.span.first ... end).contains { source.isWord($0, "ObservableObject") }
                }
            }
        }
        return true
    }

    /// The root of a key path with no root written (`\.$count`, token `index` its `$count`)
    /// that is an argument of a wrapper attribute of the run (`@Watched(Store.shared, \.count,
    /// \.$count)`): the type of the argument passed to the parameter its `KeyPath<Root, …>`
    /// names as root. `.some(nil)` when the key path is such an argument and its root cannot be
    /// told (no other root is guessed); nil when it is no argument of an attribute naming a
    /// type of the run.
    func attributeKeyPathRoot(file: Int, token index: Int) -> String?? {
        let source = sources[file]
        // The `(` of the argument list holding the key path.
        var depth = 0
        var open = index - 1
        while open > 0 {
            switch source.kind(open) {
            case .rightParen, .rightSquare, .rightBrace: depth += 1
            case .leftParen, .leftSquare, .leftBrace:
                if depth == 0 { break }
                depth -= 1
            default: break
            }
            if depth == 0 && [.leftParen, .leftSquare, .leftBrace].contains(source.kind(open)) { break }
            open -= 1
        }
        guard open > 1, source.kind(open) == .leftParen, source.kind(open - 1) == .identifier,
              let close = source.closingBracket(of: open), close > index else { return nil }
        let start = writtenPathStart(file: file, token: open - 1)
        guard start > 0, source.kind(start - 1) == .atSign else { return nil }
        let components = stride(from: start, through: open - 1, by: 2).map { source.text($0) }
        guard let qualified = runIndex.index.resolve(components, in: lookupScope(file: file, token: start), useFallback: false),
              let key = catalogue.keyByQualifiedName[qualified], let wrapper = catalogue.typesByName[key]?.first(where: { catalogue.sites[$0].declaration.kind != .extension }) else { return nil }
        let arguments = self.arguments(open: open, close: close, in: source)
        guard let position = arguments.firstIndex(where: { $0.value.first <= index && index <= $0.value.last }) else { return .some(nil) }
        let wrapperSource = sources[catalogue.sites[wrapper].file]
        for member in catalogue.sites[wrapper].declaration.members {
            guard case let .initializer(initializer) = member, initializer.parameters.count == arguments.count,
                  zip(initializer.parameters, arguments).allSatisfy({ $0.label == $1.label }),
                  let keyPathType = initializer.parameters[position].type else { continue }
            // `KeyPath<Object, …>`: the root is the first generic argument.
            var j = keyPathType.first
            guard wrapperSource.kind(j) == .identifier, wrapperSource.text(j).hasSuffix("KeyPath"),
                  wrapperSource.kind(j + 1) == .operator, wrapperSource.firstByte(j + 1) == UInt8(ascii: "<"),
                  wrapperSource.kind(j + 2) == .identifier else { continue }
            j += 2
            let root = wrapperSource.text(j)
            for (parameter, argument) in zip(initializer.parameters, arguments) {
                guard let type = parameter.type, type.first == type.last, wrapperSource.text(type.first) == root else { continue }
                return .some(argumentType(file: file, first: argument.value.first, last: argument.value.last))
            }
        }
        return .some(nil)
    }
}

extension MigrationPlanner {
    /// `\.$name` key paths (no root written) among the arguments of the property-wrapper
    /// attributes of `file` (`@Watched(Store.shared, \.count, \.$count)`), which the walk of
    /// statements does not read: a publisher of the class passed to the wrapper
    /// (`attributeKeyPathRoot`), or of every candidate publishing `name` when that cannot be
    /// told (review 25a/02: seen as the same key path passed to a function is).
    func attributeKeyPathBlockers(file: Int, published: [String: Set<String>], candidates: [String]) -> [MigrationBlocker] {
        let source = sources[file]
        var blockers: [MigrationBlocker] = []
        var j = 0
        while j + 2 < source.tokens.count {
            defer { j += 1 }
            guard source.kind(j) == .atSign, source.kind(j + 1) == .identifier else { continue }
            var name = j + 1
            while source.kind(name + 1) == .period && source.kind(name + 2) == .identifier { name += 2 }
            guard source.kind(name + 1) == .leftParen, let close = source.closingBracket(of: name + 1) else { continue }
            for k in name + 2 ..< close where source.kind(k) == .dollarIdentifier && k >= 2
                && source.kind(k - 1) == .period && source.kind(k - 2) == .backslash && source.dollarUses(in: TokenSpan(k, k)).isEmpty {
                let property = String(source.text(k).dropFirst())
                let owners: [String]
                switch attributeKeyPathRoot(file: file, token: k) {
                case let .some(root?): owners = published[root]?.contains(property) == true ? [root] : []
                default: owners = candidates.filter { published[$0]?.contains(property) == true }
                }
                let reachable = owners.filter { canSee(file: file, key: $0) }
                if !reachable.isEmpty { blockers.append(MigrationBlocker(kind: .publisher, name: property, file: file, token: k, classes: reachable)) }
            }
        }
        return blockers
    }
}
