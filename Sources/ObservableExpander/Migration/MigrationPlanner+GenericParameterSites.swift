import ObservableSyntax

/// A view property whose type is a generic parameter, of the view or of a type that encloses
/// it (review 20b/02, olvid: `struct Panel<Model: ObservableObject>` with a nested `struct
/// Inner: View { @ObservedObject var model: Model }`; review 20c/01, p2p-wallet: `struct
/// RepositoryView<P, R: Repository<P>>` with `@ObservedObject var repository: R`, where the
/// class `Repository` migrates). Both were left `@ObservedObject` on a type that is no longer
/// an `ObservableObject`, a build break with no word. A generic parameter also hides a type
/// of its name (`<Repository: ListRepository<P>>`): the property's type is the parameter's
/// constraint, never the class the name would otherwise mean. Rule: Swift's generic parameter
/// scoping (a nested type sees its enclosing types' parameters; an extension, those of the
/// type it extends).
extension MigrationPlanner {
    /// The site declaring generic parameter `name` as seen at token `index` of `file`: the
    /// innermost enclosing type that declares one of that name, or the declaration of the type
    /// an enclosing extension extends; nil when no enclosing type declares one.
    func genericParameterOwner(_ name: String, file: Int, token index: Int) -> Int? {
        for k in catalogue.enclosingSites(file: file, token: index) {
            let site = catalogue.sites[k]
            if site.declaration.genericParameters.contains(where: { $0.name == name }) { return k }
            guard site.declaration.kind == .extension else { continue }
            if let declared = catalogue.bodies(of: site.key).first(where: { body in
                catalogue.sites[body].declaration.kind != .extension && catalogue.sites[body].declaration.genericParameters.contains { $0.name == name }
            }) { return declared }
        }
        return nil
    }

    /// `written` itself when its first name is a generic parameter in scope at token `index` of
    /// `file` (`ContentView.Model` in `struct SheetDialogView<ContentView: DataModelView>`): a
    /// member type of a generic parameter is an associated type of its constraint, no type of
    /// the run, whatever types of the run share its last name (review 47/05, Xit: the nested
    /// classes `Model` made `@ObservedObject var model: ContentView.Model` a false
    /// `migrate-ambiguous-type-name` error). Nil for any other name. Rule: Swift's generic
    /// parameter scoping, as `genericParameterOwner`.
    func genericParameterMember(_ written: String, file: Int, token index: Int) -> String? {
        guard let period = written.firstIndex(of: "."), genericParameterOwner(String(written[..<period]), file: file, token: index) != nil else { return nil }
        return written
    }

    /// How a view property typed by generic parameter `name` of site `owner` is decided: `moved`
    /// when the parameter is observable after the run (its `ObservableObject` constraint moved
    /// with the declaration, or it is constrained to a protocol that moved, or to a class of
    /// the run that is `@Observable` after the run, as `R: Repository<P>`); `unfinished` when
    /// it is constrained to `Observable` already, or to a protocol of the run that refines it
    /// (a rerun over a migrated declaration whose site was left: the site no longer builds);
    /// nil otherwise (the site stays).
    func genericParameterDecision(_ name: String, owner: Int) -> GenericParameterDecision? {
        let site = catalogue.sites[owner]
        let declaration = site.declaration
        guard let parameter = declaration.genericParameters.first(where: { $0.name == name }) else { return nil }
        if migratedGenericOwners.contains(site.key), parameter.constraints.isEmpty || parameter.constraints.contains("ObservableObject") { return .moved }
        // `<S: P & ObservableObject>`: the composition moved with the declaration.
        if let open = declaration.leftBrace,
           migratedGenericParameters.contains(where: { $0.file == site.file && $0.name == name && $0.span.first <= open && open <= $0.span.last }) {
            return .moved
        }
        let scope = catalogue.clauseScope(of: owner) + (declaration.kind == .extension ? [] : [site.qualifiedName])
        let protocols = migratedProtocols
        for path in parameter.constraintPaths {
            guard let key = catalogue.key(of: path, scope: scope) else { continue }
            if protocols.contains(key) || migrated.contains(key) || alreadyObservable.contains(key) { return .moved }
        }
        let observable = parameter.constraintPaths.contains { path in
            Self.namesObservable(path) || catalogue.key(of: path, scope: scope).map { refinesObservable($0, depth: 0) } == true
        }
        return observable && !parameter.constraints.contains("ObservableObject") ? .unfinished : nil
    }

    /// Whether `path` spells Observation's protocol: `Observable`, `Observation.Observable`.
    static func namesObservable(_ path: [String]) -> Bool { path == ["Observable"] || path == ["Observation", "Observable"] }

    /// Whether the protocol of the run keyed `key` refines `Observable` (its clause or an
    /// extension's, through protocols of the run to a depth of 8) and not `ObservableObject`.
    func refinesObservable(_ key: String, depth: Int) -> Bool {
        guard depth < 8 else { return false }
        let bodies = catalogue.bodies(of: key)
        guard bodies.contains(where: { catalogue.sites[$0].declaration.kind == .protocol }) else { return false }
        var found = false
        for k in bodies {
            for entry in catalogue.sites[k].declaration.inheritance {
                if entry.components.last == "ObservableObject" { return false }
                if Self.namesObservable(entry.components) { found = true; continue }
                if let inner = catalogue.key(of: entry.components, scope: catalogue.sites[k].scope), inner != key, refinesObservable(inner, depth: depth + 1) { found = true }
            }
        }
        return found
    }

    /// What `genericParameterDecision` tells of a view property typed by a generic parameter.
    enum GenericParameterDecision {
        /// Observable after the run: the property is rewritten as for a migrated class.
        case moved
        /// Observable before the run: the property is rewritten, and said unfinished.
        case unfinished
    }
}

extension MigrationPlanner {
    /// Whether `name` is a generic parameter of a function holding token `index` of `file` (a
    /// method of an enclosing type or extension, or a file-scope function) constrained to a
    /// protocol that moved to `Observable` or to a migrated class (review 26a/01:
    /// `func inject<S: Svc>(_ v: S) -> some View { Text("").environmentObject(v) }` was left,
    /// and did not build).
    func isMovedFunctionGenericParameter(_ name: String, file: Int, token index: Int) -> Bool {
        var functions = ModelCatalogue.functions(sources[file].tree.members)
        for k in catalogue.enclosingSites(file: file, token: index) { functions += ModelCatalogue.functions(catalogue.sites[k].declaration.members) }
        let moved = migratedProtocols.union(migrated)
        for function in functions where function.span.first <= index && index <= function.span.last {
            guard let parameter = function.genericParameters.first(where: { $0.name == name }) else { continue }
            return parameter.constraints.contains { moved.contains($0) }
        }
        return false
    }
}
