import ObservableSyntax

/// The elements of labelled tuples named through a typealias of the run.
extension MigrationPlanner {
    /// The key of the type of element `label` of the tuple that typealias `alias` (a simple or
    /// qualified name, as a chain's link is typed) stands for: `typealias Objects = (session:
    /// Session, settings: Settings)` gives `Session` for `Objects`, `session`, read in the alias's
    /// scope (`App.objects.session`, emitron). Nil when no alias of the run has that name, when
    /// two such aliases differ, or when the target is not a tuple with that label.
    func tupleElementType(ofAlias alias: String, label: String) -> String? {
        let index = runIndex.index
        var found: Set<String> = []
        for qualified in index.types.keys where qualified == alias || qualified.hasSuffix("." + alias) {
            for entry in index.typeEntries(qualified, useFallback: false) ?? [] where entry.kind == .typeAlias {
                guard let target = entry.aliasTarget, case let .tuple(elements) = target.parsed.kind,
                      let element = elements.first(where: { $0.labels == [label] }),
                      let name = Self.nominalName(ofType: element.type.text) else { return nil }
                found.insert(typeKey(name, scope: entry.scope))
            }
        }
        return found.count == 1 ? found.first : nil
    }
}
