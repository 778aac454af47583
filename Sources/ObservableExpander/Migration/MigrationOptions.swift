import ObservableSyntax

/// Choices of a migration run (`observable-expand migrate`).
public struct MigrationOptions: Sendable, Equatable {
    /// How a migrated class is marked.
    public enum Annotation: String, Sendable, Equatable {
        /// The real attribute `@Observable` (and `@ObservationIgnored`): needs the macro plugin.
        case attribute
        /// `// @Observable` (and `// @ObservationIgnored`) comments, for projects that expand
        /// them with observable-expand and so build without the macro plugin.
        case comment
    }

    /// `.attribute` by default.
    public var annotation: Annotation
    /// Migrate classes even when a use needs Combine; each such use is then an error in the
    /// diagnostics (the files are still produced: the uses must be rewritten by hand).
    public var force: Bool
    /// Add a note for each decision (each class, property and view site) naming the rule that
    /// made it, as the expansion's `--explain` does; the outputs are unchanged.
    public var explain: Bool
    /// The paths (as the run's `SourceFile`s name them) of files built only into apps, their
    /// extensions and tests, which no other module imports: a `public` class migrated there
    /// changes no API (`migrate-public-conformance-removed` is left out). Empty by default: the
    /// note is made for every `public` class, as whether another module imports it is not known.
    public var appTargetFiles: Set<String>
    /// Simple names of property wrappers the user says do not publish through the enclosing
    /// `ObservableObject` (`--plain-wrapper Injected`): a property with one is marked
    /// `@ObservationIgnored` instead of keeping its class. Empty by default.
    public var plainWrappers: Set<String> = []
    /// The modules each input is compiled into, by path (as the run's `SourceFile`s name them):
    /// names that are equal exactly when they name one module (the CLI writes the package folder
    /// and target, the Xcode project folder and the native targets whose Sources phase lists the
    /// file, or the project folder alone). File-scope classes of one name whose files' sets are
    /// pairwise disjoint are no rivals: a view site in a file of one of those modules means that
    /// module's class; elsewhere the one a view site can hold (an `ObservableObject` or
    /// `@Observable` class), else it is ambiguous (`migrate-ambiguous-class-site`); and, as they
    /// share a key, they migrate or stay together. A file missing from the map, or with an
    /// empty set (not built), is of unknown module: a class of its name elsewhere stays
    /// (`migrate-blocked-ambiguous-class`). Paths that name no input are ignored. Empty by
    /// default (every clash is ambiguous, as when the modules are not known).
    public var modules: [String: Set<String>] = [:]
    /// For a module named in `modules`, the modules of the run whose declarations its files can
    /// see (its own included): the CLI tells them from the packages' manifests
    /// (`ModuleVisibility`). A use in a file of such a module never reaches a class declared only
    /// in modules outside that set (a `$x` of another package's wrapper is no publisher of the
    /// app's class: review 22c/01). A module with no entry, and a file of unknown module, may
    /// see every module. Empty by default.
    public var moduleImports: [String: Set<String>] = [:]

    /// Options; the defaults mark classes with the real attribute and keep a class whose uses need Combine.
    public init(annotation: Annotation = .attribute, force: Bool = false, explain: Bool = false, appTargetFiles: Set<String> = [],
                plainWrappers: Set<String> = [], modules: [String: Set<String>] = [:], moduleImports: [String: Set<String>] = [:]) {
        self.plainWrappers = plainWrappers
        self.modules = modules
        self.moduleImports = moduleImports
        self.annotation = annotation
        self.force = force
        self.explain = explain
        self.appTargetFiles = appTargetFiles
    }
}

/// The outcome of migrating one file of a run.
public struct MigratedFile: Sendable {
    /// The input, as given (its path is the one diagnostics name).
    public let file: SourceFile
    /// The migrated bytes (equal to the input when nothing in the file changes), or nil when
    /// the run had an error that stops every output (a file that does not lex or parse).
    public var output: [UInt8]?
    /// Warnings (traps and blockers), errors, and the report's notes (each class migrated or
    /// kept, each view property and call rewritten), sorted by position.
    public var diagnostics: [Diagnostic]
}

/// What a whole run did, for the report's closing line.
public struct MigrationSummary: Sendable, Equatable {
    /// Classes made `@Observable`, as `Name` in the order found.
    public var migratedClasses: [String] = []
    /// Classes that keep `ObservableObject` (the reasons are in the diagnostics).
    public var keptClasses: [String] = []
    /// View properties rewritten (`@StateObject` -> `@State`, …).
    public var rewrittenProperties = 0
    /// Calls and assignments rewritten (`.environmentObject(_:)`, `StateObject(wrappedValue:)`,
    /// `Published(initialValue:)`).
    public var rewrittenCalls = 0
    /// Classes of the run that are `@Observable` after the run: those it migrated and those
    /// that were already (a rerun over a migrated tree): the deployment target matters to them.
    public var observableClasses = 0
    /// Warnings and errors over all files (the report's notes are not counted).
    public var warnings = 0
    /// Errors over all files.
    public var errors = 0
}

/// The result of `Migrator.migrate`: one entry per input, in input order, and the summary.
public struct MigrationResult: Sendable {
    /// One per input, in input order.
    public var files: [MigratedFile]
    /// The counts of the report's closing line.
    public var summary: MigrationSummary
}
