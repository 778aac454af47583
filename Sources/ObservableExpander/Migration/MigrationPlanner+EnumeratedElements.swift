import ObservableSyntax

/// The element a closure's parameter holds when the closure walks a collection: the second of
/// `{ i, post in … }` over `ForEach(Array(posts.enumerated()), …)` or `posts.enumerated()
/// .forEach { … }` (the tuple's `element`), and, for any element closure over a property or
/// parameter written `[Post]`, the generic application that `Post` writes (`typealias Post =
/// Entity<PostData, Extra>`), which the type key `Entity` alone has lost.
extension MigrationPlanner {
    /// The key of the element that `name`, the second parameter of an enclosing `{ i, x in }`
    /// over an `enumerated()` collection, holds at token `index` of `file`; nil otherwise.
    func enumeratedElementType(of name: String, file: Int, token index: Int) -> String? {
        guard let base = enumeratedBase(of: name, file: file, token: index) else { return nil }
        return collectionElement(end: base.last, file: file, start: base.first)
    }

    /// The generic application of the element that closure parameter `name` holds at token
    /// `index` of `file` (`{ post in` or `{ i, post in` over `posts`, `self.posts`, or their
    /// `enumerated()`), when `posts` is a stored property of an enclosing type or a parameter
    /// of the enclosing function written `[T]`; nil otherwise.
    func closureElementApplication(of name: String, file: Int, token index: Int) -> GenericApplication? {
        let source = sources[file]
        let enclosing = catalogue.enclosingSite(file: file, token: index)
        let start = enclosing.flatMap { Self.memberStart(in: catalogue.sites[$0].declaration.members, holding: index) ?? catalogue.sites[$0].declaration.leftBrace } ?? 0
        guard let open = scopedBinder(of: name, file: file, token: index, from: start) else { return nil }
        let parameters = closureParameters(open: open, in: source)
        let collection: TokenSpan?
        if parameters == [name] {
            collection = forEachCollection(open: open, file: file).map { strippedArray($0, in: source) }
        } else {
            collection = enumeratedBase(of: name, file: file, token: index)
        }
        guard let collection else { return nil }
        // `posts` or `self.posts`: its written `[T]`.
        let nameToken: Int
        if collection.first == collection.last, source.kind(collection.first) == .identifier {
            nameToken = collection.first
        } else if collection.last == collection.first + 2, source.isWord(collection.first, "self"), source.kind(collection.first + 1) == .period {
            nameToken = collection.last
        } else if collection.last == collection.first + 2, source.kind(collection.first) == .identifier, source.kind(collection.first + 1) == .period,
                  source.kind(collection.last) == .identifier, !source.isWord(collection.first, "self"),
                  let element = genericArrayElementText(of: collection, file: file) {
            // `resultPosts.data` of `resultPosts: ObservableArray<Post>`, `data: [T]`: `Post`.
            return genericApplication(ofWritten: element.text, scope: element.scope)
        } else {
            return nil
        }
        guard let element = arrayElementText(ofValue: source.text(nameToken), file: file, token: nameToken, bareName: collection.first == collection.last) else { return nil }
        return genericApplication(ofWritten: element.text, scope: element.scope)
    }

    /// The base of the `enumerated()` collection whose element the closure enclosing token
    /// `index` binds to `name`, its second parameter; nil otherwise.
    func enumeratedBase(of name: String, file: Int, token index: Int) -> TokenSpan? {
        let source = sources[file]
        let enclosing = catalogue.enclosingSite(file: file, token: index)
        let start = enclosing.flatMap { Self.memberStart(in: catalogue.sites[$0].declaration.members, holding: index) ?? catalogue.sites[$0].declaration.leftBrace } ?? 0
        guard let open = scopedBinder(of: name, file: file, token: index, from: start) else { return nil }
        let parameters = closureParameters(open: open, in: source)
        guard parameters.count == 2, parameters[1] == name, parameters[0] != name else { return nil }
        // A `let name` or `case let name` between the closure and the use is another value.
        if (open ..< index).contains(where: { source.kind($0) == .identifier && source.text($0) == name && $0 > 0
            && (source.isWord($0 - 1, "let") || source.isWord($0 - 1, "var") || source.isWord($0 - 1, "case")) }) { return nil }
        var collection: TokenSpan
        if let argument = forEachCollection(open: open, file: file) {
            collection = strippedArray(argument, in: source)
        } else {
            // `xs.enumerated().forEach { i, x in`: the callee's receiver, a chain of names.
            var callee = open - 1
            if source.kind(callee) == .leftParen { callee -= 1 }
            guard callee > 1, source.kind(callee) == .identifier, Self.elementClosureCallees.contains(source.text(callee)),
                  source.kind(callee - 1) == .period else { return nil }
            let end = callee - 2
            var first = end
            while first >= 4, source.kind(first) == .rightParen, source.kind(first - 1) == .leftParen, source.kind(first - 2) == .identifier,
                  source.kind(first - 3) == .period {
                first -= 4
            }
            while first >= 2, source.kind(first) == .identifier, source.kind(first - 1) == .period, source.kind(first - 2) == .identifier { first -= 2 }
            guard source.kind(first) == .identifier else { return nil }
            collection = TokenSpan(first, end)
        }
        // `xs.enumerated()`: the base `xs`.
        let last = collection.last
        guard last - 4 >= collection.first, source.kind(last) == .rightParen, source.kind(last - 1) == .leftParen,
              source.isWord(last - 2, "enumerated"), source.kind(last - 3) == .period else { return nil }
        collection = TokenSpan(collection.first, last - 4)
        return collection
    }

    /// `Array(xs)` (no label): `xs`; any other span as it is.
    private func strippedArray(_ span: TokenSpan, in source: MigrationSource) -> TokenSpan {
        guard source.isWord(span.first, "Array"), span.last > span.first + 2, source.kind(span.first + 1) == .leftParen,
              source.closingBracket(of: span.first + 1) == span.last,
              !(source.kind(span.first + 2) == .identifier && source.kind(span.first + 3) == .colon) else { return span }
        return TokenSpan(span.first + 2, span.last - 1)
    }

    /// The parameter names of the closure opening at `open` (`{ a, b in`, `{ (a, b) in`, after
    /// a capture list); empty when its header is no plain list of names.
    private func closureParameters(open: Int, in source: MigrationSource) -> [String] {
        var k = open + 1
        if source.kind(k) == .leftSquare, let close = source.closingBracket(of: k) { k = close + 1 }
        let parenthesised = source.kind(k) == .leftParen
        if parenthesised { k += 1 }
        var names: [String] = []
        while source.kind(k) == .identifier {
            names.append(source.text(k))
            k += 1
            guard source.kind(k) == .comma else { break }
            k += 1
        }
        if parenthesised {
            guard source.kind(k) == .rightParen else { return [] }
            k += 1
        }
        return source.isWord(k, "in") ? names : []
    }

    /// The element type written for value `name` (`var posts: [Post]`): a parameter of the
    /// function enclosing token `index` (only for a bare name), else a stored property of an
    /// enclosing type; its text and lookup scope. Nil when another type is written, or none.
    private func arrayElementText(ofValue name: String, file: Int, token index: Int, bareName: Bool) -> (text: String, scope: [String])? {
        let source = sources[file]
        if bareName, let function = functions(in: file).filter({ $0.span.first <= index && index <= $0.span.last })
            .min(by: { $0.span.last - $0.span.first < $1.span.last - $1.span.first }) {
            for k in function.span.first ..< index where source.kind(k) == .identifier && source.text(k) == name && source.kind(k + 1) == .colon
                && !(k > 0 && source.kind(k - 1) == .period) {
                return arrayElementText(openSquare: k + 2, file: file)
            }
        }
        if bareName && hidesProperty(name, file: file, token: index) { return nil }
        let candidates = catalogue.enclosingSites(file: file, token: index)
        for k in candidates {
            for body in catalogue.bodies(of: catalogue.sites[k].key) + inheritedBodies(of: catalogue.sites[k].key) {
                let site = catalogue.sites[body]
                for variable in ModelCatalogue.variables(site.declaration.members) where !variable.head.isStatic {
                    for binding in variable.bindings where self.name(of: binding, in: sources[site.file]) == name {
                        guard let annotation = binding.typeAnnotation, sources[site.file].closingBracket(of: annotation.first) == annotation.last else { return nil }
                        return arrayElementText(openSquare: annotation.first, file: site.file)
                    }
                }
            }
        }
        return nil
    }

    /// For `value.member` (tokens `chain` of `file`) where `value` is written as a generic
    /// application (`ObservableArray<Post>`) and `member` is declared `[T]` with `T` a generic
    /// parameter of that type: the argument for `T` as written, with its lookup scope.
    private func genericArrayElementText(of chain: TokenSpan, file: Int) -> (text: String, scope: [String])? {
        let source = sources[file]
        guard let application = writtenApplication(ofValue: source.text(chain.first), file: file, token: chain.first) else { return nil }
        let member = source.text(chain.last)
        for body in catalogue.bodies(of: application.key) {
            let site = catalogue.sites[body]
            for variable in ModelCatalogue.variables(site.declaration.members) where !variable.head.isStatic {
                for binding in variable.bindings where name(of: binding, in: sources[site.file]) == member {
                    guard let annotation = binding.typeAnnotation, let written = arrayElementText(openSquare: annotation.first, file: site.file),
                          let position = genericParameterNames(ofKey: application.key).firstIndex(of: written.text.trimmed(of: [" "])),
                          position < application.arguments.count else { return nil }
                    return application.arguments[position]
                }
            }
        }
        return nil
    }

    /// `[T]` at `openSquare` (not `[K: V]`, not `[T]?`): `T` as written, with its lookup scope.
    private func arrayElementText(openSquare: Int, file: Int) -> (text: String, scope: [String])? {
        let source = sources[file]
        guard source.kind(openSquare) == .leftSquare, let element = source.arrayElementSpan(openSquare: openSquare) else { return nil }
        return (source.sourceText(element), lookupScope(file: file, token: openSquare + 1))
    }
}
