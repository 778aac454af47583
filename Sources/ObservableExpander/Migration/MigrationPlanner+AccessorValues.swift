import ObservableSyntax

/// The implicit value of an accessor: `newValue` in a `set` (or `willSet`), `oldValue` in a
/// `didSet`, has the declared type of the subscript or property that the accessor belongs to
/// (review 19c, phoenix: `newValue.objectWillChange` in the setter of a run wrapper's
/// `static subscript(_enclosingInstance:…) -> Value` was "cannot tell", though it is a `Value`,
/// the wrapper's generic parameter: the generic rule keeps the classes the wrapper is applied to).
extension MigrationPlanner {
    /// The type of `name` at token `index` of `file` when it is `newValue` in a `set` or
    /// `willSet` accessor (not `set(value)`, which names its own) or `oldValue` in a `didSet`,
    /// also inside a closure there, of a subscript or a property of one binding declared in a type
    /// of the run: the subscript's result or the property's annotation, a generic parameter of
    /// the enclosing type as its name (`Value`), another type by its key. Nil otherwise (a
    /// local of the name declared in the accessor is read by the other rules first).
    func accessorValueType(of name: String, file: Int, token index: Int) -> String? {
        guard name == "newValue" || name == "oldValue", let enclosing = catalogue.enclosingSite(file: file, token: index),
              let bodyOpen = catalogue.sites[enclosing].declaration.leftBrace else { return nil }
        let source = sources[file]
        // The innermost enclosing accessor: the unmatched `{` after an accessor keyword.
        var depth = 0
        var j = index - 1
        var accessor: Int?
        while j > bodyOpen {
            defer { j -= 1 }
            if source.kind(j) == .rightBrace { depth += 1; continue }
            guard source.kind(j) == .leftBrace else { continue }
            if depth > 0 { depth -= 1; continue }
            let keyword = j - 1
            if source.isWord(keyword, "get") || source.isWord(keyword, "set") || source.isWord(keyword, "willSet") || source.isWord(keyword, "didSet")
                || (source.kind(keyword) == .rightParen && source.isWord(keyword - 3, "set")) {
                accessor = keyword
                break
            }
        }
        guard let keyword = accessor else { return nil }
        let implicit = name == "newValue" ? source.isWord(keyword, "set") || source.isWord(keyword, "willSet") : source.isWord(keyword, "didSet")
        guard implicit else { return nil }
        let site = catalogue.sites[enclosing]
        var written: String?
        var found = false
        MemberWalk(site.declaration.members).visit { member, _ in
            switch member.pointee {
            case let .subscript(declaration) where declaration.head.span.first <= keyword && keyword <= declaration.head.span.last:
                written = declaration.returnType.map { source.sourceText($0) }
                found = true
            case let .variable(declaration) where declaration.head.span.first <= keyword && keyword <= declaration.head.span.last:
                written = declaration.bindings.count == 1 ? declaration.bindings[0].typeAnnotation.map { source.sourceText($0) } : nil
                found = true
            default: break
            }
            return !found
        }
        guard let written, let nominal = Self.nominalName(ofType: written) else { return nil }
        return isGenericParameter(nominal, ofKey: site.key) ? nominal : typeKey(nominal, file: file, token: keyword)
    }
}
