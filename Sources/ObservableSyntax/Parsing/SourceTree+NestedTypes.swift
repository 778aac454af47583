/// Whether a file may file a type under a qualified name (`Outer.Name`), told from its tree
/// without indexing it.
extension SourceTree {
    /// Whether the file declares a type or a type alias named `name` anywhere but at its top
    /// level (in a type's or an extension's body, at any depth and in any `#if` clause, or as
    /// a local type): the only declarations `DeclarationIndex` files under a qualified name
    /// (`Outer.name`, `Outer.Inner.name`). Associated types are counted too (a bound from
    /// above is enough).
    ///
    /// Input: the bare name (no backticks, no module). Output: false only when no declaration
    /// of the file below its top level is named `name`.
    package func declaresNestedType(named name: String) -> Bool {
        if localTypes.contains(where: { $0.declaration.name == name }) { return true }
        return MemberWalk(members).containsInPlace { member in
            guard case let .type(type) = member.pointee else { return false }
            return Self.declaresType(named: name, in: type.members)
        }
    }

    /// Whether `members` (a body), or the bodies of the types among them, declare a type or
    /// a type alias named `name`.
    private static func declaresType(named name: String, in members: [Member]) -> Bool {
        MemberWalk(members).containsInPlace { member in
            switch member.pointee {
            case let .type(type): return type.name == name || declaresType(named: name, in: type.members)
            case let .typeAlias(alias): return alias.name == name
            default: return false
            }
        }
    }
}
