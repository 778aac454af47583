extension TypeInference {
    /// Whether `name`, a word of the type last inferred from `initializer`, is written in the
    /// initializer itself as a name looked up from the class's body (`Kind` in
    /// `Manager<Kind>(…)`, `Set<Item>()`, `[String: Kind]()`), and the type took no name from a
    /// declaration: the annotation, written in the same body, then resolves it the same way.
    func writesName(_ name: String, in initializer: TokenSpan) -> Bool {
        guard !notes.fromDeclarations, initializer.first <= initializer.last else { return false }
        return (initializer.first ... initializer.last).contains { k in
            tokens[k].kind == .identifier && (k == initializer.first || tokens[k - 1].kind != .period)
                && DeclarationIndex.bare(text(k)) == name
        }
    }
}
