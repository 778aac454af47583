import ObservableSyntax

/// A member type written after generic arguments (`Panel<Store>.Model`) at a view site, where
/// `Panel` is a type of the run and `Model` is nothing the index finds in it (a typealias to a
/// generic parameter): which class the site holds cannot be told, and leaving the site as it is
/// may leave a wrapper on a migrated class, so it is an error, not a silent pass (review 14c).
extension MigrationPlanner {
    /// `(owner, member)` when `path` (`["Panel", "Model"]`, read at token `token` of `file`)
    /// names no type of the run while all but its last component name one; nil otherwise.
    func unresolvedMember(_ path: [String], file: Int, token: Int) -> (owner: String, member: String)? {
        guard path.count > 1, let member = path.last else { return nil }
        let scope = lookupScope(file: file, token: token)
        guard catalogue.key(of: path, scope: scope) == nil, catalogue.key(of: Array(path.dropLast()), scope: scope) != nil else { return nil }
        return (path.dropLast().joined(separator: "."), member)
    }

    /// Reports `migrate-unresolved-member-type` at token `at` of `file` for `site` when
    /// `span` (a type annotation, else an initializer call when `call`) spells a member after
    /// generic arguments that `unresolvedMember` cannot resolve, and some class of the run is
    /// `@Observable`. Whether it reported.
    mutating func reportsUnresolvedMemberType(_ span: TokenSpan, call: Bool, site: String, file: Int, at: Int) -> Bool {
        let source = sources[file]
        guard !observableClasses.isEmpty,
              let path = call ? source.genericMemberCallPath(at: span.first, end: span.last) : source.genericMemberPath(ofAnnotation: span),
              let (owner, member) = unresolvedMember(path, file: file, token: span.first) else { return false }
        var written = span
        // The call's type, not its arguments.
        if call, let open = (span.first ... span.last).last(where: { source.kind($0) == .leftParen && source.closingBracket(of: $0) == span.last }) {
            written = TokenSpan(span.first, open - 1)
        }
        report(.migrationUnresolvedMemberType(type: Self.shortened(source.normalizedText(written)), site: site, owner: owner, member: member), file: file, token: at)
        return true
    }

    /// `reportsUnresolvedMemberType` for a view property's binding: its annotation (or its
    /// wrapper's written argument, `writtenType`), else its initializer's call.
    mutating func reportsUnresolvedMemberType(of binding: PatternBinding, site: String, file: Int, at: Int) -> Bool {
        if let annotation = writtenType(of: binding, file: file) { return reportsUnresolvedMemberType(annotation, call: false, site: site, file: file, at: at) }
        if let initializer = binding.initializer { return reportsUnresolvedMemberType(initializer, call: true, site: site, file: file, at: at) }
        return false
    }
}
