import ObservableSyntax

/// Rule `ignoredPropertyRead`, for stored `var`s a migrated class inherits from a superclass of
/// the run that is not observable after the run (review 15c, finding 1: `class BaseViewModel
/// { var isLoading = false }` under `final class FeedViewModel: BaseViewModel, ObservableObject`).
/// Before, a view holding the subclass was redrawn by its every `@Published` change and so
/// showed the inherited property's current value; `@Observable` on the subclass cannot track a
/// superclass's property (the macro rewrites only the class it is attached to), so a read of it
/// registers nothing. As for an own property that did not notify, the class migrates and the
/// view's read (directly, or through a computed property or method of the class that reads
/// it) is reported, by `migrate-inherited-property-view-read`, which names the superclass.
extension MigrationPlanner {
    /// The stored instance `var`s (not `private`, not set only in `init`) of the superclasses of
    /// the class at `site` that the run declares and that are no observable class after the run
    /// (property -> the declaring superclass); the class's own names hide them.
    func inheritedPlainVariables(of site: TypeSite) -> [String: String] {
        var own: Set<String> = []
        for k in catalogue.bodies(of: site.key) {
            let body = catalogue.sites[k]
            for variable in ModelCatalogue.variables(body.declaration.members) {
                for binding in variable.bindings { if let name = name(of: binding, in: sources[body.file]) { own.insert(name) } }
            }
        }
        var result: [String: String] = [:]
        for superclass in superclassKeys(of: site.key) {
            // An observable superclass tracks its own properties (and its superclasses', if
            // they notify; one that stays an `ObservableObject` keeps the subclass).
            if isObservableClassAfterRun(superclass) { break }
            for k in catalogue.bodies(of: superclass) {
                let body = catalogue.sites[k]
                guard body.declaration.kind == .class || body.declaration.kind == .extension else { continue }
                var names: Set<String> = []
                for variable in ModelCatalogue.variables(body.declaration.members) where !variable.head.isStatic && !variable.isLet && !variable.head.hasModifier("private") {
                    for binding in variable.bindings where !binding.isComputed {
                        if let name = name(of: binding, in: sources[body.file]), !own.contains(name), result[name] == nil { names.insert(name) }
                    }
                }
                let settled = setOnlyInInit(names, of: catalogue.sites[catalogue.bodies(of: superclass)[0]])
                for name in names.subtracting(settled) { result[name] = superclass }
            }
        }
        return result
    }

    /// Records the inherited plain `var`s of the migrated class at `site` as read-reported
    /// properties (`ignoredReads`, silent at the class: the view's read is reported).
    mutating func recordInheritedPlainReads(in site: TypeSite) {
        let inherited = inheritedPlainVariables(of: site)
        guard !inherited.isEmpty else { return }
        inheritedReads[site.key, default: [:]].merge(inherited) { first, _ in first }
        let names = Set(inherited.keys)
        reportIgnoredReads(names, in: site, silent: names)
    }
}
