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
                switch use.receiver {
                case .implicit, .selfValue: continue
                case let .name(receiver):
                    if let type = resolveType(of: receiver, file: file, token: use.index) ?? inferredLocalType(of: receiver, file: file, token: use.index)
                        ?? closureElementType(of: receiver, file: file, token: use.index) {
                        // Typed, and of a class that has no `objectWillChange` any more.
                        if alreadyObservable.contains(type) { observablePublisherUses.append((file, use.index, receiver + ".objectWillChange", type)) }
                        continue
                    }
                    unresolvedReceivers.append((file, use.index, receiver))
                case .other:
                    if let type = chainReceiverType(file: file, period: use.index - 1) {
                        if alreadyObservable.contains(type) {
                            observablePublisherUses.append((file, use.index, source.receiverText(beforePeriod: use.index - 1) + ".objectWillChange", type))
                        }
                        continue
                    }
                    let receiver = source.receiverText(beforePeriod: use.index - 1)
                    if receiver == "$0", closureElementType(of: receiver, file: file, token: use.index) != nil { continue }
                    unresolvedReceivers.append((file, use.index, receiver))
                }
            }
        }
    }
}
