import ObservableSyntax

/// Whether a tracked property's value is compared through a type's `==` (review 20b/01, Mist:
/// `@Published var taskGroups: [(section: MistTaskSection, tasks: [MistTask])]` was warned for
/// `MistTask`'s custom `==`). The macro's setter skips a set only when the property's own type
/// is `Equatable` (its `shouldNotifyObservers` overloads); a tuple, an array of tuples, or a
/// generic type of the run that does not conform to `Equatable` cannot be compared, so every
/// set still notifies, as `@Published` did. Checked with the real Observation runtime: a tuple
/// array notifies on an equal set, `[Item]` does not. Rule: Observation's ObservableMacro
/// (`shouldNotifyObservers`) and the standard library's conditional `Equatable` conformances.
extension MigrationPlanner {
    /// The standard library's types that are `Equatable` when their arguments are.
    static let conditionallyEquatable: Set<String> = [
        "Array", "Optional", "Set", "Dictionary", "ContiguousArray", "ArraySlice", "Swift.Array", "Swift.Optional", "Swift.Set", "Swift.Dictionary",
    ]

    /// Whether a value of `type` (written at token `token` of `file`) is compared by `==` in a
    /// way that calls the `==` of the type keyed `key`: the type itself; an optional, array,
    /// set or dictionary of such; a generic type of the run that conforms to `Equatable` (or
    /// `Hashable`, `Comparable`) with such an argument; any other named type with such an
    /// argument (another module's: it may be `Equatable`). Not a tuple (no tuple is
    /// `Equatable`), a function, an existential, or a generic type of the run that does not conform.
    func comparesThrough(_ type: TypeExpr, key: String, file: Int, token: Int, depth: Int = 0) -> Bool {
        guard depth < 16 else { return true }
        func inner(_ t: TypeExpr) -> Bool { comparesThrough(t, key: key, file: file, token: token, depth: depth + 1) }
        switch type.kind {
        case let .optional(wrapped, _): return inner(wrapped)
        case let .array(element): return inner(element)
        case let .dictionary(keyType, value): return inner(keyType) || inner(value)
        case let .tuple(elements): return elements.count == 1 && elements[0].labels.isEmpty && inner(elements[0].type)
        case let .attributed(_, wrapped): return inner(wrapped)
        case let .named(components):
            let names = components.map(\.name)
            let arguments = components.last?.arguments ?? []
            let resolved = exactTypeKey(names, file: file, token: token)
            if resolved == key { return true }
            guard arguments.contains(where: inner) else { return false }
            if Self.conditionallyEquatable.contains(names.joined(separator: ".")) { return true }
            // A generic type of the run: only when it conforms to `Equatable`.
            if let resolved, catalogue.typesByName[resolved] != nil { return declaresEquatable(resolved) }
            return true
        default: return false
        }
    }

    /// Whether the run's type keyed `key` names `Equatable`, `Hashable` or `Comparable` in its
    /// clause or an extension's (or a protocol of the run that refines one, one level).
    func declaresEquatable(_ key: String) -> Bool {
        let equatable: Set<String> = ["Equatable", "Hashable", "Comparable", "Strideable", "BinaryInteger", "StringProtocol"]
        for k in catalogue.bodies(of: key) {
            for entry in catalogue.sites[k].declaration.inheritance {
                if let last = entry.components.last, equatable.contains(last) { return true }
                if let protocolKey = catalogue.key(of: entry.components, scope: catalogue.sites[k].scope) {
                    for body in catalogue.bodies(of: protocolKey) where catalogue.sites[body].declaration.kind == .protocol {
                        if catalogue.sites[body].declaration.inheritance.contains(where: { $0.components.last.map(equatable.contains) == true }) { return true }
                    }
                }
            }
        }
        return false
    }
}
