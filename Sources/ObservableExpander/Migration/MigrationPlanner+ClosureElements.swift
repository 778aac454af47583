import ObservableSyntax

/// The type of a closure parameter or loop variable that walks a collection whose element type
/// is declared: `statuses.map { s in s.objectWillChange }`, `statuses.forEach { $0.x }`,
/// `for s in statuses { … }`, where `statuses` is a property (of the enclosing type, or through
/// a member chain), a parameter or a typed local spelled `[T]`. A dictionary (whose elements are
/// pairs), an optional collection, or one whose type is not spelled so, gives nil.
extension MigrationPlanner {
    static let elementClosureCallees: Set<String> = ["map", "forEach", "compactMap", "flatMap", "filter", "first", "contains", "allSatisfy", "last"]

    /// The key of the type of `name` (a closure parameter, `$0` or a loop variable) at token
    /// `token` of `file`: the element of the collection or publisher its closure or loop walks
    /// (a named parameter also a callee's declared closure parameter type); nil otherwise.
    func closureElementType(of name: String, file: Int, token: Int) -> String? {
        guard let binding = closureBinding(of: name, file: file, token: token) else { return nil }
        if let loop = binding.loopCollectionStart { return collectionElement(end: binding.open - 1, file: file, start: loop) }
        let element = closureCollectionElement(open: binding.open, file: file) ?? publisherChainElement(open: binding.open, file: file)
        return name == "$0" ? element : element ?? presentedItemType(open: binding.open, file: file) ?? calleeClosureParameterType(open: binding.open, file: file)
    }

    /// The `{` of the closure or `for` loop that binds `name` (a single closure parameter, `$0`,
    /// or a loop variable) at token `token` of `file`, with the first token of the loop's
    /// collection for a loop; nil when none does, when `$0`'s innermost closure names its
    /// parameter, or when a `let`/`var`/`case` of the name between the binding and the use
    /// declares another.
    func closureBinding(of name: String, file: Int, token: Int) -> (open: Int, loopCollectionStart: Int?)? {
        let source = sources[file]
        var depth = 0, j = token - 1
        while j >= 0 {
            switch source.kind(j) {
            case .rightParen, .rightSquare, .rightBrace: depth += 1
            case .leftParen, .leftSquare: depth = max(0, depth - 1)
            case .leftBrace where depth > 0: depth -= 1
            case .leftBrace:
                // An enclosing `{`: does it bind `name`?
                // `$0` is the innermost brace's, which must be the collection's closure.
                let parameter = closureParameter(open: j, in: source)
                if name == "$0" { return parameter == nil ? (j, nil) : nil }
                let loop = loopVariable(open: j, in: source)
                if name == parameter || loop?.name == name {
                    // `let s = other` between the binding and the use: another `s`.
                    if (j ..< token).contains(where: { source.kind($0) == .identifier && source.text($0) == name && $0 > 0
                        && (source.isWord($0 - 1, "let") || source.isWord($0 - 1, "var") || source.isWord($0 - 1, "case")) }) { return nil }
                    return (j, loop?.collectionStart)
                }
            default: break
            }
            j -= 1
        }
        return nil
    }

    /// The element of the collection that `name` (a closure parameter or `$0`) at token `token`
    /// of `file` holds when the closure binding it is a publisher operator's whose upstream
    /// publishes a collection (`$items.map { items in items.map { $0.x } }`); `.some(nil)` when
    /// such a closure binds it to no collection, nil when no publisher closure binds it.
    func publisherBoundCollectionElement(of name: String, file: Int, token: Int) -> String?? {
        guard let binding = closureBinding(of: name, file: file, token: token), binding.loopCollectionStart == nil,
              let published = publisherChainValue(open: binding.open, file: file) else { return nil }
        return .some(published.collectionElement)
    }

    /// The root type of a key path `\.name` whose `\` is token `backslash` of `file` and which is
    /// the whole argument of an element closure's callee (`xs.map(\.objectWillChange)` over a
    /// collection, `$x.map(\.objectWillChange)` over a publisher): what `$0` of a closure in its
    /// place would be. Nil for any other shape.
    func keyPathArgumentRoot(file: Int, backslash: Int) -> String? {
        let source = sources[file]
        guard backslash > 0, source.kind(backslash) == .backslash, source.kind(backslash - 1) == .leftParen,
              source.kind(backslash + 1) == .period, source.kind(backslash + 2) == .identifier,
              source.kind(backslash + 3) == .rightParen, source.closingBracket(of: backslash - 1) == backslash + 3 else { return nil }
        return closureCollectionElement(open: backslash, file: file) ?? publisherChainElement(open: backslash, file: file)
    }

    /// The single parameter a closure opening at `open` names (`{ s in`, `{ (s) in`,
    /// `{ [weak self] s in`), or nil.
    private func closureParameter(open: Int, in source: MigrationSource) -> String? {
        var k = open + 1
        if source.kind(k) == .leftSquare, let close = source.closingBracket(of: k) { k = close + 1 }
        if source.kind(k) == .identifier && source.isWord(k + 1, "in") { return source.text(k) }
        if source.kind(k) == .leftParen && source.kind(k + 1) == .identifier && source.kind(k + 2) == .rightParen && source.isWord(k + 3, "in") { return source.text(k + 1) }
        return nil
    }

    /// `for name in collection {`: the loop variable and the first token of the collection.
    private func loopVariable(open: Int, in source: MigrationSource) -> (name: String, collectionStart: Int)? {
        var k = open - 1
        while k > 1 && !source.tokens[k].isAtStartOfLine && source.kind(k) != .leftBrace && source.kind(k) != .rightBrace {
            // `for x in xs.filter({ … }) {`: the closure's braces are the collection's.
            if let open = openingGroup(of: k, in: source) { k = open - 1; continue }
            if source.isWord(k, "in") && source.kind(k - 1) == .identifier && source.isWord(k - 2, "for") { return (source.text(k - 1), k + 1) }
            k -= 1
        }
        if k > 1 && source.isWord(k, "in") && source.kind(k - 1) == .identifier && source.isWord(k - 2, "for") { return (source.text(k - 1), k + 1) }
        return nil
    }

    /// `xs.map { … }` or `xs.map({ … })` with `{` at `open`: the element type of `xs`.
    private func closureCollectionElement(open: Int, file: Int) -> String? {
        let source = sources[file]
        var callee = open - 1
        // `ForEach(xs) { x in … }`, `ForEach(xs, id: \.self) { … }`: SwiftUI's element closure.
        if let collection = forEachCollection(open: open, file: file) { return collectionElement(end: collection.last, file: file, start: collection.first) }
        if source.kind(callee) == .leftParen { callee -= 1 }
        guard callee > 1, source.kind(callee) == .identifier, Self.elementClosureCallees.contains(source.text(callee)),
              source.kind(callee - 1) == .period else { return nil }
        return collectionElement(end: callee - 2, file: file, start: nil)
    }

    /// The element type of the collection named by the tokens ending at `end`: `xs`,
    /// `self.xs`, `a.b.xs` (a whole expression from `start` when given).
    func collectionElement(end: Int, file: Int, start: Int?) -> String? {
        let source = sources[file]
        // `Tests.lineModels`, `Model.allCases`: a static collection of a type of the run.
        if let element = staticCollectionElement(end: end, file: file, start: start) { return element }
        // `context.fetch(request)` of Core Data: the request's entity.
        if let start, let element = fetchResultElement(first: start, last: end, file: file) { return element }
        // `items as! [T]`: `T` (review 28c/03).
        if let start, let element = castArrayElement(first: start, last: end, file: file) { return element }
        // `xs.filter { … }`, `xs.reversed()`, `Array(xs.prefix(3))`: the elements of `xs`.
        if let base = elementPreservingBase(end: end, start: start, file: file) { return collectionElement(end: base.end, file: file, start: base.start) }
        // `sorted()` of `func sorted() -> [T]`: `T`.
        if let start, let element = ownMethodResultElement(file: file, first: start, last: end) { return element }
        // `$0` of a closure of `$items.map { … }`: the elements of `items` (`PublisherElements`).
        if end > 0, source.kind(end) == .dollarIdentifier, source.text(end) == "$0", source.kind(end - 1) != .period, start == nil || start == end {
            return publisherBoundCollectionElement(of: "$0", file: file, token: end) ?? nil
        }
        guard end > 0, source.kind(end) == .identifier else { return nil }
        let name = source.text(end)
        let chained = source.kind(end - 1) == .period
        if let start, start != (chained ? (source.isWord(end - 2, "self") ? end - 2 : start) : end) { return nil }
        // `parameters` of `$items.map { parameters in … }`: the elements of `items`.
        if !chained, let bound = publisherBoundCollectionElement(of: name, file: file, token: end) { return bound }
        var owner: String?
        if chained {
            owner = source.isWord(end - 2, "self") && !(end > 2 && source.kind(end - 3) == .period)
                ? catalogue.enclosingSite(file: file, token: end).map { catalogue.sites[$0].key }
                : chainReceiverType(file: file, period: end - 1)
        } else {
            // A parameter or typed local of the enclosing function or initializer: `xs: [T]`.
            let enclosing = callableSpans(in: file).filter { $0.first <= end && end <= $0.last }.min { $0.last - $0.first < $1.last - $1.first }
            // `let xs = items.filter { … }`: the elements of its value; `var xs = [T]()`: `T`.
            if let function = enclosing, let value = localCollectionValue(of: name, file: file, in: function, before: end) {
                if let element = emptyArrayElement(first: value.first, last: value.last, file: file)
                    ?? emptyGenericCollectionElement(first: value.first, last: value.last, file: file) { return element }
                return collectionElement(end: value.last, file: file, start: value.first)
            }
            if let function = enclosing {
                for k in function.first ..< end where source.kind(k) == .identifier && source.text(k) == name && source.kind(k + 1) == .colon
                    && !(k > 0 && source.kind(k - 1) == .period) {
                    if source.kind(k + 2) != .leftSquare { return genericCollectionElement(start: k + 2, file: file)?.element }
                    return arrayElement(openSquare: k + 2, file: file)
                }
            }
            // `let xs: [T] = …` in a computed property's or a closure's body.
            if enclosing == nil, let element = typedLocalCollectionElement(of: name, file: file, token: end) { return element }
            owner = catalogue.enclosingSite(file: file, token: end).map { catalogue.sites[$0].key }
        }
        guard let owner else { return nil }
        // `resultPosts.data` of `resultPosts: ObservableArray<Post>`, `data: [T]`: `Post`; a
        // parameter whose argument is not written is unknown, never a type named `T`.
        // In the owner's own body (`data`, `self.data`) `T` is the parameter in scope, as before.
        let outside = chained && !(source.isWord(end - 2, "self") && !(end > 2 && source.kind(end - 3) == .period))
        let head = outside && source.kind(end - 2) == .identifier && !(end > 2 && source.kind(end - 3) == .period)
            ? writtenApplication(ofValue: source.text(end - 2), file: file, token: end - 2) : nil
        if outside, let generic = genericLinkType(of: owner, application: head, member: name, element: true) { return generic }
        return storedCollectionElement(of: owner, named: name)
    }

    /// The element type of stored instance property `name` of the type keyed `owner` (or of a
    /// superclass of the run) that its declaration spells: `[T]`, `Set<T>`, `[T]()`; nil when
    /// it declares none such.
    func storedCollectionElement(of owner: String, named name: String) -> String? {
        for body in ([owner] + superclassKeys(of: owner)).flatMap({ catalogue.bodies(of: $0) }) {
            let site = catalogue.sites[body]
            for variable in ModelCatalogue.variables(site.declaration.members) where !variable.head.isStatic {
                for binding in variable.bindings where self.name(of: binding, in: sources[site.file]) == name {
                    // `var xs = [T]()`: an array of `T`.
                    if binding.typeAnnotation == nil, let initializer = binding.initializer {
                        return emptyArrayElement(first: initializer.first, last: initializer.last, file: site.file)
                            ?? emptyGenericCollectionElement(first: initializer.first, last: initializer.last, file: site.file)
                    }
                    // `var xs: Set<T>`: `T`.
                    if let annotation = binding.typeAnnotation,
                       let element = genericCollectionAnnotationElement(first: annotation.first, last: annotation.last, file: site.file) { return element }
                    guard let annotation = binding.typeAnnotation, sources[site.file].kind(annotation.first) == .leftSquare,
                          sources[site.file].closingBracket(of: annotation.first) == annotation.last else { return nil }
                    return arrayElement(openSquare: annotation.first, file: site.file)
                }
            }
        }
        return nil
    }

    /// The methods and properties of `Array` whose value is an optional element.
    static let optionalElementMembers: Set<String> = ["first", "last", "randomElement", "popLast"]

    /// `xs.first(where: { … })`, `xs.last(where: …)`, `xs.first`, `xs.last` (tokens
    /// `first...last` of `file`), over a collection whose element type `collectionElement`
    /// tells: that element type, which an optional binding (`if let x = xs.first(where: …)`)
    /// binds. Nil for any other shape.
    func optionalElementType(file: Int, first: Int, last: Int) -> String? {
        let source = sources[file]
        var member = last
        if source.kind(last) == .rightParen {
            guard let open = openingParen(file: file, of: last) else { return nil }
            // `first(where:)`, `last(where:)`, `randomElement()`, `popLast()`.
            let labels = callLabels(file: file, open: open, close: last)
            guard labels == ["where"] || labels.isEmpty else { return nil }
            member = open - 1
        }
        guard member > first + 1, source.kind(member) == .identifier, Self.optionalElementMembers.contains(source.text(member)),
              source.kind(member - 1) == .period else { return nil }
        let name = source.text(member)
        if source.kind(last) == .rightParen, (name == "first" || name == "last") != (callLabels(file: file, open: member + 1, close: last) == ["where"]) { return nil }
        return collectionElement(end: member - 2, file: file, start: first)
    }

    /// `[T]()` as tokens `first...last` of `file` (an empty array of `T`): the key of `T`; nil
    /// for any other expression (`[K: V]()`, `[T](repeating: …)`, `[]`).
    func emptyArrayElement(first: Int, last: Int, file: Int) -> String? {
        let source = sources[file]
        guard source.kind(first) == .leftSquare, let close = source.closingBracket(of: first), close + 2 == last,
              source.kind(close + 1) == .leftParen, source.kind(last) == .rightParen else { return nil }
        return arrayElement(openSquare: first, file: file)
    }

    /// The token spans of the functions and initializers declared in `file` (at file scope
    /// and in its types' bodies), bodies included.
    func callableSpans(in file: Int) -> [TokenSpan] {
        var result = functions(in: file).map(\.span)
        var members = sources[file].tree.members
        for k in catalogue.sitesByFile[file] { members += catalogue.sites[k].declaration.members }
        for member in MemberWalk(members) { if case let .initializer(initializer) = member { result.append(initializer.head.span) } }
        return result
    }

    /// `[T]` at `openSquare` (not `[K: V]`, not `[T]?`): the key of `T`.
    func arrayElement(openSquare: Int, file: Int) -> String? {
        guard let element = sources[file].arrayElementSpan(openSquare: openSquare),
              let type = sources[file].typeName(ofAnnotation: element) else { return nil }
        return typeKey(type, file: file, token: openSquare + 1)
    }
}
