import ObservableSyntax

/// The generic application a `case` pattern's name holds (`case .first(let post)` of `content:
/// Either<Post, Comment>`, `case .repost(let repost)` of `case repost(Post)`, where `typealias
/// Post = Entity<PostData, Extra>`): read from the written type, so that a member typed by a
/// generic parameter of `Entity` (`post.extra`) has the argument's type. The type key alone
/// (`Entity`) has lost the arguments.
extension MigrationPlanner {
    /// The application of the name that a `case` pattern binds, used at token `index` of
    /// `file`; nil when no pattern binds it or its written type is no generic class of the run.
    func patternBoundApplication(file: Int, token index: Int) -> GenericApplication? {
        guard let bound = sources[file].bodyUses.value.patternBoundUses[index], let found = boundAssociatedValue(file: file, bound) else { return nil }
        var written = found.value.written
        if written == nil, let parameter = found.value.parameter, let subject = bound.subject {
            written = writtenArgumentText(for: parameter, ofKey: found.enumKey, subject: subject, file: file)
        }
        return written.flatMap { genericApplication(ofWritten: $0.text, scope: $0.scope) }
    }
}
