import ObservableSyntax

/// `@Published` declared by a superclass of the run that is no `ObservableObject` (review 13b,
/// finding 2, onit's `PanelStateBaseManager`): the synthesized `objectWillChange` of a
/// conforming subclass is installed in every `@Published` field of the instance, the
/// superclass's included, so views holding the subclass follow them. A migrated subclass would
/// not track them (the superclass stays as it is), and those views would stop being redrawn in
/// silence: the chain keeps `ObservableObject`, with the reason at the inherited property.
extension MigrationPlanner {
    /// One blocker per instance `@Published` property of the run's superclasses of each chain's
    /// root (at its attribute), keeping the root (the chain rule keeps its subclasses).
    func inheritedPublishedBlockers() -> [MigrationBlocker] {
        var blockers: [MigrationBlocker] = []
        for chain in catalogue.chains {
            guard let root = chain.first else { continue }
            let key = catalogue.sites[root].key
            for superclass in superclassKeys(of: key) {
                for k in catalogue.bodies(of: superclass) {
                    let site = catalogue.sites[k]
                    let source = sources[site.file]
                    for variable in ModelCatalogue.variables(site.declaration.members) where Self.isPublished(variable) && !variable.head.isStatic {
                        guard let attribute = ModelCatalogue.attributes(variable.attributes).first(where: { $0.name == "Published" || $0.name == "Combine.Published" })
                        else { continue }
                        let name = variable.bindings.first.flatMap { self.name(of: $0, in: source) } ?? "?"
                        blockers.append(MigrationBlocker(kind: .inheritedPublished, name: superclass + "." + name, file: site.file,
                                                         token: attribute.span.first, classes: [key]))
                    }
                }
            }
        }
        return blockers
    }
}
