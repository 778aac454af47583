import ObservableSyntax

/// The element of a collection type written in generic form (review 19b/02, macos-browser:
/// `private(set) var downloads = Set<WebKitDownloadTask>()` walked by `for task in downloads`,
/// whose `task.$state` was taken for any class's publisher and kept every class with a
/// `@Published var state`). `Set<T>`, `Array<T>`, `ContiguousArray<T>` and `ArraySlice<T>` hold
/// `T` as `[T]` does, and so do swift-collections' `OrderedSet<T>` and `Deque<T>`; an optional of
/// one (`Set<T>?`) is not walked by `for` and tells nothing.
extension MigrationPlanner {
    /// The standard library's collections of one element type, written `Name<T>`.
    static let genericElementCollections: Set<String> = ["Set", "Array", "ContiguousArray", "ArraySlice"]

    /// swift-collections' ordered sequences of one element type (review 32c/03, tophat's
    /// `statuses: OrderedSet<TaskStatus>`): `OrderedSet<T>` and `Deque<T>` hold `T` as `[T]`
    /// does (their `map`, `forEach`, `filter` and `for … in` walk `T`s), unless the run declares
    /// a type of that name, which is then the one meant.
    static let packageElementCollections: Set<String> = ["OrderedSet", "Deque"]

    /// Whether `name`, written as `name<T>`, is a collection whose elements are `T`s: one of
    /// the standard library's, or of swift-collections' that the run does not declare itself.
    func isElementCollection(_ name: String) -> Bool {
        Self.genericElementCollections.contains(name)
            || Self.packageElementCollections.contains(name) && catalogue.typesByName[name] == nil
    }

    /// `Set<T>` starting at token `start` of `file` (an annotation or a call's type): the token
    /// of its closing `>` and the key of `T`; nil for any other type, or an element that is no
    /// named type.
    func genericCollectionElement(start: Int, file: Int) -> (close: Int, element: String)? {
        let source = sources[file]
        guard start + 3 < source.tokens.count, source.kind(start) == .identifier, isElementCollection(source.text(start)),
              !(start > 0 && source.kind(start - 1) == .period), source.isWord(start + 1, "<") else { return nil }
        var depth = 0, k = start + 1
        while k < source.tokens.count {
            guard source.kind(k) == .operator || source.kind(k) == .identifier || source.kind(k) == .period
                    || source.kind(k) == .leftSquare || source.kind(k) == .rightSquare || source.kind(k) == .colon else { return nil }
            if source.kind(k) == .operator { depth += source.angleDelta(k) }
            if depth <= 0 { break }
            k += 1
        }
        guard depth == 0, source.isWord(k, ">") else { return nil }
        let type = TypeExprParser.parse(TokenSpan(start, k), tokens: source.tokens, bytes: source.bytes)
        guard let nominal = type.nominal, nominal.arguments.count == 1, let element = nominal.arguments[0].nominal,
              nominal.arguments[0].optionalWrapped == nil else { return nil }
        return (k, typeKey(element.name, file: file, token: start + 2))
    }

    /// `Set<T>` written as tokens `first...last` of `file` (a type annotation): the key of `T`.
    func genericCollectionAnnotationElement(first: Int, last: Int, file: Int) -> String? {
        guard let found = genericCollectionElement(start: first, file: file), found.close == last else { return nil }
        return found.element
    }

    /// `Set<T>()` as tokens `first...last` of `file` (an empty collection of `T`): the key of `T`.
    func emptyGenericCollectionElement(first: Int, last: Int, file: Int) -> String? {
        guard let found = genericCollectionElement(start: first, file: file), found.close + 2 == last,
              sources[file].kind(found.close + 1) == .leftParen, sources[file].kind(last) == .rightParen else { return nil }
        return found.element
    }
}
