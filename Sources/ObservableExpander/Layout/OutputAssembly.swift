import ObservableSyntax

/// The output stage: turns a plan into bytes. It splices the edits into the untouched source,
/// and, when source locations are on, writes the plan's location markers as `#sourceLocation`
/// directives, keeps removed lines' line breaks, puts a directive at the start of the file, and
/// drops the directives the compiler would reject (`SourceLocationDirectives.normalize`).
enum OutputAssembly {
    /// The output for `file` and `plan`; `sourceLocationPath` is the path the directives name
    /// (nil: no directives). `newline` is the file's line break.
    static func render(_ plan: ExpansionPlan, to file: SourceFile, sourceLocationPath: String?, newline: String) -> [UInt8] {
        let bytes = file.bytes
        guard let path = sourceLocationPath else {
            // Markers insert nothing without their directive: applied as they are.
            if plan.hasOnlyMarkers { return bytes }
            return ExpansionPlan.apply(plan.edits, order: plan.order, text: plan.text, to: bytes, writesMarkers: false)
        }
        // The bytes rendering adds (directives, blanked removals) go to a buffer of their own,
        // addressed past the end of the plan's text (`ExpansionPlan.apply(_:text:extra:to:)`):
        // appending them to a copy of the plan's text held the generated text twice at the
        // peak (about 300 MB of a 50 MB file's expansion).
        let base = plan.text.count
        var extra: [UInt8] = []
        let pathLiteral = SourceLocationDirectives.pathLiteral(path)
        let directiveStart = SourceLocationDirectives.directiveStart(pathLiteral: pathLiteral)
        // Every edit is one splice, a marker up to three: counted, so the array is made once.
        var rendered: [ExpansionPlan.Splice] = []
        rendered.reserveCapacity(plan.edits.reduce(1) { $0 + ($1.marker == nil ? 1 : 3) })
        if let start = fileStart(bytes) {
            let directive = base + extra.count
            SourceLocationDirectives.appendDirective(start: directiveStart, line: start.line, to: &extra)
            extra.append(contentsOf: newline.utf8)
            rendered.append(ExpansionPlan.Splice(range: start.offset ..< start.offset, text: directive ..< base + extra.count))
        }
        // The line table, read once (a `location(of:)` per marker took its lock each time).
        var lineStarts: [Int]?
        for edit in plan.edits {
            var splice = ExpansionPlan.Splice(range: edit.range, text: edit.text)
            if let marker = edit.marker {
                // The text before, the directive, and the text after: three insertions in a row
                // at the marker's offset (the output stage keeps their order).
                let at = edit.range.lowerBound ..< edit.range.lowerBound
                if !edit.text.isEmpty { rendered.append(ExpansionPlan.Splice(range: at, text: edit.text)) }
                let directive = base + extra.count
                switch marker.kind {
                case .generated: extra.append(contentsOf: SourceLocationDirectives.reset)
                case let .original(offset, plus):
                    if lineStarts == nil { lineStarts = file.lineStarts }
                    let line = Self.line(of: offset, lineStarts: lineStarts!) + plus
                    // The last of the file's own directives before the line decides how it is named.
                    if let control = plan.lineControls.last(where: { $0.line < line }), let literal = control.fileLiteral {
                        extra.append(contentsOf: SourceLocationDirectives.directive(fileLiteral: bytes[literal], line: control.firstLine + line - control.line - 1))
                    } else {
                        SourceLocationDirectives.appendDirective(start: directiveStart, line: line, to: &extra)
                    }
                }
                rendered.append(ExpansionPlan.Splice(range: at, text: directive ..< base + extra.count))
                splice = ExpansionPlan.Splice(range: at, text: marker.after)
                if splice.text.isEmpty { continue }
            } else if edit.keptLineBreak > 0 {
                splice.range = edit.range.lowerBound ..< edit.range.upperBound - edit.keptLineBreak
            } else if edit.blanksWhenMapped {
                let start = base + extra.count
                for byte in bytes[edit.range] { extra.append(byte == 0x09 || byte == 0x0A || byte == 0x0D ? byte : 0x20) }
                splice.text = start ..< base + extra.count
            }
            rendered.append(splice)
        }
        // Only the start directive: nothing to normalise (and the user's own directives stay).
        if plan.edits.isEmpty { return ExpansionPlan.apply(rendered, text: plan.text, extra: extra, to: bytes) }
        return SourceLocationDirectives.normalize(ExpansionPlan.apply(rendered, text: plan.text, extra: extra, to: bytes))
    }

    /// The 1-based line of byte `offset`, as `SourceFile.location(of:)` gives it, from the
    /// file's `lineStarts`.
    static func line(of offset: Int, lineStarts: [Int]) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low + 1
    }

    /// Where the first directive goes (a byte offset) and the 1-based line it names: after a
    /// byte-order mark, line 1; after a `#!` line, which must stay first, line 2 (nil when
    /// the `#!` line ends the file: no line follows it).
    static func fileStart(_ bytes: [UInt8]) -> (offset: Int, line: Int)? {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        guard bytes[start...].starts(with: [UInt8(ascii: "#"), UInt8(ascii: "!")]) else { return (start, 1) }
        var end = start
        while end < bytes.count && bytes[end] != 0x0A && bytes[end] != 0x0D { end += 1 }
        guard end < bytes.count else { return nil }
        if bytes[end] == 0x0D && end + 1 < bytes.count && bytes[end + 1] == 0x0A { end += 1 }
        return (end + 1, 2)
    }

    /// The file's line break, as its first one: LF, CRLF or CR.
    static func detectNewline(_ bytes: [UInt8]) -> String {
        guard let first = bytes.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return "\n" }
        if bytes[first] == 0x0A { return "\n" }
        return first + 1 < bytes.count && bytes[first + 1] == 0x0A ? "\r\n" : "\r"
    }
}
