import ObservableSyntax

/// `_list = store` in an `init` of a migrating class, where `list` is a typed `@AppStorage`
/// (any publishing wrapper): the wrapper moves to the ignored store `_list`, whose own wrapper
/// storage is `__list`, of the same type the assignment gave `_list` before (Copilot for Xcode's
/// `Settings(disabledLanguages: AppStorage<[String]>?)` for previews). The assignment is
/// rewritten to `__list = store` (`self.__list`), and does not keep the class.
extension MigrationPlanner {
    /// Whether the `_name` at `t` is the target of an assignment (`_name = e`, `self._name = e`)
    /// inside an `init` of the class keyed `key` (its declaration or an extension).
    func isWrapperStoreAssignment(_ t: Int, in source: MigrationSource, file: Int, key: String) -> Bool {
        guard t + 1 < source.tokens.count, source.kind(t + 1) == .equal else { return false }
        if t >= 1 && source.kind(t - 1) == .period {
            // `self._name`, not `other._name` nor `a.self._name`.
            guard t >= 2, source.isWord(t - 2, "self"), !(t >= 3 && source.kind(t - 3) == .period) else { return false }
        }
        for k in catalogue.bodies(of: key) where catalogue.sites[k].file == file {
            if Self.initializers(catalogue.sites[k].declaration.members).contains(where: { $0.head.span.first <= t && t <= $0.head.span.last }) { return true }
        }
        return false
    }

    /// `_name = e` -> `__name = e` in the `init`s of the class keyed `key`, for its wrapped
    /// property `name` whose wrapper moved to the store `_name`.
    mutating func rewriteWrapperStoreAssignments(of name: String, in key: String) {
        for (file, span) in bodySpans(of: key) {
            let source = sources[file]
            for token in source.underscoredNames(in: span) where source.text(token) == "_" + name && isWrapperStoreAssignment(token, in: source, file: file, key: key) {
                edits[file].append(source.replacement(of: TokenSpan(token, token), with: "__" + name))
                summary.rewrittenCalls += 1
                report(.migrationCallRewritten(old: "_\(name) =", new: "__\(name) ="), file: file, token: token)
            }
        }
    }
}
