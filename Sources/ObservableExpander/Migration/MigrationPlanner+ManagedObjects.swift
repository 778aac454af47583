import ObservableSyntax

/// Core Data classes: `NSManagedObject` is an `ObservableObject` already (SwiftUI declares
/// the conformance), and its `objectWillChange` fires when a managed (`@NSManaged`) attribute
/// changes. Observation tracks none of them, so a migrated Core Data class would stop
/// redrawing its views in silence: it keeps `ObservableObject` (review 12a/01, Ferrite).
extension MigrationPlanner {
    /// The names of a class that the run does not declare and that is an `ObservableObject`
    /// by its own module, as a superclass is written.
    static let observableSuperclasses: Set<String> = ["NSManagedObject", "CoreData.NSManagedObject"]

    /// One blocker at the name of each chain's first class whose superclass, directly or
    /// through superclasses of the run, is `NSManagedObject` (the chain rule keeps the rest).
    func managedObjectBlockers() -> [MigrationBlocker] {
        var blockers: [MigrationBlocker] = []
        for chain in catalogue.chains {
            guard let root = chain.first else { continue }
            let site = catalogue.sites[root]
            // The class of the run at the top: the one whose superclass the run does not declare.
            var top = root
            if let last = superclassKeys(of: site.key).last, let sites = catalogue.classesByName[last], sites.count == 1 { top = sites[0] }
            guard let first = catalogue.sites[top].declaration.inheritance.first else { continue }
            let written = first.components.joined(separator: ".")
            guard Self.observableSuperclasses.contains(written), catalogue.classesByName[first.components.last ?? ""] == nil else { continue }
            blockers.append(MigrationBlocker(kind: .managedObject, name: first.components.last ?? written, file: site.file,
                                             token: site.declaration.nameToken ?? site.declaration.keyword, classes: [site.key]))
        }
        return blockers
    }
}

/// Scene delegates: SwiftUI puts a scene delegate that is an `ObservableObject` into the
/// environment of its scene's views, where `@EnvironmentObject` reads it with no
/// `.environmentObject` call in the app (review 13b/04, LiveContainer). That it does so for an
/// `@Observable` scene delegate is not documented, so such a class keeps `ObservableObject`.
extension MigrationPlanner {
    static let sceneDelegateProtocols: Set<String> = ["UIWindowSceneDelegate", "UISceneDelegate"]

    /// One blocker at the name of each `ObservableObject` class of the run whose inheritance
    /// clause (or an extension's) names a scene delegate protocol (`UIKit.`-qualified or not)
    /// and that a view reads with `@EnvironmentObject` (else nothing relies on the injection).
    func sceneDelegateBlockers() -> [MigrationBlocker] {
        // The `ObservableObject` classes of the run (the members of its chains).
        let candidates = Set(catalogue.chains.flatMap { $0.map { catalogue.sites[$0].key } })
        let read = environmentObjectTypes()
        return catalogue.sites.compactMap { site in
            guard site.declaration.kind == .class || site.declaration.kind == .extension, candidates.contains(site.key), read.contains(site.key),
                  let entry = site.declaration.inheritance.first(where: { Self.sceneDelegateProtocols.contains($0.components.last ?? "") }),
                  catalogue.classesByName[site.key] != nil else { return nil }
            return MigrationBlocker(kind: .sceneDelegate, name: entry.components.last ?? "", file: site.file,
                                    token: site.declaration.nameToken ?? site.declaration.keyword, classes: [site.key])
        }
    }

    /// The types of the `@EnvironmentObject` properties of the run.
    func environmentObjectTypes() -> Set<String> {
        var types: Set<String> = []
        for site in catalogue.sites where site.declaration.kind != .protocol {
            for variable in ModelCatalogue.variables(site.declaration.members)
            where ModelCatalogue.attributes(variable.attributes).contains(where: { Wrapper(attribute: $0) == .environmentObject }) {
                for binding in variable.bindings { if let type = propertyType(of: binding, file: site.file) { types.insert(type) } }
            }
        }
        return types
    }
}
