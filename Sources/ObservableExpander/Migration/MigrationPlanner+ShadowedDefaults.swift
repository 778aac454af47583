import ObservableSyntax

/// Rule "a class's own member shadows a protocol extension's default" (review 31c/01, SwiftBar):
/// `extension Plugin { var enabled: Bool { !prefs.disabledPlugins.contains(id) } }` is a default
/// that `ShortcutPlugin`, whose own `@Published var enabled` witnesses the requirement, never
/// uses: a read of `enabled` on a `ShortcutPlugin` (and through `any Plugin`, as a requirement's
/// witness) is the class's own member, and name lookup takes a type's own member before a
/// protocol extension's. So the default's reads are searched (`reportIgnoredReads`) only for
/// conformers that do not declare the member (in their bodies or those of their superclasses of
/// the run); for the others the default's read of `id` is no read a view of theirs makes.
extension MigrationPlanner {
    /// The signatures of the instance members that class `key` declares itself: in its
    /// declaration, its extensions and the bodies of its superclasses of the run. A property is
    /// its name (`enabled`), a function its name and argument labels (`status(for:)`,
    /// `functionSignature`), a subscript its `subscriptName` (`subscript(_:)`).
    func ownMemberSignatures(of key: String) -> Set<String> {
        var signatures: Set<String> = []
        for k in catalogue.bodies(of: key) + inheritedBodies(of: key) where catalogue.sites[k].declaration.kind != .protocol {
            let site = catalogue.sites[k], source = sources[site.file]
            for member in MemberWalk(site.declaration.members) {
                switch member {
                case let .variable(variable) where !variable.head.isStatic:
                    for binding in variable.bindings { if let name = name(of: binding, in: source) { signatures.insert(Self.unbackticked(name)) } }
                case let .function(function) where !function.head.isStatic:
                    signatures.insert(Self.functionSignature(function))
                case let .subscript(declaration) where !declaration.head.isStatic:
                    signatures.insert(Self.subscriptName(declaration, in: source))
                default: break
                }
            }
        }
        return signatures
    }

    /// `name(label:…)` of a function, each argument label (`_` for none) followed by `:`:
    /// two functions of one name and labels are one member for lookup (`status(for:)`).
    static func functionSignature(_ function: FunctionDeclaration) -> String {
        unbackticked(function.name) + "(" + function.parameters.map { $0.label + ":" }.joined() + ")"
    }
}
