import Foundation
import PackagePlugin

/// Command plugin for teams that commit their expansions:
///
///     swift package --allow-writing-to-package-directory expand-observable [--target T] [--check]
///
/// For each target with an `Observable/` folder (excluded from the target), writes the expansions
/// into `ObservableGenerated/` beside it as `Name.expanded.swift` (compiled with the target and
/// checked in). `--check` writes nothing and fails when a checked-in expansion is stale, for CI.
/// Targets that apply the build tool plugin are left alone (named with `--target`, refused):
/// their expansions are compiled during the build, and checked-in ones would compile each class
/// twice.
@main
struct ExpandObservable: CommandPlugin {
    static let verb = "swift package --allow-writing-to-package-directory expand-observable"

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let check = extractor.extractFlag(named: "check") > 0
        let manifest: ManifestTargets
        do {
            manifest = try ManifestTargets.read(context)
        } catch {
            Diagnostics.error("cannot tell which targets apply \(ManifestTargets.buildPluginName), so nothing was written or checked: \(error)")
            throw ExpandObservableError.failed
        }
        let targets: [Target]
        do {
            targets = try select(names, in: context.package, manifest: manifest)
        } catch let error as Refusal {
            for message in error.messages { Diagnostics.error(message) }
            throw ExpandObservableError.failed
        }
        let tool = try context.tool(named: "observable-expand").url
        let packageFolder = context.package.directoryURL
        var failures: [String] = []
        for case let target as SourceModuleTarget in targets {
            let source = target.directoryURL.appending(path: "Observable")
            guard FileManager.default.fileExists(atPath: source.path) else { continue }
            let output = target.directoryURL.appending(path: "ObservableGenerated")
            // Paths relative to the package, so that the checked-in headers and
            // #sourceLocation paths are the same on every machine.
            // The plugin's defaults give way to the user's own (the tool refuses an option given twice).
            let given = { (name: String) in extractor.remainingArguments.contains { $0 == name || $0.hasPrefix(name + "=") } }
            var arguments = [relative(source, to: packageFolder), "--output", relative(output, to: packageFolder)]
            for (name, value) in [("--output-suffix", ".expanded"), ("--source-location", "relative")] where !given(name) {
                arguments += [name, value]
            }
            arguments += extractor.remainingArguments
            // `--check` also reports orphaned expansions; a regeneration deletes them. A stale
            // output's message names this plugin's command for the target, not the tool's.
            if check {
                let words = (["--target", target.name] + extractor.remainingArguments).map(shellWord)
                arguments.append("--check")
                if !given("--regenerate-command") { arguments += ["--regenerate-command", ([Self.verb] + words).joined(separator: " ")] }
            } else {
                arguments.append("--prune")
            }
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

    /// The targets to expand: those `names` gives, else every target that the build tool plugin
    /// does not expand. Refuses (before anything is written) a named target that applies the
    /// build tool plugin, and a target whose only sources are in its excluded `Observable/`
    /// folder (SwiftPM drops it, so the plugin never sees it).
    func select(_ names: [String], in package: Package, manifest: ManifestTargets) throws -> [Target] {
        let inGraph = Set(package.targets.map(\.name))
        var refusals: [String] = []
        func dropped(_ name: String) -> String {
            "target '\(name)' has no Swift file outside its excluded Observable/ folder, so SwiftPM leaves it out of the package "
                + "('Source files for target \(name) should be located under …') and no plugin can see it; "
                + "add one beside that folder (a file holding only a comment will do), then run this command again"
        }
        if names.isEmpty {
            for (name, entry) in manifest.entries.sorted(by: { $0.key < $1.key })
            where !inGraph.contains(name) && entry.excludesObservableFolder && !entry.appliesBuildPlugin {
                refusals.append(dropped(name))
            }
            if !refusals.isEmpty { throw Refusal(messages: refusals) }
            return package.targets.filter { target in
                guard manifest.entries[target.name]?.appliesBuildPlugin == true else { return true }
                if FileManager.default.fileExists(atPath: (target as? SourceModuleTarget)?.directoryURL.appending(path: "Observable").path ?? "") {
                    print("note: target '\(target.name)' left alone: it applies \(ManifestTargets.buildPluginName), which expands its Observable/ folder during the build")
                }
                return false
            }
        }
        for name in names {
            guard let entry = manifest.entries[name] else { continue }
            if entry.appliesBuildPlugin {
                refusals.append("target '\(name)' applies the build tool plugin \(ManifestTargets.buildPluginName), which expands its Observable/ folder "
                    + "during the build: checked-in expansions in its ObservableGenerated/ folder would compile each class twice. "
                    + "Build it with 'swift build'; or, to check its expansions in instead, remove \(ManifestTargets.buildPluginName) "
                    + "from the target's plugins: in Package.swift, then run this command again")
            } else if !inGraph.contains(name) && entry.excludesObservableFolder {
                refusals.append(dropped(name))
            }
        }
        if !refusals.isEmpty { throw Refusal(messages: refusals) }
        return try package.targets(named: names)
    }

    func relative(_ url: URL, to base: URL) -> String {
        let path = url.standardizedFileURL.path
        let prefix = base.standardizedFileURL.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// `word` as a POSIX shell reads it back: quoted when it holds anything but plain characters.
    func shellWord(_ word: String) -> String {
        let plain = word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_./=:,+@".contains($0)) }
        return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

/// Targets the command refuses, each with its message.
struct Refusal: Error {
    var messages: [String]
}

enum ExpandObservableError: Error {
    case failed
}
