import ObservableSyntax

/// The outcome of a `MigrationRun`.
public enum MigrationRunResult: Sendable {
    /// Input `input` (0-based) could not be read: the error `RunFileAccess.readInput` gave,
    /// unchanged. Nothing was migrated (a migration changes its files together).
    case unreadable(input: Int, any Error)
    /// Every input was read and migrated together: one `MigratedFile` per input, in order.
    case migrated(MigrationResult)
}

/// One `observable-expand migrate` run: moves `ObservableObject` classes and their SwiftUI uses
/// to Observation over files read together (a view in one file of a model declared in another
/// is seen), keeping which properties notify, and flags what cannot move.
public struct MigrationRun: Sendable {
    /// The annotation style and `force`.
    public var options: MigrationOptions

    /// A run with `options`.
    public init(options: MigrationOptions = MigrationOptions()) {
        self.options = options
    }

    /// Reads inputs 0 ..< `inputs` in order with `.output` (stopping at the first that cannot
    /// be read) and migrates them together.
    ///
    /// - Returns: the migration; when any file has a lexical or parse error, no file gets an
    ///   output (a half-migrated run would not build). Never throws or traps.
    public func migrate(inputs: Int, access: any RunFileAccess) -> MigrationRunResult {
        var files: [SourceFile] = []
        files.reserveCapacity(inputs)
        for k in 0 ..< inputs {
            switch access.readInput(k, for: .output) {
            case let .success(file): files.append(file)
            case let .failure(error): return .unreadable(input: k, error)
            }
        }
        return .migrated(Migrator.migrate(files, options: options))
    }
}
