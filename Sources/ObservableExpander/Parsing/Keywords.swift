/// Fast membership of a token's text in a fixed set of words, without making a String: the
/// parser asks it at every declaration and line start.
struct WordSet {
    /// A word of up to 16 bytes packed into two integers and its length.
    struct Key: Hashable {
        var length: Int
        var head: UInt64
        var tail: UInt64
    }

    /// The keys by length (index 0 unused): a few integer comparisons, no hashing.
    private let keysByLength: [[Key]]

    init(_ words: Set<String>) {
        var keysByLength = [[Key]](repeating: [], count: 17)
        for word in words {
            let bytes = Array(word.utf8)
            if let key = bytes.withUnsafeBufferPointer({ Self.key(of: $0[...]) }) { keysByLength[key.length].append(key) }
        }
        self.keysByLength = keysByLength
    }

    /// The key of `bytes`, or nil when it is longer than 16 bytes (no keyword is).
    static func key(of bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Key? {
        let count = bytes.count
        guard count > 0, count <= 16 else { return nil }
        var head: UInt64 = 0
        var tail: UInt64 = 0
        var k = 0
        for byte in bytes {
            if k < 8 { head |= UInt64(byte) << (8 * UInt64(k)) } else { tail |= UInt64(byte) << (8 * UInt64(k - 8)) }
            k += 1
        }
        return Key(length: count, head: head, tail: tail)
    }

    /// Whether `bytes[range]` is one of the words.
    func contains(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard range.count <= 16, !keysByLength[range.count].isEmpty, let key = Self.key(of: bytes[range]) else { return false }
        for candidate in keysByLength[key.length] where candidate.head == key.head && candidate.tail == key.tail { return true }
        return false
    }
}
