/// Fast membership of a token's text in a fixed set of words, without making a String: the
/// parser asks it at every declaration and line start.
struct WordSet {
    /// A word of up to 16 bytes packed into two integers and its length.
    struct Key: Hashable {
        var length: Int
        var head: UInt64
        var tail: UInt64
    }

    private let keys: Set<Key>

    init(_ words: Set<String>) {
        keys = Set(words.compactMap { word in
            let bytes = Array(word.utf8)
            return bytes.withUnsafeBufferPointer { Self.key(of: $0[...]) }
        })
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
        guard let key = Self.key(of: bytes[range]) else { return false }
        return keys.contains(key)
    }
}
