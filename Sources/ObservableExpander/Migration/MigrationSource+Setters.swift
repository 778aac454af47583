import ObservableSyntax

/// The accessors of a computed property that a read of the property never runs: `set`,
/// `_modify`/`modify` and `init` (review 17b/03, Karabiner's `Settings.configuration`: the
/// getter returns tracked storage, only the setter reads a plain flag). A view's redraw reads
/// the property through its getter, so what the setter reads is no read the view makes.
extension MigrationSource {
    /// The spans (from the accessor's name to its closing `}`) of the write-side accessors in
    /// the accessor block `block` (`{ get { … } set { … } }`) of a computed property. Empty for
    /// a getter-only block (`{ storage }`) or one whose accessors cannot be told.
    func writeAccessorSpans(in block: TokenSpan) -> [TokenSpan] {
        guard block.first <= block.last, kind(block.first) == .leftBrace else { return [] }
        var spans: [TokenSpan] = []
        var t = block.first + 1
        while t < block.last {
            // At the block's own level: `set {`, `set(newValue) {`, `nonmutating set {`, `_modify {`.
            if kind(t) == .leftBrace || kind(t) == .leftParen || kind(t) == .leftSquare {
                t = matchingClose(from: t) + 1
                continue
            }
            if kind(t) == .identifier, ["set", "_modify", "modify", "init"].contains(text(t)),
               t > block.first + 1 ? [.rightBrace, .identifier, .rightParen].contains(kind(t - 1)) : true {
                var open = t + 1
                if kind(open) == .leftParen { open = matchingClose(from: open) + 1 }
                if open < block.last, kind(open) == .leftBrace, let close = matchingBrace(from: open), close < block.last {
                    spans.append(TokenSpan(t, close))
                    t = close + 1
                    continue
                }
            }
            t += 1
        }
        return spans
    }
}
