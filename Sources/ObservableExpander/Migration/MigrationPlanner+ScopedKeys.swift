import ObservableSyntax

/// Storage keys named by a constant in scope (review 12b/05, MacPacker): `forKey: key` in a type
/// that declares `private static let key = "recentArchives"`, `forKey: Keys.defaultOrderColumn`,
/// `@AppStorage(Keys.quitOnLastWindowClosed)`. The name is resolved where it is written, so that
/// an unrelated local `let key = f(url)` elsewhere in the run does not hide its value.
extension MigrationPlanner {
    /// The string literal (quotes kept) that the key expression `span` of `file` names:
    /// - `name`: a `let` member of an enclosing type (innermost first; an extension's body looks
    ///   in the extended type) whose initializer is one string literal, when the member of the
    ///   write does not declare a local or parameter of that name before it;
    /// - `Type.name`, `Self.name`: that `let` member of the type the run's index resolves;
    /// - `Type.name.rawValue`, or `name.rawValue` in the enum (innermost first): the raw value of
    ///   case `name` of a `String` enum (`stringRawValue`).
    /// Nil for anything else, or when the member found is no literal constant.
    func scopedLiteralKey(_ span: TokenSpan, file: Int) -> String? {
        let source = sources[file]
        var names: [String] = []
        for k in span.first ... span.last {
            let expected: TokenKind = (k - span.first) % 2 == 0 ? .identifier : .period
            guard source.kind(k) == expected else { return nil }
            if expected == .identifier { names.append(source.text(k)) }
        }
        guard source.kind(span.last) == .identifier, let name = names.last else { return nil }
        if names.count == 1 {
            guard !shadowsConstant(name, before: span.first, file: file) else { return nil }
            for scope in lookupScope(file: file, token: span.first).reversed() {
                let key = catalogue.keyByQualifiedName[scope] ?? scope
                if let found = literalConstant(name, ofType: key) { return found.literal }
            }
            return nil
        }
        // `authData.rawValue` in the enum that declares the case (or in its extension): as
        // `Key.authData.rawValue` is, unless a local or parameter of the member names it (48/4).
        if names.count == 2 && name == "rawValue" {
            guard !shadowsConstant(names[0], before: span.first, file: file) else { return nil }
            for scope in lookupScope(file: file, token: span.first).reversed() {
                if let found = stringRawValue(names[0], ofEnum: catalogue.keyByQualifiedName[scope] ?? scope) { return found }
            }
            return nil
        }
        // `Key.authData.rawValue`: the raw value of a case of a `String` enum (review 47/02).
        let rawValue = names.count > 2 && name == "rawValue"
        let typeNames = Array(names.dropLast(rawValue ? 2 : 1))
        let key: String?
        if typeNames == ["Self"] {
            key = catalogue.enclosingSite(file: file, token: span.first).map { catalogue.sites[$0].key }
        } else {
            key = catalogue.key(of: typeNames, scope: lookupScope(file: file, token: span.first), file: file)
        }
        guard let key else { return nil }
        if rawValue { return stringRawValue(names[names.count - 2], ofEnum: key) }
        return literalConstant(name, ofType: key)?.literal
    }

    /// The raw value (quotes kept) of case `name` of the enum keyed `key` whose raw type is
    /// `String` (the first entry of its clause): its literal (`case a = "x"`), else its name
    /// (Swift's implicit raw value of a `String` enum's case). Nil when the type is no such
    /// enum, declares no such case, or gives it another raw value.
    private func stringRawValue(_ name: String, ofEnum key: String) -> String? {
        guard let types = catalogue.typesByName[key], types.count == 1 else { return nil }
        let site = catalogue.sites[types[0]]
        guard site.declaration.kind == .enum,
              let first = site.declaration.inheritance.first, first.qualifiedName == "String" || first.qualifiedName == "Swift.String" else { return nil }
        for body in catalogue.bodies(of: key) {
            let source = sources[catalogue.sites[body].file]
            for member in MemberWalk(catalogue.sites[body].declaration.members) {
                guard case let .enumCase(declaration) = member, declaration.names.contains(name) else { continue }
                for t in member.span.first ... member.span.last where source.kind(t) == .identifier && Self.unbackticked(source.text(t)) == name
                    && source.kind(t - 1) != .equal {
                    guard t + 1 <= member.span.last, source.kind(t + 1) == .equal else { return "\"" + name + "\"" }
                    return t + 2 <= member.span.last ? Self.literalKey(TokenSpan(t + 2, t + 2), in: source) : nil
                }
            }
        }
        return nil
    }

    /// `@AppStorage(Keys.quit)` or `@AppStorage(Keys.quit, store: s)`: the literal of the
    /// constant the argument at token `start` of `file` names (`scopedLiteralKey`), or nil.
    func constantKeyArgument(at start: Int, file: Int) -> String? {
        let source = sources[file]
        var end = start
        while end < source.tokens.count && (source.kind(end) == .identifier || source.kind(end) == .period) { end += 1 }
        guard end > start, end < source.tokens.count, source.kind(end) == .rightParen || source.kind(end) == .comma else { return nil }
        return scopedLiteralKey(TokenSpan(start, end - 1), file: file)
    }

    /// The `let name = "literal"` (or `let name: String = "literal"`) member of the type of key
    /// `key` or one of its extensions; `literal` nil when that member exists but is no literal
    /// constant (a `var`, another value). Nil when no such member is declared.
    private func literalConstant(_ name: String, ofType key: String) -> (literal: String?, Void)? {
        var found: (literal: String?, Void)?
        for k in catalogue.sites.indices where catalogue.sites[k].key == key {
            let site = catalogue.sites[k]
            let source = sources[site.file]
            for variable in ModelCatalogue.variables(site.declaration.members) {
                for binding in variable.bindings where self.name(of: binding, in: source) == name {
                    let literal = variable.isLet ? binding.initializer.flatMap { Self.literalKey($0, in: source) } : nil
                    // Declared twice (in `#if` clauses) with different values: not one literal.
                    if let previous = found, previous.literal != literal { return (nil, ()) }
                    found = (literal, ())
                }
            }
        }
        return found
    }

    /// Whether the member (function, initializer, accessor) of the type body that holds token
    /// `index` of `file` declares `name` before it: `let`/`var name`, a parameter `name:`, a
    /// `for name`, a closure's `name in`. A top-level write (no enclosing type) counts as shadowed.
    private func shadowsConstant(_ name: String, before index: Int, file: Int) -> Bool {
        let source = sources[file]
        guard let site = catalogue.enclosingSite(file: file, token: index), let body = catalogue.sites[site].declaration.leftBrace else { return true }
        // The start of the member: the last line start, `}` or `;` at the type body's level.
        var start = body + 1
        var depth = 0
        for t in body + 1 ..< index {
            if depth == 0 && source.tokens[t].isAtStartOfLine { start = t }
            switch source.kind(t) {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace:
                depth -= 1
                if depth == 0 && source.kind(t) == .rightBrace { start = t + 1 }
            case .semicolon where depth == 0: start = t + 1
            default: break
            }
        }
        for t in start ..< index where source.kind(t) == .identifier && source.text(t) == name {
            let before = t > 0 ? source.text(t - 1) : ""
            let after = t + 1 < source.tokens.count ? source.kind(t + 1) : .endOfFile
            if ["let", "var", "for", "case"].contains(before) || after == .colon || source.isWord(t + 1, "in") { return true }
        }
        return false
    }
}
