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
    private var folders: [PathKey: ResolvedFolder] = [:]
    private let currentFolder = FileManager.default.currentDirectoryPath

    /// A folder's resolution, and where it lies against the output folder (`watchLinks`).
    private struct ResolvedFolder {
        var path: String
        var place: Place
    }

    /// Where a folder (as spelled, absolute and normalized) lies against the output folder
    /// whose links are watched: outside it (or no folder is watched), the folder itself,
    /// inside it with no link on the way, or inside it through the link `link` (the first
    /// one below the output folder, spelled as the output folder is spelled plus the rest).
    private enum Place {
        case outside, root, inside
        case throughLink(String)
    }

    /// The output folder whose links the resolution reports (`watchLinks`), absolute and
    /// normalized, and as the user spelled it.
    private var root: (absolute: String, spelled: String)?

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

    /// Makes `resolve` report the symbolic links below the output folder `folder` (as the
    /// user spelled it): a folder that is a link, or a file that is one, met on the way to a
    /// path below it. The folder itself may be a link, and so may the folders above it (the
    /// user's choice). Found by the `lstat(2)` each folder gets anyway, so with no call of its
    /// own; called before anything is resolved (a folder's place is remembered with it).
    func watchLinks(below folder: String) {
        root = (Self.normalized(absolute(folder)), folder)
    }

    /// The canonical spelling of the folder `folder`, resolved as the folders of the paths
    /// `resolve` meets are (and remembered with them, so a path below it costs nothing more).
    func canonicalFolder(_ folder: String) -> String {
        resolvedFolderAndPresence(Self.normalized(absolute(folder))).path
    }

    private func absolute(_ path: String) -> String {
        path.utf8.first == 0x2F ? path : currentFolder + "/" + path
    }

    /// The canonical spelling of `path`, what `lstat(2)` found there, and, for a regular file
    /// (not a link), its identity from that `lstat`. With `knownPlainFile` (a regular file as
    /// its folder lists it, so no link), no `lstat` is made: the leaf is `.regularFile` and the
    /// identity nil. `link` is, for a path below the folder `watchLinks` names, the first
    /// symbolic link below that folder on the way to the path, the path itself included (as
    /// spelled: the output folder's spelling and the rest of the path); nil when there is none.
    func resolve(_ path: String, knownPlainFile: Bool = false) -> (path: String, leaf: PathLeaf, identity: FileIdentity?, link: String?) {
        let joined: String
        let folderMissing: Bool
        let place: Place
        if let quick = sameFolderAsLast(path) {
            joined = quick
            folderMissing = lastMissing
            place = lastPlace
        } else {
            var absolute = Self.normalized(absolute(path))
            // Split on the bytes: `lastIndex(of:)`, `index(after:)` and `Substring`s of the
            // `String` cost about 1,500 instructions a path, more than the rest of the split.
            let split: (path: String, folder: String, missing: Bool, place: Place)? = absolute.withUTF8 { bytes in
                var slash = bytes.count - 1
                while slash >= 0 && bytes[slash] != 0x2F { slash -= 1 }
                guard slash >= 0, bytes.count > 1 else { return nil }
                let folder = slash == 0 ? "/" : String(decoding: UnsafeBufferPointer(rebasing: bytes[..<slash]), as: UTF8.self)
                let resolved = resolvedFolderAndPresence(folder)
                return (Self.join(resolved.path, UnsafeBufferPointer(rebasing: bytes[(slash + 1)...])), resolved.path, resolved.missing, resolved.place)
            }
            guard let split else { return ("/", .other, nil, nil) }
            joined = split.path
            folderMissing = split.missing
            place = split.place
            remember(path, split.folder, missing: split.missing, place: split.place)
        }
        // A link on the way is reported whatever lies at its end (break45/03: a link to an
        // output folder not made yet, which `realpath` cannot resolve).
        var link: String? = nil
        if case let .throughLink(folder) = place { link = folder }
        if knownPlainFile { return (joined, .regularFile, nil, link) }
        // In a folder this pass found missing (the outputs of a run into a fresh folder), the
        // file is missing too: the `lstat` would say `ENOENT`.
        if folderMissing { return (joined, .missing, nil, link) }
        var info = stat()
        guard joined.withCString({ lstat($0, &info) }) == 0 else { return (joined, errno == ENOENT ? .missing : .other, nil, link) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return (joined, .regularFile, FileIdentity(info), link)
        case S_IFLNK:
            // The path itself is a link below the output folder.
            if link == nil, case .root = place { link = path }
            if link == nil, case .inside = place { link = path }
            return (Self.realPath(joined) ?? joined, .other, nil, link)
        default: return (joined, .other, nil, link)
        }
    }

    // The folder part of the last path resolved (as spelled, with its final slash) and what it
    // resolved to: the paths of a run come folder by folder, so most are joined to it without
    // making them absolute, normalizing or hashing them.
    private var lastFolder: [UInt8] = []
    private var lastResolved = ""
    private var lastMissing = false
    private var lastPlace = Place.outside

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

    private func remember(_ path: String, _ resolved: String, missing: Bool, place: Place) {
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
        lastPlace = place
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
    private func resolvedFolderAndPresence(_ folder: String) -> (path: String, missing: Bool, place: Place) {
        if let known = folders[PathKey(folder)] { return (known.path, missingFolders.contains(PathKey(known.path)), known.place) }
        // Split on the bytes, the name joined to the parent's resolution without a `String` of its own.
        var spelled = folder
        let joinedAndParent: (joined: String, parentMissing: Bool, parentPlace: Place)? = spelled.withUTF8 { bytes in
            var slash = bytes.count - 1
            while slash >= 0 && bytes[slash] != 0x2F { slash -= 1 }
            guard slash >= 0, bytes.count != 1 else { return nil }
            let parent = resolvedFolderAndPresence(slash == 0 ? "/" : String(decoding: UnsafeBufferPointer(rebasing: bytes[..<slash]), as: UTF8.self))
            return (Self.join(parent.path, UnsafeBufferPointer(rebasing: bytes[(slash + 1)...])), parent.missing, parent.place)
        }
        let isRoot = root.map { PathKey.same($0.absolute, folder) } ?? false
        guard let (joined, parentMissing, parentPlace) = joinedAndParent else {
            // "/", or a folder without one.
            let place: Place = isRoot ? .root : .outside
            folders[PathKey(folder)] = ResolvedFolder(path: "/", place: place)
            return ("/", false, place)
        }
        var result = joined
        var missing = parentMissing
        var isLink = false
        if !missing {
            var info = stat()
            if joined.withCString({ lstat($0, &info) }) != 0 {
                // Missing, or not to be examined (`EACCES`, `ENOTDIR`): `realpath` failed there
                // too, and the name was kept.
                missing = errno == ENOENT
            } else if info.st_mode & S_IFMT == S_IFLNK {
                isLink = true
                // A link that leads nowhere keeps its name; one in a loop (`ELOOP`) is no
                // missing folder (a file in it cannot be examined).
                if let real = Self.realPath(joined) { result = real } else { missing = errno == ENOENT }
            }
        }
        let place: Place
        switch parentPlace {
        case _ where isRoot: place = .root
        case .outside: place = .outside
        case .root, .inside: place = isLink ? .throughLink(spelledBelowRoot(folder)) : .inside
        case .throughLink: place = parentPlace
        }
        folders[PathKey(folder)] = ResolvedFolder(path: result, place: place)
        if missing { missingFolders.insert(PathKey(result)) }
        return (result, missing, place)
    }

    /// `folder` (absolute, normalized, below the watched output folder) spelled as the user
    /// spelled the output folder, for messages.
    private func spelledBelowRoot(_ folder: String) -> String {
        guard let root else { return folder }
        let rest = folder.utf8.dropFirst(root.absolute.utf8.count)
        let spelled = root.spelled.hasSuffix("/") ? String(root.spelled.dropLast()) : root.spelled
        return spelled + (root.absolute == "/" ? "/" : "") + (String(rest) ?? "")
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
