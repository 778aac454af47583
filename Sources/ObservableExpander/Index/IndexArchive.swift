import ObservableSyntax

/// The bytes of a saved `DeclarationIndex`: a string table (each distinct string once), a table
/// of string lists, directories sorted by name, and the entries as unsigned LEB128 numbers that
/// name strings by their place in the table. Made for the standard library's index, which a run
/// would otherwise tokenize and parse again from about 5 MB of interfaces (about 60 ms)
/// whenever an inference needs a standard name.
///
/// The tables and directories have fixed-width offsets (4 bytes, little-endian), so that a
/// reader finds one name's entries by binary search and decodes only those (`ArchivedIndex`):
/// a run asks for a few dozen of the standard library's tens of thousands of names.
///
/// Layout: the magic; the header's numbers (`Header`); the string offsets (count + 1, into the
/// string bytes), the string bytes; the list offsets (count + 1, into the list bytes), the list
/// bytes (each list: its length, then string places); the directories (types, members by owner,
/// extension conformances, associated types: each a count of pairs of the name's string place
/// and the record's offset in the body); the body (the records, then the trailer: the
/// `Observable` extensions' list and the modules' list).
///
/// The reader checks every length, offset and index against the bytes it has: a truncated
/// archive reads as nil, a damaged one as nil or as some index, never as a crash.
enum IndexArchive {
    /// The first bytes of every archive: "OEIX" and the layout's version. A version change (any
    /// change of what is saved or where) makes older archives unreadable, hence rebuilt.
    static let magic: [UInt8] = Array("OEIX".utf8) + [3]

    /// The directories, in the order they are written.
    enum Directory: Int, CaseIterable {
        case types, members, conformances, associatedTypes
    }

    /// Builds the bytes: strings are added to the table as they are first written.
    struct Writer {
        private var table: [String] = []
        private var places: [String: Int] = [:]
        /// Lists of strings, each distinct list once (a scope is shared by every member of a type).
        private var lists: [[Int]] = []
        private var listPlaces: [[Int]: Int] = [:]
        private var body: [UInt8] = []
        private var directories: [[(name: Int, offset: Int)]] = Array(repeating: [], count: Directory.allCases.count)
        private var trailer = 0

        mutating func number(_ value: Int) { Self.append(value, to: &body) }

        static func append(_ value: Int, to bytes: inout [UInt8]) {
            var rest = UInt(bitPattern: value)
            while rest >= 0x80 {
                bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
                rest >>= 7
            }
            bytes.append(UInt8(rest))
        }

        static func appendFixed(_ value: Int, to bytes: inout [UInt8]) {
            let word = UInt32(truncatingIfNeeded: value).littleEndian
            withUnsafeBytes(of: word) { bytes.append(contentsOf: $0) }
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

        /// Starts the record of `name` in `directory`: the directory points at what is written
        /// next. Names must come in `precedes` order.
        mutating func record(_ name: String, in directory: Directory) {
            directories[directory.rawValue].append((place(name), body.count))
        }

        /// Starts the trailer (written last).
        mutating func startTrailer() { trailer = body.count }

        private mutating func place(_ value: String) -> Int {
            if let place = places[value] { return place }
            places[value] = table.count
            table.append(value)
            return table.count - 1
        }

        /// The archive, with `longestTypeName` in its header.
        func bytes(longestTypeName: Int) -> [UInt8] {
            var stringBytes: [UInt8] = []
            var stringOffsets: [UInt8] = []
            for value in table {
                Self.appendFixed(stringBytes.count, to: &stringOffsets)
                stringBytes.append(contentsOf: value.utf8)
            }
            Self.appendFixed(stringBytes.count, to: &stringOffsets)
            var listBytes: [UInt8] = []
            var listOffsets: [UInt8] = []
            for list in lists {
                Self.appendFixed(listBytes.count, to: &listOffsets)
                Self.append(list.count, to: &listBytes)
                for index in list { Self.append(index, to: &listBytes) }
            }
            Self.appendFixed(listBytes.count, to: &listOffsets)
            var out = IndexArchive.magic
            for value in [longestTypeName, table.count, stringBytes.count, lists.count, listBytes.count] + directories.map(\.count) + [trailer, body.count] {
                Self.append(value, to: &out)
            }
            out += stringOffsets + stringBytes + listOffsets + listBytes
            for directory in directories {
                for (name, offset) in directory {
                    Self.appendFixed(name, to: &out)
                    Self.appendFixed(offset, to: &out)
                }
            }
            return out + body
        }

        /// The order of names in a directory: their UTF-8 bytes' (what the reader's binary
        /// search compares).
        static func precedes(_ a: String, _ b: String) -> Bool { a.utf8.lexicographicallyPrecedes(b.utf8) }
    }

    /// The header's numbers, in the order written, with the places of the tables: nil unless
    /// `bytes` start with the magic and every table and the body fit exactly.
    struct Layout {
        var longestTypeName = 0
        var stringCount = 0
        var stringOffsets = 0
        var stringBytes = 0
        var listCount = 0
        var listOffsets = 0
        var listBytes = 0
        var directoryCounts: [Int] = []
        var directories: [Int] = []
        var trailer = 0
        var body = 0

        init?(_ bytes: [UInt8]) {
            guard bytes.count >= IndexArchive.magic.count, bytes.starts(with: IndexArchive.magic) else { return nil }
            var cursor = Cursor(bytes, at: IndexArchive.magic.count)
            var header: [Int] = []
            for _ in 0 ..< 5 + Directory.allCases.count + 2 {
                guard let value = cursor.number(), value <= bytes.count else { return nil }
                header.append(value)
            }
            longestTypeName = header[0]
            stringCount = header[1]
            listCount = header[3]
            directoryCounts = Array(header[5 ..< 5 + Directory.allCases.count])
            trailer = header[5 + Directory.allCases.count]
            let bodyLength = header[6 + Directory.allCases.count]
            var at = cursor.position
            stringOffsets = at
            at += (stringCount + 1) * 4
            stringBytes = at
            at += header[2]
            listOffsets = at
            at += (listCount + 1) * 4
            listBytes = at
            at += header[4]
            for count in directoryCounts {
                directories.append(at)
                at += count * 8
            }
            body = at
            guard at <= bytes.count, bytes.count - at == bodyLength, trailer <= bodyLength else { return nil }
            // Every offset table ascends within its bytes; every directory names a string and a
            // place in the body.
            // Through a pointer: the tables are all inside `bytes` (checked above), and these
            // loops read every entry of the standard library's (about 300,000 instructions
            // with a bounds-checked read of each byte).
            let valid = bytes.withUnsafeBytes { raw -> Bool in
                guard Self.ascends(raw, at: stringOffsets, count: stringCount + 1, limit: header[2]),
                      Self.ascends(raw, at: listOffsets, count: listCount + 1, limit: header[4]) else { return false }
                for (k, start) in directories.enumerated() {
                    for entry in 0 ..< directoryCounts[k] {
                        guard Self.fixed(raw, start + entry * 8) < stringCount, Self.fixed(raw, start + entry * 8 + 4) < bodyLength else { return false }
                    }
                }
                return true
            }
            guard valid else { return nil }
        }

        /// `Cursor.fixed` through a pointer; `offset + 4` is at most `raw.count`.
        @inline(__always)
        private static func fixed(_ raw: UnsafeRawBufferPointer, _ offset: Int) -> Int {
            Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
        }

        private static func ascends(_ raw: UnsafeRawBufferPointer, at start: Int, count: Int, limit: Int) -> Bool {
            var previous = 0
            for k in 0 ..< count {
                let value = fixed(raw, start + 4 * k)
                guard value >= previous, value <= limit else { return false }
                previous = value
            }
            return fixed(raw, start) == 0 && previous == limit
        }
    }

    /// Reads LEB128 numbers and flags from a place in the bytes; every read fails (nil) past
    /// the end.
    struct Cursor {
        let bytes: [UInt8]
        var position: Int

        init(_ bytes: [UInt8], at position: Int) {
            self.bytes = bytes
            self.position = position
        }

        /// The 4-byte little-endian number at `offset` (the caller has checked it is inside).
        static func fixed(_ bytes: [UInt8], _ offset: Int) -> Int {
            Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 | Int(bytes[offset + 2]) << 16 | Int(bytes[offset + 3]) << 24
        }

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
    }
}
