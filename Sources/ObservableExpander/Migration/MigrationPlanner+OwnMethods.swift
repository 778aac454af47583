import ObservableSyntax

/// The methods a bare call (`describe(model)`) or `self.describe(model)` inside a type's body
/// calls: those of that type (its declaration and extensions), which Swift looks up before
/// functions at file scope (review 13c/05: a view's helper that takes the model).
extension MigrationPlanner {
    /// The functions named `name` that the type enclosing token `index` of `file` declares in
    /// its bodies, each with its file; empty when no type encloses the token or it has none.
    func enclosingTypeMethods(named name: String, file: Int, token index: Int) -> [(file: Int, function: FunctionDeclaration)] {
        guard let enclosing = catalogue.enclosingSite(file: file, token: index) else { return [] }
        var found: [(file: Int, function: FunctionDeclaration)] = []
        for k in catalogue.bodies(of: catalogue.sites[enclosing].key) {
            let site = catalogue.sites[k]
            for function in ModelCatalogue.functions(site.declaration.members) where function.name == name { found.append((site.file, function)) }
        }
        return found
    }
}
