import OptionParsing

/// The parsed command line of `observable-expand migrate`.
struct MigrateOptions: Equatable {
    var inputs: [String] = []
    var excludes: [String] = []
    /// `-o`/`--output`: a file (one input) or a folder that mirrors the inputs.
    var output: String?
    var inPlace = false
    var check = false
    var dryRun = false
    var force = false
    /// `--explain`: write nothing; add a note for each decision, naming its rule.
    var explain = false
    var annotation: String = "attribute"
    var diagnosticsFormat: CommandLineOptions.DiagnosticsFormat = .text
    /// `--diagnostics-file`: every message, in `diagnosticsFormat`, also written to this file.
    var diagnosticsFile: String?
    var quiet = false
    var showHelp = false
    /// `--plain-wrapper`: wrappers the user says do not publish.
    var plainWrappers: [String] = []
    /// Migrate the dependency sources of input folders too (`DependencyFolders`).
    var includeDependencies = false

    /// Parses `arguments` (after `migrate`) with `table`, then checks the combinations of
    /// options. Throws a usage error (exit 64).
    static func parse(_ arguments: [String]) throws(UsageError) -> MigrateOptions {
        let options = try table.parse(arguments, into: MigrateOptions())
        try options.validate()
        return options
    }

    /// The checks that are about combinations of options.
    func validate() throws(UsageError) {
        if showHelp { return }
        if inputs.isEmpty { throw .init(message: "no input files") }
        if inPlace && output != nil { throw .init(message: "'--in-place' and '--output' cannot be used together") }
        if check && dryRun { throw .init(message: "'--check' and '--dry-run' cannot be used together") }
        if explain && (check || dryRun || inPlace || output != nil) {
            throw .init(message: "'--explain' writes nothing and cannot be used with '--output', '--in-place', '--check' or '--dry-run'")
        }
        if output == "-" { throw .init(message: "'migrate' writes standard output when no '--output' is given; '-o -' is not needed") }
        // An empty path (`-o=`, `-o ""`, an unset variable) mirrored the inputs under `/`.
        if output == "" { throw .init(message: "'--output' needs a path, not an empty string") }
    }

    /// The options of `migrate`, in the order `--help` lists them. A new option is one entry
    /// here (and a stored property above).
    static let table = OptionTable<MigrateOptions>([
        .value("--output", short: "o", "path", path: true, example: "Out", help: """
            Write the migrated files there: a file (one input) or a folder
            that mirrors the inputs. Without it and '--in-place': standard
            output (one input only).
            """) { $0.output = $1 },
        .flag("--in-place", help: """
            Replace each input that changes (atomically).
            """) { $0.inPlace = true },
        .flag("--dry-run", help: """
            Write nothing; print a unified diff of each file that would change.
            """) { $0.dryRun = true },
        .flag("--check", help: """
            Write nothing; exit 1 if any file would change (with a diff).
            """) { $0.check = true },
        .value("--annotation", "style", example: "comment", help: """
            'attribute' (default: '@Observable', '@ObservationIgnored') or
            'comment' ('// @Observable', '// @ObservationIgnored', for projects
            that expand them with observable-expand).
            """) { options, text in
            guard text == "attribute" || text == "comment" else { throw UsageError(message: "'--annotation' takes 'attribute' or 'comment', not '\(text)'") }
            options.annotation = text
        },
        .flag("--force", help: """
            Migrate classes even when a use needs Combine ('$x.sink',
            'objectWillChange', 'assign(to:)', 'T: ObservableObject'); each
            such use is reported as an error to rewrite by hand (exit 1).
            """) { $0.force = true },
        .flag("--explain", help: """
            Write nothing; print, for each class, property and view site,
            the decision and the rule that made it, as notes (any number of
            inputs, read as one run).
            """) { $0.explain = true },
        .value("--exclude", "glob", repeatable: true, help: """
            Leave out files of input folders matching <glob>; repeatable.
            """) { $0.excludes.append($1) },
        .flag("--include-dependencies", help: """
            Migrate the files of input folders' dependency sources too
            ('Pods' of CocoaPods, 'Carthage/Checkouts', 'SourcePackages/
            checkouts'), which are left out by default.
            """) { $0.includeDependencies = true },
        .value("--plain-wrapper", "name", repeatable: true, example: "Injected", help: """
            A property wrapper the run does not declare that does not
            publish through the enclosing 'ObservableObject' (no
            '_enclosingInstance' subscript): its properties become
            '@ObservationIgnored' instead of keeping their class; repeatable.
            """) { options, name in
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), name.first?.isNumber == false else {
                throw UsageError(message: "'--plain-wrapper' takes a wrapper's name ('Injected'), not '\(name)'")
            }
            options.plainWrappers.append(name)
        },
        ] + CommandLineOptions.diagnosticsOptions(formatHelp: """
            'text' (default), 'json' or 'github'. Where standard output
            carries no migrated code ('-o', '--in-place', '--check',
            '--dry-run'), 'json' and 'github' go to standard output, and so
            do the text format's report notes; else to standard error.
            """, setFormat: { $0.diagnosticsFormat = $1 }, setFile: { $0.diagnosticsFile = $1 }) + [
        .flag("--quiet", short: "q", help: """
            Print errors and warnings only (no report notes).
            """) { $0.quiet = true },
        .flag("--help", short: "h", help: """
            Print this help.
            """) { $0.showHelp = true },
    ], unknownSuffix: " for 'migrate'") { options, input in
        guard input != "-" else { throw UsageError(message: "'migrate' reads files and folders, not standard input") }
        options.inputs.append(input)
    }

    static let help = """
        OVERVIEW: Migrate ObservableObject classes and their SwiftUI uses to Observation,
        keeping which properties notify, and flag what cannot move.

        USAGE: observable-expand migrate [<options>] <input> ...

        ARGUMENTS:
          <input>                 Swift files and folders (searched for *.swift files), all read
                                  together, so that the uses in one file of a class declared in
                                  another are seen.

        OPTIONS:
        \(table.help)

        Short options bundle ('-qo Out' is '-q -o Out'), and a value may follow '='
        ('--output=Out', '-o=Out'), as in the expansion's options.

        Warnings name each trap to review (eager '@State' initializers, custom '==', nested
        observable objects, deployment targets) and each use that keeps a class on
        ObservableObject; notes report each class migrated or kept and each rewrite.
        Exit status: 0 success, 1 errors (nothing is written when an input does not parse), 64 bad
        arguments.
        """
}
