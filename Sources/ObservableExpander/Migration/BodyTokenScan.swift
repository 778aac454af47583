import ObservableSyntax

/// The use values the planner works with (`DollarUse`, `EnvironmentObjectCall`,
/// `StateObjectAssignment`; found by the body walk, `MigrationSource+BodyUses`), and what is
/// still read from tokens: mentions of `ObservableObject` and `_x` names anywhere (in type
/// positions and declarations too, which the walk does not visit), `@available` versions
/// (attributes), a receiver's text for messages, and the type of a name where a declaration
/// before it spells it (`localTypeName`, `declaresLocal`: not yet moved onto `BodyScope`,
/// whose scoping differs from the token rule's "last declaration before the use in the type
/// body", so moving them changes results and needs its own comparison). Everything here reads
/// tokens (never text with patterns), so string literals and comments are never mistaken for code.
extension MigrationSource {
    /// What a `$name` or `objectWillChange` is a member of.
    enum Receiver: Equatable {
        /// Written bare: `$count`, `objectWillChange`, a member of the enclosing type.
        case implicit
        /// `self.$count`.
        case selfValue
        /// `model.$count`: the receiver is the name `model`.
        case name(String)
        /// A longer expression (`a.b.$count`, `f().$count`): not resolved.
        case other
    }

    /// A `$name` token: a projected value (a `Binding`, a Combine publisher, …).
    struct DollarUse {
        var index: Int
        /// The name without `$`.
        var name: String
        var receiver: Receiver
        /// Inside `assign(to: &…)`.
        var isAssignTarget: Bool
        /// The first component of a key path with no root (`\.$name`): a projection of the
        /// key path's contextual root, which is not the receiver `.other` says.
        var isImplicitKeyPathRoot = false
    }

    /// A `.environmentObject(argument)` call.
    struct EnvironmentObjectCall {
        /// The `environmentObject` token.
        var name: Int
        var open: Int
        var close: Int
    }

    /// `_x = StateObject(wrappedValue: expression)` (also `self._x = …`, `SwiftUI.StateObject`),
    /// or the same with another wrapper (`Published(initialValue:)`).
    struct StateObjectAssignment {
        /// `x`, the wrapped property's name.
        var property: String
        /// The `_x` token.
        var target: Int
        /// The tokens that name the wrapper: `StateObject` or `SwiftUI.StateObject`; nil for
        /// an implicit member, `.init(wrappedValue: …)`.
        var wrapper: TokenSpan?
        /// The callee's tokens up to the `(`: the wrapper with its generic arguments
        /// (`StateObject<Foo>`) and any `.init`, or `.init`.
        var callee: TokenSpan
        /// The `wrappedValue` label.
        var label: Int
        var open: Int
        var close: Int
    }

    /// A platform version in `@available(iOS 16.0, macOS 13, *)`.
    struct PlatformVersion {
        var platform: String
        var major: Int
        var index: Int
    }

    static let observableObjectNames: Set<String> = ["ObservableObject"]

    /// Whether token `index` is a `?` or `!` written right after the token before it
    /// (optional chaining or a forced unwrap, not a ternary or a prefix `!`).
    func isPostfixUnwrap(_ index: Int) -> Bool {
        guard kind(index) == .operator, isWord(index, "?") || isWord(index, "!"), index > 0 else { return false }
        return tokens[index - 1].end == tokens[index].start
    }

    /// The token indices of `span`, clamped to the tokens (empty when the span is).
    func indices(of span: TokenSpan) -> Range<Int> {
        let last = min(span.last, tokens.count - 1)
        return span.first <= last && span.first >= 0 ? span.first ..< last + 1 : 0 ..< 0
    }

    /// The source text of the expression before the `.` at token `period`, for messages:
    /// `model`, `makeStore()`, `app.store`, `items[0]`.
    func receiverText(beforePeriod period: Int) -> String {
        var start = period - 1
        while start >= 0 {
            if isPostfixUnwrap(start) { start -= 1; continue }
            if kind(start) == .rightParen || kind(start) == .rightSquare {
                var depth = 0
                var j = start
                while j >= 0 {
                    switch kind(j) {
                    case .rightParen, .rightSquare, .rightBrace: depth += 1
                    case .leftParen, .leftSquare, .leftBrace: depth -= 1
                    default: break
                    }
                    if depth == 0 { break }
                    j -= 1
                }
                guard j > 0 else { return "…" }
                start = j - 1
                continue
            }
            guard kind(start) == .identifier || kind(start) == .dollarIdentifier else { return "…" }
            if start > 1 && kind(start - 1) == .period { start -= 2; continue }
            return sourceText(TokenSpan(start, period - 1))
        }
        return "…"
    }

    /// Every token `ObservableObject` in `span` (module-qualified or not).
    func observableObjectMentions(in span: TokenSpan) -> [Int] {
        (indices(of: span)).filter { kind($0) == .identifier && isWord($0, "ObservableObject") }
    }

    /// Every identifier token `_x` in `span` (the backing store of a wrapped `x`).
    func underscoredNames(in span: TokenSpan) -> [Int] {
        indices(of: span).filter { kind($0) == .identifier && firstByte($0) == UInt8(ascii: "_") && tokens[$0].end > tokens[$0].start + 1 }
    }

    /// The platform versions an `@available` attribute names (`iOS 16.0` -> major 16).
    func platformVersions(of attribute: Attribute) -> [PlatformVersion] {
        guard attribute.name == "available", attribute.span.last > attribute.span.first + 2 else { return [] }
        var versions: [PlatformVersion] = []
        for j in attribute.span.first + 2 ... attribute.span.last where kind(j) == .identifier {
            let next = j + 1
            guard kind(next) == .integerLiteral || kind(next) == .floatLiteral,
                  let major = Int(text(next).split(separator: ".").first ?? "") else { continue }
            versions.append(PlatformVersion(platform: text(j), major: major, index: j))
        }
        return versions
    }

    // MARK: - Types of names and expressions

    /// The simple name of the type a type annotation spells: `Counter`, `App.Counter`,
    /// `Counter?`, `any Store` -> `Store`; nil for collections, tuples and functions.
    func typeName(ofAnnotation span: TokenSpan) -> String? {
        var j = span.first
        while j <= span.last && (isWord(j, "any") || isWord(j, "some")) { j += 1 }
        guard j <= span.last, kind(j) == .identifier else { return nil }
        if let path = genericMemberPath(ofAnnotation: TokenSpan(j, span.last)) { return path.last }
        var name = text(j)
        while j + 2 <= span.last && kind(j + 1) == .period && kind(j + 2) == .identifier {
            j += 2
            name = text(j)
        }
        return name
    }

    /// The simple name of the element type of a collection annotation: `[T]`, `[K: T]`,
    /// `[K: T]?` -> `T`; nil for anything else.
    func elementTypeName(ofAnnotation span: TokenSpan) -> String? {
        guard kind(span.first) == .leftSquare, let close = closingBracket(of: span.first), close <= span.last, close > span.first + 1 else { return nil }
        var start = span.first + 1
        var depth = 0
        for k in span.first + 1 ..< close {
            switch kind(k) {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            case .colon where depth == 0: start = k + 1
            default: break
            }
        }
        guard start < close else { return nil }
        return typeName(ofAnnotation: TokenSpan(start, close - 1))
    }

    /// The `(`, `[` or `{` that the closing bracket at token `close` closes; nil when `close`
    /// is no closing bracket or has no partner before it.
    func openingBracket(of close: Int) -> Int? {
        switch kind(close) {
        case .rightParen, .rightSquare, .rightBrace: break
        default: return nil
        }
        var depth = 0
        var k = close
        while k >= 0 {
            switch kind(k) {
            case .rightParen, .rightSquare, .rightBrace: depth += 1
            case .leftParen, .leftSquare, .leftBrace:
                depth -= 1
                if depth == 0 { return k }
            default: break
            }
            k -= 1
        }
        return nil
    }

    /// The innermost `(` before token `token` (and after token `from`) that is not closed before
    /// it: the call or tuple that holds `token`; nil when a `[` or `{` encloses it first.
    func enclosingParen(before token: Int, after from: Int = -1) -> Int? {
        var depth = 0
        var j = token - 1
        while j > from {
            switch kind(j) {
            case .rightParen, .rightSquare, .rightBrace: depth += 1
            case .leftSquare, .leftBrace:
                if depth == 0 { return nil }
                depth -= 1
            case .leftParen:
                if depth == 0 { return j }
                depth -= 1
            default: break
            }
            j -= 1
        }
        return nil
    }

    /// The element `T` of an array type `[T]` written at `openSquare`; nil for a dictionary
    /// `[K: V]`, an optional or unwrapped array `[T]?`/`[T]!`, or `[]`.
    func arrayElementSpan(openSquare: Int) -> TokenSpan? {
        guard let close = closingBracket(of: openSquare), close > openSquare + 1 else { return nil }
        if close + 1 < tokens.count, ["?", "!"].contains(text(close + 1)) { return nil }
        var depth = 0
        for k in openSquare + 1 ..< close {
            switch kind(k) {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            case .colon where depth == 0: return nil
            default: break
            }
        }
        return TokenSpan(openSquare + 1, close - 1)
    }

    /// The parameter header of the closure opening at `open`: `start`, its first token after a
    /// capture list (`[weak self]`), and `in`, the token `in` that ends it outside brackets,
    /// looked for within `within` tokens; nil when a brace, `=` or unbalanced bracket comes
    /// first (a closure without a header).
    func closureHeader(open: Int, within: Int) -> (start: Int, in: Int)? {
        var k = open + 1
        guard k < tokens.count else { return nil }
        if kind(k) == .leftSquare, let close = closingBracket(of: k) { k = close + 1 }
        let start = k
        var depth = 0
        while k < tokens.count, k < start + within {
            switch kind(k) {
            case .leftParen, .leftSquare: depth += 1
            case .rightParen, .rightSquare: depth -= 1
            case .leftBrace, .rightBrace, .equal: return nil
            default: break
            }
            if depth < 0 { return nil }
            if depth == 0 && isWord(k, "in") { return (start, k) }
            k += 1
        }
        return nil
    }

    /// The `[` that matches the `]` at token `close`, or nil.
    func openingSquare(of close: Int) -> Int? {
        openingBracket(of: close).flatMap { kind($0) == .leftSquare ? $0 : nil }
    }

    /// The simple name of the type an initializer call creates: `Counter()`, `Counter.init()`,
    /// `App.Counter(…)`, `Box<Int>()`; nil for anything else (a name must start with an
    /// uppercase letter, after any leading underscores, to be taken for a type, as the
    /// expansion's inference does: `_Presenter()` is a type's call, review 24c/05).
    func typeName(ofCallAt start: Int, end: Int) -> String? {
        var j = start
        guard j <= end, kind(j) == .identifier, let first = text(j).unicodeScalars.first(where: { $0 != "_" }), first.properties.isUppercase else { return nil }
        // `Outer<Int>.Store()`: the member after the generic arguments.
        if let path = genericMemberCallPath(at: start, end: end) { return path.last }
        var name = text(j)
        while j + 2 <= end && kind(j + 1) == .period && kind(j + 2) == .identifier && !isWord(j + 2, "init") {
            j += 2
            name = text(j)
        }
        // `TimelineViewModel.mock(kind: 1)`: a lowercase member called is a static function's
        // (or property's) call, not a type's initializer; left to the index, which types it.
        if j > start, let last = text(j).unicodeScalars.first(where: { $0 != "_" }), !last.properties.isUppercase { return nil }
        j += 1
        if j <= end && isWord(j, "init") == false && kind(j) == .period && isWord(j + 1, "init") { j += 2 }
        if j <= end && kind(j) == .operator && firstByte(j) == UInt8(ascii: "<") {
            var depth = 0
            while j <= end {
                if kind(j) == .operator { depth += angleDelta(j) }
                j += 1
                if depth <= 0 { break }
            }
        }
        return j <= end && kind(j) == .leftParen ? name : nil
    }

    /// The tokens of the expression that starts at token `start` when it holds `??` outside
    /// brackets (`a ?? b`); it ends as in `castTypeName`. Nil otherwise.
    func coalescingValue(from start: Int, limit: Int, binding: Bool) -> TokenSpan? {
        var depth = 0
        var coalesces = false
        var k = start
        while k <= limit && k < tokens.count - 1 {
            switch kind(k) {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            case .operator where depth == 0 && text(k) == "??": coalesces = true
            default: break
            }
            if depth < 0 { return nil }
            // An argument (`f(a ?? b)`) ends at its limit.
            if k == limit { break }
            let next = k + 1
            if depth == 0 && (kind(next) == .semicolon || kind(next) == .rightBrace || kind(next) == .endOfFile || tokens[next].isAtStartOfLine
                || (binding && (kind(next) == .leftBrace || kind(next) == .comma || isWord(next, "else")))) { break }
            k += 1
        }
        return coalesces && k <= limit && depth == 0 ? TokenSpan(start, k) : nil
    }

    /// The simple name of the type an expression starting at token `start` is cast to with
    /// `as?`, `as!` or `as` as its last operation (`config as? Config`, `x as! App.Config`): the
    /// expression ends at a line break, `;`, `}`, or (in an optional binding) `{`, `,`, `else`
    /// outside brackets. Nil when it does not end with a cast to a named type.
    func castTypeName(from start: Int, limit: Int, binding: Bool) -> String? {
        var depth = 0
        var cast: Int?
        var k = start
        while k <= limit && k < tokens.count - 1 {
            switch kind(k) {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            default: break
            }
            if depth < 0 { return nil }
            if depth == 0 && isWord(k, "as") { cast = k }
            let next = k + 1
            if depth == 0 && (kind(next) == .semicolon || kind(next) == .rightBrace || kind(next) == .endOfFile || tokens[next].isAtStartOfLine
                || (binding && (kind(next) == .leftBrace || kind(next) == .comma || isWord(next, "else")))) { break }
            k += 1
        }
        guard var first = cast.map({ $0 + 1 }), first <= k else { return nil }
        if kind(first) == .operator && (isWord(first, "?") || isWord(first, "!")) { first += 1 }
        // Only `Name` or `A.B.Name`: a generic, optional or collection type is left unresolved.
        for j in first ... max(first, k) where kind(j) != ((j - first) % 2 == 0 ? .identifier : .period) { return nil }
        guard kind(k) == .identifier, let type = typeName(ofAnnotation: TokenSpan(first, k)), type.first?.isUppercase == true else { return nil }
        return type
    }

    /// Whether token `index` ends an expression: the next token is on another line, or is `;`,
    /// `}`, `,` or `else`.
    func isStatementEnd(after index: Int) -> Bool {
        let next = index + 1
        if kind(next) == .semicolon || kind(next) == .rightBrace || kind(next) == .comma || kind(next) == .endOfFile || isWord(next, "else") { return true }
        return bytes[Int(tokens[index].end) ..< Int(tokens[next].start)].contains { $0 == 0x0A || $0 == 0x0D }
    }

    /// Whether a declaration at token `index` is still in scope at token `use`: no block that
    /// holds it closes in between.
    func isVisible(_ index: Int, at use: Int) -> Bool {
        var depth = 0
        for j in index ..< min(use, tokens.count) {
            if kind(j) == .leftBrace { depth += 1 } else if kind(j) == .rightBrace { depth -= 1; if depth < 0 { return false } }
        }
        return true
    }

    /// Whether a `let`/`var`/`for` declaration of `name` among tokens `span.first ..< before`
    /// (an `if let`, `guard var`, a local constant) is still in scope at `before`.
    func declaresLocal(_ name: String, in span: TokenSpan, before: Int) -> Bool {
        for j in indices(of: TokenSpan(max(1, span.first), min(before, span.last) - 1)) where kind(j) == .identifier && text(j) == name {
            if isWord(j - 1, "let") || isWord(j - 1, "var") || isWord(j - 1, "for"), isVisible(j, at: before) { return true }
        }
        return false
    }

    /// What a local declaration says of a name's type.
    enum LocalType: Equatable {
        /// It spells `Type`.
        case type(String)
        /// `let name = self` (also `guard let name = self`, `if let name = self`): the
        /// enclosing type.
        case enclosing
        /// `let name = …`/`var name = …` with a value whose type is not spelled: it hides any
        /// property of that name, and its type cannot be told.
        case unknown
        /// `let name = other`: the type of `other` there.
        case alias(String, at: Int)
        /// `let name = a ?? b` (also `if let`): the tokens of the value, a `??` outside brackets.
        case coalescing(TokenSpan)
    }

    /// The type of `name` from a declaration among tokens `span.first ..< before`: `name: Type`
    /// (a parameter, a typed local), `name = Type(…)`, `name = self`, or a `let`/`var` whose
    /// type is not spelled; the last one wins. Nil when there is none.
    func localTypeName(of name: String, in span: TokenSpan, before: Int) -> LocalType? {
        var found: LocalType?
        var j = span.first
        while j < min(before, span.last) {
            if kind(j) == .identifier && text(j) == name && !(j > 0 && kind(j - 1) == .period) && isVisible(j, at: before) {
                let declared = j > 0 && (isWord(j - 1, "let") || isWord(j - 1, "var"))
                // `if let x = …`, `guard var x = …`, `, let x = …`: an optional binding, whose
                // value ends before `{`, `,` or `else`, and whose type is the unwrapped one.
                let binding = declared && j > 1 && (isWord(j - 2, "if") || isWord(j - 2, "guard") || isWord(j - 2, "while")
                    || kind(j - 2) == .comma)
                if binding && (kind(j + 1) == .leftBrace || kind(j + 1) == .comma || isWord(j + 1, "else")) {
                    // `if let x {`: the shorthand unwraps the `x` seen before it.
                    found = .alias(name, at: j)
                } else if kind(j + 1) == .colon, kind(j + 2) == .identifier {
                    var end = j + 2
                    while kind(end + 1) == .period && kind(end + 2) == .identifier { end += 2 }
                    if let type = writtenTypeName(ofAnnotation: TokenSpan(j + 2, end)), type.first?.isUppercase == true { found = .type(type) }
                    else if declared { found = .unknown }
                } else if kind(j + 1) == .equal {
                    if declared, let type = castTypeName(from: j + 2, limit: span.last, binding: binding) {
                        found = .type(type)
                    } else if let type = writtenTypeName(ofCallAt: j + 2, end: span.last) {
                        found = .type(type)
                    } else if isWord(j + 2, "self") && kind(j + 3) != .period {
                        found = .enclosing
                    } else if declared && kind(j + 2) == .identifier && !isWord(j + 2, "self")
                                && (isStatementEnd(after: j + 2) || (binding && kind(j + 3) == .leftBrace)) {
                        // Resolved before the declared name, so `if let x = x` reads the outer `x`.
                        found = .alias(text(j + 2), at: j)
                    } else if declared, let value = coalescingValue(from: j + 2, limit: span.last, binding: binding) {
                        // `guard let x = x ?? self.x`: in its own value, `x` is the one
                        // declared before (a parameter, a property), not this binding.
                        if before > value.last { found = .coalescing(value) }
                    } else if declared {
                        found = .unknown
                    }
                }
            }
            j += 1
        }
        return found
    }
}
