/// The types of argument expressions that the index does not type (`MigrationPlanner+Resolution`
/// reads names, chains and what the index types): a capitalised name that is a value, a closure
/// called at once with a declared result, a call of a function of the run whose result is its
/// argument's type, an initializer with a trailing closure, a static property of a type of the
/// run.
extension MigrationPlanner {
    /// `T { … }`, `T(x) { … }`, `A.T<U> { … }` (tokens `first...last` of `file`, the closure
    /// last) where `T` names a type of the run (a class, structure, enumeration or actor, or an
    /// alias of one) and no value: the key of `T`. The expansion's inference does not follow
    /// such a closure without generic arguments (it may decide them: `Task { … }`); `migrate`
    /// needs only the nominal type. Nil for another shape or a type of no file of the run.
    func trailingClosureInitializerType(file: Int, first: Int, last: Int) -> String? {
        let source = sources[file]
        guard source.kind(last) == .rightBrace, source.kind(first) == .identifier, !source.isWord(first, "self"),
              !source.isWord(first, "Self") else { return nil }
        var components = [source.text(first)]
        var j = first + 1
        while source.kind(j) == .period, source.kind(j + 1) == .identifier, !source.isWord(j + 1, "init") {
            components.append(source.text(j + 1))
            j += 2
        }
        if source.kind(j) == .period, source.isWord(j + 1, "init") { j += 2 }
        if source.kind(j) == .operator, source.firstByte(j) == UInt8(ascii: "<"), source.isGluedToPrevious(j) {
            var depth = 0
            while j < last {
                if source.kind(j) == .operator { depth += source.angleDelta(j) }
                j += 1
                if depth <= 0 { break }
            }
        }
        if source.kind(j) == .leftParen, let close = source.closingBracket(of: j) { j = close + 1 }
        guard j < last, source.kind(j) == .leftBrace, source.closingBracket(of: j) == last,
              components.last?.first?.isUppercase == true, !namesValue(components[0], file: file, token: first),
              let key = catalogue.key(of: components, scope: lookupScope(file: file, token: first), file: file),
              catalogue.typesByName[unaliased(key)] != nil else { return nil }
        return key
    }

    /// `Type.member…` (tokens `first...last` of `file`: names joined by periods) where `Type` is a
    /// type of the run (written bare or qualified, not a value's name) and `member` a static
    /// property of it, typed by its annotation or initializer as a property read by name is
    /// (`static var publisher = Publisher { … }`, which the index leaves untyped); the names
    /// after it are instance properties (`memberType`). Nil when a link cannot be typed or the
    /// run declares the property more than once with different types.
    func staticPropertyChainType(file: Int, first: Int, last: Int, depth: Int = 0) -> String? {
        let source = sources[file]
        guard (last - first) % 2 == 0, last > first else { return nil }
        var names: [Int] = []
        for k in stride(from: first, through: last, by: 2) {
            guard source.kind(k) == .identifier, k == last || source.kind(k + 1) == .period else { return nil }
            names.append(k)
        }
        guard source.text(first).first?.isUppercase == true, !namesValue(source.text(first), file: file, token: first) else { return nil }
        let scope = lookupScope(file: file, token: first)
        // The longest run of names that is a type of the run, then a static property of it.
        for cut in stride(from: names.count - 1, through: 1, by: -1) {
            guard let owner = catalogue.key(of: names[..<cut].map { source.text($0) }, scope: scope).map(unaliased),
                  catalogue.typesByName[owner] != nil else { continue }
            var types: Set<String> = []
            for body in catalogue.bodies(of: owner) {
                let site = catalogue.sites[body]
                for variable in ModelCatalogue.variables(site.declaration.members) where variable.head.isStatic {
                    for binding in variable.bindings where name(of: binding, in: sources[site.file]) == source.text(names[cut]) {
                        guard let type = resolvedType(of: binding, file: site.file, depth: depth) else { return nil }
                        types.insert(type)
                    }
                }
            }
            guard types.count == 1, var current = types.first else { return nil }
            for link in names[(cut + 1)...] {
                guard let next = memberType(of: current, named: source.text(link)) ?? tupleElementType(ofAlias: current, label: source.text(link)) else { return nil }
                current = next
            }
            return current
        }
        return nil
    }

    /// Whether `name` at token `index` of `file` is a value: a parameter or local declared
    /// before it in the innermost enclosing type body (or the file), a stored property of an
    /// enclosing type (or of its extensions' type), or a file-scope variable of the run.
    func namesValue(_ name: String, file: Int, token index: Int) -> Bool {
        let source = sources[file]
        let enclosing = catalogue.enclosingSite(file: file, token: index)
        let scope = enclosing.flatMap { catalogue.sites[$0].declaration.leftBrace }.map { TokenSpan($0, index) } ?? TokenSpan(0, index)
        if source.declaresLocal(name, in: scope, before: index) || declaresParameter(name, file: file, in: scope, before: index) { return true }
        for k in catalogue.sitesByFile[file] {
            let declaration = catalogue.sites[k].declaration
            guard let open = declaration.leftBrace, open < index, index <= (declaration.rightBrace ?? Int.max) else { continue }
            for body in [k] + (declaration.kind == .extension ? catalogue.bodies(of: catalogue.sites[k].key) : []) {
                let site = catalogue.sites[body]
                for variable in ModelCatalogue.variables(site.declaration.members) where variable.bindings.contains(where: { self.name(of: $0, in: sources[site.file]) == name }) {
                    return true
                }
            }
        }
        for other in sources {
            for variable in ModelCatalogue.variables(other.tree.members) where variable.bindings.contains(where: { self.name(of: $0, in: other) == name }) {
                return true
            }
        }
        return false
    }

    /// Whether a parameter `name: T` (or `label name: T`) of a function, initializer or
    /// closure among tokens `span.first ..< before` has the body that holds `before`.
    func declaresParameter(_ name: String, file: Int, in span: TokenSpan, before: Int) -> Bool {
        let source = sources[file]
        var j = max(span.first, 1)
        while j < min(before, span.last) {
            defer { j += 1 }
            guard source.kind(j) == .identifier, source.text(j) == name, source.kind(j + 1) == .colon else { continue }
            let previous = source.kind(j - 1) == .identifier && j > 1 ? j - 2 : j - 1
            guard source.kind(previous) == .leftParen || source.kind(previous) == .comma else { continue }
            // The body is the first `{` after the parameter list's `)`.
            var k = j
            var depth = 0
            while k < before {
                if source.kind(k) == .leftParen || source.kind(k) == .leftSquare { depth += 1 }
                if source.kind(k) == .rightParen || source.kind(k) == .rightSquare { depth -= 1 }
                if source.kind(k) == .leftBrace && depth < 0 { break }
                k += 1
            }
            if k < before, let end = source.matchingBrace(from: k), before < end { return true }
        }
        return false
    }

    /// `{ () -> AppState in … }()` (also `{ [weak x] () throws -> T in … }()`): the closure's
    /// declared result, as a key; nil for another expression or a closure without one.
    func immediateClosureResultType(file: Int, first: Int, last: Int) -> String? {
        let source = sources[file]
        guard source.kind(first) == .leftBrace, let close = source.closingBracket(of: first), close + 2 == last,
              source.kind(close + 1) == .leftParen, source.kind(last) == .rightParen else { return nil }
        var j = first + 1
        if source.kind(j) == .leftSquare, let end = source.closingBracket(of: j) { j = end + 1 }
        guard source.kind(j) == .leftParen, let parameters = source.closingBracket(of: j) else { return nil }
        j = parameters + 1
        while j < close, source.isWord(j, "async") || source.isWord(j, "throws") { j += 1 }
        guard j < close, source.kind(j) == .arrow else { return nil }
        var end = j + 1
        var depth = 0
        while end < close {
            switch source.kind(end) {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            default: break
            }
            if depth == 0 && source.isWord(end, "in") { break }
            end += 1
        }
        guard end < close, end > j + 1, let type = source.writtenTypeName(ofAnnotation: TokenSpan(j + 1, end - 1)) else { return nil }
        return typeKey(type, file: file, token: first)
    }

    /// `{ let s = Settings(); return Store(settings: s) }()`: a closure called at once, with no
    /// signature, whose every `return` (in its statements' blocks too, which can only make it
    /// fail; not in a closure inside, which returns for itself) is the
    /// whole call of one type's initializer, or an expression typed as an argument is (`return
    /// c.manager` of a local `let c = Coordinator()`), all of one type, at least one at its own
    /// level: that type, as a key.
    /// Nil for a closure with `in` outside a `for` line (a signature may declare another result).
    func returnedClosureType(file: Int, first: Int, last: Int) -> String? {
        let source = sources[file]
        guard source.kind(first) == .leftBrace, let close = source.closingBracket(of: first), close + 2 == last,
              source.kind(close + 1) == .leftParen, source.kind(last) == .rightParen,
              source.kind(first + 1) != .leftSquare, source.kind(first + 1) != .leftParen else { return nil }
        var types: Set<String> = []
        var own = false
        var depth = 0
        var lineStart = first + 1
        var k = first
        while k + 1 < close {
            k += 1
            if source.tokens[k].isAtStartOfLine { lineStart = k }
            // A closure inside (`(0..<5).map { i in …; return track }`) returns for itself: skipped.
            if source.kind(k) == .leftBrace, Self.opensClosure(k, lineStart: lineStart, in: source), let end = source.closingBracket(of: k), end < close {
                k = end
                continue
            }
            switch source.kind(k) {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            default: break
            }
            if depth == 0 && source.isWord(k, "in") && !source.isWord(lineStart, "for") { return nil }
            guard source.isWord(k, "return") else { continue }
            if let type = source.writtenTypeName(ofCallAt: k + 1, end: close - 1) {
                // The call must be the whole returned value: its `)` ends the line or the block.
                var open = k + 1
                while open < close && source.kind(open) != .leftParen { open += 1 }
                guard let end = source.closingBracket(of: open), end < close,
                      source.tokens[end + 1].isAtStartOfLine || source.kind(end + 1) == .rightBrace || source.kind(end + 1) == .semicolon else { return nil }
                types.insert(typeKey(type, file: file, token: k + 1))
            } else {
                // `let c = AppCoordinator(); return c.playbackManager` (review 29c, Petrichor's
                // previews): the returned expression typed as an argument is, the closure's
                // locals in scope.
                let end = min(statementEnd(from: k, in: source), close - 1)
                guard end > k, let type = argumentType(file: file, first: k + 1, last: end) else { return nil }
                types.insert(type)
            }
            if depth == 0 { own = true }
        }
        return own && types.count == 1 ? types.first : nil
    }

    /// Whether the `{` at `brace` (on the line starting at `lineStart`) opens a closure rather
    /// than a statement's block: after `(`, `,`, `:`, `=`, `[`, `return` or `in`, or on a line
    /// with no `if`, `guard`, `for`, `while`, `switch`, `catch`, `else`, `do`, `repeat` or
    /// `defer` before it.
    static func opensClosure(_ brace: Int, lineStart: Int, in source: MigrationSource) -> Bool {
        guard brace > 0 else { return false }
        let before = brace - 1
        if [.leftParen, .comma, .colon, .equal, .leftSquare].contains(source.kind(before)) || source.isWord(before, "return") || source.isWord(before, "in") { return true }
        let statements: Set<String> = ["if", "guard", "for", "while", "switch", "catch", "else", "do", "repeat", "defer"]
        return !(lineStart ..< brace).contains { source.kind($0) == .identifier && statements.contains(source.text($0)) }
    }

    /// `f(x, …)` or `f(x) { … }` where every file-scope function `f` of the run declares a
    /// result: a generic `func f<T>(_ subject: T, …) -> T` (XcodesApp's `configure`) has the
    /// type of its first argument; another result the named type. Nil when the declarations of
    /// `f` disagree or the argument's type cannot be told.
    func genericCallResultType(file: Int, first: Int, last: Int) -> String? {
        let source = sources[file]
        guard source.kind(first) == .identifier, first + 1 <= last else { return nil }
        // `f(…)`, `f(…) { … }`, or `f { … }` (a trailing closure only: no first argument).
        let arguments: (open: Int, close: Int)?
        if source.kind(first + 1) == .leftParen, let close = source.closingBracket(of: first + 1),
           close == last || (source.kind(close + 1) == .leftBrace && source.closingBracket(of: close + 1) == last) {
            arguments = (first + 1, close)
        } else if source.kind(first + 1) == .leftBrace, source.closingBracket(of: first + 1) == last {
            arguments = nil
        } else {
            return nil
        }
        let name = source.text(first)
        var results: Set<String> = []
        var declared = false
        for (k, other) in sources.enumerated() {
            for case let .function(function) in other.tree.members where function.name == name {
                declared = true
                guard let returnSpan = function.returnType else { return nil }
                let written = other.normalizedText(returnSpan)
                if let generic = function.genericParameters.first(where: { $0.name == written }) {
                    // The result is the first parameter's type: the first argument's.
                    guard let parameter = function.parameters.first, let type = parameter.type, other.normalizedText(type) == generic.name,
                          let arguments, let argument = firstArgument(file: file, open: arguments.open, close: arguments.close),
                          let known = argumentTypeWritten(file: file, first: argument.first, last: argument.last) else { return nil }
                    results.insert(known)
                } else if function.genericParameters.isEmpty, let type = other.writtenTypeName(ofAnnotation: returnSpan) {
                    results.insert(typeKey(type, file: k, token: returnSpan.first))
                } else {
                    return nil
                }
            }
        }
        return declared && results.count == 1 ? results.first : nil
    }

    /// The tokens of the first argument of the call whose `(` and `)` are `open` and `close`,
    /// without its label; nil when there is none.
    func firstArgument(file: Int, open: Int, close: Int) -> TokenSpan? {
        let source = sources[file]
        var start = open + 1
        if source.kind(start) == .identifier, source.kind(start + 1) == .colon { start += 2 }
        var end = start
        var depth = 0
        while end < close {
            switch source.kind(end) {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            case .comma where depth == 0: return end > start ? TokenSpan(start, end - 1) : nil
            default: break
            }
            end += 1
        }
        return end > start ? TokenSpan(start, end - 1) : nil
    }
}
