/// Reads a type's tokens into a `TypeExpr`: property annotations, function results, typealias
/// targets and inheritance entries (the spans `DeclarationParser` records), and the texts of
/// saved indexes.
///
/// Operators are read a character at a time, since the lexer glues what types write together
/// (`>>` in `A<B<C>>`, `?>` in `Set<Int?>`). Tokens it cannot read as a type, and a type whose
/// text would not come back byte for byte, give `.opaque` with the normalized text: the value
/// never loses what was written.
package struct TypeExprParser: TokenQueries {
    package let tokens: [Token]
    package let bytes: [UInt8]
    /// The current token and the byte offset inside it (an operator read in part).
    private var k = 0
    private var sub = 0
    private var last = 0
    private var depth = 0
    /// A node had trivia before a piece past the 64 its spacing holds: kept as written.
    private var lostSpacing = false

    /// Deeper nesting is kept as written (`.opaque`), so that no input exhausts the stack.
    static let maximumDepth = 128

    package init(tokens: [Token], bytes: [UInt8]) {
        self.tokens = tokens
        self.bytes = bytes
    }

    /// The type written in tokens `span` (inclusive).
    package static func parse(_ span: TokenSpan, tokens: [Token], bytes: [UInt8]) -> TypeExpr {
        // Most written types are one name (`Int`, `String`): no parser needed.
        if span.first == span.last, tokens[span.first].kind == .identifier {
            let range = tokens[span.first].textRange
            let name = bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
            return TypeExpr(.named([TypeExpr.Component(name)]), spacing: 0)
        }
        var parser = TypeExprParser(tokens: tokens, bytes: bytes)
        return parser.parse(span)
    }

    /// The type a text spells (a saved index's, a type the tool wrote); tokenized here.
    package static func parse(text: String) -> TypeExpr {
        // Most saved types are one plain name (`Int`, `Self`): no tokens needed.
        if isPlainName(text) { return TypeExpr.name(text) }
        let bytes = Array(text.utf8)
        let tokens = Tokenizer.tokenize(bytes).tokens
        guard tokens.count > 1 else { return TypeExpr(.opaque(text)) }
        return parse(TokenSpan(0, tokens.count - 2), tokens: tokens, bytes: bytes)
    }

    /// Whether `text` is one plain ASCII name (`Int`, `_Value2`), read without tokenizing.
    package static func isPlainName(_ text: String) -> Bool {
        guard let first = text.utf8.first, isPlainNameByte(first), !(first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) else { return false }
        return text.utf8.allSatisfy(isPlainNameByte)
    }

    /// An ASCII letter, digit or `_`: the bytes of a name that needs no tokenizing.
    private static func isPlainNameByte(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
            || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "_")
    }

    /// The type in `span`; `.opaque` when the tokens are not one type.
    package mutating func parse(_ span: TokenSpan) -> TypeExpr {
        k = span.first
        sub = 0
        last = span.last
        depth = 0
        lostSpacing = false
        guard let type = parseType(), k == last + 1, sub == 0, !lostSpacing else { return TypeExpr(.opaque(normalizedText(span))) }
        // Every token read is a piece and every piece's spacing is kept: the text is the
        // written one (checked here in debug builds; `TypeExprTests` checks the standard
        // library's types).
        assert(type.text == normalizedText(span), "TypeExpr prints \(type.text) for \(normalizedText(span))")
        return type
    }

    /// The longest type at the start of `span` (a cast's `as T` in an expression): the type
    /// and its last token; nil when no type starts there or it ends inside a token.
    package mutating func parseLeading(_ span: TokenSpan) -> (type: TypeExpr, last: Int)? {
        k = span.first
        sub = 0
        last = span.last
        depth = 0
        lostSpacing = false
        guard let type = parseType(), sub == 0, k > span.first else { return nil }
        return (lostSpacing ? TypeExpr(.opaque(normalizedText(TokenSpan(span.first, k - 1)))) : type, k - 1)
    }

    // MARK: - Cursor

    private var atEnd: Bool { k > last }

    /// The operator character at the cursor, or nil when the cursor is not in an operator.
    private func operatorCharacter() -> UInt8? {
        guard !atEnd, kind(k) == .operator else { return nil }
        return bytes[Int(tokens[k].start) + sub]
    }

    private func isOperator(_ c: Character) -> Bool { operatorCharacter() == c.asciiValue }

    /// Whether trivia stands before the cursor (never inside a token).
    private func spaceBefore() -> Bool { sub == 0 && !isGluedToPrevious(k) }

    private mutating func advanceCharacter() {
        sub += 1
        if Int(tokens[k].start) + sub == Int(tokens[k].end) { k += 1; sub = 0 }
    }

    private mutating func advanceToken() { k += 1; sub = 0 }

    /// Whether the cursor is at a whole token of `kind`.
    private func at(_ kind: TokenKind) -> Bool { !atEnd && sub == 0 && self.kind(k) == kind }

    // MARK: - Grammar

    /// Records piece `n`'s spacing (pieces after the first only).
    private mutating func bit(_ n: Int) -> UInt64 {
        guard n > 0, spaceBefore() else { return 0 }
        guard n < 64 else { lostSpacing = true; return 0 }
        return 1 << UInt64(n)
    }

    /// type := attribute* specifier* composition
    private mutating func parseType() -> TypeExpr? {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth, !atEnd else { return nil }
        if at(.atSign) {
            let start = k
            let end = min(typeAttributeEnd(from: k), last)
            let attribute = normalizedText(TokenSpan(start, end))
            k = end + 1
            let spacing = bit(1)
            guard let type = parseType() else { return nil }
            return TypeExpr(.attributed(attribute, type), spacing: spacing)
        }
        if at(.identifier), k < last, Self.specifiers.contains(text(k)), startsType(k + 1) {
            let word = text(k)
            advanceToken()
            let spacing = bit(1)
            guard let type = parseType() else { return nil }
            return TypeExpr(.specified(word, type), spacing: spacing)
        }
        return parseComposition()
    }

    /// The last token of a type attribute at `start`: `@escaping`, `@convention(c)`,
    /// `@Sendable`, `@MainActor` (`@` and a dotted name, then a glued `(…)`).
    private func typeAttributeEnd(from start: Int) -> Int {
        var j = start + 1
        guard kind(j) == .identifier else { return start }
        while kind(j + 1) == .period && kind(j + 2) == .identifier && isGluedToPrevious(j + 1) { j += 2 }
        if kind(j + 1) == .leftParen && isGluedToPrevious(j + 1) { return matchingClose(from: j + 1) }
        return j
    }

    /// The words that stand before a type and change how it is taken.
    static let specifiers: Set<String> = [
        "some", "any", "inout", "borrowing", "consuming", "sending", "each", "repeat", "isolated", "__owned", "__shared",
    ]

    private func startsType(_ index: Int) -> Bool {
        switch kind(index) {
        case .identifier, .leftParen, .leftSquare, .atSign: return true
        case .operator: return firstByte(index) == UInt8(ascii: "~")
        default: return false
        }
    }

    /// composition := postfix (`&` postfix)*
    private mutating func parseComposition() -> TypeExpr? {
        guard let first = parsePostfix() else { return nil }
        guard isOperator("&") else { return first }
        var parts = [first]
        var spacing: UInt64 = 0
        var piece = 1
        while isOperator("&") {
            spacing |= bit(piece)
            advanceCharacter()
            spacing |= bit(piece + 1)
            piece += 2
            guard let part = parsePostfix() else { return nil }
            parts.append(part)
        }
        return TypeExpr(.composition(parts), spacing: spacing)
    }

    /// postfix := primary (`?` | `!` | `...` | `.Name<…>`)*
    private mutating func parsePostfix() -> TypeExpr? {
        guard var type = parsePrimary() else { return nil }
        while !atEnd {
            // `T?` is glued (Swift's rule): `x as? Int ?? 0` has a `??` after the type.
            if isOperator("?") || isOperator("!"), !spaceBefore() {
                let spacing = bit(1)
                let unwrapped = isOperator("!")
                advanceCharacter()
                type = TypeExpr(.optional(type, implicitlyUnwrapped: unwrapped), spacing: spacing)
            } else if isOperator("."), sub == 0, text(k) == "..." {
                let spacing = bit(1)
                advanceToken()
                type = TypeExpr(.variadic(type), spacing: spacing)
            } else if at(.period), kind(k + 1) == .identifier, k + 1 <= last {
                // `(any P).Type`, `[Int].Element`; a name's own components are read by parseName.
                var spacing = bit(1)
                var piece = 1
                guard let components = parseComponents(&spacing, &piece, leadingPeriod: true) else { return nil }
                type = TypeExpr(.member(type, components), spacing: spacing)
            } else {
                break
            }
        }
        return type
    }

    private mutating func parsePrimary() -> TypeExpr? {
        if at(.identifier) {
            var spacing: UInt64 = 0
            var piece = 0
            guard let components = parseComponents(&spacing, &piece, leadingPeriod: false) else { return nil }
            return TypeExpr(.named(components), spacing: spacing)
        }
        if at(.leftSquare) {
            advanceToken()
            var spacing = bit(1)
            guard let element = parseType() else { return nil }
            if at(.colon) {
                spacing |= bit(2)
                advanceToken()
                spacing |= bit(3)
                guard let value = parseType(), at(.rightSquare) else { return nil }
                spacing |= bit(4)
                advanceToken()
                return TypeExpr(.dictionary(key: element, value: value), spacing: spacing)
            }
            guard at(.rightSquare) else { return nil }
            spacing |= bit(2)
            advanceToken()
            return TypeExpr(.array(element), spacing: spacing)
        }
        if at(.leftParen) { return parseParenthesized() }
        if isOperator("~") {
            advanceCharacter()
            let spacing = bit(1)
            guard let type = parsePostfix() else { return nil }
            return TypeExpr(.suppressed(type), spacing: spacing)
        }
        if at(.integerLiteral) {
            let text = text(k) // a value generic argument: `InlineArray<3, Int>`
            advanceToken()
            return TypeExpr(.opaque(text))
        }
        return nil
    }

    /// Name<…> (`.` Name<…>)*, the first `.` read when `leadingPeriod`; `piece` counts on.
    private mutating func parseComponents(_ spacing: inout UInt64, _ piece: inout Int, leadingPeriod: Bool) -> [TypeExpr.Component]? {
        var components: [TypeExpr.Component] = []
        while true {
            if !components.isEmpty || leadingPeriod {
                guard at(.period), k + 1 <= last, kind(k + 1) == .identifier else { break }
                spacing |= bit(piece)
                piece += 1
                advanceToken()
            }
            guard at(.identifier) else { return nil }
            spacing |= bit(piece)
            piece += 1
            var component = TypeExpr.Component(text(k))
            advanceToken()
            if isOperator("<") {
                component.hasArgumentClause = true
                spacing |= bit(piece)
                piece += 1
                advanceCharacter()
                if !isOperator(">") {
                    while true {
                        spacing |= bit(piece)
                        piece += 1
                        guard let argument = parseType() else { return nil }
                        component.arguments.append(argument)
                        guard at(.comma) else { break }
                        spacing |= bit(piece)
                        piece += 1
                        advanceToken()
                    }
                }
                guard isOperator(">") else { return nil }
                spacing |= bit(piece)
                piece += 1
                advanceCharacter()
            }
            components.append(component)
            // `P.Type` and `P.Protocol` are read as components too; the next `.` continues.
            if !(at(.period) && k + 1 <= last && kind(k + 1) == .identifier) { break }
        }
        return components
    }

    /// `(…)`: a tuple, a parenthesised type, or a function type's parameters.
    private mutating func parseParenthesized() -> TypeExpr? {
        var spacing: UInt64 = 0
        var piece = 1
        advanceToken()
        var elements: [TypeExpr.Element] = []
        if !at(.rightParen) {
            while true {
                var element = TypeExpr.Element(type: TypeExpr(.opaque("")))
                // `label: T`, `_ name: T`
                if at(.identifier), kind(k + 1) == .colon, k + 1 <= last {
                    element.labels = [text(k)]
                } else if at(.identifier), kind(k + 1) == .identifier, kind(k + 2) == .colon, k + 2 <= last {
                    element.labels = [text(k), text(k + 1)]
                }
                for _ in element.labels {
                    spacing |= bit(piece)
                    piece += 1
                    advanceToken()
                }
                if !element.labels.isEmpty {
                    spacing |= bit(piece)
                    piece += 1
                    advanceToken()
                }
                spacing |= bit(piece)
                piece += 1
                guard let type = parseType() else { return nil }
                element.type = type
                elements.append(element)
                guard at(.comma) else { break }
                spacing |= bit(piece)
                piece += 1
                advanceToken()
            }
        }
        guard at(.rightParen) else { return nil }
        spacing |= bit(piece)
        piece += 1
        advanceToken()
        var effects: [String] = []
        var thrown: TypeExpr?
        while at(.identifier), ["async", "throws", "rethrows", "reasync"].contains(text(k)) {
            effects.append(text(k))
            spacing |= bit(piece)
            piece += 1
            advanceToken()
            if effects.last == "throws", at(.leftParen) {
                spacing |= bit(piece)
                advanceToken()
                spacing |= bit(piece + 1)
                guard let type = parseType(), at(.rightParen) else { return nil }
                spacing |= bit(piece + 2)
                piece += 3
                advanceToken()
                thrown = type
            }
        }
        guard at(.arrow) else {
            return effects.isEmpty ? TypeExpr(.tuple(elements), spacing: spacing) : nil
        }
        spacing |= bit(piece)
        piece += 1
        advanceToken()
        spacing |= bit(piece)
        guard let result = parseType() else { return nil }
        return TypeExpr(.function(TypeExpr.Function(parameters: elements, effects: effects, thrownType: thrown, result: result)), spacing: spacing)
    }
}
