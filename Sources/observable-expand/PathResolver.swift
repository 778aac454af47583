import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Canonical spellings of paths, so that two spellings of one file compare equal (an output
/// that would overwrite an input, an orphan whose header names its source another way): made
/// absolute against the current folder, `.`, `..` and doubled slashes removed, and the symbolic
/// links of the longest existing prefix resolved, so that a file that is gone still has one.
///
/// Each folder is resolved once (`realpath(3)`) and remembered, so a thousand files of one
/// folder cost one `realpath` and one `lstat(2)` each (to see whether the file itself is a
/// link) instead of a walk of every component per file. One resolver serves one pass over a
/// run's paths; it is not shared between threads.
final class PathResolver {
    private var folders: [String: String] = [:]
    private let currentFolder = FileManager.default.currentDirectoryPath

    /// The canonical spelling of `path` (see the type's documentation).
    func canonical(_ path: String) -> String {
        let absolute = Self.normalized(path.hasPrefix("/") ? path : currentFolder + "/" + path)
        guard let slash = absolute.utf8.lastIndex(of: 0x2F), absolute.utf8.count > 1 else { return "/" }
        let folder = slash == absolute.startIndex ? "/" : String(absolute[..<slash])
        let joined = Self.join(resolvedFolder(folder), String(absolute[absolute.index(after: slash)...]))
        var info = stat()
        if lstat(joined, &info) == 0, info.st_mode & S_IFMT == S_IFLNK, let real = Self.realPath(joined) { return real }
        return joined
    }

    /// The absolute path `absolute` without `.`, `..` (each takes the component before it),
    /// doubled slashes and a final slash; returned as it is when it has none (most paths).
    static func normalized(_ absolute: String) -> String {
        var previous: UInt8 = 0
        var clean = true
        for byte in absolute.utf8 {
            // "//", "/." (a "." or ".." component, or a name starting with "."), a final "/".
            if previous == 0x2F && (byte == 0x2F || byte == 0x2E) { clean = false; break }
            previous = byte
        }
        if clean && (previous != 0x2F || absolute.utf8.count == 1) { return absolute }
        var components: [Substring] = []
        for component in absolute.split(separator: "/", omittingEmptySubsequences: true) {
            if component == "." { continue }
            if component == ".." {
                _ = components.popLast()
                continue
            }
            components.append(component)
        }
        return "/" + components.joined(separator: "/")
    }

    /// The absolute, normalized folder `folder` with its links resolved: `realpath` of it,
    /// else of its longest existing prefix with the rest appended.
    private func resolvedFolder(_ folder: String) -> String {
        if let known = folders[folder] { return known }
        let result: String
        if let real = Self.realPath(folder) {
            result = real
        } else if folder != "/", let slash = folder.utf8.lastIndex(of: 0x2F) {
            let parent = slash == folder.startIndex ? "/" : String(folder[..<slash])
            result = Self.join(resolvedFolder(parent), String(folder[folder.index(after: slash)...]))
        } else {
            result = "/"
        }
        folders[folder] = result
        return result
    }

    private static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    private static func realPath(_ path: String) -> String? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }
}
