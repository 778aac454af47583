import ObservableSyntax

/// `ObservableObject` in the signature of an initializer of a type (review 18c/04a): `init(
/// wrappedValue: Value) where Value: ObservableObject` constrains what the type's calls pass
/// (`W(wrappedValue: m)`, `@W var m: M`), as `struct W<Value: ObservableObject>` does. It is
/// the generic rule of the owning type (README, migrate table, row `struct Panel<Model:
/// ObservableObject>`): the classes passed to that type stay, not every class of the run.
extension MigrationPlanner {
    /// The type that owns the initializer whose signature (from `init` to its body's `{`) holds
    /// token `token` of `file`, as a generic declaration: its key, and the labels of the
    /// parameters (of its initializers, and of its memberwise properties) whose type is one of
    /// its generic parameters, the parameter this mention constrains, or names
    /// `ObservableObject`. Nil when the token is in no initializer's signature, or the type is
    /// an extension of a type the run declares in no other file.
    func initializerOwner(file: Int, token: Int) -> GenericOwner? {
        let source = sources[file]
        for k in catalogue.sitesByFile[file] {
            let site = catalogue.sites[k]
            guard let open = site.declaration.leftBrace, open < token, token <= (site.declaration.rightBrace ?? Int.max) else { continue }
            for member in site.declaration.members {
                guard case let .initializer(initializer) = member, initializer.head.keyword <= token,
                      let body = initializerBodyStart(initializer, in: source), token < body else { continue }
                // The type's own declaration: its generic parameters and name token.
                let typeSite = site.declaration.kind == .extension
                    ? catalogue.typesByName[site.key]?.first(where: { catalogue.sites[$0].declaration.kind != .extension }) : k
                // In another file its mentions could not be rewritten with it: not followed.
                guard let typeSite, catalogue.sites[typeSite].file == file,
                      let nameToken = catalogue.sites[typeSite].declaration.nameToken else { return nil }
                let declaration = catalogue.sites[typeSite].declaration
                let typeSource = sources[catalogue.sites[typeSite].file]
                var generic = Set(declaration.genericParameters.map(\.name))
                if let colon = constraintColon(of: token, in: source) { generic.insert(source.text(colon - 1)) }
                var labels = labelsSpellingGeneric(declaration, generic, in: typeSource)
                for parameter in initializer.parameters where spellsGeneric(parameter.type, generic, in: source) { labels.insert(parameter.label) }
                return GenericOwner(name: catalogue.sites[typeSite].key, labels: labels, declarationToken: nameToken, file: file)
            }
        }
        return nil
    }

    /// The `{` that opens an initializer's body (the first outside brackets after `init`);
    /// nil for a requirement without one.
    func initializerBodyStart(_ initializer: InitializerDeclaration, in source: MigrationSource) -> Int? {
        Self.bodyOpening(from: initializer.head.keyword, through: initializer.head.span.last, in: source)
    }
}
