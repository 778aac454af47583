import ObservableSyntax

/// A key-path subscript with a literal key path reads the member it names (review 15a/05):
/// `player[keyPath: \.title]` (or `\Player.title`) is a read of `title`, as `player.title` is,
/// for the rules that find a view's reads (`ignoredPropertyRead`, the unread-model warning).
extension MigrationPlanner {
    /// The token of the first member named by `name[keyPath: \.member…]` or
    /// `name[keyPath: \Type.member…]` at token `t` (the name); nil for any other form (a key
    /// path held in a variable cannot be read).
    static func keyPathSubscriptMember(_ t: Int, in source: MigrationSource) -> Int? {
        let count = source.tokens.count
        guard t + 6 < count, source.kind(t + 1) == .leftSquare, source.isWord(t + 2, "keyPath"), source.kind(t + 3) == .colon,
              source.kind(t + 4) == .backslash else { return nil }
        var j = t + 5
        // `\Player.title`, `\Feed.Model.title`: the type's name, then the member.
        while j + 2 < count, source.kind(j) == .identifier, source.text(j).first?.isUppercase == true, source.kind(j + 1) == .period { j += 2 }
        if j == t + 5 {
            guard source.kind(j) == .period else { return nil }
            j += 1
        }
        guard j < count, source.kind(j) == .identifier, let close = source.closingBracket(of: t + 1), close > j else { return nil }
        return j
    }
}
