import ObservableSyntax

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
