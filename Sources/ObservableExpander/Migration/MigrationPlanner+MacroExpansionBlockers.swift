import ObservableSyntax

/// What an `@Observable` class made by `migrate` could not expand into code that compiles
/// (break 46/01: `open` properties, a type named `KeyPath`, `@usableFromInline`, `some P` went
/// through silently, and the output did not build). The answers come from the expander's own
/// rules, asked of each `@Published` property (the ones the macro then tracks), not from a copy:
/// - either mode: `ObservationRules.structuralRejection` (an opaque type, an attribute neither
///   piece may carry, …), which neither the macro nor this tool's expansion takes, and a type
///   named `Observation` that the class sees where this tool's expansion cannot write the bare
///   names either (`ObservationRules.observationModuleSpelling`);
/// - attribute mode only (the real macro's text): an attribute whose
///   `ObservationRules.attributePlacement` is not `.both` (the macro writes it on both pieces),
///   an `open` property (the macro keeps `open` on its `private` store), and a type of the run
///   named as another of `ObservationRules.macroCapturedNames` that the class's body sees.
///   This tool's expansion handles those (`--annotation comment` migrates them).
extension MigrationPlanner {
    /// The blockers of candidate class site `k`, each at its property's token (the modifier, the
    /// attribute, the type) or, for a captured name, at the class's name.
    func macroExpansionBlockers(site k: Int) -> [MigrationBlocker] {
        let site = catalogue.sites[k]
        let source = sources[site.file]
        let attributeMode = options.annotation == .attribute
        var blockers: [MigrationBlocker] = []
        func block(_ kind: MigrationBlockerKind, _ name: String, at token: Int) {
            blockers.append(MigrationBlocker(kind: kind, name: name, file: site.file, token: token, classes: [site.key]))
        }
        let globalActor = ObservationRules.globalActor(of: site.declaration)
        for variable in ModelCatalogue.variables(site.declaration.members) where Self.isPublished(variable) && !variable.head.isStatic {
            guard case let .identifier(firstName)? = variable.bindings.first?.pattern else { continue }
            let property = Self.unbackticked(source.text(firstName))
            if attributeMode, let open = variable.modifiers.first(where: { $0.name == "open" }) {
                block(.openProperty, property, at: open.span.first)
            }
            if attributeMode {
                for attribute in ModelCatalogue.attributes(variable.attributes) {
                    let placement = ObservationRules.attributePlacement(attribute.name)
                    if placement == .propertyOnly || placement == .storeOnly { block(.attributePlacement, attribute.name, at: attribute.span.first) }
                }
            }
            // `@Published` itself is no wrapper of the tracked property (it goes); another one is
            // `migrate-blocked-property-wrapper`, and the class's `_name` members are the
            // backing-store blockers', so neither is asked here.
            for (b, binding) in variable.bindings.enumerated() {
                guard case let .identifier(nameToken) = binding.pattern,
                      let (rejection, token) = ObservationRules.structuralRejection(b, of: variable, nameToken: nameToken, wrapper: nil, globalActor: globalActor,
                                                                                   underscoredMembers: [:], in: source) else { continue }
                if case .opaqueType = rejection {
                    block(.opaqueType, rejection.name, at: token)
                } else {
                    block(.untrackableProperty, rejection.name, at: token)
                }
                if rejection.rejectsDeclaration { break }
            }
        }
        if let open = site.declaration.leftBrace {
            let scope = lookupScope(file: site.file, token: open + 1)
            func visible(_ name: String) -> Bool { catalogue.index.resolve([name], in: scope, useFallback: false) != nil }
            for name in ObservationRules.macroCapturedNames where visible(name) {
                // This tool's expansion writes the bare `ObservationRegistrar` and `Observable`
                // where a type named `Observation` hides the module, unless they may mean
                // another type (`ObservationModuleSpelling.hidden`): the same rule, asked here.
                if !attributeMode {
                    guard name == "Observation" else { continue }
                    let imports = DeclarationIndex.importedModules(members: source.tree.members, tokens: source.tokens, bytes: source.bytes)
                    let spelling = ObservationRules.observationModuleSpelling(moduleHidden: true, takenNames: ["Observable", "ObservationRegistrar"].filter(visible),
                                                                              imports: imports)
                    guard case .hidden = spelling else { continue }
                }
                block(.shadowedName, name, at: site.declaration.nameToken ?? site.declaration.keyword)
            }
        }
        return blockers
    }
}
