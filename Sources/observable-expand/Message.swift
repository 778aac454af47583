import ObservableExpander

/// One message of the tool to the user: a diagnostic of the library (with a 1-based line and
/// UTF-8 column) or a message about a whole file or the run. Printed in the format
/// `--diagnostics-format` asks for; the exit status does not depend on the format.
struct Message: Error, Sendable {
    var file: String?
    var line: Int?
    var column: Int?
    var severity: Diagnostic.Severity
    /// The diagnostic's stable identifier (`cannot-infer-type`), or the tool's own
    /// (`stale-output`, `cannot-read`, …).
    var id: String
    var text: String
    /// A progress line (`--verbose`) printed as it is in the text format.
    var isPlain = false

    /// A message of the command line itself, `kind` giving its identifier.
    init(file: String?, line: Int? = nil, column: Int? = nil, _ severity: Diagnostic.Severity, _ kind: ToolDiagnostic, _ text: String) {
        self.init(file: file, line: line, column: column, severity, identifier: kind.id, text)
    }

    private init(file: String?, line: Int? = nil, column: Int? = nil, _ severity: Diagnostic.Severity, identifier: String, _ text: String) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.id = identifier
        self.text = text
    }

    /// A `--verbose` progress line about `file`.
    static func progress(_ file: String, _ kind: ToolDiagnostic, _ text: String) -> Message {
        var message = Message(file: file, .note, kind, text)
        message.isPlain = true
        return message
    }

    /// A library diagnostic in `file`.
    init(_ diagnostic: Diagnostic, in file: SourceFile) {
        let location = file.location(of: diagnostic.offset)
        self.init(file: file.path, line: location.line, column: location.column, diagnostic.severity, identifier: diagnostic.id, diagnostic.message)
    }

    /// `path:line:column: severity: text`, as `swiftc` prints it (shorter when there is no
    /// line or no file). Control characters (a line break in a file name) are escaped as
    /// `\u{A}`, so that each message is one line.
    var textForm: String {
        if isPlain { return escapingControlCharacters(text) }
        let place: String
        switch (file, line, column) {
        case let (file?, line?, column?): place = "\(escapingControlCharacters(file)):\(line):\(column)"
        case let (file?, _, _): place = escapingControlCharacters(file)
        default: place = "observable-expand"
        }
        return "\(place): \(severity.rawValue): \(escapingControlCharacters(text))"
    }

    /// `messages` in `format`: one line each (`text`, `github`), or one JSON array.
    static func render(_ messages: [Message], as format: CommandLineOptions.DiagnosticsFormat) -> [String] {
        switch format {
        case .text: return messages.map(\.textForm)
        case .github: return messages.map(\.githubForm)
        case .json: return [jsonDocument(messages)]
        }
    }

    /// A GitHub Actions workflow command: `::error file=PATH,line=L,col=C,title=ID::TEXT`.
    var githubForm: String {
        let command: String
        switch severity {
        case .error: command = "error"
        case .warning: command = "warning"
        case .note: command = "notice"
        }
        var properties: [String] = []
        if let file { properties.append("file=" + Self.githubEscape(file, property: true)) }
        if let line { properties.append("line=\(line)") }
        if let column { properties.append("col=\(column)") }
        properties.append("title=" + Self.githubEscape(id, property: true))
        return "::\(command) \(properties.joined(separator: ","))::\(Self.githubEscape(text, property: false))"
    }

    /// GitHub's escaping: `%`, CR and LF always; `:` and `,` in properties too.
    static func githubEscape(_ text: String, property: Bool) -> String {
        var result = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            case ":" where property: result += "%3A"
            case "," where property: result += "%2C"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// All `messages` as one JSON array: each an object with the keys sorted (`column`, `file`,
    /// `id`, `line`, `message`, `severity`; `null` where a message has no place), indented by
    /// two spaces, as Foundation's `JSONSerialization` wrote it with `.prettyPrinted` and
    /// `.sortedKeys` (the form existing readers of the reports know).
    static func jsonDocument(_ messages: [Message]) -> String {
        if messages.isEmpty { return "[]" }
        var text = "[\n"
        for (k, message) in messages.enumerated() {
            text += "  {\n"
            text += "    \"column\" : \(message.column.map(String.init) ?? "null"),\n"
            text += "    \"file\" : \(message.file.map(jsonString) ?? "null"),\n"
            text += "    \"id\" : \(jsonString(message.id)),\n"
            text += "    \"line\" : \(message.line.map(String.init) ?? "null"),\n"
            text += "    \"message\" : \(jsonString(message.text)),\n"
            text += "    \"severity\" : \(jsonString(message.severity.rawValue))\n"
            text += k == messages.count - 1 ? "  }\n" : "  },\n"
        }
        return text + "]"
    }

    /// `value` as a JSON string literal, escaped as `JSONSerialization` escaped it: `"`, `\`
    /// and `/` with a backslash, `\b \f \n \r \t` by name, other controls below U+0020 as
    /// `\u00xx` (lowercase hex); everything else as it is (UTF-8).
    static func jsonString(_ value: String) -> String {
        var text = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "/": text += "\\/"
            case "\u{8}": text += "\\b"
            case "\u{C}": text += "\\f"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }
}
