import Foundation

/// Writing outputs safely: only when the bytes change (an unchanged file keeps its
/// modification time, so incremental builds do not recompile it), and atomically (a temporary
/// file in the same folder, then rename), so that an interrupted run never leaves a truncated
/// file behind.
enum FileOutput {
    enum Outcome {
        case written
        case unchanged
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
            try Data(bytes).write(to: temporary)
            // rename(2) replaces the target atomically on the same file system.
            guard rename(temporary.path, url.path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: String(cString: strerror(errno))])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        return .written
    }
}
