import ObservableSyntax

/// The migration pipeline (`observable-expand migrate`): moves `ObservableObject` classes and
/// their SwiftUI uses to Observation, keeping which properties notify, and flags what cannot
/// move. Bytes in, bytes out: no file system, no printing, no global state.
///
/// The stages are those of the expansion: every file is tokenized and parsed; the run's
/// `ModelCatalogue` finds the classes that conform to `ObservableObject` and their subclass
/// chains; `BodyTokenScan` finds the uses that need Combine (blockers) and the view-side uses;
/// the `MigrationPlanner` decides and writes `Edit`s, which are spliced into the untouched bytes;
/// `ImportRewrite` then adds `import Observation` and drops an `import Combine` nothing needs.
enum Migrator {
    /// Migrates the files of one run, read together (a view in one file of a model declared in
    /// another is seen).
    ///
    /// - Parameters:
    ///   - files: the run's sources; their `path`s are only used in diagnostics.
    ///   - options: the annotation style and `force`.
    /// - Returns: one `MigratedFile` per input in the same order, and the run's summary. When
    ///   any file has a lexical or parse error, no file gets an output (a migration changes
    ///   several files together, and a half-migrated run would not build). Never throws or traps.
    static func migrate(_ files: [SourceFile], options: MigrationOptions = MigrationOptions()) -> MigrationResult {
        var planner = MigrationPlanner(sources: files.map(MigrationSource.init), options: options)
        return planner.run()
    }
}
