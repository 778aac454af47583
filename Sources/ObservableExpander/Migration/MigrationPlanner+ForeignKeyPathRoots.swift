import ObservableSyntax

/// A key path that names a property of another type cannot write the model's property of that
/// name (review 49/02, openHAB's `webView.observe(\.url, options: [.new])` in a view controller,
/// which took the widget model's `url` out of the set-only-in-`init` exemption): its root is told
/// by what `writeReceiverType` cannot read, a type the run does not declare.
extension MigrationPlanner {
    /// The type a key path at token `t` (the member after `\.` or `\Root.`) of `file` is rooted
    /// at, when `writeReceiverType` cannot tell it and it is evidently not a type of the run:
    /// - written, `\WKWebView.url`: a root the run declares no type, protocol or alias of, not
    ///   `Self` nor (conservatively) a name the file writes after `<` or `,` (a generic
    ///   parameter, `\T.url`);
    /// - unwritten, `\.url`, the first argument, unlabelled or `for:`, of a method the run does
    ///   not declare, called on a receiver whose type is told (`webView.observe(\.url, …)`,
    ///   `defaults.publisher(for: \.name)`): Key-Value Observing's `observe` and
    ///   `publisher(for:)` root it at the receiver. Not `assign(to: \.x, on: model)`, whose
    ///   root is its `on:` argument's.
    /// Nil otherwise.
    func foreignKeyPathRoot(_ t: Int, file: Int) -> String? {
        let source = sources[file]
        guard t > 2, source.kind(t - 1) == .period else { return nil }
        if source.kind(t - 3) == .backslash, source.kind(t - 2) == .identifier {
            let root = source.text(t - 2)
            guard root != "Self", root.first?.isUppercase == true,
                  catalogue.bodies(of: unaliased(typeKey(root, file: file, token: t - 2))).isEmpty,
                  catalogue.keysBySimpleName[root] == nil,
                  !source.tokens.indices.contains(where: { j in
                      j > 0 && source.text(j) == root && (source.text(j - 1) == "<" || source.kind(j - 1) == .comma)
                  }) else { return nil }
            return root
        }
        guard source.kind(t - 2) == .backslash, let call = Self.argumentCall(startingAt: t - 2, in: source), call.index == 0,
              call.label == nil || call.label == "for", call.open >= 3, source.kind(call.open - 1) == .identifier,
              source.kind(call.open - 2) == .period else { return nil }
        let callee = call.open - 1, method = source.text(callee)
        guard let receiver = chainReceiverType(file: file, period: callee - 1).map(unaliased) else { return nil }
        // A method the run declares may take a key path rooted anywhere.
        let declared = catalogue.sites.contains { site in ModelCatalogue.functions(site.declaration.members).contains { $0.name == method } }
        return declared ? nil : receiver
    }
}
