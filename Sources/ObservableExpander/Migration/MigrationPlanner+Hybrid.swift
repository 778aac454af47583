import ObservableSyntax

/// Classes that are `@Observable` already and still conform to `ObservableObject` (a common
/// step of a migration done by hand): rule "only the conformance and its Combine leftovers go".
extension MigrationPlanner {
    /// Whether the class carries `@Observable` (or `Observation.Observable`), or, in a run with
    /// `--annotation comment` (a project that expands annotation comments with this tool), the
    /// comment `// @Observable`. In a run with attributes, such a comment is commented-out code
    /// (review 28c/01, PetNote: `//@Observable` above `class ModelData: ObservableObject`, the
    /// macro switched off by hand): read as the macro, the class lost its conformance and every
    /// notification, and its rewritten view sites did not build.
    func isAlreadyObservable(_ siteIndex: Int) -> Bool {
        let site = catalogue.sites[siteIndex]
        let attributes = ModelCatalogue.attributes(site.declaration.attributes)
        if attributes.contains(where: { $0.name == "Observable" || $0.name == "Observation.Observable" }) { return true }
        return options.annotation == .comment && commentsSay("@Observable", site.declaration.head, in: sources[site.file])
    }

    /// Whether the migrated class keyed `key` was `@Observable` before the run (a hybrid that
    /// also conformed to `ObservableObject`, or a SwiftData `@Model`): SwiftUI tracked its reads already, so a view
    /// holding it does not start observing it.
    func wasObservable(_ key: String) -> Bool {
        catalogue.bodies(of: key).contains { catalogue.sites[$0].declaration.kind == .class && isAlreadyObservable($0) } || isSwiftDataModel(key)
    }

    /// Whether `variable` (an `objectWillChange` declaration) is `let objectWillChange =
    /// ObservableObjectPublisher()` (also `Combine.`-qualified, any modifiers such as
    /// `nonisolated`): the publisher the conformance would synthesize, which `@Published` sends
    /// on as before. Alone, it is no use of Combine (review 21a/02, Droppy: two classes kept for
    /// the Swift 6 idiom `nonisolated let objectWillChange = ObservableObjectPublisher()`).
    func declaresDefaultPublisher(_ variable: VariableDeclaration, in source: MigrationSource) -> Bool {
        guard variable.isLet, variable.bindings[0].typeAnnotation == nil, let value = variable.bindings[0].initializer else { return false }
        let text = source.normalizedText(value)
        return text == "ObservableObjectPublisher()" || text == "Combine.ObservableObjectPublisher()"
    }

    /// The `objectWillChange` stored properties a class declares itself
    /// (`let objectWillChange = ObservableObjectPublisher()`): the variable and the name token.
    func objectWillChangeDeclarations(_ declaration: TypeDeclaration, in source: MigrationSource) -> [(variable: VariableDeclaration, token: Int)] {
        ModelCatalogue.variables(declaration.members).compactMap { variable in
            guard !variable.head.isStatic, variable.bindings.count == 1, case let .identifier(token) = variable.bindings[0].pattern,
                  source.text(token) == "objectWillChange" else { return nil }
            return (variable, token)
        }
    }

    /// The edits of a class that is `@Observable` already: `ObservableObject` out of its
    /// inheritance clause, `@Published` off its properties (they notified through the
    /// conformance; with the macro's tracking they still do) and its own `objectWillChange`
    /// declaration removed. Nothing else moves: which properties the macro tracks was the
    /// class's choice already. Its view uses are rewritten as for any migrated class.
    mutating func rewriteHybridModel(_ siteIndex: Int) {
        let site = catalogue.sites[siteIndex]
        let file = site.file
        let source = sources[file]
        let declaration = site.declaration
        edits[file] += inheritanceRemoval(declaration, in: source)
        var unpublished: [String] = []
        for variable in ModelCatalogue.variables(declaration.members) where !variable.head.isStatic {
            // `@AppStorage` published through the conformance, which goes: tracked accessors
            // keep it notifying.
            if let (attribute, effect) = wrapper(of: variable), effect == .publishing, let type = accessorType(of: variable, in: source) {
                rewriteWrapped(variable, wrapper: attribute, type: type, file: file)
                for name in variable.bindings.compactMap({ name(of: $0, in: source) }) { rewriteWrapperStoreAssignments(of: name, in: site.key) }
                continue
            }
            let publishedAttributes = ModelCatalogue.attributes(variable.attributes).filter { $0.name == "Published" || $0.name == "Combine.Published" }
            guard !publishedAttributes.isEmpty else { continue }
            for attribute in publishedAttributes { edits[file].append(source.removal(of: attribute.span)) }
            if options.annotation == .attribute && variable.bindings.count > 1 {
                splitBindings(variable, file: file, ignored: false, excluding: publishedAttributes.map(\.span))
            }
            unpublished += variable.bindings.compactMap { name(of: $0, in: source) }
        }
        var removed: [String] = []
        for (variable, _) in objectWillChangeDeclarations(declaration, in: source) {
            edits[file].append(source.removal(of: variable.span))
            removed.append("objectWillChange")
        }
        report(.migrationConformanceRemoved(className: site.key, unpublished: unpublished, removedObjectWillChange: !removed.isEmpty),
               file: file, token: declaration.nameToken ?? declaration.keyword)
        rewritePublishedAssignments(Set(unpublished), in: site)
    }
}
