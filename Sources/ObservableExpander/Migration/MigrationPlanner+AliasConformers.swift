import ObservableSyntax

/// The classes that conform to `ObservableObject` through a typealias of the run (review 20a/01,
/// fluentui-apple: `typealias ControlState = NSObject & ObservableObject & Identifiable`, `class
/// ButtonStateImpl: ControlState`) move together, as a protocol's conformers do: an inheritance
/// clause receives no value, so naming the alias there keeps no class; when one of them is kept,
/// the alias keeps naming `ObservableObject`, and so every other conformer stays, reported at
/// its clause (`migrate-blocked-protocol`); when all of them migrate, the alias's
/// `ObservableObject` becomes `Observable` (`Observation.Observable` where another type of that
/// name may be seen), so that it no longer makes migrated classes `ObservableObject`s, and its
/// file imports Observation (`migrate-protocol-migrated`).
/// Rule: README, migrate table, `typealias X = … & ObservableObject & …` row.
extension MigrationPlanner {
    /// The sites of the chains of the classes whose clause (or an extension's) names alias
    /// `name`, by chain.
    func aliasConformerChains(_ name: String) -> [[Int]] {
        catalogue.chains.filter { chain in chain.contains { catalogue.observableAliases(of: $0).contains(name) } }
    }

    /// The blockers that keep every conformer of an observable alias when another one is kept
    /// (`kept`: the classes the blockers so far keep). Empty with `--force`.
    func aliasConformerBlockers(_ blockers: [MigrationBlocker]) -> [MigrationBlocker] {
        guard !options.force, !catalogue.observableAliases.isEmpty else { return [] }
        let kept = Set(blockers.flatMap(\.classes))
        var added: [MigrationBlocker] = []
        for name in catalogue.observableAliases.keys.sorted() {
            let chains = aliasConformerChains(name)
            let isKept = { (chain: [Int]) in chain.contains { kept.contains(self.catalogue.sites[$0].key) } }
            guard chains.contains(where: isKept) else { continue }
            for chain in chains where !isKept(chain) {
                for site in chain {
                    guard let entry = catalogue.conformanceEntries(of: site).first(where: { $0.reference.components == [name] }) else { continue }
                    let classes = chain.map { catalogue.sites[$0].key }
                    added.append(MigrationBlocker(kind: .aliasConformer, name: name, file: catalogue.sites[entry.site].file, token: entry.reference.span.first, classes: classes))
                    break
                }
            }
        }
        return added
    }

    /// Each observable alias all of whose conformers migrated (and that has one): its
    /// `ObservableObject` becomes `Observable`, and its file imports Observation.
    mutating func rewriteObservableAliases() {
        for (name, alias) in catalogue.observableAliases.sorted(by: { $0.key < $1.key }) {
            let conformers = aliasConformerChains(name).joined().filter { catalogue.observableAliases(of: $0).contains(name) }
            guard !conformers.isEmpty, conformers.allSatisfy({ migratedSites.contains($0) }) else { continue }
            let source = sources[alias.file]
            var span = TokenSpan(alias.mention, alias.mention)
            // `Combine.ObservableObject`: the whole name.
            if alias.mention >= 2, source.kind(alias.mention - 1) == .period, source.isWord(alias.mention - 2, "Combine") { span.first = alias.mention - 2 }
            let replacement = observableName(file: alias.file)
            edits[alias.file].append(source.replacement(of: span, with: replacement))
            observationFiles.insert(alias.file)
            report(.migrationAliasMigrated(name: name, replacement: replacement, conformers: conformers.map { catalogue.sites[$0].key }),
                   file: alias.file, token: alias.mention)
        }
    }
}
