/// Type, variable and function declarations: the parts of them the expansion needs.
extension DeclarationParser {

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
}
