import ObservableSyntax

/// The receiver of a `set(_:forKey:)`/`setValue(_:forKey:)`/`removeObject(forKey:)` call whose
/// name does not say `UserDefaults` (`settings.set(v, forKey: Keys.a)` of `let settings:
/// UserDefaults`, `ud.set(…)` of `let ud = UserDefaults.standard`, `u.set(…)` of a parameter
/// `u: UserDefaults`, `store.settings.set(…)`, `g?.set(…)` of `let g = UserDefaults(suiteName:
/// "x")`), decided by its type as the planner's other sites are (locals, properties,
/// parameters, member chains: `argumentType`), for both storage-key rows of the README's
/// migrate table: a literal key (`migrate-storage-key-written-elsewhere`) and any other key
/// (`migrate-storage-key-unknown-writer`). Review 28b/01 (GistHub's `UserDefaultsStore`
/// shape): such a write of a migrated key was told by its receiver's spelling only, so a
/// write through a value typed `UserDefaults` whose name does not say so was not reported,
/// and the view reading the migrated property was silently no longer redrawn.
extension MigrationPlanner {
    /// What the receiver `first...last` of `file` is, as a writer of defaults: `true` when its
    /// type is `UserDefaults` (as written, inferred from a local's or a property's initializer
    /// that spells `UserDefaults.standard` or `UserDefaults(…)`, or from a chain of typed
    /// members), `false` when its type cannot be told, nil when it is told to be another type.
    /// A trailing `?`/`!` is the value unwrapped.
    func userDefaultsReceiver(file: Int, first: Int, last: Int) -> Bool? {
        let source = sources[file]
        var last = last
        while last > first && source.isPostfixUnwrap(last) { last -= 1 }
        if Self.spellsUserDefaults(file: file, first: first, last: last, in: source) { return true }
        if let type = argumentTypeWritten(file: file, first: first, last: last) {
            return Self.isUserDefaultsType(type) ? true : nil
        }
        // `x`, `self.x`: a local or a stored property whose initializer spells the type.
        guard let name = source.nameOrSelfMember(first: first, last: last) else { return false }
        if first == last, let local = localInitializer(of: source.text(name), file: file, token: name) {
            return Self.spellsUserDefaults(file: file, first: local.first, last: local.last, in: source) ? true : false
        }
        if let head = importedPropertyHead(file: file, first: first, last: last) { return head == "UserDefaults" ? true : nil }
        return false
    }

    /// `UserDefaults`, `Foundation.UserDefaults`, `UserDefaults?`, `UserDefaults!`.
    static func isUserDefaultsType(_ type: String) -> Bool {
        var text = Substring(type)
        while text.hasSuffix("?") || text.hasSuffix("!") { text = text.dropLast() }
        return text == "UserDefaults" || text == "Foundation.UserDefaults"
    }

    /// Whether `first...last` of `source` is `UserDefaults.standard` or `UserDefaults(…)`
    /// (also `Foundation.` before it, and unwrapped by `!`/`?`): a value of that type.
    static func spellsUserDefaults(file: Int, first: Int, last: Int, in source: MigrationSource) -> Bool {
        var last = last
        while last > first && source.isPostfixUnwrap(last) { last -= 1 }
        var head = first
        if source.isWord(head, "Foundation"), head + 2 <= last, source.kind(head + 1) == .period { head += 2 }
        guard source.isWord(head, "UserDefaults"), head < last else { return false }
        if head + 2 == last, source.kind(head + 1) == .period, source.isWord(last, "standard") { return true }
        return source.kind(head + 1) == .leftParen && source.kind(last) == .rightParen && source.openingBracket(of: last) == head + 1
    }

    /// The initializer of the last `let name = …` (or `var`) before token `index` in the
    /// member that holds it, still visible there; nil when none (a parameter, a property).
    func localInitializer(of name: String, file: Int, token index: Int) -> TokenSpan? {
        let source = sources[file]
        let enclosing = catalogue.enclosingSite(file: file, token: index)
        let start = enclosing.flatMap { Self.memberStart(in: catalogue.sites[$0].declaration.members, holding: index) ?? catalogue.sites[$0].declaration.leftBrace } ?? 0
        return Self.lastLocalValue(of: name, from: start, before: index, in: source).flatMap { $0.depth >= 0 ? $0.value : nil }
    }

    /// The migrated storage properties whose key is `key` (`"app.a"`), as `'Store.a'`.
    func migratedProperties(ofKey key: String) -> [String] {
        migratedStorageKeys.filter { $0.key == key }.map { "'\($0.property)'" }.sorted()
    }
}
