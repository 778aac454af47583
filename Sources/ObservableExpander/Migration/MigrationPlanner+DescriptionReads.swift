import ObservableSyntax

/// Rule `ignoredPropertyRead`, for a model interpolated whole (review 23c/04): `Text("\(board)")`
/// and `String(describing: board)` call the class's `description` when it conforms to
/// `CustomStringConvertible` (or `LosslessStringConvertible`), or overrides an imported
/// superclass's (`override var description`, an `NSObject`'s). A `description` that reads an
/// ignored property is then shown by the view as `board.description` would be: the view was
/// redrawn by every `@Published` change before; now the read registers nothing (checked with the
/// Observation runtime). `String(reflecting: board)` calls `debugDescription` of a
/// `CustomDebugStringConvertible` class (or one that overrides it), else `description` as above
/// (the standard library's `String(reflecting:)`).
extension MigrationPlanner {
    /// The conformances that make interpolation and `String(describing:)` call `description`.
    static let describingProtocols: Set<String> = ["CustomStringConvertible", "LosslessStringConvertible"]

    /// Whether interpolating a value of class `key` calls its `description` (see above): a body of
    /// it (or of a superclass of the run) names one of `describingProtocols` in its clause, or
    /// declares `override var description`.
    func interpolationCallsDescription(of key: String) -> Bool {
        callsConformance(Self.describingProtocols, member: "description", of: key)
    }

    /// The member `String(reflecting:)` calls on a value of class `key` (see above), nil when
    /// it calls none of the class's.
    func reflectionMember(of key: String) -> String? {
        if callsConformance(["CustomDebugStringConvertible"], member: "debugDescription", of: key) { return "debugDescription" }
        return interpolationCallsDescription(of: key) ? "description" : nil
    }

    /// Whether a body of class `key` (or of a superclass of the run) names one of `protocols`
    /// in its clause, or declares `override var <member>`.
    private func callsConformance(_ protocols: Set<String>, member: String, of key: String) -> Bool {
        for k in ([key] + superclassKeys(of: key)).flatMap({ catalogue.bodies(of: $0) }) {
            let site = catalogue.sites[k], source = sources[site.file]
            if site.declaration.inheritance.contains(where: { protocols.contains($0.components.last ?? "") }) { return true }
            for variable in ModelCatalogue.variables(site.declaration.members) where variable.head.hasModifier("override") {
                if variable.bindings.contains(where: { name(of: $0, in: source) == member }) { return true }
            }
        }
        return false
    }

    /// Whether the string literal `text` interpolates `holder` whole: `\(holder)` or `\(self.holder)`.
    static func interpolatesWhole(_ text: String, _ holder: String) -> Bool {
        text.contains("\\(" + holder + ")") || text.contains("\\(self." + holder + ")")
    }

    /// Whether the name at token `t` is the whole argument of `String(<label>: name)`
    /// (`describing` or `reflecting`).
    static func isDescribedWhole(_ t: Int, label: StaticString = "describing", in source: MigrationSource) -> Bool {
        t >= 4 && t + 1 < source.tokens.count && source.kind(t + 1) == .rightParen && source.kind(t - 1) == .colon
            && source.isWord(t - 2, label) && source.kind(t - 3) == .leftParen && source.isWord(t - 4, "String")
    }
}
