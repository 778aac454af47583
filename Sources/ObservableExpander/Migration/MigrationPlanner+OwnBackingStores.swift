import ObservableSyntax

extension MigrationPlanner {
    /// Whether the `_x` at token `token` of `file` (in a body of the class `key` or its
    /// extensions) is that class's own backing store: read on implicit `self`, on `self`
    /// (`self._x`, `self?._x`), or on a receiver whose type the run tells as the class (or a
    /// class of its subclass chain). A member `_x` of a receiver told as another type (a
    /// protocol of the run whose requirement is named `_loadStatus`, another class) is not
    /// (review 22a/01, arcgis toolkit: `attachment._loadStatus` of `attachment: any
    /// FeatureAttachment`). A receiver whose type cannot be told is taken as the class's, as
    /// before: the class then stays with the reason at the use.
    func isOwnBackingStore(file: Int, token: Int, key: String) -> Bool {
        let source = sources[file]
        guard token > 0, source.kind(token - 1) == .period else { return true }
        var j = token - 2
        while j > 0 && source.isPostfixUnwrap(j) { j -= 1 }
        guard j >= 0 else { return true }
        // `._x` of an implicit member expression (`.init(_x: …)` is not this) or `\._x`: the
        // enclosing type's, as a key path root is told elsewhere.
        if source.kind(j) != .identifier && source.kind(j) != .rightParen && source.kind(j) != .rightSquare { return true }
        if source.isWord(j, "self") && !(j > 0 && source.kind(j - 1) == .period) { return true }
        guard let type = chainReceiverType(file: file, period: token - 1) else { return true }
        let told = unaliased(type)
        if told == key { return true }
        // A class of its chain (a subclass of the run reaches the store it inherits): they
        // migrate together.
        return catalogue.chains.contains { chain in
            chain.contains { catalogue.sites[$0].key == key } && chain.contains { catalogue.sites[$0].key == told }
        }
    }
}
