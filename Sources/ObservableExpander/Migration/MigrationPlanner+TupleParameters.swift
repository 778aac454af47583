import ObservableSyntax

/// Parameters typed by a labelled tuple (review 29b/05, ProtonDrive: `typealias Context = (id:
/// NodeIdentifier, tower: Tower, rootViewModel: RootViewModel)` nested in one coordinator while
/// another type of the file nests its own `Context`, then `func start(_ context: Context)` and
/// `.environmentObject(context.rootViewModel)`, was "cannot tell", an error). A parameter's
/// declared type is its written type: a tuple written out, or a typealias of one, resolved in
/// the scopes where the parameter is written (the innermost type's alias first, as the
/// compiler looks names up).
extension MigrationPlanner {
    /// The elements of the declared type of parameter `name` of the member function,
    /// initializer or subscript of an enclosing type whose declaration holds token `index` of
    /// `file`: `.none` when no such parameter, `.some(nil)` when there is one whose type is no
    /// tuple (nor an alias of one).
    func parameterTupleElements(of name: String, file: Int, token index: Int) -> [TupleElementType]?? {
        let source = sources[file]
        for k in catalogue.enclosingSites(file: file, token: index) {
            let members = catalogue.sites[k].declaration.members
            var lists: [(span: TokenSpan, parameters: [Parameter])] = ModelCatalogue.functions(members).map { ($0.span, $0.parameters) }
            lists += Self.initializers(members).map { ($0.head.span, $0.parameters) }
            lists += MemberWalk(members).compactMap { if case let .subscript(declaration) = $0 { (declaration.head.span, declaration.parameters) } else { nil } }
            for list in lists where list.span.first <= index && index <= list.span.last {
                for parameter in list.parameters {
                    guard let type = parameter.type, type.first >= 2, source.kind(type.first - 1) == .colon,
                          source.kind(type.first - 2) == .identifier, source.text(type.first - 2) == name else { continue }
                    if let elements = annotationTupleElements(type, file: file) { return .some(elements) }
                    guard let written = source.writtenTypeName(ofAnnotation: type) else { return .some(nil) }
                    return .some(aliasTupleElements(written, scope: lookupScope(file: file, token: type.first)))
                }
            }
        }
        return nil
    }

    /// The elements of the tuple that typealias `written` (as written: `Context`,
    /// `Flow.Context`) stands for, looked up from the innermost of `scope` (qualified names,
    /// outermost first) out to the file scope: the first scope that declares the name decides.
    /// Nil when that declaration is no typealias of a tuple, or none is found.
    func aliasTupleElements(_ written: String, scope: [String]) -> [TupleElementType]? {
        let index = runIndex.index
        for prefix in scope.reversed().map({ $0 + "." }) + [""] {
            guard let entries = index.typeEntries(prefix + written, useFallback: false), !entries.isEmpty else { continue }
            guard let alias = entries.first(where: { $0.kind == .typeAlias }), entries.count == 1, let target = alias.aliasTarget,
                  let elements = Self.tupleElements(of: target.parsed) else { return nil }
            return elements.map { element in
                TupleElementType(label: element.labels.first, type: Self.nominalName(ofType: element.type.text).map { typeKey($0, scope: alias.scope) })
            }
        }
        return nil
    }
}
