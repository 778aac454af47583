import Foundation

/// Whole-process figures: the CLI's start-up plus work, against a hello-world Swift binary
/// built and timed in the same run (the folder figures are in Bench+Disk.swift).
struct CLIBench {
    var cli: String
    var workDirectory: String

    /// How the CLI takes many files, read from its `--help`.
    enum FolderMode: Equatable {
        /// `observable-expand DIR -o OUT/ -j N`: one process for the folder.
        case folderWithJobs
        /// A CLI that takes one file per process: the bench runs one process per file, 1 or
        /// `jobs` at a time, as a build system would.
        case processPerFile
    }

    func folderMode() throws -> FolderMode {
        let help = try Subprocess.check(cli, ["--help"], capture: true).standardOutput
        let takesFolders = help.contains("folder") || help.contains("director")
        let takesJobs = help.contains("--jobs") || help.contains("-j ") || help.contains("-j,")
        return takesFolders && takesJobs ? .folderWithJobs : .processPerFile
    }

    /// Builds `print("Hello, world!")` with `swiftc -O` into the work folder.
    func buildHelloWorld() throws -> String {
        guard let swiftc = Toolchain.swiftc else { throw BenchError("swiftc is not on PATH") }
        let source = workDirectory + "/hello.swift"
        let binary = workDirectory + "/hello"
        try "print(\"Hello, world!\")\n".write(toFile: source, atomically: true, encoding: .utf8)
        try Subprocess.check(swiftc, ["-O", source, "-o", binary, "-module-cache-path", workDirectory + "/module-cache"])
        return binary
    }

    /// A whole-process figure: wall time, and the CPU time (user + system) the process used.
    struct ProcessTiming {
        var wall: Timing
        var cpu: Timing
    }

    /// Start-up figures, interleaved run by run so that drift affects both alike: `hello`, and
    /// the CLI expanding `file` into an output file.
    func startup(hello: String, file: String, sampling: Sampling) throws -> (hello: ProcessTiming, cli: ProcessTiming) {
        let output = workDirectory + "/typical-out.swift"
        let cliArguments = [file, "-o", output, "--cache-path", workDirectory + "/cli-cache"]
        for _ in 0 ..< max(1, sampling.warmups) {
            try Subprocess.check(hello, [])
            unlink(output)
            try Subprocess.check(cli, cliArguments)
        }
        var helloRuns: [ProcessOutcome] = []
        var cliRuns: [ProcessOutcome] = []
        for _ in 0 ..< sampling.runs {
            helloRuns.append(try Subprocess.check(hello, []))
            unlink(output)
            cliRuns.append(try Subprocess.check(cli, cliArguments))
        }
        func timing(_ runs: [ProcessOutcome]) -> ProcessTiming {
            ProcessTiming(wall: Timing(samples: runs.map(\.wallSeconds)), cpu: Timing(samples: runs.map(\.cpuSeconds)))
        }
        return (timing(helloRuns), timing(cliRuns))
    }

    /// The CLI's peak memory expanding one file to an output file, in bytes, and how it was
    /// measured. `ru_maxrss` of a child started from this (large) process also counts this
    /// process's memory (Linux records the pre-exec high-water mark of a vfork child), so the
    /// CLI is started through `/usr/bin/time`, a small process, when it exists.
    func peakMemory(file: String) throws -> (bytes: Int, method: String) {
        let output = workDirectory + "/peak-out.swift"
        unlink(output)
        return try peakMemoryAndMethod(arguments: [file, "-o", output])
    }

    /// The CLI's peak memory in bytes, run with `arguments`; with `allowingFailure`, a run
    /// that exits 1 (a refused input) is measured too.
    func peakMemory(arguments: [String], allowingFailure: Bool = false) throws -> Int {
        try peakMemoryAndMethod(arguments: arguments, allowingFailure: allowingFailure).bytes
    }

    private func peakMemoryAndMethod(arguments: [String], allowingFailure: Bool = false) throws -> (bytes: Int, method: String) {
        let report = workDirectory + "/peak-time.txt"
        let time = "/usr/bin/time"
        let cache = arguments.contains("--no-cache") ? [] : ["--cache-path", workDirectory + "/cli-cache"]
        if access(time, X_OK) == 0 {
            let outcome = try Subprocess.run(time, ["-f", "%M", "-o", report, cli] + arguments + cache)
            guard outcome.status == 0 || allowingFailure && outcome.status == 1 else { throw BenchError("\(cli) \(arguments.joined(separator: " ")) exited \(outcome.status)") }
            let text = try String(contentsOfFile: report, encoding: .utf8)
            if let kilobytes = text.split(separator: "\n").last.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }) {
                return (kilobytes * 1024, "maxrss via /usr/bin/time")
            }
        }
        return (try Subprocess.check(cli, arguments + cache).maxRSSBytes, "wait4 maxrss, an upper bound (includes the bench's own memory)")
    }
}
