import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a finished child process reports: exit status, wall time, peak memory, output.
struct ProcessOutcome {
    /// The exit status, or 128 + the signal number when it was killed.
    var status: Int32
    var wallSeconds: Double
    /// The child's user + system CPU time.
    var cpuSeconds: Double { userSeconds + systemSeconds }
    var userSeconds: Double
    var systemSeconds: Double
    /// The child's peak resident set size (`ru_maxrss`), in bytes.
    var maxRSSBytes: Int
    var standardOutput: String
    var standardError: String
}

/// Child processes started with `posix_spawn` (no shell) and reaped with `wait4`, whose
/// `rusage` gives the child's peak memory.
enum Subprocess {
    /// A folder for captured output; set once by the bench before the first run.
    nonisolated(unsafe) static var scratchDirectory = NSTemporaryDirectory()

    /// Starts `executable` with `arguments`, standard output and error going to the given files
    /// (`/dev/null` when nil). Returns the process id.
    static func spawn(_ executable: String, _ arguments: [String], standardOutput: String?, standardError: String?) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, standardOutput ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, standardError ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let result = argv.withUnsafeBufferPointer { buffer in
            posix_spawn(&pid, executable, &actions, nil, UnsafeMutablePointer(mutating: buffer.baseAddress!), environ)
        }
        guard result == 0 else { throw BenchError("cannot start \(executable): \(String(cString: strerror(result)))") }
        return pid
    }

    /// Waits for `pid` (or any child when -1): its id, exit status and resource usage.
    static func wait(_ pid: pid_t) -> (pid: pid_t, status: Int32, usage: rusage) {
        var status: Int32 = 0
        var usage = rusage()
        var reaped: pid_t
        repeat { reaped = wait4(pid, &status, 0, &usage) } while reaped == -1 && errno == EINTR
        let exited = status & 0x7F == 0
        return (reaped, exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F), usage)
    }

    /// Runs a command to completion. Output is captured only when asked (it costs file I/O).
    static func run(_ executable: String, _ arguments: [String], capture: Bool = false) throws -> ProcessOutcome {
        let token = UUID().uuidString
        let outPath = capture ? scratchDirectory + "/stdout-\(token)" : nil
        let errPath = scratchDirectory + "/stderr-\(token)"
        defer {
            if let outPath { unlink(outPath) }
            unlink(errPath)
        }
        let start = monotonicSeconds()
        let pid = try spawn(executable, arguments, standardOutput: outPath, standardError: errPath)
        let (_, status, usage) = wait(pid)
        let elapsed = monotonicSeconds() - start
        let out = outPath.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) } ?? ""
        let err = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) * 1e-6
        let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) * 1e-6
        return ProcessOutcome(status: status, wallSeconds: elapsed, userSeconds: user, systemSeconds: system, maxRSSBytes: Int(usage.ru_maxrss) * 1024,
                              standardOutput: out, standardError: err)
    }

    /// Runs a command and fails unless it exits with status 0.
    @discardableResult
    static func check(_ executable: String, _ arguments: [String], capture: Bool = false) throws -> ProcessOutcome {
        let outcome = try run(executable, arguments, capture: capture)
        guard outcome.status == 0 else {
            throw BenchError("\(([executable] + arguments).joined(separator: " ")) failed with status \(outcome.status):\n\(outcome.standardError.prefix(2000))")
        }
        return outcome
    }

    /// Runs every command (executable first), at most `jobs` at a time, output discarded, as a
    /// build system running one process per file would. Returns the wall time of the whole set.
    static func runPool(_ commands: [[String]], jobs: Int) throws -> Double {
        let start = monotonicSeconds()
        var next = 0
        var running = 0
        var failure: String?
        while next < commands.count || running > 0 {
            while running < jobs && next < commands.count && failure == nil {
                let command = commands[next]
                _ = try spawn(command[0], Array(command.dropFirst()), standardOutput: nil, standardError: nil)
                next += 1
                running += 1
            }
            if running == 0 { break }
            let (_, status, _) = wait(-1)
            running -= 1
            if status != 0 && failure == nil { failure = "a CLI process exited with status \(status)" }
        }
        if let failure { throw BenchError(failure) }
        return monotonicSeconds() - start
    }
}

/// Tools of the toolchain, found on PATH.
enum Toolchain {
    static func which(_ name: String) -> String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    static let swiftc: String? = which("swiftc")

    /// The folder of the running executable (where SwiftPM put the CLI next to the bench).
    static var executableDirectory: String {
        let path = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: path).deletingLastPathComponent().path
    }
}
