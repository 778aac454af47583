import Foundation

/// The benchmark run: set-up, the sections in order (Bench+*.swift), the table and RESULTS.md.
struct Bench {
    var options: BenchOptions
    var report = Report()
    let started = monotonicSeconds()

    var work = ""
    var cli = ""
    var benchExecutable = ""
    var interfaces: Corpus?
    var generated: GeneratedCorpora?

    // Facts the targets are judged on.
    var interfaceStages: [Stage: StageTiming] = [:]
    var modelStages: [Stage: StageTiming] = [:]
    var disk: DiskFigures?
    var cores: [Stage: CoreScaling] = [:]
    var settledFileSystem: FileSystemSettling.Outcome?
    var interfaceMemory: PeakMemory.Report?
    var startup: (hello: CLIBench.ProcessTiming, cli: CLIBench.ProcessTiming)?
    var scaleTimePerByte: [Double] = []
    var classSlopes: [Double] = []
    /// The whole real-shaped run in-process, MB/s.
    var realShapedThroughput: Double?
    /// Tokenizer + declaration parser alone over the same corpus, in turn with the whole run.
    var realShapedParserThroughput: Double?
    var realShapedCLI: RealShapedFigures?
    var realCodeCLI: RealShapedFigures?
    /// Seconds to read the saved standard-library index (median).
    var savedIndexRead: Double?

    init(options: BenchOptions) {
        self.options = options
    }

    var inProcess: Sampling { Sampling(warmups: options.warmups, runs: options.runs, minimumRunSeconds: options.minimumRunSeconds) }
    var process: Sampling { Sampling(warmups: 3, runs: options.processRuns, minimumRunSeconds: 0) }
    var folder: Sampling { Sampling(warmups: 1, runs: options.folderRuns, minimumRunSeconds: 0) }
    var typecheck: Sampling { Sampling(warmups: 1, runs: options.typecheckRuns, minimumRunSeconds: 0) }

    /// How the figures were sampled, printed above the table and kept in RESULTS.md.
    var header: String {
        "In-process figures: \(options.wallClock ? "wall-clock" : "thread CPU") time, median of \(options.runs) runs after \(options.warmups) warm-up(s); "
            + "whole processes: wall time, median of \(options.processRuns) runs (folder: \(options.folderRuns), typecheck: \(options.typecheckRuns))."
    }

    func log(_ message: String) {
        let elapsed = monotonicSeconds() - started
        FileHandle.standardError.write(Data((String(format: "[bench %6.1fs] ", elapsed) + message + "\n").utf8))
    }

    // MARK: - Driver

    mutating func run() -> Int32 {
        do {
            try setUp()
        } catch {
            log("error: \(error)")
            return 1
        }
        defer { tearDown() }
        if options.wallClock { inProcessClock = monotonicSeconds }
        let machine = Machine.current()
        log("\(machine.cpu), \(machine.cores) cores; work folder \(work)")

        section("throughput") { try $0.throughput() }
        section("cores") { try $0.coreScaling() }
        section("disk") { try $0.diskFigures() }
        section("swift-syntax") { try $0.swiftSyntax() }
        section("scaling") { try $0.scalingByCorpusSize() }
        section("scaling") { try $0.scalingByClassSize() }
        section("memory") { try $0.memory() }
        section("large-inputs") { try $0.largeInputs() }
        section("index") { try $0.indexBuild() }
        section("real-shaped") { try $0.realShaped() }
        section("process") { try $0.processes() }
        if options.typecheck {
            section("build-time") { try $0.buildTime() }
        } else if wants("build-time") {
            report.skip("build time", "swiftc -typecheck, macro vs expanded", reason: "--no-typecheck", optional: true)
        }
        targets()

        let duration = monotonicSeconds() - started
        print("observable-expand benchmark — \(machine.date) — \(machine.cpu), \(machine.cores) cores — \(machine.swift)")
        print(header)
        print(report.table())
        print(String(format: "Total bench time: %.0f s.", duration))
        if let results = options.results {
            let command = ProcessInfo.processInfo.environment["BENCH_COMMAND"] ?? CommandLine.arguments.joined(separator: " ")
            do {
                try report.markdown(machine: machine, command: command, sampling: header, duration: duration).write(toFile: results, atomically: true, encoding: .utf8)
                log("wrote \(results)")
            } catch {
                log("error: cannot write \(results): \(error)")
                return 1
            }
        }
        if !report.failures.isEmpty {
            for failure in report.failures { log("FAILED: \(failure)") }
            return 1
        }
        return 0
    }

    func wants(_ section: String) -> Bool { options.only.isEmpty || options.only.contains(section) }

    /// Runs one section (unless `--only` leaves it out); an error becomes a FAILED row instead of
    /// ending the run.
    mutating func section(_ name: String, _ body: (inout Bench) throws -> Void) {
        guard wants(name) else { return }
        do {
            try body(&self)
        } catch {
            log("\(name): \(error)")
            report.skip(name, "(section failed)", reason: "\(error)", optional: false)
        }
    }

    mutating func setUp() throws {
        benchExecutable = Toolchain.executableDirectory + "/observable-expand-bench"
        cli = options.cli ?? Toolchain.executableDirectory + "/observable-expand"
        guard access(cli, X_OK) == 0 else { throw BenchError("no CLI at \(cli); build it or pass --cli PATH") }
        if let given = options.work {
            work = given
            try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        } else {
            let temporary = NSTemporaryDirectory().hasSuffix("/") ? String(NSTemporaryDirectory().dropLast()) : NSTemporaryDirectory()
            var template = Array((temporary + "/observable-expand-bench.XXXXXX").utf8CString)
            guard let made = mkdtemp(&template) else { throw BenchError("cannot create a temporary folder") }
            work = String(cString: made)
        }
        Subprocess.scratchDirectory = work
        log("loading the interface corpus")
        interfaces = try CorpusLoader.interfaceCorpus(root: options.interfaces)
        log("interfaces: \(interfaces!.summary)")
        let sizes = options.quick ? options.classSizes.filter { $0 <= 1_000 } : options.classSizes
        log("generating corpora into \(work)")
        generated = try GeneratedCorpora.generate(in: work, fileCounts: options.fileCounts, classSizes: sizes)
        log("generated: " + generated!.scales.map { "\($0.name) (\($0.summary))" }.joined(separator: ", "))
    }

    func tearDown() {
        if options.keepWork || options.work != nil {
            log("kept the work folder \(work)")
        } else if !work.isEmpty {
            try? FileManager.default.removeItem(atPath: work)
        }
    }
}
