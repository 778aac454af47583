import ObservableSyntax

/// The parameter of SwiftUI's item-presentation closures (review 48/03: `.sheet(item: $selected)
/// { item in Detail().environmentObject(item.model) }` stopped the run with "cannot tell the
/// type"): `sheet(item:onDismiss:content:)`, `fullScreenCover(item:onDismiss:content:)` and
/// `popover(item:attachmentAnchor:arrowEdge:content:)` take `item: Binding<Item?>` and call
/// `content: (Item) -> Content` with the binding's unwrapped value. Rule: SwiftUI's declarations
/// of these modifiers (the stand-ins in Tests/MigrationTests/StandIns declare `sheet(item:)`).
extension MigrationPlanner {
    static let itemPresentationModifiers: Set<String> = ["sheet", "fullScreenCover", "popover"]

    /// The key of the type the trailing closure opening at `open` of `file` takes when it is
    /// the content of `.sheet(item: $x)` (or `fullScreenCover`, `popover`), `$x` a property or
    /// local of the view (also `$self.x`, `$vm.x`): the type `x` is declared with, optional
    /// unwrapped; nil for any other closure or an `item:` argument of another shape.
    func presentedItemType(open: Int, file: Int) -> String? {
        let source = sources[file]
        guard open > 4, source.kind(open - 1) == .rightParen, let paren = openingParen(file: file, of: open - 1), paren > 1,
              source.kind(paren - 1) == .identifier, Self.itemPresentationModifiers.contains(source.text(paren - 1)), source.kind(paren - 2) == .period,
              source.isWord(paren + 1, "item"), source.kind(paren + 2) == .colon,
              let argument = source.splitAtCommas(TokenSpan(paren + 1, open - 2)).first else { return nil }
        let value = TokenSpan(paren + 3, argument.last)
        guard source.kind(value.first) == .dollarIdentifier, source.text(value.first).count > 1 else { return nil }
        let name = String(source.text(value.first).dropFirst())
        // `$x`: a property or local; `$vm.x`: a member of the value `vm` holds.
        if value.first == value.last { return resolveType(of: name, file: file, token: value.first) }
        guard value.last == value.first + 2, source.kind(value.first + 1) == .period, source.kind(value.last) == .identifier else { return nil }
        let owner = name == "self"
            ? catalogue.enclosingSite(file: file, token: value.first).map { catalogue.sites[$0].key }
            : resolveType(of: name, file: file, token: value.first)
        return owner.flatMap { memberType(of: $0, member: source.text(value.last), isStatic: false) }
    }
}
