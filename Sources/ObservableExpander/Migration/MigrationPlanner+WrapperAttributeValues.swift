import ObservableSyntax

/// The value a wrapper attribute is given in place of an initializer:
/// `@ObservedObject(initialValue: X())`, `@ObservedObject(wrappedValue: X())`,
/// `@StateObject(wrappedValue: X())`. SwiftUI's initializers of those wrappers take the
/// property's first value there, and the attributes the migration writes take none.
extension MigrationPlanner {
    /// The tokens of the one argument labelled `initialValue:` or `wrappedValue:` of
    /// `attribute` (written in `source`); nil when the attribute has no such argument alone.
    func wrapperAttributeValue(_ attribute: Attribute, in source: MigrationSource) -> TokenSpan? {
        let span = attribute.span
        guard source.kind(span.last) == .rightParen,
              let open = source.indices(of: span).first(where: { source.kind($0) == .leftParen }),
              source.closingBracket(of: open) == span.last, open + 3 < span.last,
              source.kind(open + 1) == .identifier, source.isWord(open + 1, "initialValue") || source.isWord(open + 1, "wrappedValue"),
              source.kind(open + 2) == .colon,
              source.splitAtCommas(TokenSpan(open + 1, span.last - 1)).count == 1 else { return nil }
        return TokenSpan(open + 3, span.last - 1)
    }
}
