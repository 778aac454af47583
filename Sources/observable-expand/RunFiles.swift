import ObservableSyntax
import ObservableExpander

/// The files of an expansion run on disk, as the library's `ExpansionRun` reads them: inputs
/// through `CommandLineTool.InputReader` (regular files read each time they are asked for, so
/// that only the files in flight are in memory), `--context` files, the standard library's
/// interfaces and its index saved in the cache folder (`StandardLibraryIndexCache`), on up to
/// `workers` threads.
final class RunFiles: RunFileAccess, @unchecked Sendable {
    // Safety: all but `seen` and `imports` is read-only during a run; those are written under `lock`.
    let reader: CommandLineTool.InputReader
    let contextFiles: [String]
    let workers: Int
    let options: CommandLineOptions
    /// Where the standard library's index is saved and read (nil: not at all).
    let indexCacheFolder: String?
    /// Whether the first pass notes, for the expansion cache's run key, what each file holds
    /// (its identity taken before it is read) and with `--sdk` the modules the inputs import.
    let recordsFirstPass: Bool
    /// The toolchain's interfaces, looked for once per run.
    let interfaces: RunInterfaces
    private let lock = POSIXLock()
    private var seenFiles: [ExpansionCache.Seen?]
    private var importsFound: Set<String> = []
    /// The inputs the first pass read, kept for the index and the job (which takes them out),
    /// while their bytes stay within `keptBytesBudget`: a regular file is then opened and read
    /// once per run, not three times (the system calls were about half of a fresh run's CPU
    /// time). Guarded by `lock`.
    private var keptInputs: [Int: SourceFile] = [:]
    private var keptBytes = 0
    /// The inputs whose job has read them: a first pass made after it keeps nothing of them.
    private var jobsRead: Set<Int> = []
    /// The most input bytes kept at once between the first pass and the jobs: 8 MiB (past it,
    /// the rest are read again when needed, as before).
    static let keptBytesBudget = 8 << 20

    init(reader: CommandLineTool.InputReader, contextFiles: [String], workers: Int, options: CommandLineOptions,
         indexCacheFolder: String?, recordsFirstPass: Bool, interfaces: RunInterfaces) {
        self.reader = reader
        self.contextFiles = contextFiles
        self.workers = workers
        self.options = options
        self.indexCacheFolder = indexCacheFolder
        self.recordsFirstPass = recordsFirstPass
        self.interfaces = interfaces
        seenFiles = recordsFirstPass ? Array(repeating: nil, count: reader.jobs.count + contextFiles.count) : []
    }

    /// What the first pass noted of each input, then each context file (with `recordsFirstPass`).
    var seen: [ExpansionCache.Seen?] { lock.withLock { seenFiles } }
    /// The modules the inputs import, as the first pass noted them (with `--sdk`).
    var imports: Set<String> { lock.withLock { importsFound } }

    func readInput(_ k: Int, for purpose: RunReadPurpose) -> Result<SourceFile, any Error> {
        switch purpose {
        case .firstPass: break
        case .index: if let kept = lock.withLock({ keptInputs[k] }) { return .success(kept) }
        case .output:
            let kept: SourceFile? = lock.withLock {
                jobsRead.insert(k)
                guard let file = keptInputs.removeValue(forKey: k) else { return nil }
                keptBytes -= file.bytes.count
                return file
            }
            if let kept { return .success(kept) }
        }
        guard purpose == .firstPass else { return reader.source(k).mapError { $0 } }
        guard recordsFirstPass else {
            let read = reader.source(k)
            if case let .success(file) = read { keep(k, file) }
            return read.mapError { $0 }
        }
        let read = reader.sourceAndIdentity(k, identity: true)
        if case let .success(file) = read.source {
            let seen = ExpansionCache.Seen(digest: ContentDigest(file.bytes), identity: read.identity)
            let imports = options.sdk != nil ? DeclarationIndex.importedModules(in: file) : []
            lock.withLock {
                seenFiles[k] = seen
                importsFound.formUnion(imports)
            }
            keep(k, file)
        }
        return read.source.mapError { $0 }
    }

    /// Keeps input `k`'s bytes, read by the first pass, for its index and job (`keptInputs`).
    private func keep(_ k: Int, _ file: SourceFile) {
        // Read-once inputs are kept by the reader already.
        guard reader.readOnce[k] == nil else { return }
        lock.withLock {
            guard !jobsRead.contains(k), keptInputs[k] == nil, keptBytes + file.bytes.count <= Self.keptBytesBudget else { return }
            keptInputs[k] = file
            keptBytes += file.bytes.count
        }
    }

    func readContext(_ k: Int, for purpose: RunReadPurpose) -> SourceFile? {
        let path = contextFiles[k]
        guard purpose == .firstPass && recordsFirstPass else { return ContextInputs.read(path) }
        let identity = FileIdentity(of: path)
        guard let file = ContextInputs.read(path) else { return nil }
        let seen = ExpansionCache.Seen(digest: ContentDigest(file.bytes), identity: identity)
        lock.withLock { seenFiles[reader.jobs.count + k] = seen }
        return file
    }

    func map<T>(_ count: Int, _ body: @escaping (Int) -> T) -> [T] {
        ParallelMap.run(count, workers: count <= 1 ? 1 : workers, body)
    }

    /// Unless `--no-default-context`: the toolchain's (`ContextInputs.defaultInterfaces`) and,
    /// with `--sdk`, the SDK's interfaces of the modules the inputs import
    /// (`ContextInputs.frameworkInterface`).
    func standardLibraryInterfaces(importedModules: @escaping @Sendable () -> Set<String>) -> (@Sendable () -> [String])? {
        guard !options.noDefaultContext else { return nil }
        let interfaces = self.interfaces.paths
        let sdk = options.sdk
        guard !interfaces.isEmpty || sdk != nil else { return nil }
        return {
            let frameworks = sdk.map { sdk in importedModules().sorted().compactMap { ContextInputs.frameworkInterface(of: $0, sdk: sdk) } } ?? []
            return interfaces + frameworks.filter { !interfaces.contains($0) }
        }
    }

    func readInterface(at path: String) -> SourceFile? {
        FileManager.default.contents(atPath: path).map { SourceFile(path: path, bytes: [UInt8]($0)) }
    }

    func loadStandardLibraryIndex(interfaces: [String]) -> [UInt8]? {
        indexCacheFolder.flatMap { StandardLibraryIndexCache(folder: $0, interfaces: interfaces) }?.loadArchive()
    }

    func savesStandardLibraryIndex(interfaces: [String]) -> Bool {
        indexCacheFolder.flatMap { StandardLibraryIndexCache(folder: $0, interfaces: interfaces) } != nil
    }

    func storeStandardLibraryIndex(interfaces: [String], archive: () -> [UInt8]) {
        indexCacheFolder.flatMap { StandardLibraryIndexCache(folder: $0, interfaces: interfaces) }?.save(archive: archive())
    }
}
