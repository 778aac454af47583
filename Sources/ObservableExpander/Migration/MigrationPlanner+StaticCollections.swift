import ObservableSyntax

/// The element type of a static collection property of a type of the run, reached through the
/// type's name: `AreaModel.allCases` of `static let allCases: [AreaModel] = [...]` (its declared
/// type), `Tests.lineModels` of `static let lineModels = [ChartModel(…), ChartModel(…)]` (an
/// array literal whose elements are all calls of the initializers of one type of the run, none of
/// them failable for the call's labels: Swift infers `[ChartModel]`). It types
/// `ForEach(Tests.lineModels) { … $0 … }`, `Tests.lineModels[0]` and `Tests.lineModels.first!`.
///
/// The index types such a literal only in its own file, where the initializers of a type declared
/// elsewhere are not seen: a call labelled like a well-known failable initializer (`data:`,
/// `url:`) may fail there, so it is left untyped. The run's declarations tell. Any other
/// value (an element that is no such call, elements of two types, an untyped static property,
/// a property declared twice with different answers) gives nil, and the error that asks for a
/// declared type stays.
extension MigrationPlanner {
    /// The key of the element type of expression `first...last` of `file` when it is
    /// `Type.member` (names joined by periods; `Type` a type of the run, written bare or
    /// qualified, and no value) and `member` a static property of it whose declared type is
    /// `[T]` (or a standard generic collection of `T`), or whose initializer is an array literal
    /// of calls of one type `T` of the run. Nil otherwise.
    func staticCollectionElement(file: Int, first: Int, last: Int) -> String? {
        let source = sources[file]
        guard last > first, (last - first) % 2 == 0 else { return nil }
        var names: [Int] = []
        for k in stride(from: first, through: last, by: 2) {
            guard source.kind(k) == .identifier, k == last || source.kind(k + 1) == .period else { return nil }
            names.append(k)
        }
        guard source.text(first).first?.isUppercase == true, !source.isWord(first, "Self"),
              !namesValue(source.text(first), file: file, token: first) else { return nil }
        let owner = names.dropLast().map { source.text($0) }
        guard let key = catalogue.key(of: owner, scope: lookupScope(file: file, token: first), file: file).map(unaliased),
              catalogue.typesByName[key] != nil else { return nil }
        let member = source.text(last)
        var elements: Set<String> = []
        for body in catalogue.bodies(of: key) {
            let site = catalogue.sites[body]
            for variable in ModelCatalogue.variables(site.declaration.members) where variable.head.isStatic {
                for binding in variable.bindings where name(of: binding, in: sources[site.file]) == member {
                    guard let element = staticCollectionElement(of: binding, file: site.file) else { return nil }
                    elements.insert(element)
                }
            }
        }
        return elements.count == 1 ? elements.first : nil
    }

    /// `staticCollectionElement` of the collection whose expression ends at token `end` of
    /// `file`: from `start` when given, else from the first name of the chain of names joined
    /// by periods that ends there (`Tests.lineModels` of `Tests.lineModels.map { … }`).
    func staticCollectionElement(end: Int, file: Int, start: Int?) -> String? {
        let source = sources[file]
        guard end > 1, source.kind(end) == .identifier, source.kind(end - 1) == .period else { return nil }
        var first = end
        if let start {
            first = start
        } else {
            while first >= 2 && source.kind(first - 1) == .period && source.kind(first - 2) == .identifier { first -= 2 }
            // `a?.b.xs`, `f().xs`, `x[0].xs`: no chain from a type's name.
            if first >= 1 && (source.kind(first - 1) == .period || source.isPostfixUnwrap(first - 1)) { return nil }
        }
        return staticCollectionElement(file: file, first: first, last: end)
    }

    /// The element of the collection that a static property's `binding` (of `file`) holds: its
    /// annotation `[T]`, `Array<T>`, `Set<T>`, or an initializer `[T(…), T(…), …]` with no
    /// annotation.
    private func staticCollectionElement(of binding: PatternBinding, file: Int) -> String? {
        let source = sources[file]
        if let annotation = binding.typeAnnotation {
            if let element = genericCollectionAnnotationElement(first: annotation.first, last: annotation.last, file: file) { return element }
            guard source.kind(annotation.first) == .leftSquare, source.closingBracket(of: annotation.first) == annotation.last else { return nil }
            return arrayElement(openSquare: annotation.first, file: file)
        }
        guard !binding.isComputed, let initializer = binding.initializer else { return nil }
        return arrayLiteralCallElement(file: file, first: initializer.first, last: initializer.last)
    }

    /// `[T(…), T.init(…), …]` (tokens `first...last` of `file`, a trailing comma allowed): the
    /// key of `T` when every element is a call of an initializer of that one type of the run
    /// and none of its failable initializers takes the call's labels; nil otherwise (also for
    /// `[]`, a dictionary, or an element of another shape).
    func arrayLiteralCallElement(file: Int, first: Int, last: Int) -> String? {
        let source = sources[file]
        guard source.kind(first) == .leftSquare, source.closingBracket(of: first) == last, last > first + 1 else { return nil }
        var elements: [TokenSpan] = []
        var start = first + 1, depth = 0
        for k in first + 1 ... last {
            if k < last {
                switch source.kind(k) {
                case .leftParen, .leftSquare, .leftBrace: depth += 1
                case .rightParen, .rightSquare, .rightBrace: depth -= 1
                case .colon where depth == 0: return nil // `[K: V]`
                default: break
                }
            }
            guard k == last || (depth == 0 && source.kind(k) == .comma) else { continue }
            if k > start { elements.append(TokenSpan(start, k - 1)) } else if k != last { return nil }
            start = k + 1
        }
        var keys: Set<String> = []
        for element in elements {
            guard source.kind(element.last) == .rightParen, let open = source.openingBracket(of: element.last),
                  let written = source.writtenTypeName(ofCallAt: element.first, end: element.last) else { return nil }
            let components = written.split(separator: ".").map(String.init)
            guard !namesValue(components[0], file: file, token: element.first),
                  let key = catalogue.key(of: components, scope: lookupScope(file: file, token: element.first), file: file).map(unaliased),
                  catalogue.typesByName[key] != nil,
                  !mayFail(key, labels: callLabels(file: file, open: open, close: element.last)) else { return nil }
            keys.insert(key)
        }
        return keys.count == 1 ? keys.first : nil
    }

    /// Whether the type keyed `key` (or a superclass of the run, whose initializers a class
    /// without its own may inherit) declares an `init?`/`init!` that a call labelled `labels`
    /// can name.
    private func mayFail(_ key: String, labels: [String]) -> Bool {
        for owner in [key] + superclassKeys(of: key) {
            for body in catalogue.bodies(of: owner) {
                for member in MemberWalk(catalogue.sites[body].declaration.members) {
                    guard case let .initializer(initializer) = member, initializer.isFailable else { continue }
                    if TypeInference.labels(labels, fit: initializer.parameters.map(\.label)) { return true }
                }
            }
        }
        return false
    }
}
