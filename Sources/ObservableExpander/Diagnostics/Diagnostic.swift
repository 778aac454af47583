/// A message about the input, printed as `path:line:column: severity: message` like `swiftc`.
public struct Diagnostic: Equatable, Sendable {
    /// How serious a diagnostic is. An error means no output is produced for the file.
    public enum Severity: String, Sendable {
        case error
        case warning
        case note
    }

    public var severity: Severity
    /// Where it points: a 0-based UTF-8 byte offset into the file.
    public var offset: Int
    /// The message in the compiler's voice: lowercase start, no final period, names in quotes.
    public var message: String

    public init(_ severity: Severity, at offset: Int, _ message: String) {
        self.severity = severity
        self.offset = offset
        self.message = message
    }

    /// The compiler-style line `path:line:column: severity: message` for this diagnostic in `file`.
    public func formatted(in file: SourceFile) -> String {
        let location = file.location(of: offset)
        return "\(file.path):\(location.line):\(location.column): \(severity.rawValue): \(message)"
    }
}
