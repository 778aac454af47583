import ObservableSyntax

/// `func makeProcessing() -> any ObservableObject { return makeHome() }` (review 23c/01,
/// PayslipMax: 10 such factories kept all 81 classes of the app). A function, subscript,
/// computed property or `let` closure whose declared result is `ObservableObject` itself (`any`, `some`, or
/// plain, optional or not) hands out only what its body returns: when every `return` value
/// (or the single expression of the body) is told, only those classes are passed out as an
/// `ObservableObject` existential, where code written against `ObservableObject`
/// (`.environmentObject`, `@ObservedObject`) may use them, so they keep `ObservableObject`,
/// each reported at its return; the other classes of the run are not reached. A value that is
/// itself the result of such a function of the run (`return container.makeProcessing()`)
/// adds nothing: that function's returns decide. A requirement without body (in a protocol)
/// keeps nothing itself: its implementations decide. Any value whose type cannot be told
/// keeps every class, as before.
/// Rule: README, migrate list "Left as they are".
extension MigrationPlanner {
    /// What the run tells of a value handed out as an `ObservableObject` existential.
    enum ExistentialValue: Equatable {
        /// A value whose type is the type keyed here (a class of the run or another type).
        case type(String)
        /// The result of a call of functions of the run all declared to return an
        /// `ObservableObject` existential (or `let` closures, computed properties so declared):
        /// their own returns decide.
        case existentialResult
        /// Not told.
        case untold
    }

    /// The blockers of the `ObservableObject` mention at token `mention` of `file` when it is
    /// the whole declared result of a function, subscript or computed property: one per told
    /// class returned (at the returned value), none for a requirement without body, or every
    /// candidate (at the mention) when a returned value cannot be told. Nil when the mention is
    /// no such result.
    func existentialResultBlocker(file: Int, mention: Int, candidates: [String]) -> [MigrationBlocker]? {
        let source = sources[file]
        guard let body = existentialResultBody(file: file, mention: mention) else { return nil }
        guard let span = body else { return [] }
        let everyClass = [MigrationBlocker(kind: .observableObjectType, name: "", file: file, token: mention, classes: candidates)]
        // Every `return` of the body, nested ones too (one in a closure can only add a class
        // or make the result untold); a bare `return` (a closure's) hands out nothing.
        var values: [Int] = []
        for k in span.first + 1 ..< span.last where source.isWord(k, "return") {
            let next = k + 1
            if [.rightBrace, .semicolon].contains(source.kind(next)) { continue }
            if source.tokens[next].isAtStartOfLine { return everyClass }
            values.append(next)
        }
        if !Self.hasOwnReturn(span, source) {
            guard Self.isSingleExpression(span, source) else { return everyClass }
            values.append(span.first + 1)
        }
        var blockers: [MigrationBlocker] = []
        for value in values {
            switch existentialValue(file: file, first: value) {
            case .existentialResult: continue
            case let .type(name):
                guard candidates.contains(name) else { return everyClass }
                blockers.append(MigrationBlocker(kind: .observableObjectType, name: "", file: file, token: value, classes: [name]))
            case .untold: return everyClass
            }
        }
        return blockers
    }

    /// What a value starting at token `first` of `file` is, when it is a chain of names and
    /// calls (`T(…)`, `a.make()`, `Factory().make()`), maybe unwrapped with `!`, that ends its statement:
    /// its type when the run tells it, or the result of functions of the run declared to return
    /// an `ObservableObject` existential; `.untold` for anything else.
    func existentialValue(file: Int, first: Int) -> ExistentialValue {
        let source = sources[file]
        let count = source.tokens.count
        // `a.b.c`, `T(…)`, `a.make()`, `Factory().make()`, `a!.b`: names, calls and unwraps.
        var last = first
        var callee: Int?
        while true {
            guard source.kind(last) == .identifier else { return .untold }
            callee = last
            if last + 1 < count, source.kind(last + 1) == .leftParen, let close = source.closingBracket(of: last + 1) { last = close }
            if last + 1 < count, source.kind(last + 1) == .operator, source.text(last + 1) == "!" { last += 1 }
            guard last + 2 < count, source.kind(last + 1) == .period, source.kind(last + 2) == .identifier else { break }
            last += 2
        }
        if last + 1 < count {
            let next = last + 1
            let ends = source.tokens[next].isAtStartOfLine || [.semicolon, .rightBrace, .endOfFile].contains(source.kind(next))
            guard ends else { return .untold }
        }
        var valueLast = last
        if source.kind(valueLast) == .operator { valueLast -= 1 }
        if let type = argumentType(file: file, first: first, last: valueLast), !Self.isObservableObjectExistential(type) {
            return .type(catalogue.sites.first { $0.key == type }.map(\.key) ?? type)
        }
        if let callee, declaresOnlyExistentialResults(named: Self.unbackticked(source.text(callee))) { return .existentialResult }
        return .untold
    }

    /// Whether a type's text is `ObservableObject` itself (`any`, `some`, parenthesized,
    /// optional).
    static func isObservableObjectExistential(_ type: String) -> Bool {
        var words = type.split { !$0.isLetter && !$0.isNumber && $0 != "_" && $0 != "." }.map(String.init)
        words.removeAll { $0 == "any" || $0 == "some" }
        return words == ["ObservableObject"] || words == ["Combine.ObservableObject"]
    }

    /// Whether the run declares `name` (functions, `let` closures, computed properties) and
    /// every declaration of it has an `ObservableObject` existential result that this file
    /// follows (so that a use of it hands out only what their returns do). A stored property,
    /// a closure that is a `var` or any other declaration of the name makes it false.
    func declaresOnlyExistentialResults(named name: String) -> Bool {
        var found = false
        for file in sources.indices {
            let source = sources[file]
            let count = source.tokens.count
            for j in 0 ..< max(0, count - 1) where source.kind(j + 1) == .identifier && Self.unbackticked(source.text(j + 1)) == name {
                if source.isWord(j, "func") {
                    guard existentialResultMention(file: file, function: j) != nil else { return false }
                    found = true
                } else if source.isWord(j, "let") || source.isWord(j, "var") {
                    // `let make: () -> any ObservableObject = { … }`, `var current: some ObservableObject { … }`.
                    var k = j + 2
                    guard k < count, source.kind(k) == .colon else { return false }
                    while k < count, !source.isWord(k, "ObservableObject"), source.kind(k) != .equal, source.kind(k) != .leftBrace,
                          k == j + 2 || !source.tokens[k].isAtStartOfLine { k += 1 }
                    guard k < count, source.isWord(k, "ObservableObject"), existentialResultBody(file: file, mention: k) != nil else { return false }
                    found = true
                }
            }
        }
        return found
    }

    /// The `ObservableObject` token of the declared result of the function whose `func` is
    /// token `keyword`, when that result is an `ObservableObject` existential; else nil.
    func existentialResultMention(file: Int, function keyword: Int) -> Int? {
        let source = sources[file]
        var j = keyword + 2
        if j < source.tokens.count, source.kind(j) == .operator, source.text(j).hasPrefix("<") {
            var depth = 0
            while j < source.tokens.count {
                let text = source.text(j)
                if source.kind(j) == .operator { depth += text.filter { $0 == "<" }.count - text.filter { $0 == ">" }.count }
                j += 1
                if depth <= 0 { break }
            }
        }
        guard j < source.tokens.count, source.kind(j) == .leftParen, let close = source.closingBracket(of: j) else { return nil }
        j = close + 1
        while j < source.tokens.count, source.kind(j) != .arrow, source.kind(j) != .leftBrace, !source.tokens[j].isAtStartOfLine { j += 1 }
        guard j < source.tokens.count, source.kind(j) == .arrow else { return nil }
        var k = j + 1
        while k < source.tokens.count, source.kind(k) == .leftParen { k += 1 }
        if source.isWord(k, "any") || source.isWord(k, "some") { k += 1 }
        guard source.isWord(k, "ObservableObject"), existentialResultBody(file: file, mention: k) != nil else { return nil }
        return k
    }

    /// The body of the declaration whose declared result is the `ObservableObject` at token
    /// `mention` (the braces of a function, subscript or computed property, or its getter's):
    /// `.some(nil)` for a requirement without body, nil when the mention is no such whole
    /// result.
    func existentialResultBody(file: Int, mention: Int) -> TokenSpan?? {
        let source = sources[file]
        let count = source.tokens.count
        var before = mention - 1
        if before >= 0, source.isWord(before, "any") || source.isWord(before, "some") { before -= 1 }
        var parens = 0
        while before >= 0, source.kind(before) == .leftParen { before -= 1; parens += 1 }
        var after = mention + 1
        while parens > 0, after < count, source.kind(after) == .rightParen { after += 1; parens -= 1 }
        guard parens == 0 else { return nil }
        if after < count, source.kind(after) == .operator, source.text(after) == "?" || source.text(after) == "!" { after += 1 }
        guard before >= 1 else { return nil }
        let isResult: Bool
        if source.kind(before) == .arrow {
            guard isFunctionArrow(file: file, arrow: before) else { return declaredClosureBody(file: file, arrow: before, after: after).map { .some($0) } }
            isResult = true
        } else {
            // `var current: any ObservableObject { … }`.
            isResult = source.kind(before) == .colon && before >= 2 && source.kind(before - 1) == .identifier && source.isWord(before - 2, "var")
                && after < count && source.kind(after) == .leftBrace
        }
        guard isResult, after < count else { return nil }
        var open = after
        if source.isWord(open, "where") {
            guard let body = Self.bodyOpening(from: open, through: count - 1, in: source) else { return nil }
            open = body
        }
        guard source.kind(open) == .leftBrace else {
            // A requirement: the line (or the declaration list) ends here.
            let ends = source.tokens[open].isAtStartOfLine || [.semicolon, .rightBrace, .endOfFile].contains(source.kind(open))
            return ends && source.kind(before) == .arrow ? .some(nil) : nil
        }
        guard let close = source.closingBracket(of: open) else { return nil }
        let inside = open + 1
        if source.isWord(inside, "willSet") || source.isWord(inside, "didSet") || source.isWord(inside, "set") { return nil }
        if source.isWord(inside, "get") {
            // `get { … }` first: its braces (a requirement's `{ get }` has none).
            var getter = inside + 1
            while getter < close, source.isWord(getter, "async") || source.isWord(getter, "throws") { getter += 1 }
            guard source.kind(getter) == .leftBrace, let end = source.closingBracket(of: getter) else {
                return source.kind(getter) == .rightBrace || source.isWord(getter, "set") ? .some(nil) : nil
            }
            return .some(TokenSpan(getter, end))
        }
        return .some(TokenSpan(open, close))
    }

    /// Whether the `->` at token `arrow` is the result arrow of a `func` or `subscript`
    /// declaration (not of a closure type).
    private func isFunctionArrow(file: Int, arrow: Int) -> Bool {
        let source = sources[file]
        var j = arrow - 1
        while j >= 0, source.isWord(j, "async") || source.isWord(j, "throws") || source.isWord(j, "rethrows") { j -= 1 }
        // `throws(E)`.
        if j >= 0, source.kind(j) == .rightParen, let open = source.openingBracket(of: j), open >= 1, source.isWord(open - 1, "throws") {
            j = open - 2
            while j >= 0, source.isWord(j, "async") { j -= 1 }
        }
        guard j >= 0, source.kind(j) == .rightParen, let open = source.openingBracket(of: j), open >= 1 else { return false }
        var name = open - 1
        if source.kind(name) == .operator, source.text(name).hasSuffix(">") {
            var depth = 0
            while name >= 0 {
                let text = source.text(name)
                if source.kind(name) == .operator { depth += text.filter { $0 == ">" }.count - text.filter { $0 == "<" }.count }
                name -= 1
                if depth <= 0 { break }
            }
        }
        guard name >= 0 else { return false }
        if source.isWord(name, "subscript") { return true }
        return name >= 1 && source.kind(name) == .identifier && source.isWord(name - 1, "func")
    }

    /// `let make: () -> any ObservableObject = { HomeViewModel() }`: the braces of the closure
    /// that a `let` whose written type is a function type with the result whose `->` is token
    /// `arrow` is bound to (`after`: the token after that result). Nil for a `var` (it may be
    /// set elsewhere), a closure with a signature (`in`), or any other use of a function type.
    private func declaredClosureBody(file: Int, arrow: Int, after: Int) -> TokenSpan? {
        let source = sources[file]
        var j = arrow - 1
        while j >= 0, source.isWord(j, "async") || source.isWord(j, "throws") { j -= 1 }
        guard j >= 0, source.kind(j) == .rightParen, let open = source.openingBracket(of: j) else { return nil }
        var k = open - 1
        // `@Sendable () -> …`, `@MainActor () -> …`.
        while k >= 1, source.kind(k) == .identifier, source.kind(k - 1) == .atSign { k -= 2 }
        guard k >= 2, source.kind(k) == .colon, source.kind(k - 1) == .identifier, source.isWord(k - 2, "let"),
              after + 1 < source.tokens.count, source.kind(after) == .equal, source.kind(after + 1) == .leftBrace,
              let close = source.closingBracket(of: after + 1) else { return nil }
        var depth = 0
        for t in after + 2 ..< close {
            switch source.kind(t) {
            case .leftBrace, .leftParen, .leftSquare: depth += 1
            case .rightBrace, .rightParen, .rightSquare: depth -= 1
            default: if depth == 0 && source.isWord(t, "in") { return nil }
            }
        }
        return TokenSpan(after + 1, close)
    }
}
