import ObservableSyntax

/// A binding made from a model's projected value writes the property it names (review 29b/04,
/// NeoDB's `TabView(selection: $viewModel.selectedTimelineType)`): the control sets `x`
/// through the binding's key path (`ObservedObject.Wrapper`'s and `Bindable`'s dynamic member
/// subscript take a `ReferenceWritableKeyPath`). A property the run sets only that way is not
/// one "set only in `init`": it changes after `init`, and a view that shows it is warned
/// (`migrate-ignored-property-view-read`) as for any other write. So is every link of a longer
/// binding (`TextField(text: $manager.pairedDevice.name)` sets `name` of the object
/// `pairedDevice` holds, review 47b/06), and the state of a held object or a model changed only
/// through such bindings changes (`Toggle(isOn: $preferences.showCounterButton)`, 47b/05, 08).
extension MigrationPlanner {
    /// Whether the name at token `t` is a member of a projected value's binding, `$model.x`
    /// (or `$model?.x`, `$model!.x`), at any link of the chain (`$model.device.name`), which a
    /// control may set. A call (`$model.x.animation()`, `$query.debounce(…)`) sets nothing.
    static func isProjectedBindingMember(_ t: Int, in source: MigrationSource) -> Bool {
        guard t >= 2, source.kind(t - 1) == .period, !(t + 1 < source.tokens.count && source.kind(t + 1) == .leftParen) else { return false }
        var receiver = t - 2
        while true {
            if receiver >= 1, source.kind(receiver) == .operator, source.text(receiver) == "?" || source.text(receiver) == "!" { receiver -= 1 }
            if source.kind(receiver) == .dollarIdentifier { break }
            // `$model.device.name`: step back over `device`.
            guard source.kind(receiver) == .identifier, receiver >= 2, source.kind(receiver - 1) == .period else { return false }
            receiver -= 2
        }
        // `$0.x` is a closure's parameter, no projected value.
        return source.text(receiver).dropFirst().first.map { !$0.isNumber } ?? false
    }

    /// Whether token `t` names the property a Combine pipeline writes: `$x` in
    /// `assign(to: &$x)` (or `&self.$x`), or `x` in `assign(to: \.x, on: self)` (or `\Self.x`,
    /// `\Type.x`). Set up in `init`, the pipeline writes each time its publisher fires, after
    /// `init` (review 47b/07, azkar's `PlayerViewModel`): a change, as one in a `[weak self]`
    /// callback set up there is.
    static func isAssignTarget(_ t: Int, in source: MigrationSource) -> Bool {
        var argument: Int
        if source.kind(t) == .dollarIdentifier {
            argument = t >= 2 && source.kind(t - 1) == .period && source.isWord(t - 2, "self") ? t - 2 : t
            guard argument >= 1, source.kind(argument - 1) == .operator, source.text(argument - 1).hasSuffix("&") else { return false }
            argument -= 1
        } else {
            guard source.kind(t) == .identifier, t >= 2, source.kind(t - 1) == .period else { return false }
            argument = source.kind(t - 2) == .backslash ? t - 2 : t - 3
            guard argument >= 0, source.kind(argument) == .backslash else { return false }
        }
        return argument >= 4 && source.kind(argument - 1) == .colon && source.isWord(argument - 2, "to")
            && source.kind(argument - 3) == .leftParen && source.isWord(argument - 4, "assign")
    }
}
