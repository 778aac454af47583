import Foundation
import ObservableExpander

/// What a run finds in its output folders that it did not write: temporary files a killed run
/// left, and orphans — outputs of this tool whose source is gone.
enum OutputFolderHygiene {
    /// The leftover temporary files in the folders the jobs write into.
    static func leftovers(for jobs: [Job]) -> [String] {
        var folders: [String] = []
        var seen: Set<String> = []
        for job in jobs {
            guard let output = job.output else { continue }
            let folder = (FileOutput.writeTarget(for: output) as NSString).deletingLastPathComponent
            if seen.insert(folder).inserted { folders.append(folder) }
        }
        return folders.flatMap(TemporaryFiles.leftovers)
    }

    /// The outputs below `outputFolder` that carry this tool's header naming a source inside
    /// one of `inputFolders` (as given) that is not among this run's inputs. A file without
    /// the header is never an orphan, nor one whose source lies outside the input folders (it
    /// may belong to another run writing into the same folder).
    static func orphans(outputFolder: String, inputFolders: [String], jobs: [Job]) -> [String] {
        guard !inputFolders.isEmpty, FileOutput.kind(of: outputFolder) == .folder,
              let enumerator = FileManager.default.enumerator(atPath: outputFolder) else { return [] }
        let targets = Set(jobs.compactMap { $0.output.map(InputCollector.canonical) })
        let sources = Set(jobs.map { GeneratedHeader.escapingControlCharacters($0.displayPath) })
        let prefixes = inputFolders.map { GeneratedHeader.escapingControlCharacters($0.hasSuffix("/") ? $0 : $0 + "/") }
        var orphans: [String] = []
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let path = InputCollector.join(outputFolder, relative)
            guard FileOutput.kind(of: path) == .regular, !targets.contains(InputCollector.canonical(path)),
                  let head = headBytes(of: path), let source = GeneratedHeader.sourcePath(in: head),
                  !sources.contains(source), prefixes.contains(where: { source.hasPrefix($0) }) else { continue }
            orphans.append(path)
        }
        return orphans.sorted()
    }

    /// The first 4 KiB of a file (enough for a `#!` line and the header).
    static func headBytes(of path: String) -> [UInt8]? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: 4096)).map { [UInt8]($0) }
    }
}
