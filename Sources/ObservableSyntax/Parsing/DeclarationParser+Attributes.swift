/// Attributes (with their `#if` blocks) and declaration modifiers.
extension DeclarationParser {

    /// The last token of the attribute whose `@` is at `start`.
    func attributeEnd(from start: Int) -> Int {
        var j = start + 1
        guard kind(j) == .identifier else { return start }
        j += 1
        while kind(j) == .period && kind(j + 1) == .identifier && isGluedToPrevious(j) {
            j += 2
        }
        // Generic arguments: @Wrapper<Int>, then a nested type: @Wrapper<Int>.Nested.
        if kind(j) == .operator && firstByte(j) == UInt8(ascii: "<") && isGluedToPrevious(j) {
            j = genericArgumentsEnd(from: j) + 1
            while kind(j) == .period && kind(j + 1) == .identifier && isGluedToPrevious(j) {
                j += 2
            }
        }
        if opensArgumentList(j) {
            return matchingClose(from: j)
        }
        return j - 1
    }

    /// The token that closes the generic arguments opened at `open` (a `<`), or the end of
    /// the file when they do not close.
    func genericArgumentsEnd(from open: Int) -> Int {
        var j = open
        var angle = 0
        while kind(j) != .endOfFile {
            if kind(j) == .operator { angle += angleDelta(j) }
            if angle <= 0 { break }
            j += 1
        }
        return j
    }

    mutating func parseAttributes() -> [AttributeListElement] {
        var elements: [AttributeListElement] = []
        while true {
            if kind(i) == .atSign && kind(i + 1) == .identifier {
                let end = attributeEnd(from: i)
                var name = text(i + 1)
                var j = i + 2
                while j <= end {
                    // `@EnvironmentObject<Model>.Optional`: the name leaves out the generic arguments.
                    if kind(j) == .operator && firstByte(j) == UInt8(ascii: "<") {
                        j = genericArgumentsEnd(from: j) + 1
                        continue
                    }
                    guard kind(j) == .period && kind(j + 1) == .identifier else { break }
                    name += "." + text(j + 1)
                    j += 2
                }
                // `@Observable ()`, `@available (*, deprecated)`: `attributeEnd` takes a `(` on the
                // name's line as the arguments, as Swift 5 mode does (with a warning of the space).
                let span = TokenSpan(i, end)
                elements.append(.attribute(Attribute(span: span, name: name)))
                i = span.last + 1
            } else if isWord(i, "#if") && isAttributeIfConfig(at: i) {
                elements.append(.ifConfig(parseIfConfig(depth: 0) { $0.parseAttributes() }))
            } else {
                return elements
            }
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


    mutating func parseModifiers() -> [Modifier] {
        var modifiers: [Modifier] = []
        while kind(i) == .identifier {
            let isModifier: Bool
            if isWord(i, "class") {
                // `class func`, `class var`, `class override …` versus `class Name`.
                isModifier = kind(i + 1) == .identifier
                    && (isOneOf(i + 1, .declarationKeywords) || isOneOf(i + 1, .modifierKeywords))
                    && !isWord(i + 1, "class")
            } else {
                isModifier = isOneOf(i, .modifierKeywords)
                    && (kind(i + 1) == .identifier || kind(i + 1) == .atSign || opensArgumentList(i + 1))
            }
            guard isModifier else { break }
            let word = text(i)
            var detail: String?
            var end = i
            if opensArgumentList(i + 1) && kind(i + 2) == .identifier && kind(i + 3) == .rightParen {
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
