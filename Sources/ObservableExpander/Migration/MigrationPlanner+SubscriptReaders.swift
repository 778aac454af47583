import ObservableSyntax

/// Rule `ignoredPropertyRead`, for subscripts (review 23c/02): a subscript getter of a migrated
/// class is a member a view shows, as a computed property is. `Text(board[1])` with
/// `subscript(_ id: Int) -> String { cells[id] ?? "" }` and a plain `cells` was redrawn by every
/// `@Published` change of `Board` before; now the read registers nothing (checked with the
/// Observation runtime), so the subscript is a reader of `cells`. A `@dynamicMemberLookup`
/// class's `subscript(dynamicMember:)` is read by `store.name` when `name` is no member the class
/// declares. A subscript is named by its argument labels (`subscript(_:)`, `subscript(id:)`).
extension MigrationPlanner {
    /// The name of a subscript reader: `subscript(` then each argument label (`_` for none) and
    /// `:`, then `)`. A subscript parameter has no argument label unless it spells two names
    /// (`subscript(dynamicMember keyPath: …)`), unlike a function's.
    static func subscriptName(_ declaration: SubscriptDeclaration, in source: MigrationSource) -> String {
        let labels = declaration.parameters.map { parameter -> String in
            guard let type = parameter.type, type.first >= 2 else { return "_" }
            // `label name: T`: the token before the colon is the name, the one before it the label.
            return source.kind(type.first - 3) == .identifier && source.text(type.first - 3) == parameter.label ? parameter.label : "_"
        }
        return "subscript(" + labels.map { $0 + ":" }.joined() + ")"
    }

    /// The getters of the instance subscripts (not `private`, with a result) of a body, as the
    /// members `reportIgnoredReads` searches: name, the getter's span, the parameters' names
    /// (which hide properties), public, and the write-side accessors' spans (`set`), skipped.
    func subscriptReaders(of body: TypeSite) -> [(name: String, span: TokenSpan, hidden: Set<String>, isPublic: Bool, setters: [TokenSpan])] {
        let source = sources[body.file]
        return MemberWalk(body.declaration.members).compactMap { member in
            guard case let .subscript(declaration) = member, !declaration.head.isStatic, !declaration.head.hasModifier("private"),
                  let result = declaration.returnType, !["Void", "()"].contains(source.sourceText(result)) else { return nil }
            let span = TokenSpan(result.last + 1, declaration.head.span.last)
            guard span.first <= span.last else { return nil }
            // `where` clauses between the result and the body are no read.
            let open = (span.first ... span.last).first { source.kind($0) == .leftBrace } ?? span.first
            let block = TokenSpan(open, span.last)
            let hidden = Set(declaration.parameters.compactMap { $0.type.map { source.text($0.first - 2) } })
            return (Self.subscriptName(declaration, in: source), block, hidden,
                    declaration.head.hasModifier("public") || declaration.head.hasModifier("open"), source.writeAccessorSpans(in: block))
        }
    }

    /// The subscript reader of class `key` that `name[…]` at token `t` (the name, its `[` next)
    /// calls: the one whose labels are the call's (`board[id: 1]` -> `subscript(id:)`), else the
    /// only one that is not `subscript(dynamicMember:)`; nil when none reads ignored state, or
    /// for a key-path subscript (`model[keyPath: \.x]`, read as `x`).
    func subscriptReader(at t: Int, in source: MigrationSource, of key: String) -> String? {
        guard let readers = ignoredReads[key]?.readers, Self.keyPathSubscriptMember(t, in: source) == nil,
              let close = source.closingBracket(of: t + 1) else { return nil }
        var labels: [String] = []
        var depth = 0, start = true
        for j in t + 2 ..< close {
            switch source.kind(j) {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            case .comma where depth == 0: start = true; continue
            default: break
            }
            if start {
                labels.append(source.kind(j) == .identifier && j + 1 < close && source.kind(j + 1) == .colon ? source.text(j) : "_")
                start = false
            }
        }
        let exact = "subscript(" + labels.map { $0 + ":" }.joined() + ")"
        if readers[exact] != nil { return exact }
        let others = readers.keys.filter { $0.hasPrefix("subscript(") && $0 != "subscript(dynamicMember:)" }
        return others.count == 1 ? others.first : nil
    }

    /// Whether `name` read on a value of class `key` goes to its `subscript(dynamicMember:)`: the
    /// class reads ignored state there, and neither it (its bodies, superclasses of the run) nor
    /// an extension of a protocol it conforms to declares a member of that name.
    func readsDynamicMember(_ name: String, of key: String) -> Bool {
        guard ignoredReads[key]?.readers["subscript(dynamicMember:)"] != nil else { return false }
        let sites = ([key] + superclassKeys(of: key)).flatMap { catalogue.bodies(of: $0) } + protocolExtensionBodies(of: key)
        for k in sites {
            let site = catalogue.sites[k], source = sources[site.file]
            for member in MemberWalk(site.declaration.members) {
                switch member {
                case let .variable(variable):
                    if variable.bindings.contains(where: { self.name(of: $0, in: source) == name }) { return false }
                case let .function(function):
                    if function.name == name { return false }
                default: break
                }
            }
        }
        return true
    }
}
