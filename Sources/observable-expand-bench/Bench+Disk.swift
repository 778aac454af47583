import Foundation
#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
private let systemWrite = Darwin.write
#endif

/// The CLI over the 1,000-file annotated folder against the I/O floor measured in the same run:
/// reading every input and writing the same output bytes atomically, one file at a time (a
/// fresh output folder), or reading every input and every output (a rerun with unchanged
/// outputs). Then peak memory: a folder run, and one large annotated file.
struct DiskFigures {
    var floorFresh: Timing
    /// The same work on two threads, each taking every other file: what two jobs could do at best.
    var floorFreshTwoThreads: Timing
    var fresh: [(jobs: Int, wall: Timing, user: Timing, system: Timing)]
    var floorRerun: Timing
    /// With the expansion cache (its folder in the work folder, warmed by the first round),
    /// over outputs written more than `ExpansionCache`'s settling time before (as a build's
    /// next run finds them): skipped on their files' identities.
    var rerun: Timing
    /// With the expansion cache, over outputs a run wrote moments before (the 2-job folder):
    /// every output read and digested.
    var rerunJustWritten: Timing
    /// With `--no-cache`: every file expanded again and compared.
    var rerunUncached: Timing
    var folderPeak: Int
    var folderPeakBound: Int
    var largePeak: Int
    var largeBound: Int
}

extension Bench {
    mutating func diskFigures() throws {
        guard let generated, let directory = generated.largest.directory else { return }
        let corpus = generated.largest
        let names = corpus.files.map { URL(fileURLWithPath: $0.path).lastPathComponent }
        // The outputs, made once by the CLI: the floor writes the same bytes.
        let reference = work + "/disk-reference"
        try freshFolder(reference)
        try Subprocess.check(cli, [directory, "-o", reference + "/", "--no-cache"])
        let outputs = try names.map { try DiskFloor.read(reference + "/" + $0) }
        let outputBytes = outputs.reduce(0) { $0 + $1.count }
        // The reference outputs are left to settle (the tool trusts a file's identity once it is
        // 3 s old), as the outputs a build's next run finds are; the warm-up round's rerun then
        // records their identities.
        Thread.sleep(forTimeInterval: 3.5)

        let runs = max(3, options.folderRuns)
        var floorFresh: [Double] = [], floorFreshTwo: [Double] = [], floorRerun: [Double] = [], rerun: [Double] = [], rerunUncached: [Double] = []
        var rerunJustWritten: [Double] = []
        // Every run keeps its expansion cache here, not in the user's cache folder.
        let cache = ["--cache-path", work + "/disk-cache"]
        let jobCounts = [1, 2]
        var fresh = jobCounts.map { _ in (wall: [Double](), user: [Double](), system: [Double]()) }
        log("disk: the folder with 1 and 2 jobs against the I/O floor, \(runs) runs each, interleaved")
        // Every fresh run writes into a folder of its own that no run used before, and none is
        // deleted until the rounds are over: ext4 passes over inodes freed in the last 30 s when
        // it allocates one, so deleting the last run's 1,000 outputs made the next run's file
        // creation cost depend on that deletion (the floor took 39 ms in one run and 462 ms in
        // the next, minutes apart).
        let freshRoot = work + "/disk-fresh"
        try? FileManager.default.removeItem(atPath: freshRoot)
        try FileManager.default.createDirectory(atPath: freshRoot, withIntermediateDirectories: true)
        func newFolder(_ name: String) throws -> String {
            let path = freshRoot + "/" + name
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            return path
        }
        // Kept, with the folders: removing them here would slow the next figures' file creation
        // (see `FileSystemSettling`); the work folder goes at the end of the bench.
        let settling = try FileSystemSettling.wait(under: freshRoot, log: log)
        settledFileSystem = settling
        var lastOutputs: [Int: String] = [:]
        for run in 0 ..< runs + 1 { // the first round warms the caches and is not counted
            let floorTime = try DiskFloor.writeAll(inputs: corpus.files.map(\.path), outputs: outputs, names: names, into: try newFolder("floor-\(run)"))
            let floorTwoTime = try DiskFloor.writeAll(inputs: corpus.files.map(\.path), outputs: outputs, names: names,
                                                      into: try newFolder("floor2-\(run)"), threads: 2)
            var cliTimes: [ProcessOutcome] = []
            for jobs in jobCounts {
                let out = try newFolder("j\(jobs)-\(run)")
                lastOutputs[jobs] = out
                cliTimes.append(try Subprocess.check(cli, [directory, "-o", out + "/", "-j", String(jobs)] + cache))
            }
            let rereadTime = try DiskFloor.readAll(inputs: corpus.files.map(\.path), outputs: names.map { reference + "/" + $0 })
            let again = try Subprocess.check(cli, [directory, "-o", reference + "/"] + cache)
            let uncached = try Subprocess.check(cli, [directory, "-o", reference + "/", "--no-cache"])
            let justWritten = try Subprocess.check(cli, [directory, "-o", (lastOutputs[2] ?? "") + "/"] + cache)
            guard run > 0 else { continue }
            floorFresh.append(floorTime)
            floorFreshTwo.append(floorTwoTime)
            rerunJustWritten.append(justWritten.wallSeconds)
            floorRerun.append(rereadTime)
            rerun.append(again.wallSeconds)
            rerunUncached.append(uncached.wallSeconds)
            for k in jobCounts.indices {
                fresh[k].wall.append(cliTimes[k].wallSeconds)
                fresh[k].user.append(cliTimes[k].userSeconds)
                fresh[k].system.append(cliTimes[k].systemSeconds)
            }
        }
        for jobs in jobCounts {
            let written = CorpusLoader.swiftFiles(under: lastOutputs[jobs] ?? freshRoot, suffix: ".swift").count
            guard written == corpus.files.count else { throw BenchError("with -j \(jobs) the CLI wrote \(written) of \(corpus.files.count) files") }
        }

        log("disk: peak memory of a folder run and of one large file")
        let clibench = CLIBench(cli: cli, workDirectory: work)
        // A process's peak varies by a few hundred KB from run to run (when its threads take
        // memory, the allocator's arenas): the median of five runs each, in turn.
        var folderPeaks: [Double] = [], baselines: [Double] = []
        for run in 0 ..< 5 {
            // A new folder each time, none removed before the end (as above).
            let peakFolder = try newFolder("peak-\(run)")
            folderPeaks.append(Double(try clibench.peakMemory(arguments: [directory, "-o", peakFolder + "/", "-j", "2"])))
            unlink(work + "/disk-typical.swift")
            baselines.append(Double(try clibench.peakMemory(arguments: [generated.typicalFile.path, "-o", work + "/disk-typical.swift"])))
        }
        let folderPeak = Int(median(folderPeaks)), baseline = Int(median(baselines))
        let largestFile = zip(corpus.files, outputs).map { $0.bytes.count + $1.count }.max() ?? 0
        let large = work + "/disk-large.swift"
        let target = options.quick ? 10_000_000 : 50_000_000
        let largeInput = try DiskFloor.writeRepeated(corpus, toAtLeast: target, at: large)
        let largePeak = try clibench.peakMemory(arguments: [large, "-o", large + ".out"])
        let largeOutput = (try? FileManager.default.attributesOfItem(atPath: large + ".out")[.size] as? Int) ?? 0
        unlink(large + ".out")

        let figures = DiskFigures(
            floorFresh: Timing(samples: floorFresh), floorFreshTwoThreads: Timing(samples: floorFreshTwo),
            fresh: jobCounts.indices.map { (jobCounts[$0], Timing(samples: fresh[$0].wall), Timing(samples: fresh[$0].user), Timing(samples: fresh[$0].system)) },
            floorRerun: Timing(samples: floorRerun), rerun: Timing(samples: rerun), rerunJustWritten: Timing(samples: rerunJustWritten),
            rerunUncached: Timing(samples: rerunUncached),
            folderPeak: folderPeak, folderPeakBound: baseline + 2 * largestFile + 1_024 * corpus.files.count,
            largePeak: largePeak, largeBound: 4 * (largeInput + largeOutput) + 20_000_000)
        disk = figures
        let summary = "\(corpus.name) (\(corpus.summary) in, \(Format.megabytes(outputBytes)) out)"
        report.add("disk", "file system settled before the figures", "", String(format: "%.0f s", settling.waited),
                   String(format: "creating a file (temporary file + rename) cost %.1f× rewriting one at first, %.1f× when the figures were taken%@ "
                          + "(ext4 passes over recently deleted inodes: see FileSystemSettling)", settling.firstRatio, settling.lastRatio,
                          settling.settled ? "" : "; NOT settled after the time limit, so the fresh-output figures measure the kernel's scan"))
        report.add("disk", "I/O floor: read inputs, write outputs atomically", summary, Format.ms(figures.floorFresh.median),
                   "one file at a time: read, temporary file, rename, into a new folder (as each fresh run); \(Format.spread(figures.floorFresh))")
        report.add("disk", "I/O floor on 2 threads", summary, Format.ms(figures.floorFreshTwoThreads.median),
                   String(format: "the same work, every other file on each thread: %.2f× faster than 1 thread (file creation and rename in one folder "
                          + "serialise in the kernel); %@", figures.floorFresh.median / figures.floorFreshTwoThreads.median,
                          Format.spread(figures.floorFreshTwoThreads)))
        for (jobs, wall, user, system) in figures.fresh {
            var note = String(format: "%.2f× the floor; user %@, system %@", wall.median / figures.floorFresh.median,
                              Format.ms(user.median), Format.ms(system.median))
            if jobs > 1, let one = figures.fresh.first {
                let cpu = cores[.expansion]?.speedup
                note += String(format: "; %.2f× faster than 1 job; two jobs could gain about %.2f× here (%@)", one.wall.median / wall.median,
                               figures.twoJobBound(cpuSpeedup: cpu ?? 2),
                               cpu.map { String(format: "1 job's time over the 2-thread floor plus what 1 job spends beyond the floor, "
                                                    + "over the %.2f× that 2 threads give the expansion on this machine", $0) }
                                   ?? "1 job's time over the 2-thread floor plus half of what 1 job spends beyond the floor")
            }
            report.add("disk", "CLI into a fresh output folder, \(jobs) job\(jobs == 1 ? "" : "s")", summary, Format.ms(wall.median),
                       note + "; " + Format.spread(wall))
        }
        report.add("disk", "I/O floor: read inputs and outputs", summary, Format.ms(figures.floorRerun.median), Format.spread(figures.floorRerun))
        report.add("disk", "CLI rerun, outputs unchanged (default jobs)", summary, Format.ms(figures.rerun.median),
                   String(format: "%.2f× the floor; outputs settled (written over 3 s before): the expansion cache skips every file, inputs read "
                          + "and digested, outputs known by their identity; %@", figures.rerun.median / figures.floorRerun.median, Format.spread(figures.rerun)))
        report.add("disk", "CLI rerun, outputs just written (default jobs)", summary, Format.ms(figures.rerunJustWritten.median),
                   String(format: "%.2f× the floor; the same, moments after a run wrote the outputs: every output read and digested; %@",
                          figures.rerunJustWritten.median / figures.floorRerun.median, Format.spread(figures.rerunJustWritten)))
        report.add("disk", "CLI rerun, outputs unchanged, --no-cache", summary, Format.ms(figures.rerunUncached.median),
                   String(format: "%.2f× the floor; every file expanded and compared; %@",
                          figures.rerunUncached.median / figures.floorRerun.median, Format.spread(figures.rerunUncached)))
        report.add("disk", "CLI peak RSS, folder run, 2 jobs", summary, Format.megabytes(figures.folderPeak),
                   "median of 5 runs; bound: one-file run's \(Format.megabytes(baseline)) (median of 5) + 2 × the largest input and output + 1 KB of bookkeeping per file (\(Format.megabytes(figures.folderPeakBound)))")
        report.add("disk", "CLI peak RSS, one large annotated file", "\(Format.megabytes(largeInput)) in, \(Format.megabytes(largeOutput)) out",
                   Format.megabytes(figures.largePeak),
                   String(format: "%.2f B per input+output byte; bound 4 × (in + out) + 20 MB = %@", Double(figures.largePeak) / Double(largeInput + largeOutput),
                          Format.megabytes(figures.largeBound)))
    }

    /// An empty folder at `path` (removed first if it exists).
    func freshFolder(_ path: String) throws {
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
}

/// The I/O floor, with plain system calls: what any tool doing this job must pay.
enum DiskFloor {
    /// The bytes of the file at `path`.
    static func read(_ path: String) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw BenchError("cannot open \(path)") }
        defer { close(descriptor) }
        var info = stat()
        fstat(descriptor, &info)
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var done = 0
        while done < bytes.count {
            let count = bytes.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress! + done, $0.count - done) }
            guard count > 0 else { throw BenchError("cannot read \(path)") }
            done += count
        }
        return bytes
    }

    /// Seconds to read each input and write `outputs[k]` as `folder/names[k]` through a
    /// temporary file and a rename, one file at a time.
    /// With `threads` above 1, thread t takes files t, t + threads, …: the best a tool with
    /// that many workers could do.
    static func writeAll(inputs: [String], outputs: [[UInt8]], names: [String], into folder: String, threads: Int = 1) throws -> Double {
        @Sendable func write(_ k: Int) throws -> Int {
            let count = try read(inputs[k]).count
            let temporary = folder + "/." + names[k] + ".tmp"
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw BenchError("cannot create \(temporary)") }
            let written = outputs[k].withUnsafeBytes { systemWrite(descriptor, $0.baseAddress!, $0.count) }
            close(descriptor)
            guard written == outputs[k].count, rename(temporary, folder + "/" + names[k]) == 0 else { throw BenchError("cannot write \(names[k])") }
            return count
        }
        let start = monotonicSeconds()
        var sink = 0
        if threads <= 1 {
            for k in inputs.indices { sink &+= try write(k) }
        } else {
            let failures = ThreadResults(count: threads)
            DispatchQueue.concurrentPerform(iterations: threads) { t in
                do {
                    var total = 0
                    for k in stride(from: t, to: inputs.count, by: threads) { total &+= try write(k) }
                    failures.set(t, total)
                } catch {
                    failures.set(t, -1)
                }
            }
            guard failures.values.allSatisfy({ $0 >= 0 }) else { throw BenchError("the 2-thread floor could not write into \(folder)") }
            sink = failures.values.reduce(0, &+)
        }
        benchmarkSink &+= sink
        return monotonicSeconds() - start
    }

    /// Seconds to read every input and every output.
    static func readAll(inputs: [String], outputs: [String]) throws -> Double {
        let start = monotonicSeconds()
        var sink = 0
        for k in inputs.indices { sink &+= try read(inputs[k]).count &+ read(outputs[k]).count }
        benchmarkSink &+= sink
        return monotonicSeconds() - start
    }

    /// Writes the files of `corpus` one after another, repeated until at least `size` bytes,
    /// to `path`; returns the size written.
    static func writeRepeated(_ corpus: Corpus, toAtLeast size: Int, at path: String) throws -> Int {
        let one = corpus.concatenated
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size + one.count)
        while bytes.count < size { bytes += one }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return bytes.count
    }
}

/// One result per thread of the 2-thread floor, written under a lock.
final class ThreadResults: @unchecked Sendable {
    // Safety: every access holds `lock`.
    private var storage: [Int]
    private let lock = NSLock()

    init(count: Int) { storage = [Int](repeating: 0, count: count) }

    func set(_ index: Int, _ value: Int) {
        lock.lock()
        storage[index] = value
        lock.unlock()
    }

    var values: [Int] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}

extension DiskFigures {
    /// About the most two jobs can gain over one here: one job's time over the 2-thread floor plus
    /// what one job spends beyond the 1-thread floor (its own work) divided by `cpuSpeedup`, how
    /// much faster two threads do CPU work than one on this machine (2 on two full cores; the
    /// file-system work does not divide so).
    func twoJobBound(cpuSpeedup: Double) -> Double {
        guard let one = fresh.first?.wall.median, cpuSpeedup > 0 else { return 0 }
        return one / (floorFreshTwoThreads.median + max(0, one - floorFresh.median) / cpuSpeedup)
    }
}
