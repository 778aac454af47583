import ObservableSyntax

/// A shared instance reached through a stored property (review 18b/02, rule
/// `migrate-blocked-state-object-lifetime`): `private var coreContext = Core.shared`, then
/// `deinit { coreContext.removeDelegate(…) }`, acts on the shared instance as
/// `Core.shared.removeDelegate(…)` does; such a property holds no object of the instance's own.
extension MigrationPlanner {
    /// The stored instance properties of the class keyed `key` (its bodies and extensions)
    /// whose initial value reads a shared instance, with no call in it (`Core.shared`,
    /// `CoreContext.shared.core`, `.shared`): a call may make a new object.
    func sharedInstanceProperties(of key: String) -> Set<String> {
        var names: Set<String> = []
        for body in catalogue.bodies(of: key) {
            let site = catalogue.sites[body], source = sources[site.file]
            for variable in ModelCatalogue.variables(site.declaration.members) where !variable.head.isStatic {
                for binding in variable.bindings where !binding.isComputed {
                    guard let value = binding.initializer, let name = name(of: binding, in: source),
                          !source.indices(of: value).contains(where: { source.kind($0) == .leftParen }),
                          Self.usesSharedInstance(TokenSpan(max(0, value.first - 2), value.last), source)
                            || Self.usesImplicitSharedInstance(TokenSpan(max(0, value.first - 1), value.last), source) else { continue }
                    names.insert(name)
                }
            }
        }
        return names
    }

    /// Whether tokens `span` act on one of the properties `names` (`core.stop()`,
    /// `self.core.delegate = nil`, `core?.remove(…)`): a member of it is used, bare or after
    /// `self.`, where no local or parameter of that name hides it.
    static func actsOnSharedProperty(_ span: TokenSpan, _ source: MigrationSource, _ names: Set<String>) -> Bool {
        guard !names.isEmpty else { return false }
        for k in source.indices(of: span) where source.kind(k) == .identifier && names.contains(source.text(k)) {
            if k > 0, source.kind(k - 1) == .period, !(k >= 2 && source.isWord(k - 2, "self")) { continue }
            var next = k + 1
            while ["?", "!"].contains(source.text(next)) { next += 1 }
            guard source.kind(next) == .period, !source.declaresLocal(source.text(k), in: span, before: k) else { continue }
            return true
        }
        return false
    }
}
