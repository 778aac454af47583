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
    var annotation: String = "attribute"
    var diagnosticsFormat: CommandLineOptions.DiagnosticsFormat = .text
    /// `--diagnostics-file`: every message, in `diagnosticsFormat`, also written to this file.
    var diagnosticsFile: String?
    var quiet = false
    var showHelp = false

    /// Parses `arguments` (after `migrate`). Throws a usage error (exit 64).
    static func parse(_ arguments: [String]) throws(CommandLineOptions.UsageError) -> MigrateOptions {
        var options = MigrateOptions()
        var k = 0
        var onlyInputs = false
        while k < arguments.count {
            var argument = arguments[k]
            k += 1
            if onlyInputs || !argument.hasPrefix("-") || argument == "-" {
                guard argument != "-" else { throw .init(message: "'migrate' reads files and folders, not standard input") }
                options.inputs.append(argument)
                continue
            }
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                inlineValue = String(argument[argument.index(after: equals)...])
                argument = String(argument[..<equals])
            } else if argument.hasPrefix("-o") && argument.count > 2 {
                // `-oPATH`, and `-o=PATH` as `--output=PATH` (not a file named `=PATH`).
                inlineValue = String(argument.dropFirst(argument.hasPrefix("-o=") ? 3 : 2))
                argument = "-o"
            }
            func value() throws(CommandLineOptions.UsageError) -> String {
                if let inlineValue { return inlineValue }
                guard k < arguments.count else { throw .init(message: "option '\(argument)' needs a value") }
                k += 1
                try CommandLineOptions.refuseOptionAsPath(arguments[k - 1], after: argument)
                return arguments[k - 1]
            }
            func flag() throws(CommandLineOptions.UsageError) -> Bool {
                if inlineValue != nil { throw .init(message: "'\(argument)' takes no value") }
                return true
            }
            switch argument {
            case "--": onlyInputs = true
            case "-h", "--help": options.showHelp = try flag()
            case "-o", "--output":
                guard options.output == nil else { throw .init(message: "'\(argument)' given twice") }
                options.output = try value()
            case "--in-place": options.inPlace = try flag()
            case "--check": options.check = try flag()
            case "--dry-run": options.dryRun = try flag()
            case "--force": options.force = try flag()
            case "-q", "--quiet": options.quiet = try flag()
            case "--exclude": options.excludes.append(try value())
            case "--annotation":
                let text = try value()
                guard text == "attribute" || text == "comment" else { throw .init(message: "'--annotation' takes 'attribute' or 'comment', not '\(text)'") }
                options.annotation = text
            case "--diagnostics-format":
                let text = try value()
                guard let format = CommandLineOptions.DiagnosticsFormat(rawValue: text) else {
                    throw .init(message: "'--diagnostics-format' takes 'text', 'json' or 'github', not '\(text)'")
                }
                options.diagnosticsFormat = format
            case "--diagnostics-file":
                options.diagnosticsFile = try value()
                guard options.diagnosticsFile != "" else { throw .init(message: "'--diagnostics-file' needs a path, not an empty string") }
            default:
                throw .init(message: "unknown option '\(argument)' for 'migrate'")
            }
        }
        if options.showHelp { return options }
        if options.inputs.isEmpty { throw .init(message: "no input files") }
        if options.inPlace && options.output != nil { throw .init(message: "'--in-place' and '--output' cannot be used together") }
        if options.check && options.dryRun { throw .init(message: "'--check' and '--dry-run' cannot be used together") }
        if options.output == "-" { throw .init(message: "'migrate' writes standard output when no '--output' is given; '-o -' is not needed") }
        // An empty path (`-o=`, `-o ""`, an unset variable) mirrored the inputs under `/`.
        if options.output == "" { throw .init(message: "'--output' needs a path, not an empty string") }
        return options
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
          -o, --output <path>     Write the migrated files there: a file (one input) or a folder
                                  that mirrors the inputs. Without it and '--in-place': standard
                                  output (one input only).
          --in-place              Replace each input that changes (atomically).
          --dry-run               Write nothing; print a unified diff of each file that would change.
          --check                 Write nothing; exit 1 if any file would change (with a diff).
          --annotation <style>    'attribute' (default: '@Observable', '@ObservationIgnored') or
                                  'comment' ('// @Observable', '// @ObservationIgnored', for projects
                                  that expand them with observable-expand).
          --force                 Migrate classes even when a use needs Combine ('$x.sink',
                                  'objectWillChange', 'assign(to:)', 'T: ObservableObject'); each
                                  such use is reported as an error to rewrite by hand (exit 1).
          --exclude <glob>        Leave out files of input folders matching <glob>; repeatable.
          --diagnostics-format <format>
                                  'text' (default), 'json' or 'github'. Where standard output
                                  carries no migrated code ('-o', '--in-place', '--check',
                                  '--dry-run'), 'json' and 'github' go to standard output, and so
                                  do the text format's report notes; else to standard error.
          --diagnostics-file <path>
                                  Also write every message, in '--diagnostics-format', to <path>
                                  (not a '.swift' file); the streams then carry the text format.
          -q, --quiet             Print errors and warnings only (no report notes).
          -h, --help              Print this help.

        Warnings name each trap to review (eager '@State' initializers, custom '==', nested
        observable objects, deployment targets) and each use that keeps a class on
        ObservableObject; notes report each class migrated or kept and each rewrite.
        Exit status: 0 success, 1 errors (nothing is written when an input does not parse), 64 bad
        arguments.
        """
}
