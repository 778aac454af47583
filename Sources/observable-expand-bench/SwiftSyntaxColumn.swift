import Foundation

/// The optional comparison with swift-syntax: `SwiftParser.Parser.parse` from the toolchain's
/// host libraries (`lib/swift/host`), timed by a small helper that the bench compiles with
/// `swiftc -O` into its work folder at run time. swift-syntax is never a dependency of this
/// package: without those libraries (or when the helper does not build) the column is skipped
/// with the reason.
///
/// Those libraries are built with library evolution (resilient), which makes swift-syntax
/// many times slower than a release build from source; the table says so next to the figure.
struct SwiftSyntaxColumn {
    var workDirectory: String

    static let helperSource = #"""
        import SwiftParser
        import SwiftSyntax
        #if canImport(Glibc)
        import Glibc
        #endif

        // usage: helper WARMUPS RUNS LISTFILE cpu|wall — prints the seconds (thread CPU time or
        // wall time, as the bench's own figures) of each timed pass over all files; a warm-up
        // parses the first file only (a pass takes seconds).
        let arguments = CommandLine.arguments
        let warmups = Int(arguments[1])!
        let runs = Int(arguments[2])!
        let clockID = arguments[4] == "wall" ? CLOCK_MONOTONIC : CLOCK_THREAD_CPUTIME_ID
        var files: [[UInt8]] = []
        let list = String(decoding: readAll(arguments[3]), as: UTF8.self)
        for path in list.split(separator: "\n") { files.append(readAll(String(path))) }

        func readAll(_ path: String) -> [UInt8] {
            guard let file = fopen(path, "rb") else { fatalError("cannot open \(path)") }
            defer { fclose(file) }
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let n = fread(&chunk, 1, chunk.count, file)
                if n == 0 { break }
                bytes += chunk[0 ..< n]
            }
            return bytes
        }

        func now() -> Double {
            var ts = timespec()
            clock_gettime(clockID, &ts)
            return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
        }

        var sink = 0
        func pass() {
            for file in files {
                file.withUnsafeBufferPointer { buffer in
                    sink &+= Parser.parse(source: buffer).statements.count
                }
            }
        }
        for _ in 0 ..< warmups {
            files[0].withUnsafeBufferPointer { sink &+= Parser.parse(source: $0).statements.count }
        }
        for _ in 0 ..< runs {
            let start = now()
            pass()
            print(now() - start)
        }
        if sink == -1 { print("") }
        """#

    /// The host library folder, or the reason there is none.
    func hostLibraries() -> Result<String, BenchError> {
        guard let lib = CorpusLoader.toolchainLibDirectory() else { return .failure(BenchError("toolchain lib folder not found")) }
        let host = lib + "/swift/host"
        let fm = FileManager.default
        guard fm.fileExists(atPath: host + "/SwiftParser.swiftmodule"), fm.fileExists(atPath: host + "/libSwiftParser.so") else {
            return .failure(BenchError("no SwiftParser module and library in \(host)"))
        }
        return .success(host)
    }

    /// Builds the helper (takes about 10 s: the compiler builds the host modules from their
    /// interfaces into the work folder's module cache).
    func buildHelper() throws -> String {
        let host = try hostLibraries().get()
        guard let swiftc = Toolchain.swiftc else { throw BenchError("swiftc is not on PATH") }
        let folder = workDirectory + "/swift-syntax-helper"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let source = folder + "/main.swift"
        let binary = folder + "/parse-helper"
        try Self.helperSource.write(toFile: source, atomically: true, encoding: .utf8)
        try Subprocess.check(swiftc, [
            "-O", source, "-o", binary, "-I", host, "-L", host, "-lSwiftParser", "-lSwiftSyntax",
            "-Xlinker", "-rpath", "-Xlinker", host, "-module-cache-path", workDirectory + "/module-cache",
        ])
        return binary
    }

    /// Median seconds of one pass of `Parser.parse` over every file of `corpus`.
    func time(helper: String, corpus: Corpus, sampling: Sampling, wallClock: Bool) throws -> Timing {
        let list = workDirectory + "/swift-syntax-files.txt"
        try corpus.files.map(\.path).joined(separator: "\n").write(toFile: list, atomically: true, encoding: .utf8)
        let outcome = try Subprocess.check(helper, [String(max(1, sampling.warmups)), String(sampling.runs), list, wallClock ? "wall" : "cpu"], capture: true)
        let samples = outcome.standardOutput.split(separator: "\n").compactMap { Double($0) }
        guard !samples.isEmpty else { throw BenchError("the swift-syntax helper printed nothing") }
        return Timing(samples: samples)
    }
}
