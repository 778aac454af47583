import Foundation
#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

/// Whether creating files costs what it should before the disk figures are taken.
/// ext4 passes over the inodes of recently deleted files when it allocates one (its
/// `recently_deleted` check), so that for a minute or more after some thousands of files were
/// deleted near the bench's folder (a test run, a build's temporary files, the last bench run's
/// work folder), every new file costs several times what it costs otherwise: measured here,
/// 200 µs instead of 30 µs. The floor and the CLI then both measure the kernel's scan, their
/// ratio shrinks towards 1 and says nothing about the tool. Rewriting a file in place allocates
/// no inode: a new file (temporary file and rename) costs about 5 times that on a settled file
/// system here, 30 times just after a bench run's work folder was deleted. The bench waits
/// until it costs at most 10 times.
enum FileSystemSettling {
    /// What waiting found.
    struct Outcome {
        /// Seconds waited.
        var waited: Double
        /// Creating a file over rewriting one, at the first probe and the last.
        var firstRatio: Double
        var lastRatio: Double
        var settled: Bool
    }

    /// How many times rewriting a file in place (same size, no truncation) it costs to create
    /// one (a temporary file and a rename, as the floor and the CLI write): 300 files of 4 KB
    /// in a new folder under `root`, which is kept (deleting it would delay the settling it
    /// measures).
    static func creationCost(under root: String, probe: Int) throws -> Double {
        let folder = root + "/settling-\(probe)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let bytes = [UInt8](repeating: 0x2F, count: 4_096)
        let count = 300
        func write(_ path: String, flags: Int32) throws {
            let descriptor = open(path, flags | O_WRONLY | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw BenchError("cannot open \(path)") }
            let written = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress!, $0.count) }
            close(descriptor)
            guard written == bytes.count else { throw BenchError("cannot write \(path)") }
        }
        let start = monotonicSeconds()
        for k in 0 ..< count {
            let path = folder + "/f\(k)"
            try write(path + ".tmp", flags: O_CREAT | O_EXCL)
            guard rename(path + ".tmp", path) == 0 else { throw BenchError("cannot rename in \(folder)") }
        }
        let created = monotonicSeconds() - start
        let rewriteStart = monotonicSeconds()
        for k in 0 ..< count { try write(folder + "/f\(k)", flags: 0) }
        let rewritten = monotonicSeconds() - rewriteStart
        return created / max(rewritten, 1e-6)
    }

    /// Probes every 5 s until creating a file costs at most `ratio` times rewriting one, twice in
    /// a row, or `limit` seconds have passed. `log` hears each probe.
    static func wait(under root: String, ratio: Double = 10, limit: Double = 120, log: (String) -> Void) throws -> Outcome {
        let start = monotonicSeconds()
        var probe = 0
        var first = 0.0, last = 0.0, goodInARow = 0
        while true {
            last = try creationCost(under: root, probe: probe)
            if probe == 0 { first = last }
            probe += 1
            goodInARow = last <= ratio ? goodInARow + 1 : 0
            let waited = monotonicSeconds() - start
            if goodInARow >= 2 { return Outcome(waited: waited, firstRatio: first, lastRatio: last, settled: true) }
            if waited >= limit { return Outcome(waited: waited, firstRatio: first, lastRatio: last, settled: false) }
            log(String(format: "disk: creating a file costs %.1f× rewriting one%@", last,
                       goodInARow == 0 ? " (recently deleted files nearby?); waiting 5 s" : ""))
            if goodInARow == 0 { Thread.sleep(forTimeInterval: 5) }
        }
    }
}
