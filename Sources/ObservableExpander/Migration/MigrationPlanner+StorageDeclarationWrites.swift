import ObservableSyntax

/// Declaring `@AppStorage("k") var x = d` (or `@SceneStorage`) writes nothing: the default is
/// only what a read returns while the key is unset. Such a declaration changes the key only
/// through its property: an assignment or mutation (`x = …`, `x.toggle()`, `x += …`), a binding
/// (`$x`), an `inout` argument (`&x`), or code of another file when the property is visible
/// there. A `private` one that its file never writes is no writer of the key (review 47b/02,
/// ControlRoom's `@AppStorage("CRWantsMenuBarIcon") private var wantsMenuBarIcon` of the App,
/// which nothing sets: `migrate-storage-key-written-elsewhere` sent the maintainer to it).
extension MigrationPlanner {
    /// Whether the storage attribute whose `@` is token `at` of `file` declares a property that
    /// something can write through: true unless the property is `private` or `fileprivate` (not
    /// `private(set)`) and no occurrence of its name in the file is written
    /// (`isWritten`: assigned, mutated, passed `inout`, named by a key path), bound (`$x`) or
    /// reached through the wrapper (`_x`); a bare or `self.` occurrence counts only in the
    /// declaring type (and its extensions), one on another receiver always. Where the declaration cannot be read (no `var name`
    /// after the attribute's modifiers), it is taken as a writer, as before. Asked only for the
    /// writers of a key that a migrated property stores.
    func storageDeclarationWrites(file: Int, at: Int) -> Bool {
        let source = sources[file]
        let count = source.tokens.count
        guard at + 2 < count, source.kind(at + 2) == .leftParen, let close = source.closingBracket(of: at + 2) else { return true }
        var t = close + 1
        var restricted = false
        while t < count {
            if source.kind(t) == .atSign {
                // Another attribute: `@MainActor`, `@Foo(…)`.
                t += 2
                if source.kind(t) == .leftParen, let end = source.closingBracket(of: t) { t = end + 1 }
                continue
            }
            guard source.kind(t) == .identifier else { return true }
            if source.isWord(t, "var") { break }
            if source.isWord(t, "private") || source.isWord(t, "fileprivate") {
                // `private(set)` still lets other files bind `$x`.
                if source.kind(t + 1) == .leftParen {
                    guard let end = source.closingBracket(of: t + 1) else { return true }
                    t = end + 1
                    continue
                }
                restricted = true
            } else if source.kind(t + 1) == .leftParen {
                // `internal(set)`, `public(set)`.
                guard let end = source.closingBracket(of: t + 1) else { return true }
                t = end + 1
                continue
            }
            t += 1
        }
        guard restricted, t + 1 < count, source.isWord(t, "var"), source.kind(t + 1) == .identifier else { return true }
        let declared = t + 1
        let name = source.text(declared)
        let owner = catalogue.enclosingSite(file: file, token: declared).map { catalogue.sites[$0].key }
        let places = identifierOccurrences.places(of: name, in: sources) + identifierOccurrences.places(of: "$" + name, in: sources)
            + identifierOccurrences.places(of: "_" + name, in: sources)
        for place in places where Int(place.file) == file && Int(place.token) != declared {
            let token = Int(place.token)
            // `x`, `$x`, `self.x` in another type of the file is that type's own member.
            let own = token < 2 || source.kind(token - 1) != .period || (source.isWord(token - 2, "self") && (token < 3 || source.kind(token - 3) != .period))
            if own, owner != catalogue.enclosingSite(file: file, token: token).map({ catalogue.sites[$0].key }) { continue }
            if source.kind(token) == .dollarIdentifier || source.text(token).hasPrefix("_") { return true }
            if Self.isWritten(token, in: source) { return true }
        }
        return false
    }
}
