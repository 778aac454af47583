import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing outputs safely: only when the bytes change (an unchanged file keeps its
/// modification time, so incremental builds do not recompile it), atomically (a temporary
/// file in the same folder, then rename), so that an interrupted run never leaves a truncated
/// file behind, and only over a regular file or a new path: a device, FIFO or socket (or a
/// symbolic link to one) is refused before anything is read or written.
enum FileOutput {
    enum Outcome {
        case written
        case unchanged
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

    /// Why `path` cannot be an output, or nil: it must be a regular file or not exist.
    static func refusal(for path: String) -> String? {
        switch kind(of: path) {
        case .missing, .regular: return nil
        case .folder: return "'\(path)' is a folder, not a file"
        case let .special(what): return "'\(path)' is not a regular file (it is \(what)); nothing was written (use '-o -' for standard output)"
        }
    }

    /// The path the bytes go to: a symbolic link is written through (its target is replaced,
    /// the link stays), so that `-o link` does not turn the link into a file.
    static func writeTarget(for path: String) -> String {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK, let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Creates `path` (which must not exist) and writes `bytes` with plain POSIX calls: no
    /// fsync per file (Foundation's `Data.write` syncs each one, which dominated a run over a
    /// thousand files); the rename that follows is what keeps readers from a partial file.
    static func writeNew(_ bytes: [UInt8], to path: String) throws(ErrorNumber) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw ErrorNumber(code: errno) }
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
        if let failure { throw ErrorNumber(code: failure) }
        if closed != 0 { throw ErrorNumber(code: errno) }
    }

    /// The bytes of the regular file at `path`, or nil if there is none or it cannot be read.
    /// Opened without blocking, and checked to be a regular file once open, so that a FIFO put
    /// there in the meantime cannot hang the run.
    static func existingBytes(at path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        var result: [UInt8] = []
        result.reserveCapacity(Int(info.st_size))
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

    /// Writes `bytes` to `path` unless it already holds them. `path` must have passed
    /// `refusal(for:)`.
    static func write(_ bytes: [UInt8], to path: String, temporaryFiles: TemporaryFiles) throws -> Outcome {
        let target = writeTarget(for: path)
        if existingBytes(at: target) == bytes { return .unchanged }
        let folder = (target as NSString).deletingLastPathComponent
        let temporary = temporaryFiles.reserve(in: folder.isEmpty ? "." : folder)
        defer { temporaryFiles.release(temporary) }
        do {
            do {
                try writeNew(bytes, to: temporary)
            } catch where error.code == ENOENT {
                // The folder is missing: make it (only then, to spare a thousand-file run the
                // system calls) and try again.
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                try writeNew(bytes, to: temporary)
            }
            // rename(2) replaces the target atomically on the same file system.
            guard rename(temporary, target) == 0 else { throw ErrorNumber(code: errno) }
        } catch {
            unlink(temporary)
            throw error
        }
        return .written
    }
}
