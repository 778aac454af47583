/// Attributes (with their `#if` blocks) and declaration modifiers, and the bracket matching
/// they share with the rest of the parser.
extension DeclarationParser {

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
}
