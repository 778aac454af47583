#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// The syntax stages' public types (SourceFile, SourceLocation, Diagnostic) stay part of this
// library's API, spelled from it, as they were before the syntax stages became a module.
@_exported import ObservableSyntax

/// The outcome of expanding one file.
public struct ExpansionResult: Sendable {
    /// The expanded file, or nil when any error diagnostic was reported (then nothing may be
    /// written). For input without annotations it equals the input byte for byte.
    public var output: [UInt8]?
    /// Errors and warnings in source order.
    public var diagnostics: [Diagnostic]
    /// How many classes were expanded.
    public var expandedClassCount: Int
    /// With `ExpansionOptions.explain`: one note per decision (each class expanded, each
    /// property tracked or not, each conformance), in source order, naming its rule.
    public var notes: [Diagnostic] = []

    /// `diagnostics` and `notes` merged in source order (by UTF-8 offset; at one offset the
    /// diagnostics first): what `--explain` prints.
    public var explained: [Diagnostic] {
        (diagnostics + notes).enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }.map(\.element)
    }
}

/// Choices that change the expansion's text but not its meaning.
public struct ExpansionOptions: Sendable, Equatable {
    /// When set, the output carries `#sourceLocation(file: path, line: n)` directives around
    /// the untouched parts, so that compiler errors and debugger lines in them point at the
    /// original file (`path` is written as given), and `#sourceLocation()` before generated
    /// parts. Removed attributes then leave their line empty, so that line numbers hold.
    public var sourceLocationPath: String?
    /// Whether to collect the decisions as notes (`ExpansionResult.notes`).
    public var explain: Bool
    /// Whether a class that conforms to `Codable`, `Encodable` or `Decodable` in its own
    /// declaration, and declares no `CodingKeys`, gets `CodingKeys` that encode its tracked
    /// properties under their own names and leave the registrar out (`--codable-keys`; a
    /// deliberate difference from the macro, whose expansion encodes `_name` keys and the
    /// registrar). See `CodingKeysSynthesis.swift`.
    public var codableKeys: Bool

    /// Options; the defaults expand as the macro does, without directives or notes.
    public init(sourceLocationPath: String? = nil, explain: Bool = false, codableKeys: Bool = false) {
        self.sourceLocationPath = sourceLocationPath
        self.explain = explain
        self.codableKeys = codableKeys
    }
}

/// A file after the first two stages (tokens and declarations), so that a run over several
/// files can build its `DeclarationIndex` from all of them and then expand each without doing them
/// again.
///
/// A file in which no `@Observ…` appears (in any letter case) cannot hold an annotation: it is
/// only checked for lexical errors, and neither its tokens nor a tree are kept. Such a file is
/// copied unchanged, and its other syntax errors are left for the compiler to report.
package struct ParsedSource: Sendable {
    package let file: SourceFile
    /// The tokens and comments (empty when `mayHoldAnnotation` is false) and lexical diagnostics.
    package let tokenized: TokenizedSource
    /// The declarations (empty when `mayHoldAnnotation` is false).
    package let tree: SourceTree
    /// Whether the bytes hold `@Observ` in any letter case, the start of every annotation
    /// and of every comment that looks like one.
    package let mayHoldAnnotation: Bool

    /// Tokenizes and parses `file`. O(n) in its size; never throws or traps.
    package init(_ file: SourceFile) {
        self.init(file, parsingAlways: false)
    }

    /// `init(_:)` of a file whose lexical diagnostics are known (`lexicalDiagnostics`, the
    /// lexer's of these very bytes): a file without the marker is not lexed again. O(n) in its
    /// size for the marker's check.
    init(_ file: SourceFile, lexicalDiagnostics: [Diagnostic]) {
        self.init(file, parsingAlways: false, lexicalDiagnostics: lexicalDiagnostics)
    }

    /// `init(_:)`; with `parsingAlways`, tokenized and parsed even when no annotation can be
    /// in it (for its `#sourceLocation` directives); with `lexicalDiagnostics`, a file without
    /// the marker takes them instead of being lexed.
    init(_ file: SourceFile, parsingAlways: Bool, lexicalDiagnostics: [Diagnostic]? = nil) {
        self.file = file
        mayHoldAnnotation = Self.containsObservableMarker(file.bytes)
        if mayHoldAnnotation || parsingAlways {
            tokenized = Tokenizer.tokenize(file.bytes)
            tree = DeclarationParser.parse(tokenized, bytes: file.bytes)
        } else {
            tokenized = TokenizedSource(tokens: [], comments: [], diagnostics: lexicalDiagnostics ?? Tokenizer.diagnose(file.bytes))
            tree = SourceTree(members: [], localTypes: [], diagnostics: [])
        }
    }

    /// Whether `bytes` contain `@observ` in any letter case.
    static func containsObservableMarker(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { p in
            guard let base = p.baseAddress, p.count >= 7 else { return false }
            let rest: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0x6F, 0x62, 0x73, 0x65, 0x72, 0x76) // "observ"
            // A candidate `@` may start at 0 ..< end.
            let end = p.count - 6
            func matches(_ at: Int) -> Bool {
                // `@ Observable` is the attribute too (Swift 5 mode warns of the space, Swift 6
                // rejects it), so blanks after the `@` are passed over.
                var j = at
                while j + 1 < p.count && (base[j + 1] == 0x20 || base[j + 1] == 0x09) { j += 1 }
                guard j + 6 < p.count else { return false }
                return base[j + 1] | 0x20 == rest.0 && base[j + 2] | 0x20 == rest.1 && base[j + 3] | 0x20 == rest.2
                    && base[j + 4] | 0x20 == rest.3 && base[j + 5] | 0x20 == rest.4 && base[j + 6] | 0x20 == rest.5
            }
            // From one `@` to the next by `memchr` (vectorized; few bytes are one: 8 bytes a
            // step cost about 2 instructions a byte of every file of a run).
            var j = 0
            while j < end, let found = memchr(base + j, 0x40, end - j) {
                let k = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                if matches(k) { return true }
                j = k + 1
            }
            return false
        }
    }
}

/// The whole pipeline: bytes -> tokens with trivia -> declaration tree -> file facts and the
/// run's class index -> named rules -> plan of edits -> output bytes. Pure: no file system, no
/// printing, no global state.
package enum Expander {
    /// Expands every annotated class in `file` as Swift 6.3's `@Observable` macro does
    /// (ObservableMacro, ObservationTrackedMacro and ObservationIgnoredMacro in
    /// swiftlang/swift `lib/Macros/Sources/ObservationMacros`), written out so that it compiles
    /// with only `import Observation`.
    ///
    /// - Parameters:
    ///   - file: the source; its `path` is only used in diagnostics.
    ///   - options: see `ExpansionOptions`.
    /// - Returns: the output bytes (nil when there is an error) and the diagnostics, sorted by
    ///   position. Never throws or traps.
    package static func expand(_ file: SourceFile, options: ExpansionOptions = ExpansionOptions()) -> ExpansionResult {
        let source = ParsedSource(file)
        // This file's declarations, indexed only if a rule asks for them.
        return expand(source, classes: DeferredIndex { DeclarationIndex([source]) }, run: nil, runIsThisFile: true, options: options)
    }

    /// Expands a file already parsed, one of a run whose classes are in `classes` (build it with
    /// `DeclarationIndex(_:)` from every file of the run, so that a class whose ancestor is observable
    /// in another file gets no second conformance).
    package static func expand(_ source: ParsedSource, classes: DeclarationIndex, options: ExpansionOptions = ExpansionOptions()) -> ExpansionResult {
        expand(source, classes: DeferredIndex { classes }, run: nil, runIsThisFile: false, options: options)
    }

    /// Expands a file already parsed, one of a run whose declarations `classes` builds on first
    /// use (when an inference or the conformance rule needs a declaration of another file); the
    /// index must hold every file of the run and its context, as `DeclarationIndex(_:)` does.
    ///
    /// - Parameter run: the facts of every file of the run and its context (`runFacts(in:)`
    ///   joined), when the caller has them (nil: unknown, and each rule that needs the others'
    ///   declarations asks the index). When its `observableExtensions` is empty, a class that
    ///   inherits from nothing needs no index for its conformance.
    package static func expand(_ source: ParsedSource, classes: DeferredIndex, run: RunFacts?,
                              options: ExpansionOptions = ExpansionOptions()) -> ExpansionResult {
        expand(source, classes: classes, run: run, runIsThisFile: false, options: options)
    }

    /// The first pass's facts of `file` (see `RunFacts`): O(n) byte scans (`RunNameScan` for
    /// the names it may declare); only a file in which `Observable` appears as a name of its
    /// own other than after `@` (see `mayNameObservableProtocol`) is tokenized and parsed.
    package static func runFacts(in file: SourceFile) -> RunFacts {
        runFacts(in: file, typeNames: RunNameScan.typeNames(in: file.bytes))
    }

    /// `runFacts(in:)` with the file's type names already read (`typeNames`: the lexer's,
    /// `Tokenizer.diagnoseNamingTypes`, when the caller lexed the file anyway).
    package static func runFacts(in file: SourceFile, typeNames: Set<String>?) -> RunFacts {
        let hasExtension = ByteScan.contains(Array("extension".utf8), in: file.bytes)
        return RunFacts(observableExtensions: observableExtensionNames(in: file),
                 mayDeclareUnderscoredMembers: hasExtension && RunFacts.holdsUnderscoredIdentifier(file.bytes),
                 mayDeclareNoncopyableTypes: ByteScan.contains(Array("Copyable".utf8), in: file.bytes),
                 typeNames: typeNames,
                 underscoredNames: RunNameScan.underscoredIdentifiers(in: file.bytes),
                 mayDeclareAddedFunctions: hasExtension && RunFacts.mayDeclareAddedFunction(file.bytes))
    }

    /// The names (as written) that the extensions in `file` adding `Observable` extend
    /// (`extension Model: Observable {}` gives `Model`), which the conformance rule needs from
    /// every file of a run. O(n) in the file's size: only a file in which `Observable` appears
    /// other than after `@` and not as the start of a longer name (`ObservableObject`) is
    /// tokenized and parsed (an extension must name the protocol).
    package static func observableExtensionNames(in file: SourceFile) -> Set<String> {
        guard mayNameObservableProtocol(file.bytes) else { return [] }
        let tokenized = Tokenizer.tokenize(file.bytes)
        let tree = DeclarationParser.parse(tokenized, bytes: file.bytes)
        var names: Set<String> = []
        collectObservableExtensions(tree.members, into: &names)
        return names
    }

    private static func collectObservableExtensions(_ members: [Member], into names: inout Set<String>) {
        MemberWalk(members).forEachInPlace { member in
            if case let .type(type) = member.pointee, type.kind == .extension && ObservationRules.declaresObservable(type) { names.insert(type.name) }
        }
    }

    /// Whether `Observable` appears in `bytes` other than right after `@` (the attribute and
    /// the annotation comments) and not followed by an ASCII letter, digit or `_`: the start of
    /// a longer name (`ObservableObject`, in most SwiftUI files of real code, which were parsed
    /// for it in the first pass of every run) is no name of the protocol.
    static func mayNameObservableProtocol(_ bytes: [UInt8]) -> Bool {
        let word: StaticString = "Observable"
        return bytes.withUnsafeBufferPointer { buffer in
            guard let p = buffer.baseAddress, buffer.count >= word.utf8CodeUnitCount else { return false }
            let end = buffer.count - word.utf8CodeUnitCount
            let letters = word.utf8Start
            // From one `O` to the next, 8 bytes a step (every file of a run is scanned).
            var j = ByteScan.first(0x4F /* O */, p, from: 0, to: end + 1)
            while j <= end {
                var matches = true
                for k in 1 ..< word.utf8CodeUnitCount where p[j + k] != letters[k] { matches = false; break }
                if matches && (j == 0 || p[j - 1] != 0x40 /* @ */) && (j == end || !Self.continuesName(p[j + word.utf8CodeUnitCount])) {
                    return true
                }
                j = ByteScan.first(0x4F, p, from: j + 1, to: end + 1)
            }
            return false
        }
    }

    /// Whether `byte` is an ASCII letter, digit or `_` (a name's byte; other bytes, also those
    /// of non-ASCII letters, are left to the parser).
    static func continuesName(_ byte: UInt8) -> Bool {
        let lower = byte | 0x20
        return (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }

    static func expand(_ source: ParsedSource, classes: DeferredIndex, run: RunFacts?, runIsThisFile: Bool,
                       options: ExpansionOptions) -> ExpansionResult {
        let file = source.file
        let newline = OutputAssembly.detectNewline(file.bytes)
        if !source.mayHoldAnnotation {
            let diagnostics = source.tokenized.diagnostics
            if diagnostics.contains(where: { $0.severity == .error }) {
                return ExpansionResult(output: nil, diagnostics: diagnostics, expandedClassCount: 0)
            }
            var plan = ExpansionPlan()
            if options.sourceLocationPath != nil && ByteScan.contains(Array("#sourceLocation".utf8), in: file.bytes) {
                // The file's own directives: after its `#sourceLocation()` the output's lines
                // must be named as the input's again (`planLineControls`). Only when it parses
                // cleanly: its errors are not this run's to report.
                let parsed = ParsedSource(file, parsingAlways: true)
                if !parsed.tree.diagnostics.contains(where: { $0.severity == .error }) {
                    var planner = ExpansionPlanner(parsed, classes: classes, run: run, runIsThisFile: runIsThisFile)
                    planner.planLineControls(parsed.tree.lineDirectives)
                    plan = planner.plan
                }
            }
            let output = OutputAssembly.render(plan, to: file, sourceLocationPath: options.sourceLocationPath, newline: newline)
            return ExpansionResult(output: output, diagnostics: diagnostics, expandedClassCount: 0)
        }
        var planner = ExpansionPlanner(source, classes: classes, run: run, runIsThisFile: runIsThisFile)
        planner.explains = options.explain
        planner.codableKeys = options.codableKeys
        planner.mapsSourceLocations = options.sourceLocationPath != nil
        planner.plan(source.tree)
        let found = source.tokenized.diagnostics + source.tree.diagnostics + planner.diagnostics
        // A stable sort: diagnostics at one position keep the order they were found in.
        let diagnostics = found.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }.map(\.element)
        let notes = options.explain ? planner.notes.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }.map(\.element) : []
        if diagnostics.contains(where: { $0.severity == .error }) {
            return ExpansionResult(output: nil, diagnostics: diagnostics, expandedClassCount: 0, notes: notes)
        }
        // The planner's estimate let it through; the plan's own size decides before it is rendered.
        let planned = planner.plan.text.count + file.bytes.count
        if planned > ExpansionPlan.largestOutput {
            return ExpansionResult(output: nil, diagnostics: diagnostics + [Diagnostic(.expansionTooLarge(estimatedBytes: planned), at: 0)], expandedClassCount: 0, notes: notes)
        }
        let output = OutputAssembly.render(planner.plan, to: file, sourceLocationPath: options.sourceLocationPath, newline: newline)
        return ExpansionResult(output: output, diagnostics: diagnostics, expandedClassCount: planner.expandedClassCount, notes: notes)
    }
}
