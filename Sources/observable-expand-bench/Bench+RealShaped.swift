import Foundation
import ObservableExpander
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 27: code shaped like real apps' (`RealShapedGenerator`), and real code when a folder of
/// fetched public repositories is present (`--real-code`, see `benchmarks/real-code/`).
///
/// For each: the CLI into a fresh output folder each time, with the default job count, once
/// with `--no-cache` and once with a warm cache folder (which then only holds the standard
/// library's saved index: a fresh folder has no outputs to skip), each run right after the I/O
/// floor (`DiskFloor.writeAll`: read every input and write the CLI's output bytes through a
/// temporary file and a rename, one file at a time), in turn. CPU time is user + system: the
/// CLI's as the kernel accounts the finished process, the floor's as `getrusage` accounts this
/// process around it. Ratios are the median of the pairs' ratios.
struct RealShapedFigures {
    var name: String
    var cpuRatio: Double
    var wallRatio: Double
    var cachedCPURatio: Double
    var cachedWallRatio: Double
}

extension Bench {
    mutating func realShaped() throws {
        let count = options.quick ? 300 : 1_000
        let directory = work + "/real-shaped"
        try? FileManager.default.removeItem(atPath: directory)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for i in 0 ..< count {
            let file = RealShapedGenerator.file(i)
            try Data(file.text.utf8).write(to: URL(fileURLWithPath: directory + "/" + file.name))
        }
        let corpus = try CorpusLoader.folder(directory, name: "real-shaped ×\(count)")
        // Annotated, expanded, and without a diagnostic: otherwise the figures would be an error path's.
        let check = try Subprocess.run(cli, [directory, "-o", work + "/real-shaped-check/", "--no-cache"], capture: true)
        guard check.status == 0, check.standardError.isEmpty else {
            throw BenchError("the real-shaped corpus does not expand cleanly (status \(check.status)):\n\(check.standardError.prefix(2000))")
        }

        log("real-shaped: the whole run in-process (index, standard library from its archive, every file)")
        let standard = try standardLibraryArchive()
        // With the stages every run pays first, run by run in turn: what reading the same
        // files into tokens and declaration trees alone costs, the floor of the whole run.
        let timings = measureInterleaved(inProcess, [
            { Self.expandRun(corpus.files, standard: standard) },
            { corpus.files.reduce(0) { $0 &+ Stage.tokenizer.run($1) } },
            { corpus.files.reduce(0) { $0 &+ Stage.parser.run($1) } },
        ])
        let timing = timings[0]
        realShapedThroughput = corpus.megabytes / timing.median
        report.add("real-shaped", "whole run in-process (index + expand)", "\(corpus.name) (\(corpus.summary))",
                   Format.mbps(corpus.megabytes / timing.median), String(format: "%.1f ms, %@", timing.median * 1000, Format.spread(timing)))
        for (stage, stageTiming) in zip([Stage.tokenizer, .parser], timings.dropFirst()) {
            report.add("real-shaped", "\(stage.rawValue) alone, in turn with the whole run", "\(corpus.name) (\(corpus.summary))",
                       Format.mbps(corpus.megabytes / stageTiming.median),
                       String(format: "%.1f ms, %.0f%% of the whole run's time; %@", stageTiming.median * 1000, 100 * stageTiming.median / timing.median,
                              Format.spread(stageTiming)))
        }
        realShapedParserThroughput = corpus.megabytes / timings[2].median

        try standardLibraryAfterFirstRun(corpus, standard: standard)

        realShapedCLI = try cliAgainstFloor(corpus, directory: directory)
        if let root = options.realCode ?? Self.defaultRealCode(), FileManager.default.fileExists(atPath: root) {
            let files = CorpusLoader.swiftFiles(under: root, suffix: ".swift")
            guard !files.isEmpty else { throw BenchError("no Swift files under \(root)") }
            let real = Corpus(name: "real code (\(root))", files: try files.map { Corpus.File(path: $0, bytes: try CorpusLoader.readFile($0)) }, directory: root)
            realCodeCLI = try cliAgainstFloor(real, directory: root)
        } else {
            report.skip("real-shaped", "real code", reason: "no folder of fetched repositories: run benchmarks/real-code/fetch.sh, or give --real-code", optional: true)
        }
    }

    /// Issue 27's "standard-library index after the first run": what a run pays for it once
    /// it is saved in the cache folder, as the run reads it: the file read, the archive's
    /// tables checked (`DeclarationIndex(archiveReadOnDemand:)`), and one lookup of each name
    /// the whole in-process run over `corpus` asked of it (`archiveLookups`, asked again with
    /// `replay`; a name asked again in a run is answered from what its first lookup kept). Not
    /// in it: the CLI's check of the file's digest and key (the executable's code).
    private mutating func standardLibraryAfterFirstRun(_ corpus: Corpus, standard: [UInt8]) throws {
        log("real-shaped: the standard library's saved index as a run reads it")
        let access = InMemoryBenchFiles(inputs: corpus.files.map { SourceFile(path: $0.path, bytes: $0.bytes) }, standard: standard)
        let run = ExpansionRun(inputs: corpus.files.count, context: 0, access: access)
        for k in corpus.files.indices { _ = run.expand(k) }
        guard let lookups = run.standardLibraryIndexIfMade?.archiveLookups, lookups.count > 0 else {
            throw BenchError("the real-shaped run asked nothing of the standard library's saved index")
        }
        let path = work + "/standard-library.index"
        try Data(standard).write(to: URL(fileURLWithPath: path))
        let timing = measure(inProcess) { () -> Int in
            guard let bytes = try? DiskFloor.read(path), let index = DeclarationIndex(archiveReadOnDemand: bytes) else { return -1 }
            return index.replay(lookups)
        }
        savedIndexRead = timing.median
        report.add("index", "standard-library index after the first run", "saved index (\(standard.count / 1024) KB) read on demand, \(lookups.count) lookups",
                   String(format: "%.2f ms", timing.median * 1000),
                   "file read + tables checked + one lookup of each name the real-shaped run asked (\(lookups.types.count) types, \(lookups.members.count + lookups.membersNamed.count) members, \(lookups.conformances.count + lookups.associatedTypes.count) conformances and associated types); \(Format.spread(timing))")
    }

    /// The standard library's index as saved in the cache folder, from the interface corpus.
    private func standardLibraryArchive() throws -> [UInt8] {
        guard let interfaces else { throw BenchError("no interface corpus") }
        var index = DeclarationIndex()
        for file in interfaces.files where (file.path.contains("/Swift.swiftmodule/") || file.path.contains("/_Concurrency.swiftmodule/"))
            && !file.path.hasSuffix(".private.swiftinterface") {
            index.addContext(SourceFile(path: file.path, bytes: file.bytes))
        }
        return index.archived()
    }

    /// A folder run as the CLI makes it, without files: an `ExpansionRun` over the files in
    /// memory (the first pass, the declarations read as inference asks for them, the
    /// standard library's index read from `standard`), then each file expanded.
    static func expandRun(_ files: [Corpus.File], standard: [UInt8]) -> Int {
        let access = InMemoryBenchFiles(inputs: files.map { SourceFile(path: $0.path, bytes: $0.bytes) }, standard: standard)
        let run = ExpansionRun(inputs: files.count, context: 0, access: access)
        var total = 0
        for k in files.indices {
            guard case let .expanded(_, result) = run.expand(k) else { continue }
            total &+= (result.output?.count ?? -1) &+ result.diagnostics.count
        }
        return total
    }

    /// `benchmarks/real-code/checkouts` below the current folder, when it is there.
    static func defaultRealCode() -> String? {
        let path = FileManager.default.currentDirectoryPath + "/benchmarks/real-code/checkouts"
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// The CLI against the I/O floor over `corpus` (whose files are below `directory`), in turn.
    private mutating func cliAgainstFloor(_ corpus: Corpus, directory: String) throws -> RealShapedFigures {
        let slug = corpus.name.hasPrefix("real code") ? "real-code" : "real-shaped"
        let reference = work + "/\(slug)-reference"
        try freshFolder(reference)
        let made = try Subprocess.run(cli, [directory, "-o", reference + "/", "--no-cache"], capture: true)
        let errors = made.standardError.components(separatedBy: ": error: ").count - 1
        // The floor writes what the CLI wrote, flattened into one folder (no folders to make:
        // the floor only gets cheaper).
        let relative = corpus.files.map { String($0.path.dropFirst(directory.count + 1)) }
        var inputs: [String] = [], outputs: [[UInt8]] = [], names: [String] = []
        for (k, name) in relative.enumerated() {
            guard let bytes = try? DiskFloor.read(reference + "/" + name) else { continue } // not written: an error
            inputs.append(corpus.files[k].path)
            outputs.append(bytes)
            names.append(name.replacingOccurrences(of: "/", with: "_"))
        }
        let root = work + "/\(slug)-fresh"
        try? FileManager.default.removeItem(atPath: root)
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let cache = work + "/\(slug)-cache"
        let runs = max(3, options.folderRuns)
        log("\(slug): the CLI (no cache, warm cache) against the I/O floor, \(runs) rounds, in turn")
        var cpu: [Double] = [], wall: [Double] = [], cachedCPU: [Double] = [], cachedWall: [Double] = []
        for round in 0 ..< runs + 1 { // the first round warms the caches and is not counted
            var figures: [(Double, Double)] = []
            for (variant, arguments) in [("none", ["--no-cache"]), ("warm", ["--cache-path", cache])] {
                let floorFolder = root + "/floor-\(variant)-\(round)", cliFolder = root + "/cli-\(variant)-\(round)"
                try FileManager.default.createDirectory(atPath: floorFolder, withIntermediateDirectories: false)
                let before = Self.processCPUSeconds()
                let floorWall = try DiskFloor.writeAll(inputs: inputs, outputs: outputs, names: names, into: floorFolder)
                let floorCPU = Self.processCPUSeconds() - before
                let outcome = try Subprocess.run(cli, [directory, "-o", cliFolder + "/"] + arguments)
                guard outcome.status == made.status else { throw BenchError("the CLI's status changed from \(made.status) to \(outcome.status)") }
                figures.append(((outcome.userSeconds + outcome.systemSeconds) / max(floorCPU, 1e-6), outcome.wallSeconds / floorWall))
            }
            guard round > 0 else { continue }
            cpu.append(figures[0].0)
            wall.append(figures[0].1)
            cachedCPU.append(figures[1].0)
            cachedWall.append(figures[1].1)
        }
        let result = RealShapedFigures(name: corpus.name, cpuRatio: median(cpu), wallRatio: median(wall),
                                       cachedCPURatio: median(cachedCPU), cachedWallRatio: median(cachedWall))
        let summary = "\(corpus.name) (\(corpus.summary)\(errors > 0 ? ", \(errors) errors" : ""))"
        report.add("real-shaped", "CLI fresh folder, --no-cache / I/O floor: CPU", summary, Format.ratio(result.cpuRatio),
                   "user + system; median of \(runs) adjacent pairs")
        report.add("real-shaped", "CLI fresh folder, --no-cache / I/O floor: wall", summary, Format.ratio(result.wallRatio), "")
        report.add("real-shaped", "CLI fresh folder, warm cache / I/O floor: CPU", summary, Format.ratio(result.cachedCPURatio),
                   "the cache holds the standard library's index")
        report.add("real-shaped", "CLI fresh folder, warm cache / I/O floor: wall", summary, Format.ratio(result.cachedWallRatio), "")
        return result
    }

    /// User + system seconds of this process so far.
    static func processCPUSeconds() -> Double {
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}

/// The files of an in-process run, held in memory, with the standard library's index saved as
/// the CLI's cache folder keeps it (`standard`, read on demand).
struct InMemoryBenchFiles: RunFileAccess {
    var inputs: [SourceFile]
    var standard: [UInt8]

    func readInput(_ k: Int, for purpose: RunReadPurpose) -> Result<SourceFile, any Error> { .success(inputs[k]) }
    func readContext(_ k: Int, for purpose: RunReadPurpose) -> SourceFile? { nil }
    func standardLibraryInterfaces(importedModules: @escaping @Sendable () -> Set<String>) -> (@Sendable () -> [String])? {
        standard.isEmpty ? nil : { @Sendable in ["<saved standard library index>"] }
    }
    func loadStandardLibraryIndex(interfaces: [String]) -> [UInt8]? { standard }
}
