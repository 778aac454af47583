import ObservableSyntax

/// Inference from declarations (the `DeclarationIndex`): member chains such as `E.case`,
/// `Duration.zero`, `Memory.snapshot()`, `Theme.shared.tint`, `Box<Int>.empty`,
/// `Models.Visibility.pub`, and calls of free functions declared in other files: the answers
/// of the index to `InferenceDeclarations` (the literal rules, in `Facts/`, ask them).
///
/// The answer is the compiler's only where it is certain: a member whose type is not written,
/// an overload set whose result types differ, a generic result that no explicit argument fixes,
/// or anything after a non-nominal type (an optional, an array) gives nil. Why it failed, when
/// a name is missing or overloads differ, is recorded in `failure` for the error message.
extension TypeInference {
    /// One link of a chain: a name, its explicit generic arguments, its call's argument labels.
    struct Link: Hashable {
        var name: String
        var arguments: [TypeExpr] = []
        /// Argument labels of the call that follows the name (`_` for an unlabeled one), nil
        /// when not called.
        var callLabels: [String]?
    }

    /// The links of a member chain (`a.b<T>(x:).c`); nil for any other expression. Walked
    /// from the end without recursion (a chain may be long).
    private static func links(of expr: Expr) -> [Link]? {
        // The postfix parts from the last to the first, then the head name.
        var parts: [Expr] = []
        var current = expr
        while true {
            switch current.kind {
            case let .member(base, _), let .specialized(base, _), let .call(base, _, _):
                parts.append(current)
                current = base
                continue
            case let .name(name):
                guard name.utf8.first != UInt8(ascii: "$") else { return nil }
            default:
                return nil
            }
            break
        }
        guard case let .name(head) = current.kind else { return nil }
        var links = [Link(name: DeclarationIndex.bare(head))]
        for part in parts.reversed() {
            switch part.kind {
            case let .member(_, name):
                guard let first = name.utf8.first, TypeSpelling.isIdentifierStart(first) else { return nil }
                links.append(Link(name: DeclarationIndex.bare(name)))
            case let .specialized(_, arguments):
                // No types: a list that is not types (`Box<Int, , X>`).
                guard !arguments.isEmpty, links[links.count - 1].arguments.isEmpty, links[links.count - 1].callLabels == nil else { return nil }
                links[links.count - 1].arguments = arguments
            case let .call(_, arguments, trailing):
                guard trailing.isEmpty, links[links.count - 1].callLabels == nil else { return nil }
                links[links.count - 1].callLabels = arguments.map { $0.label ?? "_" }
            default:
                return nil
            }
        }
        return links
    }

    /// The type of a member chain through the index, or nil (with `failure` noted when a name
    /// is missing or overloads disagree).
    func inferChain(_ expr: Expr) -> String? {
        guard let index, let links = Self.links(of: expr) else { return nil }
        // A chain of several links whose first name no enclosing type declares is looked up
        // from the file scope (a single name may be the class's static property): the same
        // answer in every class, worked out once per run (`Int.max`, `Duration.zero` recur in
        // every model, each lookup through the standard library's index).
        guard let deferredIndex, links.count > 1, !declaredInScope(links[0].name, index) else { return inferChain(links, index) }
        return deferredIndex.chainAnswer(links) { capturingFailure { inferChain(links, index) } }.replayed(on: notes)
    }

    /// Whether a type enclosing the class (or the class) declares a type named `name`.
    private func declaredInScope(_ name: String, _ index: DeclarationIndex) -> Bool {
        // A name no file of the run declares a type of (`Int`, `Duration`) is declared by no
        // enclosing type: the lookups below ask the run's files only (one per enclosing type,
        // each a miss through the run's lookup, for every chain of every class).
        if let names = runTypeNames, !name.utf8.contains(UInt8(ascii: "`")), !names.contains(name) { return false }
        return scope.contains { index.typeEntries($0 + "." + name, useFallback: false) != nil }
    }

    /// What `body` answers, and the first failure it notes (kept apart from any noted before),
    /// for an answer kept for the run.
    private func capturingFailure(_ body: () -> String?) -> ChainAnswer {
        let earlier = notes.failure
        notes.failure = nil
        let type = body()
        let failure = notes.failure
        notes.failure = earlier
        return ChainAnswer(type: type, failure: failure)
    }

    /// A type found through the index, and the first failure its lookup noted.
    struct ChainAnswer {
        var type: String?
        var failure: Failure?

        /// The type, with the failure noted as the lookup noted it.
        func replayed(on notes: FailureNote) -> String? {
            if let failure { notes.record(failure) }
            return type
        }
    }

    private func inferChain(_ links: [Link], _ index: DeclarationIndex) -> String? {
        let spelling = TypeSpelling(index: index, memo: deferredIndex)
        // The head: the longest run of uncalled names that is a type (`Models.Visibility`,
        // `Memory`, `Box<Int>`), generic arguments only on its last name.
        var headCount = 0
        var head: TypeSpelling.TypeValue?
        // No longer run can name a type (`resolve` would look each length up in turn).
        for count in stride(from: min(links.count, index.longestTypeName(useFallback: true) + 1), through: 1, by: -1) {
            let names = links.prefix(count)
            guard names.allSatisfy({ $0.callLabels == nil }), names.dropLast().allSatisfy({ $0.arguments.isEmpty }),
                  let found = resolvedHead(names.map(\.name), index, spelling) else { continue }
            let arguments = names.last!.arguments
            head = TypeSpelling.TypeValue(name: found.resolved, type: TypeExpr.name(found.written, arguments: arguments), arguments: arguments)
            headCount = count
            break
        }
        if head == nil, let extended = extendedExternalType(links, index) {
            // `JSONDecoder.iso8601`: a type no input declares, whose extension in the run does.
            head = extended
            headCount = 1
        }
        guard let current = head else {
            // `make()`: a free function declared in a file of the run or the context.
            if links.count == 1, let labels = links[0].callLabels, !Self.startsUppercase(links[0].name) {
                return result(of: index.memberEntries(of: "", named: links[0].name).filter { if case .function = $0.kind { true } else { false } },
                              labels: labels, owner: .none,
                              described: links[0].name, spelling)?.text
            }
            // `limit`: a static property of the class, or a global variable.
            if links.count == 1, links[0].callLabels == nil, links[0].arguments.isEmpty {
                return bareNameType(links[0].name, index, spelling)
            }
            let uppercase = links.prefix { $0.name.first.map { $0.isUppercase } ?? false }
            if !uppercase.isEmpty, links.count > 1 || links[0].callLabels == nil {
                notes.record(.undeclared(uppercase.map(\.name).joined(separator: ".")))
            }
            return nil
        }
        guard headCount < links.count else {
            return nil // a type alone (`Int`) is not a value
        }
        guard let deferredIndex else { return members(links[headCount...], of: current, index, spelling) }
        // The members after the head depend on the head and the index alone, and the index does
        // not change once built: each is looked up once per run (`Int.max`, `Duration.zero`
        // recur in every model, and a lookup through the protocols of a standard type asks the
        // standard library's index for each of them).
        let key = MemberChainKey(head: current.name, headType: current.type, headArguments: current.arguments, links: Array(links[headCount...]))
        return deferredIndex.memberChainAnswer(key) { capturingFailure { members(links[headCount...], of: current, index, spelling) } }
            .replayed(on: notes)
    }

    /// The type `names` means in the class's scope, and how it is written: as the compiler
    /// prints it, qualified by its enclosing types, a module prefix only where another module's
    /// type of that name would capture it. Nil when no type has that name.
    private func resolvedHead(_ names: [String], _ index: DeclarationIndex, _ spelling: TypeSpelling) -> ResolvedHead? {
        func anew(_ scope: [String]) -> ResolvedHead? {
            guard let resolved = index.resolve(names, in: scope) else { return nil }
            return ResolvedHead(resolved: resolved, written: spelling.written(names, resolved: resolved, module: nil) ?? names.joined(separator: "."))
        }
        // When no enclosing type declares the first name, the lookup is the file scope's, the
        // same for every class (`Int`, `Duration` through the standard library's index): made
        // once per run.
        guard let deferredIndex, let first = names.first,
              !declaredInScope(first, index) else { return anew(scope) }
        return deferredIndex.fileScopeHead(names) { anew([]) }
    }

    /// A chain's head type: the qualified name the index declares, and how it is written.
    struct ResolvedHead {
        var resolved: String
        var written: String
    }

    /// What `members(_:of:_:_:)` answers for a run: the head type as resolved and written, and
    /// the links after it.
    struct MemberChainKey: Hashable {
        var head: String
        var headType: TypeExpr
        var headArguments: [TypeExpr]
        var links: [Link]
    }

    /// The type of `links`, members of `head` in turn (a metatype: the head names a type), or nil.
    private func members(_ links: ArraySlice<Link>, of head: TypeSpelling.TypeValue, _ index: DeclarationIndex,
                         _ spelling: TypeSpelling) -> String? {
        var current = head
        var isMetatype = true
        var currentType = current.type
        for position in links.indices {
            let link = links[position]
            let isLast = position == links.endIndex - 1
            guard link.arguments.isEmpty else { return nil }
            if isMetatype && link.name == "self" && link.callLabels == nil {
                return isLast ? current.spelling + ".Type" : nil
            }
            if link.name == "init" { return nil } // `T.init(…)`: the initializer rules decide
            let described = current.spelling + "." + link.name
            var entries: [DeclarationIndex.MemberEntry] = []
            // The type's own members (and its superclasses'); failing those, the members its
            // protocols and their extensions declare (`Int.max` is `FixedWidthInteger`'s),
            // which must name nothing but `Self` and declared types.
            let own = owners(of: current.name, index)
            var throughProtocols = false
            // The protocols only when the type's own members declare nothing: finding them walks
            // every conformance (about 60 for `Int`), most of a lookup's cost.
            for pass in 0 ..< 2 where entries.isEmpty {
                throughProtocols = pass == 1
                for owner in pass == 0 ? own : own.flatMap({ deferredIndex?.protocols(of: $0) ?? index.protocols(of: $0) }) { entries += index.memberEntries(of: owner, named: link.name).filter { entry in
                    let staticOK = isMetatype ? entry.isStatic : !entry.isStatic
                    switch entry.kind {
                    case .property: return staticOK && link.callLabels == nil
                    case .enumCase: return isMetatype && link.callLabels == nil
                    case .enumCaseWithValues: return isMetatype && link.callLabels != nil
                    case .function: return staticOK && link.callLabels != nil
                    }
                } }
            }
            guard !entries.isEmpty else {
                // Missing only when nothing of that name is declared (an instance member used
                // statically, or a case with associated values not called, is declared).
                if own.allSatisfy({ index.memberEntries(of: $0, named: link.name).isEmpty }) { notes.record(.undeclared(described)) }
                return nil
            }
            guard let type = result(of: entries, labels: link.callLabels, owner: current, described: described,
                                    throughProtocols ? TypeSpelling(index: index, strict: true, memo: deferredIndex) : spelling) else { return nil }
            currentType = type
            isMetatype = false
            if !isLast {
                guard let nominal = type.nominal,
                      let resolved = index.resolve(nominal.name.split(separator: ".").map(String.init), in: []) else { return nil }
                current = TypeSpelling.TypeValue(name: resolved, type: type, arguments: nominal.arguments)
            }
        }
        return currentType.text
    }

    /// The type of a bare name in an initializer written in the class's body, by the compiler's
    /// unqualified lookup from the class outwards: a static property of the class (declared in
    /// it, an extension of it, or a superclass) whose type is known, else a global variable of
    /// the run or its context. Nil when the first scope that declares the name (the class's
    /// protocols included) declares anything else of that name (an instance property, a
    /// function, a case), or when an enclosing type declares it at all (not followed).
    private func bareNameType(_ name: String, _ index: DeclarationIndex, _ spelling: TypeSpelling) -> String? {
        for (depth, enclosing) in scope.reversed().enumerated() {
            let own = owners(of: enclosing, index)
            let entries = own.flatMap { index.memberEntries(of: $0, named: name) }
            let inherited = own.flatMap { index.protocols(of: $0) }.flatMap { index.memberEntries(of: $0, named: name) }
            if entries.isEmpty && inherited.isEmpty { continue }
            guard depth == 0, inherited.isEmpty, entries.allSatisfy({ $0.kind == .property && $0.isStatic }),
                  index.typeEntries(enclosing)?.first?.genericParameters.isEmpty ?? true else { return nil }
            let written = spelling.written(enclosing.split(separator: ".").map(String.init), scope: [], module: nil) ?? enclosing
            return result(of: entries, labels: nil, owner: TypeSpelling.TypeValue(name: enclosing, type: .name(written), arguments: []),
                          described: name, spelling)?.text
        }
        let globals = index.memberEntries(of: "", named: name)
        guard !globals.isEmpty, globals.allSatisfy({ $0.kind == .property }) else { return nil }
        return result(of: globals, labels: nil, owner: .none, described: name, spelling)?.text
    }

    /// The head of `links` when its first name is a type that nothing in the index declares
    /// but an extension in it extends (`extension JSONDecoder { static let iso8601: … }`), and
    /// the chain goes on to a member of it; nil otherwise.
    private func extendedExternalType(_ links: [Link], _ index: DeclarationIndex) -> TypeSpelling.TypeValue? {
        guard links.count > 1, let link = links.first, link.callLabels == nil, link.arguments.isEmpty,
              link.name.first?.isUppercase == true, index.resolve([link.name], in: scope) == nil,
              index.declaresMembers(of: link.name) || index.fallback.map({ $0.shared.index.declaresMembers(of: link.name) }) == true else { return nil }
        return TypeSpelling.TypeValue(name: link.name, type: .name(link.name), arguments: [])
    }

    /// `name` and, for a typealias, the type it names, and for a class its superclasses: where
    /// members of `name` are declared (at most 16, so that a cycle ends).
    private func owners(of name: String, _ index: DeclarationIndex) -> [String] {
        var found: [String] = []
        var next: String? = name
        while let current = next, found.count < 16, !found.contains(current) {
            found.append(current)
            let aliases = index.typeEntries(current)?.filter { $0.kind == .typeAlias } ?? []
            if let alias = aliases.first, let target = alias.aliasTarget,
               aliases.contains(where: { $0.aliasTarget?.text != target.text || $0.scope != alias.scope }) {
                // Declared per `#if` clause with different targets: which holds is not known.
                notes.record(.aliasPerClause(current))
                return []
            }
            if let alias = aliases.first, let target = alias.aliasTarget,
               let nominal = target.parsed.nominal {
                next = index.resolve(nominal.name.split(separator: ".").map(String.init), in: alias.scope)
            } else {
                next = index.superclass(of: current)
            }
        }
        return found
    }

    /// The one result type of `entries` (those whose labels can take `labels`, when that leaves
    /// any), spelled for use outside their declaration; nil when one is not written or they
    /// differ (then `overloaded` is noted).
    private func result(of entries: [DeclarationIndex.MemberEntry], labels: [String]?, owner: TypeSpelling.TypeValue,
                        described: String, _ spelling: TypeSpelling) -> TypeExpr? {
        var candidates = entries
        if let labels {
            let matching = entries.filter { entry in
                guard case let .function(parameters) = entry.kind else { return true }
                return Self.labels(labels, fit: parameters)
            }
            if !matching.isEmpty { candidates = matching }
        }
        var types: Set<String> = []
        var first: TypeExpr?
        for entry in candidates {
            guard let declared = entry.type?.parsed else { return nil }
            if case .enumCaseWithValues = entry.kind, labels == nil { return nil }
            if owner.name.isEmpty, !entry.ownGenericParameters.isEmpty { return nil }
            guard let type = owner.name.isEmpty
                    ? spelling.spell(declared, scope: entry.declaringScope, module: entry.module, substitutions: [:], unknown: Set(entry.ownGenericParameters))
                    : spelling.spell(declared, member: entry, owner: owner) else { return nil }
            // Overloads agree when they print the same.
            if types.insert(type.text).inserted && first == nil { first = type }
        }
        guard types.count == 1, let type = first, Self.bracketsPairUp(types.first!) else {
            if types.count > 1 { notes.record(.overloaded(described)) }
            return nil
        }
        return type
    }

    /// Whether a call's labels can be a function's: in order, each call label matching the
    /// next parameter label it can (the others may have default values).
    static func labels(_ call: [String], fit parameters: [String]) -> Bool {
        var p = 0
        for label in call {
            while p < parameters.count && parameters[p] != label { p += 1 }
            if p == parameters.count { return false }
            p += 1
        }
        return true
    }

    /// Whether the index declares `init?`/`init!` for the type `callee` names, in a Swift
    /// source (interfaces are left to the well-known labels: every number type there has one).
    func indexDeclaresFailableInitializer(_ callee: String) -> Bool? {
        guard deferredIndex != nil, let nominal = ParsedTypes.shared.parse(callee).nominal else { return nil }
        // A type is resolved to a name that ends with the one written: when no file of the run
        // declares a type of that name, only the standard library's interfaces can (not asked).
        if let names = runTypeNames, let last = nominal.name.split(separator: ".").last,
           !last.utf8.contains(0x60), !names.contains(String(last)) { return nil }
        guard let index, let resolved = index.resolve(nominal.name.split(separator: ".").map(String.init), in: scope),
              let entries = index.typeEntries(resolved), !entries.contains(where: \.fromInterface) else { return nil }
        return index.memberEntries(of: resolved, named: "init").contains { $0.type?.parsed.isOptionalSelf == true }
    }
}

extension TypeInference {
    /// The run's index, when the declarations inference asks are it (nil: this file only).
    var deferredIndex: DeferredIndex? { declarations as? DeferredIndex }
    /// The run's index as inference reads it: through its lookups, reading files on demand
    /// when the run allows it (`DeferredIndex.lookup`).
    var index: DeclarationIndex? { deferredIndex?.lookup }
}

/// The index answers what inference asks of the declarations beyond the file.
extension DeferredIndex: InferenceDeclarations {
    func chainType(_ expr: Expr, in inference: TypeInference) -> String? {
        inference.inferChain(expr)
    }

    func declaresFailableInitializer(_ callee: String, in inference: TypeInference) -> Bool? {
        inference.indexDeclaresFailableInitializer(callee)
    }

    func qualifyingNestedTypes(_ type: String, in inference: TypeInference) -> String {
        inference.qualifyingNestedTypes(type)
    }

    func onlyStandardLibraryDeclares(freeFunction name: String) -> Bool {
        lookup.memberEntries(of: "", named: name).allSatisfy { $0.module == "Swift" }
    }

    func declaresMember(namedOneOf names: [String], ofOneOf owners: [String]) -> Bool {
        let index = lookup
        return names.contains { name in owners.contains { !(index.storedMembers(of: $0, named: name) ?? []).isEmpty } }
    }
}
