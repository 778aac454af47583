import ObservableSyntax

/// Every identifier token of a migration run by its text, the type a write at each one lands
/// on (`MigrationPlanner.writeReceiverType`) and that type's superclasses
/// (`MigrationPlanner.superclassKeys`), made once per run and shared by the
/// questions of every class (`MigrationPlanner.setOnlyInInit`). Asked class by class, each
/// question scanned every token of every file and typed every receiver of the class's property
/// names again: quadratic in the classes (2,000 classes with one plain property each took 35 s,
/// break46/03). The planner runs on one thread.
final class IdentifierOccurrences {
    /// File and token index of an occurrence (each fits 32 bits: files and tokens are counted
    /// by the run, and a file holds fewer tokens than bytes).
    struct Place: Hashable {
        let file: Int32
        let token: Int32
    }

    private var byName: [String: [Place]]?
    private var owners: [Place: String?] = [:]
    private var superclasses: [String: [String]] = [:]

    /// The identifier tokens of `sources` whose text is `name`, file by file in token order.
    func places(of name: String, in sources: [MigrationSource]) -> [Place] {
        if byName == nil {
            var table: [String: [Place]] = [:]
            for (file, source) in sources.enumerated() {
                for t in source.tokens.indices where source.kind(t) == .identifier {
                    table[source.text(t), default: []].append(Place(file: Int32(file), token: Int32(t)))
                }
            }
            byName = table
        }
        return byName?[name] ?? []
    }

    /// The type a write at `place` lands on, made by `make` the first time it is asked.
    func owner(at place: Place, _ make: () -> String?) -> String? {
        if let known = owners[place] { return known }
        let found = make()
        owners[place] = .some(found)
        return found
    }

    /// The superclass keys of `owner`, made by `make` the first time they are asked.
    func superclassKeys(of owner: String, _ make: () -> [String]) -> [String] {
        if let known = superclasses[owner] { return known }
        let found = make()
        superclasses[owner] = found
        return found
    }
}
