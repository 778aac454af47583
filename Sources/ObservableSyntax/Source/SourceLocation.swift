/// A position in a source file as compilers print it.
///
/// `line` and `column` are 1-based; `column` counts UTF-8 bytes from the start of the line, as
/// `swiftc` does in `path:line:column: error: message`. `offset` is the 0-based UTF-8 byte offset
/// into the file.
public struct SourceLocation: Equatable, Sendable, CustomStringConvertible {
    /// 1-based line number.
    public var line: Int
    /// 1-based column, in UTF-8 bytes.
    public var column: Int
    /// 0-based UTF-8 byte offset from the start of the file.
    public var offset: Int

    /// A position from its parts (no check that they agree with any file).
    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// `line:column`, as in a compiler's diagnostics.
    public var description: String { "\(line):\(column)" }
}
