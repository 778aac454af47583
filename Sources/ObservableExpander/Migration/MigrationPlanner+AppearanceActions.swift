import ObservableSyntax

/// `.modifier(_AppearanceActionModifier(appear: { … }, disappear: { … }))`, the modifier that
/// `.onAppear`/`.onDisappear` are built on (RSSBud, review 14c/05): its `appear:` and
/// `disappear:` closures run on the event, as `.onAppear`'s do, not in a redraw.
extension MigrationPlanner {
    /// The labels of `_AppearanceActionModifier`'s closures.
    static let appearanceActionLabels: Set<String> = ["appear", "disappear"]

    /// Whether token `label` (followed by `:`) is `appear` or `disappear` as an argument label
    /// of a call of `_AppearanceActionModifier` (also written `SwiftUI._AppearanceActionModifier`).
    static func isAppearanceActionArgument(_ label: Int, in source: MigrationSource) -> Bool {
        guard label > 0, source.kind(label) == .identifier, appearanceActionLabels.contains(source.text(label)) else { return false }
        // The `(` of the call that holds the argument.
        guard let j = source.enclosingParen(before: label) else { return false }
        return j > 0 && source.kind(j - 1) == .identifier && source.text(j - 1) == "_AppearanceActionModifier"
    }
}
