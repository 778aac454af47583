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
            guard Self.observableSuperclasses.contains(written), catalogue.superclass(of: top) == nil else { continue }
            blockers.append(MigrationBlocker(kind: .managedObject, name: first.components.last ?? written, file: site.file,
                                             token: site.declaration.nameToken ?? site.declaration.keyword, classes: [site.key]))
        }
        return blockers
    }

    /// Whether class `key` of the run is a Core Data class (see above): the top of its chain of
    /// superclasses of the run names `NSManagedObject` first. Such a class is an
    /// `ObservableObject` by SwiftUI's conformance, so a view that reads it through a migrated
    /// holder is told to observe it, not to make it `@Observable` (review 23a/03: that advice
    /// would drop the tracking of its `@NSManaged` attributes).
    func isManagedObjectClass(_ key: String) -> Bool {
        let top = superclassKeys(of: key).last ?? key
        return catalogue.bodies(of: top).contains { k in
            let declaration = catalogue.sites[k].declaration
            guard declaration.kind == .class, let first = declaration.inheritance.first else { return false }
            return Self.observableSuperclasses.contains(first.components.joined(separator: ".")) && catalogue.classesByName[first.components.last ?? ""] == nil
        }
    }
}
