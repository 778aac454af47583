import Foundation
import XCTest

/// Paths, processes and the stand-in modules shared by the migration tests.
enum MigrationSupport {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = repository.appendingPathComponent("MigrationFixtures")
    static let standIns = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("StandIns")

    /// Every fixture folder (one holding a before.swift), sorted by name.
    static func fixtureNames() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
        return names.filter { FileManager.default.fileExists(atPath: fixtures.appendingPathComponent("\($0)/before.swift").path) }.sorted()
    }

    static func fixture(_ name: String, _ file: String) -> URL { fixtures.appendingPathComponent(name).appendingPathComponent(file) }

    static func read(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    /// The `observable-expand` binary SwiftPM built next to the test bundle.
    static let binary: String = {
        for bundle in Bundle.allBundles {
            let path = bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("observable-expand").path
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return repository.appendingPathComponent(".build/debug/observable-expand").path
    }()

    /// The `swiftc` on PATH, or nil (tests that need it skip).
    static let swiftc: String? = {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(directory)/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `executable` in `directory`, collecting both streams (read concurrently, so that
    /// neither pipe can fill up and block the child).
    static func run(_ executable: String, _ arguments: [String], in directory: URL? = nil) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        // The tool's expansion cache in a folder of this test run, never the user's.
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = FileManager.default.temporaryDirectory.appendingPathComponent("observable-expand-test-cache-\(getpid())").path
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        final class Box: @unchecked Sendable { var data = Data() }
        let errors = Box()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errors.data = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let output = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, stdout: String(decoding: output, as: UTF8.self), stderr: String(decoding: errors.data, as: UTF8.self))
    }

    /// Runs the tool with `arguments` in `directory`.
    static func tool(_ arguments: [String], in directory: URL? = nil) throws -> Outcome {
        try run(binary, arguments, in: directory)
    }

    /// A fresh temporary folder.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("observable-expand-migrate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The stand-in modules, compiled once per test process: `Combine` and `SwiftUI` as
    /// `.swiftmodule` files (for `-I`) and static libraries (for `-L`, `-l`), in one folder.
    static let standInModules: Result<URL, StandInFailure> = {
        guard let swiftc else { return .failure(StandInFailure(message: "no swiftc on PATH")) }
        do {
            let folder = try temporaryFolder()
            for module in ["Combine", "SwiftUI"] {
                let result = try run(swiftc, ["-parse-as-library", "-emit-library", "-static", "-module-name", module, "-I", folder.path,
                                              standIns.appendingPathComponent("\(module).swift").path,
                                              "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path,
                                              "-o", folder.appendingPathComponent("lib\(module).a").path], in: folder)
                guard result.status == 0 else { return .failure(StandInFailure(message: "stand-in \(module) does not compile:\n\(result.stderr)")) }
            }
            return .success(folder)
        } catch {
            return .failure(StandInFailure(message: "\(error)"))
        }
    }()

    struct StandInFailure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// The stand-ins' folder, or a skip when there is no compiler.
    static func modules() throws -> URL {
        switch standInModules {
        case let .success(folder): return folder
        case let .failure(failure):
            if swiftc == nil { throw XCTSkip("no swiftc on PATH: cannot type-check the migration fixtures") }
            throw failure
        }
    }

    /// `swiftc -typecheck` of `files` against the stand-ins; `extra` arguments first.
    static func typecheck(_ files: [String], extra: [String] = []) throws -> Outcome {
        let modules = try modules()
        return try run(swiftc!, ["-typecheck", "-I", modules.path] + extra + files)
    }

    /// `typecheck(files)` in the Swift 5 and the Swift 6 language mode: two independent compiler
    /// runs, side by side (one per core; the suite's cases run one at a time). The outcomes come
    /// in that order, each with its mode, so that a failure names the mode it failed in.
    static func typecheckInBothModes(_ files: [String], extra: [String] = []) throws -> [(mode: String, outcome: Outcome)] {
        let modes = ["5", "6"]
        let results = parallel(modes) { mode in Result { try typecheck(files, extra: extra + ["-swift-version", mode]) } }
        return try zip(modes, results).map { ($0, try $1.get()) }
    }

    /// Runs `body` for each item on as many threads as there are cores; results in order.
    static func parallel<T, R>(_ items: [T], _ body: @escaping @Sendable (T) -> R) -> [R] where T: Sendable, R: Sendable {
        let results = ParallelResults<R>(items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { k in
            let value = body(items[k])
            results.lock.lock()
            results.values[k] = value
            results.lock.unlock()
        }
        return results.values.map { $0! }
    }
}

/// The slots `MigrationSupport.parallel` fills from several threads.
final class ParallelResults<R>: @unchecked Sendable {
    var values: [R?]
    let lock = NSLock()
    init(_ count: Int) { values = Array(repeating: nil, count: count) }
}
