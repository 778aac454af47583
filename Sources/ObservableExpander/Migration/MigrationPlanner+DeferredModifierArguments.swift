import ObservableSyntax

/// Every closure argument of an event modifier runs on its event, whatever its label (Loop,
/// review 31b): `.onLongPressGesture(minimumDuration: 100, pressing: { p in … }, perform: {})`
/// calls `pressing` when the press starts and ends, never in a redraw, as it calls `perform`.
/// A closure handed in the parentheses of a call of `deferredClosureCallees` written after a
/// period (a modifier or method: `.onLongPressGesture(…)`, `.sink(receiveValue: { … })`) is
/// such a closure, as its trailing closure is. Only a closure literal: a plain argument
/// (`.onChange(of: value)`) is evaluated by the redraw.
extension MigrationPlanner {
    /// Whether token `label` (followed by `:` and a closure's `{`) labels an argument of a call
    /// `.name(…)` whose `name` is one of `deferredClosureCallees`.
    static func isDeferredModifierArgument(_ label: Int, in source: MigrationSource) -> Bool {
        guard label > 0, source.kind(label) == .identifier else { return false }
        // The `(` of the call that holds the argument.
        guard let j = source.enclosingParen(before: label) else { return false }
        return j > 1 && source.kind(j - 1) == .identifier && source.kind(j - 2) == .period && deferredClosureCallees.contains(source.text(j - 1))
    }
}
