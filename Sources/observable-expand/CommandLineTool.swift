import Dispatch
import Foundation
import ObservableExpander

/// The command-line front end: collects inputs, runs the library on each (in parallel where
/// that pays), writes or checks outputs, and prints diagnostics in input order. All effects
/// (files, streams, exit status) live here; the library is pure.
struct CommandLineTool {
    let options: CommandLineOptions

    /// What one job produced, kept until it is printed in input order.
    struct JobResult {
        var messages: [(toStandardError: Bool, text: String)] = []
        var failed = false
        var stdoutBytes: [UInt8]?
    }

    static func main(_ arguments: [String]) -> Int32 {
        let options: CommandLineOptions
        do {
            options = try CommandLineOptions.parse(arguments)
        } catch {
            printError("observable-expand: error: \(error.message)")
            printError("Run 'observable-expand --help' for usage.")
            return 64
        }
        if options.showHelp {
            print(CommandLineOptions.help)
            return 0
        }
        if options.showVersion {
            print("observable-expand \(CommandLineOptions.version)")
            return 0
        }
        return CommandLineTool(options: options).run()
    }

    static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    func run() -> Int32 {
        let jobs: [Job]
        do {
            jobs = try InputCollector.jobs(for: options)
        } catch {
            Self.printError(error.message)
            if error.status == 64 { Self.printError("Run 'observable-expand --help' for usage.") }
            return error.status
        }
        // Read and parse every input first: the classes of all files are needed so that a
        // class whose ancestor is observable in another file gets no second conformance.
        let count = jobs.count
        let sources = parallelMap(count) { k in read(jobs[k]).map(ParsedSource.init) }
        // Each file's part of the index in parallel (unannotated files are parsed for it only
        // in a run of several files: one file cannot be another's ancestor).
        let parts = parallelMap(count) { k -> ClassIndex in
            var part = ClassIndex()
            if case let .success(parsed) = sources[k], count > 1 || parsed.mayHoldAnnotation { part.add(parsed) }
            return part
        }
        var classes = ClassIndex()
        for part in parts { classes.formUnion(part) }
        let results = parallelMap(count) { k in process(jobs[k], sources[k], classes: classes) }
        var failed = false
        for result in results {
            for message in result.messages {
                if message.toStandardError { Self.printError(message.text) } else { FileHandle.standardOutput.write(Data(message.text.utf8)) }
            }
            if let bytes = result.stdoutBytes { FileHandle.standardOutput.write(Data(bytes)) }
            failed = failed || result.failed
        }
        return failed ? 1 : 0
    }

    struct ReadError: Error {
        var message: String
    }

    func read(_ job: Job) -> Result<SourceFile, ReadError> {
        if job.input == "-" {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            return .success(SourceFile(path: job.displayPath, bytes: [UInt8](data)))
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: job.input, isDirectory: &isDirectory), isDirectory.boolValue {
            return .failure(ReadError(message: "\(job.displayPath): error: is a folder, not a Swift file"))
        }
        let data: Data
        do {
            // A file handle also reads what is not a regular file (/dev/null, a pipe).
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: job.input))
            defer { try? handle.close() }
            data = try handle.readToEnd() ?? Data()
        } catch {
            return .failure(ReadError(message: "\(job.displayPath): error: cannot read file: \(Self.reason(error))"))
        }
        return .success(SourceFile(path: job.displayPath, bytes: [UInt8](data)))
    }

    /// Runs `body` for 0..<count on up to `--jobs` threads; results keep their order.
    func parallelMap<T>(_ count: Int, _ body: @escaping (Int) -> T) -> [T] {
        ParallelMap.run(count, workers: options.jobs ?? ProcessInfo.processInfo.activeProcessorCount, body)
    }

    func process(_ job: Job, _ source: Result<ParsedSource, ReadError>, classes: ClassIndex) -> JobResult {
        var result = JobResult()
        let parsed: ParsedSource
        switch source {
        case let .failure(error):
            result.messages.append((true, error.message))
            result.failed = true
            return result
        case let .success(read):
            parsed = read
        }
        let file = parsed.file
        if GeneratedHeader.isPresent(in: file.bytes) {
            // Expanding an expansion would track the backing stores themselves.
            result.messages.append((true, "\(file.path):1:1: error: this file was generated by observable-expand; expand its source instead"))
            result.failed = true
            return result
        }
        let expansion = Expander.expand(parsed, classes: classes, options: expansionOptions(for: job))
        if options.explain {
            // Only the decisions and the diagnostics, in source order; nothing is written.
            let all = (expansion.diagnostics + expansion.notes).enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }.map(\.element)
            for diagnostic in all { result.messages.append((true, diagnostic.formatted(in: file))) }
            result.failed = expansion.output == nil
            return result
        }
        let shown = expansion.diagnostics.filter { !(options.quiet && $0.severity != .error) }
        for diagnostic in shown.prefix(Self.diagnosticLimit) {
            result.messages.append((true, diagnostic.formatted(in: file)))
        }
        if shown.count > Self.diagnosticLimit {
            // A binary or badly broken file would otherwise bury every other message.
            result.messages.append((true, "\(file.path): note: \(shown.count - Self.diagnosticLimit) more diagnostics not shown"))
        }
        guard var output = expansion.output else {
            result.failed = true
            return result
        }
        guard let outputPath = job.output else {
            result.stdoutBytes = output
            return result
        }
        output = GeneratedHeader.adding(to: output, sourcePath: job.displayPath)
        if options.check {
            let existing = FileOutput.existingBytes(at: outputPath)
            if existing != output {
                result.failed = true
                let state = existing == nil ? "is missing" : "is out of date"
                result.messages.append((true, "\(outputPath): error: '\(outputPath)' \(state); run observable-expand without '--check' to regenerate it"))
                let diff = UnifiedDiff.make(old: String(decoding: existing ?? [], as: UTF8.self), new: String(decoding: output, as: UTF8.self),
                                            oldName: outputPath, newName: outputPath + " (expected)")
                result.messages.append((false, diff))
            } else if options.verbose {
                result.messages.append((true, "\(outputPath): up to date"))
            }
            return result
        }
        if options.dryRun {
            if FileOutput.existingBytes(at: outputPath) != output {
                result.messages.append((false, "would write \(outputPath)\n"))
            } else if options.verbose {
                result.messages.append((false, "unchanged \(outputPath)\n"))
            }
            return result
        }
        do {
            switch try FileOutput.write(output, to: outputPath) {
            case .written:
                if options.verbose { result.messages.append((true, "wrote \(outputPath) (\(expansion.expandedClassCount) classes expanded from \(job.displayPath))")) }
            case .unchanged:
                if options.verbose { result.messages.append((true, "unchanged \(outputPath)")) }
            }
        } catch {
            result.failed = true
            result.messages.append((true, "\(outputPath): error: cannot write file: \(Self.reason(error))"))
        }
        return result
    }

    static func reason(_ error: Error) -> String {
        if let failure = error as? FileOutput.POSIXFailure { return failure.description }
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, let posix = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(posix.rawValue))
        }
        return nsError.localizedDescription
    }

    /// At most this many diagnostics are printed per file.
    static let diagnosticLimit = 50

    func expansionOptions(for job: Job) -> ExpansionOptions {
        switch options.sourceLocation {
        case .none:
            return ExpansionOptions(explain: options.explain)
        case .relative:
            return ExpansionOptions(sourceLocationPath: job.displayPath, explain: options.explain)
        case .absolute:
            let absolute = job.input == "-" ? job.displayPath : URL(fileURLWithPath: job.input).standardizedFileURL.path
            return ExpansionOptions(sourceLocationPath: absolute, explain: options.explain)
        }
    }
}
