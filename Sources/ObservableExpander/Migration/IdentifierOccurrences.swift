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
    /// Per name, its places by the type a write there lands on and by each of that type's
    /// superclasses, and the places whose type cannot be told.
    private var grouped: [String: (unknown: [Place], byType: [String: [Place]])] = [:]

    /// The identifier tokens of `sources` whose text is `name` (`$x` for the projected values
    /// named `$x`), file by file in token order.
    func places(of name: String, in sources: [MigrationSource]) -> [Place] {
        if byName == nil {
            var table: [String: [Place]] = [:]
            for (file, source) in sources.enumerated() {
                for t in source.tokens.indices where source.kind(t) == .identifier || source.kind(t) == .dollarIdentifier {
                    table[source.text(t), default: []].append(Place(file: Int32(file), token: Int32(t)))
                }
            }
            byName = table
        }
        return byName?[name] ?? []
    }

    /// The places of `name` (as `places(of:in:)`) where a write may land on the type keyed
    /// `key`: those whose receiver's type (`owner`) is `key` or one of its subclasses (whose
    /// `superclasses` hold it), and those whose type cannot be told; in token order within each
    /// group. `owner` and `superclasses` are asked once per place and per type, for the run.
    func places(of name: String, writingTo key: String, in sources: [MigrationSource],
                owner: (Place) -> String?, superclasses: (String) -> [String]) -> [Place] {
        if grouped[name] == nil {
            var unknown: [Place] = []
            var byType: [String: [Place]] = [:]
            var ancestors: [String: [String]] = [:]
            for place in places(of: name, in: sources) {
                guard let type = owner(place) else {
                    unknown.append(place)
                    continue
                }
                byType[type, default: []].append(place)
                if ancestors[type] == nil { ancestors[type] = superclasses(type) }
                for ancestor in ancestors[type] ?? [] where ancestor != type { byType[ancestor, default: []].append(place) }
            }
            grouped[name] = (unknown, byType)
        }
        guard let found = grouped[name] else { return [] }
        return found.unknown + (found.byType[key] ?? [])
    }
}
