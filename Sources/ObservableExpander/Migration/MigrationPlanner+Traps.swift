/// Notes for review, one per trap of the migration (README: "Migrating from ObservableObject").
extension MigrationPlanner {
    /// Observation's availability (Observation framework: iOS 17, macOS 14, tvOS 17, watchOS 10).
    static let observationMinimum: [String: Int] = [
        "iOS": 17, "iPadOS": 17, "macCatalyst": 17, "macOS": 14, "OSX": 14, "tvOS": 17, "watchOS": 10,
    ]

    /// The traps of one migrated class: a custom `==`, stored properties holding another
    /// migrated class (which now propagate changes), and a lower `@available`.
    /// The first file-scope `==` (file, `func` token), in file order, of each type its first
    /// parameter names: found once for the run (looked up per migrated class, it was a pass over
    /// every file for every class, quadratic in a run of many files).
    func fileScopeEqualities() -> [String: (file: Int, token: Int)] {
        var found: [String: (file: Int, token: Int)] = [:]
        for file in sources.indices {
            for function in ModelCatalogue.functions(sources[file].tree.members) where function.name == "==" {
                if let type = function.parameters.first?.type, let name = sources[file].typeName(ofAnnotation: type), found[name] == nil {
                    found[name] = (file, function.head.keyword)
                }
            }
        }
        return found
    }

    /// `fileScopeEqualities`: see `fileScopeEqualities()`.
    mutating func reportTraps(_ siteIndex: Int, fileScopeEqualities: [String: (file: Int, token: Int)]) {
        let site = catalogue.sites[siteIndex]
        let name = site.simpleName
        // A custom `==` in the class, an extension of it, or at file scope taking it.
        var equality: (file: Int, token: Int)?
        for body in catalogue.bodies(of: name) where equality == nil {
            let declaration = catalogue.sites[body].declaration
            if let function = ModelCatalogue.functions(declaration.members).first(where: { $0.name == "==" }) {
                equality = (catalogue.sites[body].file, function.head.keyword)
            }
        }
        if equality == nil { equality = fileScopeEqualities[name] }
        if let equality { report(.migrationCustomEquality(className: name), file: equality.file, token: equality.token) }

        let source = sources[site.file]
        for variable in ModelCatalogue.variables(site.declaration.members) where !variable.head.isStatic {
            for binding in variable.bindings {
                guard case let .identifier(token) = binding.pattern, let type = typeName(of: binding, in: source), migrated.contains(type) else { continue }
                report(.migrationNestedObservable(property: source.text(token), type: type, owner: name), file: site.file, token: token)
            }
        }
        reportDeploymentTarget(site: siteIndex)
    }

    /// A warning at each `@available` attribute of the type that names a platform version lower
    /// than Observation's (all such versions of the attribute in one message).
    mutating func reportDeploymentTarget(site siteIndex: Int) {
        let site = catalogue.sites[siteIndex]
        let source = sources[site.file]
        for attribute in ModelCatalogue.attributes(site.declaration.attributes) {
            let low = source.platformVersions(of: attribute).filter { version in
                Self.observationMinimum[version.platform].map { version.major < $0 } ?? false
            }
            guard let first = low.first else { continue }
            let versions = low.map { "\($0.platform) \(source.text($0.index + 1))" }.joined(separator: ", ")
            report(.migrationDeploymentTarget(versions: versions, name: site.simpleName), file: site.file, token: first.index)
        }
    }
}
