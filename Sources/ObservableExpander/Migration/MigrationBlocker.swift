import ObservableSyntax

/// One use that blocks the migration of `classes`.
struct MigrationBlocker {
    var kind: MigrationBlockerKind
    /// The property name for `publisher` and `assign`; empty otherwise.
    var name: String
    var file: Int
    /// The token where it is reported.
    var token: Int
    /// The keys (`TypeSite.key`) of the classes it keeps.
    var classes: [String]
}
