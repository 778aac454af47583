import ObservableSyntax

/// A held object configured only in its holder's `init`s (review 15c, finding 4, rarime's
/// `let pushNotificationContainer = NSPersistentContainer(…)` whose one member write is in
/// `NotificationManager.init`): a write or call made there runs before any view can read the
/// holder, so it is no state change a view could miss; as for a class of the run ("one of
/// whose stored `var`s the run writes outside its `init`s"), it does not make the held
/// object's state "change".
extension MigrationPlanner {
    /// Whether the run calls a method on `name` (`name.refresh()`, `self.name?.load()`) or
    /// sets a member through it (`name.flag = true`), so that the held object, of a type the
    /// run does not declare, has state that changes: anywhere but at the top level of an `init` body of the class
    /// keyed `holder` (its extensions included); one in a closure or a nested block there
    /// (`Task { … }`, a callback) may run later, and counts. A bare `name` (or `self.name`) is
    /// the property only in the bodies of `holder` and its subclasses, and not where a local,
    /// parameter, closure parameter or loop variable of that name hides it (review 17b/02,
    /// iAPS: `let onDelete = viewModel.onDelete.sink { … }` then `onDelete.cancel()` in another class).
    func isCalledOrSetThrough(_ name: String, outsideInitsOf holder: String) -> Bool {
        var inits: [Int: [ClosedRange<Int>]] = [:]
        for k in catalogue.bodies(of: holder) {
            let body = catalogue.sites[k]
            for initializer in Self.initializers(body.declaration.members) {
                inits[body.file, default: []].append(initializer.head.span.first ... initializer.head.span.last)
            }
        }
        for (file, source) in sources.enumerated() {
            for t in source.tokens.indices where source.kind(t) == .identifier && source.text(t) == name {
                if t > 0 && source.kind(t - 1) == .period && !(t >= 2 && source.isWord(t - 2, "self")) { continue }
                guard let enclosing = catalogue.enclosingSite(file: file, token: t) else { continue }
                let key = catalogue.sites[enclosing].key
                guard key == holder || superclassKeys(of: key).contains(holder) else { continue }
                if source.kind(t - 1) != .period && bindsLocally(name, file: file, token: t) { continue }
                // `name = …` sets the property itself (in `init`), not the object's state.
                if t + 1 < source.tokens.count && source.kind(t + 1) == .equal { continue }
                if let range = inits[file]?.first(where: { $0.contains(t) }), let open = (range.lowerBound ... t).first(where: { source.kind($0) == .leftBrace }),
                   (open + 1 ..< t).reduce(0, { $0 + (source.kind($1) == .leftBrace ? 1 : source.kind($1) == .rightBrace ? -1 : 0) }) == 0 { continue }
                if Self.isWritten(t, in: source, anyCall: true) { return true }
            }
        }
        return false
    }
}
