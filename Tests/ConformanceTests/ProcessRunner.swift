import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The outcome of one child process.
struct ProcessResult: Sendable {
    var status: Int32
    var stdout: String
    var stderr: String
    var timedOut: Bool

    var succeeded: Bool { status == 0 && !timedOut }
}

/// Runs a child process to completion with a time limit.
///
/// Output goes to files rather than pipes so that a chatty compiler can never dead-lock
/// against a full pipe buffer, and a hung compiler or fixture program cannot hang the suite.
enum ProcessRunner {
    static func run(
        _ executable: URL,
        _ arguments: [String],
        in directory: URL,
        timeout: TimeInterval
    ) -> ProcessResult {
        let token = UUID().uuidString
        let outURL = directory.appendingPathComponent(".stdout-\(token)")
        let errURL = directory.appendingPathComponent(".stderr-\(token)")
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        guard FileManager.default.createFile(atPath: outURL.path, contents: nil),
              FileManager.default.createFile(atPath: errURL.path, contents: nil),
              let outHandle = try? FileHandle(forWritingTo: outURL),
              let errHandle = try? FileHandle(forWritingTo: errURL)
        else {
            return ProcessResult(status: -1, stdout: "", stderr: "cannot create output files in \(directory.path)", timedOut: false)
        }

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        // The Swift 6.3 driver leaves an empty `TemporaryDirectory.*` folder in $TMPDIR on every
        // run: each child gets a scratch $TMPDIR of its own, removed when it ends.
        let scratch = directory.appendingPathComponent(".tmp-\(token)")
        if (try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)) != nil {
            var environment = ProcessInfo.processInfo.environment
            environment["TMPDIR"] = scratch.path
            process.environment = environment
        }
        defer { try? FileManager.default.removeItem(at: scratch) }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = outHandle
        process.standardError = errHandle

        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do {
            try process.run()
        } catch {
            try? outHandle.close()
            try? errHandle.close()
            return ProcessResult(status: -1, stdout: "", stderr: "cannot launch \(executable.path): \(error)", timedOut: false)
        }

        var timedOut = false
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            process.terminate()
            if finished.wait(timeout: .now() + 5) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
                finished.wait()
            }
        }
        try? outHandle.close()
        try? errHandle.close()

        let stdout = (try? String(contentsOf: outURL, encoding: .utf8)) ?? ""
        let stderr = (try? String(contentsOf: errURL, encoding: .utf8)) ?? ""
        return ProcessResult(status: process.terminationStatus, stdout: stdout, stderr: stderr, timedOut: timedOut)
    }
}
