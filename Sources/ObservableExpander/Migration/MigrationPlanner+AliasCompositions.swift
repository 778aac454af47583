import ObservableSyntax

/// `ObservableObject` in the target of a typealias (review 18c/03, Provenance: `typealias
/// _SystemProtocol = SystemProtocol & Identifiable & ObservableObject & Hashable`). The alias
/// receives nothing itself: its uses do. An alias named nowhere else in the run keeps no class;
/// a use in a constraint (`<M: Alias>`, `some Alias`) is read as the composition written there
/// (the generic rule: the classes passed to that declaration stay, as it cannot be rewritten);
/// any other use keeps the classes the composition can hold; a use in an inheritance clause
/// (`protocol Q: Alias`) keeps every class, as before, except a class's (`class C: Alias`),
/// which makes it a conformer (review 20a/01, `MigrationPlanner+AliasConformers`). A composition that names a protocol of the run (which does not
/// refine `ObservableObject`) can hold only the classes that conform to it; else every class.
/// Rule: README, migrate list "Left as they are".
extension MigrationPlanner {
    /// The blockers of `ObservableObject` at token `mention` of `file` when it is in the target
    /// of a typealias of a type or of the file: those of the alias's uses; nil for a mention
    /// in no typealias's target.
    func aliasMentionBlockers(file: Int, mention: Int, candidates: [String]) -> [MigrationBlocker]? {
        guard let alias = alias(file: file, holding: mention), let target = alias.target else { return nil }
        let reachable = compositionClasses(target, file: file, candidates: candidates)
        return aliasUseBlockers(alias, file: file, classes: reachable, every: candidates, depth: 0)
    }

    /// The typealias of a type or of `file` whose target holds token `token`.
    func alias(file: Int, holding token: Int) -> TypeAliasDeclaration? {
        var members = MemberWalk(sources[file].tree.members).map { $0 }
        for k in catalogue.sitesByFile[file] { members += MemberWalk(catalogue.sites[k].declaration.members).map { $0 } }
        return members.lazy.compactMap { member -> TypeAliasDeclaration? in
            guard case let .typeAlias(alias) = member, !alias.isAssociatedType, let target = alias.target,
                  target.first <= token, token <= target.last else { return nil }
            return alias
        }.first
    }

    /// The blockers of the uses of `alias` (declared in `file`), which can hold `classes`: a
    /// use in another alias's target is that alias's uses (`typealias AnySystem = any X`), to
    /// a depth of 8; a use in an inheritance clause keeps every class of the run, `candidates`.
    func aliasUseBlockers(_ alias: TypeAliasDeclaration, file: Int, classes: [String], every candidates: [String], depth: Int) -> [MigrationBlocker] {
        guard let target = alias.target else { return [] }
        var blockers: [MigrationBlocker] = []
        for (useFile, source) in sources.enumerated() {
            for j in source.indices(of: TokenSpan(0, max(0, source.tokens.count - 1))) where source.kind(j) == .identifier && source.text(j) == alias.name {
                // The alias's own name.
                if useFile == file, alias.head.keyword < j, j < target.first { continue }
                if let outer = self.alias(file: useFile, holding: j) {
                    blockers += depth < 8 ? aliasUseBlockers(outer, file: useFile, classes: classes, every: candidates, depth: depth + 1)
                        : [MigrationBlocker(kind: .observableObjectType, name: "", file: useFile, token: j, classes: candidates)]
                    continue
                }
                // In an inheritance clause (`protocol Q: X`, `extension T: X`): a protocol or
                // type that the alias makes observable, which the run's rules do not follow:
                // every class stays, as before. A class of the run (`class C: X`, `extension
                // C: X`) naming an observable alias is a conformer: it receives nothing, and
                // moves with the alias's other conformers (`AliasConformers`).
                let clauses = catalogue.sitesByFile[useFile].filter { k in
                    catalogue.sites[k].declaration.inheritance.contains { $0.span.first <= j && j <= $0.span.last }
                }
                if let k = clauses.first {
                    let kind = catalogue.sites[k].declaration.kind
                    if catalogue.observableAliases[alias.name] != nil, kind == .class || catalogue.extendsClassOfTheRun(k) { continue }
                    blockers.append(MigrationBlocker(kind: .observableObjectType, name: "", file: useFile, token: j, classes: candidates))
                    continue
                }
                guard !classes.isEmpty else { continue }
                let constraint = constraintColon(of: j, in: source) != nil || (j > 0 && source.isWord(j - 1, "some"))
                if constraint, !isInReturnType(file: useFile, token: j), let owner = genericOwner(file: useFile, token: j) {
                    blockers += genericArgumentBlockers(owner: owner, candidates: classes)
                } else {
                    blockers.append(MigrationBlocker(kind: .observableObjectType, name: "", file: useFile, token: j, classes: classes))
                }
            }
        }
        return blockers
    }

    /// The classes among `candidates` that a composition (`P & Identifiable & ObservableObject`)
    /// can hold: when it names a protocol of the run that does not refine `ObservableObject`,
    /// those of the subclass chains one of whose classes conforms to it (by its clause or an
    /// extension's, or through a protocol of the run refining it); every candidate when it
    /// names none, or when an extension of a type that is not a class of the run conforms
    /// (an imported superclass may pass the conformance on).
    func compositionClasses(_ target: TokenSpan, file: Int, candidates: [String]) -> [String] {
        let source = sources[file]
        let protocols = source.indices(of: target).filter { j in
            guard source.kind(j) == .identifier, !(j > target.first && source.kind(j - 1) == .period) else { return false }
            let name = source.text(j)
            return catalogue.observableProtocols[name] == nil
                && (catalogue.typesByName[name] ?? []).contains { catalogue.sites[$0].declaration.kind == .protocol }
        }.map { source.text($0) }
        guard !protocols.isEmpty else { return candidates }
        // Each named protocol with those of the run that refine it.
        var family = Set(protocols)
        var changed = true
        while changed {
            changed = false
            for site in catalogue.sites where site.declaration.kind == .protocol && !family.contains(site.key)
                && site.declaration.inheritance.contains(where: { family.contains($0.components.last ?? "") }) {
                family.insert(site.key)
                changed = true
            }
        }
        let conforms = { (entries: [TypeReference]) in entries.contains { family.contains($0.components.last ?? "") } }
        for (k, site) in catalogue.sites.enumerated() where site.declaration.kind == .extension && !catalogue.extendsClassOfTheRun(k) {
            if conforms(site.declaration.inheritance), catalogue.typesByName[site.key] == nil { return candidates }
        }
        // A class conforms by its entries or by a superclass's (one of the run that is no
        // candidate, `class B: A, ObservableObject` with `A: P`).
        let conformsUp = { (site: Int) -> Bool in
            var k = site
            for _ in 0 ..< 64 {
                if conforms(catalogue.conformanceEntries(of: k).map(\.reference)) { return true }
                // The superclass as the compiler finds it from the class's scope (review 24c/01).
                guard let next = catalogue.superclass(of: k) else { return false }
                k = next
            }
            return true
        }
        var result: Set<String> = []
        for chain in catalogue.chains where chain.contains(where: conformsUp) {
            result.formUnion(chain.map { catalogue.sites[$0].key })
        }
        return candidates.filter(result.contains)
    }
}
