import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    private let lock = NSLock()
    private var counter = 0
    // The tool never forks, so its process id is taken once, not per file.
    private let processID = getpid()

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
/// the paths live in fixed buffers allocated once, each with a flag set after its path is
/// copied in and cleared before it is reused; the handler reads flags and calls `unlink`.
enum SignalSlots {
    static let count = 256
    static let size = 4096
    nonisolated(unsafe) static var buffers: UnsafeMutablePointer<CChar>?
    nonisolated(unsafe) static var active: UnsafeMutablePointer<sig_atomic_t>?
    /// Set by the handler first: no new temporary file is registered (and so made) after it.
    nonisolated(unsafe) static var exiting: UnsafeMutablePointer<sig_atomic_t>?
    static let lock = NSLock()

    static func prepare() {
        lock.lock()
        defer { lock.unlock() }
        guard buffers == nil else { return }
        buffers = .allocate(capacity: count * size)
        active = .allocate(capacity: count)
        active!.initialize(repeating: 0, count: count)
        exiting = .allocate(capacity: 1)
        exiting!.initialize(to: 0)
    }

    static func register(_ path: String) {
        // Interrupted: this thread makes no new file; the handler's thread ends the process.
        while let exiting, exiting.pointee != 0 { pause() }
        lock.lock()
        defer { lock.unlock() }
        guard let buffers, let active else { return }
        let bytes = Array(path.utf8)
        guard bytes.count < size, let slot = (0 ..< count).first(where: { active[$0] == 0 }) else { return }
        let start = buffers + slot * size
        for (k, byte) in bytes.enumerated() { start[k] = CChar(bitPattern: byte) }
        start[bytes.count] = 0
        active[slot] = 1
    }

    static func unregister(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        guard let buffers, let active else { return }
        for slot in 0 ..< count where active[slot] == 1 && String(cString: buffers + slot * size) == path {
            active[slot] = 0
            return
        }
    }

    /// Called from the signal handler: no locks, no allocation.
    static func removeAll() {
        guard let buffers, let active, let exiting else { return }
        exiting.pointee = 1
        for slot in 0 ..< count where active[slot] == 1 { unlink(buffers + slot * size) }
        // The handler does not stop the other threads: a worker between registering its path
        // and creating the file creates it after the pass above (with 2 jobs, 3 interrupted
        // runs in 20 left one). No worker registers a new one now, so a second pass, a moment
        // later, removes what they made.
        var pause = timespec(tv_sec: 0, tv_nsec: 20_000_000)
        nanosleep(&pause, nil)
        for slot in 0 ..< count where active[slot] == 1 { unlink(buffers + slot * size) }
    }
}
