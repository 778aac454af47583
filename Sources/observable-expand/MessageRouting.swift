/// Which stream carries what, as README's "Streams" section says:
///
/// - when standard output carries Swift code (an expansion or a migration printed there), every
///   message goes to standard error, in the chosen format;
/// - otherwise (writing files, `--check`, `--dry-run`, `--explain`) standard output carries the
///   run's report: in the text format its notes (`--explain`'s decisions, `--verbose`'s
///   progress, `migrate`'s report) go there, after any diff or list, while errors and warnings
///   (and the count of those not shown) stay on standard error;
///   the `json` and `github` formats put every message there (and a `--check` diff or a
///   `--dry-run` list then goes to standard error in the `json` format, so that standard output
///   is one JSON document);
/// - `--diagnostics-file PATH` writes every message in the chosen format to PATH, and the
///   streams then carry what the text format would;
/// - a closed pipe on either stream (`| head`) ends the run at once and quietly, as SIGPIPE
///   ends other tools (status 141 in a shell): the reader has gone.
struct MessageRouting {
    var format: CommandLineOptions.DiagnosticsFormat
    /// Whether standard output carries Swift code (or a migration's code) in this run.
    var codeOnStandardOutput: Bool
    /// `--diagnostics-file`'s path.
    var diagnosticsFile: String?

    /// What writing the messages and the payload came to.
    struct Outcome {
        /// A message could not be written (or the diagnostics file): the run fails.
        var failure: Message?
        /// A note meant for standard output could not be written (`--explain`'s output).
        var lostReport = false
    }

    /// Writes `messages` and `payload` (what goes to standard output besides messages: code,
    /// a diff, a list) to where they belong. An EPIPE on either stream ends the process.
    func emit(_ messages: [Message], payload: [[UInt8]], streams: StandardStreams) -> Outcome {
        var outcome = Outcome()
        if let diagnosticsFile {
            let rendered = Message.render(messages, as: format).map { $0 + "\n" }.joined()
            outcome.failure = Self.writeReport(Array(rendered.utf8), to: diagnosticsFile)
        }
        // The report that could not be written is said on standard error, with the rest.
        let messages = messages + (outcome.failure.map { [$0] } ?? [])
        let streamFormat = diagnosticsFile == nil ? format : .text
        /// nil, or the `errno` of a failed write; an EPIPE ends the process.
        func write(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
            guard let failure = streams.write(bytes, to: descriptor) else { return nil }
            if failure == EPIPE { Self.endForBrokenPipe() }
            return failure
        }
        func writeLines(_ lines: [String], to descriptor: Int32) -> Int32? {
            for line in lines { if let failure = write(Array((line + "\n").utf8), to: descriptor) { return failure } }
            return nil
        }
        func writePayload(to descriptor: Int32) -> Int32? {
            for part in payload where !part.isEmpty { if let failure = write(part, to: descriptor) { return failure } }
            return nil
        }
        var outputFailure: Int32?
        switch (codeOnStandardOutput, streamFormat) {
        case (true, .json):
            // The code first, so that a failure to write it is in the one document.
            outputFailure = writePayload(to: 1)
            let all = messages + (outputFailure.map { [CommandLineTool.standardOutputFailure($0)] } ?? [])
            _ = writeLines(Message.render(all, as: .json), to: 2)
        case (true, _):
            _ = writeLines(Message.render(messages, as: streamFormat), to: 2)
            outputFailure = writePayload(to: 1)
        case (false, .json):
            // Standard output is one JSON document; a diff or a list goes beside it.
            _ = writePayload(to: 2)
            outputFailure = writeLines(Message.render(messages, as: .json), to: 1)
            outcome.lostReport = outputFailure != nil
        case (false, .github):
            outputFailure = writeLines(Message.render(messages, as: .github), to: 1)
            outcome.lostReport = outputFailure != nil
            if outputFailure == nil { outputFailure = writePayload(to: 1) }
        case (false, .text):
            // A count of diagnostics not shown belongs with them.
            let isReport = { (message: Message) in message.severity == .note && message.id != ToolDiagnostic.moreDiagnostics.id }
            // The diff or list first, so that the report's closing line ends the output; then
            // each message, in order, to its stream, so that a terminal shows them in order.
            outputFailure = writePayload(to: 1)
            for message in messages where outputFailure == nil || !isReport(message) {
                let line = Array((message.textForm + "\n").utf8)
                if isReport(message) {
                    outputFailure = write(line, to: 1)
                    if outputFailure != nil { outcome.lostReport = true }
                } else {
                    _ = write(line, to: 2)
                }
            }
        }
        if let outputFailure {
            let failure = CommandLineTool.standardOutputFailure(outputFailure)
            if !(codeOnStandardOutput && streamFormat == .json) {
                // Said on standard error: standard output is what failed.
                _ = writeLines(Message.render([failure], as: streamFormat), to: 2)
            }
            outcome.failure = outcome.failure ?? failure
        }
        return outcome
    }

    /// Whether `bytes` (an existing file) are empty or a report this tool writes: a JSON array of
    /// its messages, GitHub annotations, or lines of its text format.
    static func isReport(_ bytes: [UInt8]) -> Bool {
        let text = PlainText.trimming(String(decoding: bytes.prefix(1 << 16), as: UTF8.self), PlainText.isWhitespaceOrNewline)
        if text.isEmpty || text == "[]" { return true }
        if text.hasPrefix("[") { return text.contains("\"severity\" : ") && text.contains("\"id\" : ") }
        let first = text.prefix { $0 != "\n" }
        if first.hasPrefix("::error ") || first.hasPrefix("::warning ") || first.hasPrefix("::notice ") { return true }
        return [": error: ", ": warning: ", ": note: "].contains { first.contains($0) }
            || ["wrote ", "unchanged ", "removed "].contains { first.hasPrefix($0) }
    }

    /// Ends the process as SIGPIPE would: the reader of a pipe has gone, so nothing more can
    /// be said and nothing is wrong with the input. No output file is in flight here (messages
    /// are printed after every write), and a killed run's temporary files are removed by the next.
    static func endForBrokenPipe() -> Never {
        signal(SIGPIPE, SIG_DFL)
        raise(SIGPIPE)
        exit(128 + SIGPIPE)
    }

    /// Writes a `--diagnostics-file` report through a temporary file and a rename; nil, or
    /// the error. A `.swift` path in any letter case, also through a link, is refused (a slip
    /// of the keyboard would replace a source), and so is anything that is not a regular file
    /// or a new path, and an existing file that is not empty and not a report of this tool
    /// (an input, a context file, notes): the report never replaces a file the tool did not write.
    static func writeReport(_ bytes: [UInt8], to path: String) -> Message? {
        if let refusal = reportRefusal(for: path) { return refusal }
        do {
            _ = try FileOutput.write(bytes, to: path, replacingAnyFile: true, temporaryFiles: TemporaryFiles())
            return nil
        } catch {
            return Message(file: path, .error, .cannotWrite, "cannot write file: \(CommandLineTool.reason(error))")
        }
    }

    /// Why `writeReport` would refuse `path` (see there), or nil: asked before a run does any
    /// work too, so that a refused report stops it before code goes to standard output or a
    /// file is written (it said "nothing was written" after the expansion was printed).
    static func reportRefusal(for path: String) -> Message? {
        let resolved = FileOutput.writeTarget(for: path)
        if path.lowercased().hasSuffix(".swift") || resolved.lowercased().hasSuffix(".swift") {
            return Message(file: path, .error, .outputNotRegular, "'--diagnostics-file' will not write a '.swift' file; nothing was written")
        }
        let kind = FileOutput.kind(of: path)
        if FileOutput.leadsToDescriptor(path) || kind != .missing && kind != .regular {
            return Message(file: path, .error, .outputNotRegular, "'\(path)' is not a regular file; '--diagnostics-file' writes a report file, nothing was written")
        }
        if let refusal = FileOutput.refusal(for: path) { return Message(file: path, .error, .outputNotRegular, refusal) }
        if let head = FileOutput.existingBytes(at: resolved), !isReport(head) {
            return Message(file: path, line: 1, column: 1, .error, .outputNotGenerated,
                           "'\(path)' is not a report of observable-expand, so '--diagnostics-file' does not replace it; nothing was written")
        }
        return nil
    }
}
