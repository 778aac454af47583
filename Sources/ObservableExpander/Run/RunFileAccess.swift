import ObservableSyntax

/// Why a run reads a file, so that an access that reads from disk can also note what it read
/// (a cache's key) on the pass that reads every file.
public enum RunReadPurpose: Sendable, Equatable {
    /// The first pass, before any file is expanded: every input and context file, once, for
    /// the names of the types that extensions make `Observable`.
    case firstPass
    /// The run's declaration index, built on first use (when a rule needs a declaration of
    /// another file or of the standard library), and the inputs' imports for it.
    case index
    /// The file's own expansion or migration.
    case output
}

/// How a run reaches its files: the library reads nothing itself. A front end implements it
/// over the file system (with its own path checks, streaming and parallelism); a test or an
/// editor over files in memory (`InMemoryRunFiles`).
///
/// Inputs and context files are named by their 0-based position in the run (`k`); a file may be
/// asked for more than once (by the first pass, the index and its expansion), so that only the
/// files in flight need be in memory. Every requirement may be called from several threads at
/// once.
public protocol RunFileAccess: Sendable {
    /// Input `k` (0 ..< the run's input count): its path for diagnostics and its bytes, or
    /// the error that stopped it being read (handed back unchanged in the file's outcome).
    func readInput(_ k: Int, for purpose: RunReadPurpose) -> Result<SourceFile, any Error>

    /// Context file `k` (0 ..< the run's context count), read for declarations only and never
    /// diagnosed, or nil when it cannot be read (it is then left out).
    func readContext(_ k: Int, for purpose: RunReadPurpose) -> SourceFile?

    /// `body` over 0 ..< `count`, results in order; as many at once as the front end allows.
    func map<T>(_ count: Int, _ body: @escaping (Int) -> T) -> [T]

    /// The standard library's interface files, or nil when the run has none (no fallback
    /// index). Asked when the index is built; the paths themselves (from the closure returned)
    /// only when a declaration is not found in the run and its context. `importedModules`
    /// gives the modules the inputs import (for an SDK's interfaces of them).
    func standardLibraryInterfaces(importedModules: @escaping @Sendable () -> Set<String>) -> (@Sendable () -> [String])?

    /// The interface file at `path` (one that `standardLibraryInterfaces` named), or nil.
    func readInterface(at path: String) -> SourceFile?

    /// A saved standard-library index built from `interfaces`, as `storeStandardLibraryIndex`
    /// was given it (bytes), or nil. Bytes that do not read back as an index are ignored.
    func loadStandardLibraryIndex(interfaces: [String]) -> [UInt8]?

    /// Whether an index built from `interfaces` would be saved (`storeStandardLibraryIndex`):
    /// if not, the run reads the interfaces on demand instead of indexing them whole.
    func savesStandardLibraryIndex(interfaces: [String]) -> Bool

    /// Offers the index just built from `interfaces` for saving; `archive()` gives its bytes
    /// (call it only to save: it encodes the whole index). Failures are the access's own.
    func storeStandardLibraryIndex(interfaces: [String], archive: () -> [UInt8])
}

extension RunFileAccess {
    /// One at a time, in order.
    public func map<T>(_ count: Int, _ body: @escaping (Int) -> T) -> [T] { (0 ..< count).map(body) }
    /// No standard library: nothing is looked up beyond the run and its context.
    public func standardLibraryInterfaces(importedModules: @escaping @Sendable () -> Set<String>) -> (@Sendable () -> [String])? { nil }
    /// None.
    public func readInterface(at path: String) -> SourceFile? { nil }
    /// Nothing saved.
    public func loadStandardLibraryIndex(interfaces: [String]) -> [UInt8]? { nil }
    /// Not saved.
    public func savesStandardLibraryIndex(interfaces: [String]) -> Bool { false }
    /// Not saved.
    public func storeStandardLibraryIndex(interfaces: [String], archive: () -> [UInt8]) {}
}

/// A `RunFileAccess` over files held in memory: no standard library, one file at a time.
public struct InMemoryRunFiles: RunFileAccess {
    /// The run's inputs, in order.
    public var inputs: [SourceFile]
    /// The run's context files (declarations only), in order.
    public var context: [SourceFile]

    /// Inputs and context as given.
    public init(inputs: [SourceFile], context: [SourceFile] = []) {
        self.inputs = inputs
        self.context = context
    }

    /// `inputs[k]`; never fails.
    public func readInput(_ k: Int, for purpose: RunReadPurpose) -> Result<SourceFile, any Error> { .success(inputs[k]) }

    /// `context[k]`.
    public func readContext(_ k: Int, for purpose: RunReadPurpose) -> SourceFile? { context[k] }
}
