import ObservableSyntax

/// The element type of a local collection declared with its type written, in any body: a
/// computed property's or a closure's as well as a function's (`static var previews: some View
/// { let models: [ChartModel] = … ; return ForEach(models) { … $0 … } }`), where the
/// declaration is visible at the use. `[T]`, `Array<T>` or `Set<T>`; any other annotation
/// (an optional, a dictionary) gives nil.
extension MigrationPlanner {
    /// The key of the element type of local `name` as seen at token `index` of `file`: the last
    /// `let name: [T]` (or `var`) before it, in the innermost enclosing type body (or the file),
    /// that is still in scope there. Nil when there is none or its type is no such collection.
    func typedLocalCollectionElement(of name: String, file: Int, token index: Int) -> String? {
        let source = sources[file]
        let bodyStart = catalogue.enclosingSite(file: file, token: index).flatMap { catalogue.sites[$0].declaration.leftBrace } ?? 0
        var k = index - 1
        while k > bodyStart {
            defer { k -= 1 }
            guard source.kind(k) == .identifier, source.text(k) == name, k + 2 < index, source.kind(k + 1) == .colon,
                  source.isWord(k - 1, "let") || source.isWord(k - 1, "var"), source.isVisible(k, at: index) else { continue }
            if source.kind(k + 2) == .leftSquare { return arrayElement(openSquare: k + 2, file: file) }
            return genericCollectionElement(start: k + 2, file: file)?.element
        }
        return nil
    }
}
