import ObservableSyntax

/// Collections of `NSObject` instances (review 27a/02, FinanceTracker): `@Published var all =
/// [Wallet]()` set again to the fetched objects after one of them was renamed. `@Published`
/// notified on every set, so the list redrew the new name; the macro's setter compares the
/// arrays with `==`, which for `NSObject` is `isEqual(_:)` (identity, unless overridden): the
/// same objects compare equal, the set does not notify, and the list keeps the old name.
extension MigrationPlanner {
    /// Imported classes whose `==` is `NSObject.isEqual(_:)`, as a superclass or a generic
    /// constraint is written; and the Core Data generics whose argument is an entity class.
    static let objectIdentityRoots: Set<String> = ["NSObject", "NSManagedObject", "CoreData.NSManagedObject", "ObjectiveC.NSObject", "Foundation.NSObject"]
    static let entityGenerics: Set<String> = ["NSFetchedResultsController", "NSFetchRequest", "FetchedResults", "FetchRequest"]

    /// The element type of a published binding of class site `siteIndex`, written in its
    /// annotation (`[Wallet]`, `Set<O>`, `Wallet?`) or its initializer (`[Wallet]()`), whose
    /// instances `==` compares through `NSObject` (rule `comparesThroughObjectIdentity`): nil
    /// when there is none. A type with a custom `==` of the run is reported by its own rule.
    func objectIdentityElement(of binding: PatternBinding, site siteIndex: Int, customEqualities: Set<String>) -> String? {
        let site = catalogue.sites[siteIndex]
        let source = sources[site.file]
        let span: TokenSpan
        if let annotation = binding.typeAnnotation {
            guard Self.isCollectionOrOptional(annotation, in: source), !Self.isFunctionType(annotation, in: source) else { return nil }
            span = annotation
        } else if let value = binding.initializer, source.kind(value.first) == .leftSquare,
                  let close = source.closingBracket(of: value.first), close < value.last, source.kind(close + 1) == .leftParen {
            // `[Wallet]()`, `[String: Wallet]()`.
            span = TokenSpan(value.first, close)
        } else {
            return nil
        }
        for (components, token) in Self.typeNameChains(in: span, source) {
            let name = components.joined(separator: ".")
            if comparesThroughObjectIdentity(components, site: siteIndex, token: token, customEqualities: customEqualities) { return name }
        }
        return nil
    }

    /// Whether instances of the type `components` (written at `token` in class site
    /// `siteIndex`) compare with `NSObject`'s `isEqual(_:)`: `NSObject` or `NSManagedObject`
    /// itself; a class of the run whose top superclass of the run inherits from one (and has
    /// no `==` of its own); a generic parameter of the class constrained to one, directly or
    /// through a protocol of the run that refines it (`protocol Entity: NSManagedObject`); or
    /// a type the run does not declare that the class fetches as a Core Data entity
    /// (a stored property typed `NSFetchedResultsController<Wallet>`: Xcode generates the entity class).
    func comparesThroughObjectIdentity(_ components: [String], site siteIndex: Int, token: Int, customEqualities: Set<String>) -> Bool {
        let name = components.joined(separator: ".")
        if Self.objectIdentityRoots.contains(name) { return true }
        let site = catalogue.sites[siteIndex]
        if components.count == 1, let parameter = site.declaration.genericParameters.first(where: { $0.name == name }) {
            return parameter.constraintPaths.contains { path in
                Self.objectIdentityRoots.contains(path.joined(separator: ".")) || protocolRefinesObjectRoot(path.last ?? "")
            }
        }
        if let key = exactTypeKey(components, file: site.file, token: token) {
            guard !customEqualities.contains(key), catalogue.classesByName[key] != nil else { return false }
            let top = superclassKeys(of: key).last ?? key
            return catalogue.bodies(of: top).contains { k in
                let declaration = catalogue.sites[k].declaration
                guard declaration.kind == .class, let first = declaration.inheritance.first else { return false }
                return Self.objectIdentityRoots.contains(first.components.joined(separator: ".")) && catalogue.classesByName[first.components.last ?? ""] == nil
            }
        }
        // Not declared by the run: a Core Data entity when the class fetches it.
        guard components.count == 1, catalogue.typesByName[name] == nil else { return false }
        for body in catalogue.bodies(of: site.key) {
            let source = sources[catalogue.sites[body].file]
            for variable in ModelCatalogue.variables(catalogue.sites[body].declaration.members) {
                for binding in variable.bindings {
                    // `NSFetchedResultsController<Wallet>`: the generic's name, then its one argument.
                    guard let annotation = binding.typeAnnotation, annotation.last - annotation.first == 3,
                          Self.entityGenerics.contains(source.text(annotation.first)), source.text(annotation.first + 2) == name else { continue }
                    return true
                }
            }
        }
        return false
    }

    /// Whether protocol `name` of the run refines `NSObject` or `NSManagedObject`, directly or
    /// through other protocols of the run (at most 8 deep).
    func protocolRefinesObjectRoot(_ name: String, depth: Int = 0) -> Bool {
        guard depth < 8 else { return false }
        for k in catalogue.typesByName[name] ?? [] where catalogue.sites[k].declaration.kind == .protocol {
            for entry in catalogue.sites[k].declaration.inheritance {
                if Self.objectIdentityRoots.contains(entry.qualifiedName) { return true }
                if protocolRefinesObjectRoot(entry.components.last ?? "", depth: depth + 1) { return true }
            }
        }
        return false
    }
}
