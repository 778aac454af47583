/// Canonical spellings of paths, so that two spellings of one file compare equal (an output
/// that would overwrite an input, an orphan whose header names its source another way): made
/// absolute against the current folder, `.`, `..` and doubled slashes removed, and the symbolic
/// links of the longest existing prefix resolved, so that a file that is gone still has one.
///
/// Each folder is resolved once (from its parent's resolution and one `lstat(2)`; `realpath(3)`
/// only where that finds a link) and remembered, so a thousand files of one folder cost one
/// `lstat` each (to see whether the file itself is a link) instead of a walk of every
/// component per file. One resolver serves one pass over a
/// run's paths; it is not shared between threads.
final class PathResolver {
    private var folders: [String: String] = [:]
    private let currentFolder = FileManager.default.currentDirectoryPath

    /// The canonical spelling of `path` (see the type's documentation).
    func canonical(_ path: String) -> String {
        resolve(path).path
    }

    /// The canonical spelling of `path`, what `lstat(2)` found there, and, for a regular file
    /// (not a link), its identity from that `lstat`. With `knownPlainFile` (a regular file as
    /// its folder lists it, so no link), no `lstat` is made: the leaf is `.regularFile` and the
    /// identity nil.
    func resolve(_ path: String, knownPlainFile: Bool = false) -> (path: String, leaf: PathLeaf, identity: FileIdentity?) {
        let joined: String
        let folderMissing: Bool
        if let quick = sameFolderAsLast(path) {
            joined = quick
            folderMissing = lastMissing
        } else {
            let absolute = Self.normalized(path.hasPrefix("/") ? path : currentFolder + "/" + path)
            guard let slash = absolute.utf8.lastIndex(of: 0x2F), absolute.utf8.count > 1 else { return ("/", .other, nil) }
            let folder = slash == absolute.startIndex ? "/" : String(absolute[..<slash])
            let resolved = resolvedFolderAndPresence(folder)
            joined = Self.join(resolved.path, String(absolute[absolute.index(after: slash)...]))
            folderMissing = resolved.missing
            remember(path, resolved.path, missing: resolved.missing)
        }
        if knownPlainFile { return (joined, .regularFile, nil) }
        // In a folder this pass found missing (the outputs of a run into a fresh folder), the
        // file is missing too: the `lstat` would say `ENOENT`.
        if folderMissing { return (joined, .missing, nil) }
        var info = stat()
        guard lstat(joined, &info) == 0 else { return (joined, errno == ENOENT ? .missing : .other, nil) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return (joined, .regularFile, FileIdentity(info))
        case S_IFLNK: return (Self.realPath(joined) ?? joined, .other, nil)
        default: return (joined, .other, nil)
        }
    }

    // The folder part of the last path resolved (as spelled, with its final slash) and what it
    // resolved to: the paths of a run come folder by folder, so most are joined to it without
    // making them absolute, normalizing or hashing them.
    private var lastFolder: [UInt8] = []
    private var lastResolved = ""
    private var lastMissing = false

    /// `path`'s canonical folder joined to its name, when its folder is spelled as the last
    /// one's and its name is a plain one (not empty, `.` or `..`).
    private func sameFolderAsLast(_ path: String) -> String? {
        guard !lastFolder.isEmpty else { return nil }
        let name = path.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            let folderCount = lastFolder.count
            guard bytes.count > folderCount,
                  lastFolder.withUnsafeBufferPointer({ memcmp($0.baseAddress!, bytes.baseAddress!, folderCount) == 0 }) else { return nil }
            let name = UnsafeBufferPointer(rebasing: bytes[folderCount...])
            guard !name.contains(0x2F), name.count > 2 || name.contains(where: { $0 != 0x2E }) else { return nil }
            return String(decoding: name, as: UTF8.self)
        }
        return name?.map { Self.join(lastResolved, $0) }
    }

    private func remember(_ path: String, _ resolved: String, missing: Bool) {
        // On the path's bytes (as `Substring`s and their UTF-8 views, the checks and the copy
        // of the folder cost about 10,000 instructions a path, a fifth of a folder walk).
        var path = path
        let folder: [UInt8]? = path.withUTF8 { bytes in
            var slash = bytes.count - 1
            while slash >= 0 && bytes[slash] != 0x2F { slash -= 1 }
            guard slash >= 0 else { return nil }
            // Only a plain name leaves the folder as spelled (`a/..` is in the folder above `a`).
            let nameCount = bytes.count - slash - 1
            guard nameCount > 0, !(nameCount <= 2 && bytes[slash + 1] == 0x2E && bytes[slash + nameCount] == 0x2E) else { return nil }
            let folder = UnsafeBufferPointer(rebasing: bytes[...slash])
            // A folder spelled with `.`, `..` or `//` is resolved the long way each time (a
            // folder that starts `./` or `../`, or is `./` or `../`, too).
            guard !Self.holdsDotComponentOrDoubledSlash(folder) else { return nil }
            if folder.count >= 2 && folder[0] == 0x2E && folder[1] == 0x2F { return nil }
            if folder.count >= 3 && folder[0] == 0x2E && folder[1] == 0x2E && folder[2] == 0x2F { return nil }
            return Array(folder)
        }
        guard let folder else { return }
        lastFolder = folder
        lastResolved = resolved
        lastMissing = missing
    }

    /// Whether `bytes` hold `/./`, `/../` or `//`, compared byte by byte in one pass
    /// (Foundation's `contains` on a `Substring`, three times per path, was 13% of a
    /// folder run's instructions on real code).
    static func holdsDotComponentOrDoubledSlash(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // The three bytes before `byte`, the latest last.
        var (third, second, first): (UInt8, UInt8, UInt8) = (0, 0, 0)
        for byte in bytes {
            if byte == 0x2F /* / */ {
                if first == 0x2F { return true }
                if first == 0x2E && second == 0x2F { return true }
                if first == 0x2E && second == 0x2E && third == 0x2F { return true }
            }
            (third, second, first) = (second, first, byte)
        }
        return false
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

    /// Folders found missing (`ENOENT`; as resolved): what lies below one is missing too, and
    /// needs no call. (The same answer `realpath` gave, which failed from that part on.)
    private var missingFolders: Set<String> = []

    /// The absolute, normalized folder `folder` with its links resolved, and whether it is
    /// missing: its parent's resolution joined to its name when `lstat(2)` finds no link there
    /// (a folder, or nothing), else `realpath` of the joined path; a part that is missing keeps
    /// its name, and so do the parts below it. One `lstat` per folder, against `realpath`'s
    /// `readlink(2)` of every component of every folder (5,000 calls on 1,544 files of real
    /// code in 1,200 folders).
    private func resolvedFolderAndPresence(_ folder: String) -> (path: String, missing: Bool) {
        if let known = folders[folder] { return (known, missingFolders.contains(known)) }
        guard folder != "/", let slash = folder.utf8.lastIndex(of: 0x2F) else {
            folders[folder] = "/"
            return ("/", false)
        }
        let parent = resolvedFolderAndPresence(slash == folder.startIndex ? "/" : String(folder[..<slash]))
        let joined = Self.join(parent.path, String(folder[folder.index(after: slash)...]))
        var result = joined
        var missing = parent.missing
        if !missing {
            var info = stat()
            if lstat(joined, &info) != 0 {
                // Missing, or not to be examined (`EACCES`, `ENOTDIR`): `realpath` failed there
                // too, and the name was kept.
                missing = errno == ENOENT
            } else if info.st_mode & S_IFMT == S_IFLNK {
                // A link that leads nowhere keeps its name; one in a loop (`ELOOP`) is no
                // missing folder (a file in it cannot be examined).
                if let real = Self.realPath(joined) { result = real } else { missing = errno == ENOENT }
            }
        }
        folders[folder] = result
        if missing { missingFolders.insert(result) }
        return (result, missing)
    }

    private static func join(_ folder: String, _ name: String) -> String {
        InputCollector.join(folder, name)
    }

    private static func realPath(_ path: String) -> String? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }
}

/// What `lstat(2)` found at a path when the run resolved it. A missing path or a regular file
/// (not a link) needs no further look before it is written or read as an output; anything else
/// (a link, a folder, a device, a path that could not be examined) gets the full checks.
enum PathLeaf: Sendable {
    case unknown, missing, regularFile, other

    /// Whether the path, as resolved, is the file itself: missing or a plain regular file.
    var isPlain: Bool { self == .missing || self == .regularFile }
}
