import ObservableSyntax

/// SwiftData models (review 28c/04, Warikan's `AppUser`): SwiftData's `@Model` macro makes a
/// class conform to `Observable` (it adds an `ObservationRegistrar` and tracked accessors), so
/// a view's read of such a class's property registers it, and `@Observable` cannot be added to
/// it (both macros declare the same members). Wherever the planner asks whether a class is
/// observable (after the run, or before it for `wasObservable`), a `@Model` class is.
extension MigrationPlanner {
    /// Whether a class keyed `key` of the run carries `@Model` or `@SwiftData.Model`.
    func isSwiftDataModel(_ key: String) -> Bool {
        catalogue.bodies(of: key).contains { k in
            let site = catalogue.sites[k]
            return site.declaration.kind == .class
                && ModelCatalogue.attributes(site.declaration.attributes).contains { $0.name == "Model" || $0.name == "SwiftData.Model" }
        }
    }

    /// Whether the class keyed `key` is observable after the run: migrated, `@Observable`
    /// already, or a SwiftData `@Model`.
    func isObservableClassAfterRun(_ key: String) -> Bool {
        observableClasses.contains(key) || isSwiftDataModel(key)
    }
}
