/// The bench's command line.
struct BenchOptions {
    var cli: String?
    var interfaces: String?
    var results: String?
    var work: String?
    /// A folder of fetched public repositories for the real-code figures.
    var realCode: String?
    /// Only write the generated corpora into this folder and exit.
    var generate: String?
    var keepWork = false
    var quick = false
    var swiftSyntax = true
    var typecheck = true
    var showHelp = false
    var wallClock = false
    /// Only these sections (all when empty).
    var only: Set<String> = []
    static let sections = ["throughput", "cores", "disk", "swift-syntax", "scaling", "memory", "large-inputs", "index", "real-shaped", "process", "build-time"]
    /// In-process figures: warm-up runs, timed runs, minimum length of a run.
    var warmups = 1
    var runs = 9
    var minimumRunSeconds = 0.05
    /// Whole-process figures (hello world, CLI on one file): timed runs.
    var processRuns = 21
    /// The CLI over the 1,000-file folder, and `swiftc -typecheck`: timed runs.
    var folderRuns = 7
    var typecheckRuns = 3
    /// The swift-syntax column parses every Nth interface file (it runs at about 0.3 MB/s;
    /// every 5th file is about 2 MB).
    var swiftSyntaxSample = 5
    var fileCounts = [1, 10, 100, 1_000]
    var classSizes = [1, 10, 100, 1_000, 10_000]

    static func parse(_ arguments: [String]) throws -> BenchOptions {
        var options = BenchOptions()
        var k = 0
        func value(_ name: String) throws -> String {
            guard k < arguments.count else { throw BenchError("option '\(name)' needs a value") }
            k += 1
            return arguments[k - 1]
        }
        func number(_ name: String) throws -> Int {
            let text = try value(name)
            guard let n = Int(text), n >= 1 else { throw BenchError("option '\(name)' needs a positive number, got '\(text)'") }
            return n
        }
        while k < arguments.count {
            let argument = arguments[k]
            k += 1
            switch argument {
            case "--cli": options.cli = try value(argument)
            case "--interfaces": options.interfaces = try value(argument)
            case "--results": options.results = try value(argument)
            case "--work": options.work = try value(argument)
            case "--real-code": options.realCode = try value(argument)
            case "--generate": options.generate = try value(argument)
            case "--keep": options.keepWork = true
            case "--runs": options.runs = try number(argument)
            case "--warmups": options.warmups = try number(argument)
            case "--process-runs": options.processRuns = try number(argument)
            case "--folder-runs": options.folderRuns = try number(argument)
            case "--typecheck-runs": options.typecheckRuns = try number(argument)
            case "--swift-syntax-sample": options.swiftSyntaxSample = try number(argument)
            case "--no-swift-syntax": options.swiftSyntax = false
            case "--no-typecheck": options.typecheck = false
            case "--wall-clock": options.wallClock = true
            case "--only":
                for name in try value(argument).split(separator: ",").map(String.init) {
                    guard sections.contains(name) else { throw BenchError("unknown section '\(name)'; sections: \(sections.joined(separator: ", "))") }
                    options.only.insert(name)
                }
            case "--quick":
                options.quick = true
                options.runs = 3
                options.processRuns = 5
                options.folderRuns = 1
                options.typecheckRuns = 1
                options.minimumRunSeconds = 0.02
                options.swiftSyntaxSample = 20
            case "-h", "--help": options.showHelp = true
            default: throw BenchError("unknown option '\(argument)'")
            }
        }
        return options
    }

    static let help = """
        OVERVIEW: Benchmark of observable-expand: throughput against a byte floor, scaling,
        peak memory, CLI start-up and the build-time gain over the real @Observable macro.
        Prints one table; with --results, also writes it as Markdown with the machine and date.

        USAGE: observable-expand-bench [<options>]

        OPTIONS:
          --cli <path>            The CLI to time (default: observable-expand next to this binary).
          --interfaces <dir>      Where to find the .swiftinterface corpus (default: swiftc's ../lib).
          --results <file>        Also write the table to <file> (benchmarks/RESULTS.md).
          --work <dir>            Generate corpora here (default: a new temporary folder).
          --real-code <dir>       A folder of real Swift code (fetched public repositories) for
                                  the real-shaped section (default: benchmarks/real-code/checkouts
                                  when it is there; benchmarks/real-code/fetch.sh makes it).
          --keep                  Keep the work folder.
          --generate <dir>        Only write the generated corpora into <dir> (models-N/,
                                  wide-P.swift) and exit; for profiling (benchmarks/profile.sh).
          --runs <n>              Timed runs per in-process figure (default 9; median reported).
          --warmups <n>           Warm-up runs before each figure (default 1).
          --process-runs <n>      Timed runs of hello world and of the CLI on one file (default 21).
          --folder-runs <n>       Timed runs of the CLI over the 1,000-file folder, and
                                  rounds of the two-thread figures (default 7).
          --typecheck-runs <n>    Timed runs of each swiftc -typecheck (default 3).
          --swift-syntax-sample <n>
                                  Time SwiftParser on every <n>th interface file (default 5).
          --no-swift-syntax       Skip the swift-syntax column.
          --no-typecheck          Skip the build-time comparison (it takes about a minute).
          --only <sections>       Run only these sections, comma-separated: throughput,
                                  cores, disk, swift-syntax, scaling, memory,
                                  large-inputs, index, real-shaped, process, build-time.
          --wall-clock            Time in-process figures by wall clock, not thread CPU time.
          --quick                 Fewer runs, for a smoke test; figures are noisier.
          -h, --help              Print this help.
        """
}
