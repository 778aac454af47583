import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the `*.swift` files below an input folder: hidden entries skipped, symbolic links
/// followed (to folders and files), a folder reached twice (a link looping back) read once
/// with a warning, the output folder and `--exclude` matches left out.
struct FolderWalk {
    /// The canonical path of the output folder, when it lies inside the input.
    let excludedFolder: String?
    let excludes: [Glob]
    /// Paths relative to the walked folder, in the order found (the caller sorts them).
    private(set) var files: [String] = []
    /// Folders reached twice, with the message for each.
    private(set) var warnings: [(path: String, text: String)] = []
    /// Folders already read, by device and inode.
    private var visited: Set<[UInt64]> = []

    init(excludedFolder: String?, excludes: [Glob]) {
        self.excludedFolder = excludedFolder
        self.excludes = excludes
    }

    /// Reads `folder` (its path as the user gave it, joined with `relative`).
    mutating func visit(_ folder: String, relative: String) {
        var info = stat()
        guard stat(folder, &info) == 0 else { return }
        guard visited.insert([UInt64(info.st_dev), UInt64(info.st_ino)]).inserted else {
            warnings.append((folder, "this folder was already read (a symbolic link leads back to it); its files are read once"))
            return
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = InputCollector.join(folder, name)
            let relativePath = relative.isEmpty ? name : relative + "/" + name
            switch FileOutput.kind(of: path) {
            case .folder:
                if let excludedFolder, InputCollector.canonical(path) == excludedFolder { continue }
                if excludes.contains(where: { $0.matches(relativePath) }) { continue }
                visit(path, relative: relativePath)
            case .regular:
                if name.hasSuffix(".swift") && !excludes.contains(where: { $0.matches(relativePath) }) {
                    files.append(relativePath)
                }
            case .missing, .special:
                continue
            }
        }
    }
}

/// A `--exclude` pattern: `*` matches within a name, `**` across folders, `?` one character.
/// A pattern without `/` is matched against the last component (`*.generated.swift` at any
/// depth); one with `/` against the whole path relative to the input folder (`Legacy/**`).
struct Glob {
    let pattern: [Character]
    let matchesNameOnly: Bool

    init(_ text: String) {
        pattern = Array(text)
        matchesNameOnly = !text.contains("/")
    }

    func matches(_ relativePath: String) -> Bool {
        let subject = matchesNameOnly ? String(relativePath.split(separator: "/").last ?? "") : relativePath
        return Self.match(pattern[...], Array(subject)[...])
    }

    private static func match(_ pattern: ArraySlice<Character>, _ text: ArraySlice<Character>) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        if first == "*" {
            let crossesFolders = pattern.dropFirst().first == "*"
            let rest = pattern.dropFirst(crossesFolders ? 2 : 1)
            // `**/` also matches no folder at all.
            if crossesFolders && rest.first == "/" && match(rest.dropFirst(), text) { return true }
            var k = text.startIndex
            while true {
                if match(rest, text[k...]) { return true }
                guard k < text.endIndex, crossesFolders || text[k] != "/" else { return false }
                k += 1
            }
        }
        guard let character = text.first else { return false }
        if first == "?" { return character != "/" && match(pattern.dropFirst(), text.dropFirst()) }
        return first == character && match(pattern.dropFirst(), text.dropFirst())
    }
}
