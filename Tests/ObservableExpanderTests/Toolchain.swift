import Foundation

/// Runs the toolchain's `swiftc` and built programs for tests.
enum Toolchain {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The `swiftc` on PATH, or nil (tests that need it then skip with a printed reason).
    static let swiftc: String? = {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(directory)/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    /// The environment of a process a test launches: the tool's expansion cache goes to a folder
    /// of this test run (`$XDG_CACHE_HOME`, which the tool prefers to `~/.cache`), never the
    /// user's. `swiftc` alone keeps the user's, where its module cache is warm; `swift build`
    /// runs the plugins, and with them this tool, so it does not.
    static func hermeticEnvironment(for executable: String) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        if URL(fileURLWithPath: executable).lastPathComponent != "swiftc" { environment["XDG_CACHE_HOME"] = testCacheHome.path }
        return environment
    }

    /// One cache folder for every process of this test run (removed by the next run's clean-up
    /// of the temporary folder, not by the tests: no hook runs after the last test).
    static let testCacheHome: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("observable-expand-test-cache-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }()

    /// Runs `executable` with `arguments`, collecting both output streams; `environment` holds
    /// variables to set or replace in `hermeticEnvironment(for:)`.
    static func run(_ executable: String, _ arguments: [String], stdin: Data? = nil, in directory: URL? = nil,
                    environment overrides: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        // The Swift 6.3 driver leaves an empty `TemporaryDirectory.*` folder in $TMPDIR on every
        // run; the suite runs it hundreds of times, so each run gets a scratch $TMPDIR of its own.
        var scratch: URL?
        var environment = hermeticEnvironment(for: executable).merging(overrides) { $1 }
        if URL(fileURLWithPath: executable).lastPathComponent.hasPrefix("swift") {
            let folder = try temporaryDirectory()
            scratch = folder
            environment["TMPDIR"] = folder.path
        }
        process.environment = environment
        defer { if let scratch { try? FileManager.default.removeItem(at: scratch) } }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let input = Pipe()
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try input.fileHandleForWriting.close()
        // Read both pipes concurrently so that a chatty process cannot block on a full pipe.
        final class Box: @unchecked Sendable { var data = Data() }
        let errBox = Box()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errBox.data = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        let errData = errBox.data
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Runs `body` for each item on as many threads as there are cores, results in order: for
    /// independent compiler runs of one test (the suite's cases run one at a time, so one run
    /// alone leaves a core idle). `body` must not call XCTest assertions; the caller asserts on
    /// the results. The README checks use it too. (MigrationSupport.parallel is the same for the
    /// migration tests, a target of their own.)
    static func parallel<T: Sendable, R: Sendable>(_ items: [T], _ body: @escaping @Sendable (T) -> R) -> [R] {
        let slots = ParallelSlots<R>(items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { k in
            let value = body(items[k])
            slots.lock.lock()
            slots.values[k] = value
            slots.lock.unlock()
        }
        return slots.values.map { $0! }
    }

    /// A fresh temporary folder.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("observable-expand-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// The results `Toolchain.parallel` fills from several threads (under `lock`).
final class ParallelSlots<R>: @unchecked Sendable {
    var values: [R?]
    let lock = NSLock()
    init(_ count: Int) { values = Array(repeating: nil, count: count) }
}
