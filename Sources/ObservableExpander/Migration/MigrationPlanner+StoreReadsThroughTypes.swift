import ObservableSyntax

/// A key-value store read through a member of another type of the run (review 21a/03,
/// Droppy: `MusicManager.isSpotifySource` reads `ExtensionType.spotify.isRemoved`, an enum's
/// computed property returning `UserDefaults.standard.bool(forKey:)`; `displayModeLabel`
/// returns `NotchLayoutConstants.usesDynamicIslandStyle(for:)`, a static function reading
/// `UserDefaults`). Observation does not track the store, so a view that shows such a member
/// is no longer redrawn when the store changes, as it was by the model's other `@Published`
/// changes: the same as a store read in the class itself (`migrate-untracked-computed-view-read`).
extension MigrationPlanner {
    /// The store that `Type.member…` at token `t` of `file` (within `block`) reads through a
    /// type of the run: `Type.f(…)` of a static function, `Type.x` of a static computed
    /// property, or `Type.x.y` (`x` a case or a static property of `Type`, `y` a computed
    /// property or method of `Type`) whose body reads `UserDefaults` or
    /// `NSUbiquitousKeyValueStore`, or the Keychain (`SecItemCopyMatching`; the word itself, not a member named so); as
    /// `'UserDefaults' through 'Type.y'`. Nil for anything else, and for a type the run does not declare.
    func storeReadThroughType(_ type: String, at t: Int, block: TokenSpan, file: Int) -> String? {
        let source = sources[file]
        let key = typeKey(type, file: file, token: t)
        let bodies = catalogue.bodies(of: key)
        guard !bodies.isEmpty, !observableClasses.contains(key) else { return nil }
        var names = [source.text(t + 2)]
        if t + 4 <= block.last, source.kind(t + 3) == .period, source.kind(t + 4) == .identifier { names.append(source.text(t + 4)) }
        for name in names.reversed() {
            for k in bodies {
                let site = catalogue.sites[k], declaring = sources[site.file]
                var spans: [TokenSpan] = []
                for variable in ModelCatalogue.variables(site.declaration.members) {
                    for binding in variable.bindings where binding.isComputed && self.name(of: binding, in: declaring) == name {
                        if let accessors = binding.accessorBlock { spans.append(accessors) }
                    }
                }
                for function in ModelCatalogue.functions(site.declaration.members) where function.name == name {
                    spans.append(function.span)
                }
                for span in spans {
                    for j in span.first ... span.last where declaring.kind(j) == .identifier && Self.isUntrackedStore(declaring.text(j))
                        && !(j > 0 && declaring.kind(j - 1) == .period) {
                        return "\(Self.storeLabel(declaring.text(j))) through '\(type).\(name)'"
                    }
                }
            }
        }
        return nil
    }
}
