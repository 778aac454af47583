import ObservableSyntax

/// Rule `ignoredPropertyRead`, for members a class gets from protocol extensions (review 23c/03):
/// `extension HasCells { var filled: Int { cells.count } }` is a member of every conformer, and on
/// `Board` (which conforms, and whose plain `cells` satisfies the requirement) its getter reads
/// `Board`'s `cells`. A view showing `board.filled` was redrawn by every `@Published` change of
/// `Board` before; now the read registers nothing (checked with the Observation runtime), as for a
/// computed property declared in the class. So the extensions of the protocols a migrated class
/// conforms to (by its clause or its extensions', and the protocols those refine, at any depth)
/// are searched for readers of its ignored properties as its own bodies are, also when the
/// protocol refined `ObservableObject` (and now refines `Observable`). A default the class
/// declares itself (`@Published var enabled` for `extension Plugin { var enabled … }`) is not
/// its member, and is skipped for it (`ShadowedDefaults`, review 31c/01).
extension MigrationPlanner {
    /// The extension sites of the protocols of the run that class `key` conforms to (see above),
    /// in the catalogue's order; empty when it conforms to none.
    func protocolExtensionBodies(of key: String) -> [Int] {
        var seen: Set<String> = [], queue: [String] = []
        func enqueue(_ site: Int) {
            for case let protocolKey? in catalogue.inheritanceKeys[site] where !seen.contains(protocolKey)
                && catalogue.bodies(of: protocolKey).contains(where: { catalogue.sites[$0].declaration.kind == .protocol }) {
                seen.insert(protocolKey)
                queue.append(protocolKey)
            }
        }
        for k in catalogue.bodies(of: key) { enqueue(k) }
        var result: [Int] = []
        while let protocolKey = queue.popLast() {
            for k in catalogue.bodies(of: protocolKey) {
                if catalogue.sites[k].declaration.kind == .protocol { enqueue(k) } else if !catalogue.sites[k].isLocal { result.append(k) }
            }
        }
        return result.sorted()
    }
}
