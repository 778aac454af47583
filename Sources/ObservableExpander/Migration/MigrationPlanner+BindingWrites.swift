import ObservableSyntax

/// A binding made from a model's projected value writes the property it names (review 29b/04,
/// NeoDB's `TabView(selection: $viewModel.selectedTimelineType)`): the control sets `x`
/// through the binding's key path (`ObservedObject.Wrapper`'s and `Bindable`'s dynamic member
/// subscript take a `ReferenceWritableKeyPath`). A property the run sets only that way is not
/// one "set only in `init`": it changes after `init`, and a view that shows it is warned
/// (`migrate-ignored-property-view-read`) as for any other write.
extension MigrationPlanner {
    /// Whether the name at token `t` is the member of a projected value, `$model.x` (or
    /// `$model?.x`, `$model!.x`), whose binding a control may set.
    static func isProjectedBindingMember(_ t: Int, in source: MigrationSource) -> Bool {
        guard t >= 2, source.kind(t - 1) == .period else { return false }
        var receiver = t - 2
        if source.kind(receiver) == .operator, source.text(receiver) == "?" || source.text(receiver) == "!", receiver >= 1 { receiver -= 1 }
        guard source.kind(receiver) == .dollarIdentifier else { return false }
        // `$0.x` is a closure's parameter, no projected value.
        return source.text(receiver).dropFirst().first.map { !$0.isNumber } ?? false
    }
}
