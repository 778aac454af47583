import ObservableSyntax

/// Infers the type of a stored property's initializer from its syntax alone, by Swift's
/// default literal types (The Swift Programming Language, "Literals" and "Type Inference"):
/// integer -> `Int`, floating-point -> `Double`, string (any form) -> `String`, `true`/`false` ->
/// `Bool`, arrays, dictionaries, tuples and ranges of those, negation, `T(…)`, `T.init(…)`,
/// `T<U>(…)`, `[T]()`, `[K: V]()`, `Module.T(…)`, `T.member`, `x as T`, and a call of a
/// non-generic free function declared in the same file (its declared return type).
///
/// The expansion needs it because a property with accessors must spell its type, and Swift has
/// no `typeof`. Anything it cannot decide (`nil`, `[]`, `.member`, a function call, a variable)
/// gives nil, and the caller asks the user for an annotation. A callee is taken for a type when
/// its last name starts with an uppercase letter, the Swift naming convention.
///
/// The rules read the initializer as a value: `inferType(_: TokenSpan)` parses it once with
/// `ExprParser` and gives the `Expr` to `inferType(_: Expr)`. Tokens are read only where the
/// value keeps them: the bracket nesting limit and one-token literals (before parsing), a
/// `switch` expression's clauses and a `throw` branch (statements the parser keeps as spans),
/// and the written text of a callee, an enumeration or a cast's type, which the inferred type
/// spells as written.
struct TypeInference: TokenQueries {
    let tokens: [Token]
    let bytes: [UInt8]
    /// Type names the file declares itself; a standard type spelled the same is written
    /// `Swift.Name` so that the user's type cannot capture it.
    let shadowedNames: [String]
    /// `shadowedNames` hashed, for a file that declares many (nil: few, compared in order).
    private let hashedShadowedNames: Set<String>?
    /// Return types of free functions declared in the file: `make()` has `make`'s type.
    var functionReturnTypes: [String: String]
    /// The types the file declares or extends: whether each may have a failable initializer,
    /// and the cases of its enumerations, by simple and qualified name.
    var declaredTypes: DeclaredTypes
    /// The declarations of the run and its context, for member chains (nil: this file only),
    /// built on first use: the literal rules answer most initializers without them.
    var declarations: (any InferenceDeclarations)?
    /// The qualified names enclosing the class whose property is typed (the lookup scope).
    var scope: [String]
    /// The generic parameters of the innermost type of `scope` (the class being expanded),
    /// when known (`inScope(_:genericParameters:)`).
    var scopeGenericParameters: [String]?
    /// Every name a type of the run may have (`RunFacts.typeNames`): a type named by none is
    /// declared by no file of the run, and `declarations` is not asked whether the run declares
    /// it. Nil: not known.
    var runTypeNames: Set<String>?
    /// Whether a call's trailing closures are read as its last arguments (`Task { … }` typed as
    /// `Task(operation: { … })`: the expander's rule, break 49/6); migrate keeps its own rule
    /// for them (a type of the run and no value), so it leaves this off.
    var readsTrailingClosures = false
    /// Why the last `inferType` failed, when the index knows (a missing name, overloads).
    let notes = FailureNote()
    /// The default literal types as `standard` spells them (looked up once, not per property).
    private let literalTypes: (int: String, double: String, string: String, bool: String)
    /// For each literal kind, the literal-type alias the file declares for it (which changes
    /// what such a literal means: it is then not inferred), or nil.
    private let literalAliases: (int: String?, double: String?, string: String?, bool: String?)

    /// An inference over a file's `tokens` and `bytes` (UTF-8); the others: see the properties.
    init(tokens: [Token], bytes: [UInt8], shadowedNames: [String] = [], functionReturnTypes: [String: String] = [:],
         declaredTypes: DeclaredTypes = DeclaredTypes(), declarations: (any InferenceDeclarations)? = nil, scope: [String] = [],
         runTypeNames: Set<String>? = nil) {
        self.tokens = tokens
        self.runTypeNames = runTypeNames
        self.bytes = bytes
        self.shadowedNames = shadowedNames
        self.functionReturnTypes = functionReturnTypes
        self.declaredTypes = declaredTypes
        let hashed = shadowedNames.count > 16 ? Set(shadowedNames) : nil
        hashedShadowedNames = hashed
        self.declarations = declarations
        self.scope = scope
        func standard(_ name: String) -> String { Self.shadows(name, in: shadowedNames, hashed) ? "Swift." + name : name }
        literalTypes = (standard("Int"), standard("Double"), standard("String"), standard("Bool"))
        // `typealias IntegerLiteralType = Double` (at file or type scope) changes what `1`
        // means, as the compiler's literal defaults are looked up by name: not guessed.
        func declared(_ aliases: [String]) -> String? { aliases.first { Self.shadows($0, in: shadowedNames, hashed) } }
        literalAliases = (declared(["IntegerLiteralType"]), declared(["FloatLiteralType"]),
                          declared(["StringLiteralType", "ExtendedGraphemeClusterLiteralType", "UnicodeScalarLiteralType"]),
                          declared(["BooleanLiteralType"]))
    }

    /// This inference for the lookup scope `scope`, whose innermost type has the generic
    /// parameters `genericParameters` (made as the value passed on: not copied again into the
    /// class's facts).
    /// This inference with `readsTrailingClosures` on (the expander's).
    func readingTrailingClosures() -> TypeInference {
        var reading = self
        reading.readsTrailingClosures = true
        return reading
    }

    func inScope(_ scope: [String], genericParameters: [String]? = nil) -> TypeInference {
        var scoped = self
        scoped.scope = scope
        scoped.scopeGenericParameters = genericParameters
        return scoped
    }

    /// A standard library type name, module-qualified when the file shadows it.
    func standard(_ name: String) -> String {
        Self.shadows(name, in: shadowedNames, hashedShadowedNames) ? "Swift." + name : name
    }

    /// Whether `names` (or its hashed form `hashed`) holds `name`: a few names are compared
    /// (cheaper than hashing `name`), more are looked up.
    private static func shadows(_ name: String, in names: [String], _ hashed: Set<String>?) -> Bool {
        if let hashed { return hashed.contains(name) }
        let count = name.utf8.count
        return names.contains { $0.utf8.count == count && $0 == name }
    }

    /// Source text of tokens `first...last` with the original trivia between them.
    func sourceText(_ first: Int, _ last: Int) -> String { sourceText(TokenSpan(first, last)) }

    /// The inferred type of the expression in tokens `span`, spelled as Swift source, or nil.
    /// The tokens are read once, into an `Expr` (`ExprParser`), which the rules then read.
    func inferType(_ span: TokenSpan) -> String? {
        notes.fromDeclarations = false
        notes.qualifyingGenerics = []
        // Most initializers are one literal token: typed without parsing.
        if span.first == span.last, let type = literalType(span.first) { return type }
        guard isWithinNestingLimit(span) else { return nil }
        var parser = ExprParser(tokens: tokens, bytes: bytes)
        // Within the bracket limit, the parser's own depth (two or more levels a bracket) must
        // not be what stops it.
        parser.maximumNesting = Self.maximumNesting * 8
        return inferType(parser.parse(span))
    }

    /// Whether the brackets in `span` nest at most `maximumNesting` deep. Inference (and any
    /// other reading of an initializer's `Expr`) recurses once per bracket level: deeper nesting
    /// than any literal a person writes is not read (the user is asked for a type), so that
    /// `((((…))))` cannot exhaust the stack. Counted on the brackets, as the limit is stated.
    func isWithinNestingLimit(_ span: TokenSpan) -> Bool {
        var nesting = 0
        for k in span.first ... max(span.first, span.last) {
            switch tokens[k].kind {
            case .leftParen, .leftSquare, .leftBrace:
                nesting += 1
                if nesting > Self.maximumNesting { return false }
            case .rightParen, .rightSquare, .rightBrace: nesting -= 1
            default: break
            }
        }
        return true
    }

    /// The inferred type of `expr`, an expression of this inference's file, spelled as Swift
    /// source, or nil (the reason, when known, in `notes`).
    func inferType(_ expr: Expr) -> String? {
        notes.fromDeclarations = false
        notes.qualifyingGenerics = []
        guard let type = infer(expr), Self.bracketsPairUp(type) else { return nil }
        return type
    }

    /// The type of a literal token (as `literalType(_: Expr)` types it), or nil for any other
    /// token: the one-token initializers, typed without parsing.
    private func literalType(_ index: Int) -> String? {
        switch tokens[index].kind {
        case .integerLiteral: return defaultType(literalTypes.int, unless: literalAliases.int)
        case .floatLiteral: return defaultType(literalTypes.double, unless: literalAliases.double)
        case .stringLiteral: return defaultType(literalTypes.string, unless: literalAliases.string)
        case .identifier where isWord(index, "true") || isWord(index, "false"): return defaultType(literalTypes.bool, unless: literalAliases.bool)
        case .poundKeyword: return magicLiteralType(text(index))
        default: return nil
        }
    }

    /// The default type of a literal (integer, floating-point, string, Boolean, magic
    /// identifier), or nil for any other expression or when the file redefines the default.
    func literalType(_ expr: Expr) -> String? {
        switch expr.kind {
        case .integer: return defaultType(literalTypes.int, unless: literalAliases.int)
        case .float: return defaultType(literalTypes.double, unless: literalAliases.double)
        case .string: return defaultType(literalTypes.string, unless: literalAliases.string)
        case .boolean: return defaultType(literalTypes.bool, unless: literalAliases.bool)
        case let .magic(word): return magicLiteralType(word)
        default: return nil
        }
    }

    /// `type`, or nil with the reason noted when the file declares `alias` for its kind.
    private func defaultType(_ type: String, unless alias: String?) -> String? {
        guard let alias else { return type }
        notes.record(.literalTypeAlias(alias))
        return nil
    }

    /// The type of a magic identifier literal, as its default literal type: `#line` and
    /// `#column` are integer literals, `#file`, `#fileID`, `#filePath` and `#function` string
    /// literals (swiftc's `MagicIdentifierLiteralExpr`); nil for any other `#` keyword.
    private func magicLiteralType(_ word: String) -> String? {
        switch word {
        case "#line", "#column": return defaultType(literalTypes.int, unless: literalAliases.int)
        case "#file", "#fileID", "#filePath", "#function": return defaultType(literalTypes.string, unless: literalAliases.string)
        default: return nil
        }
    }

    /// The deepest bracket nesting `inferType` looks into.
    static let maximumNesting = 256

    /// Whether a type's spelling holds no braces and its `()`, `[]` and `<>` pair up (the `>`
    /// of `->` aside). A broken initializer such as `r<yin{]>()` or `x as Foo{` gives a callee
    /// or cast that is no type: written into the property's declaration, it would break the
    /// code around it, so the user is asked for the type instead.
    static func bracketsPairUp(_ type: String) -> Bool {
        // Most inferred types are a name (`Filter`, `UUID`): no bracket, nothing to pair.
        let plain = type.utf8.withContiguousStorageIfAvailable { bytes in
            !bytes.contains { b in
                b == UInt8(ascii: "(") || b == UInt8(ascii: ")") || b == UInt8(ascii: "[") || b == UInt8(ascii: "]")
                    || b == UInt8(ascii: "<") || b == UInt8(ascii: ">") || b == UInt8(ascii: "{") || b == UInt8(ascii: "}")
            }
        }
        if plain == true { return true }
        // The open brackets' stack, on the stack: never deeper than the spelling is long.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, type.utf8.count)) { open in
            var depth = 0
            var previous: UInt8 = 0
            func close(_ bracket: UInt8) -> Bool {
                guard depth > 0, open[depth - 1] == bracket else { return false }
                depth -= 1
                return true
            }
            for b in type.utf8 {
                switch b {
                case UInt8(ascii: "{"), UInt8(ascii: "}"): return false
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"):
                    open[depth] = b
                    depth += 1
                case UInt8(ascii: ")"): if !close(UInt8(ascii: "(")) { return false }
                case UInt8(ascii: "]"): if !close(UInt8(ascii: "[")) { return false }
                case UInt8(ascii: ">") where previous != UInt8(ascii: "-"): if !close(UInt8(ascii: "<")) { return false }
                default: break
                }
                previous = b
            }
            return depth == 0
        }
    }

    /// The type of any expression: an `if`/`switch` expression, an operator sequence (also
    /// one that `try`/`await` lead), or a unary expression.
    func infer(_ expr: Expr) -> String? {
        switch expr.kind {
        case .ifExpression: return inferIfExpression(expr)
        case .switchExpression: return inferSwitchExpression(expr)
        case .sequence, .try, .await:
            // `try a + b` is `(try a) + b` to the rules: `try` covers the operand it leads.
            guard let elements = Self.sequenceElements(expr) else { return inferUnary(expr) }
            return inferSequence(elements[...], expr.span.last)
        default:
            return inferUnary(expr)
        }
    }

    /// The type of a unary expression: `try`, a prefix operator, a literal, a tuple, a
    /// collection or closure literal, a type's initializer call or member, or a member chain
    /// (through the declarations). An `if`, `switch` or operator sequence here is not typed.
    func inferUnary(_ expr: Expr) -> String? {
        switch expr.kind {
        case let .try(word, operand):
            // `try! e` and `try e` have the type of `e` (`try? e` is optional: not inferred).
            return word == "try?" ? nil : inferUnary(operand)
        case .await, .ifExpression, .switchExpression, .sequence:
            return nil
        case let .prefix(op, operand):
            if op == "-" || op == "+" {
                guard let type = inferUnary(operand), type == standard("Int") || type == standard("Double") else { return nil }
                return type
            }
            if op == "!" { return inferUnary(operand) == standard("Bool") ? standard("Bool") : nil }
            if op == "..<" || op == "..." { return partialRange(op == "..<" ? "PartialRangeUpTo" : "PartialRangeThrough", op, operand) }
            return nil
        case let .postfix(operand, "..."):
            return partialRange("PartialRangeFrom", "...", operand)
        case .integer, .float, .string, .boolean, .magic:
            return literalType(expr)
        case let .tuple(elements):
            return inferTuple(elements)
        case let .array(values):
            return inferCollection(keys: nil, values: values)
        case let .dictionary(pairs):
            return inferCollection(keys: pairs.map(\.key), values: pairs.map(\.value))
        case let .closure(closure):
            return inferClosure(closure)
        default:
            if let type = inferTypeExpression(expr) { return type }
            guard let type = declarations?.chainType(expr, in: self) else { return nil }
            notes.fromDeclarations = true
            return type
        }
    }

    /// `(a, label: b)`: the tuple of its elements' types; `(e)` is `e`'s type.
    private func inferTuple(_ elements: [Expr.Argument]) -> String? {
        guard !elements.isEmpty else { return nil } // `()` is Void, not worth tracking
        if elements.count == 1 && elements[0].label == nil { return infer(elements[0].value) }
        var types: [String] = []
        for element in elements {
            guard let type = infer(element.value) else { return nil }
            types.append(element.label.map { "\($0): \(type)" } ?? type)
        }
        return "(" + types.joined(separator: ", ") + ")"
    }

    /// `[a, b]` (`keys` nil) or `[k: v, …]`: the elements' common type (`unify`).
    private func inferCollection(keys: [Expr]?, values: [Expr]) -> String? {
        guard !values.isEmpty else { return nil } // `[]` and `[:]` need an annotation
        var keyTypes: [String] = []
        var valueTypes: [String] = []
        for (n, value) in values.enumerated() {
            if let keys {
                guard let key = infer(keys[n]) else { return nil }
                keyTypes.append(key)
            }
            guard let type = infer(value) else { return nil }
            valueTypes.append(type)
        }
        guard let value = unify(valueTypes) else { return nil }
        guard keys != nil else { return "[\(value)]" }
        guard let key = unify(keyTypes) else { return nil }
        return "[\(key): \(value)]"
    }

    /// Why an initializer could not be typed from the index.
    enum Failure: Equatable {
        /// Nothing in the inputs or their context declares this name (`UIColor`, `Theme.shade`).
        case undeclared(String)
        /// This member's overloads have different result types.
        case overloaded(String)
        /// The file declares this literal-type alias (`IntegerLiteralType`), which changes what
        /// a literal of its kind means.
        case literalTypeAlias(String)
        /// This type alias is declared with different targets in different `#if` clauses, so
        /// its members depend on the build configuration (break 48/3).
        case aliasPerClause(String)
    }

    /// Collects the first failure of one `inferType` call (inference functions are not
    /// mutating, since they recurse through literals).
    final class FailureNote {
        var failure: Failure?
        /// Whether the last inferred type took a name from a declaration (a member's or a
        /// function's declared type) rather than from the initializer's own text.
        var fromDeclarations = false
        /// The class's generic parameters, when the last inferred type names a nested type of
        /// it qualified as `Class<T>.Nested` (their names there mean the class's parameters).
        var qualifyingGenerics: [String] = []
        func record(_ failure: Failure) { if self.failure == nil { self.failure = failure } }
    }
}
