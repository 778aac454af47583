import ObservableSyntax

/// The parameters of a closure assigned to a stored property whose declared type is a function
/// type: `_startListening = { futureSelf, wrappedValue in … }` of `var _startListening: (inout
/// Self, _ toValue: Value) -> Void` binds a `Self` and a `Value` (stream-video-swift's
/// `PublishedObject`: `wrappedValue.objectWillChange` and `parent.objectWillChange` were
/// `migrate-unresolved-receiver` errors on code the compiler accepts). A parameter typed by a
/// generic parameter of the enclosing type is that parameter, which the generic rule decides
/// (`<Value>` with `where Value: ObservableObject` keeps the classes passed to it, with the
/// reason); `Self` is the enclosing type.
extension MigrationPlanner {
    /// The type of closure parameter `name` of the closure opening at token `open` of `file`,
    /// when the closure is the whole right side of an assignment to a property of the enclosing
    /// type (`x = { a, b in … }`, `self.x = …`), its header names its parameters without types
    /// (`{ a, b in`, `{ (a, b) in`, a capture list before them), and that property's written
    /// type is a function type (also optional, or with attributes) of as many parameters. The
    /// parameter's type is read without `inout` and attributes; `Self` gives the enclosing type;
    /// a named type is read in the scope of the property's declaration. Nil otherwise.
    func assignedClosureParameterType(of name: String, file: Int, open: Int) -> String? {
        let source = sources[file]
        if let declared = declaredClosureParameterType(of: name, file: file, open: open) { return declared }
        guard open > 1, source.kind(open - 1) == .equal, source.kind(open - 2) == .identifier,
              let header = source.closureHeader(open: open, within: 64) else { return nil }
        let target = source.text(open - 2)
        // `x = {` at a statement's start, or `self.x = {`; not `a.x = {` of another value.
        if open > 2, source.kind(open - 3) == .period {
            guard open > 3, source.isWord(open - 4, "self"), !(open > 4 && source.kind(open - 5) == .period) else { return nil }
        }
        guard let names = closureParameterNames(start: header.start, end: header.in, in: source),
              let position = names.firstIndex(of: name),
              let enclosing = catalogue.enclosingSite(file: file, token: open) else { return nil }
        let owner = catalogue.sites[enclosing].key
        // A local of the target's name hides the property.
        let memberStart = Self.memberStart(in: catalogue.sites[enclosing].declaration.members, holding: open) ?? open
        if source.localTypeName(of: target, in: TokenSpan(memberStart, open), before: open) != nil { return nil }
        let index = runIndex.index
        var found: Set<String> = []
        let owners = index.types.keys.filter { $0 == owner || (!owner.contains(".") && $0.hasSuffix("." + owner) && catalogue.keyByQualifiedName[$0] == owner) }
        for qualified in owners {
            for entry in index.memberEntries(of: qualified, named: target) where !entry.isStatic && entry.kind == .property {
                guard let declared = entry.type, let function = Self.functionType(declared.parsed),
                      function.parameters.count == names.count,
                      let type = Self.parameterTypeName(function.parameters[position].type) else { return nil }
                found.insert(type == "Self" ? owner : typeKey(type, scope: entry.declaringScope))
            }
        }
        return found.count == 1 ? found.first : nil
    }

    /// The same for a closure that is the initial value of a property declared with a function
    /// type (review 24a/02, cider-swiftui: `static let general: (_ cacheModal: CacheModal) ->
    /// Pane = { cacheModal in … .environmentObject(cacheModal) }`), of a type or at file scope:
    /// the written type's parameter at the name's position, read in the scopes of the closure.
    private func declaredClosureParameterType(of name: String, file: Int, open: Int) -> String? {
        let source = sources[file]
        guard open > 0, source.kind(open - 1) == .equal, let header = source.closureHeader(open: open, within: 64),
              let names = closureParameterNames(start: header.start, end: header.in, in: source),
              let position = names.firstIndex(of: name) else { return nil }
        let enclosing = catalogue.enclosingSite(file: file, token: open)
        let members = enclosing.map { catalogue.sites[$0].declaration.members } ?? source.tree.members
        for variable in ModelCatalogue.variables(members) {
            for binding in variable.bindings where binding.equal == open - 1 {
                guard let annotation = binding.typeAnnotation else { return nil }
                var parser = TypeExprParser(tokens: source.tokens, bytes: source.bytes)
                guard let function = Self.functionType(parser.parse(annotation)), function.parameters.count == names.count,
                      let type = Self.parameterTypeName(function.parameters[position].type) else { return nil }
                return type == "Self" ? enclosing.map { catalogue.sites[$0].key } : typeKey(type, file: file, token: open)
            }
        }
        return nil
    }

    /// The parameter names of a closure header between tokens `start` and `end` (`in`):
    /// `a, b` or `(a, b)`, `_` included; nil for typed parameters or any other shape.
    private func closureParameterNames(start: Int, end: Int, in source: MigrationSource) -> [String]? {
        var first = start, last = end - 1
        if source.kind(first) == .leftParen {
            guard source.closingBracket(of: first) == last else { return nil }
            first += 1
            last -= 1
        }
        var names: [String] = []
        var j = first
        while j <= last {
            guard source.kind(j) == .identifier || source.text(j) == "_" else { return nil }
            names.append(source.text(j))
            j += 1
            if j <= last {
                guard source.kind(j) == .comma else { return nil }
                j += 1
            }
        }
        return names.isEmpty ? nil : names
    }

    /// The function type `type` spells, through attributes, parentheses and an optional.
    private static func functionType(_ type: TypeExpr) -> TypeExpr.Function? {
        switch type.kind {
        case let .function(function): return function
        case let .attributed(_, inner), let .optional(inner, _): return functionType(inner)
        case let .tuple(elements) where elements.count == 1 && elements[0].labels.isEmpty: return functionType(elements[0].type)
        default: return nil
        }
    }

    /// The nominal name of a function parameter's type, `inout` and attributes dropped.
    private static func parameterTypeName(_ type: TypeExpr) -> String? {
        switch type.kind {
        case let .specified(word, inner) where ["inout", "borrowing", "consuming", "sending", "__owned", "__shared"].contains(word):
            return parameterTypeName(inner)
        case let .attributed(_, inner): return parameterTypeName(inner)
        default: return nominalName(ofType: type.text)
        }
    }
}
