/// Declarations inside bodies: `let`/`var` with accessors, functions, initializers,
/// subscripts, type declarations; and the patterns that bind names.
extension BodyReader {
    /// The first token from `from` that is at bracket depth 0 and satisfies `stop`, within the
    /// span; nil when none.
    func firstTopLevel(from: Int, through limit: Int? = nil, _ stop: (Int) -> Bool) -> Int? {
        var j = from
        let end = min(limit ?? last, last)
        while j <= end {
            if stop(j) { return j }
            switch kind(j) {
            case .leftParen, .leftSquare:
                guard let close = closingBracket(of: j), close <= end else { return nil }
                j = close + 1
                continue
            case .rightParen, .rightSquare, .rightBrace:
                return nil
            default:
                j += 1
            }
        }
        return nil
    }

    // MARK: - let / var

    mutating func readBinding(_ start: Int) -> Statement {
        let keyword = k
        let isLet = isWord(k, "let")
        k += 1
        var entries: [Statement.Binding.Entry] = []
        while !atEnd {
            let patternStart = k
            // The pattern ends before `:`, `=`, `,` or `{` outside brackets, or at the line's end.
            var end = patternStart
            while end <= last {
                if [.colon, .equal, .comma, .leftBrace, .semicolon, .rightBrace].contains(kind(end)) || (end > patternStart && tokens[end].isAtStartOfLine) { break }
                if kind(end) == .leftParen || kind(end) == .leftSquare {
                    guard let close = closingBracket(of: end), close <= last else { return unread(from: start) }
                    end = close + 1
                } else {
                    end += 1
                }
            }
            guard end > patternStart else { return unread(from: start) }
            let pattern = self.pattern(TokenSpan(patternStart, end - 1), bindsBareNames: true)
            k = end
            var entry = Statement.Binding.Entry(pattern: pattern, type: nil, typeSpan: nil, value: nil, accessors: [])
            if at(.colon) {
                k += 1
                var types = TypeExprParser(tokens: tokens, bytes: bytes)
                guard !atEnd, let (type, typeEnd) = types.parseLeading(TokenSpan(k, last)) else { return unread(from: start) }
                entry.type = type
                entry.typeSpan = TokenSpan(k, typeEnd)
                k = typeEnd + 1
            }
            if at(.equal) {
                k += 1
                // `var x = 0 { didSet { … } }`: the block is the observers, not a trailing closure.
                if let (value, valueEnd) = leadingExpression(trailingClosures: false), kind(valueEnd + 1) == .leftBrace,
                   isObserverBlock(valueEnd + 1) {
                    entry.value = value
                    k = valueEnd + 1
                } else if let (value, valueEnd) = leadingExpression(trailingClosures: true) {
                    entry.value = value
                    k = valueEnd + 1
                } else {
                    let valueEnd = statementEnd(from: k)
                    entry.value = Expr(.opaque, TokenSpan(k, valueEnd))
                    k = valueEnd + 1
                }
            }
            if at(.leftBrace) { entry.accessors = readAccessors() }
            entries.append(entry)
            if at(.comma) { k += 1 } else { break }
        }
        return Statement(.binding(Statement.Binding(isLet: isLet, keyword: keyword, entries: entries)), TokenSpan(start, k - 1))
    }

    static let accessorNames: Set<String> = [
        "get", "set", "willSet", "didSet", "_modify", "_read", "modify", "read", "init", "unsafeAddress", "unsafeMutableAddress",
    ]

    /// The accessor block at the cursor (`{ get { … } set { … } }`, `{ get set }`, or an
    /// implicit getter's statements); moves past it.
    mutating func readAccessors() -> [Statement.Accessor] {
        guard at(.leftBrace), let close = closingBracket(of: k), close <= last else { return [] }
        let open = k
        k = close + 1
        var j = open + 1
        while j < close && (kind(j) == .atSign || isWord(j, "mutating") || isWord(j, "nonmutating")) {
            j = kind(j) == .atSign ? attributeEnd(j) : j + 1
        }
        let explicit = j < close && kind(j) == .identifier && Self.accessorNames.contains(text(j))
            && (kind(j + 1) == .leftBrace || kind(j + 1) == .leftParen || kind(j + 1) == .rightBrace || kind(j + 1) == .identifier || kind(j + 1) == .semicolon)
        guard explicit else { return [Statement.Accessor(name: nil, parameter: nil, body: block(open))] }
        var accessors: [Statement.Accessor] = []
        while j < close {
            while j < close && (kind(j) == .atSign || isWord(j, "mutating") || isWord(j, "nonmutating") || kind(j) == .semicolon) {
                j = kind(j) == .atSign ? attributeEnd(j) : j + 1
            }
            guard j < close, kind(j) == .identifier else { break }
            var accessor = Statement.Accessor(name: text(j), parameter: nil, body: [])
            j += 1
            if kind(j) == .leftParen, let end = closingBracket(of: j) {
                if kind(j + 1) == .identifier { accessor.parameter = text(j + 1) }
                j = end + 1
            }
            // Effects (`get async throws`).
            while j < close && kind(j) == .identifier && !Self.accessorNames.contains(text(j)) { j += 1 }
            if kind(j) == .leftParen, let end = closingBracket(of: j) { j = end + 1 }
            if j < close, kind(j) == .leftBrace, let end = closingBracket(of: j) {
                accessor.body = block(j)
                j = end + 1
            }
            accessors.append(accessor)
        }
        return accessors
    }

    /// Whether the `{` at `open` starts `willSet`/`didSet` observers.
    func isObserverBlock(_ open: Int) -> Bool {
        var j = open + 1
        while kind(j) == .atSign { j = attributeEnd(j) }
        return (isWord(j, "willSet") || isWord(j, "didSet")) && (kind(j + 1) == .leftBrace || kind(j + 1) == .leftParen)
    }

    // MARK: - Functions

    /// Whether token `i` starts a declaration (an attribute, a modifier, a declaration keyword)
    /// or a `#if` directive: where a function without a body ends.
    func startsDeclaration(_ i: Int) -> Bool {
        kind(i) == .atSign || isDirective(i) || isModifier(i) || (kind(i) == .identifier && Self.declarationKeywords.contains(text(i)))
    }

    mutating func readFunction(_ start: Int) -> Statement {
        let keywordToken = k
        let keyword = text(k)
        var function = Statement.Function(keyword: keyword, keywordToken: keywordToken, name: keyword, parameters: [],
                                          result: nil, body: nil, accessors: [])
        k += 1
        if keyword == "func", !atEnd {
            function.name = text(k)
            k += 1
        }
        // The parameter list: the first `(` before any `{` (generic parameters hold none).
        if keyword != "deinit", let open = firstTopLevel(from: k, { kind($0) == .leftParen || kind($0) == .leftBrace }), kind(open) == .leftParen,
           let close = closingBracket(of: open), close <= last {
            function.parameters = parameters(in: TokenSpan(open + 1, close - 1))
            k = close + 1
        }
        // Effects, `-> Result`, `where …`, up to the body's `{` (or the next declaration).
        while !atEnd {
            if at(.leftBrace) {
                if keyword == "subscript" {
                    function.accessors = readAccessors()
                } else {
                    function.body = readBlock()
                }
                break
            }
            if at(.semicolon) || at(.rightBrace) || (tokens[k].isAtStartOfLine && startsDeclaration(k)) { break }
            if at(.arrow) {
                k += 1
                var types = TypeExprParser(tokens: tokens, bytes: bytes)
                if !atEnd, let (type, end) = types.parseLeading(TokenSpan(k, last)) {
                    function.result = type
                    k = end + 1
                }
                continue
            }
            if at(.leftParen) || at(.leftSquare), let close = closingBracket(of: k), close <= last { k = close + 1; continue }
            k += 1
        }
        return Statement(.function(function), TokenSpan(start, max(start, k - 1)))
    }

    /// The parameters in `span` (inside the parentheses): `label name: T = value`.
    func parameters(in span: TokenSpan) -> [Statement.Parameter] {
        var parameters: [Statement.Parameter] = []
        for part in parameterParts(span) {
            var j = part.first
            var names: [(String, Int)] = []
            while j <= part.last, kind(j) == .identifier { names.append((text(j), j)); j += 1 }
            guard let (name, nameToken) = names.last, j <= part.last, kind(j) == .colon else { continue }
            var parameter = Statement.Parameter(label: names.count > 1 ? names[0].0 : name, name: name, nameToken: nameToken,
                                                type: nil, typeSpan: nil, defaultValue: nil)
            let equal = firstTopLevel(from: j + 1, through: part.last) { kind($0) == .equal }
            let typeEnd = (equal ?? part.last + 1) - 1
            if j + 1 <= typeEnd {
                parameter.typeSpan = TokenSpan(j + 1, typeEnd)
                parameter.type = TypeExprParser.parse(TokenSpan(j + 1, typeEnd), tokens: tokens, bytes: bytes)
            }
            if let equal, equal < part.last {
                parameter.defaultValue = ExprParser.parse(TokenSpan(equal + 1, part.last), tokens: tokens, bytes: bytes)
            }
            parameters.append(parameter)
        }
        return parameters
    }

    /// The parameters of `span` (inside a parameter clause's parentheses), split at the commas
    /// outside brackets and outside a type's generic arguments: in `p: AnyPublisher<Int, Never>
    /// = x`, the comma between `<` and `>` is the type's (review 27b/01: the default value after
    /// it was read as a parameter of its own, so a `$x` use there was not seen). Angle brackets
    /// count only in a type, between a parameter's top-level `:` and its `=`: in a default value,
    /// `<` is an operator.
    func parameterParts(_ span: TokenSpan) -> [TokenSpan] {
        guard span.first <= span.last else { return [] }
        var parts: [TokenSpan] = []
        var partStart = span.first
        var inType = false, inValue = false, angles = 0
        var j = span.first
        while j <= span.last {
            switch kind(j) {
            case .leftParen, .leftSquare, .leftBrace:
                j = min(closingBracket(of: j) ?? span.last, span.last) + 1
                continue
            case .colon where !inType && !inValue: inType = true
            case .equal where angles == 0:
                inType = false
                inValue = true
            case .comma where angles == 0:
                if j > partStart { parts.append(TokenSpan(partStart, j - 1)) }
                partStart = j + 1
                inType = false
                inValue = false
            default:
                // `<`, `>`, and `>>` of nested arguments (`Set<Array<Int>>`), in a type only.
                if inType {
                    let word = text(j)
                    if !word.isEmpty, word.allSatisfy({ $0 == "<" }) { angles += word.count }
                    if !word.isEmpty, word.allSatisfy({ $0 == ">" }) { angles = max(0, angles - word.count) }
                }
            }
            j += 1
        }
        if partStart <= span.last { parts.append(TokenSpan(partStart, span.last)) }
        return parts
    }

    // MARK: - Types

    mutating func readType(_ start: Int) -> Statement {
        let keyword = text(k)
        k += 1
        var name = text(k)
        k += 1
        while at(.period), kind(k + 1) == .identifier { name += "." + text(k + 1); k += 2 }
        guard let open = firstTopLevel(from: k, { kind($0) == .leftBrace }) else { return unread(from: start) }
        k = open
        guard let close = closingBracket(of: open), close <= last else { return unread(from: start) }
        let members = block(open)
        k = close + 1
        return Statement(.type(Statement.TypeBody(keyword: keyword, name: name, block: TokenSpan(open, close), members: members)),
                         TokenSpan(start, close))
    }

    // MARK: - Patterns

    /// The names a pattern binds. With `bindsBareNames` (after `let`/`var`, in `for`, in a
    /// closure's parameters) every name binds; otherwise only those after a `let`/`var` inside
    /// it (`case .a(let x)`, `case let .b(y)`). Enum cases (`.a`), labels (`x:`), calls (`f(`)
    /// and the types after `as`/`is` bind nothing.
    package func pattern(_ span: TokenSpan, bindsBareNames: Bool) -> Statement.Pattern {
        var names: [(name: String, token: Int)] = []
        // The binding flag at each bracket level, and what a `,` resets it to.
        var levels: [(binds: Bool, initial: Bool)] = [(bindsBareNames, bindsBareNames)]
        var j = span.first
        var afterCast = false
        while j <= span.last {
            switch kind(j) {
            case .leftParen, .leftSquare:
                levels.append((levels[levels.count - 1].binds, levels[levels.count - 1].binds))
                afterCast = false
            case .rightParen, .rightSquare:
                if levels.count > 1 { levels.removeLast() }
            case .comma:
                levels[levels.count - 1].binds = levels[levels.count - 1].initial
                afterCast = false
            case .identifier:
                if isWord(j, "let") || isWord(j, "var") {
                    levels[levels.count - 1].binds = true
                } else if isWord(j, "as") || isWord(j, "is") {
                    afterCast = true
                } else if !afterCast, levels[levels.count - 1].binds, !isWord(j, "_"), kind(j - 1) != .period,
                          !(j < span.last && (kind(j + 1) == .leftParen || kind(j + 1) == .colon || kind(j + 1) == .period)) {
                    names.append((text(j), j))
                }
            default:
                break
            }
            j += 1
        }
        return Statement.Pattern(names: names, span: span)
    }
}
