import ObservableSyntax

/// A class that stays an `ObservableObject` and holds a migrated class in a stored property
/// (`@Published var adapter: Adapter`, `[Item]`, `Item?`): a view that reads
/// `holder.adapter.showBrowser` redrew before only when the holder republished; now Observation
/// tracks the read of the migrated class's property, and the view redraws on each change of it.
/// The note is the one a migrated holder gets (`migrate-nested-observable`,
/// `migrate-collection-of-observables`), at the holder's property (review 14b/F4).
extension MigrationPlanner {
    mutating func reportKeptHoldersOfMigrated() {
        guard !migrated.isEmpty else { return }
        let kept = Set(summary.keptClasses)
        for chain in catalogue.chains {
            for siteIndex in chain where kept.contains(catalogue.sites[siteIndex].key) && !migrated.contains(catalogue.sites[siteIndex].key) {
                let site = catalogue.sites[siteIndex]
                let source = sources[site.file]
                for variable in ModelCatalogue.variables(site.declaration.members) where !variable.head.isStatic {
                    for binding in variable.bindings where !binding.isComputed {
                        guard case let .identifier(token) = binding.pattern else { continue }
                        if let type = heldTypeName(of: binding, file: site.file), migrated.contains(type) {
                            report(.migrationNestedObservable(property: source.text(token), type: type, owner: site.key), file: site.file, token: token)
                        } else if let annotation = binding.typeAnnotation, Self.isCollectionOrOptional(annotation, in: source),
                                  !Self.isFunctionType(annotation, in: source),
                                  // `Set<Item.ID>`, `Item.Kind?`: a type nested in the class, no instance of it.
                                  source.indices(of: annotation).contains(where: { source.kind($0) == .identifier && migrated.contains(source.text($0))
                                      && source.kind($0 + 1) != .period && source.kind($0 - 1) != .period }) {
                            report(.migrationCollectionOfObservables(property: source.text(token), type: source.normalizedText(annotation), owner: site.key),
                                   file: site.file, token: token)
                        }
                    }
                }
            }
        }
    }
}
