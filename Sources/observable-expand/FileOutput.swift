import Foundation
#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
private let systemRead = Glibc.read
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
private let systemRead = Darwin.read
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

    /// The bytes of the file at `path`, or nil if it cannot be read (usually: it is missing).
    static func existingBytes(at path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { return result }
            result.append(contentsOf: chunk[..<count])
        }
    }

    static func write(_ bytes: [UInt8], to path: String) throws -> Outcome {
        if existingBytes(at: path) == bytes { return .unchanged }
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString.prefix(8)).tmp")
        do {
            do {
                try writeNew(bytes, to: temporary.path)
            } catch let failure as POSIXFailure where failure.code == ENOENT {
                // The folder is missing: make it (only then, to spare a thousand-file run the
                // system calls) and try again.
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try writeNew(bytes, to: temporary.path)
            }
            // rename(2) replaces the target atomically on the same file system.
            guard rename(temporary.path, url.path) == 0 else { throw POSIXFailure(code: errno) }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        return .written
    }
}
