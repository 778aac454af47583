import ObservableSyntax

/// Names the initializer itself writes, which the annotation (written in the same class body)
/// resolves the same way.
extension TypeInference {
    /// Whether `name`, a word of the type last inferred from `initializer`, is written in the
    /// initializer itself as a name looked up from the class's body (`Kind` in
    /// `Manager<Kind>(…)`, `Set<Item>()`, `[String: Kind]()`), and the type took no name from a
    /// declaration: the annotation, written in the same body, then resolves it the same way.
    func writesName(_ name: String, in initializer: TokenSpan) -> Bool {
        guard !notes.fromDeclarations, initializer.first <= initializer.last else { return false }
        // `Library<Item>.Kind`, qualified here: `Item` is the class's own parameter.
        if notes.qualifyingGenerics.contains(name) { return true }
        return (initializer.first ... initializer.last).contains { k in
            tokens[k].kind == .identifier && (k == initializer.first || tokens[k - 1].kind != .period)
                && DeclarationIndex.bare(text(k)) == name
        }
    }

    /// `type`, a type written in the initializer (`Manager<Kind>`, `[String: Kind]`), with each
    /// name of a type nested in the class qualified by the class (`Manager<Library<Item>.Kind>`),
    /// as `swiftc -print-ast` prints the property's type; the class's generic parameters and
    /// other names stay as written. Unchanged when there is no index to ask.
    func qualifyingNestedTypes(_ type: String) -> String {
        guard deferredIndex != nil, let owner = scope.last, type.utf8.contains(where: { TypeSpelling.isIdentifierStart($0) }) else { return type }
        let words = Self.words(type)
        // A name no file of the run declares a type of is no nested type: the index is not
        // built for `[Int: Double]()` (its lookups below ask the run's files only).
        if let names = runTypeNames, !words.enumerated().contains(where: { n, word in
            let head = word.prefix { $0 != "." }
            return !head.isEmpty && !(n > 0 && words[n - 1].hasSuffix(".")) && (names.contains(String(head)) || head.utf8.contains(0x60))
        }) {
            return type
        }
        guard let index else { return type }
        var result = ""
        var changed = false
        for (n, word) in words.enumerated() {
            let head = String(word.prefix { $0 != "." })
            let afterPeriod = n > 0 && words[n - 1].hasSuffix(".")
            guard !head.isEmpty, !afterPeriod else {
                result += word
                continue
            }
            // A type this file declares in the class (`struct Page` in it, for `Page<String>()`)
            // is the index's answer without asking it (a name can be one nominal type only), and
            // the class's generic parameters are its own.
            if let generics = scopeGenericParameters, declaredTypes.declaresNominal(owner + "." + head) {
                result += owner + (generics.isEmpty ? "" : "<" + generics.joined(separator: ", ") + ">") + "." + word
                notes.qualifyingGenerics = generics
                changed = true
                continue
            }
            // Only a name some file of the run declares a type of (not `<`, `String` or `,`:
            // each asked the files that extend the class, for `Page<String>()`).
            if runTypeNames.map({ $0.contains(head) || head.utf8.contains(0x60) }) ?? true,
               let entries = index.typeEntries(owner + "." + head, useFallback: false),
               !entries.contains(where: { $0.kind == .typeAlias }) {
                let generics = index.typeEntries(owner, useFallback: false)?.first?.genericParameters ?? []
                result += owner + (generics.isEmpty ? "" : "<" + generics.joined(separator: ", ") + ">") + "." + word
                notes.qualifyingGenerics = generics
                changed = true
            } else {
                result += word
            }
        }
        return changed ? result : type
    }
}
