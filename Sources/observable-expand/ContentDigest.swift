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
        var lanes: (UInt64, UInt64, UInt64, UInt64) = (Self.seed0, Self.seed1, Self.seed2, Self.seed3)
        let count = buffer.count
        var offset = 0
        if let base = buffer.baseAddress {
            // Bounds: each load reads 8 bytes at `offset + 8k + j` with `offset + 32 <= count`.
            while offset + 32 <= count {
                lanes.0 = Self.round(lanes.0, base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                lanes.1 = Self.round(lanes.1, base.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
                lanes.2 = Self.round(lanes.2, base.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self))
                lanes.3 = Self.round(lanes.3, base.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self))
                offset += 32
            }
            // The tail, 8 bytes at a time, then byte by byte, each into the next lane in turn.
            var lane = 0
            while offset < count {
                var word: UInt64 = 0
                let take = min(8, count - offset)
                for k in 0 ..< take { word |= UInt64(buffer[offset + k]) << (8 * UInt64(k)) }
                word ^= UInt64(take) << 59  // a short word differs from the same bytes plus zeros
                switch lane & 3 {
                case 0: lanes.0 = Self.round(lanes.0, word)
                case 1: lanes.1 = Self.round(lanes.1, word)
                case 2: lanes.2 = Self.round(lanes.2, word)
                default: lanes.3 = Self.round(lanes.3, word)
                }
                lane += 1
                offset += take
            }
        }
        let length = UInt64(count)
        high = Self.avalanche((lanes.0 &+ Self.rotate(lanes.1, 17) &+ Self.rotate(lanes.2, 34) &+ Self.rotate(lanes.3, 51)) ^ length)
        low = Self.avalanche((lanes.3 ^ Self.rotate(lanes.2, 13) ^ Self.rotate(lanes.1, 29) ^ Self.rotate(lanes.0, 47)) &+ length &* Self.multiplier1)
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
    private static let multiplier1: UInt64 = 0x9E37_79B9_7F4A_7C15
    private static let multiplier2: UInt64 = 0xBB67_AE85_84CA_A73B
    private static let seed0: UInt64 = 0x6A09_E667_F3BC_C908
    private static let seed1: UInt64 = 0x3C6E_F372_FE94_F82B
    private static let seed2: UInt64 = 0xA54F_F53A_5F1D_36F1
    private static let seed3: UInt64 = 0x510E_527F_ADE6_82D1

    @inline(__always)
    private static func rotate(_ value: UInt64, _ by: UInt64) -> UInt64 {
        (value << by) | (value >> (64 - by))
    }

    @inline(__always)
    private static func round(_ lane: UInt64, _ word: UInt64) -> UInt64 {
        rotate(lane &+ word &* multiplier2, 31) &* multiplier1
    }

    /// Every input bit flips about half of the output bits.
    private static func avalanche(_ value: UInt64) -> UInt64 {
        var x = value
        x = (x ^ (x >> 30)) &* 0xBF58_476D_1CE4_E5B9
        x = (x ^ (x >> 27)) &* 0x94D0_49BB_1331_11EB
        return x ^ (x >> 31)
    }
}

/// Feeds several values into one digest: each is framed by its length, so that ("ab", "c")
/// and ("a", "bc") differ.
struct DigestBuilder {
    private var bytes: [UInt8] = []

    mutating func add(_ text: String) {
        // The UTF-8 bytes in place, without an array of their own (a run adds thousands of paths).
        var text = text
        text.withUTF8 { utf8 in
            add(UInt64(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func add(_ value: [UInt8]) {
        add(UInt64(value.count))
        bytes += value
    }

    mutating func add(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }

    mutating func add(_ digest: ContentDigest) {
        add(digest.high)
        add(digest.low)
    }

    var digest: ContentDigest { ContentDigest(bytes) }
}
