import ObservableSyntax

/// A member of a migrated class that reads a tracked property of it is followed by the view
/// that reads the member (review 12a/05, ExcalidrawZ: `var errorMessage: String? { _ =
/// stateRevision; return store.errors[id] }`, `stateRevision` bumped on every change of the
/// held store): the read registers the tracked property, so the view is redrawn when it
/// changes; `migrate-reference-state-view-read` is not reported for such a member.
extension MigrationPlanner {
    /// Whether the computed property or method `member` of the class keyed `key` (its bodies)
    /// reads a tracked property of the class (migrated, not `@ObservationIgnored`), bare or on
    /// `self`, other than `excluded`.
    func memberReadsTracked(_ member: String, of key: String, excluding excluded: String? = nil) -> Bool {
        var tracked = (trackedProperties[key] ?? []).subtracting(ignoredProperties[key] ?? [])
        if let excluded { tracked.remove(excluded) }
        guard !tracked.isEmpty else { return false }
        for k in catalogue.bodies(of: key) {
            let site = catalogue.sites[k]
            let source = sources[site.file]
            var spans: [TokenSpan] = []
            for variable in ModelCatalogue.variables(site.declaration.members) where !variable.head.isStatic {
                for binding in variable.bindings where binding.isComputed && name(of: binding, in: source) == member {
                    if let block = binding.accessorBlock { spans.append(block) }
                }
            }
            for function in ModelCatalogue.functions(site.declaration.members) where !function.head.isStatic && function.name == member {
                spans.append(function.head.span)
            }
            for span in spans {
                for t in source.indices(of: span) where source.kind(t) == .identifier && tracked.contains(source.text(t)) {
                    if t > 0, source.kind(t - 1) == .period, !(t >= 2 && source.isWord(t - 2, "self")) { continue }
                    return true
                }
            }
        }
        return false
    }

    /// Whether the view's read of `member` (reading `property` of class `key`) is followed: a
    /// member other than a held reference itself that reads a tracked property of the class.
    /// The holder itself, tracked or not, does not count: reading it (`pairedDevice?.firmware`)
    /// follows its reassignment, not the held object's own changes.
    func followsTrackedRead(member: String, property: String, of key: String) -> Bool {
        member != property && referenceReads[key]?[property] != nil && memberReadsTracked(member, of: key, excluding: property)
    }
}
