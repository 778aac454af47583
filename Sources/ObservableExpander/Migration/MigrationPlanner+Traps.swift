/// Notes for review, one per trap of the migration (README: "Migrating from ObservableObject").
extension MigrationPlanner {
    /// Observation's availability (Observation framework: iOS 17, macOS 14, tvOS 17, watchOS 10).
    static let observationMinimum: [String: Int] = [
        "iOS": 17, "iPadOS": 17, "macCatalyst": 17, "macOS": 14, "OSX": 14, "tvOS": 17, "watchOS": 10,
    ]

    /// The traps of one migrated class: a custom `==`, stored properties holding another
    /// migrated class (which now propagate changes), and a lower `@available`.
    mutating func reportTraps(_ siteIndex: Int) {
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
        for (file, source) in sources.enumerated() where equality == nil {
            for function in ModelCatalogue.functions(source.tree.members) where function.name == "==" {
                if let type = function.parameters.first?.type, source.typeName(ofAnnotation: type) == name {
                    equality = (file, function.head.keyword)
                    break
                }
            }
        }
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
