import Foundation
import PackagePlugin

/// Build tool plugin: expands the annotated sources a target keeps in its `Observable/` folder
/// (excluded from the target's own sources) into the plugin's work directory, where they are
/// compiled with the target. One build command per target, with every input and output
/// declared, so that nothing reruns when nothing changed; the tool writes only changed files.
@main
struct ObservableExpandPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let folder = target.directoryURL.appending(path: ObservableFolder.name).standardizedFileURL.path + "/"
        if target.sourceFiles(withSuffix: "swift").contains(where: { $0.url.standardizedFileURL.path.hasPrefix(folder) }) {
            // The annotated originals would be compiled beside their expansions.
            Diagnostics.error("target '\(target.name)' compiles its \(ObservableFolder.name)/ folder; add exclude: [\"\(ObservableFolder.name)\"] to the target in Package.swift")
            return []
        }
        let checkedIn = target.directoryURL.appending(path: "ObservableGenerated").standardizedFileURL.path + "/"
        if target.sourceFiles(withSuffix: "swift").contains(where: { $0.url.standardizedFileURL.path.hasPrefix(checkedIn) }) {
            // Expansions checked in by the command plugin would be compiled beside these.
            Diagnostics.error("target '\(target.name)' compiles checked-in expansions from ObservableGenerated/ (the expand-observable command plugin) and also applies the build tool plugin; use one of the two: "
                + "delete that folder to have the build expand Observable/, or remove \(ObservableFolder.pluginName) from the target's plugins: in Package.swift to keep the checked-in expansions")
            return []
        }
        // Context: the target's other sources and those of the source modules it depends on,
        // so that types declared there need no annotation (`var tint = Theme.shared.tint`).
        let dependencies = target.recursiveTargetDependencies.compactMap { $0 as? SourceModuleTarget }
        let contextFiles = ([target] + dependencies).flatMap { $0.sourceFiles(withSuffix: "swift").map(\.url) }
        return try ExpansionCommand.make(
            sourceFolder: target.directoryURL.appending(path: ObservableFolder.name),
            workDirectory: context.pluginWorkDirectoryURL,
            tool: try context.tool(named: "observable-expand").url,
            targetName: target.name,
            contextFiles: contextFiles)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ObservableExpandPlugin: XcodeBuildToolPlugin {
    /// In an Xcode project the folder is `<project folder>/<target name>/Observable`; keep its
    /// files out of the target's Compile Sources.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try ExpansionCommand.make(
            sourceFolder: context.xcodeProject.directoryURL.appending(path: target.displayName).appending(path: ObservableFolder.name),
            workDirectory: context.pluginWorkDirectoryURL,
            tool: try context.tool(named: "observable-expand").url,
            targetName: target.displayName,
            contextFiles: target.inputFiles.filter { $0.url.pathExtension == "swift" }.map(\.url))
    }
}
#endif

/// The convention: annotated sources live in a folder named `Observable` inside the target.
enum ObservableFolder {
    static let name = "Observable"
    /// This plugin's name, as a target's `plugins:` gives it.
    static let pluginName = "ObservableExpandPlugin"
}

enum ExpansionCommand {
    /// - Parameter contextFiles: Swift files read for declarations only (`--context`): the
    ///   target's other sources and its source-module dependencies'. They are inputs of the
    ///   command too, so that a changed declaration re-expands.
    static func make(sourceFolder: URL, workDirectory: URL, tool: URL, targetName: String, contextFiles: [URL] = []) throws -> [Command] {
        let files = swiftFiles(in: sourceFolder)
        guard !files.isEmpty else { return [] }
        let outputFolder = workDirectory.appending(path: "Expanded")
        let context = contextFiles.map(\.standardizedFileURL.path).sorted()
        return [.buildCommand(
            displayName: "Expanding @Observable classes of \(targetName)",
            executable: tool,
            arguments: [sourceFolder.path, "--output", outputFolder.path, "--output-suffix", ".expanded",
                        "--source-location", "absolute", "--quiet",
                        // The cache in the build folder, beside the outputs: a build never writes the user's home.
                        "--cache-path", workDirectory.appending(path: "ExpansionCache").path] + context.flatMap { ["--context", $0] },
            inputFiles: files.map { sourceFolder.appending(path: $0) } + context.map { URL(fileURLWithPath: $0) },
            outputFiles: files.map { outputFolder.appending(path: String($0.dropLast(6)) + ".expanded.swift") })]
    }

    /// `*.swift` files below `folder`, relative and sorted, skipping hidden folders (the same
    /// rule as the tool's folder inputs, so that declared outputs match what it writes).
    static func swiftFiles(in folder: URL) -> [String] {
        // A symbolic link to the folder is followed (the enumerator would not descend into it).
        let folder = folder.resolvingSymlinksInPath()
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            let isFolder = (enumerator.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory
            if name.hasPrefix(".") {
                if isFolder { enumerator.skipDescendants() }
                continue
            }
            if name.hasSuffix(".swift") && !isFolder { files.append(relative) }
        }
        return files.sorted()
    }
}
