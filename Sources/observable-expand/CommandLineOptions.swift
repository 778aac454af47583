import OptionParsing

/// The parsed command line of `observable-expand`.
struct CommandLineOptions: Equatable {
    /// How `#sourceLocation` directives name the original file.
    enum SourceLocationStyle: String, Equatable {
        case none, relative, absolute
    }

    /// How diagnostics are printed.
    enum DiagnosticsFormat: String, Equatable {
        case text, json, github
    }

    var inputs: [String] = []
    /// Files that list more inputs, one path per line (`--input-file-list`).
    var inputFileLists: [String] = []
    /// Glob patterns of paths (relative to each input folder) to leave out (`--exclude`).
    var excludes: [String] = []
    /// `migrate` only: leave out dependency folders of input folders (`DependencyFolders`).
    var skipsDependencies = false
    var prune = false
    var diagnosticsFormat: DiagnosticsFormat = .text
    var output: String?
    var check = false
    var dryRun = false
    var explain = false
    /// `--diagnostics-file`: every message, in `diagnosticsFormat`, written to this file; the
    /// streams then carry the text format (see `MessageRouting`).
    var diagnosticsFile: String?
    /// `--codable-keys`: `CodingKeys` for Codable classes (`ExpansionOptions.codableKeys`).
    var codableKeys = false
    var quiet = false
    var verbose = false
    var jobs: Int?
    var assumeFilename: String?
    /// `--source-location`; nil: the default, `relative` for a written output (`-o`,
    /// `--output`) and `none` for standard output (`resolvedSourceLocation`).
    var sourceLocation: SourceLocationStyle?
    var outputSuffix = ""
    var showHelp = false
    var showVersion = false
    /// Files and folders read for declarations only (`--context`), for type inference and
    /// superclass chains.
    var contextPaths: [String] = []
    /// `--no-default-context`: do not read the standard library's interfaces.
    var noDefaultContext = false
    /// `--sdk`: where the standard library's (and on macOS the SDK's) interfaces are.
    var sdk: String?
    /// `--cache-path`: the folder of the expansion cache (`ExpansionCache`), instead of the
    /// user's cache folder.
    var cachePath: String?
    /// `--no-cache`: neither read nor write the expansion cache.
    var noCache = false
    /// `--regenerate-command`: with `--check`, the command that the messages about stale,
    /// orphaned and leftover outputs tell the user to run (the command plugin names itself).
    var regenerateCommand: String?

    /// A command-line mistake, reported with exit status 64 (EX_USAGE).
    typealias UsageError = OptionParsing.UsageError

    /// Parses `arguments` (without the program name) with `table`, then checks the combinations
    /// of options. Options may come before or after the inputs; `--` ends the options.
    static func parse(_ arguments: [String]) throws(UsageError) -> CommandLineOptions {
        let options = try table.parse(arguments, into: CommandLineOptions())
        try options.validate()
        return options
    }

    /// The checks that are about combinations of options (each option's own value is checked
    /// where `table` reads it).
    func validate() throws(UsageError) {
        let options = self
        if options.showHelp || options.showVersion { return }
        if options.inputs.isEmpty && options.inputFileLists.isEmpty { throw UsageError(message: "no input files") }
        if options.output == "" { throw UsageError(message: "'--output' needs a path, not an empty string") }
        if options.inputs.contains("") { throw UsageError(message: "an input path cannot be empty") }
        if (options.check || options.dryRun || options.prune) && options.output == "-" {
            throw UsageError(message: "'--check', '--dry-run' and '--prune' compare or clean output files; '-o -' is standard output")
        }
        if options.prune && options.output == nil { throw UsageError(message: "'--prune' needs '--output' to know which folder to clean") }
        if options.prune && (options.check || options.dryRun) { throw UsageError(message: "'--prune' cannot be used with '--check' or '--dry-run'") }
        if options.check && options.dryRun { throw UsageError(message: "'--check' and '--dry-run' cannot be used together") }
        if options.explain && (options.check || options.dryRun || options.output != nil) {
            throw UsageError(message: "'--explain' writes nothing and cannot be used with '--output', '--check' or '--dry-run'")
        }
        if options.quiet && options.verbose { throw UsageError(message: "'--quiet' and '--verbose' cannot be used together") }
        if (options.check || options.dryRun) && options.output == nil {
            throw UsageError(message: options.check ? "'--check' needs '--output' to know which files to compare"
                                                     : "'--dry-run' needs '--output' to know which files it would write")
        }
        if options.inputs.filter({ $0 == "-" }).count > 1 { throw UsageError(message: "standard input ('-') can be read only once") }
        if options.regenerateCommand != nil && !options.check {
            throw UsageError(message: "'--regenerate-command' only applies to '--check'")
        }
        if options.assumeFilename != nil && !options.inputs.contains("-") {
            throw UsageError(message: "'--assume-filename' only applies to standard input ('-')")
        }
    }

    /// The `--diagnostics-format` that `arguments` ask for, read without parsing the rest, so
    /// that a mistake elsewhere on the command line is still reported in that format: the last
    /// valid one before `--`, else `text`.
    static func requestedDiagnosticsFormat(_ arguments: [String]) -> DiagnosticsFormat {
        var format = DiagnosticsFormat.text
        var k = 0
        while k < arguments.count, arguments[k] != "--" {
            let argument = arguments[k]
            k += 1
            if argument == "--diagnostics-format", k < arguments.count {
                format = DiagnosticsFormat(rawValue: arguments[k]) ?? format
                k += 1
            } else if argument.hasPrefix("--diagnostics-format=") {
                format = DiagnosticsFormat(rawValue: String(argument.dropFirst("--diagnostics-format=".count))) ?? format
            }
        }
        return format
    }

    static let version = "0.1.0"

    /// The `--diagnostics-file` that `arguments` ask for, read without parsing the rest, so that
    /// a usage error still replaces the report of an earlier run (a CI step reading an old,
    /// clean report would pass): the last one before `--`, else nil.
    static func requestedDiagnosticsFile(_ arguments: [String]) -> String? {
        var file: String?
        var k = 0
        while k < arguments.count, arguments[k] != "--" {
            let argument = arguments[k]
            k += 1
            if argument == "--diagnostics-file", k < arguments.count {
                file = arguments[k]
                k += 1
            } else if argument.hasPrefix("--diagnostics-file=") {
                file = String(argument.dropFirst("--diagnostics-file=".count))
            }
        }
        // `-` is refused (it is no report file), and nothing is written to a file of that name.
        return file?.isEmpty == false && file != "-" ? file : nil
    }

    /// The options of the expansion, in the order `--help` lists them. Options whose value names
    /// a file or folder are `path:` (`-o --check`, from an unset variable, regenerated into a
    /// folder named `--check` and passed); `--output=-v` and `./-v` name such a path on purpose.
    static let table = OptionTable<CommandLineOptions>([
        .value("--output", short: "o", "path", path: true, example: "Out", help: """
            Where to write. With one input file: the output file. With a
            folder, several inputs, an existing folder or a path ending in
            '/': a folder that mirrors the input tree (every input file gets
            an output; one with no annotated class is its source under the
            header line and a '#sourceLocation' directive).
            Without it: standard output (one input only).
            Files are written atomically, and only when their bytes change.
            """) { $0.output = $1 },
        .flag("--check", help: """
            Write nothing; exit 1 if any output is missing or differs from
            what would be written, printing '<path>: error: ... is out of
            date' and a unified diff. For CI on checked-in expansions.
            """) { $0.check = true },
        .flag("--dry-run", help: """
            Write nothing; list the files that would be written.
            """) { $0.dryRun = true },
        .flag("--prune", help: """
            In folder output, delete the outputs whose source is gone (files
            that carry this tool's header and that no input maps to; never
            any other file), and print each one removed. '--check' reports
            such orphans as errors.
            """) { $0.prune = true },
        .flag("--explain", help: """
            Write nothing; print a note for each decision: every class
            expanded, every property tracked or not and why, and whether
            each class gets the conformance, each naming the macro's rule
            ('path:line:column: note: ... (rule: isValidForObservation)').
            """) { $0.explain = true },
        .flag("--codable-keys", help: """
            Give each class that conforms to Codable, Encodable or Decodable
            in its own declaration, and declares no CodingKeys, a CodingKeys
            enum ('case _name = "name"' for each tracked property, the other
            stored properties by name, the registrar left out), so that it
            encodes as the class without the macro would. The macro itself
            encodes '_name' keys and the registrar.
            """) { $0.codableKeys = true },
        .value("--source-location", "style", example: "relative", help: """
            How '#sourceLocation' directives name the original file, so
            that '#line', '#file', '#fileID', '#filePath', errors and
            debugger lines in untouched code give the original file and
            line: 'relative' (path relative to the current folder; the
            default for written outputs), 'absolute' (for build plugins) or
            'none' (no directives; the default for standard output).
            """) { options, text in
            guard let style = SourceLocationStyle(rawValue: text) else {
                throw UsageError(message: "'--source-location' takes 'none', 'relative' or 'absolute', not '\(text)'")
            }
            options.sourceLocation = style
        },
        .value("--output-suffix", "suffix", example: ".expanded", help: """
            In folder output, insert <suffix> before '.swift' in each output
            file name ('Model.swift' -> 'Model.expanded.swift' with
            '.expanded'). Use it with '--source-location' when the outputs
            are compiled in the same module as files of the same name would
            be, so that '#fileID' strings stay unique.
            """) { options, text in
            guard !text.contains("/") else { throw UsageError(message: "'--output-suffix' cannot contain '/'") }
            options.outputSuffix = text
        },
        .value("--input-file-list", "file", path: true, repeatable: true, help: """
            Read more inputs from <file>, one path per line (an Xcode
            .xcfilelist works: '$(VAR)' and '${VAR}' are taken from the
            environment; blank lines and lines starting with '#' are skipped).
            """) { $0.inputFileLists.append($1) },
        .value("--exclude", "glob", repeatable: true, help: """
            Leave out files whose path relative to their input folder matches
            <glob> ('*' within a name, '**' across folders, '?'; a final '/'
            matches folders only: 'Legacy/'); repeatable.
            """) { $0.excludes.append($1) },
        ] + diagnosticsOptions(formatHelp: """
            'text' (default: 'path:line:column: error: message'), 'json' (one
            array of objects with file, line, column, severity, id, message)
            or 'github' (GitHub Actions annotations), for every message, usage
            errors included. The exit status is the same in every format.
            Where standard output carries no code (writing files, '--check',
            '--dry-run', '--explain'), 'json' and 'github' go to standard
            output, and so do the text format's notes; else to standard error.
            """, setFormat: { $0.diagnosticsFormat = $1 }, setFile: { $0.diagnosticsFile = $1 }) + [
        .value("--assume-filename", "path", path: true, help: """
            The file name to use in diagnostics for standard input.
            """) { $0.assumeFilename = $1 },
        // A missing path is reported with the inputs (`InputCollector`), not as a usage error.
        .value("--context", "path", path: true, repeatable: true, help: """
            A Swift file, a folder of them or a '.swiftinterface' file read
            for declarations only (never written or diagnosed), so that
            'var tint = Theme.shared.tint' and superclasses declared there
            are known. May be given several times; may hold the inputs.
            """) { $0.contextPaths.append($1) },
        .flag("--no-default-context", help: """
            Do not read the standard library's interfaces (found next to
            'swiftc' on PATH, or in '--sdk'/'SDKROOT'), which are otherwise
            indexed once when an inference needs them ('Duration.zero').
            """) { $0.noDefaultContext = true },
        .value("--sdk", "path", path: true, help: """
            The SDK or toolchain root whose 'usr/lib/swift' holds the
            standard library's interfaces; the interfaces of the modules
            the inputs import are read from it too (its frameworks').
            """) { $0.sdk = $1 },
        .value("--cache-path", "folder", path: true, help: """
            Where the expansion cache is kept (default: the user's cache
            folder, '$XDG_CACHE_HOME' or '~/.cache', '/observable-expand').
            With '--output', a rerun skips each file whose inputs, options,
            context and tool are unchanged and whose output still holds
            exactly what was written (checked by digest); files with
            diagnostics are always expanded again.
            """) { options, text in
            guard text != "" else { throw UsageError(message: "'--cache-path' needs a folder, not an empty string") }
            options.cachePath = text
        },
        .flag("--no-cache", help: """
            Neither read nor write the expansion cache.
            """) { $0.noCache = true },
        .value("--regenerate-command", "command", help: """
            With '--check', the command that the messages about stale,
            orphaned or leftover outputs tell the user to run (default:
            observable-expand without '--check', or with '--prune').
            """) { options, text in
            guard text != "" else { throw UsageError(message: "'--regenerate-command' needs a command, not an empty string") }
            options.regenerateCommand = text
        },
        .spelledValue("--jobs", short: "j", "n", example: "4", help: """
            Expand up to <n> files in parallel (default: the number of cores).
            """) { options, text, spelled in
            guard let jobs = Int(text), jobs >= 1 else { throw UsageError(message: "'\(spelled)' takes a whole number of at least 1, not '\(text)'") }
            options.jobs = jobs
        },
        .flag("--quiet", short: "q", help: """
            Print errors only. Short options can be bundled ('-qj4'), and an
            option's value can follow '=' ('--jobs=4', '-j=4', '-o=Out/').
            """) { $0.quiet = true },
        .flag("--verbose", short: "v", help: """
            Also print each file written or left unchanged.
            """) { $0.verbose = true },
        .flag("--version", help: """
            Print the version.
            """) { $0.showVersion = true },
        .flag("--help", short: "h", help: """
            Print this help.
            """) { $0.showHelp = true },
    ]) { options, input in options.inputs.append(input) }

    static let help = """
        OVERVIEW: Expand classes marked '// @Observable' into the plain Swift that Swift's
        @Observable macro generates, so that they compile with only 'import Observation'.

        USAGE: observable-expand [<options>] <input> ...
               observable-expand migrate [<options>] <input> ...
                                  (ObservableObject -> Observation; see 'migrate --help')

        ARGUMENTS:
          <input>                 A Swift file, a folder (searched for *.swift files, in sorted
                                  order, skipping hidden folders and *.xcodeproj and
                                  *.xcworkspace bundles), or '-' for standard input.
                                  Classes whose leading comments hold '// @Observable' (or '///',
                                  '/* */', or the real '@Observable' attribute) are expanded;
                                  everything else is copied unchanged.

        OPTIONS:
        \(table.help)

        EXAMPLES:
          observable-expand Model.swift
          observable-expand Model.swift -o Generated/Model.swift
          observable-expand Sources/Models --output Sources/Generated --source-location relative
          observable-expand Sources/Models --output Sources/Generated --check
          observable-expand Model.swift --explain
          cat Model.swift | observable-expand - --assume-filename Model.swift

        Output files start with one line naming their source. Diagnostics are printed as
        'path:line:column: error: message', in input order.
        Exit status: 0 success, 1 errors in the input or stale outputs, 64 bad arguments.
        """
}

extension CommandLineOptions {
    /// `--diagnostics-format` and `--diagnostics-file`, one definition for every command that
    /// reports (expansion, `migrate`): the same values, checks and messages; `formatHelp` is the
    /// command's own text of where each format goes.
    static func diagnosticsOptions<Options>(formatHelp: String, setFormat: @escaping @Sendable (inout Options, DiagnosticsFormat) -> Void,
                                            setFile: @escaping @Sendable (inout Options, String) -> Void) -> [Option<Options>] {
        [
            .value("--diagnostics-format", "format", example: "json", help: formatHelp) { options, text in
                guard let format = DiagnosticsFormat(rawValue: text) else {
                    throw UsageError(message: "'--diagnostics-format' takes 'text', 'json' or 'github', not '\(text)'")
                }
                setFormat(&options, format)
            },
            .value("--diagnostics-file", "path", help: """
                Also write every message, in '--diagnostics-format', to <path>
                (not a '.swift' file); the streams then carry the text format.
                """) { options, text in
                guard text != "" else { throw UsageError(message: "'--diagnostics-file' needs a path, not an empty string") }
                // Not standard output, as '-o -' is: it would write a file named '-' in silence.
                guard text != "-" else {
                    throw UsageError(message: "'--diagnostics-file -' would write a file named '-' (write './-' for that); the messages go to the streams without it")
                }
                setFile(&options, text)
            },
        ]
    }
}

extension CommandLineOptions {
    /// The `#sourceLocation` style of a job: as `--source-location` says, else `relative` when
    /// it writes a file (the expanded program's `#line` and `#file` then give what they give
    /// with the macro) and `none` when it prints to standard output.
    func resolvedSourceLocation(writesFile: Bool) -> SourceLocationStyle {
        sourceLocation ?? (writesFile ? .relative : .none)
    }
}
