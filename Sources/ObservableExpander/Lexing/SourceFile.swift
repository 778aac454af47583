/// The bytes of one Swift source file and a table of its line starts.
///
/// Everything downstream (tokens, declarations, edits) refers to this buffer by UTF-8 byte
/// offset; `location(of:)` turns an offset into the 1-based line and column of diagnostics.
public struct SourceFile: Sendable {
    /// The path shown in diagnostics (as given by the caller; not read by this type).
    public let path: String
    /// The file's bytes, exactly as read. Not required to be valid UTF-8.
    public let bytes: [UInt8]
    /// Byte offset at which each line starts; `lineStarts[0] == 0`. A line ends at `\n`, and a
    /// `\r\n` pair or a lone `\r` counts as one line break, as in the Swift lexer.
    public let lineStarts: [Int]

    /// Creates a source file from its bytes. O(n) in the byte count.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBufferPointer { buffer in
            var i = 0
            let n = buffer.count
            while i < n {
                let byte = buffer[i]
                if byte > 0x0D { // most bytes: skip both comparisons below
                    i += 1
                    continue
                }
                if byte == 0x0A {
                    starts.append(i + 1)
                } else if byte == 0x0D {
                    if i + 1 < n && buffer[i + 1] == 0x0A { i += 1 }
                    starts.append(i + 1)
                }
                i += 1
            }
        }
        self.lineStarts = starts
    }

    /// Creates a source file from a string (UTF-8 encoded).
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The 1-based line and UTF-8 column of byte `offset` (0...bytes.count). O(log lines).
    public func location(of offset: Int) -> SourceLocation {
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
}
