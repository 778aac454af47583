/// Finds the `*.swift` files below an input folder: hidden entries and Xcode project and workspace bundles (`isProjectBundle`) skipped, symbolic links
/// followed (to folders and files), a folder reached twice (a link looping back) read once
/// with a warning, the output folder and `--exclude` matches left out.
///
/// What it cannot read is never skipped in silence: a folder that cannot be listed, or an
/// entry that cannot be examined (`EACCES`, a link loop), is an error, and a folder or `.swift`
/// file whose name is not UTF-8 a warning; either makes the walk `incomplete`, so that no
/// output is taken for an orphan because its source was not seen. A link that leads nowhere
/// makes the walk incomplete too (what it stood for may come back: a file not yet generated,
/// a folder on a volume not mounted), with a warning when it is named like a source or a
/// folder (`.swift`, or no extension).
struct FolderWalk {
    /// The canonical path of the output folder, when it lies inside the input.
    let excludedFolder: String?
    /// The device and inode of `excludedFolder` when the walk began (nil: it was not there,
    /// or there is none). Only a folder of that identity can have its canonical path, so the
    /// others are passed without resolving theirs (a `realpath` and a resolver per folder
    /// were a quarter of a run's folder walk on real code).
    private let excludedIdentity: FolderIdentity?
    let excludes: [Glob]
    /// Paths relative to the walked folder, in the order found (the caller sorts them).
    private(set) var files: [String] = []
    /// The files of `files` that the folder did not list as regular files (a link to one, or a
    /// file system without `d_type`): found by `stat`, they may be links.
    private(set) var filesFoundByStat: Set<String> = []
    /// How many `*.swift` files `--exclude` left out.
    private(set) var excludedCount = 0
    /// Whether dependency folders (`DependencyFolders`) are left out (`migrate` only).
    var skipsDependencies = false
    /// The dependency folders left out (paths below the walked folder), and their `*.swift` files.
    private(set) var dependencyFolders: [String] = []
    private(set) var dependencyFileCount = 0
    /// Errors and warnings met on the way, in the order met.
    private(set) var messages: [Message] = []
    /// Whether some folder or entry below the input could not be read.
    private(set) var incomplete = false
    /// Folders already read. (A set of `[UInt64]` pairs cost more to set up, through its
    /// generic metadata, than the rest of a 100-file walk.)
    private var visited: Set<FolderIdentity> = []

    /// A folder's device and inode.
    private struct FolderIdentity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    init(excludedFolder: String?, excludes: [Glob]) {
        self.excludedFolder = excludedFolder
        self.excludes = excludes
        var info = stat()
        if let excludedFolder, stat(excludedFolder, &info) == 0 {
            excludedIdentity = FolderIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        } else {
            // A canonical path that names nothing is no existing folder's canonical path.
            excludedIdentity = nil
        }
    }

    /// Reads `folder` (its path as the user gave it, joined with `relative`). `examined` is
    /// what `stat(2)` said of it when its parent's walk looked at it (nil: it is looked at
    /// here), so that a folder is not examined twice in a row.
    mutating func visit(_ folder: String, relative: String, examined: stat? = nil) {
        var info = examined ?? stat()
        guard examined != nil || stat(folder, &info) == 0 else {
            cannotRead(folder, errno)
            return
        }
        // Every folder, not only those reached through links: a bind mount can loop too.
        guard visited.insert(FolderIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))).inserted else {
            messages.append(Message(file: folder, .warning, .folderReadTwice,
                                    "this folder was already read (a symbolic link leads back to it); its files are read once"))
            return
        }
        var names: [String]
        switch Self.listing(of: folder, relative: relative) {
        case let .failure(error):
            cannotRead(folder, error.code)
            return
        case let .success(listing):
            for entry in listing.notUTF8 {
                // Only a folder or a `.swift` file can hold sources; other files are not read anyway.
                let isFolder = FileOutput.kind(ofRawPath: Array(folder.utf8) + [UInt8(ascii: "/")] + entry) == .folder
                guard isFolder || entry.reversed().starts(with: Array(".swift".utf8).reversed()) else { continue }
                let what = isFolder ? "folder" : "file"
                let shown = InputCollector.join(folder, Self.escapedName(entry))
                messages.append(Message(file: shown, .warning, .fileNameNotUTF8, "this \(what) name is not valid UTF-8; the \(what) is skipped"))
                incomplete = true
            }
            // A regular file as the folder records it needs no `stat`: only its name matters.
            // Regular files first, in the folder's order: the walk's users sort the files it
            // lists (sorting every name here cost more than reading the folder).
            for relativePath in listing.swiftFiles {
                if excludes.contains(where: { $0.matches(relativePath) }) {
                    excludedCount += 1
                } else {
                    files.append(relativePath)
                }
            }
            // The other entries, whose order decides which of two ways to one folder is read
            // and in what order warnings come, sorted.
            names = listing.others
            // Most folders have none or one.
            if names.count > 1 { names.sort() }
        }
        for name in names {
            let path = InputCollector.join(folder, name)
            let relativePath = relative.isEmpty ? name : InputCollector.join(relative, name)
            var entry = stat()
            guard path.withCString({ stat($0, &entry) }) == 0 else {
                let failure = errno
                if failure != ENOENT {
                    // No permission, a link loop: may hide sources.
                    cannotRead(path, failure, what: "")
                } else if !excludes.contains(where: { $0.matches(relativePath) || $0.matches(relativePath, isFolder: true) }) {
                    // A dangling link may stand for sources that come back: a generated file
                    // not yet made, a folder on a volume not mounted. So no output is pruned
                    // for it; one named like a source or a folder (no extension) is said.
                    if name.hasSuffix(".swift") || !name.contains(".") {
                        messages.append(Message(file: path, .warning, .cannotRead, "is a symbolic link that leads nowhere; it is skipped"))
                    }
                    incomplete = true
                }
                continue
            }
            switch entry.st_mode & S_IFMT {
            case S_IFDIR:
                if let excludedFolder, let excludedIdentity,
                   excludedIdentity == FolderIdentity(device: UInt64(entry.st_dev), inode: UInt64(entry.st_ino)),
                   InputCollector.canonical(path) == excludedFolder { continue }
                if excludes.contains(where: { $0.matches(relativePath, isFolder: true) }) { continue }
                if Self.isProjectBundle(name) { continue }
                if skipsDependencies && DependencyFolders.isDependencyFolder(name, in: folder, relative: relative) {
                    // Counted for the note; what cannot be read there is not the run's.
                    var inner = FolderWalk(excludedFolder: excludedFolder, excludes: excludes)
                    inner.visited = visited
                    inner.visit(path, relative: relativePath, examined: entry)
                    dependencyFolders.append(relativePath)
                    dependencyFileCount += inner.files.count
                    continue
                }
                visit(path, relative: relativePath, examined: entry)
            case S_IFREG:
                guard name.hasSuffix(".swift") else { continue }
                if excludes.contains(where: { $0.matches(relativePath) }) {
                    excludedCount += 1
                } else {
                    files.append(relativePath)
                    filesFoundByStat.insert(relativePath)
                }
            default:
                // A FIFO, socket or device named like a source is not read (it could block);
                // since a source may have been replaced by it, nothing is pruned either.
                guard name.hasSuffix(".swift"), !excludes.contains(where: { $0.matches(relativePath) }) else { continue }
                if case let .special(what) = FileOutput.kind(of: path) {
                    messages.append(Message(file: path, .warning, .cannotRead, "is \(what), not a Swift file; it is skipped"))
                    incomplete = true
                }
            }
        }
    }

    /// Whether the folder `name` is an Xcode project or workspace bundle (`App.xcodeproj`,
    /// `App.xcworkspace`): Xcode's own data (`project.pbxproj`, `xcuserdata`), whose files no
    /// target builds unless the project lists them, which it does not for a file inside its
    /// own bundle. A `.swift` file saved there (LumiFur's `LumiFur.xcodeproj/GitHubServiceTests.swift`,
    /// which does not lex) is no source of the app, and stopped a whole `migrate` run (review
    /// 47b/03). Left out of the walk below an input folder; named as an input, it is read.
    static func isProjectBundle(_ name: String) -> Bool {
        name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
    }

    /// Whether `name` ends in `.swift` (compared as bytes: `String.hasSuffix` compares
    /// characters, which costs more than the rest of a folder entry).
    static func hasSwiftExtension(_ name: String) -> Bool {
        name.utf8.count >= 6 && name.utf8.reversed().starts(with: [0x74, 0x66, 0x69, 0x77, 0x73, 0x2E])
    }

    /// Records that `path` (a folder, or an entry that could not be examined) was not read.
    private mutating func cannotRead(_ path: String, _ code: Int32, what: String = "folder") {
        let text = what.isEmpty ? "cannot read: \(ErrorNumber(code: code))" : "cannot read \(what): \(ErrorNumber(code: code))"
        messages.append(Message(file: path, .error, .cannotReadFolder, text))
        incomplete = true
    }

    /// `d_type` of a regular file and of a folder (as in `<dirent.h>`).
    static let regularFile: UInt8 = 8
    static let folder: UInt8 = 4

    /// What a walk needs of one folder's entries, hidden ones (a leading `.`) left out, each
    /// list in the folder's order.
    struct Listing {
        /// The regular files (as the folder records them) named `*.swift`, as paths relative
        /// to the walked folder.
        var swiftFiles: [String] = []
        /// The names of the entries that are not regular files (folders, links, unknown types).
        var others: [String] = []
        /// The names that are not UTF-8, as the bytes the file system holds.
        var notUTF8: [[UInt8]] = []
    }

    /// The entries of `folder` (its path relative to the walked folder: `relative`), or the
    /// `errno` of a failure to open or read it. Made from the folder's bytes as they are read:
    /// a regular file that is no `*.swift` file costs no `String` and no array, a Swift file
    /// one `String`, its relative path (an array and a `String` per name, copied twice into
    /// lists, were a third of a folder walk).
    static func listing(of folder: String, relative: String) -> Result<Listing, ErrorNumber> {
        // `withCString`: a `String` passed as a C string is copied to an array first.
        guard let stream = folder.withCString(opendir) else { return .failure(ErrorNumber(code: errno)) }
        defer { closedir(stream) }
        var listing = Listing()
        while true {
            errno = 0
            guard let entry = readdir(stream) else {
                if errno != 0 { return .failure(ErrorNumber(code: errno)) }
                return .success(listing)
            }
            let type = entry.pointee.d_type
            withUnsafeBytes(of: &entry.pointee.d_name) { buffer in
                // The name ends at its NUL (strlen, not a byte-by-byte scan of the 256-byte field).
                let base = buffer.baseAddress!.assumingMemoryBound(to: CChar.self)
                let name = UnsafeBufferPointer(start: buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), count: strnlen(base, buffer.count))
                // Hidden entries, `.` and `..` among them, are not walked.
                guard let first = name.first, first != UInt8(ascii: ".") else { return }
                let isASCII = !name.contains { $0 >= 0x80 }
                if type == regularFile && isASCII {
                    guard hasSwiftExtension(name) else { return }
                    listing.swiftFiles.append(relative.isEmpty ? String(decoding: name, as: UTF8.self) : InputCollector.join(relative, name))
                    return
                }
                // An ASCII name (most) is decoded directly: `String(validating:as:)` is generic
                // (about 650 instructions a name).
                guard let text = isASCII ? String(decoding: name, as: UTF8.self) : String(validating: name, as: UTF8.self) else {
                    listing.notUTF8.append(Array(name))
                    return
                }
                if type != regularFile {
                    listing.others.append(text)
                } else if hasSwiftExtension(name) {
                    listing.swiftFiles.append(relative.isEmpty ? text : InputCollector.join(relative, name))
                }
            }
        }
    }

    /// Whether the name `bytes` ends in `.swift`.
    static func hasSwiftExtension(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count >= 6 && bytes.reversed().starts(with: [0x74, 0x66, 0x69, 0x77, 0x73, 0x2E])
    }

    /// The names in `folder` (without `.` and `..`) as the bytes the file system holds, or
    /// the `errno` of a failure to open or read it.
    /// With each name, the type the folder records for it (`d_type`): `regularFile`, `folder`,
    /// or another value (a link, a FIFO, or unknown on file systems that do not record it),
    /// for which the caller must `stat` the entry.
    static func entries(of folder: String) -> Result<[(name: [UInt8], type: UInt8)], ErrorNumber> {
        guard let stream = opendir(folder) else { return .failure(ErrorNumber(code: errno)) }
        defer { closedir(stream) }
        var names: [(name: [UInt8], type: UInt8)] = []
        while true {
            errno = 0
            guard let entry = readdir(stream) else {
                if errno != 0 { return .failure(ErrorNumber(code: errno)) }
                return .success(names)
            }
            // The name ends at its NUL (strlen, not a byte-by-byte scan of the 256-byte field).
            let name: [UInt8]? = withUnsafeBytes(of: &entry.pointee.d_name) { buffer in
                let base = buffer.baseAddress!.assumingMemoryBound(to: CChar.self)
                let count = strnlen(base, buffer.count)
                // `.` and `..`, told apart before an array is made.
                if count <= 2 && base[0] == 0x2E && base[count - 1] == 0x2E { return nil }
                return Array(UnsafeRawBufferPointer(start: base, count: count))
            }
            guard let name else { continue }
            names.append((name, entry.pointee.d_type))
        }
    }

    /// The folder entry's name `bytes` as a string, or nil when they are not UTF-8. An ASCII
    /// name (most) is decoded directly: `String(validating:as:)` is generic, and its first
    /// steps look the type of its parse result up (about 650 instructions a name).
    static func name(_ bytes: [UInt8]) -> String? {
        if bytes.allSatisfy({ $0 < 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
        return String(validating: bytes, as: UTF8.self)
    }

    /// A name that is not UTF-8, readable: valid parts as they are, each other byte `\xFF`.
    static func escapedName(_ bytes: [UInt8]) -> String {
        var result = ""
        var k = 0
        while k < bytes.count {
            // The longest valid UTF-8 sequence starting here (1 to 4 bytes), else one raw byte.
            var decoded: String?
            var length = 1
            for candidate in (1 ... min(4, bytes.count - k)).reversed() {
                if let text = String(validating: bytes[k ..< k + candidate], as: UTF8.self), text.unicodeScalars.count == 1 {
                    decoded = text
                    length = candidate
                    break
                }
            }
            if let decoded {
                result += decoded
            } else {
                result += "\\x" + String(bytes[k], radix: 16, uppercase: true)
            }
            k += length
        }
        return result
    }
}

/// A `--exclude` pattern: `*` matches within a name, `**` across folders, `?` one character.
/// A pattern without `/` is matched against the last component (`*.generated.swift` at any
/// depth); one with `/` against the whole path relative to the input folder (`Legacy/**`).
/// A pattern ending in `/` matches folders only, as in `.gitignore` (`Legacy/`, `Sub/Old/`):
/// it matched nothing before, since a folder's path has no final `/`.
struct Glob {
    let pattern: [Character]
    let matchesNameOnly: Bool
    let matchesFoldersOnly: Bool

    init(_ text: String) {
        var text = Substring(text)
        matchesFoldersOnly = text.count > 1 && text.hasSuffix("/")
        while text.count > 1 && text.hasSuffix("/") { text = text.dropLast() }
        pattern = Array(text)
        matchesNameOnly = !text.contains("/")
    }

    /// Whether the file (or with `isFolder`, the folder) at `relativePath` is left out.
    func matches(_ relativePath: String, isFolder: Bool = false) -> Bool {
        if matchesFoldersOnly && !isFolder { return false }
        let subject = matchesNameOnly ? String(relativePath.split(separator: "/").last ?? "") : relativePath
        var failed: Set<Int> = []
        return Self.match(pattern, 0, Array(subject), 0, &failed)
    }

    /// Whether `pattern[p...]` matches `text[t...]`. Each (p, t) that failed is remembered, so a
    /// pattern of many stars takes polynomial time, not exponential (`*a*a*a…*b` against a
    /// long name took seconds per star before).
    private static func match(_ pattern: [Character], _ p: Int, _ text: [Character], _ t: Int, _ failed: inout Set<Int>) -> Bool {
        let state = p * (text.count + 1) + t
        if failed.contains(state) { return false }
        let result: Bool
        if p == pattern.count {
            result = t == text.count
        } else if pattern[p] == "*" {
            let crossesFolders = p + 1 < pattern.count && pattern[p + 1] == "*"
            let rest = p + (crossesFolders ? 2 : 1)
            var found = false
            // `**/` also matches no folder at all.
            if crossesFolders && rest < pattern.count && pattern[rest] == "/" && match(pattern, rest + 1, text, t, &failed) {
                found = true
            } else {
                var k = t
                while true {
                    if match(pattern, rest, text, k, &failed) { found = true; break }
                    guard k < text.count, crossesFolders || text[k] != "/" else { break }
                    k += 1
                }
            }
            result = found
        } else if t == text.count {
            result = false
        } else if pattern[p] == "?" {
            result = text[t] != "/" && match(pattern, p + 1, text, t + 1, &failed)
        } else {
            result = pattern[p] == text[t] && match(pattern, p + 1, text, t + 1, &failed)
        }
        if !result { failed.insert(state) }
        return result
    }
}
