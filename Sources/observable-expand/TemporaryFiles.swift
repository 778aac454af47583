import ObservableSyntax

/// The temporary files of atomic writes: their names, their removal on SIGINT/SIGTERM, and the
/// removal of those a killed run (SIGKILL) left behind.
///
/// A name is `.observable-expand-<pid>-<n>.tmp` in the output's folder: short whatever the
/// output is called (so any output name that fits the file system works), and carrying the
/// process id, so that a later run removes only files of runs that no longer exist.
final class TemporaryFiles: @unchecked Sendable {
    static let prefix = ".observable-expand-"
    static let suffix = ".tmp"
    // Safety: `counter` is only touched under `lock`; the slots are shared with the signal
    // handler, which only reads them (see `SignalSlots`).
    private let lock = POSIXLock()
    private var counter = 0
    // The tool never forks, so its process id is taken once, not per file.
    private let processID = getpid()
    /// The output folders this run has made or found (`OutputFolders`), shared by its jobs as
    /// the temporary files' names are.
    let folders = OutputFolders()

    /// A fresh temporary path in `folder`, registered for removal on SIGINT/SIGTERM.
    func reserve(in folder: String) -> String {
        lock.lock()
        counter += 1
        let n = counter
        lock.unlock()
        let path = (folder.hasSuffix("/") ? folder : folder + "/") + "\(Self.prefix)\(processID)-\(n)\(Self.suffix)"
        SignalSlots.register(path)
        return path
    }

    /// Forgets `path` (renamed into place or removed).
    func release(_ path: String) {
        SignalSlots.unregister(path)
    }

    /// Makes SIGINT, SIGTERM and SIGHUP (a closed terminal) remove the temporary files in flight
    /// and exit with 130 / 143 / 129.
    static func removeOnInterrupt() {
        SignalSlots.prepare()
        let handler: @convention(c) (Int32) -> Void = { signal in
            SignalSlots.removeAll()
            _exit(128 + signal)
        }
        signal(SIGINT, handler)
        signal(SIGTERM, handler)
        signal(SIGHUP, handler)
    }

    /// The temporary files in `folder` that runs no longer alive left behind.
    static func leftovers(in folder: String) -> [String] {
        guard let stream = opendir(folder.isEmpty ? "." : folder) else { return [] }
        defer { closedir(stream) }
        // An output folder such as /tmp may hold many thousand names: one byte (a leading dot)
        // decides before any string is made (FileManager made one per name, 40% of a one-file run).
        var names: [String] = []
        while let entry = readdir(stream) {
            guard entry.pointee.d_name.0 == 0x2E else { continue }
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { buffer in
                let base = buffer.baseAddress!.assumingMemoryBound(to: UInt8.self)
                return String(decoding: UnsafeBufferPointer(start: base, count: strnlen(UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self), buffer.count)), as: UTF8.self)
            }
            if isLeftover(name, at: folder.isEmpty ? name : InputCollector.join(folder, name)) { names.append(name) }
        }
        return names.sorted().map { folder.isEmpty ? $0 : InputCollector.join(folder, $0) }
            .filter { isRegularFile($0, type: nil) }
    }

    /// Whether the entry at `path` is a regular file (not followed if a link): `type` is its
    /// type as the folder listed it (`FolderWalk.regularFile` and the like), or nil when
    /// unknown, when it is asked of `lstat`. Only a regular file can be a leftover of a run.
    static func isRegularFile(_ path: String, type: UInt8?) -> Bool {
        if type == FolderWalk.regularFile { return true }
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    /// Whether `name`, the entry at `path`, is a temporary file of this tool whose run no
    /// longer exists: no process has its number, or the process that has it now started after
    /// the file was last written (the number was reused, as it is after a reboot or in a
    /// container where every run gets the same one), so the file cannot be that process's.
    static func isLeftover(_ name: String, at path: String) -> Bool {
        // Most names do not start with a dot: one byte decides.
        guard name.utf8.first == 0x2E, name.hasPrefix(prefix), name.hasSuffix(suffix), name.count > prefix.count + suffix.count else { return false }
        let middle = name.dropFirst(prefix.count).dropLast(suffix.count)
        guard let dash = middle.firstIndex(of: "-"), let pid = Int32(middle[..<dash]), Int(middle[middle.index(after: dash)...]) != nil else { return false }
        if kill(pid, 0) == -1 && errno == ESRCH { return true }
        guard let started = ProcessStart.time(of: pid) else { return false }
        var info = stat()
        guard lstat(path, &info) == 0 else { return false }
        let modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
        return modified < started
    }
}

/// Paths the signal handler removes. The handler may only make async-signal-safe calls, so
/// the paths live in fixed buffers, each with a flag set after its path is copied in and
/// cleared before it is reused; the handler reads flags and calls `unlink`. The buffers come in
/// chunks of `count` slots, added as needed (a `migrate --in-place` stages every changed file
/// at once: with one fixed chunk, files past the 256th were not registered, and an interrupt
/// left them behind); a chunk is published in the table only once it is ready, and the
/// handler reads the table up to `chunkCount`.
enum SignalSlots {
    static let count = 256
    static let size = 4096
    /// At most 4096 chunks (a million files in flight); the table is allocated once.
    static let maxChunks = 4096
    nonisolated(unsafe) static var buffers: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
    nonisolated(unsafe) static var active: UnsafeMutablePointer<UnsafeMutablePointer<sig_atomic_t>?>?
    nonisolated(unsafe) static var chunkCount: UnsafeMutablePointer<sig_atomic_t>?
    /// Set by the handler first: no new temporary file is registered (and so made) after it.
    nonisolated(unsafe) static var exiting: UnsafeMutablePointer<sig_atomic_t>?
    /// The slot of each registered path (chunk * count + slot), under `lock`: unregistering
    /// thousands of staged files does not compare every slot's path.
    nonisolated(unsafe) static var slots: [String: Int] = [:]
    /// Free slots of the chunks made, under `lock`.
    nonisolated(unsafe) static var free: [Int] = []
    static let lock = POSIXLock()

    static func prepare() {
        lock.lock()
        defer { lock.unlock() }
        guard buffers == nil else { return }
        buffers = .allocate(capacity: maxChunks)
        buffers!.initialize(repeating: nil, count: maxChunks)
        active = .allocate(capacity: maxChunks)
        active!.initialize(repeating: nil, count: maxChunks)
        chunkCount = .allocate(capacity: 1)
        chunkCount!.initialize(to: 0)
        exiting = .allocate(capacity: 1)
        exiting!.initialize(to: 0)
    }

    static func register(_ path: String) {
        // Interrupted: this thread makes no new file; the handler's thread ends the process.
        while let exiting, exiting.pointee != 0 { pause() }
        lock.lock()
        defer { lock.unlock() }
        guard let buffers, let active, let chunkCount else { return }
        let bytes = Array(path.utf8)
        guard bytes.count < size else { return }
        let slot: Int
        if let reused = free.popLast() {
            slot = reused
        } else {
            // Every slot is taken: a new chunk.
            guard Int(chunkCount.pointee) < maxChunks else { return }
            let chunk = Int(chunkCount.pointee)
            buffers[chunk] = .allocate(capacity: count * size)
            let flags = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: count)
            flags.initialize(repeating: 0, count: count)
            active[chunk] = flags
            // Published last: the handler sees a chunk only once it is ready.
            chunkCount.pointee = sig_atomic_t(chunk + 1)
            free = Array((chunk * count + 1 ..< (chunk + 1) * count).reversed())
            slot = chunk * count
        }
        guard let chunk = buffers[slot / count], let flags = active[slot / count] else { return }
        let start = chunk + (slot % count) * size
        for (k, byte) in bytes.enumerated() { start[k] = CChar(bitPattern: byte) }
        start[bytes.count] = 0
        flags[slot % count] = 1
        slots[path] = slot
    }

    static func unregister(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        guard let active, let slot = slots.removeValue(forKey: path), let flags = active[slot / count] else { return }
        flags[slot % count] = 0
        free.append(slot)
    }

    /// Called from the signal handler: no locks, no allocation.
    static func removeAll() {
        guard let exiting else { return }
        exiting.pointee = 1
        unlinkActive()
        // The handler does not stop the other threads: a worker between registering its path
        // and creating the file creates it after the pass above (with 2 jobs, 3 interrupted
        // runs in 20 left one). No worker registers a new one now, so a second pass, a moment
        // later, removes what they made.
        var pause = timespec(tv_sec: 0, tv_nsec: 20_000_000)
        nanosleep(&pause, nil)
        unlinkActive()
    }

    /// Unlinks every registered path (async-signal-safe).
    private static func unlinkActive() {
        guard let buffers, let active, let chunkCount else { return }
        for chunk in 0 ..< Int(chunkCount.pointee) {
            guard let paths = buffers[chunk], let flags = active[chunk] else { continue }
            for slot in 0 ..< count where flags[slot] == 1 { unlink(paths + slot * size) }
        }
    }
}
