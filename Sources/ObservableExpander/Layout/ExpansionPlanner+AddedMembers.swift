import ObservableSyntax

/// The text of the members `@Observable` adds after the class's last member (which of them:
/// `ObservationRules.addedMembers`, in `Rules/AddedMemberRules.swift`).
extension ExpansionPlanner {
    /// What the added members' text depends on besides the file's line break.
    struct AddedMembersLayout: Equatable {
        var members: AddedMemberSet
        /// The generic parameter names (`uniqueGenericNames`).
        var genericNames: [String]
        /// The members' indentation and the unit per level (UTF-8).
        var indent: [UInt8]
        var unit: [UInt8]
        /// Whether the registrar's type is written `Observation.ObservationRegistrar` (the
        /// macro's spelling), else `ObservationRegistrar` (`ObservationModuleSpelling`).
        var qualifiesObservation = true
    }

    /// The added members of `layout` as one template, each indented, each after the first
    /// preceded by two line breaks, the generic names written in; hole 0 is the type's name.
    /// Names the expansion relies on are module-qualified so that a user type named `KeyPath`
    /// or `Bool` cannot capture them.
    static func addedMembersTemplate(_ layout: AddedMembersLayout, newline: [UInt8]) -> ByteTemplate {
        var template = ByteTemplate()
        let generics = layout.genericNames.map { ArraySlice($0.utf8) }
        let lines = [layout.qualifiesObservation ? registrarLines : unqualifiedRegistrarLines] + functionLines
        var first = true
        for (k, member) in lines.enumerated() where layout.members.contains(AddedMemberSet(rawValue: 1 << k)) {
            if !first {
                template.append(raw: newline)
                template.append(raw: newline)
            }
            first = false
            template.append(member, indent: layout.indent[...], unit: layout.unit, newline: newline, indentsFirstLine: true) { hole in
                hole == 0 ? nil : generics[hole - 1]
            }
        }
        return template
    }

    private static let registrarLines: [ByteTemplate.Line] = [(0, [.text("private let _$observationRegistrar = Observation.ObservationRegistrar()")])]
    /// Where a type named `Observation` hides the module (`ObservationModuleSpelling.unqualified`).
    private static let unqualifiedRegistrarLines: [ByteTemplate.Line] = [(0, [.text("private let _$observationRegistrar = ObservationRegistrar()")])]

    /// The added functions' lines, in the macro's order (`ObservationRules.addedFunctionStandins`
    /// gives the standin that replaces each).
    private static let functionLines: [[ByteTemplate.Line]] = {
        let type = ByteTemplate.Piece.hole(0)
        func g(_ k: Int) -> ByteTemplate.Piece { .hole(1 + k) }
        var members: [[ByteTemplate.Line]] = [
            [
                (0, [.text("internal nonisolated func access<"), g(0), .text(">(")]),
                (1, [.text("keyPath: Swift.KeyPath<"), type, .text(", "), g(0), .text(">")]),
                (0, [.text(") {")]),
                (1, [.text("_$observationRegistrar.access(self, keyPath: keyPath)")]),
                (0, [.text("}")]),
            ],
            [
                (0, [.text("internal nonisolated func withMutation<"), g(1), .text(", "), g(2), .text(">(")]),
                (1, [.text("keyPath: Swift.KeyPath<"), type, .text(", "), g(1), .text(">,")]),
                (1, [.text("_ mutation: () throws -> "), g(2)]),
                (0, [.text(") rethrows -> "), g(2), .text(" {")]),
                (1, [.text("try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)")]),
                (0, [.text("}")]),
            ],
        ]
        let helpers: [(constraint: StaticString?, body: StaticString)] = [
            (nil, "true"),
            ("Swift.Equatable", "lhs != rhs"),
            ("AnyObject", "lhs !== rhs"),
            ("Swift.Equatable & AnyObject", "lhs != rhs"),
        ]
        for (k, helper) in helpers.enumerated() {
            let parameter = g(3 + k)
            var clause: [ByteTemplate.Piece] = [parameter]
            if let constraint = helper.constraint { clause += [.text(": "), .text(constraint)] }
            members.append([
                (0, [.text("private nonisolated func shouldNotifyObservers<")] + clause
                    + [.text(">(_ lhs: "), parameter, .text(", _ rhs: "), parameter, .text(") -> Swift.Bool {")]),
                (1, [.text(helper.body)]),
                (0, [.text("}")]),
            ])
        }
        return members
    }()
}
