import OptionParsing

/// The bench's command line.
struct BenchOptions: Equatable {
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

    /// Parses `arguments` (without the program name) with `table`, the parser of
    /// `observable-expand`. Throws a `UsageError`.
    static func parse(_ arguments: [String]) throws -> BenchOptions {
        try table.parse(arguments, into: BenchOptions())
    }

    /// A whole number of at least 1, for the counts of runs.
    static func number(_ text: String, _ name: String) throws -> Int {
        guard let n = Int(text), n >= 1 else { throw UsageError(message: "option '\(name)' needs a positive number, got '\(text)'") }
        return n
    }

    /// The bench's options, in the order `--help` lists them; applied in order (`--quick --runs 5`
    /// runs 5 times, `--runs 5 --quick` 3 times).
    static let table = OptionTable<BenchOptions>([
        .value("--cli", "path", path: true, help: """
            The CLI to time (default: observable-expand next to this binary).
            """) { $0.cli = $1 },
        .value("--interfaces", "dir", path: true, help: """
            Where to find the .swiftinterface corpus (default: swiftc's ../lib).
            """) { $0.interfaces = $1 },
        .value("--results", "file", path: true, help: """
            Also write the table to <file> (benchmarks/RESULTS.md).
            """) { $0.results = $1 },
        .value("--work", "dir", path: true, help: """
            Generate corpora here (default: a new temporary folder).
            """) { $0.work = $1 },
        .value("--real-code", "dir", path: true, help: """
            A folder of real Swift code (fetched public repositories) for
            the real-shaped section (default: benchmarks/real-code/checkouts
            when it is there; benchmarks/real-code/fetch.sh makes it).
            """) { $0.realCode = $1 },
        .flag("--keep", help: """
            Keep the work folder.
            """) { $0.keepWork = true },
        .value("--generate", "dir", path: true, help: """
            Only write the generated corpora into <dir> (models-N/,
            real-shaped-1000/, wide-P.swift) and exit; for profiling
            (benchmarks/profile.sh).
            """) { $0.generate = $1 },
        .spelledValue("--runs", "n", example: "3", help: """
            Timed runs per in-process figure (default 9; median reported).
            """) { $0.runs = try number($1, $2) },
        .spelledValue("--warmups", "n", example: "3", help: """
            Warm-up runs before each figure (default 1).
            """) { $0.warmups = try number($1, $2) },
        .spelledValue("--process-runs", "n", example: "3", help: """
            Timed runs of hello world and of the CLI on one file (default 21).
            """) { $0.processRuns = try number($1, $2) },
        .spelledValue("--folder-runs", "n", example: "3", help: """
            Timed runs of the CLI over the 1,000-file folder, and
            rounds of the two-thread figures (default 7).
            """) { $0.folderRuns = try number($1, $2) },
        .spelledValue("--typecheck-runs", "n", example: "3", help: """
            Timed runs of each swiftc -typecheck (default 3).
            """) { $0.typecheckRuns = try number($1, $2) },
        .spelledValue("--swift-syntax-sample", "n", example: "3", help: """
            Time SwiftParser on every <n>th interface file (default 5).
            """) { $0.swiftSyntaxSample = try number($1, $2) },
        .flag("--no-swift-syntax", help: """
            Skip the swift-syntax column.
            """) { $0.swiftSyntax = false },
        .flag("--no-typecheck", help: """
            Skip the build-time comparison (it takes about a minute).
            """) { $0.typecheck = false },
        .value("--only", "sections", repeatable: true, example: "memory,index", help: """
            Run only these sections, comma-separated: throughput,
            cores, disk, swift-syntax, scaling, memory,
            large-inputs, index, real-shaped, process, build-time.
            """) { options, text in
            for name in text.split(separator: ",").map(String.init) {
                guard sections.contains(name) else { throw UsageError(message: "unknown section '\(name)'; sections: \(sections.joined(separator: ", "))") }
                options.only.insert(name)
            }
        },
        .flag("--wall-clock", help: """
            Time in-process figures by wall clock, not thread CPU time.
            """) { $0.wallClock = true },
        .flag("--quick", help: """
            Fewer runs, for a smoke test; figures are noisier.
            """) { options in
            options.quick = true
            options.runs = 3
            options.processRuns = 5
            options.folderRuns = 1
            options.typecheckRuns = 1
            options.minimumRunSeconds = 0.02
            options.swiftSyntaxSample = 20
        },
        .flag("--help", short: "h", help: """
            Print this help.
            """) { $0.showHelp = true },
    ]) { _, argument in throw UsageError(message: "unexpected argument '\(argument)' (the bench reads no input files)") }

    static let help = """
        OVERVIEW: Benchmark of observable-expand: throughput against a byte floor, scaling,
        peak memory, CLI start-up and the build-time gain over the real @Observable macro.
        Prints one table; with --results, also writes it as Markdown with the machine and date.

        USAGE: observable-expand-bench [<options>]

        OPTIONS:
        \(table.help)

        A value may follow '=' ('--runs=3'), as in observable-expand's options.
        """
}
