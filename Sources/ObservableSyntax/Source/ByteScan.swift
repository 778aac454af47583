#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Word-at-a-time byte searches: 8 bytes per step, for the long runs the lexer skips (comment
/// text, the ASCII bulk of a file when looking for invalid UTF-8).
///
/// Every function reads only `p[start ..< end]`: whole 8-byte words while a word fits before
/// `end`, then single bytes, so no padding after the buffer is needed.
package enum ByteScan {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The 8 bytes at `p + offset`, first byte in the low bits whatever the machine's byte order.
    @inline(__always) private static func word(_ p: UnsafePointer<UInt8>, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(p).loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// A word with bit 7 set in each zero byte of `word`. Bits above the lowest zero byte may be
    /// false positives (a borrow), so only the lowest set bit is exact.
    @inline(__always) private static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- ones) & ~word & highBits
    }

    /// The offset of the first `\n` or `\r` in `p[start ..< end]`, or `end` if there is none.
    @inline(__always) package static func firstLineBreak(_ p: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        var j = start
        while j + 8 <= end {
            let w = word(p, j)
            let found = zeroBytes(w ^ (ones &* 0x0A)) | zeroBytes(w ^ (ones &* 0x0D))
            if found != 0 { return j + found.trailingZeroBitCount >> 3 }
            j += 8
        }
        while j < end && p[j] != 0x0A && p[j] != 0x0D { j += 1 }
        return j
    }

    /// The offset of the first `byte` in `p[start ..< end]`, or `end` if there is none.
    /// By `memchr` (vectorized, 32 bytes a step): the first pass looks for rare bytes (`_`,
    /// `O`) through every file, where 8 bytes a step cost about twice the rest of its scans.
    @inline(__always) package static func first(_ byte: UInt8, _ p: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        guard start < end, let found = memchr(p + start, Int32(byte), end - start) else { return max(start, end) }
        return UnsafeRawPointer(found) - UnsafeRawPointer(p)
    }

    /// The offset of the first byte `>= 0x80` in `p[start ..< end]`, or `end` if there is none.
    @inline(__always) static func firstNonASCII(_ p: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        var j = start
        // 32 bytes per step while no byte has its high bit set (the bulk of a file).
        while j + 32 <= end && (word(p, j) | word(p, j + 8) | word(p, j + 16) | word(p, j + 24)) & highBits == 0 { j += 32 }
        while j + 8 <= end {
            let found = word(p, j) & highBits
            if found != 0 { return j + found.trailingZeroBitCount >> 3 }
            j += 8
        }
        while j < end && p[j] < 0x80 { j += 1 }
        return j
    }

    /// Whether `needle` (not empty) occurs in `bytes`: from one occurrence of its rarest byte
    /// in source text (`x` in `extension`, not the `e` of most words) to the next, 8 bytes a step.
    package static func contains(_ needle: [UInt8], in bytes: [UInt8]) -> Bool {
        guard !needle.isEmpty, bytes.count >= needle.count else { return false }
        let key = rarestPosition(needle), head = needle[key]
        return bytes.withUnsafeBufferPointer { buffer in
            guard let p = buffer.baseAddress else { return false }
            // Candidate starts are 0 ...< limit; the key byte sits `key` bytes after each.
            let limit = buffer.count - needle.count + 1
            // `memchr` (vectorized) from one key byte to the next.
            var j = key
            while j < limit + key, let found = memchr(p + j, Int32(head), limit + key - j) {
                j = UnsafeRawPointer(found) - UnsafeRawPointer(p)
                let start = j - key
                var k = 0
                while k < needle.count && p[start + k] == needle[k] { k += 1 }
                if k == needle.count { return true }
                j += 1
            }
            return false
        }
    }

    /// Calls `body` with the offset of each occurrence of `needle` (not empty) in
    /// `p[0 ..< count]`, in order (overlapping ones too): from one occurrence of its rarest
    /// byte in source text to the next, by `memchr`, as `contains(_:in:)`.
    package static func forEachOccurrence(of needle: [UInt8], in p: UnsafePointer<UInt8>, count: Int, _ body: (Int) -> Void) {
        guard !needle.isEmpty, count >= needle.count else { return }
        let key = rarestPosition(needle), head = needle[key]
        let limit = count - needle.count + 1
        var j = key
        while j < limit + key, let found = memchr(p + j, Int32(head), limit + key - j) {
            j = UnsafeRawPointer(found) - UnsafeRawPointer(p)
            let start = j - key
            var k = 0
            while k < needle.count && p[start + k] == needle[k] { k += 1 }
            if k == needle.count { body(start) }
            j += 1
        }
    }

    /// The position in `needle` of the byte least frequent in Swift source (the first of
    /// equals): bytes outside the common list are taken for rare.
    static func rarestPosition(_ needle: [UInt8]) -> Int {
        // The most frequent bytes of source text, most frequent first.
        let common: StaticString = " etaoinsrlcdhupmfgybvw.(),:=_\n\tSCIT"
        func rank(_ byte: UInt8) -> Int {
            let count = common.utf8CodeUnitCount, letters = common.utf8Start
            for k in 0 ..< count where letters[k] == byte { return k }
            return count
        }
        var best = 0
        for k in 1 ..< needle.count where rank(needle[k]) > rank(needle[best]) { best = k }
        return best
    }
}
