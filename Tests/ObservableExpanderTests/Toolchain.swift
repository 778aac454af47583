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

    /// Runs `executable` with `arguments`, collecting both output streams; `environment` holds
    /// variables to set or replace in this process's environment.
    static func run(_ executable: String, _ arguments: [String], stdin: Data? = nil, in directory: URL? = nil,
                    environment overrides: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        // The Swift 6.3 driver leaves an empty `TemporaryDirectory.*` folder in $TMPDIR on every
        // run; the suite runs it hundreds of times, so each run gets a scratch $TMPDIR of its own.
        var scratch: URL?
        var environment = ProcessInfo.processInfo.environment.merging(overrides) { $1 }
        if URL(fileURLWithPath: executable).lastPathComponent.hasPrefix("swift") {
            let folder = try temporaryDirectory()
            scratch = folder
            environment["TMPDIR"] = folder.path
        }
        if scratch != nil || !overrides.isEmpty { process.environment = environment }
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

    /// A fresh temporary folder.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("observable-expand-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
