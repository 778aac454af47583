/// The expansion cache: what the last run with the same inputs and outputs wrote, so that a
/// rerun skips expanding the files whose output is still what it would write.
///
/// A file's output depends on the whole run (a superclass, an extension or an inferred type
/// may come from another input or the context), so the cache is one *run key* for the run as a
/// whole and, per output path, the size and digest of the bytes written. A run whose key equals
/// the stored one skips each job whose output file still has that size and digest (read and
/// digested, so an output edited by hand or truncated is written again); any other job, and
/// every job of a run with another key, is expanded as without the cache. An output whose
/// contents a run has read and found as stored is recorded with its file's identity too, once
/// that identity is settled (`FileIdentity.isSettled`: changed at least `settlingSeconds`
/// before): while the file keeps that identity, later runs skip it without reading it, as git
/// and build systems trust a file's status-change time; `--check` reads every output all the
/// same.
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
        /// The digest of the output file's identity (`FileIdentity.digest`) when a run last
        /// found these bytes in it, if it was settled then; nil when the bytes were just written
        /// (then they are read next time). A digest, not the identity: 16 bytes an output.
        var identity: ContentDigest? = nil
    }

    /// How long (in seconds) a file must have been left unchanged before its identity may
    /// stand for its contents: more than the coarsest file-system clock in use (FAT's 2 s).
    static let settlingSeconds: Int64 = 3

    /// The cache file of this run's shape.
    let path: String
    /// This run's key (see the type's documentation).
    let key: ContentDigest
    /// The entries of the stored cache, when its key is this run's; else empty.
    let stored: StoredEntries
    /// The inputs and context files as the first pass found them: if one has changed by the
    /// time the cache is stored, outputs may come from bytes the key does not describe, and
    /// nothing is stored.
    /// Each with the digest of its identity (`FileIdentity.digest`): 16 bytes a file, not 56.
    var watched: [WatchedFile] = []

    /// An input or context file and the digest of its identity when the first pass read it.
    /// (A struct, not a tuple: an array of tuples is destroyed by the runtime's generic code,
    /// element by element.)
    struct WatchedFile {
        var path: String
        var identity: ContentDigest
    }
    /// Seconds since the stored cache file was last written, when there is one.
    var storedFileAge: Int?

    /// What the first pass saw of one input or context file: the digest of its bytes and the
    /// identity of the file before they were read (nil for standard input and pipes).
    struct Seen: Sendable {
        var digest: ContentDigest
        var identity: FileIdentity?
    }

    /// The cache file of a run's shape, found (and read) before the run's first pass: a run
    /// whose every output has an entry there is probably a rerun, and can leave for later
    /// what only a job that is not skipped needs.
    struct StoredFile {
        /// The cache file's path.
        let path: String
        /// The tool's build, for the key.
        let build: FileIdentity
        /// What the file holds, when it is there and well formed.
        let loaded: (key: ContentDigest, entries: StoredEntries, age: Int)?

        /// Whether every job's output has an entry (whatever the key) and is there: a run
        /// into a fresh output folder is no rerun, whatever the cache holds.
        func covers(_ jobs: [Job]) -> Bool {
            guard let loaded else { return false }
            return jobs.allSatisfy { job in job.outputLeaf != .missing && job.output.map { loaded.entries[$0] != nil } ?? false }
        }
    }

    /// The cache file for a run of `jobs`, or nil when the run writes no file (standard
    /// output, `--explain`), the cache is off (`--no-cache`), there is no cache folder (no
    /// `--cache-path`, `XDG_CACHE_HOME` or `HOME`) or it is not the user's own and private,
    /// or the tool's executable cannot be identified. The file is named by a digest of the
    /// current folder and every job's input, display and output path.
    static func locate(options: CommandLineOptions, jobs: [Job], environment: [String: String]) -> StoredFile? {
        guard !options.noCache, !options.explain, !jobs.isEmpty, jobs.allSatisfy({ $0.output != nil }),
              let folder = folder(options: options, environment: environment), CacheFolder.isPrivate(folder),
              let build = FileIdentity(of: executablePath() ?? "") else { return nil }
        var shape = DigestBuilder()
        shape.add(FileManager.default.currentDirectoryPath)
        for job in jobs {
            for part in [job.input, job.displayPath, job.output ?? ""] { shape.add(part) }
        }
        let path = folder + "/" + shape.digest.description + ".cache"
        return StoredFile(path: path, build: build, loaded: load(path))
    }

    /// The cache for a run of `jobs` whose cache file is `file` (from `locate`), or nil when
    /// an input could not be read. `inputs[k]` is what the first pass saw of job k's input,
    /// nil when it could not be read (the run is then not cached); `context[k]` the same of
    /// `contextFiles[k]` (the `--context` files; nil: unreadable); `importedModules` the
    /// modules the inputs import (asked only with `--sdk`); `defaultInterfaces` the toolchain's
    /// interfaces (`ContextInputs.defaultInterfaces`, asked unless `--no-default-context`).
    static func open(_ file: StoredFile, options: CommandLineOptions, jobs: [Job], inputs: ArraySlice<Seen?>, contextFiles: [String], context: ArraySlice<Seen?>,
                     importedModules: () -> Set<String>, defaultInterfaces: () -> [String]) -> ExpansionCache? {
        guard inputs.count == jobs.count, context.count == contextFiles.count else { return nil }
        let currentFolder = FileManager.default.currentDirectoryPath
        var key = DigestBuilder()
        key.add("observable-expand \(CommandLineOptions.version)")
        key.add(file.build.bytes)
        key.add(currentFolder)
        key.add(outputShapingDescription(options))
        var watched: [WatchedFile] = []
        watched.reserveCapacity(jobs.count + contextFiles.count)
        // By index: `zip`'s optional (job, seen) pairs were destroyed by the runtime's generic
        // code, their tuple type looked up each time (about 1,000 instructions a job).
        for k in jobs.indices {
            let job = jobs[k]
            guard let seen = inputs[inputs.startIndex + k], let output = job.output else { return nil }
            key.add(job.input)
            key.add(job.displayPath)
            key.add(output)
            key.add(seen.digest)
            if let identity = seen.identity { watched.append(WatchedFile(path: job.input, identity: identity.digest)) }
        }
        // `--context` files by their bytes; the toolchain's and the SDK's interfaces, which the
        // first pass does not read, by their identity.
        for k in contextFiles.indices {
            let file = contextFiles[k], seen = context[context.startIndex + k]
            key.add(file)
            guard let seen else { key.add("unreadable"); continue }
            key.add(seen.digest)
            if let identity = seen.identity { watched.append(WatchedFile(path: file, identity: identity.digest)) }
        }
        var interfaces = options.noDefaultContext ? [] : defaultInterfaces()
        if let sdk = options.sdk {
            interfaces.append(sdk)
            interfaces += importedModules().sorted().compactMap { ContextInputs.frameworkInterface(of: $0, sdk: sdk) }
        }
        for file in interfaces {
            key.add(file)
            key.add(FileIdentity(of: file)?.bytes ?? [])
        }
        let runKey = key.digest
        let loaded = file.loaded
        return ExpansionCache(path: file.path, key: runKey, stored: loaded?.key == runKey ? loaded!.entries : [:], watched: watched,
                              storedFileAge: loaded?.age)
    }

    /// The stored entry for `output` when the file there (through a symbolic link) still
    /// holds exactly those bytes: the job can then be skipped. A file with the entry's
    /// identity holds them without being read; any other is read and digested, and the entry
    /// returned carries its identity when that is settled at `now` (else none).
    /// `leaf` is what the run found at `output` when it resolved it, and `identity` the digest
    /// of the identity (`FileIdentity.digest`) of the regular file there then (nil for a link
    /// or when not known): with it, no new `stat` is made. Without `trustingIdentity` (`--check`, the verifier) every file is
    /// read: a write through a shared memory mapping may leave a file's times as they were
    /// (tmpfs never updates them), which only reading sees.
    func freshEntry(for output: String, leaf: PathLeaf = .unknown, identity resolved: ContentDigest? = nil, trustingIdentity: Bool = true,
                    now: FileIdentity.Timestamp = FileIdentity.now()) -> Entry? {
        guard let entry = stored[output], leaf != .missing else { return nil }
        let target = FileOutput.writeTarget(for: output, leaf: leaf)
        if trustingIdentity, let known = entry.identity {
            if let resolved, leaf == .regularFile {
                if resolved == known { return entry }
            } else {
                var info = stat()
                if stat(target, &info) == 0, info.st_mode & S_IFMT == S_IFREG, FileIdentity(info).digest == known { return entry }
            }
        }
        guard let (digest, count, info) = FileOutput.digestOfContents(at: target, ifSize: Int(clamping: entry.size)),
              count == Int(clamping: entry.size), digest == entry.digest else { return nil }
        var fresh = entry
        let identity = FileIdentity(info)
        fresh.identity = identity.isSettled(now: now, margin: Self.settlingSeconds) ? identity.digest : nil
        return fresh
    }

    /// Stores `entries` (each output path, distinct, with its entry) under this run's key,
    /// unless that is what the file already holds. Failures are ignored: the next run is then
    /// only slower. A list, not a dictionary: at the end of a folder run every other record
    /// of it is still held, and a hash table of 1,000 outputs was 130 KB more.
    func store(_ entries: [(path: String, entry: Entry)]) {
        guard !stored.holdsExactly(entries) else {
            // A file in use is kept from the 30-day removal (a rerun that skips everything
            // writes nothing else), at most once a day.
            if let age = storedFileAge, age > 24 * 60 * 60 { utimes(path, nil) }
            return
        }
        // An input edited while the run read it: what was written may not be what the key says.
        guard watched.allSatisfy({ FileIdentity(of: $0.path)?.digest == $0.identity }) else { return }
        let folder = OutputFolderHygiene.parentFolder(of: path)
        guard CacheFolder.prepare(folder) else { return }
        var info = stat()
        if lstat(path, &info) != 0 { removeStale(in: folder) }
        CacheFolder.replace(path, with: encode(entries))
    }

    /// This tool's cache files (`<32 hex digits>.cache` starting with the format's magic) and
    /// their temporary files (`….cache.<pid>.tmp`) in `folder` not modified for 30 days: a run
    /// shape seen once (a temporary folder) must not keep its file for ever. No other file is
    /// touched, whatever the folder is. Done when a new shape's file is about to be made, so a
    /// rerun pays nothing for it.
    private func removeStale(in folder: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        let limit = time(nil) - 30 * 24 * 60 * 60
        for name in names {
            guard let temporary = Self.cacheFileKind(name) else { continue }
            let file = folder + "/" + name
            var info = stat()
            guard lstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid() else { continue }
            #if canImport(Darwin)
            let modified = info.st_mtimespec.tv_sec
            #else
            let modified = info.st_mtim.tv_sec
            #endif
            guard modified < limit else { continue }
            if !temporary {
                // Only a file in one of this tool's formats ("OXC" and a digit; older tools' too).
                guard let head = FileOutput.existingBytes(at: file, ifSize: Int(info.st_size)), head.count > 3,
                      head.starts(with: Self.magic.prefix(3)), (0x30 ... 0x39).contains(head[3]) else { continue }
            }
            unlink(file)
        }
    }

    /// Whether `name` is a cache file's name (`<32 lowercase hex digits>.cache`: false) or a
    /// temporary one's (`….cache.<decimal pid>.tmp`: true); nil for any other name. Read on
    /// UTF-8 bytes: a cache folder can hold thousands of names, checked on each new run shape.
    static func cacheFileKind(_ name: String) -> Bool? {
        var name = name
        return name.withUTF8 { bytes -> Bool? in
            let suffix = cacheSuffix, temporarySuffix = temporaryCacheSuffix
            guard bytes.count >= 32 + suffix.count else { return nil }
            for k in 0 ..< 32 where !((0x30 ... 0x39).contains(bytes[k]) || (0x61 ... 0x66).contains(bytes[k])) { return nil }
            for k in suffix.indices where bytes[32 + k] != suffix[k] { return nil }
            let rest = 32 + suffix.count
            if rest == bytes.count { return false }
            // `.<pid>.tmp`: a dot, one or more digits, then `.tmp`.
            guard bytes[rest] == UInt8(ascii: "."), bytes.count >= rest + 2 + temporarySuffix.count else { return nil }
            let digitsEnd = bytes.count - temporarySuffix.count
            for k in temporarySuffix.indices where bytes[digitsEnd + k] != temporarySuffix[k] { return nil }
            for k in rest + 1 ..< digitsEnd where !(0x30 ... 0x39).contains(bytes[k]) { return nil }
            return true
        }
    }

    private static let cacheSuffix = Array(".cache".utf8), temporaryCacheSuffix = Array(".tmp".utf8)

    // MARK: - The file format

    /// "OXC2", the key (16 bytes), then per entry: the path's length (UInt32) and UTF-8 bytes,
    /// the size (UInt64), the digest (16 bytes), and a byte that is 1 when the digest of the
    /// file's identity follows (16 bytes), else 0; integers little-endian.
    /// A file of another format (an older tool's "OXC1") is not read: the run is then uncached.
    static let magic = Array("OXC2".utf8)

    func encode(_ entries: [(path: String, entry: Entry)]) -> [UInt8] {
        var bytes = Self.magic
        func add(_ value: UInt64) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
        add(key.high)
        add(key.low)
        // Sized up front, and sorted by path through their indices (not a sorted copy of every pair).
        bytes.reserveCapacity(entries.reduce(bytes.count) { $0 + 4 + $1.path.utf8.count + 25 + ($1.entry.identity == nil ? 0 : 16) })
        for index in entries.indices.sorted(by: { entries[$0].path < entries[$1].path }) {
            let entry = entries[index].entry
            var path = entries[index].path
            path.withUTF8 { name in
                withUnsafeBytes(of: UInt32(name.count).littleEndian) { bytes += $0 }
                bytes.append(contentsOf: name)
            }
            add(entry.size)
            add(entry.digest.high)
            add(entry.digest.low)
            if let identity = entry.identity {
                bytes.append(1)
                add(identity.high)
                add(identity.low)
            } else {
                bytes.append(0)
            }
        }
        return bytes
    }

    /// The key and entries of the cache file at `path`, or nil when it is missing, not a
    /// regular file, larger than 256 MB, or not in the format above.
    static func load(_ path: String) -> (key: ContentDigest, entries: StoredEntries, age: Int)? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size <= 256 << 20,
              let bytes = FileOutput.existingBytes(at: path), bytes.starts(with: magic) else { return nil }
        #if canImport(Darwin)
        let age = time(nil) - info.st_mtimespec.tv_sec
        #else
        let age = time(nil) - info.st_mtim.tv_sec
        #endif
        var offset = magic.count
        func integer<T: FixedWidthInteger>(_: T.Type) -> T? {
            guard offset + MemoryLayout<T>.size <= bytes.count else { return nil }
            let value = bytes.withUnsafeBytes { T(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: T.self)) }
            offset += MemoryLayout<T>.size
            return value
        }
        guard let high = integer(UInt64.self), let low = integer(UInt64.self) else { return nil }
        var pairs: [(key: ContentDigest, entry: Entry)] = []
        // Room for exactly the entries there, counted first: a bound from the file's size
        // over-reserved three times.
        guard let count = entryCount(bytes, from: offset) else { return nil }
        pairs.reserveCapacity(count)
        while offset < bytes.count {
            guard let length = integer(UInt32.self), Int(length) <= bytes.count - offset else { return nil }
            // The path's digest straight from its bytes, no string made (see `StoredEntries`).
            let name = bytes.withUnsafeBytes { ContentDigest(UnsafeRawBufferPointer(rebasing: $0[offset ..< offset + Int(length)])) }
            offset += Int(length)
            guard let size = integer(UInt64.self), let digestHigh = integer(UInt64.self), let digestLow = integer(UInt64.self),
                  let flag = integer(UInt8.self), flag <= 1 else { return nil }
            var identity: ContentDigest?
            if flag == 1 {
                guard let high = integer(UInt64.self), let low = integer(UInt64.self) else { return nil }
                identity = ContentDigest(high: high, low: low)
            }
            pairs.append((name, Entry(size: size, digest: ContentDigest(high: digestHigh, low: digestLow), identity: identity)))
        }
        return (ContentDigest(high: high, low: low), StoredEntries(pairs), Int(age))
    }

    /// How many entries the bytes from `offset` frame, or nil when their
    /// framing does not add up; a walk over the lengths and flags only (the format of `encode`).
    private static func entryCount(_ bytes: [UInt8], from offset: Int) -> Int? {
        // Per entry: name length (4), name, size (8), digest (16), flag (1), identity (16 if set).
        var offset = offset, count = 0
        while offset < bytes.count {
            guard bytes.count - offset >= 4 else { return nil }
            let length = bytes.withUnsafeBytes { Int(UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self))) }
            guard length <= bytes.count - offset - 4 - 25 else { return nil }
            offset += 4 + length + 24
            let flag = bytes[offset]
            offset += flag == 1 ? 17 : 1
            count += 1
        }
        return offset == bytes.count ? count : nil
    }

    // MARK: - What the key is made of

    /// `--cache-path`, else `$XDG_CACHE_HOME/observable-expand`, else `$HOME/.cache/observable-expand`.
    static func folder(options: CommandLineOptions, environment: [String: String]) -> String? {
        if let path = options.cachePath { return path }
        if let base = environment["XDG_CACHE_HOME"], base.hasPrefix("/") { return base + "/observable-expand" }
        if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.cache/observable-expand" }
        return nil
    }

    /// The options that change what is written, as text for the key. Each stored property of
    /// `CommandLineOptions` is either here or in `optionsThatShapeNoOutput`
    /// (`ExpansionCacheTests` checks it), so that a new option cannot be forgotten.
    static func outputShapingDescription(_ options: CommandLineOptions) -> String {
        let parts: [String] = [
            "output=\(options.output ?? "-")", "explain=\(options.explain)", "codableKeys=\(options.codableKeys)",
            "assumeFilename=\(options.assumeFilename ?? "")", "sourceLocation=\(options.sourceLocation?.rawValue ?? "default")",
            "outputSuffix=\(options.outputSuffix)", "contextPaths=\(options.contextPaths)",
            "noDefaultContext=\(options.noDefaultContext)", "sdk=\(options.sdk ?? "")",
        ]
        return parts.joined(separator: "\u{0}")
    }

    /// The stored properties of `CommandLineOptions` that `outputShapingDescription` reads.
    static let optionsThatShapeOutput: Set<String> = [
        "output", "explain", "codableKeys", "assumeFilename", "sourceLocation", "outputSuffix", "contextPaths", "noDefaultContext", "sdk",
    ]

    /// The stored properties of `CommandLineOptions` that change no output's bytes: what is
    /// checked or printed (`regenerateCommand` only in messages), how many jobs run, where the
    /// cache is; the inputs are in the key as the jobs.
    static let optionsThatShapeNoOutput: Set<String> = [
        "inputs", "inputFileLists", "excludes", "skipsDependencies", "prune", "diagnosticsFormat", "diagnosticsFile", "check", "dryRun", "quiet", "verbose",
        "jobs", "showHelp", "showVersion", "cachePath", "noCache", "regenerateCommand",
    ]

    /// The path of this process's executable: `/proc/self/exe` on Linux (Foundation's
    /// `Bundle.main` lists the executable's folder first, a millisecond a run).
    static func executablePath() -> String? {
        #if os(Linux)
        return FileOutput.linkTarget("/proc/self/exe")
        #else
        return Bundle.main.executablePath
        #endif
    }
}
