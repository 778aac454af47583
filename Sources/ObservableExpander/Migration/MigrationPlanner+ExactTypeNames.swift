import ObservableSyntax

/// A type name resolved exactly as the compiler would where it is written (review 18b/03): a
/// nested name through the index in the scopes of the use (`Message.Status`, or `Status` in
/// `Message`'s body), never by its last component alone (`Call.Status` of an imported module
/// is not the run's `Message.Status`, and a bare `Status` outside `Message` is not either).
extension MigrationPlanner {
    /// The key of the run's type that `components` (as written at token `token` of `file`)
    /// names, typealiases followed; nil when the index does not resolve it there. A first
    /// component that is no type of the run is a module name only when it is the file's own
    /// module (`MigrationOptions.modules`): then the rest is looked up (`MyApp.Store`).
    func exactTypeKey(_ components: [String], file: Int, token: Int) -> String? {
        guard let first = components.first else { return nil }
        let scope = lookupScope(file: file, token: token)
        var written = components
        if components.count > 1, catalogue.index.resolve([first], in: scope, useFallback: false) == nil {
            let modules = catalogue.modules[file] ?? []
            guard modules.contains(first) || modules.contains(where: { $0.hasSuffix(" " + first) }) else { return nil }
            written = Array(components.dropFirst())
        }
        guard catalogue.index.resolve(written, in: scope, useFallback: false) != nil else { return nil }
        return catalogue.key(of: written, scope: scope, file: file)
    }

    /// The type names of an annotation: each chain of names joined by periods (`Message.Status`
    /// in `[Message.Status]?`, `Box` and `Item` in `Box<Item>`), with its first token.
    static func typeNameChains(in annotation: TokenSpan, _ source: MigrationSource) -> [(components: [String], token: Int)] {
        var chains: [(components: [String], token: Int)] = []
        var k = annotation.first
        while k <= annotation.last {
            guard source.kind(k) == .identifier, !(k > annotation.first && source.kind(k - 1) == .period) else { k += 1; continue }
            var components = [Self.unbackticked(source.text(k))], j = k
            while j + 2 <= annotation.last, source.kind(j + 1) == .period, source.kind(j + 2) == .identifier {
                components.append(Self.unbackticked(source.text(j + 2)))
                j += 2
            }
            chains.append((components, k))
            k = j + 1
        }
        return chains
    }
}
