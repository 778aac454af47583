import ObservableSyntax

/// `objectWillChange.send()` alone in the `willSet` or `didSet` of a `@Published` property
/// (rule: "a send that repeats the `@Published` set's notification is no use of Combine").
/// The `@Published` setter sends `objectWillChange` itself, between the two observers, and
/// SwiftUI folds both sends into one update; once migrated, the macro's setter of the tracked
/// property notifies. So the statement keeps no class and goes with the conformance, with a
/// note (review 31a/01, boring.notch's WebcamManager: four `@Published` properties with
/// `didSet { objectWillChange.send() }` kept a class that used no Combine).
struct RedundantSend {
    /// The site (`ModelCatalogue.sites`) of the class that declares the property.
    let site: Int
    let file: Int
    /// `objectWillChange.send()` or `self.objectWillChange.send()`, and a `;` after it.
    let statement: TokenSpan
    /// The observer: its keyword (`willSet`, `didSet`) through its closing brace.
    let observer: TokenSpan
    /// The observer's braces.
    let body: TokenSpan
    /// The braces of the property's accessor block.
    let block: TokenSpan
    let property: String
}

extension MigrationPlanner {
    /// The redundant send whose `objectWillChange` is token `index` of `file`, found in the body
    /// of class `key`, or nil when that use is anything else (and so keeps the class). Inputs: the
    /// use's token (its receiver implicit or `self`). It is one when the statement is exactly
    /// `[self.]objectWillChange.send()` (a `;` may follow), alone on its line(s) (only the
    /// observer's braces may share them), directly in the braces of a `willSet` or `didSet` (not
    /// in an `if`, a closure or a nested type) of a non-static `@Published` property that the
    /// class `key` itself declares. A send in a plain property's observer, in a method, or any
    /// other use of the publisher is not (`findBlockers` keeps the class for it).
    func redundantPublishedSend(file: Int, token index: Int, of key: String) -> RedundantSend? {
        let source = sources[file]
        guard source.kind(index + 1) == .period, source.isWord(index + 2, "send"), source.kind(index + 3) == .leftParen,
              source.kind(index + 4) == .rightParen else { return nil }
        let first = source.kind(index - 1) == .period ? index - 2 : index
        if first != index && !source.isWord(first, "self") { return nil }
        var last = index + 4
        if source.kind(last + 1) == .semicolon { last += 1 }
        // The class that declares the property is the innermost type around the use.
        guard let site = catalogue.enclosingSite(file: file, token: index), catalogue.sites[site].key == key,
              catalogue.sites[site].declaration.kind == .class else { return nil }
        for variable in ModelCatalogue.variables(catalogue.sites[site].declaration.members) where Self.isPublished(variable) && !variable.head.isStatic {
            for binding in variable.bindings {
                guard let block = binding.accessorBlock, block.first < first && last < block.last,
                      let property = name(of: binding, in: source) else { continue }
                guard let (keyword, body) = observers(in: block, of: source).first(where: { $0.body.first < first && last < $0.body.last }) else {
                    return nil
                }
                // Directly in the observer: every bracket group before the statement closes before it.
                var j = body.first + 1
                while j < first {
                    if [.leftParen, .leftSquare, .leftBrace].contains(source.kind(j)) {
                        guard let close = source.closingBracket(of: j) else { return nil }
                        j = close
                    }
                    j += 1
                }
                guard j == first else { return nil }
                // Alone on its line(s); `send()` followed by `.x` on the next line is a chain.
                let before = first - 1, after = last + 1
                guard before == body.first || source.tokens[first].isAtStartOfLine,
                      after == body.last || (source.tokens[after].isAtStartOfLine && source.kind(after) != .period) else { return nil }
                return RedundantSend(site: site, file: file, statement: TokenSpan(first, last), observer: TokenSpan(keyword, body.last), body: body,
                                     block: block, property: Self.unbackticked(property))
            }
        }
        return nil
    }

    /// The `willSet` and `didSet` observers of an accessor block (its braces `block`): each
    /// keyword's token and its body's braces (after a parameter name, `didSet(old)`).
    func observers(in block: TokenSpan, of source: MigrationSource) -> [(keyword: Int, body: TokenSpan)] {
        var found: [(keyword: Int, body: TokenSpan)] = []
        var j = block.first + 1
        while j < block.last {
            if source.isWord(j, "willSet") || source.isWord(j, "didSet") {
                var open = j + 1
                if source.kind(open) == .leftParen, let close = source.closingBracket(of: open) { open = close + 1 }
                if source.kind(open) == .leftBrace, let close = source.closingBracket(of: open) {
                    found.append((j, TokenSpan(open, close)))
                    j = close + 1
                    continue
                }
            }
            if [.leftParen, .leftSquare, .leftBrace].contains(source.kind(j)), let close = source.closingBracket(of: j) { j = close }
            j += 1
        }
        return found
    }

    /// The edits and notes of the redundant sends of the migrated class `siteIndex` (found by
    /// `findBlockers`): the statement's line(s) go; an observer that held only sends goes whole,
    /// and so does the accessor block when all its observers go (`var x = 0 {}` would be a
    /// getter). An observer or block with a comment in it stays, emptied (`didSet {}` is legal).
    mutating func removeRedundantSends(of siteIndex: Int) {
        let sends = redundantSends.filter { $0.site == siteIndex }
        guard let file = sends.first?.file else { return }
        let source = sources[file]
        func hasComment(_ span: TokenSpan, from start: Int? = nil) -> Bool {
            let range = (start ?? source.offset(span.first)) ..< Int(source.tokens[span.last].end)
            return source.comments.contains { range.overlaps($0.range) }
        }
        // Whether the observer's body holds its sends and nothing else.
        func onlySends(_ body: TokenSpan, _ statements: [TokenSpan]) -> Bool {
            statements.reduce(0) { $0 + $1.last - $1.first + 1 } == body.last - body.first - 1
        }
        var blocks: [Int: [RedundantSend]] = [:]
        for send in sends { blocks[send.block.first, default: []].append(send) }
        for start in blocks.keys.sorted() {
            let inBlock = blocks[start]!
            let block = inBlock[0].block
            var byObserver: [Int: [RedundantSend]] = [:]
            for send in inBlock { byObserver[send.observer.first, default: []].append(send) }
            let whole = Set(byObserver.compactMap { keyword, list in
                onlySends(list[0].body, list.map(\.statement)) && !hasComment(list[0].observer) ? keyword : nil
            })
            if whole.count == observers(in: block, of: source).count && !hasComment(block, from: Int(source.tokens[block.first - 1].end)) {
                // `= false {…}` -> `= false`: from the end of the token before the block.
                edits[file].append(Edit(Int(source.tokens[block.first - 1].end) ..< Int(source.tokens[block.last].end), ""))
            } else {
                for (keyword, list) in byObserver {
                    if whole.contains(keyword) { edits[file].append(source.removal(of: list[0].observer)) }
                    else { for send in list { edits[file].append(source.removal(of: send.statement)) } }
                }
            }
            for send in inBlock.sorted(by: { $0.statement.first < $1.statement.first }) {
                report(.migrationRedundantSendRemoved(property: send.property, accessor: source.text(send.observer.first)), file: file, token: send.statement.first)
            }
        }
    }
}
