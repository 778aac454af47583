import ObservableSyntax

/// The bytes of a saved `DeclarationIndex` and the reading back of them: a string table (each
/// distinct string once), then the entries as unsigned LEB128 numbers that name strings by
/// their place in the table. Made for the standard library's index, which a run would otherwise
/// tokenize and parse again from about 5 MB of interfaces (about 60 ms) whenever an inference
/// needs a standard name.
///
/// The reader checks every length and index against the bytes it has: a truncated or damaged
/// archive reads as nil, never as a wrong index or a crash.
enum IndexArchive {
    /// The first bytes of every archive: "OEIX" and the format's version. A version change (any
    /// change of what is saved) makes older archives unreadable, hence rebuilt.
    static let magic: [UInt8] = Array("OEIX".utf8) + [1]

    /// Builds the bytes: strings are added to the table as they are first written.
    struct Writer {
        private var table: [String] = []
        private var places: [String: Int] = [:]
        /// Lists of strings, each distinct list once (a scope is shared by every member of a type).
        private var lists: [[Int]] = []
        private var listPlaces: [[Int]: Int] = [:]
        private var body: [UInt8] = []

        mutating func number(_ value: Int) {
            var rest = UInt(bitPattern: value)
            while rest >= 0x80 {
                body.append(UInt8(truncatingIfNeeded: rest) | 0x80)
                rest >>= 7
            }
            body.append(UInt8(rest))
        }

        mutating func flag(_ value: Bool) { body.append(value ? 1 : 0) }

        mutating func string(_ value: String) { number(place(value)) }

        /// nil as 0, a string as its place + 1.
        mutating func optionalString(_ value: String?) {
            guard let value else { return number(0) }
            number(place(value) + 1)
        }

        /// A list of strings, as its place in the list table.
        mutating func strings(_ values: [String]) {
            var indices: [Int] = []
            indices.reserveCapacity(values.count)
            for value in values { indices.append(place(value)) }
            if let place = listPlaces[indices] { return number(place) }
            listPlaces[indices] = lists.count
            number(lists.count)
            lists.append(indices)
        }

        private mutating func place(_ value: String) -> Int {
            if let place = places[value] { return place }
            places[value] = table.count
            table.append(value)
            return table.count - 1
        }

        /// The archive: magic, the string table (count, then each as length and UTF-8 bytes),
        /// the list table (count, then each as its count and string places), the body's length,
        /// the body.
        func bytes() -> [UInt8] {
            var head = Writer()
            head.number(table.count)
            for value in table {
                head.number(value.utf8.count)
                head.body.append(contentsOf: value.utf8)
            }
            head.number(lists.count)
            for list in lists {
                head.number(list.count)
                for index in list { head.number(index) }
            }
            head.number(body.count)
            return IndexArchive.magic + head.body + body
        }
    }

    /// Reads what `Writer` wrote; every read fails (nil) past the end or on a bad index.
    struct Reader {
        private let bytes: [UInt8]
        private var position: Int
        private var table: [String] = []
        private var lists: [[String]] = []

        /// nil unless `bytes` start with the magic and hold a whole string table and body.
        init?(_ bytes: [UInt8]) {
            guard bytes.count >= IndexArchive.magic.count, Array(bytes.prefix(IndexArchive.magic.count)) == IndexArchive.magic else { return nil }
            self.bytes = bytes
            position = IndexArchive.magic.count
            guard let stringCount = number(), stringCount <= bytes.count else { return nil }
            table.reserveCapacity(stringCount)
            for _ in 0..<stringCount {
                guard let length = number(), length <= bytes.count - position else { return nil }
                table.append(String(decoding: bytes[position..<position + length], as: UTF8.self))
                position += length
            }
            guard let listCount = count() else { return nil }
            lists.reserveCapacity(listCount)
            for _ in 0..<listCount {
                guard let length = count() else { return nil }
                var list: [String] = []
                list.reserveCapacity(length)
                for _ in 0..<length {
                    guard let value = string() else { return nil }
                    list.append(value)
                }
                lists.append(list)
            }
            guard let bodyLength = number(), bodyLength == bytes.count - position else { return nil }
        }

        var isAtEnd: Bool { position == bytes.count }

        mutating func number() -> Int? {
            var value: UInt = 0
            var shift: UInt = 0
            while position < bytes.count, shift < 64 {
                let byte = bytes[position]
                position += 1
                value |= UInt(byte & 0x7F) << shift
                if byte < 0x80 { return value <= UInt(Int.max) ? Int(value) : nil }
                shift += 7
            }
            return nil
        }

        /// A count of things each at least one byte long: never more than the bytes left.
        mutating func count() -> Int? {
            guard let value = number(), value <= bytes.count - position else { return nil }
            return value
        }

        mutating func flag() -> Bool? {
            guard position < bytes.count, bytes[position] <= 1 else { return nil }
            position += 1
            return bytes[position - 1] == 1
        }

        mutating func string() -> String? {
            guard let place = number(), place < table.count else { return nil }
            return table[place]
        }

        /// `.some(nil)` for a written nil; nil when the bytes are bad.
        mutating func optionalString() -> String?? {
            guard let place = number(), place <= table.count else { return nil }
            return place == 0 ? .some(nil) : .some(table[place - 1])
        }

        mutating func strings() -> [String]? {
            guard let place = number(), place < lists.count else { return nil }
            return lists[place]
        }
    }
}
