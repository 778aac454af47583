import ObservableSyntax

/// An associated type written against `ObservableObject` (`associatedtype Model:
/// ObservableObject`, `: P & ObservableObject`, `where Model: ObservableObject`) of a protocol `Q`
/// of the run (rule `associatedTypeBindings`). Only a type that adopts `Q` (or a protocol
/// refining it) binds it: by `typealias Model = C`, by a nested type named `Model`, or by the
/// declared type of its witness of a requirement typed `Model` (`var model: C` for `var model:
/// Model { get }`, `init(model: C)`, `func make() -> C`). So it keeps only the classes so bound,
/// not every class of the run, and moves to `Observable & AnyObject` with them (all or none),
/// as a generic parameter does with the classes passed to it (`MigrationPlanner+Protocols`).
///
/// It stays written against `ObservableObject`, with every class bound to it, when a binding is
/// a type that is no candidate class of the run, or when the protocol's own declaration, its
/// extensions, a protocol refining it or code generic over it reaches a publisher or SwiftUI's
/// `ObservableObject` API (`objectWillChange`, `$x`, `@ObservedObject`, `.environmentObject`).
/// A conformer whose binding cannot be told keeps the classes it may bind (those it names, those
/// passed to it when generic, those named by the protocol's extensions), reported at it. A
/// protocol that no type of the run adopts binds nothing: its constraint is left and keeps no class.
extension MigrationPlanner {
    /// One associated type of the run constrained to `ObservableObject`.
    struct AssociatedTypeOwner {
        /// The protocol's site and key.
        var site: Int
        var protocolName: String
        /// The associated type's name.
        var name: String
        var display: String { protocolName + "." + name }
    }

    /// The associated type that `ObservableObject` at token `mention` of `file` constrains
    /// (`associatedtype X: ObservableObject`, `: P & ObservableObject`, `where X:
    /// ObservableObject`, in the protocol's body or its `where` clause); nil for another mention.
    func associatedTypeOwner(file: Int, token mention: Int) -> AssociatedTypeOwner? {
        let source = sources[file]
        guard let colon = constraintColon(of: mention, in: source) else { return nil }
        let name = source.text(colon - 1)
        for k in catalogue.sitesByFile[file] {
            let site = catalogue.sites[k]
            guard site.declaration.kind == .protocol, !site.isLocal, site.declaration.span.first <= mention, mention <= site.declaration.span.last else { continue }
            var associated = false
            for case let .typeAlias(alias) in MemberWalk(site.declaration.members) where alias.isAssociatedType && alias.name == name { associated = true }
            // `Q.X` must name one protocol of the run: a simple name declared twice cannot be told.
            guard associated, catalogue.keysBySimpleName[site.simpleName]?.count == 1 else { return nil }
            return AssociatedTypeOwner(site: k, protocolName: site.key, name: name)
        }
        return nil
    }

    /// The protocols of the run that refine protocol `name` (at any depth), with `name`.
    func refiningProtocols(of name: String) -> Set<String> {
        var result: Set<String> = [name]
        var changed = true
        while changed {
            changed = false
            for site in catalogue.sites where site.declaration.kind == .protocol && !result.contains(site.key) {
                if site.declaration.inheritance.contains(where: { result.contains($0.components.last ?? "") }) {
                    result.insert(site.key)
                    changed = true
                }
            }
        }
        return result
    }

    /// The blockers of the `ObservableObject` mentions that constrain `owner`, or a generic
    /// group that may move with the classes bound to it (appended to `genericGroups`).
    mutating func associatedTypeBlockers(_ owner: AssociatedTypeOwner, mentions: [Int], candidates: [String]) -> [MigrationBlocker] {
        let candidateSet = Set(candidates)
        let protocols = refiningProtocols(of: owner.protocolName)
        let protocolSite = catalogue.sites[owner.site]
        // The conformers: types (and extensions) whose clause names the protocol or one refining it.
        var conformers: [String] = []
        for site in catalogue.sites where site.declaration.kind != .protocol && !site.isLocal
            && site.declaration.inheritance.contains(where: { protocols.contains($0.components.last ?? "") }) && !conformers.contains(site.key) {
            conformers.append(site.key)
        }
        var bound: [MigrationBlocker] = []
        var stays: [MigrationBlocker] = []
        var untold: [MigrationBlocker] = []
        for conformer in conformers {
            let planner = self
            let candidatesOfConformer = { planner.associatedTypeCandidates(conformer: conformer, protocols: protocols, candidates: candidates) }
            if let binding = associatedTypeBinding(of: owner, conformer: conformer, protocols: protocols) {
                if let type = binding.type, candidateSet.contains(type) {
                    bound.append(MigrationBlocker(kind: .associatedTypeBinding, name: owner.display, file: binding.file, token: binding.token, classes: [type]))
                } else if binding.type != nil {
                    stays.append(MigrationBlocker(kind: .associatedTypeForeignBinding, name: owner.display, file: binding.file, token: binding.token, classes: []))
                } else {
                    untold.append(MigrationBlocker(kind: .associatedTypeUntold, name: owner.display, file: binding.file, token: binding.token, classes: candidatesOfConformer()))
                }
            } else {
                let site = catalogue.typesByName[conformer]?.first ?? catalogue.extensionsByName[conformer]?.first ?? owner.site
                let declaration = catalogue.sites[site].declaration
                untold.append(MigrationBlocker(kind: .associatedTypeUntold, name: owner.display, file: catalogue.sites[site].file,
                                               token: declaration.nameToken ?? declaration.keyword, classes: candidatesOfConformer()))
            }
        }
        // Code over the associated type that needs `ObservableObject` itself.
        for use in associatedTypeCombineUses(protocols: protocols) {
            stays.append(MigrationBlocker(kind: .associatedTypeUse, name: owner.display, file: use.file, token: use.token, classes: []))
        }
        let boundClasses = Array(Set(bound.flatMap(\.classes))).sorted()
        // Every binding told and a class that may migrate, nothing reaching a publisher: the
        // associated type may move with its classes (none bound: nothing to keep, left as is).
        if stays.isEmpty && untold.isEmpty {
            if bound.isEmpty {
                explain(rule: .associatedTypeBindings, "associated type '\(owner.display)' stays written against 'ObservableObject'",
                        reason: "no type of the run adopts '\(owner.protocolName)', so it binds no class and keeps none",
                        file: protocolSite.file, offset: sources[protocolSite.file].offset(mentions[0]))
            } else {
                genericGroups.append(GenericGroup(owner: GenericOwner(name: owner.display, labels: [], declarationToken: protocolSite.declaration.nameToken ?? protocolSite.declaration.keyword,
                                                                      file: protocolSite.file),
                                                  mentions: mentions, passed: bound, associatedType: owner.display))
            }
            return []
        }
        // It stays: each class bound to it stays, reported at its binding; each reason at its line.
        var result = bound
        for var blocker in stays {
            blocker.classes = boundClasses
            if !blocker.classes.isEmpty { result.append(blocker) }
        }
        for var blocker in untold {
            blocker.classes = Array(Set(blocker.classes).union(boundClasses)).sorted()
            if !blocker.classes.isEmpty { result.append(blocker) }
        }
        return result
    }

    /// How `conformer` binds `owner`: the type's key (nil when it cannot be told: a generic
    /// parameter, a type that is not a plain name) and where; nil when no binding is found.
    func associatedTypeBinding(of owner: AssociatedTypeOwner, conformer: String, protocols: Set<String>) -> (type: String?, file: Int, token: Int)? {
        let sites = (catalogue.typesByName[conformer] ?? []) + (catalogue.extensionsByName[conformer] ?? [])
        let generic = Set(sites.flatMap { catalogue.sites[$0].declaration.genericParameters.map(\.name) })
        // The type a written span names, as seen at its site.
        func named(_ span: TokenSpan?, file: Int) -> (type: String?, file: Int, token: Int)? {
            guard let span else { return nil }
            let source = sources[file]
            // A plain (dotted) name only: `C`, `Module.C`; `C?`, `C<T>`, `[C]` bind no class of the run.
            guard source.indices(of: span).allSatisfy({ source.kind($0) == .identifier || source.kind($0) == .period }),
                  source.kind(span.first) == .identifier else { return (nil, file, span.first) }
            let written = source.indices(of: span).filter { source.kind($0) == .identifier }.map { source.text($0) }
            if written.count == 1 && generic.contains(written[0]) { return (nil, file, span.first) }
            let key = catalogue.key(of: written, scope: lookupScope(file: file, token: span.first), file: file)
            return (key ?? written.joined(separator: "."), file, span.first)
        }
        // `typealias X = C` in the conformer or its extensions.
        for k in sites {
            for case let .typeAlias(alias) in MemberWalk(catalogue.sites[k].declaration.members) where !alias.isAssociatedType && alias.name == owner.name {
                return named(alias.target, file: catalogue.sites[k].file) ?? (nil, catalogue.sites[k].file, alias.head.keyword)
            }
        }
        // A nested type named X.
        for k in sites where catalogue.sites[k].declaration.kind != .extension {
            let qualified = catalogue.sites[k].qualifiedName
            if let nested = catalogue.sites.firstIndex(where: { $0.declaration.kind != .extension && $0.scope.last == qualified && $0.declaration.name == owner.name }) {
                let declaration = catalogue.sites[nested].declaration
                return (catalogue.sites[nested].key, catalogue.sites[nested].file, declaration.nameToken ?? declaration.keyword)
            }
        }
        // The witness of a requirement typed X (`X` or `Self.X`), of the protocol or one refining it.
        let protocolSites = protocols.compactMap { catalogue.typesByName[$0]?.first }.filter { catalogue.sites[$0].declaration.kind == .protocol }
        for p in protocolSites {
            let source = sources[catalogue.sites[p].file]
            let members = catalogue.sites[p].declaration.members
            func spellsX(_ span: TokenSpan?) -> Bool {
                guard let span else { return false }
                let words = source.indices(of: span).map { source.text($0) }
                return words == [owner.name] || words == ["Self", ".", owner.name]
            }
            for variable in ModelCatalogue.variables(members) {
                for binding in variable.bindings where spellsX(binding.typeAnnotation) {
                    guard let property = name(of: binding, in: source) else { continue }
                    for k in sites {
                        let file = catalogue.sites[k].file
                        for witness in ModelCatalogue.variables(catalogue.sites[k].declaration.members) where witness.head.isStatic == variable.head.isStatic {
                            for candidate in witness.bindings where name(of: candidate, in: sources[file]) == property {
                                if let annotation = candidate.typeAnnotation { return named(annotation, file: file) }
                                // `var model = C()`: the initializer's type.
                                let token = candidate.initializer?.first ?? witness.head.keyword
                                return (typeName(of: candidate, file: file), file, token)
                            }
                        }
                    }
                }
            }
            for function in ModelCatalogue.functions(members) where spellsX(function.returnType) {
                for k in sites {
                    for witness in ModelCatalogue.functions(catalogue.sites[k].declaration.members)
                        where witness.name == function.name && witness.parameters.map(\.label) == function.parameters.map(\.label) {
                        return named(witness.returnType, file: catalogue.sites[k].file) ?? (nil, catalogue.sites[k].file, witness.head.keyword)
                    }
                }
            }
            for initializer in Self.initializers(members) {
                guard let index = initializer.parameters.firstIndex(where: { spellsX($0.type) }) else { continue }
                for k in sites {
                    for witness in Self.initializers(catalogue.sites[k].declaration.members)
                        where witness.parameters.map(\.label) == initializer.parameters.map(\.label) {
                        return named(witness.parameters[index].type, file: catalogue.sites[k].file) ?? (nil, catalogue.sites[k].file, witness.head.keyword)
                    }
                }
            }
        }
        return nil
    }

    /// The candidate classes a conformer whose binding cannot be told may bind: those named in
    /// its declarations and extensions (and its superclasses' of the run), in the protocols and
    /// their extensions (a default type or witness), and those passed to it when it is generic.
    func associatedTypeCandidates(conformer: String, protocols: Set<String>, candidates: [String]) -> [String] {
        var sites = (catalogue.typesByName[conformer] ?? []) + (catalogue.extensionsByName[conformer] ?? [])
        // The protocols themselves (a default, `associatedtype Model: ObservableObject = C`) and
        // their extensions (a default witness).
        for name in protocols { sites += (catalogue.typesByName[name] ?? []) + (catalogue.extensionsByName[name] ?? []) }
        var site = catalogue.typesByName[conformer]?.first
        var depth = 0
        while let current = site, let superclass = catalogue.superclass(of: current), depth < 16 {
            sites += [superclass] + (catalogue.extensionsByName[catalogue.sites[superclass].key] ?? [])
            site = superclass
            depth += 1
        }
        var named: Set<String> = []
        let bySimpleName = Dictionary(grouping: candidates) { String($0.split(separator: ".").last ?? "") }
        for k in sites {
            let source = sources[catalogue.sites[k].file]
            for j in source.indices(of: catalogue.sites[k].declaration.span) where source.kind(j) == .identifier {
                for key in bySimpleName[source.text(j)] ?? [] { named.insert(key) }
            }
        }
        if let k = catalogue.typesByName[conformer]?.first, !catalogue.sites[k].declaration.genericParameters.isEmpty,
           let token = catalogue.sites[k].declaration.nameToken {
            let owner = GenericOwner(name: catalogue.sites[k].simpleName, labels: [], declarationToken: token, file: catalogue.sites[k].file)
            for blocker in genericArgumentBlockers(owner: owner, candidates: candidates) { named.formUnion(blocker.classes) }
        }
        return named.sorted()
    }

    /// The uses that need `ObservableObject` in code over the associated types of `protocols`:
    /// a publisher (`objectWillChange`, `$x`) or SwiftUI's `ObservableObject` API
    /// (`ObservedObject`, `StateObject`, `EnvironmentObject`, `environmentObject`) in the
    /// protocols, their extensions, or a declaration generic over one of them (`<V: Q>`,
    /// `where V: Q`, `some Q`, `any Q`).
    func associatedTypeCombineUses(protocols: Set<String>) -> [(file: Int, token: Int)] {
        var spans: [(file: Int, span: TokenSpan)] = []
        for (k, site) in catalogue.sites.enumerated() {
            let declaration = site.declaration
            let isProtocolOrExtension = protocols.contains(site.key) && (declaration.kind == .protocol || declaration.kind == .extension)
            let genericOver = declaration.kind != .extension && declaration.genericParameters.contains { !Set($0.constraints).isDisjoint(with: protocols) }
            if isProtocolOrExtension || genericOver { spans.append((catalogue.sites[k].file, declaration.span)) }
        }
        for file in sources.indices {
            let source = sources[file]
            for function in functions(in: file) {
                let overProtocol = function.genericParameters.contains { !Set($0.constraints).isDisjoint(with: protocols) }
                    || function.parameters.contains { parameter in
                        guard let type = parameter.type else { return false }
                        return source.indices(of: type).contains { j in
                            (source.isWord(j, "some") || source.isWord(j, "any")) && j < type.last && protocols.contains(source.text(j + 1))
                        }
                    }
                if overProtocol { spans.append((file, function.span)) }
            }
        }
        let api: Set<String> = ["ObservedObject", "StateObject", "EnvironmentObject", "environmentObject"]
        var uses: [(file: Int, token: Int)] = []
        for (file, span) in spans {
            let source = sources[file]
            for j in source.indices(of: span) {
                let publisher = source.isWord(j, "objectWillChange") || source.isWord(j, "ObjectWillChangePublisher")
                    || (source.kind(j) == .dollarIdentifier && j > 0 && source.kind(j - 1) == .period)
                if publisher || (source.kind(j) == .identifier && api.contains(source.text(j))) {
                    if !uses.contains(where: { $0.file == file && $0.token == j }) { uses.append((file, j)) }
                }
            }
        }
        return uses
    }
}
