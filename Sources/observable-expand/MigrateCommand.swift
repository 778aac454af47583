import ObservableExpander

/// What a migration run does with each migrated file, chosen once from the options.
enum MigrateMode: Equatable {
    /// The migrated code to standard output (one input, no '-o').
    case print
    /// Each migrated file to its output path ('-o'): only an empty file or the same bytes are replaced.
    case write
    /// The inputs replaced, all together or none ('--in-place').
    case inPlace
    /// A diff, and an error, for each file the migration would change ('--check').
    case check
    /// A diff for each file the migration would change ('--dry-run').
    case dryRun
    /// The decisions and their rules as notes; nothing is written ('--explain').
    case explain

    init(_ options: MigrateOptions) {
        if options.explain {
            self = .explain
        } else if options.check {
            self = .check
        } else if options.dryRun {
            self = .dryRun
        } else if options.inPlace {
            self = .inPlace
        } else if options.output != nil {
            self = .write
        } else {
            self = .print
        }
    }
}

/// `observable-expand migrate`: reads every input, runs the library's `MigrationRun` over them
/// as one run, and writes, diffs or checks the results with the expansion's output paths
/// (atomic writes, only when bytes change, outputs that are not regular files refused).
struct MigrateCommand {
    let options: MigrateOptions
    let streams: StandardStreams
    /// What the run does with each migrated file, chosen once from `options`.
    var mode: MigrateMode { MigrateMode(options) }

    static func main(_ arguments: [String]) -> Int32 {
        let streams = StandardStreams.prepare()
        let options: MigrateOptions
        do {
            options = try MigrateOptions.parse(arguments)
        } catch {
            // In the format asked for, as the expansion's usage errors.
            let format = CommandLineOptions.requestedDiagnosticsFormat(arguments)
            let usage = Message(file: nil, .error, .usageError, error.message)
            if let file = CommandLineOptions.requestedDiagnosticsFile(arguments) {
                let rendered = Message.render([usage], as: format).map { $0 + "\n" }.joined()
                if let failure = MessageRouting.writeReport(Array(rendered.utf8), to: file) { CommandLineTool.print([failure], .text, streams) }
            }
            CommandLineTool.print([usage], format, streams, usageHint: usageHint)
            return 64
        }
        if options.showHelp {
            guard let failure = streams.write(Array((MigrateOptions.help + "\n").utf8), to: 1) else { return 0 }
            if failure == EPIPE { MessageRouting.endForBrokenPipe() }
            CommandLineTool.print([CommandLineTool.standardOutputFailure(failure)], options.diagnosticsFormat, streams)
            return 1
        }
        TemporaryFiles.removeOnInterrupt()
        return MigrateCommand(options: options, streams: streams).run()
    }

    /// The line after a usage error in the text format.
    static let usageHint = "Run 'observable-expand migrate --help' for usage."

    /// The expansion's front end, reused for reading inputs and printing messages.
    var tool: CommandLineTool {
        var common = CommandLineOptions()
        common.diagnosticsFormat = options.diagnosticsFormat
        common.quiet = false
        common.diagnosticsFile = options.diagnosticsFile
        var tool = CommandLineTool(options: common, streams: streams)
        // Migrated code goes to standard output only without '-o', '--in-place', '--check' and '--dry-run'.
        tool.routing.codeOnStandardOutput = mode == .print
        tool.readsStandardInput = false
        return tool
    }

    /// The jobs: with `--output`, as the expansion places outputs (a file, or a mirrored folder);
    /// else each input file found, with itself as output for `--in-place`. With them, what the
    /// folder walks met (folders that cannot be read, names that are not UTF-8).
    func jobs() throws(InputCollector.Failure) -> (jobs: [Job], messages: [Message]) {
        if let output = options.output {
            var common = CommandLineOptions()
            common.inputs = options.inputs
            common.output = output
            common.excludes = options.excludes
            common.skipsDependencies = !options.includeDependencies
            let collection = try InputCollector.collect(common, environment: [:])
            let note = DependencyFolders.note(files: collection.dependencyFileCount, folders: collection.dependencyFolders)
            return (collection.jobs, collection.messages + (note.map { [$0] } ?? []))
        }
        var jobs: [Job] = []
        var messages: [Message] = []
        var dependencyFolders: [String] = [], dependencyFileCount = 0
        var common = CommandLineOptions()
        common.inputs = options.inputs
        for input in options.inputs {
            if input != "-" { try InputCollector.requireExaminable(input) }
            switch FileOutput.kind(of: input) {
            case .missing:
                throw InputCollector.Failure(Message(file: input, .error, .noSuchInput, "no such file or folder"), status: 1)
            case .folder:
                var walk = FolderWalk(excludedFolder: nil, excludes: options.excludes.map(Glob.init))
                walk.skipsDependencies = !options.includeDependencies
                walk.visit(input, relative: "")
                messages += walk.messages
                dependencyFolders += walk.dependencyFolders.map { InputCollector.join(input, $0) }
                dependencyFileCount += walk.dependencyFileCount
                for relative in walk.files.sorted() {
                    let path = InputCollector.join(input, relative)
                    jobs.append(Job(input: path, displayPath: InputCollector.display(path, common), output: nil))
                }
            case .regular, .special:
                jobs.append(Job(input: input, displayPath: InputCollector.display(input, common), output: nil))
            }
        }
        // A file named twice (`a.swift a.swift`, `Models Models`, `a.swift ./a.swift`) would be
        // migrated and counted twice, as with `--output` it is refused.
        let resolver = PathResolver()
        var seen: [String: String] = [:]
        for job in jobs where job.input != "-" {
            let key = resolver.resolve(job.input).path
            if let other = seen[key] {
                throw InputCollector.givenTwice(job.input, alsoAs: other)
            }
            seen[key] = job.input
        }
        if let note = DependencyFolders.note(files: dependencyFileCount, folders: dependencyFolders) { messages.append(note) }
        if jobs.isEmpty && !messages.contains(where: { $0.severity == .error }) {
            var failure = InputCollector.Failure(Message(file: nil, .error, .noSwiftFiles, "no Swift files in the inputs"), status: 1)
            failure.messages = messages + failure.messages
            throw failure
        }
        if (mode == .print || mode == .write) && jobs.count > 1 {
            throw .usage("\(jobs.count) input files need '--output <folder>' or '--in-place'")
        }
        return (jobs, messages)
    }

    func run() -> Int32 {
        let tool = self.tool
        let mode = self.mode
        if let path = options.diagnosticsFile, MessageRouting.reportRefusal(for: path) != nil {
            return tool.finish([], [], failed: true)
        }
        let jobs: [Job]
        var runMessages: [Message]
        do {
            (jobs, runMessages) = try self.jobs()
        } catch {
            if error.status == 64 {
                CommandLineTool.print(error.messages, options.diagnosticsFormat, streams, usageHint: Self.usageHint)
            } else {
                _ = tool.routing.emit(error.messages, payload: [], streams: streams)
            }
            return error.status
        }
        // A folder that could not be read is an error, as in the expansion; the rest still runs.
        let collectionFailed = runMessages.contains { $0.severity == .error }
        var refused = false
        for job in jobs {
            if let target = job.output ?? (options.inPlace ? job.input : nil), let refusal = FileOutput.refusal(for: target) {
                runMessages.append(Message(file: target, .error, .outputNotRegular, refusal))
                refused = true
            }
        }
        if tool.routing.codeOnStandardOutput, let input = CommandLineTool.inputAtStandardOutput(jobs.map(\.input)) {
            runMessages.append(Message(file: input, .error, .outputNotGenerated, "standard output is the input '\(input)' itself; nothing was written (use '--in-place' or '-o')"))
            refused = true
        }
        if refused { return tool.finish(runMessages, [], failed: true) }
        // A killed `--in-place` run's temporary files beside the sources: removed by the next
        // one, and reported by `--check` (a warning: they are no change the migration makes).
        if options.inPlace || mode == .check {
            let written = jobs.map { Job(input: $0.input, displayPath: $0.displayPath, output: $0.output ?? $0.input) }
            for leftover in OutputFolderHygiene.leftovers(for: written, scan: nil) {
                if mode == .check {
                    runMessages.append(Message(file: leftover, .warning, .leftoverTemporaryFile,
                                               "temporary file left by an interrupted run; 'migrate --in-place' removes it"))
                } else {
                    unlink(leftover)
                }
            }
        }

        var results: [CommandLineTool.JobResult] = []
        // Files of app targets only: a `public` class there has no client outside its module.
        let appFiles = AppTargets.appOnly(jobs.map { (input: $0.input, display: $0.displayPath) })
        // The module of each file: classes of one name in two modules are no rivals.
        let modules = ModuleIdentity.modules(jobs.map { (input: $0.input, display: $0.displayPath) })
        let run = MigrationRun(options: MigrationOptions(annotation: options.annotation == "comment" ? .comment : .attribute, force: options.force,
                                                         explain: options.explain, appTargetFiles: appFiles, plainWrappers: Set(options.plainWrappers),
                                                         modules: modules, moduleImports: ModuleVisibility.imports(modules)))
        let migration: MigrationResult
        switch run.migrate(inputs: jobs.count, access: MigrationFiles(tool: tool, jobs: jobs)) {
        case let .migrated(result):
            migration = result
        case let .unreadable(k, error):
            var result = CommandLineTool.JobResult()
            result.messages = [error as? Message ?? Message(file: jobs[k].displayPath, .error, .cannotRead, "cannot read file: \(error)")]
            result.failed = true
            return tool.finish(runMessages, [result], failed: true)
        }
        // Files the tool could not write (or, with '--check', that the migration would change):
        // errors of the run, counted in the closing line too.
        var writeErrors = 0
        let temporaryFiles = TemporaryFiles()
        // `--in-place`: the changed files, by the index of their job's result.
        var changes: [(result: Int, change: MigrationTransaction.Change)] = []
        for (job, migrated) in zip(jobs, migration.files) {
            var result = CommandLineTool.JobResult()
            // As in expansion, at most 50 errors and warnings per file (the first error among
            // them); the notes are the report and all stay.
            let printed = CommandLineTool.limited(migrated.diagnostics.filter { !(options.quiet && $0.severity == .note) }) { $0.severity != .note }
            result.messages += printed.shown.map { Message($0, in: migrated.file) }
            if printed.hidden > 0 {
                result.messages.append(Message(file: migrated.file.path, .note, .moreDiagnostics, "\(printed.hidden) more diagnostics not shown"))
            }
            if migrated.diagnostics.contains(where: { $0.severity == .error }) { result.failed = true }
            guard let output = migrated.output else {
                result.failed = true
                results.append(result)
                continue
            }
            let target = job.output ?? job.input
            switch mode {
            case .explain:
                // The notes are the output.
                break
            case .check, .dryRun:
                let existing = FileOutput.existingBytes(at: FileOutput.writeTarget(for: target))
                if existing != output {
                    let diff = UnifiedDiff.make(old: String(decoding: existing ?? [], as: UTF8.self), new: String(decoding: output, as: UTF8.self),
                                                oldName: escapingControlCharacters(target),
                                                newName: escapingControlCharacters(target) + " (migrated)")
                    result.standardOutput = Array(diff.utf8)
                    if mode == .check {
                        result.failed = true
                        result.messages.append(Message(file: target, .error, .migrationPending, "'\(target)' would be changed by the migration"))
                        writeErrors += 1
                    }
                }
            case .inPlace:
                // Staged with the others, and written together or not at all (below).
                if FileOutput.existingBytes(at: FileOutput.writeTarget(for: target)) != output {
                    changes.append((results.count, MigrationTransaction.Change(path: target, bytes: output)))
                }
            case .print, .write:
                guard job.output != nil else {
                    result.standardOutput = output
                    break
                }
                do {
                    // Migrated files carry no header, so even an expansion this tool wrote there
                    // is not the migration's: with '-o', only an empty file or the same bytes.
                    if let existing = FileOutput.existingBytes(at: FileOutput.writeTarget(for: target)), !existing.isEmpty, existing != output {
                        throw ForeignOutput(path: target)
                    }
                    _ = try FileOutput.write(output, to: target, replacingAnyFile: false, temporaryFiles: temporaryFiles)
                } catch let foreign as ForeignOutput {
                    // Migrated files carry no header: an output that exists and differs is not ours to replace.
                    writeErrors += 1
                    result.failed = true
                    let holds = foreign.unreadable ? "cannot be read" : "holds something other than its migration"
                    result.messages.append(Message(file: target, line: 1, column: 1, .error, .outputNotGenerated,
                                                   "'\(target)' exists and \(holds), so it is not replaced; move it away or choose an empty output folder"))
                } catch {
                    writeErrors += 1
                    result.failed = true
                    result.messages.append(Message(file: target, .error, .cannotWrite, "cannot write file: \(CommandLineTool.reason(error))"))
                }
            }
            results.append(result)
        }
        if !changes.isEmpty {
            let outcome = MigrationTransaction(temporaryFiles: temporaryFiles).commit(changes.map(\.change))
            for failure in outcome.failures {
                writeErrors += 1
                guard let k = changes.first(where: { $0.change.path == failure.path })?.result else { continue }
                results[k].failed = true
                let rest = outcome.replaced == 0 ? "; no file was changed (a migration is written whole or not at all)" : ""
                results[k].messages.append(Message(file: failure.path, .error, .cannotWrite, "cannot write file: \(failure.reason)\(rest)"))
            }
        }
        let summary = migration.summary
        // Deployment targets that the manifests and projects around the inputs declare below
        // Observation's, where they are declared, while any class of the run is '@Observable' (after
        // it, or already: a rerun over a migrated tree says them again).
        var settingWarnings = 0
        if summary.observableClasses > 0 || summary.rewrittenProperties + summary.rewrittenCalls > 0 {
            // The files the run changes, or (a rerun over a migrated tree) that hold '@Observable'.
            let concerned = migration.files.filter { file in
                (file.output != nil && file.output! != file.file.bytes) || ByteScan.contains(Array("@Observable".utf8), in: file.file.bytes)
            }.map(\.file.path)
            for (file, settings) in DeploymentTargets.lowSettings(around: options.inputs, changed: concerned) {
                var result = CommandLineTool.JobResult()
                result.messages = settings.map { setting in
                    Message(Diagnostic(setting.unread ? .migrationDeploymentTargetUnread(setting: setting.setting)
                        : .migrationDeploymentTargetSetting(versions: setting.versions, setting: setting.setting), at: setting.offset), in: file)
                }
                settingWarnings += settings.count
                results.append(result)
            }
        }
        var closing: [Message] = []
        if !options.quiet {
            let classes = "\(summary.migratedClasses.count) \(summary.migratedClasses.count == 1 ? "class" : "classes") migrated, \(summary.keptClasses.count) kept"
            let rewrites = "\(summary.rewrittenProperties) view \(summary.rewrittenProperties == 1 ? "property" : "properties") and \(summary.rewrittenCalls) \(summary.rewrittenCalls == 1 ? "call" : "calls") rewritten"
            let errors = summary.errors + writeErrors
            let warnings = summary.warnings + settingWarnings
            let counts = "\(warnings) \(warnings == 1 ? "warning" : "warnings"), \(errors) \(errors == 1 ? "error" : "errors")"
            closing.append(Message(file: nil, .note, .migrateSummary, "migrate: \(classes); \(rewrites); \(counts)"))
        }
        // The report's closing line comes after every file's messages.
        var last = CommandLineTool.JobResult()
        last.messages = closing
        return tool.finish(runMessages, results + [last], failed: collectionFailed)
    }
}

/// The inputs of a migration, read for the library's `MigrationRun` as the expansion reads them.
struct MigrationFiles: RunFileAccess, @unchecked Sendable {
    // Safety: the tool's state is read-only during a run, and the run reads one file at a time.
    let tool: CommandLineTool
    let jobs: [Job]

    func readInput(_ k: Int, for purpose: RunReadPurpose) -> Result<SourceFile, any Error> {
        tool.read(jobs[k]).mapError { $0 }
    }

    /// A migration reads no context.
    func readContext(_ k: Int, for purpose: RunReadPurpose) -> SourceFile? { nil }
}
