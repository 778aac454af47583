/// The bytes of one Swift source file and a table of its line starts.
///
/// Everything downstream (tokens, declarations, edits) refers to this buffer by UTF-8 byte
/// offset; `location(of:)` turns an offset into the 1-based line and column of diagnostics.
public struct SourceFile: Sendable {
    /// The path shown in diagnostics (as given by the caller; not read by this type).
    public let path: String
    /// The file's bytes, exactly as read. Not required to be valid UTF-8.
    public let bytes: [UInt8]
    /// The line table, built on first use: most expansions ask for no location.
    private let table: LineTable

    /// Byte offset at which each line starts; `lineStarts[0] == 0`. A line ends at `\n`, and a
    /// `\r\n` pair or a lone `\r` counts as one line break, as in the Swift lexer. Built on first
    /// use (O(n) in the byte count, once per file, safe from any thread).
    public var lineStarts: [Int] { table.starts(of: bytes) }

    /// Creates a source file from its bytes. O(1): the line table waits until it is asked for.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        table = LineTable()
    }

    /// Creates a source file from a string (UTF-8 encoded).
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The 1-based line and UTF-8 column of byte `offset` (0...bytes.count). O(log lines)
    /// once the line table is built.
    public func location(of offset: Int) -> SourceLocation {
        let lineStarts = self.lineStarts
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return SourceLocation(line: low + 1, column: offset - lineStarts[low] + 1, offset: offset)
    }

    /// The text of a byte range, decoded as UTF-8 (invalid sequences are repaired with U+FFFD).
    public func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// This read of the file: equal for copies of this value, different for any other
    /// `SourceFile` (a file read again, even to equal bytes). O(1); holds none of the bytes.
    package var read: Read { Read(table: table) }

    /// One read of a file (`SourceFile.read`), kept to tell whether what was learnt of its
    /// bytes still describes a later value (a run reads an input more than once).
    package struct Read: Equatable, Sendable {
        fileprivate let table: LineTable
        package static func == (a: Read, b: Read) -> Bool { a.table === b.table }
    }
}

/// A file's line starts, computed on first use and then kept. Shared by the copies of a
/// `SourceFile`, which may be read from several threads: the table is built and read under a
/// lock (taken once per `location(of:)`; the table itself is immutable once built).
private final class LineTable: @unchecked Sendable {
    private let lock = POSIXLock()
    /// Guarded by `lock`.
    private var built: [Int]?

    /// The line starts of `bytes` (the bytes of the file this table belongs to).
    func starts(of bytes: [UInt8]) -> [Int] {
        lock.withLock {
            if let built { return built }
            let starts = Self.lineStarts(bytes)
            built = starts
            return starts
        }
    }

    /// Offset 0 and the offset after each line break (`\n`, `\r\n` or a lone `\r`).
    static func lineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBufferPointer { buffer in
            guard let p = buffer.baseAddress else { return }
            let n = buffer.count
            // A word at a time to the next line break (most bytes are none).
            var i = ByteScan.firstLineBreak(p, from: 0, to: n)
            while i < n {
                if p[i] == 0x0D && i + 1 < n && p[i + 1] == 0x0A { i += 1 }
                starts.append(i + 1)
                i = ByteScan.firstLineBreak(p, from: i + 1, to: n)
            }
        }
        return starts
    }
}
