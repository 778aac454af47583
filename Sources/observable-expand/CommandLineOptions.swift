/// The parsed command line of `observable-expand`.
struct CommandLineOptions: Equatable {
    var inputs: [String] = []
    var output: String?
    var showHelp = false
    var showVersion = false

    /// A command-line mistake, reported with exit status 64 (EX_USAGE).
    struct UsageError: Error, Equatable {
        var message: String
    }

    /// Parses `arguments` (without the program name).
    static func parse(_ arguments: [String]) throws(UsageError) -> CommandLineOptions {
        var options = CommandLineOptions()
        var k = 0
        var onlyInputs = false
        while k < arguments.count {
            let argument = arguments[k]
            k += 1
            if onlyInputs || argument == "-" || !argument.hasPrefix("-") {
                options.inputs.append(argument)
                continue
            }
            switch argument {
            case "--":
                onlyInputs = true
            case "-h", "--help":
                options.showHelp = true
            case "--version":
                options.showVersion = true
            case "-o", "--output":
                guard k < arguments.count else { throw UsageError(message: "option '\(argument)' needs a path") }
                options.output = arguments[k]
                k += 1
            default:
                throw UsageError(message: "unknown option '\(argument)'")
            }
        }
        if !options.showHelp && !options.showVersion {
            if options.inputs.isEmpty { throw UsageError(message: "no input file") }
            if options.inputs.count > 1 { throw UsageError(message: "expected one input file, got \(options.inputs.count)") }
        }
        return options
    }

    static let version = "0.1.0"

    static let help = """
        OVERVIEW: Expand classes marked '// @Observable' into the plain Swift that Swift's
        @Observable macro generates, so that they compile with only 'import Observation'.

        USAGE: observable-expand <file> [-o <output>]

        ARGUMENTS:
          <file>                  A Swift source file. Classes whose leading comments hold
                                  '// @Observable' (or '///', '/* */', or the real '@Observable'
                                  attribute) are expanded; everything else is copied unchanged.

        OPTIONS:
          -o, --output <output>   Write the result to <output> (atomically; nothing is written
                                  when there is an error). Default: standard output.
          --version               Print the version.
          -h, --help              Print this help.

        EXAMPLES:
          observable-expand Model.swift
          observable-expand Model.swift -o Generated/Model.swift

        Errors are printed as 'path:line:column: error: message'. Exit status: 0 success,
        1 errors in the input, 64 bad arguments.
        """
}
