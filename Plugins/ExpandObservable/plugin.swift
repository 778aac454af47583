import Foundation
import PackagePlugin

/// Command plugin for teams that commit their expansions:
///
///     swift package --allow-writing-to-package-directory expand-observable [--target T] [--check]
///
/// For each target with an `Observable/` folder (excluded from the target), writes the expansions
/// into `ObservableGenerated/` beside it as `Name.expanded.swift` (compiled with the target and
/// checked in). `--check`
/// writes nothing and fails when a checked-in expansion is stale, for CI.
@main
struct ExpandObservable: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let check = extractor.extractFlag(named: "check") > 0
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let tool = try context.tool(named: "observable-expand").url
        let packageFolder = context.package.directoryURL
        var failures: [String] = []
        for case let target as SourceModuleTarget in targets {
            let source = target.directoryURL.appending(path: "Observable")
            guard FileManager.default.fileExists(atPath: source.path) else { continue }
            let output = target.directoryURL.appending(path: "ObservableGenerated")
            // Paths relative to the package, so that the checked-in headers and
            // #sourceLocation paths are the same on every machine.
            var arguments = [relative(source, to: packageFolder), "--output", relative(output, to: packageFolder),
                             "--output-suffix", ".expanded", "--source-location", "relative"] + extractor.remainingArguments
            // `--check` also reports orphaned expansions; a regeneration deletes them.
            arguments.append(check ? "--check" : "--prune")
            // Context: the target's other sources (not its expansions) and those of the source
            // modules it depends on, so that types declared there need no annotation.
            let generated = output.standardizedFileURL.path + "/"
            let dependencies = target.recursiveTargetDependencies.compactMap { $0 as? SourceModuleTarget }
            let contextFiles = ([target] + dependencies).flatMap { $0.sourceFiles(withSuffix: "swift").map(\.url.standardizedFileURL) }
                .filter { !$0.path.hasPrefix(generated) }.sorted { $0.path < $1.path }
            arguments += contextFiles.flatMap { ["--context", relative($0, to: packageFolder)] }
            let process = Process()
            process.executableURL = tool
            process.arguments = arguments
            process.currentDirectoryURL = packageFolder
            // The tool's messages (diagnostics, stale files, diffs) are passed on to the user.
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            try process.run()
            let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            if !text.isEmpty { print(text, terminator: "") }
            if process.terminationStatus != 0 { failures.append(target.name) }
        }
        if !failures.isEmpty {
            Diagnostics.error("observable-expand failed for \(failures.joined(separator: ", "))")
            throw ExpandObservableError.failed
        }
    }

    func relative(_ url: URL, to base: URL) -> String {
        let path = url.standardizedFileURL.path
        let prefix = base.standardizedFileURL.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

enum ExpandObservableError: Error {
    case failed
}
