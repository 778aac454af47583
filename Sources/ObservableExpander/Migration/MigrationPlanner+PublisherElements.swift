import ObservableSyntax

/// The element type of a Combine publisher chain at a closure of it: in
/// `p.map { T(…) }.sink { $0.$x … }`, `$0` is a `T`. `.map`/`.compactMap`/`.tryMap` whose
/// closure is one expression `T(…)` give `T`; `.filter` and the operators that pass their
/// input on unchanged (`receive(on:)`, `removeDuplicates()`, `dropFirst()`, …) keep the type
/// before them; `xs.publisher` gives the elements of the collection `xs`; `$x` (a `@Published`
/// property) gives the property's type, which may be a collection (`[T]`): a closure parameter
/// bound to it then walks as one (`parameters.map { $0 … }`, `collectionElement`). Anything
/// else (a `map` of a function reference, a closure of statements) gives nil: the use then
/// stays untyped, as before.
extension MigrationPlanner {
    /// What a publisher chain publishes: a value of a type, or a collection of values of a type.
    enum PublisherElement: Equatable {
        /// A value whose type has this key.
        case value(String)
        /// A collection (`[T]`, `Set<T>`) whose element type has this key.
        case collection(of: String)

        /// The key of a value's type; nil for a collection.
        var valueKey: String? {
            if case let .value(key) = self { return key }
            return nil
        }

        /// The key of a collection's element type; nil for a value.
        var collectionElement: String? {
            if case let .collection(key) = self { return key }
            return nil
        }
    }

    /// The operators whose closure receives the upstream element.
    static let publisherElementReceivers: Set<String> = ["sink", "map", "compactMap", "tryMap", "flatMap", "filter", "handleEvents"]
    /// Operators with a closure that pass the element on unchanged.
    static let publisherClosureKeepers: Set<String> = ["filter", "tryFilter"]
    /// Operators without a closure that pass the element on unchanged.
    static let publisherPlainKeepers: Set<String> = ["receive", "removeDuplicates", "dropFirst", "eraseToAnyPublisher", "debounce",
                                                     "throttle", "delay", "share", "subscribe", "prefix", "drop"]
    /// Operators whose one-expression closure `T(…)` makes the element a `T`.
    static let publisherTransformers: Set<String> = ["map", "compactMap", "tryMap"]

    /// The key of the element type that the closure opening at `open` of `file` receives when it
    /// is the closure of a publisher operator (`.sink { … }`, `.sink(receiveValue: { … })`)
    /// whose upstream element is told as above and is no collection; nil otherwise.
    func publisherChainElement(open: Int, file: Int) -> String? {
        publisherChainValue(open: open, file: file)?.valueKey
    }

    /// What the closure opening at `open` of `file` (or the key path argument there: `.map(\.x)`)
    /// receives when it is the closure of a publisher operator whose upstream element is told
    /// as above: a value or a collection; nil otherwise.
    func publisherChainValue(open: Int, file: Int) -> PublisherElement? {
        let source = sources[file]
        var callee = open - 1
        if callee > 2, source.kind(callee) == .colon, source.isWord(callee - 1, "receiveValue"), source.kind(callee - 2) == .leftParen { callee -= 2 }
        if source.kind(callee) == .leftParen { callee -= 1 }
        guard callee > 1, source.kind(callee) == .identifier, Self.publisherElementReceivers.contains(source.text(callee)),
              source.kind(callee - 1) == .period else { return nil }
        return upstreamElement(end: callee - 2, file: file, depth: 0)
    }

    /// The element type of the publisher expression ending at token `end`, or nil.
    private func upstreamElement(end: Int, file: Int, depth: Int) -> PublisherElement? {
        let source = sources[file]
        guard depth < 16, end > 2 else { return nil }
        var close = end
        // `.map({ … })`: the closure inside the parentheses.
        if source.kind(end) == .rightParen, source.kind(end - 1) == .rightBrace, let paren = openingParen(file: file, of: end),
           source.kind(paren + 1) == .leftBrace, source.closingBracket(of: paren + 1) == end - 1 {
            close = end - 1
        }
        if source.kind(close) == .rightBrace {
            guard let open = source.openingBracket(of: close), source.kind(open) == .leftBrace else { return nil }
            var name = open - 1
            if close != end { name -= 1 }
            guard name > 1, source.kind(name) == .identifier, source.kind(name - 1) == .period else { return nil }
            let operation = source.text(name)
            if Self.publisherClosureKeepers.contains(operation) { return upstreamElement(end: name - 2, file: file, depth: depth + 1) }
            guard Self.publisherTransformers.contains(operation) else { return nil }
            let body = closureBodyStart(open: open, in: source)
            guard body < close, let type = source.writtenTypeName(ofCallAt: body, end: close - 1) else { return nil }
            return .value(typeKey(type, file: file, token: body))
        }
        // `$x`, `self.$x`, `model.$x` of a `@Published var x`: the property's type (the repro of
        // a settings model republishing `$modelParameters`' elements' `objectWillChange`).
        if let published = publishedPropertyElement(end: end, file: file) { return published }
        // `xs.publisher` (Combine's `Sequence.publisher`): the elements of `xs` (review 22b,
        // minty-swiftui: `objects.publisher.flatMap { $0.objectWillChange }`).
        if source.kind(end) == .identifier, source.text(end) == "publisher", source.kind(end - 1) == .period {
            return collectionElement(end: end - 2, file: file, start: nil).map { .value($0) }
        }
        // `.receive(on: RunLoop.main)`, `.removeDuplicates()`: what comes before.
        if source.kind(end) == .rightParen, let paren = openingParen(file: file, of: end), paren > 2,
           source.kind(paren - 1) == .identifier, Self.publisherPlainKeepers.contains(source.text(paren - 1)), source.kind(paren - 2) == .period,
           !(paren + 1 ..< end).contains(where: { source.kind($0) == .leftBrace }) {
            return upstreamElement(end: paren - 3, file: file, depth: depth + 1)
        }
        return nil
    }

    /// `$x` ending at token `end` of `file`, bare or after `self.` or a receiver whose type
    /// `chainReceiverType` tells, where `x` is a `@Published` property of that class (or a
    /// superclass of the run): a collection of the element its declaration or initializer spells
    /// (`storedCollectionElement`), else a value of its type (`memberType`); nil otherwise.
    private func publishedPropertyElement(end: Int, file: Int) -> PublisherElement? {
        let source = sources[file]
        guard source.kind(end) == .dollarIdentifier, source.text(end).count > 1 else { return nil }
        let name = String(source.text(end).dropFirst())
        guard name.first.map({ !$0.isNumber }) == true else { return nil }
        let owner = end > 1 && source.kind(end - 1) == .period
            ? chainReceiverType(file: file, period: end - 1)
            : catalogue.enclosingSite(file: file, token: end).map { catalogue.sites[$0].key }
        guard let owner else { return nil }
        let bodies = ([owner] + superclassKeys(of: owner)).flatMap { catalogue.bodies(of: $0) }
        guard bodies.contains(where: { publishedNames(of: $0).contains(name) }) else { return nil }
        if let element = storedCollectionElement(of: owner, named: name) { return .collection(of: element) }
        return memberType(of: owner, named: name).map { .value($0) }
    }

    /// The first token of the body of the closure opening at `open`: after its `… in` header
    /// (`_ in`, `[weak self] value in`), else just after `{`.
    private func closureBodyStart(open: Int, in source: MigrationSource) -> Int {
        source.closureHeader(open: open, within: 32).map { $0.in + 1 } ?? open + 1
    }

    /// The type of `$0` before the `.` at `period`, when `$0` is the whole receiver: the
    /// element its closure receives (a collection's or a publisher chain's), or nil.
    func dollarZeroReceiverType(file: Int, period: Int) -> String? {
        let source = sources[file]
        guard period > 0, source.kind(period - 1) == .dollarIdentifier, source.text(period - 1) == "$0",
              !(period > 1 && source.kind(period - 2) == .period) else { return nil }
        return closureElementType(of: "$0", file: file, token: period - 1)
    }
}
