import ObservableSyntax

/// The type of a call of a member of the enclosing type (rule: "a type is known where it is
/// spelled"): `createSession()` or `self.createSession()` of a method that declares its result
/// (`-> SessionUI`), and `makeSentinel()` of a stored property of function type
/// (`var makeSentinel: () -> Sentinel`), read in the innermost type whose body holds the call
/// (and that type's extensions, or the extended type's).
extension MigrationPlanner {
    /// The key of the type the call at tokens `first...last` of `file` returns, or nil: not such
    /// a call, a name also written in the member that holds the call other than called (a
    /// parameter or local may hide the member), a generic method, or members of that name
    /// spelling different results.
    func ownMemberCallType(file: Int, first: Int, last: Int) -> String? {
        guard let (name, site) = ownMemberCallee(file: file, first: first, last: last) else { return nil }
        var types: Set<String> = []
        for k in catalogue.bodies(of: site.key) {
            let body = catalogue.sites[k]
            let text = sources[body.file]
            for function in ModelCatalogue.functions(body.declaration.members) where function.name == name {
                guard function.genericParameters.isEmpty, let result = function.returnType,
                      let type = text.writtenTypeName(ofAnnotation: result) else { return nil }
                types.insert(typeKey(type, file: body.file, token: result.first))
            }
            for variable in ModelCatalogue.variables(body.declaration.members) {
                for binding in variable.bindings where self.name(of: binding, in: text) == name {
                    // `static let mock = mock(kind: .live)`: a property's initializer cannot read
                    // the property, so the call there is of the function of that name.
                    if body.file == file, let initializer = binding.initializer, initializer.first <= first && last <= initializer.last { continue }
                    guard let annotation = binding.typeAnnotation, let type = functionResultName(annotation, in: text) else { return nil }
                    types.insert(typeKey(type, file: body.file, token: annotation.first))
                }
            }
        }
        return types.count == 1 ? types.first : nil
    }

    /// `T` of a function type annotation `() -> T` (also `(A) throws -> T`), or nil.
    func functionResultName(_ annotation: TokenSpan, in source: MigrationSource) -> String? {
        guard source.kind(annotation.first) == .leftParen, let close = source.closingBracket(of: annotation.first), close < annotation.last else { return nil }
        var arrow = close + 1
        if source.isWord(arrow, "throws") { arrow += 1 }
        guard arrow < annotation.last, source.kind(arrow) == .arrow else { return nil }
        return source.writtenTypeName(ofAnnotation: TokenSpan(arrow + 1, annotation.last))
    }

    /// The member that the call at tokens `first...last` of `file` (`name(…)`, `self.name(…)`)
    /// calls: its name and the innermost type site whose body holds the call; nil when not such
    /// a call, or when the name is also written otherwise in the member that holds the call (a
    /// parameter or local may hide the member).
    func ownMemberCallee(file: Int, first: Int, last: Int) -> (name: String, site: TypeSite)? {
        let source = sources[file]
        var nameToken = first
        if source.isWord(first, "self") && source.kind(first + 1) == .period { nameToken = first + 2 }
        guard nameToken < last, source.kind(nameToken) == .identifier, !source.isWord(nameToken, "self"), source.kind(nameToken + 1) == .leftParen,
              source.closingBracket(of: nameToken + 1) == last, let enclosing = catalogue.enclosingSite(file: file, token: first) else { return nil }
        let name = source.text(nameToken)
        // A parameter, local or closure parameter of that name may hide the member.
        let site = catalogue.sites[enclosing]
        let start = Self.memberStart(in: site.declaration.members, holding: first) ?? site.declaration.leftBrace ?? first
        // `static let mock = mock(kind: .live)`: the property's own name does not hide the function.
        var own: Int?
        for variable in ModelCatalogue.variables(site.declaration.members) {
            for binding in variable.bindings {
                guard case let .identifier(token) = binding.pattern, let initializer = binding.initializer,
                      initializer.first <= first && last <= initializer.last else { continue }
                own = token
            }
        }
        if nameToken == first {
            for j in start ..< first where source.kind(j) == .identifier && source.text(j) == name && j != own {
                let called = source.kind(j + 1) == .leftParen && !(j > 0 && source.kind(j - 1) == .period)
                if !called && !(j > 0 && source.kind(j - 1) == .period) { return nil }
            }
        }
        return (name, site)
    }

    /// `xs()` or `self.xs()` at tokens `first...last` of `file`, a call of a method of the
    /// enclosing type whose declared result is a collection of one element type (`-> [T]`,
    /// `-> Set<T>`): the key of `T` (review 20a/04, ASC: `ForEach(sorted()) { p in ….environmentObject(p) }`
    /// with `private func sorted() -> [Participant]`). Nil when not such a call, when a parameter
    /// or local may hide the method, or when methods of that name spell different elements.
    func ownMethodResultElement(file: Int, first: Int, last: Int) -> String? {
        guard let (name, site) = ownMemberCallee(file: file, first: first, last: last) else { return nil }
        var elements: Set<String> = []
        for k in catalogue.bodies(of: site.key) {
            let body = catalogue.sites[k]
            for function in ModelCatalogue.functions(body.declaration.members) where function.name == name {
                guard function.genericParameters.isEmpty, let result = function.returnType else { return nil }
                let source = sources[body.file]
                guard let element = source.kind(result.first) == .leftSquare && source.closingBracket(of: result.first) == result.last
                        ? arrayElement(openSquare: result.first, file: body.file)
                        : genericCollectionAnnotationElement(first: result.first, last: result.last, file: body.file) else { return nil }
                elements.insert(element)
            }
        }
        return elements.count == 1 ? elements.first : nil
    }
}
