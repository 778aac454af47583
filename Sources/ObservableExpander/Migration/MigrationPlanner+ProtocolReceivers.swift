import ObservableSyntax

/// `objectWillChange` on a value typed by a protocol of the run that refines `ObservableObject`
/// (review 21c/01, processout: `init(erasing viewModel: some ViewModel<State>)` then
/// `viewModel.objectWillChange`; the same with `any P`, a plain `P`, or `M` of `<M: P>`). It is
/// a Combine use through `P`, which `Observable` does not have: `P` stays an
/// `ObservableObject`, and so does every class that conforms to it. Before, a plain `P` or
/// `<M: P>` let `P` and its conformers migrate, a build break with no word; `some P`/`any P`
/// were an error although the type is written.
extension MigrationPlanner {
    /// The key of the observable protocol that receiver `name` (used at token `index` of
    /// `file`, typed `resolved` when the run's rules tell it) is typed by: `resolved` itself;
    /// a parameter of an enclosing function or initializer written `P`, `any P`, `some P`,
    /// `some P<A>`; or a generic parameter of an enclosing function, initializer or type
    /// constrained to `P` (`<M: P>`, `where M: P`). Nil otherwise.
    func observableProtocolReceiver(_ name: String, resolved: String?, file: Int, token index: Int) -> String? {
        if let resolved, catalogue.observableProtocols[resolved] != nil { return resolved }
        let source = sources[file]
        let scope = lookupScope(file: file, token: index)
        var members = source.tree.members
        for k in catalogue.sitesByFile[file] { members += catalogue.sites[k].declaration.members }
        // The enclosing callables: their parameters and generic parameters.
        var generic: [GenericParameter] = []
        // An initializer's generic parameters, read from its signature's tokens (the tree
        // keeps none): `init<M: P>(…)`, `init<M>(…) where M: P`.
        var signatureConstraints: [(name: String, path: [String])] = []
        var parameterType: TypeExpr?
        for member in MemberWalk(members) {
            let parameters: [Parameter], span: TokenSpan
            switch member {
            case let .function(function):
                (parameters, span) = (function.parameters, function.span)
                if span.first < index, index <= span.last { generic += function.genericParameters }
            case let .initializer(initializer):
                (parameters, span) = (initializer.parameters, initializer.head.span)
                if span.first < index, index <= span.last, let body = initializerBodyStart(initializer, in: source) {
                    signatureConstraints += Self.writtenConstraints(from: initializer.head.keyword, to: body, in: source)
                }
            default: continue
            }
            guard span.first < index, index <= span.last else { continue }
            for parameter in parameters {
                guard let type = parameter.type, type.first >= 2, source.kind(type.first - 1) == .colon,
                      source.text(type.first - 2) == name else { continue }
                parameterType = TypeExprParser.parse(type, tokens: source.tokens, bytes: source.bytes)
            }
        }
        for k in catalogue.enclosingSites(file: file, token: index) { generic += catalogue.sites[k].declaration.genericParameters }
        // `P`, `any P`, `some P<A>`: the protocol; `M`: its constraints.
        var named: [String]?
        if let parameterType {
            var type = parameterType
            while case let .specified(word, inner) = type.kind, word == "some" || word == "any" { type = inner }
            if case let .named(components) = type.kind { named = components.map(\.name) }
        } else if let resolved, !resolved.contains(".") {
            named = [resolved]
        }
        guard let named else { return nil }
        if let key = catalogue.key(of: named, scope: scope, file: file), catalogue.observableProtocols[key] != nil { return key }
        guard named.count == 1 else { return nil }
        let paths = (generic.last(where: { $0.name == named[0] })?.constraintPaths ?? []) + signatureConstraints.filter { $0.name == named[0] }.map(\.path)
        for path in paths {
            if let key = catalogue.key(of: path, scope: scope, file: file), catalogue.observableProtocols[key] != nil { return key }
        }
        return nil
    }

    /// The conformance constraints written among tokens `from ..< to` of a signature: each
    /// `Name: A.B & C` after `<`, `,` or `where`, as the name and each dotted type's components.
    static func writtenConstraints(from: Int, to: Int, in source: MigrationSource) -> [(name: String, path: [String])] {
        var found: [(name: String, path: [String])] = []
        var k = from + 1
        while k + 2 < to {
            defer { k += 1 }
            guard source.kind(k) == .identifier, source.kind(k + 1) == .colon,
                  source.isWord(k - 1, "<") || source.kind(k - 1) == .comma || source.isWord(k - 1, "where") else { continue }
            var j = k + 2
            while j < to, source.kind(j) == .identifier {
                var path = [source.text(j)]
                while j + 2 < to, source.kind(j + 1) == .period, source.kind(j + 2) == .identifier { j += 2; path.append(source.text(j)) }
                found.append((source.text(k), path))
                guard j + 2 < to, source.isWord(j + 1, "&") else { break }
                j += 2
            }
        }
        return found
    }

    /// The keys of the candidate classes that conform to observable protocol `key` (their
    /// clause, an extension's, or through a protocol refining it).
    func conformers(ofObservableProtocol key: String) -> [String] {
        catalogue.chains.joined().filter { protocolClosure(of: $0).contains(key) }.map { catalogue.sites[$0].key }
    }
}
