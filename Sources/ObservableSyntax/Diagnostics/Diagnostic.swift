/// A message about the input, printed as `path:line:column: severity: message` like `swiftc`.
public struct Diagnostic: Equatable, Sendable {
    /// How serious a diagnostic is. An error means no output is produced for the file.
    public enum Severity: String, Sendable {
        /// The file gets no output.
        case error
        /// The output is still produced.
        case warning
        /// Information: an `--explain` decision, a migration's report, or context for another diagnostic.
        case note
    }

    /// How serious it is.
    public var severity: Severity
    /// The stable identifier of the message kind (`cannot-infer-type`; see the README's
    /// "Diagnostics" table), or for an `--explain` note the rule that decided (`isValidForObservation`).
    public var id: String
    /// Where it points: a 0-based UTF-8 byte offset into the file.
    public var offset: Int
    /// The message in the compiler's voice: lowercase start, no final period, names in quotes.
    public var message: String

    /// A message of the catalogue at byte `offset`.
    package init(_ message: DiagnosticMessage, at offset: Int) {
        self.severity = message.severity
        self.id = message.id
        self.offset = offset
        self.message = message.text
    }

    /// A note (as `--explain` prints them) at byte `offset`, naming the rule that decided.
    package init(note: String, rule: String, at offset: Int) {
        self.severity = .note
        self.id = rule
        self.offset = offset
        self.message = note
    }

    /// The compiler-style line `path:line:column: severity: message` for this diagnostic in `file`.
    public func formatted(in file: SourceFile) -> String {
        let location = file.location(of: offset)
        return "\(file.path):\(location.line):\(location.column): \(severity.rawValue): \(message)"
    }
}
