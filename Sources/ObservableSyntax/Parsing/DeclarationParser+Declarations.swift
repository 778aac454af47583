/// Declarations of every kind: the dispatch on the keyword, and variables, functions,
/// initializers, subscripts, enum cases and type aliases.
extension DeclarationParser {

    /// Parses one declaration (or, when none starts here, one statement) at `i`.
    mutating func parseDeclaration(depth: Int) -> Member {
        let start = i
        // Most declarations have neither attributes nor modifiers: no call for the empty lists.
        let attributes = kind(i) == .atSign || kind(i) == .poundKeyword ? parseAttributes() : []
        // The keyword is recognized once and dispatched on. No declaration keyword but `class`
        // is also a modifier, so only `class` and the other identifiers are tried as modifiers.
        var word = declarationKeyword(i)
        var modifiers: [Modifier] = []
        if word == .class || (word == nil && isOneOf(i, .modifierKeywords)) {
            modifiers = parseModifiers()
            if i != start { word = declarationKeyword(i) }
        }
        let keyword = i
        // Built once and moved into the declaration (copying it would retain its arrays).
        let head = DeclarationHead(
            span: TokenSpan(start, keyword), comments: CommentAttachment.comments(first: start, keyword: keyword, tokens: tokens, comments: comments, bytes: bytes, hint: &commentHint),
            attributes: attributes, modifiers: modifiers, keyword: keyword)
        if let word {
            switch word {
            case .class, .struct, .enum, .protocol, .extension:
                let typeKind: TypeDeclaration.Kind
                switch word {
                case .class: typeKind = .class
                case .struct: typeKind = .struct
                case .enum: typeKind = .enum
                case .protocol: typeKind = .protocol
                default: typeKind = .extension
                }
                if kind(i + 1) == .identifier || typeKind == .extension {
                    return .type(parseType(typeKind, head: head, depth: depth))
                }
            case .actor:
                if kind(i + 1) == .identifier && !tokens[i + 1].isAtStartOfLine {
                    return .type(parseType(.actor, head: head, depth: depth))
                }
            case .var, .let:
                return .variable(parseVariable(head: head, isLet: word == .let, depth: depth))
            case .func:
                return .function(parseFunction(head: head, depth: depth))
            case .`init`:
                return .initializer(parseInitializer(head: head, depth: depth))
            case .subscript:
                return .subscript(parseSubscript(head: head, depth: depth))
            case .case:
                let (names, withValues) = parseCaseNames()
                return .enumCase(EnumCaseDeclaration(head: ended(head), names: names, namesWithAssociatedValues: withValues))
            case .typealias, .associatedtype:
                return .typeAlias(parseTypeAlias(head: head))
            case .deinit:
                i += 1
                if kind(i) == .leftBrace { skipBody(depth: depth, what: "deinitializer") }
                return .declaration(OtherDeclaration(kind: .deinit, head: ended(head)))
            case .import, .operator, .precedencegroup, .macro:
                let other: OtherDeclaration.Kind
                switch word {
                case .import: other = .import
                case .operator: other = .operator
                case .precedencegroup: other = .precedencegroup
                default: other = .macro
                }
                skipStatement()
                return .declaration(OtherDeclaration(kind: other, head: ended(head)))
            }
        } else if kind(i) == .poundKeyword && !isWord(i, "#if") && !isWord(i, "#elseif") && !isWord(i, "#else") && !isWord(i, "#endif")
                    && !isWord(i, "#sourceLocation") {
            // A freestanding macro expansion as a declaration: `#warning("…")`, `#Preview { … }`.
            skipStatement()
            return .declaration(OtherDeclaration(kind: .macroExpansion, head: ended(head)))
        }
        i = start
        skipStatement()
        return .statement(TokenSpan(start, max(start, i - 1)))
    }

    /// The file's `#sourceLocation` directives, wherever they are (also in the bodies the
    /// parser skips, where the compiler obeys them too): `()`, or `(file: "…", line: n)` with a
    /// literal path and a decimal line number (what the compiler accepts). One pass over the
    /// tokens; the caller asks only when the tokenizer saw `#sourceLocation`.
    func lineDirectives() -> [LineDirective] {
        var directives: [LineDirective] = []
        for k in tokens.indices where tokens[k].kind == .poundKeyword && isWord(k, "#sourceLocation") && kind(k + 1) == .leftParen {
            if kind(k + 2) == .rightParen {
                directives.append(LineDirective(keyword: k, end: k + 2))
                continue
            }
            guard isWord(k + 2, "file"), kind(k + 3) == .colon, kind(k + 4) == .stringLiteral, kind(k + 5) == .comma,
                  isWord(k + 6, "line"), kind(k + 7) == .colon, kind(k + 8) == .integerLiteral, kind(k + 9) == .rightParen,
                  let line = Int(text(k + 8)), line > 0 else { continue }
            directives.append(LineDirective(keyword: k, end: k + 9, fileLiteral: k + 4, line: line))
        }
        return directives
    }

    /// `head` with its span ended at the last token read (`i - 1`).
    @inline(__always) func ended(_ head: consuming DeclarationHead) -> DeclarationHead {
        head.span.last = max(head.span.first, i - 1)
        return head
    }

    /// `typealias Name = Type` or `associatedtype Name`, at its keyword.
    mutating func parseTypeAlias(head: consuming DeclarationHead) -> TypeAliasDeclaration {
        let isAssociatedType = isWord(i, "associatedtype")
        let name = kind(i + 1) == .identifier ? text(i + 1) : ""
        i += 1
        var target: TokenSpan?
        if kind(i) == .identifier { i += 1 }
        if kind(i) == .operator && firstByte(i) == UInt8(ascii: "<") && isGluedToPrevious(i) { skipGenericParameters() }
        if kind(i) == .equal {
            i += 1
            target = scanType()
        }
        // After the target, only what ends the declaration needs no skipping (a
        // `where` clause does); `skipStatement` would take the next line's first token.
        let atEnd = kind(i) == .endOfFile || kind(i) == .semicolon || kind(i) == .rightBrace || tokens[i].isAtStartOfLine
        if !atEnd { skipStatement() }
        return TypeAliasDeclaration(head: ended(head), name: name, target: target, isAssociatedType: isAssociatedType)
    }

    /// The `var` or `let` (`isLet`) declaration whose keyword is at `i`.
    mutating func parseVariable(head: consuming DeclarationHead, isLet: Bool, depth: Int) -> VariableDeclaration {
        let keyword = i
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
                binding.initializer = scanExpression(depth: depth)
            }
            if kind(i) == .leftBrace && (binding.initializer == nil || isObserverBlock(at: i)) {
                parseAccessorBlock(into: &binding, depth: depth)
            }
            guard kind(i) == .comma else {
                // Most declarations bind one name: an array of exactly one element, made
                // directly rather than grown by `append`.
                if bindings.isEmpty { bindings = [binding] } else { bindings.append(binding) }
                break
            }
            bindings.append(consume binding)
            i += 1
        }
        if bindings.isEmpty {
            diagnose(.expectedPattern(after: text(keyword)), at: keyword, readingTo: i)
            skipStatement()
        }
        return VariableDeclaration(head: ended(head), isLet: isLet, bindings: bindings)
    }

    static let accessorKeywords: Set<String> = [
        "get", "set", "willSet", "didSet", "_read", "_modify", "read", "modify", "init",
        "unsafeAddress", "unsafeMutableAddress",
    ]

    /// The modifiers an accessor may have (`WordSet.accessorModifiers`).
    static let accessorModifierKeywords: Set<String> = ["mutating", "nonmutating", "__consuming", "consuming", "borrowing", "nonisolated"]

    /// After an initializer, a `{` opens observers only if it starts with `willSet`/`didSet`;
    /// otherwise it is a trailing closure of the initializer expression.
    func isObserverBlock(at brace: Int) -> Bool {
        var j = brace + 1
        while kind(j) == .atSign { j = attributeEnd(from: j) + 1 }
        let next = kind(j + 1)
        return (isWord(j, "willSet") || isWord(j, "didSet")) && (next == .leftBrace || next == .leftParen || next == .rightBrace)
    }

    mutating func parseAccessorBlock(into binding: inout PatternBinding, depth: Int) {
        let open = i
        let close = matchingBrace(from: open)
        var names: [String] = []
        var j = open + 1
        var isList = true
        // An accessor list is a sequence of [attributes] [modifiers] keyword [(name)] [effects] [{ body }].
        while let close, j < close {
            while kind(j) == .atSign { j = attributeEnd(from: j) + 1 }
            while isOneOf(j, .accessorModifiers) { j += 1 }
            guard isOneOf(j, .accessorKeywords) else { isList = false; break }
            let next = kind(j + 1)
            guard next == .leftBrace || next == .leftParen || next == .rightBrace || next == .identifier else { isList = false; break }
            names.append(text(j))
            j += 1
            if kind(j) == .leftParen { j = matchingClose(from: j) + 1 }
            while kind(j) == .identifier && !isOneOf(j, .accessorKeywords) {
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
            collectLocalTypes(from: open, to: close, depth: depth)
            i = close + 1
        } else {
            diagnose(.expectedClosingBrace(of: "the accessor block"), at: open, readingTo: tokens.count - 1)
            binding.accessorBlock = TokenSpan(open, tokens.count - 2 >= open ? tokens.count - 2 : open)
            i = tokens.count - 1
        }
    }

    mutating func parseFunction(head: consuming DeclarationHead, depth: Int) -> FunctionDeclaration {
        i += 1 // func
        var name = ""
        if kind(i) == .identifier || kind(i) == .operator || kind(i) == .equal {
            name = text(i)
            i += 1
        }
        var genericParameters: [GenericParameter] = []
        if kind(i) == .operator && firstByte(i) == UInt8(ascii: "<") && isGluedToPrevious(i) {
            genericParameters = parseGenericParameters()
        }
        let parameters = parseParameterClause()
        skipEffects()
        var returnType: TokenSpan?
        if kind(i) == .arrow {
            i += 1
            returnType = scanType()
        }
        skipToBody()
        if kind(i) == .leftBrace { skipBody(depth: depth, what: "function '\(name)'") }
        return FunctionDeclaration(head: ended(head), name: name, genericParameters: genericParameters, parameters: parameters, returnType: returnType)
    }

    mutating func parseInitializer(head: consuming DeclarationHead, depth: Int) -> InitializerDeclaration {
        i += 1 // init
        var isFailable = false
        if kind(i) == .operator && isGluedToPrevious(i) && (isWord(i, "?") || isWord(i, "!")) {
            isFailable = true
            i += 1
        }
        if kind(i) == .operator && firstByte(i) == UInt8(ascii: "<") { skipGenericParameters() }
        let parameters = parseParameterClause()
        skipEffects()
        skipToBody()
        if kind(i) == .leftBrace { skipBody(depth: depth, what: "initializer") }
        return InitializerDeclaration(head: ended(head), isFailable: isFailable, parameters: parameters)
    }

    mutating func parseSubscript(head: consuming DeclarationHead, depth: Int) -> SubscriptDeclaration {
        i += 1 // subscript
        if kind(i) == .operator && firstByte(i) == UInt8(ascii: "<") { skipGenericParameters() }
        let parameters = parseParameterClause()
        var returnType: TokenSpan?
        if kind(i) == .arrow {
            i += 1
            returnType = scanType()
        }
        skipToBody()
        if kind(i) == .leftBrace { skipBody(depth: depth, what: "subscript") }
        return SubscriptDeclaration(head: ended(head), parameters: parameters, returnType: returnType)
    }

    /// `(…)` at `i`, if any: its parameters; leaves `i` after the `)`.
    mutating func parseParameterClause() -> [Parameter] {
        guard kind(i) == .leftParen else { return [] }
        let close = matchingClose(from: i)
        if kind(close + 1) == .rightBrace && (i ... close).reduce(0, { depth, k in
            switch kind(k) {
            case .leftParen, .leftSquare, .leftBrace: return depth + 1
            case .rightParen, .rightSquare, .rightBrace: return depth - 1
            default: return depth
            }
        }) > 0 {
            // The parameter list runs into the `}` that ends the body around it.
            diagnoseUnclosed(i, endingAt: close + 1)
        }
        let parameters = parseParameters(from: i + 1, to: close)
        i = close + 1
        return parameters
    }

    /// `async`, `throws`, `throws(E)`, `rethrows`, `reasync` on the declaration's line.
    mutating func skipEffects() {
        while kind(i) == .identifier && (isWord(i, "async") || isWord(i, "throws") || isWord(i, "rethrows") || isWord(i, "reasync")) && !tokens[i].isAtStartOfLine {
            i += 1
            if kind(i) == .leftParen && isGluedToPrevious(i) { i = matchingClose(from: i) + 1 }
        }
    }

    /// Skips a `where` clause (or anything else) up to the body's `{`, stopping at a `}`, a `;`
    /// or a declaration that starts a line (a protocol requirement has no body).
    mutating func skipToBody() {
        while kind(i) != .leftBrace && kind(i) != .endOfFile && kind(i) != .rightBrace && kind(i) != .semicolon {
            if tokens[i].isAtStartOfLine && isDeclarationStart(i) { break }
            i += 1
        }
    }

    /// The names of `case a, b(Int), c = 3` starting at the `case` keyword; leaves `i` after it.
    /// The case names, and those of them followed by an associated-value list.
    mutating func parseCaseNames() -> ([String], Set<String>) {
        let keyword = i
        i += 1
        var names: [String] = []
        var withValues: Set<String> = []
        var expectName = true
        var nesting = 0
        while kind(i) != .endOfFile {
            let k = kind(i)
            if nesting == 0 && i > keyword + 1 {
                if k == .semicolon || k == .rightBrace { break }
                if tokens[i].isAtStartOfLine && (isDeclarationStart(i) || kind(i) == .poundKeyword) && !continuesExpression(i) { break }
            }
            switch k {
            case .leftParen, .leftSquare, .leftBrace: nesting += 1
            case .rightParen, .rightSquare, .rightBrace: nesting -= 1
            case .comma where nesting == 0: expectName = true
            case .identifier where nesting == 0 && expectName:
                let bare = caseName(i)
                names.append(bare)
                if kind(i + 1) == .leftParen { withValues.insert(bare) }
                expectName = false
            default: break
            }
            i += 1
        }
        return (names, withValues)
    }

    /// The name of token `index` without its backticks (`` `default` `` is `default`).
    func caseName(_ index: Int) -> String {
        let token = tokens[index]
        let start = Int(token.start), end = Int(token.end)
        guard end - start >= 2, bytes[start] == UInt8(ascii: "`"), bytes[end - 1] == UInt8(ascii: "`") else { return text(index) }
        // After an ASCII byte the first character is the backtick alone; otherwise a combining
        // mark may join it, and the characters decide (as `hasPrefix` does).
        if bytes[start + 1] < 0x80 { return String(decoding: bytes[start + 1 ..< end - 1], as: UTF8.self) }
        let name = text(index)
        return name.count >= 2 && name.hasPrefix("`") && name.hasSuffix("`") ? String(name.dropFirst().dropLast()) : name
    }

    /// Parameters between `from` and `to` (exclusive): `label name: Type = default`.
    func parseParameters(from: Int, to: Int) -> [Parameter] {
        var parameters: [Parameter] = []
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
            parameters.append(Parameter(label: label, type: type))
            j = entryEnd + 1
        }
        return parameters
    }
}
