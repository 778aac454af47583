import ObservableSyntax

/// `@ObservedObject var state = musicPlayer.state` with `let musicPlayer =
/// ApplicationMusicPlayer.shared` at file scope (or `static let` of a run type), the type
/// imported: the value starts from a type the run does not declare, as `= Player.shared.state`
/// would, so the site is no class of the run and is left as it is (no diagnostic).
extension MigrationPlanner {
    /// The imported type that the initializer `first ... last` of `file` starts from through a
    /// constant: `global.member…` (a file-scope `let` of the run, one declaration of the name,
    /// no member of the enclosing type by that name) or `Type.constant.member…` (a `static let`
    /// of a run type), the constant with no written type and an initializer whose
    /// `importedTypeHead` is that type. Nil otherwise.
    func importedConstantHead(file: Int, first: Int, last: Int) -> String? {
        let source = sources[file]
        guard first + 2 <= last, source.kind(first) == .identifier, source.kind(first + 1) == .period, source.kind(first + 2) == .identifier else { return nil }
        let head = source.text(first)
        if head.first?.isLowercase == true {
            // A member of the enclosing type, or a local, hides the global.
            if let enclosing = catalogue.enclosingSite(file: file, token: first),
               catalogue.bodies(of: catalogue.sites[enclosing].key).contains(where: { k in
                   MemberWalk(catalogue.sites[k].declaration.members).contains { member in
                       if case let .variable(variable) = member {
                           return variable.bindings.contains { self.name(of: $0, in: sources[catalogue.sites[k].file]) == head }
                       }
                       if case let .function(function) = member { return function.name == head }
                       return false
                   }
               }) { return nil }
            let enclosing = catalogue.enclosingSite(file: file, token: first)
            let scope = enclosing.flatMap { catalogue.sites[$0].declaration.leftBrace }.map { TokenSpan($0, first) } ?? TokenSpan(0, first)
            if source.declaresLocal(head, in: scope, before: first) || declaresParameter(head, file: file, in: scope, before: first) { return nil }
            var found: [(file: Int, binding: PatternBinding, isLet: Bool)] = []
            for (k, other) in sources.enumerated() {
                for variable in ModelCatalogue.variables(other.tree.members) {
                    for binding in variable.bindings where name(of: binding, in: other) == head { found.append((k, binding, variable.isLet)) }
                }
            }
            guard found.count == 1, found[0].isLet else { return nil }
            return importedHead(of: found[0].binding, file: found[0].file)
        }
        // `Type.constant.member`: a `static let` of the run's type `Type`.
        guard first + 4 <= last, source.kind(first + 3) == .period, head.first?.isUppercase == true,
              let keys = catalogue.keysBySimpleName[head], keys.count == 1, let key = keys.first else { return nil }
        let constant = source.text(first + 2)
        var found: [(file: Int, binding: PatternBinding)] = []
        for k in catalogue.bodies(of: key) {
            let site = catalogue.sites[k]
            for variable in ModelCatalogue.variables(site.declaration.members) where variable.head.isStatic && variable.isLet {
                for binding in variable.bindings where name(of: binding, in: sources[site.file]) == constant { found.append((site.file, binding)) }
            }
        }
        guard found.count == 1 else { return nil }
        return importedHead(of: found[0].binding, file: found[0].file)
    }

    /// `importedTypeHead` of a binding's initializer, when its type is not written.
    private func importedHead(of binding: PatternBinding, file: Int) -> String? {
        guard binding.typeAnnotation == nil, !binding.isComputed, let initializer = binding.initializer else { return nil }
        return importedTypeHead(file: file, first: initializer.first, last: initializer.last)
    }

    /// `@ObservedObject var um = UM` (also `.environmentObject(UM)`): a single name that no
    /// declaration of the run gives (no local, parameter, member of any type of the run or
    /// global variable of that name, and no type) is a global of an imported module (review
    /// 17a/02: Clop's `UM` from its Lowtech package), whose type cannot be a class of the run, as
    /// `ImportedType.shared` cannot; the name, else nil. A run that leaves out a file of the
    /// app is read as the whole app, as for imported types.
    func importedValueName(file: Int, first: Int, last: Int) -> String? {
        let source = sources[file]
        guard first == last, source.kind(first) == .identifier else { return nil }
        let name = source.text(first)
        guard !["self", "Self", "super"].contains(name), !declaresType(named: name), !namesValue(name, file: file, token: first) else { return nil }
        // A static member of an enclosing type is in scope unqualified in a nested one: a
        // member of that name anywhere in the run is no imported value.
        let declaredMember = catalogue.sites.contains { site in
            MemberWalk(site.declaration.members).contains { member in
                switch member {
                case let .variable(variable): return variable.bindings.contains { self.name(of: $0, in: sources[site.file]) == name }
                case let .function(function): return function.name == name
                default: return false
                }
            }
        }
        return declaredMember ? nil : name
    }
}
