import ObservableSyntax

/// A custom `==` reached through a synthesized one (review 48/04, Home Assistant:
/// `struct CustomWidget: Equatable { var items: [MagicItem] }`, with `MagicItem.==` comparing
/// identity only, held as `@Published var widgets: [CustomWidget]`). The compiler synthesizes
/// `==` for a struct (an enumeration with associated values) that declares `Equatable` and
/// writes none: it compares each stored property (each associated value) with its own `==`, so
/// `CustomWidget ==` is `MagicItem`'s by construction, and the macro's setter skips a set whose
/// widgets differ only in what `MagicItem.==` leaves out. Rule: SE-0185 (synthesized `Equatable`
/// compares every stored property / associated value), Observation's `shouldNotifyObservers`.
extension MigrationPlanner {
    /// How a type of the run with a synthesized `==` reaches a custom one: the path of members
    /// (`CustomWidget.items → MagicItem`) and the type whose `==` is custom (`MagicItem`).
    struct EqualityReach: Equatable {
        let path: String
        let equalType: String
    }

    /// Where the names of a type expression are read: at a token of a file (its scopes), or
    /// in the scope of a typealias whose target it is.
    enum NamePlace {
        case written(file: Int, token: Int)
        case aliasScope([String], file: Int)

        var file: Int {
            switch self {
            case let .written(file, _), let .aliasScope(_, file): return file
            }
        }
    }

    /// The structs and enumerations of the run that declare `Equatable` (`Hashable`,
    /// `Comparable`: `declaresEquatable`) with no `==` of their own (not in `custom`), whose
    /// stored properties or associated values are compared through a type of `custom` or of
    /// another such struct, at any depth (a fixed point over the run's types, so a cycle ends):
    /// each with how it reaches the custom `==`.
    func synthesizedEqualities(reaching custom: Set<String>) -> [String: EqualityReach] {
        var reached: [String: EqualityReach] = [:]
        let candidates = catalogue.sites.indices.filter { k in
            let site = catalogue.sites[k]
            return (site.declaration.kind == .struct || site.declaration.kind == .enum) && !custom.contains(site.key)
                && declaresEquatable(site.key)
        }
        guard !candidates.isEmpty else { return [:] }
        var changed = true
        while changed {
            changed = false
            let keys = custom.union(reached.keys)
            for k in candidates where reached[catalogue.sites[k].key] == nil {
                guard let (member, key) = equalityMember(of: k, keys) else { continue }
                let site = catalogue.sites[k]
                let step = "\(site.name).\(member)"
                reached[site.key] = reached[key].map { EqualityReach(path: step + " → " + $0.path, equalType: $0.equalType) }
                    ?? EqualityReach(path: step + " → " + key, equalType: key)
                changed = true
            }
        }
        return reached
    }

    /// The first stored property (associated value's case) of the struct or enumeration at
    /// site `k` compared through a type keyed in `keys`: its name and that key.
    func equalityMember(of k: Int, _ keys: Set<String>) -> (member: String, key: String)? {
        let site = catalogue.sites[k]
        let source = sources[site.file]
        for variable in ModelCatalogue.variables(site.declaration.members) where !variable.head.isStatic {
            for binding in variable.bindings where !binding.isComputed {
                guard case let .identifier(token) = binding.pattern else { continue }
                if let key = customEqualityType(of: binding, file: site.file, keys) { return (source.text(token), key) }
            }
        }
        for member in MemberWalk(site.declaration.members) {
            guard case let .enumCase(declaration) = member else { continue }
            let span = declaration.head.span
            var j = declaration.head.keyword + 1
            while j < span.last {
                if source.kind(j) == .identifier, source.kind(j + 1) == .leftParen, let close = source.closingBracket(of: j + 1) {
                    let values = TypeExprParser.parse(TokenSpan(j + 1, close), tokens: source.tokens, bytes: source.bytes)
                    let types = if case let .tuple(elements) = values.kind { elements.map(\.type) } else { [values] }
                    for type in types {
                        if let key = equalityReach(type, keys, at: .written(file: site.file, token: j)) { return (source.text(j), key) }
                    }
                    j = close
                }
                j += 1
            }
        }
        return nil
    }

    /// The key in `keys` of the type through whose `==` a value of `type` (its names read at
    /// `place`) is compared: as `comparesThrough`, and through a typealias of the run whose
    /// target is no nominal type (`typealias Items = [Item]`), read in the alias's scope.
    func equalityReach(_ type: TypeExpr, _ keys: Set<String>, at place: NamePlace, depth: Int = 0) -> String? {
        guard depth < 16 else { return nil }
        func inner(_ t: TypeExpr) -> String? { equalityReach(t, keys, at: place, depth: depth + 1) }
        switch type.kind {
        case let .optional(wrapped, _): return inner(wrapped)
        case let .array(element): return inner(element)
        case let .dictionary(keyType, value): return inner(keyType) ?? inner(value)
        case let .tuple(elements): return elements.count == 1 && elements[0].labels.isEmpty ? inner(elements[0].type) : nil
        case let .attributed(_, wrapped): return inner(wrapped)
        case let .named(components):
            let names = components.map(\.name)
            let resolved = typeKey(names, at: place)
            if let resolved, keys.contains(resolved) { return resolved }
            if resolved == nil, let (target, scope) = runAliasTarget(names, at: place) {
                return equalityReach(target, keys, at: .aliasScope(scope, file: place.file), depth: depth + 1)
            }
            guard let key = (components.last?.arguments ?? []).lazy.compactMap(inner).first else { return nil }
            if Self.conditionallyEquatable.contains(names.joined(separator: ".")) { return key }
            if let resolved, catalogue.typesByName[resolved] != nil { return declaresEquatable(resolved) ? key : nil }
            return key
        default: return nil
        }
    }

    /// The key of the run's type `names` resolves to at `place` (`exactTypeKey` at a token).
    func typeKey(_ names: [String], at place: NamePlace) -> String? {
        switch place {
        case let .written(file, token): return exactTypeKey(names, file: file, token: token)
        case let .aliasScope(scope, file):
            guard catalogue.index.resolve(names, in: scope, useFallback: false) != nil else { return nil }
            return catalogue.key(of: names, scope: scope, file: file)
        }
    }

    /// The target of the run's typealias that `names` resolves to at `place`, and its scope.
    func runAliasTarget(_ names: [String], at place: NamePlace) -> (TypeExpr, [String])? {
        let scope: [String]
        switch place {
        case let .written(file, token): scope = lookupScope(file: file, token: token)
        case let .aliasScope(aliasScope, _): scope = aliasScope
        }
        guard let qualified = catalogue.index.resolve(names, in: scope, useFallback: false),
              let alias = catalogue.index.typeEntries(qualified, useFallback: false)?.first(where: { $0.kind == .typeAlias && !$0.fromInterface }),
              let target = alias.aliasTarget else { return nil }
        return (target.parsed, alias.scope)
    }
}
