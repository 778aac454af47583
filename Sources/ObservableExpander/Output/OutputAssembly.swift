/// The output stage: turns a plan into bytes. It splices the edits into the untouched source,
/// and, when source locations are on, writes the plan's location markers as `#sourceLocation`
/// directives, keeps removed lines' line breaks, puts a directive at the start of the file, and
/// drops the directives the compiler would reject (`SourceLocationDirectives.normalize`).
enum OutputAssembly {
    /// The output for `bytes` and `edits`; `sourceLocationPath` is the path the directives name
    /// (nil: no directives). `newline` is the file's line break.
    static func render(_ edits: [Edit], to bytes: [UInt8], sourceLocationPath: String?, newline: String) -> [UInt8] {
        guard let path = sourceLocationPath else {
            // Markers insert nothing without their directive: applied as they are.
            return edits.allSatisfy({ $0.directive != nil }) ? bytes : Edit.apply(edits, to: bytes)
        }
        var rendered: [Edit] = []
        rendered.reserveCapacity(edits.count + 1)
        if let start = fileStart(bytes) {
            rendered.append(.insert(SourceLocationDirectives.directive(path: path, line: 1) + newline, at: start))
        }
        for var edit in edits {
            if let marker = edit.directive {
                let directive: String
                switch marker.kind {
                case .generated: directive = SourceLocationDirectives.resetText
                case let .original(line): directive = SourceLocationDirectives.directive(path: path, line: line)
                }
                edit = .insert(marker.before + directive + marker.after, at: edit.range.lowerBound)
            } else if edit.keptLineBreak > 0 {
                edit.range = edit.range.lowerBound ..< edit.range.upperBound - edit.keptLineBreak
            }
            rendered.append(edit)
        }
        // Only the start directive: nothing to normalise (and the user's own directives stay).
        if edits.isEmpty { return Edit.apply(rendered, to: bytes) }
        return SourceLocationDirectives.normalize(Edit.apply(rendered, to: bytes))
    }

    /// Where the first directive goes: after a byte-order mark; nil before a `#!` line, which
    /// must stay first.
    static func fileStart(_ bytes: [UInt8]) -> Int? {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        return bytes[start...].starts(with: [UInt8(ascii: "#"), UInt8(ascii: "!")]) ? nil : start
    }

    /// The file's line break, as its first one: LF, CRLF or CR.
    static func detectNewline(_ bytes: [UInt8]) -> String {
        guard let first = bytes.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return "\n" }
        if bytes[first] == 0x0A { return "\n" }
        return first + 1 < bytes.count && bytes[first + 1] == 0x0A ? "\r\n" : "\r"
    }
}
