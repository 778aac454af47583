/// Which names a file may file a type under a qualified name (`Outer.Name`) with, told from
/// its tree without indexing it.
extension SourceTree {
    /// The names of the types and type aliases the file declares anywhere but at its top level
    /// (in a type's or an extension's body, at any depth and in any `#if` clause, or as a local
    /// type): the only declarations `DeclarationIndex` files under a qualified name
    /// (`Outer.name`, `Outer.Inner.name`). Associated types are counted too (a bound from above
    /// is enough). Names as the tree holds them (backticks kept). One walk of the tree: callers
    /// keep the set for the file.
    package func nestedTypeNames() -> Set<String> {
        var names = Set(localTypes.map(\.declaration.name))
        MemberWalk(members).forEachInPlace { member in
            guard case let .type(type) = member.pointee else { return }
            Self.collectTypeNames(in: type.members, into: &names)
        }
        return names
    }

    /// Adds the names of the types and type aliases `members` (a body) declare, and those of
    /// the bodies of the types among them.
    private static func collectTypeNames(in members: [Member], into names: inout Set<String>) {
        MemberWalk(members).forEachInPlace { member in
            switch member.pointee {
            case let .type(type):
                if type.kind != .extension { names.insert(type.name) }
                collectTypeNames(in: type.members, into: &names)
            case let .typeAlias(alias):
                names.insert(alias.name)
            default:
                break
            }
        }
    }
}
