/// Builds the declaration tree of a file from its tokens.
///
/// It finds type declarations at any depth (file scope, nested types, extensions, `#if`
/// clauses) with their attributes, modifiers, name, generic parameters, inheritance clause and
/// members, and for `var`/`let` and `func` members the parts the expansion needs. Bodies of
/// functions, initializers, closures and computed properties are skipped by matching brackets.
/// It is error-tolerant: it always returns a tree, with diagnostics for unclosed braces.
public struct DeclarationParser {
    let tokens: [Token]
    let bytes: [UInt8]
    var i = 0
    var diagnostics: [Diagnostic] = []
    /// Deeper nesting of type declarations is skipped as opaque text, so that a pathological
    /// input cannot exhaust the call stack.
    static let maximumNesting = 512

    public init(tokens: [Token], bytes: [UInt8]) {
        self.tokens = tokens
        self.bytes = bytes
    }

    /// Parses a whole file. `tokens` must end with `.endOfFile` (as `Tokenizer` guarantees).
    public static func parse(tokens: [Token], bytes: [UInt8]) -> SourceTree {
        var parser = DeclarationParser(tokens: tokens, bytes: bytes)
        var members: [Member] = []
        while parser.kind(parser.i) != .endOfFile {
            members += parser.parseMembers(depth: 0, inBody: false, inIfConfig: false)
            if parser.kind(parser.i) == .rightBrace {
                parser.diagnostics.append(Diagnostic(.error, at: Int(tokens[parser.i].start), "extraneous '}' at top level"))
                parser.i += 1
            } else if parser.kind(parser.i) == .poundKeyword {
                parser.diagnostics.append(Diagnostic(.error, at: Int(tokens[parser.i].start), "unexpected '\(parser.text(parser.i))' without a matching '#if'"))
                parser.i += 1
            }
        }
        return SourceTree(members: members, diagnostics: parser.diagnostics)
    }

    // MARK: - Token queries

    @inline(__always) func kind(_ index: Int) -> TokenKind {
        index < tokens.count ? tokens[index].kind : .endOfFile
    }

    /// Whether token `index` is spelled exactly `word` (so a backticked `` `var` `` is not `var`).
    func isWord(_ index: Int, _ word: StaticString) -> Bool {
        guard index < tokens.count else { return false }
        let token = tokens[index]
        let length = Int(token.end - token.start)
        guard length == word.utf8CodeUnitCount else { return false }
        let start = Int(token.start)
        let w = word.utf8Start
        for k in 0 ..< length where bytes[start + k] != w[k] { return false }
        return true
    }

    func text(_ index: Int) -> String {
        let token = tokens[index]
        return String(decoding: bytes[Int(token.start) ..< Int(token.end)], as: UTF8.self)
    }

    /// The tokens' texts joined without trivia.
    func compactText(_ span: TokenSpan) -> String {
        var result = ""
        for k in span.first ... span.last { result += text(k) }
        return result
    }

    /// The tokens' texts with one space wherever trivia separated them: `@unchecked Sendable`.
    func normalizedText(_ span: TokenSpan) -> String {
        var result = text(span.first)
        if span.last > span.first {
            for k in span.first + 1 ... span.last {
                if tokens[k].leadingTriviaStart != tokens[k].start || tokens[k - 1].trailingTriviaEnd != tokens[k - 1].end { result += " " }
                result += text(k)
            }
        }
        return result
    }

    func firstByte(_ index: Int) -> UInt8 {
        let token = tokens[index]
        return token.end > token.start ? bytes[Int(token.start)] : 0
    }

    /// No trivia between token `index - 1` and token `index`.
    func isGluedToPrevious(_ index: Int) -> Bool {
        index > 0 && tokens[index - 1].trailingTriviaEnd == tokens[index - 1].end && tokens[index].leadingTriviaStart == tokens[index].start
    }

    // MARK: - Declaration lists

    /// Parses declarations until a `}`, an `#elseif`/`#else`/`#endif` or the end of the file,
    /// which it leaves for the caller.
    mutating func parseMembers(depth: Int, inBody: Bool, inIfConfig: Bool) -> [Member] {
        var members: [Member] = []
        while true {
            switch kind(i) {
            case .endOfFile, .rightBrace:
                return members
            case .semicolon:
                i += 1
            case .poundKeyword:
                if isWord(i, "#if") {
                    if isAttributeIfConfig(at: i) {
                        members.append(parseDeclaration(depth: depth))
                    } else {
                        members.append(.ifConfig(parseIfConfig(depth: depth)))
                    }
                } else if isWord(i, "#elseif") || isWord(i, "#else") || isWord(i, "#endif") {
                    if inIfConfig { return members }
                    diagnostics.append(Diagnostic(.error, at: Int(tokens[i].start), "unexpected '\(text(i))' without a matching '#if'"))
                    i += 1
                } else {
                    let start = i
                    skipStatement()
                    members.append(.other(TokenSpan(start, max(start, i - 1))))
                }
            default:
                let before = i
                members.append(parseDeclaration(depth: depth))
                if i == before { i += 1 } // never stall on a token no rule consumes
            }
        }
    }

    mutating func parseIfConfig(depth: Int) -> IfConfigDeclaration {
        let start = i
        var clauses: [IfConfigDeclaration.Clause] = []
        if depth >= Self.maximumNesting {
            // Nested `#if` blocks recurse like nested types: past the limit, skip to the
            // matching `#endif` without recursion.
            diagnostics.append(Diagnostic(.error, at: Int(tokens[start].start), "declarations are nested too deeply"))
            var nesting = 0
            while kind(i) != .endOfFile {
                if isWord(i, "#if") { nesting += 1 } else if isWord(i, "#endif") { nesting -= 1 }
                i += 1
                if nesting == 0 { break }
            }
            return IfConfigDeclaration(span: TokenSpan(start, max(start, i - 1)), clauses: clauses)
        }
        while true {
            let directive = i
            i += 1
            if !isWord(directive, "#else") { skipCondition() }
            let members = parseMembers(depth: depth + 1, inBody: false, inIfConfig: true)
            clauses.append(IfConfigDeclaration.Clause(directive: directive, members: members))
            if isWord(i, "#elseif") || isWord(i, "#else") { continue }
            if isWord(i, "#endif") {
                i += 1
                return IfConfigDeclaration(span: TokenSpan(start, i - 1), clauses: clauses)
            }
            // A `}` or the end of the file before `#endif`.
            diagnostics.append(Diagnostic(.error, at: Int(tokens[start].start), "unterminated '#if' block"))
            return IfConfigDeclaration(span: TokenSpan(start, max(start, i - 1)), clauses: clauses)
        }
    }

    /// Skips an `#if`/`#elseif` condition: the rest of the directive's line, plus any
    /// parenthesized part that continues on later lines.
    mutating func skipCondition() {
        var depth = 0
        while kind(i) != .endOfFile {
            if depth == 0 && tokens[i].isAtStartOfLine { return }
            switch kind(i) {
            case .leftParen, .leftSquare: depth += 1
            case .rightParen, .rightSquare: depth = max(0, depth - 1)
            default: break
            }
            i += 1
        }
    }

    /// Whether the `#if` at `index` is part of an attribute list: every clause holds only
    /// attributes, and a declaration follows the `#endif`.
    func isAttributeIfConfig(at index: Int) -> Bool {
        var j = index
        var nesting = 0
        var sawAttribute = false
        while j < tokens.count {
            if isWord(j, "#if") {
                nesting += 1
                // Bounded look-ahead: otherwise each of n nested `#if`s scans to its `#endif`.
                if nesting > Self.maximumNesting { return false }
                j += 1
                while kind(j) != .endOfFile && !tokens[j].isAtStartOfLine { j += 1 }
            } else if isWord(j, "#elseif") || isWord(j, "#else") {
                j += 1
                while kind(j) != .endOfFile && !tokens[j].isAtStartOfLine { j += 1 }
            } else if isWord(j, "#endif") {
                nesting -= 1
                j += 1
                if nesting == 0 { return sawAttribute && kind(j) != .endOfFile && kind(j) != .rightBrace && !isWord(j, "#endif") }
            } else if kind(j) == .atSign {
                sawAttribute = true
                j = attributeEnd(from: j) + 1
            } else {
                return false
            }
        }
        return false
    }

    // MARK: - Attributes and modifiers

    /// The last token of the attribute whose `@` is at `start`.
    func attributeEnd(from start: Int) -> Int {
        var j = start + 1
        guard kind(j) == .identifier else { return start }
        j += 1
        while kind(j) == .period && kind(j + 1) == .identifier && isGluedToPrevious(j) {
            j += 2
        }
        // Generic arguments: @Wrapper<Int>
        if kind(j) == .operator && firstByte(j) == UInt8(ascii: "<") && isGluedToPrevious(j) {
            var angle = 0
            while kind(j) != .endOfFile {
                if kind(j) == .operator { angle += angleDelta(j) }
                if angle <= 0 { break }
                j += 1
            }
            j += 1
        }
        if kind(j) == .leftParen && isGluedToPrevious(j) {
            return matchingClose(from: j)
        }
        return j - 1
    }

    /// The net count of `<` minus `>` in an operator token (types lex `>>` as one operator).
    func angleDelta(_ index: Int) -> Int {
        var delta = 0
        let token = tokens[index]
        for k in Int(token.start) ..< Int(token.end) {
            if bytes[k] == UInt8(ascii: "<") { delta += 1 } else if bytes[k] == UInt8(ascii: ">") { delta -= 1 }
        }
        return delta
    }

    /// Index of the bracket that closes the one at `open` (any of `(`, `[`, `{`), counting all
    /// bracket kinds together; the last token before the end of the file if unclosed.
    func matchingClose(from open: Int) -> Int {
        var depth = 0
        var braces = 0
        var j = open
        while j < tokens.count {
            switch tokens[j].kind {
            case .leftParen, .leftSquare, .leftBrace:
                depth += 1
                if tokens[j].kind == .leftBrace { braces += 1 }
            case .rightParen, .rightSquare, .rightBrace:
                if tokens[j].kind == .rightBrace {
                    // A `}` with no `{` opened since `open` ends the body around it: the
                    // bracket is unclosed, as at the end of the file.
                    if braces == 0 { return max(open, j - 1) }
                    braces -= 1
                }
                depth -= 1
                if depth == 0 { return j }
            case .endOfFile: return j - 1
            default: break
            }
            j += 1
        }
        return tokens.count - 1
    }

    /// Index of the `}` that closes the `{` at `open`, counting braces only (so a stray `(` in
    /// a broken body cannot swallow the enclosing type); nil if unclosed.
    func matchingBrace(from open: Int) -> Int? {
        var depth = 0
        var j = open
        while j < tokens.count {
            switch tokens[j].kind {
            case .leftBrace: depth += 1
            case .rightBrace:
                depth -= 1
                if depth == 0 { return j }
            case .endOfFile: return nil
            default: break
            }
            j += 1
        }
        return nil
    }

    mutating func parseAttributes() -> [AttributeListElement] {
        var elements: [AttributeListElement] = []
        while true {
            if kind(i) == .atSign && kind(i + 1) == .identifier {
                let end = attributeEnd(from: i)
                var name = text(i + 1)
                var j = i + 2
                while j <= end && kind(j) == .period && kind(j + 1) == .identifier {
                    name += "." + text(j + 1)
                    j += 2
                }
                elements.append(.attribute(Attribute(span: TokenSpan(i, end), name: name)))
                i = end + 1
            } else if isWord(i, "#if") && isAttributeIfConfig(at: i) {
                elements.append(.ifConfig(parseAttributeIfConfig()))
            } else {
                return elements
            }
        }
    }

    mutating func parseAttributeIfConfig() -> AttributeIfConfig {
        let start = i
        var clauses: [AttributeIfConfig.Clause] = []
        while true {
            let directive = i
            i += 1
            var condition: TokenSpan?
            if !isWord(directive, "#else") {
                let conditionStart = i
                skipCondition()
                if i > conditionStart { condition = TokenSpan(conditionStart, i - 1) }
            }
            let elements = parseAttributes()
            clauses.append(AttributeIfConfig.Clause(directive: directive, condition: condition, elements: elements))
            if isWord(i, "#elseif") || isWord(i, "#else") { continue }
            if isWord(i, "#endif") { i += 1 }
            return AttributeIfConfig(clauses: clauses, span: TokenSpan(start, i - 1))
        }
    }

    static let modifierKeywords: Set<String> = [
        "public", "private", "fileprivate", "internal", "package", "open", "static", "final",
        "override", "lazy", "weak", "unowned", "mutating", "nonmutating", "dynamic", "required",
        "convenience", "optional", "indirect", "prefix", "postfix", "infix", "nonisolated",
        "distributed", "consuming", "borrowing", "__consuming", "_const", "isolated", "sending",
    ]

    static let declarationKeywords: Set<String> = [
        "class", "struct", "enum", "actor", "protocol", "extension", "var", "let", "func", "init",
        "deinit", "subscript", "typealias", "associatedtype", "case", "import", "operator",
        "precedencegroup", "macro",
    ]

    static let modifierWords = WordSet(modifierKeywords)
    static let declarationWords = WordSet(declarationKeywords)

    /// Whether token `index` is spelled like one of `words` (no String is made).
    func isOneOf(_ index: Int, _ words: WordSet) -> Bool {
        guard index < tokens.count, tokens[index].kind == .identifier else { return false }
        return bytes.withUnsafeBufferPointer { words.contains(tokens[index].textRange, in: $0) }
    }

    mutating func parseModifiers() -> [Modifier] {
        var modifiers: [Modifier] = []
        while kind(i) == .identifier {
            let isModifier: Bool
            if isWord(i, "class") {
                // `class func`, `class var`, `class override …` versus `class Name`.
                isModifier = kind(i + 1) == .identifier
                    && (isOneOf(i + 1, Self.declarationWords) || isOneOf(i + 1, Self.modifierWords))
                    && !isWord(i + 1, "class")
            } else {
                isModifier = isOneOf(i, Self.modifierWords)
                    && (kind(i + 1) == .identifier || kind(i + 1) == .atSign || (kind(i + 1) == .leftParen && isGluedToPrevious(i + 1)))
            }
            guard isModifier else { break }
            let word = text(i)
            var detail: String?
            var end = i
            if kind(i + 1) == .leftParen && isGluedToPrevious(i + 1) && kind(i + 2) == .identifier && kind(i + 3) == .rightParen {
                detail = text(i + 2)
                end = i + 3
            } else if kind(i + 1) == .leftParen {
                break
            }
            modifiers.append(Modifier(span: TokenSpan(i, end), name: word, detail: detail))
            i = end + 1
        }
        return modifiers
    }

    // MARK: - Declarations

    mutating func parseDeclaration(depth: Int) -> Member {
        let start = i
        let attributes = parseAttributes()
        let modifiers = parseModifiers()
        if kind(i) == .identifier && isOneOf(i, Self.declarationWords) {
            if let typeKind = [TypeDeclaration.Kind.class, .struct, .enum, .protocol, .extension].first(where: { isWord(i, $0.keyword) }) {
                if kind(i + 1) == .identifier || typeKind == .extension {
                    return .type(parseType(typeKind, start: start, attributes: attributes, modifiers: modifiers, depth: depth))
                }
            } else if isWord(i, "actor") {
                if kind(i + 1) == .identifier && !tokens[i + 1].isAtStartOfLine {
                    return .type(parseType(.actor, start: start, attributes: attributes, modifiers: modifiers, depth: depth))
                }
            } else if isWord(i, "var") || isWord(i, "let") {
                return .variable(parseVariable(start: start, attributes: attributes, modifiers: modifiers))
            } else if isWord(i, "func") {
                return .function(parseFunction(start: start, modifiers: modifiers))
            }
        }
        i = start
        skipStatement()
        return .other(TokenSpan(start, max(start, i - 1)))
    }

    mutating func parseType(_ kind: TypeDeclaration.Kind, start: Int, attributes: [AttributeListElement], modifiers: [Modifier], depth: Int) -> TypeDeclaration {
        let keyword = i
        i += 1
        var declaration = TypeDeclaration(
            kind: kind, span: TokenSpan(start, keyword), attributes: attributes, modifiers: modifiers,
            keyword: keyword, nameToken: nil, name: "", genericParameters: [], inheritedTypes: [],
            inheritanceColon: nil, inheritanceEnd: nil, leftBrace: nil, rightBrace: nil, members: [])
        if kind == .extension {
            declaration.nameToken = i
            declaration.name = parseExtendedTypeName()
        } else if self.kind(i) == .identifier {
            declaration.nameToken = i
            declaration.name = text(i)
            i += 1
            if self.kind(i) == .operator && firstByte(i) == UInt8(ascii: "<") {
                declaration.genericParameters = parseGenericParameters()
            }
        }
        if self.kind(i) == .colon {
            declaration.inheritanceColon = i
            i += 1
            var entryStart = i
            var nesting = 0
            while self.kind(i) != .endOfFile {
                let k = self.kind(i)
                // A declaration starting a line ends the clause of a type that has no body
                // (except right after a `,`: `B,\n  @unchecked Sendable` continues it).
                let startsDeclaration = i > entryStart && tokens[i].isAtStartOfLine && isDeclarationStart(i)
                if nesting == 0 && (k == .leftBrace || isWord(i, "where") || k == .comma || k == .rightBrace || startsDeclaration) {
                    if i > entryStart { declaration.inheritedTypes.append(normalizedText(TokenSpan(entryStart, i - 1))) }
                    declaration.inheritanceEnd = i - 1
                    if k != .comma { break }
                    i += 1
                    entryStart = i
                    continue
                }
                switch k {
                case .leftParen, .leftSquare: nesting += 1
                case .rightParen, .rightSquare: nesting -= 1
                case .operator: nesting += angleDelta(i)
                default: break
                }
                i += 1
            }
        }
        // A `where` clause (or anything else) up to the body.
        while self.kind(i) != .leftBrace && self.kind(i) != .endOfFile && self.kind(i) != .rightBrace {
            if tokens[i].isAtStartOfLine && isDeclarationStart(i) { break }
            i += 1
        }
        guard self.kind(i) == .leftBrace else {
            diagnostics.append(Diagnostic(.error, at: Int(tokens[keyword].start), "expected '{' in \(kind.rawValue)"))
            declaration.span.last = max(start, i - 1)
            return declaration
        }
        declaration.leftBrace = i
        if depth >= Self.maximumNesting {
            diagnostics.append(Diagnostic(.error, at: Int(tokens[keyword].start), "declarations are nested too deeply"))
            if let close = matchingBrace(from: i) {
                declaration.rightBrace = close
                i = close + 1
            } else {
                i = tokens.count - 1
            }
            declaration.span.last = max(start, i - 1)
            return declaration
        }
        i += 1
        declaration.members = parseMembers(depth: depth + 1, inBody: true, inIfConfig: false)
        if self.kind(i) == .rightBrace {
            declaration.rightBrace = i
            i += 1
        } else {
            diagnostics.append(Diagnostic(.error, at: Int(tokens[declaration.leftBrace!].start), "expected '}' at the end of \(kind.rawValue) '\(declaration.name)'"))
        }
        declaration.span.last = max(start, i - 1)
        return declaration
    }

    /// `Outer.Inner`, `Array<Int>` in `extension Outer.Inner: P where …`; the generic
    /// arguments are dropped from the returned name.
    mutating func parseExtendedTypeName() -> String {
        var name = ""
        while kind(i) == .identifier {
            name += text(i)
            i += 1
            if kind(i) == .operator && firstByte(i) == UInt8(ascii: "<") && isGluedToPrevious(i) {
                var angle = 0
                repeat {
                    if kind(i) == .operator { angle += angleDelta(i) }
                    i += 1
                } while angle > 0 && kind(i) != .endOfFile && kind(i) != .leftBrace
            }
            guard kind(i) == .period, kind(i + 1) == .identifier else { break }
            name += "."
            i += 1
        }
        return name
    }

    /// `<T: P & Q, U>` starting at the `<` token; leaves `i` after the closing `>`.
    mutating func parseGenericParameters() -> [GenericParameter] {
        var parameters: [GenericParameter] = []
        var angle = angleDelta(i)
        i += 1
        var expectName = true
        var current: GenericParameter?
        var afterColon = false
        while angle > 0 && kind(i) != .endOfFile && kind(i) != .leftBrace {
            let k = kind(i)
            if k == .operator {
                angle += angleDelta(i)
            } else if angle == 1 && k == .comma {
                if let parameter = current { parameters.append(parameter) }
                current = nil
                expectName = true
                afterColon = false
            } else if angle == 1 && k == .colon {
                afterColon = true
            } else if k == .identifier && angle == 1 {
                if expectName && !isWord(i, "each") && !isWord(i, "let") {
                    current = GenericParameter(name: text(i), firstConstraint: nil)
                    expectName = false
                } else if afterColon && current?.firstConstraint == nil {
                    current?.firstConstraint = text(i)
                }
            }
            i += 1
        }
        if let parameter = current { parameters.append(parameter) }
        return parameters
    }

    mutating func parseVariable(start: Int, attributes: [AttributeListElement], modifiers: [Modifier]) -> VariableDeclaration {
        let keyword = i
        let isLet = isWord(i, "let")
        i += 1
        var bindings: [PatternBinding] = []
        while true {
            var binding: PatternBinding
            if kind(i) == .identifier {
                binding = PatternBinding(pattern: .identifier(i))
                i += 1
            } else if kind(i) == .leftParen {
                let close = matchingClose(from: i)
                binding = PatternBinding(pattern: .other(TokenSpan(i, close)))
                i = close + 1
            } else {
                break
            }
            if kind(i) == .colon {
                i += 1
                binding.typeAnnotation = scanType()
            }
            if kind(i) == .equal {
                binding.equal = i
                i += 1
                binding.initializer = scanExpression()
            }
            if kind(i) == .leftBrace && (binding.initializer == nil || isObserverBlock(at: i)) {
                parseAccessorBlock(into: &binding)
            }
            bindings.append(binding)
            guard kind(i) == .comma else { break }
            i += 1
        }
        if bindings.isEmpty {
            diagnostics.append(Diagnostic(.error, at: Int(tokens[keyword].start), "expected a pattern after '\(text(keyword))'"))
            skipStatement()
        }
        return VariableDeclaration(span: TokenSpan(start, max(start, i - 1)), attributes: attributes, modifiers: modifiers,
                                   keyword: keyword, isLet: isLet, bindings: bindings)
    }

    static let accessorKeywords: Set<String> = [
        "get", "set", "willSet", "didSet", "_read", "_modify", "read", "modify", "init",
        "unsafeAddress", "unsafeMutableAddress",
    ]

    /// After an initializer, a `{` opens observers only if it starts with `willSet`/`didSet`;
    /// otherwise it is a trailing closure of the initializer expression.
    func isObserverBlock(at brace: Int) -> Bool {
        var j = brace + 1
        while kind(j) == .atSign { j = attributeEnd(from: j) + 1 }
        return (isWord(j, "willSet") || isWord(j, "didSet"))
            && [.leftBrace, .leftParen, .rightBrace].contains(kind(j + 1))
    }

    mutating func parseAccessorBlock(into binding: inout PatternBinding) {
        let open = i
        let close = matchingBrace(from: open)
        var names: [String] = []
        var j = open + 1
        var isList = true
        // An accessor list is a sequence of [attributes] [modifiers] keyword [(name)] [effects] [{ body }].
        while let close, j < close {
            while kind(j) == .atSign { j = attributeEnd(from: j) + 1 }
            while ["mutating", "nonmutating", "__consuming", "consuming", "borrowing", "nonisolated"].contains(where: { isWord(j, StaticString(stringLiteral: $0)) }) { j += 1 }
            guard kind(j) == .identifier, Self.accessorKeywords.contains(text(j)) else { isList = false; break }
            let next = kind(j + 1)
            guard next == .leftBrace || next == .leftParen || next == .rightBrace || next == .identifier else { isList = false; break }
            names.append(text(j))
            j += 1
            if kind(j) == .leftParen { j = matchingClose(from: j) + 1 }
            while kind(j) == .identifier && !Self.accessorKeywords.contains(text(j)) {
                j += 1 // async, throws
                if kind(j) == .leftParen { j = matchingClose(from: j) + 1 }
            }
            if kind(j) == .leftBrace {
                guard let bodyEnd = matchingBrace(from: j) else { break }
                j = bodyEnd + 1
            }
        }
        binding.accessorKind = isList && !names.isEmpty ? .accessors(names) : (close == open + 1 ? .accessors([]) : .getter)
        if let close {
            binding.accessorBlock = TokenSpan(open, close)
            i = close + 1
        } else {
            diagnostics.append(Diagnostic(.error, at: Int(tokens[open].start), "expected '}' at the end of the accessor block"))
            binding.accessorBlock = TokenSpan(open, tokens.count - 2 >= open ? tokens.count - 2 : open)
            i = tokens.count - 1
        }
    }

    mutating func parseFunction(start: Int, modifiers: [Modifier]) -> FunctionDeclaration {
        i += 1 // func
        var function = FunctionDeclaration(span: TokenSpan(start, start), modifiers: modifiers, name: "", genericParameters: [], parameters: [], returnType: nil)
        if kind(i) == .identifier || kind(i) == .operator || kind(i) == .equal {
            function.name = text(i)
            i += 1
        }
        if kind(i) == .operator && firstByte(i) == UInt8(ascii: "<") && isGluedToPrevious(i) {
            function.genericParameters = parseGenericParameters()
        }
        if kind(i) == .leftParen {
            let close = matchingClose(from: i)
            if kind(close + 1) == .rightBrace && (i ... close).reduce(0, { depth, k in
                switch kind(k) {
                case .leftParen, .leftSquare, .leftBrace: return depth + 1
                case .rightParen, .rightSquare, .rightBrace: return depth - 1
                default: return depth
                }
            }) > 0 {
                // The parameter list runs into the `}` that ends the body around it.
                diagnoseUnclosed(i)
            }
            function.parameters = parseParameters(from: i + 1, to: close)
            i = close + 1
        }
        while kind(i) == .identifier && (isWord(i, "async") || isWord(i, "throws") || isWord(i, "rethrows") || isWord(i, "reasync")) && !tokens[i].isAtStartOfLine {
            i += 1
            if kind(i) == .leftParen && isGluedToPrevious(i) { i = matchingClose(from: i) + 1 }
        }
        if kind(i) == .arrow {
            i += 1
            function.returnType = scanType()
        }
        while kind(i) != .leftBrace && kind(i) != .endOfFile && kind(i) != .rightBrace && kind(i) != .semicolon {
            if tokens[i].isAtStartOfLine && isDeclarationStart(i) { break }
            i += 1 // a `where` clause
        }
        if kind(i) == .leftBrace {
            if let close = matchingBrace(from: i) {
                i = close + 1
            } else {
                diagnostics.append(Diagnostic(.error, at: Int(tokens[i].start), "expected '}' at the end of function '\(function.name)'"))
                i = tokens.count - 1
            }
        }
        function.span.last = max(start, i - 1)
        return function
    }

    /// Parameters between `from` and `to` (exclusive): `label name: Type = default`.
    func parseParameters(from: Int, to: Int) -> [FunctionDeclaration.Parameter] {
        var parameters: [FunctionDeclaration.Parameter] = []
        var j = from
        while j < to {
            var entryEnd = j
            var nesting = 0
            var inDefaultValue = false
            while entryEnd < to {
                let k = kind(entryEnd)
                if nesting == 0 && k == .comma { break }
                switch k {
                case .leftParen, .leftSquare, .leftBrace: nesting += 1
                case .rightParen, .rightSquare, .rightBrace: nesting -= 1
                case .equal where nesting == 0: inDefaultValue = true
                case .operator:
                    // In the type, `<` and `>` are generic brackets; in a default value they are
                    // operators (`x < y`) unless they enclose generic arguments (`Set<Int>()`).
                    if !inDefaultValue {
                        nesting += angleDelta(entryEnd)
                    } else if let close = genericArgumentListEnd(tokens, bytes, at: entryEnd), close < to {
                        entryEnd = close
                    }
                default: break
                }
                entryEnd += 1
            }
            var k = j
            while kind(k) == .atSign { k = attributeEnd(from: k) + 1 }
            // An attribute in an unclosed list (`func f(@x` at the end of the file or body) can
            // run past the parameter.
            k = min(k, entryEnd)
            let label = k < entryEnd ? text(k) : "_"
            var type: TokenSpan?
            if let colon = (k ..< entryEnd).first(where: { kind($0) == .colon }) {
                var typeEnd = colon + 1
                while typeEnd < entryEnd && kind(typeEnd) != .equal { typeEnd += 1 }
                if typeEnd > colon + 1 { type = TokenSpan(colon + 1, typeEnd - 1) }
            }
            parameters.append(FunctionDeclaration.Parameter(label: label, type: type))
            j = entryEnd + 1
        }
        return parameters
    }

    // MARK: - Skipping

    /// Whether token `index` can begin a declaration (so a line starting with it ends the one
    /// before): an attribute, a modifier, a declaration keyword or a compiler directive.
    func isDeclarationStart(_ index: Int) -> Bool {
        switch kind(index) {
        case .atSign:
            return true
        case .poundKeyword:
            return isWord(index, "#if") || isWord(index, "#elseif") || isWord(index, "#else") || isWord(index, "#endif")
        case .identifier:
            if isOneOf(index, Self.declarationWords) { return true }
            return isOneOf(index, Self.modifierWords) && (kind(index + 1) == .identifier || kind(index + 1) == .leftParen)
        default:
            return false
        }
    }

    /// Whether token `index` at the start of a line continues the expression before it: a
    /// `.member`, a binary operator, or anything after a binary operator, `=` or `->`.
    func continuesExpression(_ index: Int) -> Bool {
        let previous = index - 1
        switch kind(previous) {
        case .equal, .arrow, .comma, .colon, .period, .leftParen, .leftSquare, .backslash, .atSign:
            return true
        case .operator:
            // An operator bound to its left operand and followed by a line break is postfix
            // (`x!`, `y?`, a generic `>`): the expression may end there. One with space before
            // it is binary and needs its right operand on the next line.
            if !isGluedToPrevious(previous) { return true }
        default:
            break
        }
        switch kind(index) {
        case .period:
            return true
        case .operator:
            // A binary operator has space after it; a prefix operator (`-x`) starts a statement.
            let token = tokens[index]
            return token.trailingTriviaEnd != token.end || firstByte(index) == UInt8(ascii: ".")
        case .equal, .arrow:
            return true
        default:
            return false
        }
    }

    /// Whether token `index` at the start of a line continues a type: only around `&` (a
    /// composition), `->` and `.` (`A &\n B`, `() ->\n Int`); a generic `>` or a `?` ends it.
    func continuesType(_ index: Int) -> Bool {
        func isJoiner(_ k: Int) -> Bool {
            kind(k) == .arrow || kind(k) == .period || (kind(k) == .operator && (firstByte(k) == UInt8(ascii: "&") || firstByte(k) == UInt8(ascii: ".")))
        }
        return isJoiner(index - 1) || isJoiner(index)
    }

    /// Scans a type annotation; leaves `i` after it.
    mutating func scanType() -> TokenSpan? {
        let start = i
        // Unclosed `(`, `[` and `<` (token indices). A type holds no braces, so a `{` or `}`
        // ends it even inside brackets: an unclosed bracket must not swallow the body's `}`.
        var open: [Int] = []
        while kind(i) != .endOfFile {
            let k = kind(i)
            if k == .leftBrace || k == .rightBrace {
                if let opener = open.last { diagnoseUnclosed(opener) }
                break
            }
            if open.isEmpty {
                if k == .equal || k == .comma || k == .semicolon || k == .rightParen || k == .rightSquare { break }
                if i > start && tokens[i].isAtStartOfLine && !continuesType(i) { break }
                if isWord(i, "where") { break }
            }
            switch k {
            case .leftParen, .leftSquare: open.append(i)
            case .rightParen, .rightSquare: open.removeLast()
            case .operator:
                let token = tokens[i]
                for b in bytes[Int(token.start) ..< Int(token.end)] {
                    if b == UInt8(ascii: "<") {
                        open.append(i)
                    } else if b == UInt8(ascii: ">"), let last = open.last, kind(last) == .operator {
                        open.removeLast()
                    }
                }
            default: break
            }
            i += 1
        }
        return i > start ? TokenSpan(start, i - 1) : nil
    }

    /// Reports the `(`, `[`, `{` or `<` at token `index`, found unclosed where the body around
    /// it ends: `expected ')' to match this '('`.
    mutating func diagnoseUnclosed(_ index: Int) {
        let opener: String
        switch kind(index) {
        case .leftParen: opener = "("
        case .leftSquare: opener = "["
        case .leftBrace: opener = "{"
        default: opener = "<"
        }
        let closer = [")", "]", "}", ">"][["(", "[", "{", "<"].firstIndex(of: opener)!]
        diagnostics.append(Diagnostic(.error, at: Int(tokens[index].start), "expected '\(closer)' to match this '\(opener)'"))
    }

    /// Scans an initializer expression; leaves `i` after it. A `{` that opens `willSet`/`didSet`
    /// ends it; any other `{` is a closure or trailing closure.
    mutating func scanExpression() -> TokenSpan? {
        let start = i
        var open = OpenBrackets()
        while kind(i) != .endOfFile {
            let k = kind(i)
            if open.isEmpty {
                if k == .comma || k == .semicolon || k == .rightBrace || k == .rightParen || k == .rightSquare { break }
                if k == .leftBrace && i > start && isObserverBlock(at: i) { break }
                if i > start && tokens[i].isAtStartOfLine {
                    if k == .poundKeyword || isDeclarationStart(i) { break }
                    if !continuesExpression(i) { break }
                }
            } else if k == .rightBrace && open.braces == 0 {
                // Only `(`/`[` are open: this `}` ends the body around the expression.
                diagnoseUnclosed(open.innermost)
                break
            }
            switch k {
            case .leftParen, .leftSquare, .leftBrace: open.push(i, k)
            case .rightParen, .rightSquare, .rightBrace: open.pop(k, kinds: tokens)
            case .operator:
                if let close = genericArgumentListEnd(tokens, bytes, at: i) { i = close }
            default: break
            }
            i += 1
        }
        return i > start ? TokenSpan(start, i - 1) : nil
    }

    /// Skips one statement or unparsed declaration: up to a line that starts a new
    /// declaration, a `;`, or a bracket that closes an enclosing scope.
    mutating func skipStatement() {
        let start = i
        var open = OpenBrackets()
        while kind(i) != .endOfFile {
            let k = kind(i)
            if open.isEmpty && i > start {
                if k == .semicolon || k == .rightBrace || k == .rightParen || k == .rightSquare { return }
                if tokens[i].isAtStartOfLine && isDeclarationStart(i) && !continuesExpression(i) { return }
            } else if k == .rightBrace && open.braces == 0 && !open.isEmpty {
                // Only `(`/`[` are open: this `}` ends the body around the statement.
                diagnoseUnclosed(open.innermost)
                return
            }
            switch k {
            case .leftParen, .leftSquare, .leftBrace: open.push(i, k)
            case .rightParen, .rightSquare, .rightBrace:
                if open.isEmpty { return }
                open.pop(k, kinds: tokens)
            default: break
            }
            i += 1
        }
    }

    /// The brackets a scan has opened and not closed, innermost last. A `)` or `]` closes the
    /// innermost bracket whatever it is (as a plain count would); a `}` closes everything up
    /// to the innermost `{`, so that an unclosed `(` inside a closure ends with the closure.
    struct OpenBrackets {
        private var stack: [Int] = []
        /// How many `{` are open.
        private(set) var braces = 0
        var isEmpty: Bool { stack.isEmpty }
        /// The token index of the innermost open bracket.
        var innermost: Int { stack[stack.count - 1] }

        mutating func push(_ index: Int, _ kind: TokenKind) {
            stack.append(index)
            if kind == .leftBrace { braces += 1 }
        }

        mutating func pop(_ kind: TokenKind, kinds tokens: [Token]) {
            guard !stack.isEmpty else { return }
            if kind == .rightBrace && braces > 0 {
                while let last = stack.popLast(), tokens[last].kind != .leftBrace {}
                braces -= 1
            } else if tokens[stack.removeLast()].kind == .leftBrace {
                braces -= 1
            }
        }
    }
}
