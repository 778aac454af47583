import ObservableSyntax

/// What moved to Observation in this run, as the view-site rewrites ask it: migrated classes,
/// protocols whose conformers all migrated, and generic parameters whose `ObservableObject`
/// constraint moved with their declaration.
extension MigrationPlanner {
    /// The name under which a `some ObservableObject` parameter `name` is recorded in
    /// `migratedGenericParameters` (no type can be spelled so).
    static func someParameterKey(_ name: String) -> String { "some " + name }

    /// Whether `type`, seen at token `index` of `file`, is a generic parameter whose
    /// `ObservableObject` constraint this run made `Observable & AnyObject`.
    func isMigratedGenericParameter(_ type: String, file: Int, token index: Int) -> Bool {
        migratedGenericParameters.contains { $0.file == file && $0.name == type && $0.span.first <= index && index <= $0.span.last }
    }

    /// Whether the type a view property spells, as seen in type site `site`, is a migrated
    /// class, a generic parameter of the site constrained to a migrated protocol, or such a
    /// protocol (`any P`).
    func isMigratedType(_ type: String, site: Int) -> Bool {
        if migrated.contains(type) { return true }
        if migratedProtocols.contains(type) { return true }
        // A generic parameter of the site: `<M: ObservableObject>` that moved with the
        // declaration, `<M: P>` of a moved protocol, `<R: Base>` of a migrated class.
        return genericParameterDecision(type, owner: site) == .moved
    }

    /// The observable protocols that moved to `Observable`.
    var migratedProtocols: Set<String> {
        Set(catalogue.observableProtocols.keys.filter { name in
            let conformers = catalogue.chains.joined().filter { protocolClosure(of: $0).contains(name) }
            return !conformers.isEmpty && conformers.allSatisfy { migratedSites.contains($0) }
        })
    }
}
