import ObservableSyntax

/// The element type of a Combine publisher chain at a closure of it: in
/// `p.map { T(…) }.sink { $0.$x … }`, `$0` is a `T`. `.map`/`.compactMap`/`.tryMap` whose
/// closure is one expression `T(…)` give `T`; `.filter` and the operators that pass their
/// input on unchanged (`receive(on:)`, `removeDuplicates()`, `dropFirst()`, …) keep the type
/// before them; `xs.publisher` gives the elements of the collection `xs`. Anything else (a `map` of a function reference, a closure of statements) gives
/// nil: the use then stays untyped, as before.
extension MigrationPlanner {
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
    /// whose upstream element is told as above; nil otherwise.
    func publisherChainElement(open: Int, file: Int) -> String? {
        let source = sources[file]
        var callee = open - 1
        if callee > 2, source.kind(callee) == .colon, source.isWord(callee - 1, "receiveValue"), source.kind(callee - 2) == .leftParen { callee -= 2 }
        if source.kind(callee) == .leftParen { callee -= 1 }
        guard callee > 1, source.kind(callee) == .identifier, Self.publisherElementReceivers.contains(source.text(callee)),
              source.kind(callee - 1) == .period else { return nil }
        return upstreamElement(end: callee - 2, file: file, depth: 0)
    }

    /// The element type of the publisher expression ending at token `end`, or nil.
    private func upstreamElement(end: Int, file: Int, depth: Int) -> String? {
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
            return typeKey(type, file: file, token: body)
        }
        // `xs.publisher` (Combine's `Sequence.publisher`): the elements of `xs` (review 22b,
        // minty-swiftui: `objects.publisher.flatMap { $0.objectWillChange }`).
        if source.kind(end) == .identifier, source.text(end) == "publisher", source.kind(end - 1) == .period {
            return collectionElement(end: end - 2, file: file, start: nil)
        }
        // `.receive(on: RunLoop.main)`, `.removeDuplicates()`: what comes before.
        if source.kind(end) == .rightParen, let paren = openingParen(file: file, of: end), paren > 2,
           source.kind(paren - 1) == .identifier, Self.publisherPlainKeepers.contains(source.text(paren - 1)), source.kind(paren - 2) == .period,
           !(paren + 1 ..< end).contains(where: { source.kind($0) == .leftBrace }) {
            return upstreamElement(end: paren - 3, file: file, depth: depth + 1)
        }
        return nil
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
