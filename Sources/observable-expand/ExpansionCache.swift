import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The expansion cache: what the last run with the same inputs and outputs wrote, so that a
/// rerun skips expanding the files whose output is still what it would write.
///
/// A file's output depends on the whole run (a superclass, an extension or an inferred type
/// may come from another input or the context), so the cache is one *run key* for the run as a
/// whole and, per output path, the size and digest of the bytes written. A run whose key equals
/// the stored one skips each job whose output file still has that size and digest (read and
/// digested, so an output edited by hand or truncated is written again); any other job, and
/// every job of a run with another key, is expanded as without the cache.
///
/// The run key covers everything an output is made from: the tool's build (its version and
/// the executable's device, inode, size and modification time), the current folder, the
/// options that shape outputs, each job's input path, output path and input *digest*, and the
/// identity (device, inode, size, modification time) of each context file, of the standard
/// library's interfaces and of the `--sdk` folder. Only outputs whose expansion had no
/// diagnostic at all are recorded, so that a warning is never lost on a rerun.
///
/// The file lives in the cache folder (`--cache-path`, else `$XDG_CACHE_HOME/observable-expand`
/// or `~/.cache/observable-expand`), named by a digest of the run's shape (current folder and
/// every input and output path), so that runs over different inputs do not evict each other.
/// It is read only when it is a regular file, written through a temporary file and a rename,
/// and any failure to read, parse or write it only turns the cache off for the run.
struct ExpansionCache {
    /// What an output held when a run wrote it or found it up to date.
    struct Entry: Equatable, Sendable {
        /// In bytes.
        var size: UInt64
        var digest: ContentDigest
    }

    /// The cache file of this run's shape.
    let path: String
    /// This run's key (see the type's documentation).
    let key: ContentDigest
    /// The entries of the stored cache, when its key is this run's; else empty.
    let stored: [String: Entry]

    /// The cache for a run of `jobs`, or nil when the run writes no file (standard output,
    /// `--explain`), the cache is off (`--no-cache`), there is no cache folder (no
    /// `--cache-path`, `XDG_CACHE_HOME` or `HOME`), or the tool's executable cannot be
    /// identified. `inputDigests[k]` is the digest of job k's input bytes, nil when it could
    /// not be read (the run is then not cached); `contextFiles` are the `--context` files.
    static func open(options: CommandLineOptions, jobs: [Job], inputDigests: [ContentDigest?], contextFiles: [String],
                     environment: [String: String]) -> ExpansionCache? {
        guard !options.noCache, !options.explain, !jobs.isEmpty, jobs.allSatisfy({ $0.output != nil }),
              inputDigests.count == jobs.count, let folder = folder(options: options, environment: environment),
              let build = buildIdentity() else { return nil }
        let currentFolder = FileManager.default.currentDirectoryPath
        var shape = DigestBuilder()
        shape.add(currentFolder)
        var key = DigestBuilder()
        key.add("observable-expand \(CommandLineOptions.version)")
        key.add(build)
        key.add(currentFolder)
        key.add(String(reflecting: outputShapingOptions(options)))
        for (job, digest) in zip(jobs, inputDigests) {
            guard let digest, let output = job.output else { return nil }
            for part in [job.input, job.displayPath, output] {
                shape.add(part)
                key.add(part)
            }
            key.add(digest)
        }
        var context = contextFiles
        if !options.noDefaultContext {
            context += ContextInputs.defaultInterfaces(sdk: options.sdk, environment: environment)
        }
        if let sdk = options.sdk { context.append(sdk) }
        for file in context {
            key.add(file)
            key.add(identity(of: file) ?? [])
        }
        let path = folder + "/" + shape.digest.description + ".cache"
        let runKey = key.digest
        let loaded = load(path)
        return ExpansionCache(path: path, key: runKey, stored: loaded?.key == runKey ? loaded!.entries : [:])
    }

    /// The stored entry for `output` when the file there (through a symbolic link) still
    /// holds exactly those bytes: the job can then be skipped.
    func freshEntry(for output: String) -> Entry? {
        guard let entry = stored[output] else { return nil }
        guard let bytes = FileOutput.existingBytes(at: FileOutput.writeTarget(for: output), ifSize: Int(clamping: entry.size)),
              ContentDigest(bytes) == entry.digest else { return nil }
        return entry
    }

    /// Stores `entries` (output path to entry) under this run's key, unless that is what the
    /// file already holds. Failures are ignored: the next run is then only slower.
    func store(_ entries: [String: Entry]) {
        guard entries != stored else { return }
        let folder = (path as NSString).deletingLastPathComponent
        var isFolder: ObjCBool = false
        if !FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
            // Private to the user, as a cache of their sources should be.
            guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                                            attributes: [.posixPermissions: 0o700])) != nil else { return }
        } else if !isFolder.boolValue {
            return
        }
        // Only a regular file (or nothing) is replaced: never a link, FIFO or device put there.
        var info = stat()
        if lstat(path, &info) == 0 && info.st_mode & S_IFMT != S_IFREG { return }
        if lstat(path, &info) != 0 { removeStale(in: folder) }
        let temporary = path + ".\(getpid()).tmp"
        do {
            try FileOutput.writeNew(encode(entries), to: temporary)
        } catch {
            unlink(temporary)
            return
        }
        if rename(temporary, path) != 0 { unlink(temporary) }
    }

    /// Cache files (and temporary files of killed runs) in `folder` not modified for 30 days:
    /// a run shape seen once (a temporary folder) must not keep its file for ever. Done when a
    /// new shape's file is about to be made, so a rerun pays nothing for it.
    private func removeStale(in folder: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        let limit = time(nil) - 30 * 24 * 60 * 60
        for name in names where name.hasSuffix(".cache") || name.hasSuffix(".tmp") {
            let file = folder + "/" + name
            var info = stat()
            guard lstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            #if canImport(Darwin)
            let modified = info.st_mtimespec.tv_sec
            #else
            let modified = info.st_mtim.tv_sec
            #endif
            if modified < limit { unlink(file) }
        }
    }

    // MARK: - The file format

    /// "OXC1", the key (16 bytes), then per entry: the path's length (UInt32) and UTF-8 bytes,
    /// the size (UInt64) and the digest (16 bytes); integers little-endian.
    static let magic = Array("OXC1".utf8)

    func encode(_ entries: [String: Entry]) -> [UInt8] {
        var bytes = Self.magic
        func add(_ value: UInt64) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
        add(key.high)
        add(key.low)
        for (path, entry) in entries.sorted(by: { $0.key < $1.key }) {
            let name = Array(path.utf8)
            withUnsafeBytes(of: UInt32(name.count).littleEndian) { bytes += $0 }
            bytes += name
            add(entry.size)
            add(entry.digest.high)
            add(entry.digest.low)
        }
        return bytes
    }

    /// The key and entries of the cache file at `path`, or nil when it is missing, not a
    /// regular file, larger than 256 MB, or not in the format above.
    static func load(_ path: String) -> (key: ContentDigest, entries: [String: Entry])? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size <= 256 << 20,
              let bytes = FileOutput.existingBytes(at: path), bytes.starts(with: magic) else { return nil }
        var offset = magic.count
        func integer<T: FixedWidthInteger>(_: T.Type) -> T? {
            guard offset + MemoryLayout<T>.size <= bytes.count else { return nil }
            let value = bytes.withUnsafeBytes { T(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: T.self)) }
            offset += MemoryLayout<T>.size
            return value
        }
        guard let high = integer(UInt64.self), let low = integer(UInt64.self) else { return nil }
        var entries: [String: Entry] = [:]
        while offset < bytes.count {
            guard let length = integer(UInt32.self), Int(length) <= bytes.count - offset else { return nil }
            let name = bytes[offset ..< offset + Int(length)]
            offset += Int(length)
            guard let path = String(validating: name, as: UTF8.self), let size = integer(UInt64.self),
                  let digestHigh = integer(UInt64.self), let digestLow = integer(UInt64.self) else { return nil }
            entries[path] = Entry(size: size, digest: ContentDigest(high: digestHigh, low: digestLow))
        }
        return (ContentDigest(high: high, low: low), entries)
    }

    // MARK: - What the key is made of

    /// `--cache-path`, else `$XDG_CACHE_HOME/observable-expand`, else `$HOME/.cache/observable-expand`.
    private static func folder(options: CommandLineOptions, environment: [String: String]) -> String? {
        if let path = options.cachePath { return path }
        if let base = environment["XDG_CACHE_HOME"], base.hasPrefix("/") { return base + "/observable-expand" }
        if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.cache/observable-expand" }
        return nil
    }

    /// The options with those that do not change what is written reset (what is checked,
    /// printed or how many jobs run), so that `--check`, `--verbose` or `-j` reuse the cache.
    private static func outputShapingOptions(_ options: CommandLineOptions) -> CommandLineOptions {
        var shaping = options
        shaping.inputs = []  // the jobs are in the key
        shaping.inputFileLists = []
        shaping.excludes = []
        shaping.prune = false
        shaping.diagnosticsFormat = .text
        shaping.check = false
        shaping.dryRun = false
        shaping.quiet = false
        shaping.verbose = false
        shaping.jobs = nil
        shaping.cachePath = nil
        return shaping
    }

    /// Device, inode, size and modification time (nanoseconds) of the file at `path`
    /// (following links), as bytes; nil when it cannot be stat'ed.
    private static func identity(of path: String) -> [UInt8]? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let modified = (Int64(info.st_mtimespec.tv_sec), Int64(info.st_mtimespec.tv_nsec))
        #else
        let modified = (Int64(info.st_mtim.tv_sec), Int64(info.st_mtim.tv_nsec))
        #endif
        var bytes: [UInt8] = []
        for value in [UInt64(truncatingIfNeeded: info.st_dev), UInt64(truncatingIfNeeded: info.st_ino), UInt64(truncatingIfNeeded: info.st_size),
                      UInt64(bitPattern: modified.0), UInt64(bitPattern: modified.1)] {
            withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
        }
        return bytes
    }

    /// The identity of this tool's executable: a rebuilt tool never trusts an older cache.
    private static func buildIdentity() -> [UInt8]? {
        guard let executable = Bundle.main.executablePath else { return nil }
        return identity(of: executable)
    }
}
