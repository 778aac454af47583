import ObservableSyntax

/// `ObservableObject` in the `where` clause of an extension of a generic type of the run
/// (review 25c/02, reown-swift: `extension Backport where Wrapped: ObservableObject {
/// @propertyWrapper public struct StateObject … }`, used as `@Backport.StateObject var router:
/// Router`). The constraint holds for the members declared in the extension and the types
/// nested there; which class it receives is the type each use binds the parameter to:
/// `Backport<Router>`, `Backport(router)` (the type's initializers and memberwise properties
/// written with the parameter), `@Backport.StateObject var router: Router` and
/// `Backport.StateObject(wrappedValue: router)` (a nested type's initializers written with
/// it). It is the generic rule of the extended type (README, migrate table, row `struct
/// Panel<Model: ObservableObject>`): only the classes so passed stay, each reported at its
/// use; a use whose type cannot be told keeps every class, as before. It kept every class of
/// the run ("may receive any class"), 25 of reown-swift's 34 for no true reason.
extension MigrationPlanner {
    /// The extension whose `where` clause holds token `token` of `file` as a constraint on a
    /// generic parameter of the type it extends, as a generic declaration: the extended type's
    /// simple name, the labels of its initializers' and memberwise properties' parameters
    /// written with that parameter (those of the extension's own initializers too), and the
    /// extension's name token (so its span is the declaration's, for its publisher uses).
    /// Nil when the token is in no such clause, the extended type is not declared in the run
    /// with that generic parameter, or its name is qualified (then every class stays, as before).
    func constrainedExtensionOwner(file: Int, token: Int) -> GenericOwner? {
        let source = sources[file]
        guard let colon = constraintColon(of: token, in: source) else { return nil }
        let parameter = source.text(colon - 1)
        for k in catalogue.sitesByFile[file] {
            let site = catalogue.sites[k]
            guard site.declaration.kind == .extension, let nameToken = site.declaration.nameToken, let open = site.declaration.leftBrace,
                  nameToken < token, token < open, !site.declaration.name.contains("."),
                  (nameToken ..< token).contains(where: { source.isWord($0, "where") }) else { continue }
            guard let declared = catalogue.typesByName[site.key]?.first(where: {
                catalogue.sites[$0].declaration.kind != .extension && catalogue.sites[$0].declaration.genericParameters.contains { $0.name == parameter }
            }) else { return nil }
            let declaration = catalogue.sites[declared].declaration
            var labels = labelsSpellingGeneric(declaration, [parameter], in: sources[catalogue.sites[declared].file])
            for member in site.declaration.members {
                guard case let .initializer(initializer) = member else { continue }
                for argument in initializer.parameters where mentions(argument.type, parameter, in: source) { labels.insert(argument.label) }
            }
            return GenericOwner(name: site.declaration.name, labels: labels, declarationToken: nameToken, file: file)
        }
        return nil
    }

    /// The uses of a type nested in the constrained extension that `owner` stands for, found
    /// at token `token` (the extended type's name) of `file`: `@Backport.StateObject var x: T`
    /// (when an initializer of the nested wrapper takes `wrappedValue` of the parameter) and
    /// `Backport.StateObject(wrappedValue: x)` or `Backport<T>.StateObject(…)` (each argument
    /// whose label an initializer of the nested type writes with the parameter). Empty for any
    /// other owner or token.
    func constrainedNestedUseBlockers(owner: GenericOwner, file: Int, token: Int, candidates: [String]) -> [MigrationBlocker] {
        guard let (extensionSite, parameter) = constrainedExtension(of: owner) else { return [] }
        let source = sources[file]
        var k = token + 1
        k = skippingGenericArguments(from: k, in: source)
        guard source.kind(k) == .period, source.kind(k + 1) == .identifier else { return [] }
        let nestedName = source.text(k + 1)
        guard let nested = catalogue.sitesByFile[owner.file].first(where: { n in
            catalogue.sites[n].declaration.kind != .extension && catalogue.sites[n].simpleName == nestedName
                && catalogue.enclosingSite(file: owner.file, token: catalogue.sites[n].declaration.keyword) == extensionSite
        }) else { return [] }
        let nestedSource = sources[owner.file]
        var labels: Set<String> = []
        for member in catalogue.sites[nested].declaration.members {
            guard case let .initializer(initializer) = member else { continue }
            for argument in initializer.parameters where mentions(argument.type, parameter, in: nestedSource) { labels.insert(argument.label) }
        }
        let nestedOwner = GenericOwner(name: owner.name, labels: labels, declarationToken: owner.declarationToken, file: owner.file)
        // `@Backport.StateObject var router: Router`: its `init(wrappedValue:)` is called.
        if token > 0, source.kind(token - 1) == .atSign {
            // Already looked at by the generic rule when the owner's labels allow the attribute.
            guard labels.contains("wrappedValue"), !(owner.labels.isEmpty || owner.labels.contains("wrappedValue")) else { return [] }
            return wrapperAttributeBlocker(owner: nestedOwner, file: file, attribute: token, candidates: candidates).map { [$0] } ?? []
        }
        k = skippingGenericArguments(from: k + 2, in: source)
        if source.kind(k) == .period && source.isWord(k + 1, "init") { k += 2 }
        guard !labels.isEmpty, source.kind(k) == .leftParen, let close = source.closingBracket(of: k) else { return [] }
        var blockers: [MigrationBlocker] = []
        for argument in arguments(open: k, close: close, in: source) where labels.contains(argument.label) {
            blockers += argumentBlockers(argument.value, owner: nestedOwner, file: file, candidates: candidates)
        }
        return blockers
    }

    /// The constrained extension site that `owner` (from `constrainedExtensionOwner`) stands
    /// for, with the generic parameter its clause constrains; nil for any other owner.
    func constrainedExtension(of owner: GenericOwner) -> (site: Int, parameter: String)? {
        let source = sources[owner.file]
        guard let k = catalogue.sitesByFile[owner.file].first(where: {
            catalogue.sites[$0].declaration.kind == .extension && catalogue.sites[$0].declaration.nameToken == owner.declarationToken
        }), let open = catalogue.sites[k].declaration.leftBrace else { return nil }
        for mention in owner.declarationToken ..< open where source.isWord(mention, "ObservableObject") {
            if let colon = constraintColon(of: mention, in: source) { return (k, source.text(colon - 1)) }
        }
        return nil
    }

    /// Whether the type written in `span` names generic parameter `parameter` anywhere
    /// (`Wrapped`, `@autoclosure @escaping () -> Wrapped`, `[Wrapped]`).
    func mentions(_ span: TokenSpan?, _ parameter: String, in source: MigrationSource) -> Bool {
        guard let span else { return false }
        return source.indices(of: span).contains { source.kind($0) == .identifier && source.text($0) == parameter && !($0 > 0 && source.kind($0 - 1) == .period) }
    }

    /// The token after a generic argument clause that starts at `k` (`<Router>`), or `k`.
    func skippingGenericArguments(from start: Int, in source: MigrationSource) -> Int {
        guard source.kind(start) == .operator, source.firstByte(start) == UInt8(ascii: "<") else { return start }
        var k = start
        var depth = 0
        while k < source.tokens.count {
            if source.kind(k) == .operator { depth += source.angleDelta(k) }
            k += 1
            if depth <= 0 { break }
        }
        return k
    }
}

extension MigrationPlanner {
    /// The blocker of an argument of several tokens passed where `ObservableObject` is expected
    /// (`Box(content: App.router)`, `Backport.StateObject(wrappedValue: AppKit.viewModel)`):
    /// when it starts with a name, the class the run's index types it as (`argumentType`), else
    /// every class, as its type cannot be told (the message says so). Before, such an argument
    /// was not looked at, and the class it passes migrated with no word: a build break.
    /// Nil for a typed argument that is no class of the run, or one that starts otherwise (a
    /// literal, a closure).
    func chainArgumentBlocker(_ value: TokenSpan, owner: GenericOwner, file: Int, candidates: [String]) -> MigrationBlocker? {
        let source = sources[file]
        guard source.kind(value.first) == .identifier else { return nil }
        if let type = argumentType(file: file, first: value.first, last: value.last) {
            return typedArgumentBlocker(type, owner: owner, file: file, token: value.first, candidates: candidates)
        }
        return MigrationBlocker(kind: .genericUntoldArgument, name: owner.name, file: file, token: value.first, classes: candidates)
    }

    /// The blocker of an argument whose type the rules told as `type` (a key, or what a name
    /// that names no type of the run resolves to): a class of `candidates` is passed; a simple
    /// name that several types of the run take and that the scopes of the use did not resolve
    /// to one (`Model()` where no enclosing type nests a `Model`) is untold, every class kept;
    /// anything else is no class of the run (nil). Before, such a name was taken for another
    /// module's type, and the class it may be migrated (review 47/04, Xit).
    func typedArgumentBlocker(_ type: String, owner: GenericOwner, file: Int, token: Int, candidates: [String]) -> MigrationBlocker? {
        if candidates.contains(type) { return MigrationBlocker(kind: .genericArgument, name: owner.name, file: file, token: token, classes: [type]) }
        guard catalogue.typesByName[type] == nil, let keys = catalogue.keysBySimpleName[type], keys.count > 1 else { return nil }
        return MigrationBlocker(kind: .genericUntoldArgument, name: owner.name, file: file, token: token, classes: candidates)
    }
}
