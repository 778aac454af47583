extension ExpansionCache {
    /// The entries of a cache file, looked up by output path but kept by the 128-bit digest of
    /// the path's UTF-8 bytes, in one sorted array: 64 bytes an output and no string of its own.
    /// A dictionary keyed by path held about 200 bytes an output (its key's storage and a hash
    /// table a quarter empty) for the whole of a folder run.
    ///
    /// Two paths with the same digest would share an entry; the entry is still checked against
    /// the file (its size and digest, or its identity, which names the file's device and inode),
    /// so at worst a job is expanded that could have been skipped.
    struct StoredEntries: Equatable, Sendable, ExpressibleByDictionaryLiteral {
        private var keys: [ContentDigest] = []
        private var entries: [Entry] = []

        /// No entries.
        init() {}

        /// The entries of `byPath` (output path to entry).
        init(_ byPath: [String: Entry]) {
            self.init(byPath.map { (Self.key(for: $0.key), $0.value) })
        }

        /// The entries of a literal's (output path, entry) pairs; of two with one path, the later.
        init(dictionaryLiteral elements: (String, Entry)...) {
            self.init(elements.map { (Self.key(for: $0.0), $0.1) })
        }

        /// The entries of `pairs` (digest of an output path, entry); of two with one key, the
        /// later.
        init(_ pairs: [(key: ContentDigest, entry: Entry)]) {
            // Stable, so that "the later" holds for equal keys.
            let order = pairs.indices.sorted { pairs[$0].key < pairs[$1].key || (pairs[$0].key == pairs[$1].key && $0 < $1) }
            keys.reserveCapacity(pairs.count)
            entries.reserveCapacity(pairs.count)
            for index in order {
                if let last = keys.last, last == pairs[index].key {
                    entries[entries.count - 1] = pairs[index].entry
                } else {
                    keys.append(pairs[index].key)
                    entries.append(pairs[index].entry)
                }
            }
        }

        /// How many outputs have an entry.
        var count: Int { keys.count }

        /// Every entry, in no particular order.
        var values: [Entry] { entries }

        /// The entry of the output at `path` (the path as the run spells it), if any.
        subscript(path: String) -> Entry? {
            let key = Self.key(for: path)
            var low = 0, high = keys.count
            while low < high {
                let middle = (low + high) / 2
                if keys[middle] < key { low = middle + 1 } else { high = middle }
            }
            return low < keys.count && keys[low] == key ? entries[low] : nil
        }

        /// Whether these are exactly the entries of `list` (output paths, distinct, and their
        /// entries): the same outputs, the same entries.
        func holdsExactly(_ list: [(path: String, entry: Entry)]) -> Bool {
            list.count == count && list.allSatisfy { self[$0.path] == $0.entry }
        }

        /// The key of an output path: the digest of its UTF-8 bytes.
        static func key(for path: String) -> ContentDigest {
            var path = path
            return path.withUTF8 { ContentDigest(UnsafeRawBufferPointer($0)) }
        }
    }
}

extension ContentDigest: Comparable {
    /// By the high half, then the low half: an order for sorted tables, with no meaning of its own.
    static func < (left: ContentDigest, right: ContentDigest) -> Bool {
        left.high != right.high ? left.high < right.high : left.low < right.low
    }
}
