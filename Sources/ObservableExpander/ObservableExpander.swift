/// The outcome of expanding one file.
public struct ExpansionResult: Sendable {
    /// The expanded file, or nil when any error diagnostic was reported (then nothing may be
    /// written). For input without annotations it equals the input byte for byte.
    public var output: [UInt8]?
    /// Errors and warnings in source order.
    public var diagnostics: [Diagnostic]
    /// How many classes were expanded.
    public var expandedClassCount: Int
}

/// Choices that change the expansion's text but not its meaning.
public struct ExpansionOptions: Sendable, Equatable {
    /// When set, the output carries `#sourceLocation(file: path, line: n)` directives around
    /// the untouched parts, so that compiler errors and debugger lines in them point at the
    /// original file (`path` is written as given), and `#sourceLocation()` before generated
    /// parts. Removed attributes then leave their line empty, so that line numbers hold.
    public var sourceLocationPath: String?

    public init(sourceLocationPath: String? = nil) {
        self.sourceLocationPath = sourceLocationPath
    }
}

/// The whole pipeline: bytes -> tokens with trivia -> declarations -> expansion plan -> edits
/// -> output bytes. Pure: no file system, no printing, no global state.
public enum ObservableExpander {
    /// Expands every annotated class in `file` as Swift 6.3's `@Observable` macro does
    /// (ObservableMacro, ObservationTrackedMacro and ObservationIgnoredMacro in
    /// swiftlang/swift `lib/Macros/Sources/ObservationMacros`), written out so that it compiles
    /// with only `import Observation`.
    ///
    /// - Parameters:
    ///   - file: the source; its `path` is only used in diagnostics.
    ///   - knownObservableClasses: names (simple or qualified) of classes annotated in other
    ///     files of the same run, so that a subclass of one of them gets no second conformance.
    /// - Returns: the output bytes (nil on error) and the diagnostics. Never throws or traps.
    ///   - options: see `ExpansionOptions`.
    public static func expand(_ file: SourceFile, knownObservableClasses: Set<String> = [], options: ExpansionOptions = ExpansionOptions()) -> ExpansionResult {
        let tokenized = Tokenizer.tokenize(file.bytes)
        var diagnostics = tokenized.diagnostics
        let tree = DeclarationParser.parse(tokens: tokenized.tokens, bytes: file.bytes)
        diagnostics += tree.diagnostics
        var expansion = ObservableExpansion(file: file, tokens: tokenized.tokens, knownObservableClasses: knownObservableClasses, options: options)
        expansion.plan(tree.members)
        diagnostics += expansion.diagnostics
        diagnostics.sort { $0.offset < $1.offset }
        if diagnostics.contains(where: { $0.severity == .error }) {
            return ExpansionResult(output: nil, diagnostics: diagnostics, expandedClassCount: 0)
        }
        if expansion.edits.isEmpty {
            return ExpansionResult(output: file.bytes, diagnostics: diagnostics, expandedClassCount: 0)
        }
        let output = Edit.apply(expansion.edits, to: file.bytes)
        return ExpansionResult(output: output, diagnostics: diagnostics, expandedClassCount: expansion.expandedClassCount)
    }

    /// Names of the classes annotated in `file` (simple and qualified, e.g. `Inner` and
    /// `Outer.Inner`), for `expand(_:knownObservableClasses:)` across several files.
    public static func annotatedClassNames(in file: SourceFile) -> Set<String> {
        let tokenized = Tokenizer.tokenize(file.bytes)
        let tree = DeclarationParser.parse(tokens: tokenized.tokens, bytes: file.bytes)
        let expansion = ObservableExpansion(file: file, tokens: tokenized.tokens, knownObservableClasses: [], options: ExpansionOptions())
        return expansion.annotatedClassNames(tree.members, prefix: [])
    }
}
