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
    private var folders: [PathKey: String] = [:]
    private let currentFolder = FileManager.default.currentDirectoryPath

    /// A resolver for about `expectedFolders` folders: its tables are sized up front (growing
    /// them rehashed each folder's path again and again).
    init(expectedFolders: Int = 0) {
        folders.reserveCapacity(expectedFolders)
        missingFolders.reserveCapacity(expectedFolders)
    }

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
            var absolute = Self.normalized(path.utf8.first == 0x2F ? path : currentFolder + "/" + path)
            // Split on the bytes: `lastIndex(of:)`, `index(after:)` and `Substring`s of the
            // `String` cost about 1,500 instructions a path, more than the rest of the split.
            let split: (path: String, folder: String, missing: Bool)? = absolute.withUTF8 { bytes in
                var slash = bytes.count - 1
                while slash >= 0 && bytes[slash] != 0x2F { slash -= 1 }
                guard slash >= 0, bytes.count > 1 else { return nil }
                let folder = slash == 0 ? "/" : String(decoding: UnsafeBufferPointer(rebasing: bytes[..<slash]), as: UTF8.self)
                let resolved = resolvedFolderAndPresence(folder)
                return (Self.join(resolved.path, UnsafeBufferPointer(rebasing: bytes[(slash + 1)...])), resolved.path, resolved.missing)
            }
            guard let split else { return ("/", .other, nil) }
            joined = split.path
            folderMissing = split.missing
            remember(path, split.folder, missing: split.missing)
        }
        if knownPlainFile { return (joined, .regularFile, nil) }
        // In a folder this pass found missing (the outputs of a run into a fresh folder), the
        // file is missing too: the `lstat` would say `ENOENT`.
        if folderMissing { return (joined, .missing, nil) }
        var info = stat()
        guard joined.withCString({ lstat($0, &info) }) == 0 else { return (joined, errno == ENOENT ? .missing : .other, nil) }
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
            // Joined from the bytes: the name is not made a `String` of its own first.
            return Self.join(lastResolved, name)
        }
        return name ?? nil
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

    /// Whether `bytes` hold `/./`, `/../` or `//`, looked for after each `/` in one pass
    /// (Foundation's `contains` on a `Substring`, three times per path, was 13% of a
    /// folder run's instructions on real code).
    static func holdsDotComponentOrDoubledSlash(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // From each `/` (found by `memchr`: a look at every byte cost 10 instructions a byte).
        var found = false
        forEachSlash(in: bytes) { slash in
            let rest = bytes.count - slash - 1
            guard rest >= 1 else { return true }
            let next = bytes[slash + 1]
            if next == 0x2F { found = true }
            if next == 0x2E && rest >= 2 && bytes[slash + 2] == 0x2F { found = true }
            if next == 0x2E && rest >= 3 && bytes[slash + 2] == 0x2E && bytes[slash + 3] == 0x2F { found = true }
            return !found
        }
        return found
    }

    /// Whether some `/` in `bytes` is followed by `/` or `.` (a doubled slash, a `.` or `..`
    /// component, or a name starting with `.`): a path without one needs no normalizing.
    static func holdsSlashBeforeSlashOrDot(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var found = false
        forEachSlash(in: bytes) { slash in
            if slash + 1 < bytes.count && (bytes[slash + 1] == 0x2F || bytes[slash + 1] == 0x2E) { found = true }
            return !found
        }
        return found
    }

    /// Calls `body` with the index of each `/` in `bytes`, in order, while it returns true.
    static func forEachSlash(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Int) -> Bool) {
        guard let base = bytes.baseAddress else { return }
        var start = 0
        while start < bytes.count, let found = memchr(base + start, 0x2F, bytes.count - start) {
            let slash = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            guard body(slash) else { return }
            start = slash + 1
        }
    }

    /// The absolute path `absolute` without `.`, `..` (each takes the component before it, or,
    /// when that component is a symbolic link, the folder above where the link leads, as the
    /// system reads `link/..`), doubled slashes and a final slash; returned as it is when it has
    /// none (most paths).
    static func normalized(_ absolute: String) -> String {
        // On the bytes: iterating the `String`'s UTF-8 view cost 30 instructions a byte.
        var copy = absolute
        let clean = copy.withUTF8 { bytes -> Bool in
            // "//", "/." (a "." or ".." component, or a name starting with "."), a final "/".
            !holdsSlashBeforeSlashOrDot(bytes) && (bytes.last != 0x2F || bytes.count == 1)
        }
        if clean { return absolute }
        var components: [Substring] = []
        for component in absolute.split(separator: "/", omittingEmptySubsequences: true) {
            if component == "." { continue }
            if component == ".." {
                // `Lnk/../S` is `S` beside the link's target, not beside the link (break45/02:
                // an output spelled so was taken for a path other than the input it is).
                let prefix = "/" + components.joined(separator: "/")
                var info = stat()
                if !components.isEmpty, lstat(prefix, &info) == 0, info.st_mode & S_IFMT == S_IFLNK, let real = realPath(prefix) {
                    components = real.split(separator: "/", omittingEmptySubsequences: true)
                }
                _ = components.popLast()
                continue
            }
            components.append(component)
        }
        return "/" + components.joined(separator: "/")
    }

    /// Folders found missing (`ENOENT`; as resolved): what lies below one is missing too, and
    /// needs no call. (The same answer `realpath` gave, which failed from that part on.)
    private var missingFolders: Set<PathKey> = []

    /// The absolute, normalized folder `folder` with its links resolved, and whether it is
    /// missing: its parent's resolution joined to its name when `lstat(2)` finds no link there
    /// (a folder, or nothing), else `realpath` of the joined path; a part that is missing keeps
    /// its name, and so do the parts below it. One `lstat` per folder, against `realpath`'s
    /// `readlink(2)` of every component of every folder (5,000 calls on 1,544 files of real
    /// code in 1,200 folders).
    private func resolvedFolderAndPresence(_ folder: String) -> (path: String, missing: Bool) {
        if let known = folders[PathKey(folder)] { return (known, missingFolders.contains(PathKey(known))) }
        // Split on the bytes, the name joined to the parent's resolution without a `String` of its own.
        var spelled = folder
        let joinedAndParent: (joined: String, parentMissing: Bool)? = spelled.withUTF8 { bytes in
            var slash = bytes.count - 1
            while slash >= 0 && bytes[slash] != 0x2F { slash -= 1 }
            guard slash >= 0, bytes.count != 1 else { return nil }
            let parent = resolvedFolderAndPresence(slash == 0 ? "/" : String(decoding: UnsafeBufferPointer(rebasing: bytes[..<slash]), as: UTF8.self))
            return (Self.join(parent.path, UnsafeBufferPointer(rebasing: bytes[(slash + 1)...])), parent.missing)
        }
        guard let (joined, parentMissing) = joinedAndParent else {
            // "/", or a folder without one.
            folders[PathKey(folder)] = "/"
            return ("/", false)
        }
        var result = joined
        var missing = parentMissing
        if !missing {
            var info = stat()
            if joined.withCString({ lstat($0, &info) }) != 0 {
                // Missing, or not to be examined (`EACCES`, `ENOTDIR`): `realpath` failed there
                // too, and the name was kept.
                missing = errno == ENOENT
            } else if info.st_mode & S_IFMT == S_IFLNK {
                // A link that leads nowhere keeps its name; one in a loop (`ELOOP`) is no
                // missing folder (a file in it cannot be examined).
                if let real = Self.realPath(joined) { result = real } else { missing = errno == ENOENT }
            }
        }
        folders[PathKey(folder)] = result
        if missing { missingFolders.insert(PathKey(result)) }
        return (result, missing)
    }

    private static func join(_ folder: String, _ name: UnsafeBufferPointer<UInt8>) -> String {
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
