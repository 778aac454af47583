import ObservableSyntax

/// Tuple element access: `pair.1` or `pair.metadata` of a value whose declared type is a tuple
/// (review 21b/01, ios-core: `if let pair = coordinator.pdf()` of `func pdf() -> (Doc,
/// Metadata)?`, then `.environmentObject(pair.1)`, was "cannot tell"). The element's type is
/// the one the tuple type declares at that position or label.
extension MigrationPlanner {
    /// The key of the type of tokens `first...last` of `file` when they are exactly `name.n`
    /// (`n` an integer literal) or `name.label`, and `name` is a value whose declared type is a
    /// tuple (`tupleValueElements`) with such an element; nil otherwise (a position past the
    /// end, a label the tuple does not declare, an element that names no type).
    func tupleElementAccessType(file: Int, first: Int, last: Int) -> String? {
        let source = sources[file]
        guard last == first + 2, source.kind(first) == .identifier, source.kind(first + 1) == .period,
              source.kind(last) == .integerLiteral || source.kind(last) == .identifier,
              !source.isWord(first, "self"),
              let elements = tupleValueElements(of: source.text(first), file: file, token: first) else { return nil }
        if source.kind(last) == .integerLiteral {
            guard let position = Int(source.text(last)), position >= 0, position < elements.count else { return nil }
            return elements[position].type
        }
        return elements.first(where: { $0.label == source.text(last) })?.type
    }

    /// The elements of the tuple type of value `name` as seen at token `index` of `file`: the
    /// last visible local declaration of it in the innermost enclosing type body (or the file),
    /// after any closure parameter or loop variable of the name, written `let name: (A, B)` or
    /// `let name = call()` of a method whose declared result is a tuple
    /// (`tupleCallElements`); in an optional binding (`if let`, `guard let`, `while let`, `, let`)
    /// the annotation is the unwrapped type and the call's result is an optional tuple. With no
    /// such local, a parameter of the member that holds the use (`parameterTupleElements`), then a stored property of an enclosing type whose annotation is a tuple. Nil when
    /// the value's declaration is another (a local of another form hides the property).
    func tupleValueElements(of name: String, file: Int, token index: Int) -> [TupleElementType]? {
        let source = sources[file]
        let enclosing = catalogue.enclosingSite(file: file, token: index)
        let bodyStart = enclosing.flatMap { catalogue.sites[$0].declaration.leftBrace } ?? 0
        let binder = scopedBinder(of: name, file: file, token: index, from: bodyStart)
        let start = binder ?? bodyStart
        var found: [TupleElementType]??
        var k = start
        while k + 2 < index {
            defer { k += 1 }
            guard source.isWord(k, "let") || source.isWord(k, "var"), source.kind(k + 1) == .identifier, source.text(k + 1) == name,
                  source.isVisible(k + 1, at: index) else { continue }
            let binding = Self.isOptionalBinding(k, in: source)
            let (end, depth) = Self.localValueEnd(from: k + 2, before: index, binding: binding, in: source)
            guard depth == 0 else { found = .some(nil); continue }
            if source.kind(k + 2) == .colon {
                // `let pair: (A, B) = …`: the annotation up to `=` (outside brackets).
                var last = k + 2
                var level = 0
                while last < end {
                    let next = last + 1
                    if level == 0 && source.kind(next) == .equal { break }
                    switch source.kind(next) {
                    case .leftParen, .leftSquare: level += 1
                    case .rightParen, .rightSquare: level -= 1
                    default: break
                    }
                    last = next
                }
                found = .some(last > k + 2 ? annotationTupleElements(TokenSpan(k + 3, last), file: file) : nil)
            } else if source.kind(k + 2) == .equal, k + 3 <= end {
                found = .some(tupleCallElements(file: file, first: k + 3, last: end, optional: binding))
            } else {
                found = .some(nil)
            }
        }
        if let found { return found }
        // `func start(_ context: Context)`: the parameter's written type (review 29b/05).
        if binder == nil, let parameter = parameterTupleElements(of: name, file: file, token: index) { return parameter }
        // A closure parameter or loop variable of the name is not the property.
        if binder != nil || hidesProperty(name, file: file, token: index) { return nil }
        for k in catalogue.enclosingSites(file: file, token: index) {
            let site = catalogue.sites[k]
            for variable in ModelCatalogue.variables(site.declaration.members) {
                for binding in variable.bindings where self.name(of: binding, in: sources[site.file]) == name {
                    guard let annotation = binding.typeAnnotation else { return nil }
                    return annotationTupleElements(annotation, file: site.file)
                }
            }
        }
        return nil
    }

    /// The elements of the tuple type written at tokens `span` of `file` (`(Doc, Metadata)`,
    /// `(doc: Doc, meta: Metadata)`), each element's named type resolved in the scopes there;
    /// nil when the annotation is no tuple.
    func annotationTupleElements(_ span: TokenSpan, file: Int) -> [TupleElementType]? {
        let source = sources[file]
        guard let elements = Self.tupleElements(of: DeclaredType(source.sourceText(span)).parsed) else { return nil }
        return elements.map { element in
            TupleElementType(label: element.labels.first, type: Self.nominalName(ofType: element.type.text).map { typeKey($0, file: file, token: span.first) })
        }
    }
}
