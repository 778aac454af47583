import ObservableSyntax

/// The outcome of one input of an `ExpansionRun`.
public enum FileExpansion: Sendable {
    /// The input could not be read: the error `RunFileAccess.readInput` gave, unchanged.
    case unreadable(any Error)
    /// The input is an expansion this tool wrote (it starts with `GeneratedHeader`): it is not
    /// expanded again, which would track the backing stores themselves. `line` is the header's
    /// 1-based line (2 after a `#!` line).
    case generatedInput(SourceFile, line: Int)
    /// The input was expanded (the result may still hold errors, and then no output).
    case expanded(SourceFile, ExpansionResult)
}

/// One expansion run over several files read together: a class whose ancestor is observable in
/// another file, or whose property's type is inferred from another file's declaration, is
/// expanded as in a build of all of them.
///
/// It owns what a run needs of all its files: the first pass over every input and context file
/// for the names of the types that extensions make `Observable`; the declaration index of the
/// inputs, the context and (as a fallback) the standard library, built on first use and read from
/// or offered to a saved copy; the refusal of inputs this tool generated; the notes of
/// `--explain` merged with the diagnostics (`ExpansionResult.explained`). The files, the
/// parallelism and any cache are the caller's, through `RunFileAccess`.
public final class ExpansionRun: Sendable {
    private let access: any RunFileAccess
    private let classes: DeferredIndex
    /// The run's declarations read on demand, when it has them (no context files).
    private let lookup: DeferredValue<RunLookup>?
    /// The standard library's index, made when a lookup first falls back to it.
    private let standardLibrary: DeferredValue<DeferredIndex?>
    /// The first pass's facts of every file of the run (the names of its `Observable`
    /// extensions, …), when the run has more than its one input (nil: each file's own are read
    /// when it is expanded).
    private let runFacts: DeferredValue<RunFacts>?
    /// The first pass itself, when the run makes one (see `runFacts`).
    private let pass: DeferredValue<FirstPass>?

    /// What the first pass learns of the run's files.
    private struct FirstPass: Sendable {
        /// Every file's facts, joined.
        var facts: RunFacts
        /// Each input's words (`RunLookup.words`) and type names; nil where not known.
        var words: [Set<String>?]
        var typeNames: [Set<String>?]
        /// Each input without the marker: its lexical diagnostics, for the read it lexed.
        var lexed: [LexedInput?]
    }

    /// The lexical diagnostics of an input's bytes as one read gave them (`SourceFile.read`):
    /// they hold for a later value of the same read only.
    private struct LexedInput: Sendable {
        var read: SourceFile.Read
        var diagnostics: [Diagnostic]
    }

    /// A run over `inputs` input files and `context` context files (numbered from 0 in
    /// `access`).
    ///
    /// - Parameters:
    ///   - extensionsUpFront: with more than one file, whether the first pass reads every file
    ///     now (true), or when the first file is expanded (false: a run a cache is expected to
    ///     skip whole may then read none). Up front, the pass also lexes each input without the
    ///     marker for its job (a run that is expected to expand its files); deferred, it only
    ///     scans bytes (the jobs of a few changed files lex their own).
    ///   - access: reads the files; the first pass reads each with `.firstPass`, in parallel as
    ///     `access.map` allows. Never throws or traps; files that cannot be read are left out
    ///     of the first pass and the index (their expansion reports them).
    public init(inputs: Int, context: Int, extensionsUpFront: Bool = true, access: any RunFileAccess) {
        self.access = access
        // One file without context has only its own extensions, read by its expansion.
        let needsExtensionNames = inputs > 1 || context > 0
        // The first pass over every file: its facts, and for an input the words `RunLookup`
        // files it under, and the lexical diagnostics of an input without the marker.
        let firstPass: @Sendable () -> FirstPass = {
            let read = access.map(inputs + context) { k -> (RunFacts, Set<String>?, LexedInput?) in
                let file = k < inputs ? try? access.readInput(k, for: .firstPass).get() : access.readContext(k - inputs, for: .firstPass)
                // Unreadable now: its words are not known (read for every name, as the whole index would).
                guard let file else { return (RunFacts(), nil, nil) }
                guard k < inputs, extensionsUpFront, !ParsedSource.containsObservableMarker(file.bytes) else {
                    let facts = Expander.runFacts(in: file)
                    return (facts, k < inputs ? RunLookup.words(typeNames: facts.typeNames, bytes: file.bytes) : nil, nil)
                }
                // An input without the marker is only lexed, for its diagnostics, when it is
                // expanded: lexed here instead, once, which also gives its type names (no byte
                // scan for them).
                let lexed = Tokenizer.diagnoseNamingTypes(file.bytes)
                let facts = Expander.runFacts(in: file, typeNames: lexed.typeNames)
                return (facts, RunLookup.words(typeNames: facts.typeNames, bytes: file.bytes),
                        LexedInput(read: file.read, diagnostics: lexed.diagnostics))
            }
            // An input's type names only with its words (both nil when not known).
            let typeNames = read.prefix(inputs).map { $0.1 == nil ? nil : $0.0.typeNames }
            return FirstPass(facts: read.reduce(into: RunFacts()) { $0.formUnion($1.0) }, words: read.prefix(inputs).map(\.1),
                             typeNames: typeNames, lexed: read.prefix(inputs).map(\.2))
        }
        let pass: DeferredValue<FirstPass>?
        if !needsExtensionNames {
            pass = nil
        } else if extensionsUpFront {
            pass = DeferredValue(known: firstPass())
        } else {
            pass = DeferredValue(firstPass)
        }
        self.pass = pass
        runFacts = pass.map { pass in DeferredValue { pass.value.facts } }
        // The standard library's index, the fallback of both indexes below: made once.
        let standard = DeferredValue<DeferredIndex?> {
            let imports: @Sendable () -> Set<String> = {
                // The inputs' imports, for an SDK's interfaces.
                (0 ..< inputs).reduce(into: Set<String>()) { modules, k in
                    if case let .success(file) = access.readInput(k, for: .index) { modules.formUnion(DeclarationIndex.importedModules(in: file)) }
                }
            }
            guard let interfaces = access.standardLibraryInterfaces(importedModules: imports) else { return nil }
            return DeferredIndex { ExpansionRun.standardLibraryIndex(interfaces(), access: access) }
        }
        let part: @Sendable (Int) -> DeclarationIndex = { k in Self.indexPart(k, inputs: inputs, access: access) }
        let build: @Sendable () -> DeclarationIndex = {
            // The declarations of the run's context (`--context`, the standard library).
            var classes = DeclarationIndex()
            for k in 0 ..< context {
                guard let source = access.readContext(k, for: .index) else { continue }
                classes.addContext(source)
            }
            classes.fallback = standard.value
            for part in access.map(inputs, part) { classes.formUnion(part) }
            return classes
        }
        standardLibrary = standard
        guard let pass, context == 0 else {
            classes = DeferredIndex(build)
            lookup = nil
            return
        }
        // Without context files, the inputs' parts in order are the whole index: inference
        // reads only the files it asks about (`RunLookup`), and the whole index, when a rule
        // needs it, is made of the same parts.
        let lookup = DeferredValue<RunLookup> {
            RunLookup(count: inputs, words: pass.value.words, typeNames: pass.value.typeNames, load: part,
                      loadMany: { files in access.map(files.count) { part(files[$0]) } })
        }
        self.lookup = lookup
        classes = DeferredIndex({
            var whole = lookup.value.wholeIndex()
            whole.fallback = standard.value
            return whole
        }, lookup: {
            var index = DeclarationIndex()
            index.runLookup = lookup.value
            index.fallback = standard.value
            // A bound: no name of the run has more components than its longest file has bytes.
            index.longestTypeName = 1 << 20
            return index
        })
    }

    /// The standard library's index as this run made it, when a lookup made it (for
    /// measurements: `DeclarationIndex.archiveLookups`); nil when none was made.
    package var standardLibraryIndexIfMade: DeclarationIndex? {
        standardLibrary.valueIfComputed.flatMap { $0?.indexIfBuilt }
    }

    /// Input `k`'s part of the run's index, as `DeclarationIndex.add` makes it (empty for an
    /// input this tool generated, or, in a run of one input, one without annotations).
    static func indexPart(_ k: Int, inputs: Int, access: any RunFileAccess) -> DeclarationIndex {
        var part = DeclarationIndex()
        // An expansion this tool wrote is refused as an input (`expand`): its backing
        // stores are no declarations of the run (they would clash with its source's).
        guard case let .success(file) = access.readInput(k, for: .index), !GeneratedHeader.isPresent(in: file.bytes) else { return part }
        // A file without the marker is tokenized and parsed by `addContext` alone (as
        // `add` would): `ParsedSource` would first lex it for diagnostics no one reads.
        // Unannotated files are parsed for it only in a run of several files: one file
        // cannot be another's ancestor.
        if ParsedSource.containsObservableMarker(file.bytes) {
            part.add(ParsedSource(file))
        } else if inputs > 1 {
            part.addContext(file, module: nil)
        }
        return part
    }

    /// The standard library's index: the saved one when it reads back; else, when one can be
    /// saved, built from the interface files at `paths` and saved; else those files read on
    /// demand (`init(interfacesReadOnDemand:)`: a run reads a few names of them).
    static func standardLibraryIndex(_ paths: [String], access: any RunFileAccess) -> DeclarationIndex {
        if let archive = access.loadStandardLibraryIndex(interfaces: paths), let index = DeclarationIndex(archiveReadOnDemand: archive) { return index }
        let files = paths.compactMap { access.readInterface(at: $0) }
        guard access.savesStandardLibraryIndex(interfaces: paths) else { return DeclarationIndex(interfacesReadOnDemand: files) }
        var standard = DeclarationIndex()
        for file in files { standard.addContext(file) }
        access.storeStandardLibraryIndex(interfaces: paths) { standard.archived() }
        return standard
    }

    /// Expands input `k` (0 ..< `inputs`), reading it with `.output`, as Swift 6.3's
    /// `@Observable` macro would in a build of the run's files (see `ExpansionResult`).
    ///
    /// - Parameter options: this file's (its `sourceLocationPath`, `explain`, `codableKeys`).
    /// - Returns: the outcome; never throws or traps. Safe to call from several threads.
    public func expand(_ k: Int, options: ExpansionOptions = ExpansionOptions()) -> FileExpansion {
        let file: SourceFile
        switch access.readInput(k, for: .output) {
        case let .failure(error): return .unreadable(error)
        case let .success(read): file = read
        }
        if GeneratedHeader.isPresent(in: file.bytes) {
            return .generatedInput(file, line: file.location(of: GeneratedHeader.headerStart(in: file.bytes)).line)
        }
        // An input without the marker was lexed by the first pass: its diagnostics then hold
        // when this is the value that pass read (the front end may keep it; a file read
        // again, which may have changed since, is lexed again).
        let parsed: ParsedSource
        if let lexed = pass?.value.lexed[k], lexed.read == file.read {
            parsed = ParsedSource(file, lexicalDiagnostics: lexed.diagnostics)
        } else {
            parsed = ParsedSource(file)
        }
        // A run of this file alone (no first pass): its facts are the file's own, and a rule
        // may tell from its tree what no other file declares (`runIsThisFile`).
        guard let run = runFacts?.value else {
            return .expanded(file, Expander.expand(parsed, classes: classes, run: nil, runIsThisFile: true, options: options))
        }
        // While it is expanded, a lookup that needs this file's declarations reads them from
        // its tree (`indexPart` would tokenize and parse it again).
        guard let lookup, parsed.mayHoldAnnotation else { return .expanded(file, Expander.expand(parsed, classes: classes, run: run, options: options)) }
        return .expanded(file, lookup.value.reading(k, from: parsed) { Expander.expand(parsed, classes: classes, run: run, options: options) })
    }

    /// Whether the declaration index has been built (for tests and measurements).
    var indexIsBuilt: Bool { classes.isBuilt }
}
