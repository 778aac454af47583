import Foundation
#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

/// Writing outputs safely: only when the bytes change (an unchanged file keeps its
/// modification time, so incremental builds do not recompile it), and atomically (a temporary
/// file in the same folder, then rename), so that an interrupted run never leaves a truncated
/// file behind.
enum FileOutput {
    enum Outcome {
        case written
        case unchanged
    }

    /// An `errno` from a failed system call.
    struct POSIXFailure: Error, CustomStringConvertible {
        var code: Int32
        var description: String { String(cString: strerror(code)) }
    }

    /// Creates `path` (which must not exist) and writes `bytes` with plain POSIX calls: no
    /// fsync per file (Foundation's `Data.write` syncs each one, which dominated a run over a
    /// thousand files); the rename that follows is what keeps readers from a partial file.
    static func writeNew(_ bytes: [UInt8], to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw POSIXFailure(code: errno) }
        var written = 0
        let failure: Int32? = bytes.withUnsafeBytes { buffer in
            while written < buffer.count {
                let result = systemWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                written += result
            }
            return nil
        }
        let closed = close(descriptor)
        if let failure { throw POSIXFailure(code: failure) }
        if closed != 0 { throw POSIXFailure(code: errno) }
    }

    static func existingBytes(at path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    static func write(_ bytes: [UInt8], to path: String) throws -> Outcome {
        if existingBytes(at: path) == bytes { return .unchanged }
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString.prefix(8)).tmp")
        do {
            try writeNew(bytes, to: temporary.path)
            // rename(2) replaces the target atomically on the same file system.
            guard rename(temporary.path, url.path) == 0 else { throw POSIXFailure(code: errno) }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        return .written
    }
}
