import ObservableSyntax

/// For each type of a migration run, the first binding of each stored property name in its
/// bodies and its superclasses' (in the order `MigrationPlanner.memberType` reads them), made
/// once per type and kind (instance or static). Asked per property, a walk of every member of
/// the class's bodies made a class of many properties quadratic (4,000 plain properties took
/// 10 s, break46/03). The planner runs on one thread.
final class StoredPropertyTable {
    /// Where a name's first binding is: the type site (`ModelCatalogue.sites`) and the binding.
    struct Entry {
        let site: Int
        let binding: PatternBinding
    }

    private struct Key: Hashable {
        let type: String
        let isStatic: Bool
    }

    private var tables: [Key: [String: Entry]] = [:]

    /// The first binding named `member` among the stored properties of `bodies` (site indexes,
    /// read in order) that are `static` or not as `isStatic` says; `name` names a binding.
    func entry(of member: String, type: String, isStatic: Bool, bodies: () -> [Int], catalogue: ModelCatalogue,
               name: (PatternBinding, Int) -> String?) -> Entry? {
        let key = Key(type: type, isStatic: isStatic)
        if tables[key] == nil {
            var table: [String: Entry] = [:]
            for body in bodies() {
                for variable in ModelCatalogue.variables(catalogue.sites[body].declaration.members) where variable.head.isStatic == isStatic {
                    for binding in variable.bindings {
                        guard let found = name(binding, body), table[found] == nil else { continue }
                        table[found] = Entry(site: body, binding: binding)
                    }
                }
            }
            tables[key] = table
        }
        return tables[key]?[member]
    }
}
