import ObservableSyntax

/// Two classes of one qualified name in one run (two example apps, two targets) that the run
/// leaves unlike: one `@Observable` (already, or migrated) and one kept `ObservableObject`.
/// They share a key, so a view site of that name cannot be rewritten by the key alone.
extension MigrationPlanner {
    /// What a view site in `file` that names the class key `type` means.
    enum MixedClassResolution: Equatable {
        /// The site's file declares an `@Observable` one (a file sees its own module's class).
        case observable
        /// The site's file declares a kept `ObservableObject` one: the site stays.
        case kept
        /// Neither: the places (`path:line`) of the `@Observable` and of the kept classes.
        case ambiguous(observable: [String], kept: [String])
    }

    /// Whether the class declared at `site` is `@Observable` after this run.
    func isObservableAfterRun(_ site: Int) -> Bool {
        alreadyObservableSites.contains(site) || migratedSites.contains(site)
    }

    /// Nil when `type` is not the key of several classes of the run, or when they all end
    /// alike (all `@Observable`, or all kept): the key tells then.
    func mixedClass(_ type: String, file: Int) -> MixedClassResolution? {
        guard var list = catalogue.classesByName[type], list.count > 1 else { return nil }
        // Classes of distinct modules: a view site (`@StateObject`, `.environmentObject`) can
        // hold only an `ObservableObject` or `@Observable` one, never a plain class.
        if catalogue.inDistinctModules(list) {
            let chainSites = Set(catalogue.chains.joined())
            list = list.filter { chainSites.contains($0) || alreadyObservableSites.contains($0) }
        }
        let observable = list.filter(isObservableAfterRun)
        guard !observable.isEmpty, observable.count < list.count else { return nil }
        // Two classes of one name do not build in one module, and a module's own class hides
        // an imported one: a class declared in the site's file (or module) is the one the site means.
        let module = catalogue.modules[file]
        let ownModule = list.filter { k in module.map { !$0.isDisjoint(with: catalogue.modules[catalogue.sites[k].file] ?? []) } ?? false }
        if let own = list.first(where: { catalogue.sites[$0].file == file }) ?? (ownModule.count == 1 ? ownModule.first : nil) {
            return isObservableAfterRun(own) ? .observable : .kept
        }
        func place(_ k: Int) -> String {
            let site = catalogue.sites[k]
            let location = sources[site.file].file.location(of: sources[site.file].offset(site.declaration.nameToken ?? site.declaration.keyword))
            return "\(sources[site.file].file.path):\(location.line)"
        }
        return .ambiguous(observable: observable.map(place), kept: list.filter { !isObservableAfterRun($0) }.map(place))
    }

    /// At a view site naming `type`: false when the site must stay as it is (its class is a
    /// kept one of a mixed name, or which one cannot be told: then an error says so).
    mutating func resolvesMixedClass(_ type: String, site: String, file: Int, token: Int) -> Bool {
        switch mixedClass(type, file: file) {
        case nil, .observable?: return true
        case .kept?:
            explainSiteLeft(site, type: type, file: file, token: token)
            return false
        case let .ambiguous(observable, kept)?:
            report(.migrationAmbiguousClassSite(name: type, site: site, observable: observable, kept: kept), file: file, token: token)
            return false
        }
    }
}
