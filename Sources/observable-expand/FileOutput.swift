import ObservableExpander

/// Writing outputs safely: only when the bytes change (an unchanged file keeps its
/// modification time, so incremental builds do not recompile it), atomically (a temporary
/// file in the same folder, then rename), so that an interrupted run never leaves a truncated
/// file behind, and only over a regular file or a new path: a device, FIFO or socket (or a
/// symbolic link to one) is refused before anything is read or written.
enum FileOutput {
    enum Outcome: Equatable {
        case written
        /// The file held the bytes already; `identity` is what `fstat(2)` said of it as it was read.
        case unchanged(identity: FileIdentity)
    }

    /// What is at a path (following symbolic links).
    enum Kind: Equatable {
        case missing
        case regular
        case folder
        /// A device, FIFO or socket, named as `ls` would.
        case special(String)
    }

    static func kind(of path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        return kind(info)
    }

    /// What is at a path given as raw bytes (a name that is not UTF-8).
    static func kind(ofRawPath path: [UInt8]) -> Kind {
        var info = stat()
        let found = (path + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { stat($0.baseAddress!, &info) == 0 }
        }
        return found ? kind(info) : .missing
    }

    private static func kind(_ info: stat) -> Kind {
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .folder
        case S_IFCHR: return .special("a character device")
        case S_IFBLK: return .special("a block device")
        case S_IFIFO: return .special("a FIFO")
        case S_IFSOCK: return .special("a socket")
        default: return .special("not a regular file")
        }
    }

    /// Why `path` cannot be an output, or nil: it must be a regular file or not exist, and not
    /// a link that leads nowhere or to an open descriptor (`/dev/stdout` would be resolved to
    /// the file the shell redirected into, which the rename would then replace).
    /// `leaf` is what the run found at `path` when it resolved it: a missing path or a plain
    /// regular file needs no new look.
    static func refusal(for path: String, leaf: PathLeaf = .unknown) -> String? {
        if leaf.isPlain && !isDescriptorPath(path) { return nil }
        // A missing path or a regular file that is no link (the usual outputs): one `lstat`.
        var info = stat()
        let examined = lstat(path, &info) == 0
        if (!examined && errno == ENOENT) || (examined && info.st_mode & S_IFMT == S_IFREG) {
            guard isDescriptorPath(path) else { return nil }
        }
        if leadsToDescriptor(path) {
            return "'\(path)' names an open file descriptor, not a file; use '-o -' for standard output"
        }
        if isLink(path) && kind(of: path) == .missing {
            return "'\(path)' is a symbolic link that leads nowhere (or in a loop); nothing was written"
        }
        switch kind(of: path) {
        case .missing, .regular: return nil
        case .folder: return "'\(path)' is a folder, not a file"
        case let .special(what): return "'\(path)' is not a regular file (it is \(what)); nothing was written (use '-o -' for standard output)"
        }
    }

    /// Whether `path`, or a symbolic link on the way from it, is under `/dev/fd/` or `/proc/`
    /// (`/dev/stdout` -> `/proc/self/fd/1`).
    static func leadsToDescriptor(_ path: String) -> Bool {
        var current = path
        for _ in 0 ..< 40 {
            if isDescriptorPath(current) { return true }
            guard let target = linkTarget(current) else { return false }
            let parent = OutputFolderHygiene.parentFolder(of: current)
            current = target.hasPrefix("/") || parent.isEmpty ? target : InputCollector.join(parent, target)
        }
        return false
    }

    /// Whether `path` itself, as spelled, is under `/dev/fd/` or `/proc/`, or `/dev/stdout`,
    /// `/dev/stderr` or `/dev/stdin`.
    static func isDescriptorPath(_ path: String) -> Bool {
        path.hasPrefix("/dev/fd/") || path.hasPrefix("/proc/") || ["/dev/stdout", "/dev/stderr", "/dev/stdin"].contains(path)
    }

    /// Gives `temporary` the permission bits of `target`, when `target` exists.
    static func keepPermissions(of target: String, on temporary: String) {
        var info = stat()
        guard stat(target, &info) == 0 else { return }
        chmod(temporary, info.st_mode & 0o7777)
    }

    /// Whether `path` itself is a symbolic link.
    static func isLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    /// What the symbolic link at `path` contains, or nil when it is no link.
    static func linkTarget(_ path: String) -> String? {
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: 4097)
        defer { buffer.deallocate() }
        let count = readlink(path, buffer, 4096)
        guard count > 0 else { return nil }
        buffer[count] = 0
        return String(cString: buffer)
    }

    /// The path the bytes go to: a symbolic link is written through (its target is replaced,
    /// the link stays), so that `-o link` does not turn the link into a file.
    /// With `leaf` from the run's resolution (a missing path or a plain regular file), no
    /// `lstat` is made: the path is its own target.
    static func writeTarget(for path: String, leaf: PathLeaf = .unknown) -> String {
        if leaf.isPlain { return path }
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK, let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `writeNew(_:to:)`, making `folder` (the folder of `path`) first when it is missing: only
    /// then, to spare a thousand-file run the system calls. The folders are made without the
    /// run's knowledge of them (`folders`): one it knows was removed meanwhile.
    private static func writeNew(_ bytes: [UInt8], to path: String, makingFolder folder: String, folders: OutputFolders) throws {
        do {
            try writeNew(bytes, to: path)
        } catch where error.code == ENOENT {
            try makeFolders(folder)
            folders.insert(folder)
            try writeNew(bytes, to: path)
        }
    }

    /// Makes `folder` and the folders above it that are missing (`mkdir -p`; mode 0777 less the
    /// umask, as `FileManager.createDirectory` made them). Throws the first failure's `errno`,
    /// `ENOTDIR` when a part of the path is something other than a folder.
    /// With `known`, the folders it holds are taken as folders without a call, those below the
    /// nearest of them are made from the top down (one `mkdir` each), and the ones made or found
    /// are added to it. Else, or when it holds none above `folder`, from the folder up: `mkdir`
    /// of the folder itself, and of the one above only when that fails with `ENOENT` (a folder
    /// whose parent exists costs one call, not two per part of its path as from the root down).
    static func makeFolders(_ folder: String, known: OutputFolders? = nil) throws(ErrorNumber) {
        if let known, let below = known.unknownFolders(from: folder) {
            for part in below.reversed() {
                try makeFolder(part)
                known.insert(part)
            }
            return
        }
        if mkdir(folder, 0o777) != 0 {
            var failure = errno
            if failure == ENOENT {
                let parent = OutputFolderHygiene.parentFolder(of: folder)
                guard !parent.isEmpty, parent != folder else { throw ErrorNumber(code: ENOENT) }
                try makeFolders(parent, known: known)
                failure = mkdir(folder, 0o777) == 0 ? 0 : errno
            }
            if failure != 0 { try acceptFolder(folder, failure) }
        }
        noteMade(folder, in: known)
    }

    /// Notes in `known` that `folder` is a folder now, and so is the one it was made in.
    private static func noteMade(_ folder: String, in known: OutputFolders?) {
        guard let known else { return }
        known.insert(folder)
        let parent = OutputFolderHygiene.parentFolder(of: folder)
        if !parent.isEmpty { known.insert(parent) }
    }

    /// Makes the one folder `folder`, whose parent is there (`acceptFolder` when that fails).
    private static func makeFolder(_ folder: String) throws(ErrorNumber) {
        if mkdir(folder, 0o777) != 0 { try acceptFolder(folder, errno) }
    }

    /// After `mkdir(folder)` failed with `failure`: fine when the folder is there already (made
    /// by another job meanwhile, or by someone) or not ours to make (a read-only parent), if it
    /// is a folder or a link to one. Else throws `failure` (`ENOENT`: the parent is gone), or
    /// `ENOTDIR` when something other than a folder is there.
    private static func acceptFolder(_ folder: String, _ failure: Int32) throws(ErrorNumber) {
        var info = stat()
        guard failure == EEXIST || failure == EACCES || failure == EROFS, stat(folder, &info) == 0 else { throw ErrorNumber(code: failure) }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw ErrorNumber(code: ENOTDIR) }
    }

    /// Creates `path` (which must not exist) and writes `bytes` with plain POSIX calls: no
    /// fsync per file (Foundation's `Data.write` syncs each one, which dominated a run over a
    /// thousand files); the rename that follows is what keeps readers from a partial file.
    /// `mode` is the permissions asked of `open(2)` (the umask then applies).
    static func writeNew(_ bytes: [UInt8], to path: String, mode: mode_t = 0o644) throws(ErrorNumber) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw ErrorNumber(code: errno) }
        let failure = writeAll(bytes, to: descriptor)
        let closed = close(descriptor)
        if let failure { throw ErrorNumber(code: failure) }
        if closed != 0 { throw ErrorNumber(code: errno) }
    }

    /// The bytes of the regular file at `path`, or nil if there is none or it cannot be read.
    /// Opened without blocking, and checked to be a regular file once open, so that a FIFO put
    /// there in the meantime cannot hang the run.
    /// With `ifSize`, nil (without reading) also when the file's size is another.
    static func existingBytes(at path: String, ifSize size: Int? = nil) -> [UInt8]? {
        existingContents(at: path, ifSize: size)?.bytes
    }

    /// `existingBytes(at:ifSize:)` with what `fstat(2)` said of the open file before it was
    /// read (its identity, for the expansion cache), so that no separate `stat` is needed.
    static func existingContents(at path: String, ifSize size: Int? = nil) -> Contents? {
        withRegularFile(at: path, ifSize: size) { descriptor, info in
            readAll(descriptor, expected: Int(info.st_size)).map { Contents(bytes: $0, info: info) }
        }
    }

    /// A regular file's bytes and what `fstat(2)` said of it before they were read. (A struct,
    /// not a tuple: an optional tuple is destroyed by the runtime's generic code, per file.)
    struct Contents {
        var bytes: [UInt8]
        var info: stat
    }

    /// What reading a path that was a regular file found: its bytes and what `fstat(2)` said
    /// of it, what else is there now, or the `errno` of a failure.
    enum RegularRead {
        case contents([UInt8], stat)
        case notRegular(Kind)
        case failure(Int32)
    }

    /// Reads the file at `path` if it is (still) a regular file. Opened without blocking and
    /// judged by the `fstat(2)` of the open descriptor, so that whatever replaced the file (a
    /// FIFO with no writer, a device, a socket) is named, never waited on.
    static func readRegular(at path: String) -> RegularRead {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let code = errno
            // A socket cannot be opened (ENXIO): say what is there, if it still is.
            if code == ENXIO, case let .special(what) = kind(of: path) { return .notRegular(.special(what)) }
            return .failure(code)
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(errno) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .notRegular(kind(info)) }
        guard let bytes = readAll(descriptor, expected: Int(info.st_size)) else { return .failure(errno) }
        return .contents(bytes, info)
    }

    /// `body` with a descriptor open for reading on the regular file at `path` and what
    /// `fstat(2)` said of it; nil without calling it when there is none, it is not a regular
    /// file, or (with `ifSize`) its size is another. Opened without blocking and checked once
    /// open, so that a FIFO put there in the meantime cannot hang the run.
    private static func withRegularFile<T>(at path: String, ifSize size: Int?, _ body: (Int32, stat) -> T?) -> T? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        if let size, Int(info.st_size) != size { return nil }
        return body(descriptor, info)
    }

    /// The digest and size of what the regular file at `path` holds, and what `fstat(2)` said
    /// of it before it was read; nil if there is none, it cannot be read, or (with `ifSize`) its
    /// size is another. Read in chunks through one buffer, never held whole: for outputs the
    /// expansion cache only compares.
    static func digestOfContents(at path: String, ifSize size: Int? = nil) -> (digest: ContentDigest, count: Int, info: stat)? {
        withRegularFile(at: path, ifSize: size) { descriptor, info in
            digestOfRest(descriptor, expected: Int(info.st_size)).map { ($0.digest, $0.count, info) }
        }
    }

    /// The digest and size of what is left to read from `descriptor`, a regular file that
    /// `fstat` said holds `expected` bytes, or nil when a read fails.
    private static func digestOfRest(_ descriptor: Int32, expected: Int) -> (digest: ContentDigest, count: Int)? {
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: min(max(expected, 0), 1 << 16) + 1, alignment: 16)
        defer { chunk.deallocate() }
        var stream = ContentDigest.Stream()
        while true {
            let read = systemRead(descriptor, chunk.baseAddress!, chunk.count)
            if read < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if read == 0 { break }
            stream.add(UnsafeRawBufferPointer(rebasing: chunk[..<read]))
            // Short at exactly the file's size: its end (no read of 0 needed).
            if read < chunk.count && stream.count == expected { break }
        }
        return (stream.digest, stream.count)
    }

    /// The most bytes a file (or standard input) is read to: a larger one is refused with
    /// `EFBIG` ("File too large") before anything is allocated for it. A 100 GB file made the
    /// allocation of its buffer abort the run; 1 GiB is far above any source file (expanding one
    /// takes about 3 bytes of memory per byte of input and output).
    static let largestRead = 1 << 30

    /// Everything left to read from `descriptor`, an open regular file that `fstat` said holds
    /// `expected` bytes, or nil when a read fails (`errno` says why: `EFBIG` for a file over
    /// `largestRead`, found from its size or while it grows).
    private static func readAll(_ descriptor: Int32, expected: Int) -> [UInt8]? {
        guard expected <= largestRead else {
            errno = EFBIG
            return nil
        }
        // Read straight into a buffer of the file's size (one byte more, to see it grow); a
        // file that grows while read is read on in chunks.
        var result: [UInt8] = []
        var failed = false
        result = [UInt8](unsafeUninitializedCapacity: expected + 1) { buffer, count in
            count = 0
            while count < buffer.count {
                let asked = buffer.count - count
                let read = systemRead(descriptor, buffer.baseAddress! + count, asked)
                if read < 0 {
                    if errno == EINTR { continue }
                    failed = true
                    return
                }
                if read == 0 { return }
                count += read
                // A regular file read short at exactly its size is at its end: the read that
                // would return 0 is spared (one system call per file).
                if read < asked && count == expected { return }
            }
        }
        if failed { return nil }
        guard result.count > expected else { return result }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { return result }
            guard result.count + count <= largestRead else {
                errno = EFBIG
                return nil
            }
            result.append(contentsOf: chunk[..<count])
        }
    }

    /// Everything left to read from `descriptor` (standard input, a pipe, a device such as
    /// /dev/null), at most `largestRead` bytes: the bytes, or the `errno` of a failed read
    /// (`EFBIG` past `largestRead`, so that an endless pipe ends the run instead of filling the
    /// memory). With `enough`, asked of the bytes read so far after the first 64 KiB and each
    /// time their count doubles (so that all the asking reads each byte about twice), reading
    /// stops as soon as it says yes: `/dev/zero` is refused after its first block, not 1 GiB on.
    static func readStream(_ descriptor: Int32, until enough: ((UnsafeBufferPointer<UInt8>) -> Bool)? = nil) -> Result<[UInt8], ErrorNumber> {
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var nextLook = chunk.count
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(ErrorNumber(code: errno))
            }
            if count == 0 { return .success(result) }
            guard result.count + count <= largestRead else { return .failure(ErrorNumber(code: EFBIG)) }
            result.append(contentsOf: chunk[..<count])
            if let enough, result.count >= nextLook {
                if result.withUnsafeBufferPointer(enough) { return .success(result) }
                nextLook = result.count * 2
            }
        }
    }

    /// `readStream` of a stream that should hold Swift source (standard input, a pipe named on
    /// the command line): it stops once what was read is clearly not source text (more NUL
    /// bytes, control characters and invalid UTF-8 than a source file may hold, as the library
    /// judges a whole file), and what was read is then refused as the library refuses such a
    /// file (`not-source-text`).
    static func readSourceStream(_ descriptor: Int32) -> Result<[UInt8], ErrorNumber> {
        readStream(descriptor, until: SourceTextCheck.refusesPrefix)
    }

    /// Whether the regular file at `path` holds exactly `bytes`: false without reading when
    /// its size differs (or it is missing, or not a regular file); else compared chunk by chunk.
    static func holds(_ bytes: [UInt8], at path: String) -> Bool {
        identityIfHolds(bytes, at: path) != nil
    }

    /// `holds(_:at:)`, giving the identity of the file (from the `fstat(2)` of the descriptor
    /// it was read through) when it holds `bytes`, else nil.
    static func identityIfHolds(_ bytes: [UInt8], at path: String) -> FileIdentity? {
        withRegularFile(at: path, ifSize: bytes.count) { descriptor, info in
            sameBytes(bytes, descriptor) ? FileIdentity(info) : nil
        }
    }

    /// Whether what is left to read from `descriptor`, a regular file of `bytes.count` bytes,
    /// is exactly `bytes`.
    private static func sameBytes(_ bytes: [UInt8], _ descriptor: Int32) -> Bool {
        // An uninitialised buffer: zeroing 64 KB per file would cost more than the comparison.
        var chunk = [UInt8](unsafeUninitializedCapacity: min(bytes.count, 1 << 16) + 1) { _, count in count = min(bytes.count, 1 << 16) + 1 }
        var compared = 0
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            if count == 0 { return compared == bytes.count }
            guard compared + count <= bytes.count else { return false }
            let same = chunk.withUnsafeBytes { read in bytes.withUnsafeBytes { expected in memcmp(read.baseAddress!, expected.baseAddress! + compared, count) == 0 } }
            guard same else { return false }
            compared += count
            // Short at exactly the expected size: the end of a regular file (no read of 0 needed).
            if count < chunk.count && compared == bytes.count { return true }
        }
    }

    /// Why `path`, a link that now leads to `target`, must not be written through, or nil.
    static func lateRefusal(of path: String, leadingTo target: String) -> String? {
        switch kind(of: target) {
        case .regular, .missing: return nil
        case .folder: return "'\(path)' now leads to a folder, '\(target)'; nothing was written"
        case let .special(what): return "'\(path)' now leads to '\(target)', which is \(what), not a regular file; nothing was written"
        }
    }

    /// Writes `bytes` to `path` unless it already holds them. `path` must have passed
    /// `refusal(for:)`; `leaf` is what the run found there when it resolved it. A file there
    /// that this tool did not write (`foreignFile(at:)`) is not replaced: `ForeignOutput` is
    /// thrown, unless `replacingAnyFile` (a `--diagnostics-file` report, or `migrate --in-place`, which the user asked to rewrite
    /// their own files).
    static func write(_ bytes: [UInt8], to path: String, leaf: PathLeaf = .unknown, replacingAnyFile: Bool = false,
                      temporaryFiles: TemporaryFiles) throws -> Outcome {
        let target = writeTarget(for: path, leaf: leaf)
        // A link is followed now, and may lead elsewhere than when the run checked it (retargeted
        // meanwhile): only a regular file, or nothing, is replaced through it; never a device,
        // a FIFO or a folder.
        if target != path, let refusal = lateRefusal(of: path, leadingTo: target) { throw WriteRefusal(description: refusal) }
        // Where nothing was when the run began, there is nothing to compare or keep.
        if leaf != .missing, let identity = identityIfHolds(bytes, at: target) { return .unchanged(identity: identity) }
        // Only a file this tool wrote (or an empty one) is replaced: never one a person wrote.
        if leaf != .missing, !replacingAnyFile, let foreign = foreignFile(at: target) { throw foreign }
        try replace(target, with: bytes, keepingPermissions: leaf != .missing, temporaryFiles: temporaryFiles)
        return .written
    }

    /// Writes `bytes` to a temporary file beside `target` and renames it over `target`; with
    /// `keepingPermissions`, the replaced file's permissions stay (a read-only or private
    /// output stays so). (A function of its own: the Swift 6.3 compiler crashes on these
    /// nested `do`/`catch` blocks inside `write`.)
    private static func replace(_ target: String, with bytes: [UInt8], keepingPermissions: Bool, temporaryFiles: TemporaryFiles) throws {
        // Not `NSString.deletingLastPathComponent`: Foundation traps on a one-character path (`-o Q`).
        let folder = OutputFolderHygiene.parentFolder(of: target)
        if !keepingPermissions {
            // A folder this run has not made or seen is made first: in a fresh output folder
            // most are missing, and the unnamed file, then the temporary file, failed there
            // before the folders were made. (Nothing was at the target: only a new file is
            // placed, by `linkat`, which never replaces one.)
            if !folder.isEmpty { try temporaryFiles.folders.make(folder) }
            // Nothing was there when the run began: one change to the folder where the system allows.
            switch UnnamedFile.place(bytes, in: folder.isEmpty ? "." : folder, at: target) {
            case .placed: return
            case .failed(let code): throw ErrorNumber(code: code)
            case .notPlaced: break
            }
        }
        var temporary = temporaryFiles.reserve(in: folder.isEmpty ? "." : folder)
        defer { temporaryFiles.release(temporary) }
        do {
            var attempts = 0
            while true {
                do {
                    try writeNew(bytes, to: temporary, makingFolder: folder, folders: temporaryFiles.folders)
                    break
                } catch let error as ErrorNumber where error.code == EEXIST && attempts < 16 {
                    // Left by a killed run that had this process's number (in a container every
                    // run may have the same one): not ours to remove; the next name is taken.
                    attempts += 1
                    temporaryFiles.release(temporary)
                    temporary = temporaryFiles.reserve(in: folder.isEmpty ? "." : folder)
                }
            }
            if keepingPermissions { keepPermissions(of: target, on: temporary) }
            if !keepingPermissions {
                // Nothing was there when the run began: link(2) puts the file in place only if
                // that is still so, so that a file someone made meanwhile is not replaced.
                if link(temporary, target) == 0 {
                    unlink(temporary)
                    return
                }
                // EEXIST: something came; else a file system without hard links: looked at again.
                if let foreign = foreignFile(at: target) { throw foreign }
            }
            // rename(2) replaces the target atomically on the same file system.
            guard rename(temporary, target) == 0 else { throw ErrorNumber(code: errno) }
        } catch {
            // A name taken every time (EEXIST, only from the exclusive create) is a file that is
            // not this run's: it stays. Any other failure is of a file this run created.
            if (error as? ErrorNumber)?.code != EEXIST { unlink(temporary) }
            throw error
        }
    }
}

/// An existing output that this tool did not write: it has content and no generated-file
/// header (`GeneratedHeader`) at its start. Such a file is never replaced.
struct ForeignOutput: Error {
    /// The path as the run spells it.
    let path: String
    /// Whether the file there could not be read (no read permission): whether this tool wrote
    /// it cannot be told, so it is kept as one it did not write.
    var unreadable = false
}

extension FileOutput {
    /// How many bytes of an existing output are read to find the header: after a byte-order
    /// mark and a `#!` line, which a longer `#!` line would push further down.
    static let headerProbeLength = 1 << 16

    /// A `ForeignOutput` when the regular file at `path` holds bytes and does not start with
    /// this tool's header, or cannot be opened to read it (`unreadable`: a file a person wrote
    /// and locked, break45/01); nil when it starts with the header, when it is empty (nothing
    /// can be lost), or when there is no regular file there.
    static func foreignFile(at path: String) -> ForeignOutput? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let reason = errno
            var info = stat()
            guard reason != ENOENT, stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size > 0 else { return nil }
            return ForeignOutput(path: path, unreadable: true)
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size > 0 else { return nil }
        let wanted = min(Int(info.st_size), headerProbeLength)
        var head = [UInt8](repeating: 0, count: wanted)
        var count = 0
        while count < wanted {
            let read = head.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress! + count, wanted - count) }
            if read < 0 && errno == EINTR { continue }
            if read <= 0 { break }
            count += read
        }
        head.removeSubrange(count...)
        return GeneratedHeader.isPresent(in: head) ? nil : ForeignOutput(path: path)
    }
}

/// Why an output was not written at the last moment: its link leads somewhere that must not be
/// replaced. `description` is the whole message.
struct WriteRefusal: Error, CustomStringConvertible {
    let description: String
}
