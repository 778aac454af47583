import ObservableSyntax

/// The last account of a run's conformers (review 17c/05): a class whose inheritance clause (or
/// an extension's) names a protocol that the run's declarations do not resolve, while protocols
/// of the run with that simple name refine `ObservableObject` (`class M: Alias.P`, `typealias
/// Alias = Outer`, with `Outer.P` and `Other.P`). Whether it conforms to one of them cannot be
/// told: migrating a conformer and rewriting the protocol under it would leave it neither an
/// `ObservableObject` nor tracked, in silence. So it is named, left as it is, and the protocols
/// of that name stay with their conformers (rule: "they move together, or all stay"). A bare
/// name for which every such protocol is nested out of the clause's scope names an imported
/// protocol: no account.
extension MigrationPlanner {
    /// One `protocolUnresolvedConformer` blocker per such clause entry, keeping the conformers of
    /// the protocols of that simple name and the class itself when it is a candidate. An entry
    /// whose protocols have no conformer in the run changes nothing (no protocol is rewritten
    /// without one) and gets none.
    func unresolvedProtocolBlockers() -> [MigrationBlocker] {
        var keysBySimpleName: [String: [String]] = [:]
        for (key, k) in catalogue.observableProtocols { keysBySimpleName[catalogue.sites[k].simpleName, default: []].append(key) }
        guard !keysBySimpleName.isEmpty else { return [] }
        let chainSites = Set(catalogue.chains.joined())
        var blockers: [MigrationBlocker] = []
        for (site, type) in catalogue.sites.enumerated() where type.declaration.kind == .class {
            for entry in catalogue.conformanceEntries(of: site) where entry.key == nil {
                guard let last = entry.reference.components.last, let protocols = keysBySimpleName[last] else { continue }
                // A bare name that none of them is in scope for (each nested in a type the
                // clause is not in) is an imported protocol, as the compiler finds it (review 24c/01).
                if entry.reference.components.count == 1,
                   !protocols.contains(where: { catalogue.isInClauseScope($0, written: entry.reference.components, scope: catalogue.clauseScope(of: entry.site)) }) { continue }
                let closure = protocolClosure(named: protocols)
                var kept = catalogue.chains.joined().filter { !protocolClosure(of: $0).isDisjoint(with: closure) }.map { catalogue.sites[$0].key }
                if chainSites.contains(site), !kept.contains(type.key) { kept.append(type.key) }
                guard !kept.isEmpty else { continue }
                blockers.append(MigrationBlocker(kind: .protocolUnresolvedConformer, name: entry.reference.qualifiedName, file: catalogue.sites[entry.site].file,
                                                 token: entry.reference.span.first, classes: kept))
            }
        }
        return blockers
    }
}
