import ObservableSyntax

/// A `deinit` that acts beyond the instance through a method of its class (review 18c/02,
/// rule `migrate-blocked-state-object-lifetime`): `deinit { cleanup() }` with `cleanup()`
/// calling `AudioServer.shared.stop()` runs for every throw-away instance `@State` makes, as the
/// same call written in the `deinit` does. The methods it calls, bare or on `self`, are followed
/// to any depth, as an `init`'s are (`selfHeldByEscapingWork`).
extension MigrationPlanner {
    /// Whether the `deinit` whose tokens are `span` in `file`, or a method of the class keyed
    /// `key` (its bodies and extensions) that it calls, acts beyond the instance
    /// (`deinitActsBeyond`, with the class's own objects `own` and stored closures `closures`).
    func deinitReachesBeyond(_ span: TokenSpan, file: Int, key: String, own: Set<String>, closures: Set<String>) -> Bool {
        let methods = instanceMethods(of: key), shared = sharedInstanceProperties(of: key)
        var queue = [(file, span)], seen: Set<String> = []
        while !queue.isEmpty {
            let (file, span) = queue.removeFirst()
            let source = sources[file]
            if deinitActsBeyond(span, source, own: own, closures: closures) { return true }
            // `coreContext.stop()` of `private var coreContext = Core.shared` (review 18b/02).
            if Self.actsOnSharedProperty(span, source, shared) { return true }
            for k in source.indices(of: span) where source.kind(k) == .identifier && source.kind(k + 1) == .leftParen {
                let afterSelf = k >= 2 && source.kind(k - 1) == .period && source.isWord(k - 2, "self")
                guard source.kind(k - 1) != .period || afterSelf, !source.isWord(k - 1, "func"),
                      let method = methods[source.text(k)], seen.insert(source.text(k)).inserted else { continue }
                queue.append(contentsOf: method)
            }
        }
        return false
    }
}
