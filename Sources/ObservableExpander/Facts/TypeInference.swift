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
    /// Why the last `inferType` failed, when the index knows (a missing name, overloads).
    let notes = FailureNote()
    /// The default literal types as `standard` spells them (looked up once, not per property).
    private let literalTypes: (int: String, double: String, string: String, bool: String)
    /// For each literal kind, the literal-type alias the file declares for it (which changes
    /// what such a literal means: it is then not inferred), or nil.
    private let literalAliases: (int: String?, double: String?, string: String?, bool: String?)

    /// An inference over a file's `tokens` and `bytes` (UTF-8); the others: see the properties.
    init(tokens: [Token], bytes: [UInt8], shadowedNames: [String] = [], functionReturnTypes: [String: String] = [:],
         declaredTypes: DeclaredTypes = DeclaredTypes(), declarations: (any InferenceDeclarations)? = nil, scope: [String] = []) {
        self.tokens = tokens
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
    func inferType(_ span: TokenSpan) -> String? {
        notes.fromDeclarations = false
        notes.qualifyingGenerics = []
        // Most initializers are one literal token: typed without the general walk.
        if span.first == span.last, let type = literalType(span.first) { return type }
        // Inference recurses once per bracket level and scans its span at each: deeper nesting
        // than any literal a person writes is not inferred (the user is asked for a type), so
        // that `((((…))))` cannot exhaust the stack or take quadratic time.
        var nesting = 0
        for k in span.first ... max(span.first, span.last) {
            switch tokens[k].kind {
            case .leftParen, .leftSquare, .leftBrace:
                nesting += 1
                if nesting > Self.maximumNesting { return nil }
            case .rightParen, .rightSquare, .rightBrace: nesting -= 1
            default: break
            }
        }
        guard let type = infer(span.first, span.last), Self.bracketsPairUp(type) else { return nil }
        return type
    }

    /// The type of a literal token (as `inferUnary` types it), or nil for any other token.
    private func literalType(_ index: Int) -> String? {
        switch tokens[index].kind {
        case .integerLiteral: return defaultType(literalTypes.int, unless: literalAliases.int)
        case .floatLiteral: return defaultType(literalTypes.double, unless: literalAliases.double)
        case .stringLiteral: return defaultType(literalTypes.string, unless: literalAliases.string)
        case .identifier where isWord(index, "true") || isWord(index, "false"): return defaultType(literalTypes.bool, unless: literalAliases.bool)
        case .poundKeyword: return magicLiteralType(index)
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
    private func magicLiteralType(_ index: Int) -> String? {
        if isWord(index, "#line") || isWord(index, "#column") { return defaultType(literalTypes.int, unless: literalAliases.int) }
        if isWord(index, "#file") || isWord(index, "#fileID") || isWord(index, "#filePath") || isWord(index, "#function") {
            return defaultType(literalTypes.string, unless: literalAliases.string)
        }
        return nil
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

    func infer(_ first: Int, _ last: Int) -> String? {
        guard first <= last else { return nil }
        // An `if` or `switch` expression is the whole initializer: never an operand, and its
        // condition's operators (`if a == b {…}`) are not the expression's.
        if isWord(first, "if") { return inferIfExpression(first, last) }
        if isWord(first, "switch") { return inferSwitchExpression(first, last) }
        // `a ?? b` binds more loosely than `as` and the arithmetic operators.
        if let coalescing = inferNilCoalescing(first, last) { return coalescing.type }
        // `x as T` / `x as! T` at the top level.
        var nesting = 0
        for k in first ... last {
            switch tokens[k].kind {
            case .leftParen, .leftSquare, .leftBrace: nesting += 1
            case .rightParen, .rightSquare, .rightBrace: nesting -= 1
            case .identifier where nesting == 0 && k > first && isWord(k, "as"):
                var typeStart = k + 1
                var optional = false
                if typeStart <= last && tokens[typeStart].kind == .operator && tokens[typeStart].leadingTriviaStart == tokens[typeStart].start {
                    if isWord(typeStart, "?") { optional = true } else if !isWord(typeStart, "!") { return nil }
                    typeStart += 1
                }
                // `x as? Int == nil`: what follows the type is another operator's operand.
                guard typeStart <= last, !hasTopLevelBinaryOperator(typeStart, last, except: "&") else { return nil }
                let type = sourceText(typeStart, last)
                return optional ? "(\(type))?" : type
            default: break
            }
        }
        if let binary = inferBinaryOperators(first, last) { return binary.type }
        return inferUnary(first, last)
    }

    func inferUnary(_ first: Int, _ last: Int) -> String? {
        // `try! e` and `try e` have the type of `e` (`try? e` is optional: not inferred).
        if first < last && isWord(first, "try") {
            if isWord(first + 1, "!") { return first + 1 < last ? inferUnary(first + 2, last) : nil }
            if isWord(first + 1, "?") { return nil }
            return inferUnary(first + 1, last)
        }
        let token = tokens[first]
        if token.kind == .operator && first < last {
            if isWord(first, "-") || isWord(first, "+") {
                guard let type = inferUnary(first + 1, last), type == standard("Int") || type == standard("Double") else { return nil }
                return type
            }
            if isWord(first, "!") {
                return inferUnary(first + 1, last) == standard("Bool") ? standard("Bool") : nil
            }
            return nil
        }
        if first == last {
            switch token.kind {
            case .integerLiteral, .floatLiteral, .stringLiteral: return literalType(first)
            case .identifier where isWord(first, "true") || isWord(first, "false"): return literalType(first)
            case .poundKeyword: if let type = magicLiteralType(first) { return type }
            default: break
            }
        }
        if token.kind == .leftParen, closing(first) == last {
            return inferTuple(first + 1, last - 1)
        }
        if token.kind == .leftSquare, closing(first) == last {
            return inferCollection(first + 1, last - 1)
        }
        if token.kind == .leftBrace { return inferClosure(first, last) }
        if let type = inferTypeExpression(first, last) { return type }
        guard let type = declarations?.chainType(first, last, in: self) else { return nil }
        notes.fromDeclarations = true
        return type
    }

    /// Index of the bracket closing the one at `open`, or nil when it does not close.
    private func closing(_ open: Int) -> Int? { closingBracket(of: open) }

    /// Splits `first...last` at top-level commas.
    func elements(_ first: Int, _ last: Int) -> [(Int, Int)] {
        guard first <= last else { return [] }
        var result: [(Int, Int)] = []
        var start = first
        var nesting = 0
        var skipUntil = first
        for k in first ... last {
            switch tokens[k].kind {
            case .leftParen, .leftSquare, .leftBrace: nesting += 1
            case .rightParen, .rightSquare, .rightBrace: nesting -= 1
            case .comma where nesting == 0 && k >= skipUntil:
                // An empty element (`[1, , 2]`, `(, x)`) is not Swift: nothing to infer, and its
                // range `start ... k - 1` would be inverted.
                if start > k - 1 { return [] }
                result.append((start, k - 1))
                start = k + 1
            case .operator where k >= skipUntil:
                if let close = genericArgumentListEnd(tokens, bytes, at: k) { skipUntil = close }
            default: break
            }
        }
        if start <= last { result.append((start, last)) } // a trailing comma adds nothing
        return result
    }

    private func inferTuple(_ first: Int, _ last: Int) -> String? {
        let parts = elements(first, last)
        guard !parts.isEmpty else { return nil } // `()` is Void, not worth tracking
        if parts.count == 1 && !(parts[0].1 > parts[0].0 && tokens[parts[0].0 + 1].kind == .colon) {
            return infer(parts[0].0, parts[0].1)
        }
        var types: [String] = []
        for (a, b) in parts {
            if b > a + 1 && tokens[a].kind == .identifier && tokens[a + 1].kind == .colon {
                guard let type = infer(a + 2, b) else { return nil }
                types.append("\(text(a)): \(type)")
            } else {
                guard let type = infer(a, b) else { return nil }
                types.append(type)
            }
        }
        return "(" + types.joined(separator: ", ") + ")"
    }

    private func inferCollection(_ first: Int, _ last: Int) -> String? {
        let parts = elements(first, last)
        guard !parts.isEmpty else { return nil } // `[]` and `[:]` need an annotation
        var keys: [String] = []
        var values: [String] = []
        var isDictionary: Bool?
        for (a, b) in parts {
            var nesting = 0
            var colon: Int?
            for k in a ... b {
                switch tokens[k].kind {
                case .leftParen, .leftSquare, .leftBrace: nesting += 1
                case .rightParen, .rightSquare, .rightBrace: nesting -= 1
                case .colon where nesting == 0 && colon == nil: colon = k
                default: break
                }
            }
            if isDictionary == nil { isDictionary = colon != nil }
            guard isDictionary == (colon != nil) else { return nil }
            if let colon {
                guard let key = infer(a, colon - 1), let value = infer(colon + 1, b) else { return nil }
                keys.append(key)
                values.append(value)
            } else {
                guard let value = infer(a, b) else { return nil }
                values.append(value)
            }
        }
        guard let value = unify(values) else { return nil }
        if isDictionary == true {
            guard let key = unify(keys) else { return nil }
            return "[\(key): \(value)]"
        }
        return "[\(value)]"
    }

    /// `T(…)`, `T.init(…)`, `T<U>(…)`, `Module.T(…)`, `[T]()`, `[K: V]()`, `T.member`.
    func inferTypeExpression(_ first: Int, _ last: Int, failableAsOptional: Bool = false) -> String? {
        var k = first
        var calleeEnd: Int
        if tokens[k].kind == .leftSquare {
            guard let close = closing(k), close < last else { return nil }
            calleeEnd = close
            k = close + 1
        } else {
            guard tokens[k].kind == .identifier else { return nil }
            k += 1
            while true {
                if k <= last && tokens[k].kind == .operator && bytes[Int(tokens[k].start)] == UInt8(ascii: "<")
                    && tokens[k].leadingTriviaStart == tokens[k].start {
                    var angle = 0
                    while k <= last {
                        if tokens[k].kind == .operator {
                            for b in bytes[tokens[k].textRange] {
                                if b == UInt8(ascii: "<") { angle += 1 } else if b == UInt8(ascii: ">") { angle -= 1 }
                            }
                        }
                        k += 1
                        if angle <= 0 { break }
                    }
                }
                if k + 1 <= last && tokens[k].kind == .period && tokens[k + 1].kind == .identifier && !isWord(k + 1, "init") {
                    k += 2
                    continue
                }
                break
            }
            calleeEnd = k - 1
        }
        let callee = sourceText(first, calleeEnd)
        var rest = calleeEnd + 1
        if rest > last {
            // `T.self` is a metatype; `E.member` is `E` only for a case of an enumeration this
            // file declares (a static property, such as `Config.retries`, may have any type).
            guard tokens[first].kind == .identifier, calleeEnd > first, tokens[calleeEnd].kind == .identifier,
                  tokens[calleeEnd - 1].kind == .period, startsUppercase(calleeEnd - 2) else { return nil }
            let owner = sourceText(first, calleeEnd - 2)
            if isWord(calleeEnd, "self") { return owner + ".Type" }
            guard declaredTypes.enumeration(innermostDeclaration(of: owner), hasCase: text(calleeEnd)) else { return nil }
            return owner
        }
        if rest + 1 <= last && tokens[rest].kind == .period && isWord(rest + 1, "init") { rest += 2 }
        guard rest <= last else { return nil }
        // The arguments between the call's parentheses (an empty range when there are none).
        var arguments = (rest + 1, last - 1)
        if tokens[rest].kind == .leftParen, closing(rest) == last {
            // `T(…)`
        } else if tokens[first].kind == .identifier, tokens[calleeEnd].kind == .operator, tokens[last].kind == .rightBrace,
                  let close = tokens[rest].kind == .leftBrace ? rest - 1 : closing(rest), close + 1 < last,
                  tokens[close + 1].kind == .leftBrace, closing(close + 1) == last {
            // `Box<Int> { … }`, `Box<Int>(x) { … }`: a trailing closure, followed only when the
            // generic arguments are written (else the closure may decide them: `Task { … }`).
            arguments = (rest + 1, close - 1)
        } else {
            return nil
        }
        // The callee is the type as written: a nested type of the class in it is qualified.
        if tokens[first].kind == .leftSquare { return withNestedTypesQualified(callee) }
        if calleeEnd == first, let returnType = functionReturnTypes[callee] {
            notes.fromDeclarations = true
            return returnType
        }
        if calleeEnd == first, !startsUppercase(calleeEnd), declarations != nil { return nil } // a free function of the declarations: `chainType`
        guard startsUppercase(calleeEnd) || tokens[calleeEnd].kind == .operator else { return nil }
        if let sugared = sugaredCollection(first, calleeEnd) { return withNestedTypesQualified(sugared) }
        // `Set([1, 2])`, `Array(1...3)`: a generic standard collection takes its element type
        // from the argument.
        if (callee == "Set" || callee == "Array"), arguments.0 <= arguments.1,
           let argument = infer(arguments.0, arguments.1) {
            if argument.hasPrefix("[") && !argument.contains(":") {
                return "\(callee)<\(argument.dropFirst().dropLast())>"
            }
            if argument.hasPrefix("ClosedRange<") || argument.hasPrefix("Range<") {
                let element = argument.drop(while: { $0 != "<" }).dropFirst().dropLast()
                return "\(callee)<\(element)>"
            }
            return nil
        }
        if ["Set", "Array", "Dictionary", "Optional"].contains(callee) { return nil }
        // A failable initializer's `T?`, asked for by `??`'s left operand.
        guard !mayBeFailable(callee, arguments: elements(arguments.0, arguments.1)) else { return failableAsOptional ? callee + "?" : nil }
        return withNestedTypesQualified(callee)
    }

    /// The qualified name that `name`, written inside the class, means when a type of the
    /// class's lookup scope (the class itself, then the types around it) declares a type of
    /// that name in this file, as Swift's lexical lookup finds it; otherwise `name`.
    private func innermostDeclaration(of name: String) -> String {
        for enclosing in scope.reversed() where declaredTypes.declares(enclosing + "." + name) {
            return enclosing + "." + name  // every declared type has an entry there, qualified
        }
        return name
    }

    /// Whether `callee(arguments)` may be a failable initializer, whose type is `callee?`:
    /// for a type this file declares, when it declares an `init?`/`init!` (or has raw values);
    /// for other types, by the argument labels of the well-known failable initializers
    /// (`URL(string:)`, `Int(exactly:)`, `E(rawValue:)`, …) and for number and `Bool`
    /// conversions of anything but a literal (`Int("42")` is `Int?`).
    private func mayBeFailable(_ callee: String, arguments: [(Int, Int)]) -> Bool {
        let labels = arguments.compactMap { a, b -> String? in
            b > a && tokens[a].kind == .identifier && tokens[a + 1].kind == .colon ? text(a) : nil
        }
        if labels.contains("rawValue") { return true }
        let name = callee.hasPrefix("Swift.") ? String(callee.dropFirst(6)) : callee
        if let declared = declaredTypes.failableInitializer(name) { return declared }
        if let declared = declarations?.declaresFailableInitializer(name, in: self) { return declared }
        if !Set(labels).isDisjoint(with: Self.failableLabels) { return true }
        if Self.mostlyFailableTypes.contains(name) { return true }
        if Self.literalConvertibleTypes.contains(name) {
            return !arguments.allSatisfy { a, b in
                let first = tokens[a].kind == .operator && a < b ? a + 1 : a
                return first == b && [.integerLiteral, .floatLiteral].contains(tokens[b].kind)
                    || (first == b && (isWord(b, "true") || isWord(b, "false")))
            }
        }
        return false
    }

    /// Argument labels of failable initializers in the standard library and Foundation.
    static let failableLabels: Set<String> = [
        "string", "named", "systemName", "uuidString", "base64Encoded", "exactly", "validating",
        "validatingUTF8", "utf8String", "contentsOfFile", "data", "resource", "description",
        // Foundation and the UI frameworks: UserDefaults(suiteName:), TimeZone(identifier:),
        // TimeZone(abbreviation:), TimeZone(secondsFromGMT:), Bundle(identifier:), Bundle(path:),
        // FileHandle(forReadingAtPath:) and its siblings, InputStream(fileAtPath:),
        // InputStream(url:), UIFont(name:size:), NSDataAsset(name:), init?(coder:).
        "suiteName", "identifier", "abbreviation", "secondsFromGMT", "path", "forReadingAtPath",
        "forWritingAtPath", "forUpdatingAtPath", "fileAtPath", "url", "name", "coder",
    ]

    /// Types whose initializers are failable for most arguments (`Unicode.Scalar(65)` is
    /// `Unicode.Scalar?`): never inferred from a call.
    static let mostlyFailableTypes: Set<String> = ["Unicode.Scalar", "UnicodeScalar"]

    /// Types whose initializer from a non-literal may fail (`Int("x")`, `Bool("yes")`).
    static let literalConvertibleTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Float16", "Float80", "CGFloat", "Decimal", "Bool", "Character",
    ]

    /// `Array<T>` as `[T]` and `Dictionary<K, V>` as `[K: V]`, the spelling Swift prints for
    /// the inferred type of `Array<T>()` and `Dictionary<K, V>()`.
    private func sugaredCollection(_ first: Int, _ last: Int) -> String? {
        guard isWord(last, ">"), let open = (first ... last).first(where: { tokens[$0].kind == .operator && isWord($0, "<") }),
              open + 1 <= last - 1 else { return nil }
        let base = sourceText(first, open - 1)
        let arguments = elements(open + 1, last - 1).map { sourceText($0.0, $0.1) }
        switch (base, arguments.count) {
        case ("Array", 1), ("Swift.Array", 1): return "[\(arguments[0])]"
        case ("Dictionary", 2), ("Swift.Dictionary", 2): return "[\(arguments[0]): \(arguments[1])]"
        default: return nil
        }
    }

    /// `type` with each name of a type nested in the class qualified by the class, when the
    /// declarations can tell (`InferenceDeclarations.qualifyingNestedTypes`); else `type`.
    private func withNestedTypesQualified(_ type: String) -> String {
        declarations?.qualifyingNestedTypes(type, in: self) ?? type
    }

    func startsUppercase(_ index: Int) -> Bool {
        var start = Int(tokens[index].start)
        if bytes[start] == UInt8(ascii: "`") { start += 1 }
        let b = bytes[start]
        return (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z")) || b >= 0x80
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
