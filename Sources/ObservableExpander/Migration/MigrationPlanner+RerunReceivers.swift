import ObservableSyntax

/// A run with no `ObservableObject` class left (a rerun, or `--check`, over a migrated tree):
/// `findBlockers` has no candidate and scans nothing, yet an `x.objectWillChange` whose type
/// cannot be told still does not build while classes of the run are `@Observable` (they have
/// none). Its receivers are collected as `findBlockers` collects them, so that
/// `migrate-unresolved-receiver` is reported by every run until the use is fixed (review 13a/07);
/// one whose type is told to be such a class is `migrate-observable-publisher-use`.
extension MigrationPlanner {
    mutating func collectRerunReceivers() {
        guard catalogue.chains.isEmpty, !alreadyObservable.isEmpty else { return }
        for (file, source) in sources.enumerated() {
            let whole = TokenSpan(0, max(0, source.tokens.count - 1))
            for use in source.objectWillChangeUses(in: whole) {
                guard let receiver = objectWillChangeReceiver(use.receiver, file: file, token: use.index) else { continue }
                if let type = receiver.type {
                    // Typed, and of a class that has no `objectWillChange` any more.
                    if alreadyObservable.contains(type) { observablePublisherUses.append((file, use.index, receiver.text + ".objectWillChange", type)) }
                } else {
                    unresolvedReceivers.append((file, use.index, receiver.text))
                }
            }
        }
    }

    /// The receiver of an `objectWillChange` at token `index` of `file` that is not on `self`
    /// (nil for `objectWillChange`, `self.objectWillChange`): its text, and its type where told
    /// (a name typed by its declaration, a local typed through the index or a member chain, a
    /// closure parameter over a declared `[T]` or a local cast to one, a call of a member of the
    /// enclosing type with a declared result (`ownCallReceiverType`); `Store.shared?.objectWillChange`,
    /// `self?.a.b.objectWillChange` through the chain's declared types).
    func objectWillChangeReceiver(_ receiver: MigrationSource.Receiver, file: Int, token index: Int) -> (type: String?, text: String)? {
        switch receiver {
        case .implicit, .selfValue: return nil
        case let .name(name):
            let type = resolveType(of: name, file: file, token: index) ?? inferredLocalType(of: name, file: file, token: index)
                ?? closureElementType(of: name, file: file, token: index)
                ?? accessorValueType(of: name, file: file, token: index)
            return (type, name)
        case .other:
            let text = sources[file].receiverText(beforePeriod: index - 1)
            if let type = chainReceiverType(file: file, period: index - 1) ?? keyPathChainType(file: file, period: index - 1)
                ?? ownCallReceiverType(file: file, period: index - 1) { return (type, text) }
            // `xs.map(\.objectWillChange)`: the root is what `$0` of `xs.map { $0.objectWillChange }` is.
            if index > 1, sources[file].kind(index - 2) == .backslash, let root = keyPathArgumentRoot(file: file, backslash: index - 2) { return (root, text) }
            // `$0.objectWillChange` in `xs.map { … }` over a declared `[T]`.
            return (text == "$0" ? closureElementType(of: text, file: file, token: index) : nil, text)
        }
    }
}
