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
    @inline(__always) static func firstLineBreak(_ p: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
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
    @inline(__always) package static func first(_ byte: UInt8, _ p: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        var j = start
        let pattern = ones &* UInt64(byte)
        while j + 8 <= end {
            let found = zeroBytes(word(p, j) ^ pattern)
            if found != 0 { return j + found.trailingZeroBitCount >> 3 }
            j += 8
        }
        while j < end && p[j] != byte { j += 1 }
        return j
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

    /// Whether `needle` (not empty) occurs in `bytes`: from one occurrence of its first byte
    /// to the next, 8 bytes a step.
    package static func contains(_ needle: [UInt8], in bytes: [UInt8]) -> Bool {
        guard let head = needle.first, bytes.count >= needle.count else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            guard let p = buffer.baseAddress else { return false }
            let last = buffer.count - needle.count
            var j = first(head, p, from: 0, to: last + 1)
            while j <= last {
                if buffer[j ..< j + needle.count].elementsEqual(needle) { return true }
                j = first(head, p, from: j + 1, to: last + 1)
            }
            return false
        }
    }
}
