import Dispatch
import ObservableExpander

/// The command-line front end: collects inputs, runs the library on each (in parallel where
/// that pays), writes or checks outputs, and prints diagnostics in input order. All effects
/// (files, streams, signals, exit status) live here; the library is pure.
struct CommandLineTool {
    let options: CommandLineOptions
    /// What the run does with each expansion, chosen once from `options`.
    let mode: ExpansionMode
    let streams: StandardStreams
    let temporaryFiles = TemporaryFiles()
    /// Which stream carries what (`migrate` sets its own).
    var routing: MessageRouting
    /// Whether the command reads standard input (`-`), which a refusal of a named FIFO then
    /// offers instead (`migrate` does not).
    var readsStandardInput = true

    init(options: CommandLineOptions, streams: StandardStreams) {
        self.options = options
        mode = ExpansionMode(options)
        self.streams = streams
        routing = MessageRouting(format: options.diagnosticsFormat, codeOnStandardOutput: mode == .print, diagnosticsFile: options.diagnosticsFile)
    }

    /// What one job produced, kept until it is printed in input order.
    struct JobResult {
        var messages: [Message] = []
        var failed = false
        /// What goes to standard output: the expansion, a diff, `would write …` lines.
        var standardOutput: [UInt8] = []
        /// What the output file holds now, for the expansion cache: set only when it holds
        /// this run's expansion and that expansion had no diagnostic.
        var cacheEntry: ExpansionCache.Entry?
    }

    static func main(_ arguments: [String]) -> Int32 {
        let streams = StandardStreams.prepare()
        let options: CommandLineOptions
        do {
            options = try CommandLineOptions.parse(arguments)
        } catch {
            // The options are not known, but the format asked for is still honoured.
            let format = CommandLineOptions.requestedDiagnosticsFormat(arguments)
            let usage = Message(file: nil, .error, .usageError, error.message)
            if let file = CommandLineOptions.requestedDiagnosticsFile(arguments) {
                let rendered = Message.render([usage], as: format).map { $0 + "\n" }.joined()
                if let failure = MessageRouting.writeReport(Array(rendered.utf8), to: file) { print([failure], .text, streams) }
            }
            print([usage], format, streams, usageHint: usageHint)
            return 64
        }
        if options.showHelp || options.showVersion {
            let text = options.showHelp ? CommandLineOptions.help : "observable-expand \(CommandLineOptions.version)"
            guard let failure = streams.write(Array((text + "\n").utf8), to: 1) else { return 0 }
            if failure == EPIPE { MessageRouting.endForBrokenPipe() }
            print([standardOutputFailure(failure)], options.diagnosticsFormat, streams)
            return 1
        }
        TemporaryFiles.removeOnInterrupt()
        return CommandLineTool(options: options, streams: streams).run(endingProcess: true)
    }

    /// The one-line error for a failed write to standard output (`errno` `failure`).
    static func standardOutputFailure(_ failure: Int32) -> Message {
        Message(file: nil, .error, .cannotWrite, "cannot write to standard output: \(ErrorNumber(code: failure))")
    }

    /// The line after a usage error in the text format.
    static let usageHint = "Run 'observable-expand --help' for usage."

    /// Prints `messages` to standard error in `format`; in the text format, a usage error is
    /// followed by `usageHint` (the hint to `--help`). Returns whether writing failed.
    @discardableResult
    static func print(_ messages: [Message], _ format: CommandLineOptions.DiagnosticsFormat, _ streams: StandardStreams, usageHint: String? = nil) -> Bool {
        var lines = Message.render(messages, as: format)
        if let usageHint, format == .text { lines.append(usageHint) }
        for line in lines {
            if streams.write(Array((line + "\n").utf8), to: 2) != nil { return true }
        }
        return false
    }

    /// Runs the expansion and returns the exit status. With `endingProcess` (the process's own
    /// run, from `main`), a run that got as far as expanding exits the process itself once
    /// everything is written: its structures (the inputs' trees, the standard library's index)
    /// are then left to the system, not freed one by one (about a fifth of a one-file run's
    /// instructions). Every write is a `write(2)` already made, so nothing buffered is lost.
    func run(endingProcess: Bool = false) -> Int32 {
        // A report file that would be refused stops the run before any work (the refusal is
        // said where messages go when there is no report file).
        if let path = options.diagnosticsFile, MessageRouting.reportRefusal(for: path) != nil {
            return finish([], [], failed: true)
        }
        // Asked once: each call builds the whole dictionary again.
        let environment = ProcessEnvironment.current()
        let collection: InputCollector.Collection
        do {
            collection = try InputCollector.collect(options, environment: environment)
        } catch {
            if error.status == 64 {
                Self.print(error.messages, options.diagnosticsFormat, streams, usageHint: Self.usageHint)
            } else {
                _ = routing.emit(error.messages, payload: [], streams: streams)
            }
            return error.status
        }
        let jobs = collection.jobs
        var runMessages = collection.messages
        var failed = collection.failed
        // Outputs that are devices, FIFOs or sockets are refused before anything is read.
        var refused = false
        for job in jobs {
            if let output = job.output, let refusal = FileOutput.refusal(for: output, leaf: job.outputLeaf) {
                runMessages.append(Message(file: output, .error, .outputNotRegular, refusal))
                refused = true
            }
        }
        if routing.codeOnStandardOutput, let input = Self.inputAtStandardOutput(jobs.map(\.input)) {
            // `observable-expand M.swift >> M.swift` would append the expansion to its source.
            runMessages.append(Message(file: input, .error, .outputNotGenerated, "standard output is the input '\(input)' itself; nothing was written (use '-o' for another file)"))
            refused = true
        }
        if refused { return finish(runMessages, [], failed: true) }
        if tidyOutputFolders(collection, into: &runMessages) { failed = true }

        // Each file is read, expanded and written by one worker, so that only the files in
        // flight are in memory. What a file needs of the others comes from two places: the
        // extensions that add `Observable` (a first pass that only scans bytes, and parses just
        // the files where the name appears), and the declaration index, built from every file
        // and the context only when a rule asks for it (a superclass, an inferred type).
        let count = jobs.count
        let reader = InputReader(tool: self, jobs: jobs)
        let contextFiles = ContextInputs.files(for: options, inputs: jobs.map(\.input), skipped: &runMessages)
        // Asked once, and not at all for one file (it reads the cgroup files each time).
        let workers = count + contextFiles.count <= 1 ? 1 : options.jobs ?? ProcessInfo.processInfo.activeProcessorCount
        // One file without context has only its own extensions, read by its job.
        let needsExtensionNames = count > 1 || !contextFiles.isEmpty
        // A cache folder among the sources or outputs is not used (nor made): its files would be checked in.
        let misplacedCache = options.noCache ? nil : cacheInsideProjectFolder(collection, environment: environment)
        if let misplacedCache, mode != .explain { runMessages.append(misplacedCache) }
        // The standard library's index is saved there too (also for standard output and `--explain`).
        let indexCacheFolder = options.noCache || misplacedCache != nil ? nil : ExpansionCache.folder(options: options, environment: environment)
        let storedFile = misplacedCache == nil ? ExpansionCache.locate(options: options, jobs: jobs, environment: environment) : nil
        let mayCache = storedFile != nil
        // A run whose every output has an entry in the cache file is probably a rerun that
        // skips every job: the extensions, which only an expanded job needs, are then found
        // when (and if) one is.
        let namesUpFront = needsExtensionNames && !(storedFile?.covers(jobs) ?? false)
        // Each file is read, expanded and written by one worker, so that only the files in
        // flight are in memory; the library's run reads them through `files` (the first pass,
        // the declaration index built on first use, each file's expansion).
        // Looked for once (the cache's run key and the index both need them), with the run's environment.
        let interfaces = RunInterfaces(sdk: options.sdk, environment: environment)
        let files = RunFiles(reader: reader, contextFiles: contextFiles, workers: workers, options: options,
                             indexCacheFolder: indexCacheFolder, recordsFirstPass: mayCache && namesUpFront, interfaces: interfaces)
        let expansionRun = ExpansionRun(inputs: count, context: contextFiles.count, extensionsUpFront: namesUpFront, access: files)
        var seen: [ExpansionCache.Seen?] = []
        var imports: Set<String> = []
        if mayCache && namesUpFront {
            // The run's first pass noted them.
            seen = files.seen
            imports = files.imports
        } else if mayCache {
            // For the cache's run key only: what each input and context file holds (its
            // identity taken before it is read), and with `--sdk` the modules the inputs import.
            let firstPass = parallelMap(count + contextFiles.count, workers: workers) { k -> FirstPassRecord in
                let path = k < count ? jobs[k].input : contextFiles[k - count]
                if k < count && options.sdk == nil {
                    // Only the digest: the bytes, without a `SourceFile` (and its line table).
                    let read = reader.bytesAndIdentity(k)
                    return FirstPassRecord(seen: read.bytes.map { ExpansionCache.Seen(digest: ContentDigest($0), identity: read.identity) })
                }
                let file: SourceFile?, identity: FileIdentity?
                if k < count {
                    let read = reader.sourceAndIdentity(k, identity: true)
                    (file, identity) = (try? read.source.get(), read.identity)
                } else {
                    identity = FileIdentity(of: path)
                    file = ContextInputs.read(path)
                }
                guard let file else { return FirstPassRecord() }
                return FirstPassRecord(seen: ExpansionCache.Seen(digest: ContentDigest(file.bytes), identity: identity),
                                       imports: k < count && options.sdk != nil ? DeclarationIndex.importedModules(in: file) : [])
            }
            seen = firstPass.map(\.seen)
            imports = firstPass.reduce(into: Set<String>()) { $0.formUnion($1.imports) }
        }
        let cache = storedFile.flatMap {
            ExpansionCache.open($0, options: options, jobs: jobs, inputs: seen.prefix(count), contextFiles: contextFiles,
                               context: seen.dropFirst(count), importedModules: { imports }, defaultInterfaces: { interfaces.paths })
        }
        // Only the run key needed them: not kept for the whole run (80 bytes a file).
        seen = []
        let frontend = ExpansionFrontend(tool: self, mode: mode)
        let results = parallelMap(count, workers: workers) { k in
            if let cache, let output = jobs[k].output,
               let entry = cache.freshEntry(for: output, leaf: jobs[k].outputLeaf, identity: jobs[k].outputIdentity, trustingIdentity: mode != .check) {
                return frontend.upToDate(output, entry)
            }
            return frontend.process(jobs[k], expansionRun.expand(k, options: expansionOptions(for: jobs[k])), recordsCache: cache != nil,
                                    expandAgain: { expansionRun.expand(k, options: $0) })
        }
        if let cache {
            // Each output is one job's (the collection refuses two jobs of one output).
            var entries: [(path: String, entry: ExpansionCache.Entry)] = []
            entries.reserveCapacity(jobs.count)
            // By index: `zip`'s optional (job, result) pairs were destroyed by the runtime's
            // generic code, its tuple type looked up each time (about 1,000 instructions a job).
            for k in jobs.indices {
                if let output = jobs[k].output, let entry = results[k].cacheEntry { entries.append((output, entry)) }
            }
            cache.store(entries)
        }
        let status = finish(runMessages, results, failed: failed)
        if endingProcess { exit(status) }
        return status
    }

    /// Reads the inputs of a run: regular files each time they are asked for (by the first
    /// pass, the index and the job), so that only the files in flight are in memory; standard
    /// input and anything else that can be read only once (a pipe such as `<(cmd)`, a device)
    /// once, up front.
    struct InputReader: @unchecked Sendable {
        // Safety: the tool's state is read-only during a run; the read-once inputs are read
        // before any worker starts.
        let tool: CommandLineTool
        let jobs: [Job]
        let readOnce: [Int: Result<SourceFile, Message>]

        init(tool: CommandLineTool, jobs: [Job]) {
            self.tool = tool
            self.jobs = jobs
            var readOnce: [Int: Result<SourceFile, Message>] = [:]
            // A regular file when collected is opened (and checked) when read.
            for (k, job) in jobs.enumerated() where job.input == "-" || (!job.inputIsRegularFile && FileOutput.kind(of: job.input) != .regular) {
                readOnce[k] = tool.read(job)
            }
            self.readOnce = readOnce
        }

        func source(_ k: Int) -> Result<SourceFile, Message> {
            sourceAndIdentity(k, identity: false).source
        }

        /// The bytes of job k's input (nil when it cannot be read) and the identity of its file
        /// taken before they were read (nil for standard input): `sourceAndIdentity` without a
        /// `SourceFile`, for a pass that only digests.
        func bytesAndIdentity(_ k: Int) -> InputBytes {
            if readOnce[k] == nil, let contents = FileOutput.existingContents(at: jobs[k].input) {
                return InputBytes(bytes: contents.bytes, identity: FileIdentity(contents.info))
            }
            let read = sourceAndIdentity(k, identity: true)
            return InputBytes(bytes: try? read.source.get().bytes, identity: read.identity)
        }

        /// What `bytesAndIdentity` gives (a struct, not a tuple: see `FirstPassRecord`).
        struct InputBytes {
            var bytes: [UInt8]?
            var identity: FileIdentity?
        }

        /// `source(k)` and, with `identity`, the identity of the input file taken before its
        /// bytes were read (from the `fstat` of the open file; nil for standard input).
        func sourceAndIdentity(_ k: Int, identity: Bool) -> (source: Result<SourceFile, Message>, identity: FileIdentity?) {
            let job = jobs[k]
            if let once = readOnce[k] { return (once, identity && job.input != "-" ? FileIdentity(of: job.input) : nil) }
            // A regular file when the run started.
            let read = tool.readRegularInput(job)
            return (read.source, identity ? read.info.map(FileIdentity.init) : nil)
        }
    }

    /// What a `--check` message tells the user to run to bring an output up to date: the
    /// `--regenerate-command` in quotes, else `fallback` (a run of this tool).
    func regenerateAdvice(default fallback: String) -> String {
        options.regenerateCommand.map { "'\($0)'" } ?? fallback
    }

    /// Removes (or with `--check` reports) leftover temporary files, and with `--prune` removes
    /// (with `--check` reports, else warns about) orphaned outputs. Returns whether that failed.
    /// When an input could not be read completely, no output is taken for an orphan: its
    /// source may be in what could not be read.
    /// An input folder with no Swift file (`collection.emptyInputFolders`, only in a `--prune` or
    /// `--check` run) is an error unless orphaned outputs were found to prune or report.
    func tidyOutputFolders(_ collection: InputCollector.Collection, into messages: inout [Message]) -> Bool {
        var foundOrphan = false
        var failed = tidyOutputFolders(collection, into: &messages, foundOrphan: &foundOrphan)
        if !collection.emptyInputFolders.isEmpty && !foundOrphan {
            messages += collection.emptyInputFolders
            failed = true
        }
        return failed
    }

    private func tidyOutputFolders(_ collection: InputCollector.Collection, into messages: inout [Message], foundOrphan: inout Bool) -> Bool {
        var failed = false
        let scan = collection.outputFolder.flatMap { FileOutput.kind(of: $0) == .folder ? OutputFolderHygiene.scan($0) : nil }
        if let scan, !scan.messages.isEmpty {
            messages += scan.messages
            if scan.messages.contains(where: { $0.severity == .error }) { failed = true }
        }
        // An output folder that is not there holds no folder to look in: each job's folder
        // below it cost a failing `opendir` (500 on a fresh run over 1,544 files of real code).
        let absent = scan == nil && collection.outputFolder.map(OutputFolderHygiene.isAbsent) == true
        for leftover in absent ? [] : OutputFolderHygiene.leftovers(for: collection.jobs, scan: scan) {
            if mode == .check {
                messages.append(Message(file: leftover, .error, .leftoverTemporaryFile,
                                        "temporary file left by an interrupted run; run \(regenerateAdvice(default: "observable-expand without '--check'")) to remove it"))
                failed = true
            } else if mode != .dryRun {
                unlink(leftover)
                if options.verbose { messages.append(.progress(leftover, .leftoverTemporaryFile, "removed \(leftover), a temporary file left by an interrupted run")) }
            }
        }
        guard let scan else { return failed }
        if let outputFolder = collection.outputFolder, !options.quiet {
            for source in OutputFolderHygiene.sourcesLeftOut(in: scan, outputFolder: outputFolder, inputFolders: collection.inputFolders, jobs: collection.jobs) {
                messages.append(Message(file: source, .warning, .sourceInOutputFolder,
                                        "is in the output folder '\(outputFolder)', whose files are not read as inputs; it is not expanded (move it out, or write to another folder)"))
            }
        }
        if collection.incomplete {
            if options.prune {
                messages.append(Message(file: nil, .note, .pruneSkipped, "'--prune' deleted nothing: an input folder could not be read completely, so outputs whose source seems gone may not be orphans"))
            } else if mode == .check {
                messages.append(Message(file: nil, .note, .pruneSkipped, "'--check' did not look for orphaned outputs: an input folder could not be read completely"))
            }
            return failed
        }
        for orphan in OutputFolderHygiene.orphans(in: scan, inputFolders: collection.inputFolders, jobs: collection.jobs) {
            foundOrphan = true
            let path = orphan.path
            if mode == .check {
                messages.append(Message(file: path, .error, .orphanedOutput, "\(orphan.reason); run \(regenerateAdvice(default: "observable-expand with '--prune'")) to delete it"))
                failed = true
            } else if options.prune {
                if unlink(path) == 0 {
                    let why = orphan.nowWrittenTo.map { "its source's output is now \($0)" } ?? (orphan.sourceExists ? "its source is left out" : "its source is gone")
                    messages.append(.progress(path, .orphanedOutput, "removed \(path): \(why)"))
                } else {
                    messages.append(Message(file: path, .error, .cannotWrite, "cannot remove '\(path)': \(ErrorNumber(code: errno))"))
                    failed = true
                }
            } else if !options.quiet {
                messages.append(Message(file: path, .warning, .orphanedOutput, "\(orphan.reason); '--prune' deletes it"))
            }
        }
        return failed
    }

    /// The input among `inputs` that standard output is (the same file: a shell redirected
    /// `>>` or `1<>` into it), or nil. Only a regular file can be one.
    static func inputAtStandardOutput(_ inputs: [String]) -> String? {
        var output = stat()
        guard fstat(1, &output) == 0, output.st_mode & S_IFMT == S_IFREG else { return nil }
        for input in inputs where input != "-" {
            var info = stat()
            if stat(input, &info) == 0, info.st_dev == output.st_dev, info.st_ino == output.st_ino { return input }
        }
        return nil
    }

    /// A warning when the expansion cache's folder lies inside an input or output folder of
    /// the run (`--cache-path Src/.cache`, or `$XDG_CACHE_HOME` there): its files would be left
    /// among the sources or outputs, and checked in with them.
    func cacheInsideProjectFolder(_ collection: InputCollector.Collection, environment: [String: String]) -> Message? {
        guard let folder = ExpansionCache.folder(options: options, environment: environment) else { return nil }
        let resolver = PathResolver()
        let cache = resolver.canonical(folder) + "/"
        let project = collection.inputFolders.map { ("input", $0) } + (collection.outputFolder.map { [("output", $0)] } ?? [])
        for (role, path) in project {
            let prefix = resolver.canonical(path)
            guard cache.hasPrefix(prefix.hasSuffix("/") ? prefix : prefix + "/") else { continue }
            return Message(file: folder, .warning, .cacheInProjectFolder,
                           "the expansion cache folder is inside the \(role) folder '\(path)', where its files would sit among the \(role == "input" ? "sources" : "outputs"); it is not used in this run: give '--cache-path' a folder outside the project")
        }
        return nil
    }

    /// Prints everything in input order, in the chosen format and to the streams
    /// `routing` says, and returns the exit status.
    func finish(_ runMessages: [Message], _ results: [JobResult], failed: Bool) -> Int32 {
        var failed = failed || results.contains { $0.failed }
        var messages = runMessages
        for result in results { messages += result.messages }
        messages = messages.filter { !(options.quiet && $0.severity != .error) }
        let outcome = routing.emit(messages, payload: results.map(\.standardOutput), streams: streams)
        if outcome.failure != nil { failed = true }
        // With `--explain` the notes are the output: losing them is a failure.
        if outcome.lostReport && mode == .explain { failed = true }
        return failed ? 1 : 0
    }

    /// Reads `job`'s input, a regular file when the run collected it: opened without blocking
    /// and judged once open, so that a FIFO, socket or device put there during the run is
    /// refused, never waited on (opening a FIFO with no writer, or reading a device, would not
    /// return). Gives what `fstat(2)` said of the file it read.
    func readRegularInput(_ job: Job) -> (source: Result<SourceFile, Message>, info: stat?) {
        let failure: String
        switch FileOutput.readRegular(at: job.input) {
        case let .contents(bytes, info):
            return (.success(SourceFile(path: job.displayPath, bytes: bytes)), info)
        case .notRegular(.folder):
            failure = "is a folder, not a Swift file"
        case let .notRegular(.special(what)):
            failure = "was a regular file when the run began and is \(what) now; it was not read"
        case .notRegular:
            failure = "cannot read file: it is no longer a regular file"
        case let .failure(code):
            failure = "cannot read file: \(ErrorNumber(code: code))"
        }
        return (.failure(Message(file: job.displayPath, .error, .cannotRead, failure)), nil)
    }

    func read(_ job: Job) -> Result<SourceFile, Message> {
        if job.inputIsRegularFile { return readRegularInput(job).source }
        if job.input == "-" {
            switch streams.readStandardInput() {
            case let .success(bytes): return .success(SourceFile(path: job.displayPath, bytes: bytes))
            case let .failure(error): return .failure(Message(file: job.displayPath, .error, .cannotRead, "cannot read standard input: \(error)"))
            }
        }
        let kind = FileOutput.kind(of: job.input)
        if kind == .folder {
            return .failure(Message(file: job.displayPath, .error, .cannotRead, "is a folder, not a Swift file"))
        }
        if case let .special(what) = kind, let refusal = Self.refusal(ofSpecial: what, at: job.input, offeringStandardInput: readsStandardInput) {
            return .failure(Message(file: job.displayPath, .error, .cannotRead, refusal))
        }
        // A regular file with plain system calls (one over the read limit is not read at all).
        if kind == .regular { return readRegularInput(job).source }
        // What else may be read (/dev/null, a pipe the shell opened: `<(cmd)`, `/dev/stdin`) is
        // opened without blocking, judged by what is open, and then read as standard input is.
        let descriptor = open(job.input, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            return .failure(Message(file: job.displayPath, .error, .cannotRead, "cannot read file: \(ErrorNumber(code: errno))"))
        }
        defer { close(descriptor) }
        var info = stat()
        if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT != S_IFREG, info.st_mode & S_IFMT != S_IFIFO, job.input != "/dev/null" {
            // Replaced since it was looked at: a device or socket is not read.
            return .failure(Message(file: job.displayPath, .error, .cannotRead, "is not a regular file or pipe now; it was not read"))
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        // At most `FileOutput.largestRead` bytes: an endless pipe ends the run, not the memory.
        switch FileOutput.readSourceStream(descriptor) {
        case let .success(bytes): return .success(SourceFile(path: job.displayPath, bytes: bytes))
        case let .failure(error): return .failure(Message(file: job.displayPath, .error, .cannotRead, "cannot read file: \(error)"))
        }
    }

    /// Why an input that is `what` (a device, FIFO or socket, as `FileOutput.Kind` names it) at
    /// `path` is not read, or nil when it may be: /dev/null, and a pipe the shell opened
    /// (`<(cmd)` is `/dev/fd/63`), whose writer is there. A named FIFO is refused before it is
    /// opened: opening it for reading waits for a writer, which may never come.
    static func refusal(ofSpecial what: String, at path: String, offeringStandardInput: Bool) -> String? {
        if path == "/dev/null" { return nil }
        // A device such as /dev/zero never ends.
        if what.hasSuffix("device") { return "is \(what), not a Swift file" }
        if what == "a FIFO" {
            if FileOutput.leadsToDescriptor(path) { return nil }
            let advice = offeringStandardInput ? "to read a pipe, give it as standard input: '- < \(path)'" : "save what it carries to a file and give that"
            return "is a FIFO, not a Swift file (opening it would wait for a writer); \(advice)"
        }
        return "is \(what), not a Swift file"
    }

    /// Runs `body` for 0..<count on up to `workers` threads (one for one item); results keep
    /// their order.
    func parallelMap<T>(_ count: Int, workers: Int, _ body: @escaping (Int) -> T) -> [T] {
        ParallelMap.run(count, workers: count <= 1 ? 1 : workers, body)
    }

    static func reason(_ error: Error) -> String {
        if let failure = error as? ErrorNumber { return failure.description }
        if let refusal = error as? WriteRefusal { return refusal.description }
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        return String(describing: error)
    }

    /// At most this many diagnostics are printed per file.
    static let diagnosticLimit = 50

    /// The diagnostics of one file to print: all those that `counts` leaves out (the notes of
    /// `migrate`, its report), and at most `diagnosticLimit` of the others, in their order, so
    /// that a badly broken file does not bury every other message; `hidden` is how many of them
    /// are left out. The first error is always printed (in the last place, when more than
    /// `diagnosticLimit` diagnostics come before it), so that a file that fails shows why.
    static func limited(_ diagnostics: [Diagnostic], counting counts: (Diagnostic) -> Bool) -> (shown: [Diagnostic], hidden: Int) {
        let firstError = diagnostics.firstIndex { $0.severity == .error && counts($0) }
        var slots = diagnosticLimit
        if let firstError, diagnostics[..<firstError].lazy.filter(counts).count >= slots { slots -= 1 }
        var shown: [Diagnostic] = []
        var hidden = 0
        for (k, diagnostic) in diagnostics.enumerated() {
            if !counts(diagnostic) {
                shown.append(diagnostic)
            } else if slots > 0 {
                shown.append(diagnostic)
                slots -= 1
            } else if k == firstError {
                shown.append(diagnostic)
            } else {
                hidden += 1
            }
        }
        return (shown, hidden)
    }

    func expansionOptions(for job: Job) -> ExpansionOptions {
        var expansion = ExpansionOptions(explain: mode == .explain, codableKeys: options.codableKeys)
        switch options.resolvedSourceLocation(writesFile: job.output != nil) {
        case .none:
            break
        case .relative:
            expansion.sourceLocationPath = job.displayPath
        case .absolute:
            expansion.sourceLocationPath = job.input == "-" ? job.displayPath : URL(fileURLWithPath: job.input).standardizedFileURL.path
        }
        return expansion
    }
}

/// What the cache's pass of a run reads from one input or context file when the library's first
/// pass does not: its digest and identity for the cache's run key, and the modules it imports.
/// (A struct, not a tuple: an array of optional tuples is destroyed by the runtime's generic
/// tuple code, about 500 instructions a file.)
struct FirstPassRecord {
    var seen: ExpansionCache.Seen? = nil
    var imports: Set<String> = []
}
