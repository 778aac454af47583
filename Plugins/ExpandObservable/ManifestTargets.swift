import Foundation
import PackagePlugin

/// What the package manifest says about each of its targets, read with
/// `swift package dump-package`: PackagePlugin's `Target` does not tell which plugins a target
/// applies, and `context.package` leaves out the targets SwiftPM dropped for having no sources.
struct ManifestTargets {
    struct Entry {
        /// The target lists `ObservableExpandPlugin` in its `plugins:`.
        var appliesBuildPlugin: Bool
        /// The target's `exclude:` names its `Observable` folder.
        var excludesObservableFolder: Bool
    }

    /// By target name.
    var entries: [String: Entry]

    /// The build tool plugin's name as a target's `plugins:` gives it.
    static let buildPluginName = "ObservableExpandPlugin"

    enum ReadError: Error, CustomStringConvertible {
        case failed(String)
        var description: String {
            switch self {
            case .failed(let reason): return reason
            }
        }
    }

    /// Runs the toolchain's `swift package dump-package` on the package of `context`.
    /// - Throws: `ReadError` with the reason (its error output) when it fails or prints
    ///   something other than a manifest.
    static func read(_ context: PluginContext) throws -> ManifestTargets {
        let swift = try context.tool(named: "swift").url
        let work = context.pluginWorkDirectoryURL
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        // A scratch path of its own, so that it never waits for the lock of the build folder
        // that the running `swift package` holds. No sandbox and no manifest cache: the plugin
        // runs inside macOS's sandbox already, which allows no nested one and no cache writes.
        let arguments = ["package", "--package-path", context.package.directoryURL.path,
                         "--scratch-path", work.appending(path: "dump-package").path,
                         "--disable-sandbox", "--manifest-cache", "none", "dump-package"]
        let errors = work.appending(path: "dump-package.stderr")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let errorHandle = try FileHandle(forWritingTo: errors)
        defer { try? errorHandle.close() }
        let process = Process()
        process.executableURL = swift
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = errorHandle
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let command = "\(swift.path) \(arguments.joined(separator: " "))"
        guard process.terminationStatus == 0 else {
            let text = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
            throw ReadError.failed("'\(command)' failed (exit status \(process.terminationStatus)): \(text)")
        }
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let targets = root["targets"] as? [[String: Any]] else {
            throw ReadError.failed("'\(command)' printed no manifest with targets")
        }
        var entries: [String: Entry] = [:]
        for target in targets {
            guard let name = target["name"] as? String else { continue }
            // `"plugin": [name, package]`, the package null for a plugin of the same package.
            let usages = target["pluginUsages"] as? [[String: Any]] ?? []
            let applies = usages.contains { (($0["plugin"] as? [Any])?.first as? String) == buildPluginName }
            let excluded = (target["exclude"] as? [String] ?? []).map { $0.split(separator: "/").filter { $0 != "." } }
            entries[name] = Entry(appliesBuildPlugin: applies, excludesObservableFolder: excluded.contains([Substring("Observable")]))
        }
        return ManifestTargets(entries: entries)
    }
}
