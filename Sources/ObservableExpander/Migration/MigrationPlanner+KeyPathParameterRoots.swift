import ObservableSyntax

/// The root of a key path literal with no root written (`\.name`) handed to a function or
/// initializer of the run whose parameter for it is written `KeyPath<Root, V>` (also
/// `WritableKeyPath`, `ReferenceWritableKeyPath`, `Swift.`-qualified): the compiler roots the
/// literal at `Root`, so `Column(title: "Name", value: \.name)` of `init(title: String, value:
/// KeyPath<Contact, String>)` names `Contact.name`, not the `name` of a model the view holds
/// (review 48/3: read as the model's by `migrate-ignored-property-view-read`, break 46/02's rule).
/// A callee the run does not declare, or whose declarations do not agree, leaves the root
/// untold (the literal is read as before).
extension MigrationPlanner {
    /// The type key of the root that the callee's declarations give the key path literal whose
    /// `\` is token `backslash` of `file`, when the literal is an argument (`f(\.x)`,
    /// `T(a, key: \.x)`) of: an initializer call `T(…)` of a type of the run (its `init`s, or a
    /// structure's stored property of the label, for the memberwise initializer), or a call
    /// with no receiver or on `self` (methods of the enclosing type and its superclasses, and
    /// the run's file-scope functions of the name). Every declaration with a parameter of the
    /// argument's label must write it `KeyPath<Root, …>` with the same `Root`, a named type
    /// that is no generic parameter and that the run or its index declares. Nil otherwise.
    func declaredKeyPathRoot(file: Int, backslash: Int) -> String? {
        let source = sources[file]
        guard let call = Self.argumentCall(startingAt: backslash, in: source), call.open >= 1,
              source.kind(call.open - 1) == .identifier else { return nil }
        let label = call.label ?? "_"
        let callee = call.open - 1
        let name = source.text(callee)
        let qualified = callee >= 1 && source.kind(callee - 1) == .period
        // (the parameter's type span, its file, generic parameter names in scope)
        var written: [(type: TokenSpan, file: Int, generics: [String])] = []
        if name.first?.isUppercase == true {
            guard !qualified, let key = catalogue.key(of: [name], scope: lookupScope(file: file, token: callee), file: file) else { return nil }
            var initializers = 0
            for body in catalogue.bodies(of: key) {
                let site = catalogue.sites[body]
                let generics = site.declaration.genericParameters.map(\.name)
                for initializer in Self.initializers(site.declaration.members) {
                    initializers += 1
                    for parameter in initializer.parameters where parameter.label == label {
                        guard let type = parameter.type else { return nil }
                        written.append((type, site.file, generics))
                    }
                }
            }
            // The memberwise initializer of a structure that declares none.
            if initializers == 0 {
                for body in catalogue.bodies(of: key) where catalogue.sites[body].declaration.kind == .struct {
                    let site = catalogue.sites[body]
                    for variable in ModelCatalogue.variables(site.declaration.members) {
                        for binding in variable.bindings where self.name(of: binding, in: sources[site.file]) == label {
                            guard let type = binding.typeAnnotation else { return nil }
                            written.append((type, site.file, site.declaration.genericParameters.map(\.name)))
                        }
                    }
                }
            }
        } else {
            var owners: [String] = []
            if !qualified {
                if let k = catalogue.enclosingSite(file: file, token: callee) { owners.append(catalogue.sites[k].key) }
            } else if callee >= 2, source.isWord(callee - 2, "self"), !(callee >= 3 && source.kind(callee - 3) == .period),
                      let k = catalogue.enclosingSite(file: file, token: callee) {
                owners.append(catalogue.sites[k].key)
            } else {
                return nil
            }
            var functions: [(FunctionDeclaration, file: Int, generics: [String])] = []
            for owner in owners {
                for key in [owner] + superclassKeys(of: owner) {
                    for body in catalogue.bodies(of: key) {
                        let site = catalogue.sites[body]
                        for function in ModelCatalogue.functions(site.declaration.members) where function.name == name {
                            functions.append((function, site.file, site.declaration.genericParameters.map(\.name)))
                        }
                    }
                }
            }
            if !qualified {
                for (k, other) in sources.enumerated() {
                    for function in ModelCatalogue.functions(other.tree.members) where function.name == name { functions.append((function, k, [])) }
                }
            }
            for (function, k, generics) in functions {
                for parameter in function.parameters where parameter.label == label {
                    guard let type = parameter.type else { return nil }
                    written.append((type, k, generics + function.genericParameters.map(\.name)))
                }
            }
        }
        var roots: Set<String> = []
        for (type, k, generics) in written {
            guard let root = keyPathRoot(written: type, file: k), !generics.contains(root) else { return nil }
            let key = typeKey(root, file: k, token: type.first)
            guard catalogue.typesByName[key] != nil || runIndex.index.types[key] != nil else { return nil }
            roots.insert(unaliased(key))
        }
        return roots.count == 1 ? roots.first : nil
    }

    /// `Root` of a parameter type written `KeyPath<Root, V>` (or another of `keyPathTypeNames`),
    /// when it is a (dotted) type name; nil for any other type.
    private func keyPathRoot(written type: TokenSpan, file: Int) -> String? {
        let source = sources[file]
        guard case let .named(components) = DeclaredType(source.sourceText(type)).parsed.kind, let last = components.last,
              Self.keyPathTypeNames.contains(components.map(\.name).joined(separator: ".")), last.arguments.count == 2 else { return nil }
        let root = last.arguments[0].text
        guard let first = root.first, first.isLetter || first == "_",
              root.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        return root
    }
}
