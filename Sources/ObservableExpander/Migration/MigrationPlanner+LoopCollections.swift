import ObservableSyntax

/// The collection a `for` loop walks, when it is no property: a collection passed inline
/// through a method with a closure argument (`for x in xs.filter({ … })`, whose braces are not
/// the loop's), or a local whose value is such a collection (`let ys = xs.filter { … }`,
/// `for y in ys`). The element type is then the collection's (`filter` keeps it).
extension MigrationPlanner {
    /// The `(` or `[` that the `)` or `]` at `close` closes, when the group holds a closure's
    /// braces (a walk back to a loop's `for` must step over them); nil for any other token.
    func openingGroup(of close: Int, in source: MigrationSource) -> Int? {
        guard source.kind(close) == .rightParen || source.kind(close) == .rightSquare,
              let open = source.openingBracket(of: close) else { return nil }
        return (open + 1 ..< close).contains { source.kind($0) == .leftBrace } ? open : nil
    }

    /// The value of the last `let name = …`/`var name = …` (no type written) among tokens
    /// `span.first ..< before` of `file` that is still in scope at `before`, or nil.
    func localCollectionValue(of name: String, file: Int, in span: TokenSpan, before: Int) -> TokenSpan? {
        let source = sources[file]
        var found: TokenSpan?
        var j = span.first + 1
        while j + 2 < min(before, span.last) {
            if source.kind(j) == .identifier, source.text(j) == name, source.isWord(j - 1, "let") || source.isWord(j - 1, "var"),
               source.kind(j + 1) == .equal, source.isVisible(j, at: before),
               !(j > 1 && (source.isWord(j - 2, "if") || source.isWord(j - 2, "guard") || source.isWord(j - 2, "while") || source.kind(j - 2) == .comma)) {
                let end = statementEnd(from: j + 2, in: source)
                // The value must end before the use (a statement of its own).
                found = end < before && end >= j + 2 ? TokenSpan(j + 2, end) : nil
            }
            j += 1
        }
        return found
    }
}
