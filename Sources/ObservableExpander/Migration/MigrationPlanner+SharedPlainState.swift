import ObservableSyntax

/// Plain state of the run shown through a shared instance (review 48/02): a view that holds a
/// model only for its actions and shows `Store.shared.enabled` (a static stored property of a
/// type of the run holding a plain class) or `currentStore.enabled` (a global) was redrawn by
/// each `@Published` change of the model; under Observation nothing tracks that read, as for a
/// plain class held in a stored property of the view (`migrate-tracked-property-unread`).
extension MigrationPlanner {
    /// Whether class `type` of the run is neither an `ObservableObject` of a chain nor
    /// `@Observable` already (`observable`: those type sites).
    func isPlainClass(_ type: String, observable: Set<Int>) -> Bool {
        guard let classes = catalogue.classesByName[type], !classes.isEmpty else { return false }
        return classes.allSatisfy { !observable.contains($0) }
    }

    /// Whether `ranges` (a redraw of view `view`) read a stored `var` of a plain class of the
    /// run (`isPlainClass`; not a method, nor a `let`: `MaterialDesignIcons.micIcon.image(…)` of
    /// Home Assistant shows no state that changes) through a chain that starts at a type of the run and goes through its
    /// static stored properties (`Store.shared.enabled`, `Current.settings.enabled`), or at a
    /// file-scope variable of the run (`currentStore.enabled`) that no property of the view
    /// hides.
    func redrawReadsSharedPlainState(_ ranges: [(file: Int, ranges: [ClosedRange<Int>])], view: String, observable: Set<Int>) -> Bool {
        for (file, list) in ranges {
            let source = sources[file]
            for range in list {
                for t in range where source.kind(t) == .identifier && t + 2 <= range.upperBound && source.kind(t + 1) == .period
                    && source.kind(t + 2) == .identifier && !(t > 0 && source.kind(t - 1) == .period) {
                    let head = source.text(t)
                    if head.first?.isUppercase == true {
                        // `Store.shared.enabled`: each receiver after the first member, as the chain types it.
                        var period = t + 3
                        while period + 1 <= range.upperBound, source.kind(period) == .period, source.kind(period + 1) == .identifier {
                            if let receiver = chainReceiverType(file: file, period: period, start: t), isPlainClass(receiver, observable: observable),
                               readsStoredVar(period + 1, of: receiver, in: source) { return true }
                            period += 2
                        }
                    } else if let global = fileScopeVariables?[head], let type = global.type, isPlainClass(type, observable: observable),
                              storedProperty(head, of: view) == nil, resolveType(of: head, file: file, token: t) == nil || resolveType(of: head, file: file, token: t) == type,
                              readsStoredVar(t + 2, of: type, in: source) {
                        return true
                    }
                }
            }
        }
        return false
    }

    /// Whether the name at token `member` reads a stored instance `var` of class `type` (not a
    /// call of it).
    private func readsStoredVar(_ member: Int, of type: String, in source: MigrationSource) -> Bool {
        !(member + 1 < source.tokens.count && source.kind(member + 1) == .leftParen) && declaresStoredVar(source.text(member), of: type)
    }
}
