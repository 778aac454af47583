/// What identifies a file's contents without reading them: device, inode, size, and the
/// modification and status-change times (seconds and nanoseconds since 1970, as `stat(2)`
/// gives them). The status-change time cannot be set back by a user, so an edit is seen even
/// when the modification time is restored (`touch -r`).
struct FileIdentity: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64
    /// In bytes.
    var size: UInt64
    var modified: Timestamp
    var statusChanged: Timestamp

    /// A time as `stat(2)` gives it.
    struct Timestamp: Hashable, Sendable {
        var seconds: Int64
        var nanoseconds: Int64
    }

    /// The identity of the file at `path` (following links), or nil when it cannot be examined.
    init?(of path: String) {
        var info = stat()
        guard !path.isEmpty, stat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    /// The identity `info` (from `stat(2)` or `fstat(2)`) describes.
    init(_ info: stat) {
        device = UInt64(truncatingIfNeeded: info.st_dev)
        inode = UInt64(truncatingIfNeeded: info.st_ino)
        size = UInt64(truncatingIfNeeded: info.st_size)
        #if canImport(Darwin)
        modified = Timestamp(seconds: Int64(info.st_mtimespec.tv_sec), nanoseconds: Int64(info.st_mtimespec.tv_nsec))
        statusChanged = Timestamp(seconds: Int64(info.st_ctimespec.tv_sec), nanoseconds: Int64(info.st_ctimespec.tv_nsec))
        #else
        modified = Timestamp(seconds: Int64(info.st_mtim.tv_sec), nanoseconds: Int64(info.st_mtim.tv_nsec))
        statusChanged = Timestamp(seconds: Int64(info.st_ctim.tv_sec), nanoseconds: Int64(info.st_ctim.tv_nsec))
        #endif
    }

    init(device: UInt64, inode: UInt64, size: UInt64, modified: Timestamp, statusChanged: Timestamp) {
        (self.device, self.inode, self.size, self.modified, self.statusChanged) = (device, inode, size, modified, statusChanged)
    }

    /// The seven numbers in the order of the properties, for digests.
    var numbers: [UInt64] {
        [device, inode, size, UInt64(bitPattern: modified.seconds), UInt64(bitPattern: modified.nanoseconds),
         UInt64(bitPattern: statusChanged.seconds), UInt64(bitPattern: statusChanged.nanoseconds)]
    }

    /// A digest of the numbers, for the expansion cache's entries.
    var digest: ContentDigest {
        let values = (device.littleEndian, inode.littleEndian, size.littleEndian, UInt64(bitPattern: modified.seconds).littleEndian,
                      UInt64(bitPattern: modified.nanoseconds).littleEndian, UInt64(bitPattern: statusChanged.seconds).littleEndian,
                      UInt64(bitPattern: statusChanged.nanoseconds).littleEndian)
        return withUnsafeBytes(of: values) { ContentDigest($0) }
    }

    /// The numbers as little-endian bytes, for a digest.
    var bytes: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(56)
        for value in numbers { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
        return bytes
    }

    /// Whether any later change to the file must give it another identity, so that the
    /// identity may stand for the bytes read with it: its status-change time is at least
    /// `margin` seconds before `now` (seconds since 1970, the clock file systems stamp with).
    /// A change made within one tick of a file system's clock (up to 2 s on FAT, 1 s on HFS+,
    /// a few milliseconds where the clock is coarse) may leave the time as it was; a change
    /// made later than `margin` after the last one cannot. This is the rule git calls "racy
    /// clean": an entry as new as the check is checked by its contents again.
    func isSettled(now: Timestamp, margin: Int64) -> Bool {
        guard statusChanged.seconds > 0 else { return false } // a file system that keeps no such time
        let age = (now.seconds - statusChanged.seconds) * 1_000_000_000 + (now.nanoseconds - statusChanged.nanoseconds)
        return age >= margin * 1_000_000_000
    }

    /// The current time of the clock file systems stamp files with.
    static func now() -> Timestamp {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Timestamp(seconds: Int64(time.tv_sec), nanoseconds: Int64(time.tv_nsec))
    }
}
