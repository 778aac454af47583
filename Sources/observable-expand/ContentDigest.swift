/// A 128-bit digest of bytes, for the expansion cache: it tells whether an input or an output
/// is the same as in the last run without keeping a copy. Not cryptographic: it guards against
/// accident (an edit, a checkout, a truncated file), not against someone forging a collision
/// in a cache folder only they and the user can write.
///
/// Four lanes take 8 bytes each per 32-byte block (multiply, rotate, multiply), so the loop
/// runs at several GB/s; the tail, the length and a final avalanche over the lanes give the
/// two 64-bit halves. The digest of the same bytes is the same on every run and machine of the
/// same byte order (little-endian loads).
struct ContentDigest: Hashable, Sendable, CustomStringConvertible {
    var high: UInt64
    var low: UInt64

    /// The digest of `bytes`.
    init(_ bytes: [UInt8]) {
        self = bytes.withUnsafeBytes { ContentDigest($0) }
    }

    /// The digest of the bytes in `buffer`.
    init(_ buffer: UnsafeRawBufferPointer) {
        var stream = Stream()
        stream.add(buffer)
        self = stream.digest
    }

    /// The digest of bytes that come in pieces (a file read in chunks into one buffer): the
    /// same as the digest of all of them at once, which is made the same way.
    struct Stream {
        private var lanes: (UInt64, UInt64, UInt64, UInt64) = (ContentDigest.seed0, ContentDigest.seed1, ContentDigest.seed2, ContentDigest.seed3)
        // The bytes of an unfinished 32-byte block (`pendingCount` of them).
        private var pending: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        private var pendingCount = 0
        /// The bytes added so far.
        private(set) var count = 0

        /// Adds the bytes of `buffer`.
        mutating func add(_ buffer: UnsafeRawBufferPointer) {
            guard let base = buffer.baseAddress, !buffer.isEmpty else { return }
            count += buffer.count
            var offset = 0
            if pendingCount > 0 {
                let take = min(32 - pendingCount, buffer.count)
                let start = pendingCount
                withUnsafeMutableBytes(of: &pending) { $0.baseAddress!.advanced(by: start).copyMemory(from: base, byteCount: take) }
                pendingCount += take
                offset = take
                guard pendingCount == 32 else { return }
                let block = pending
                withUnsafeBytes(of: block) { round(UnsafeRawPointer($0.baseAddress!)) }
                pendingCount = 0
            }
            // Bounds: each block's loads read bytes `offset ..< offset + 32`, all in the buffer.
            while offset + 32 <= buffer.count {
                round(base + offset)
                offset += 32
            }
            if offset < buffer.count {
                let rest = buffer.count - offset
                withUnsafeMutableBytes(of: &pending) { $0.baseAddress!.copyMemory(from: base + offset, byteCount: rest) }
                pendingCount = rest
            }
        }

        /// One 32-byte block: 8 bytes into each lane.
        @inline(__always)
        private mutating func round(_ block: UnsafeRawPointer) {
            lanes.0 = ContentDigest.round(lanes.0, block.loadUnaligned(fromByteOffset: 0, as: UInt64.self))
            lanes.1 = ContentDigest.round(lanes.1, block.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            lanes.2 = ContentDigest.round(lanes.2, block.loadUnaligned(fromByteOffset: 16, as: UInt64.self))
            lanes.3 = ContentDigest.round(lanes.3, block.loadUnaligned(fromByteOffset: 24, as: UInt64.self))
        }

        /// The digest of everything added.
        var digest: ContentDigest {
            var lanes = self.lanes
            // The tail (under 32 bytes), 8 bytes at a time, then byte by byte, each into the
            // next lane in turn.
            withUnsafeBytes(of: pending) { tail in
                var offset = 0
                var lane = 0
                while offset < pendingCount {
                    let take = min(8, pendingCount - offset)
                    // The next `take` bytes as a little-endian word: one load, the bytes past
                    // them (stale ones of `pending`, within its 32 bytes) masked off.
                    var word = UInt64(littleEndian: tail.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                    if take < 8 { word &= (1 << (8 * UInt64(take))) &- 1 }
                    word ^= UInt64(take) << 59  // a short word differs from the same bytes plus zeros
                    switch lane & 3 {
                    case 0: lanes.0 = ContentDigest.round(lanes.0, word)
                    case 1: lanes.1 = ContentDigest.round(lanes.1, word)
                    case 2: lanes.2 = ContentDigest.round(lanes.2, word)
                    default: lanes.3 = ContentDigest.round(lanes.3, word)
                    }
                    lane += 1
                    offset += take
                }
            }
            let length = UInt64(count)
            let high = ContentDigest.avalanche((lanes.0 &+ ContentDigest.rotate(lanes.1, 17) &+ ContentDigest.rotate(lanes.2, 34)
                                                &+ ContentDigest.rotate(lanes.3, 51)) ^ length)
            let low = ContentDigest.avalanche((lanes.3 ^ ContentDigest.rotate(lanes.2, 13) ^ ContentDigest.rotate(lanes.1, 29)
                                               ^ ContentDigest.rotate(lanes.0, 47)) &+ length &* ContentDigest.multiplier1)
            return ContentDigest(high: high, low: low)
        }
    }

    init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// 32 lowercase hexadecimal digits.
    var description: String {
        func hex(_ value: UInt64) -> String {
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
        return hex(high) + hex(low)
    }

    // Odd 64-bit constants with well-spread bits (the fractional parts of √2, √3, √5, √7
    // and of the golden ratio): any odd multiplier is a bijection; these mix well.
    fileprivate static let multiplier1: UInt64 = 0x9E37_79B9_7F4A_7C15
    fileprivate static let multiplier2: UInt64 = 0xBB67_AE85_84CA_A73B
    fileprivate static let seed0: UInt64 = 0x6A09_E667_F3BC_C908
    fileprivate static let seed1: UInt64 = 0x3C6E_F372_FE94_F82B
    fileprivate static let seed2: UInt64 = 0xA54F_F53A_5F1D_36F1
    fileprivate static let seed3: UInt64 = 0x510E_527F_ADE6_82D1

    @inline(__always)
    fileprivate static func rotate(_ value: UInt64, _ by: UInt64) -> UInt64 {
        (value << by) | (value >> (64 - by))
    }

    @inline(__always)
    fileprivate static func round(_ lane: UInt64, _ word: UInt64) -> UInt64 {
        rotate(lane &+ word &* multiplier2, 31) &* multiplier1
    }

    /// Every input bit flips about half of the output bits.
    fileprivate static func avalanche(_ value: UInt64) -> UInt64 {
        var x = value
        x = (x ^ (x >> 30)) &* 0xBF58_476D_1CE4_E5B9
        x = (x ^ (x >> 27)) &* 0x94D0_49BB_1331_11EB
        return x ^ (x >> 31)
    }
}

/// Feeds several values into one digest: each is framed by its length, so that ("ab", "c")
/// and ("a", "bc") differ.
struct DigestBuilder {
    // Streamed, not collected: a run's key covers three paths of every job, and a buffer of
    // them all was the largest block of a folder run's set-up (about 280 KB for 1,000 files).
    // The digest is the stream's, so it equals the one-shot digest of the framed bytes.
    private var stream = ContentDigest.Stream()

    mutating func add(_ text: String) {
        // The UTF-8 bytes in place, without an array of their own (a run adds thousands of paths).
        var text = text
        text.withUTF8 { utf8 in
            add(UInt64(utf8.count))
            stream.add(UnsafeRawBufferPointer(utf8))
        }
    }

    mutating func add(_ value: [UInt8]) {
        add(UInt64(value.count))
        value.withUnsafeBytes { stream.add($0) }
    }

    mutating func add(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { stream.add($0) }
    }

    mutating func add(_ digest: ContentDigest) {
        add(digest.high)
        add(digest.low)
    }

    var digest: ContentDigest { stream.digest }
}
