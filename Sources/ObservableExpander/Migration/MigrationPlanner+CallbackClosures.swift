import ObservableSyntax

/// A trailing closure handed to a view of the run whose parameter for it is a callback, a
/// function type returning `Void` (`let onDismiss: (() -> ())?`, fifth review F7): the view
/// stores it and calls it on an event (a `Button`'s action), never while the caller's `body` is
/// evaluated, as a `@ViewBuilder` content closure (`() -> Content`) is.
extension MigrationPlanner {
    /// Whether the trailing `{` at `open` goes to a callback parameter of type `callee` (a
    /// struct of the run, named at token `callee`), whose arguments in parentheses, if any,
    /// open at `parenthesis`.
    func isCallbackClosure(_ open: Int, callee: Int, parenthesis: Int?, in source: MigrationSource) -> Bool {
        let typeName = source.text(callee)
        guard typeName.first?.isUppercase == true, let key = catalogue.keysBySimpleName[typeName], key.count == 1, let type = key.first,
              let sites = catalogue.typesByName[type], sites.count == 1, catalogue.sites[sites[0]].declaration.kind == .struct else { return false }
        let site = catalogue.sites[sites[0]]
        let declaration = sources[site.file]
        // The last argument label in the parentheses: the trailing closure goes to a parameter after it.
        let lastLabel = Self.lastArgumentLabel(parenthesis, in: source)
        // Each parameter list it may be called with: its `init`s', else the memberwise one.
        var lists: [[(label: String, type: TokenSpan?)]] = Self.initializers(site.declaration.members).map { $0.parameters.map { ($0.label, $0.type) } }
        if lists.isEmpty {
            var memberwise: [(label: String, type: TokenSpan?)] = []
            for variable in ModelCatalogue.variables(site.declaration.members) where !variable.head.isStatic {
                for binding in variable.bindings where !binding.isComputed && !(variable.isLet && binding.initializer != nil) {
                    if let label = name(of: binding, in: declaration) { memberwise.append((label, binding.typeAnnotation)) }
                }
            }
            lists = [memberwise]
        }
        // Every list must take the closure as a callback.
        return lists.allSatisfy { list in
            var rest = list[...]
            if let lastLabel, let k = list.firstIndex(where: { $0.label == lastLabel }) { rest = list[(k + 1)...]
            } else if lastLabel != nil { return false }
            guard let target = rest.first(where: { $0.type.map { Self.isFunctionType($0, in: declaration) } ?? false }), let type = target.type else { return false }
            return Self.returnsVoid(type, in: declaration)
        }
    }

    static func isFunctionType(_ span: TokenSpan, in source: MigrationSource) -> Bool {
        source.indices(of: span).contains { source.kind($0) == .arrow }
    }

    /// `() -> Void`, `(() -> ())?`, `@escaping (Int) -> Void`: the result after the last
    /// top-level arrow is `Void` or `()`.
    static func returnsVoid(_ span: TokenSpan, in source: MigrationSource) -> Bool {
        var text = String(source.normalizedText(span).filter { $0 != " " })
        while let last = text.last, last == "?" || last == "!" { text.removeLast() }
        if text.hasSuffix("->Void)") || text.hasSuffix("->())") { text.removeLast() }
        return text.hasSuffix("->Void") || text.hasSuffix("->()")
    }

    /// The last argument label written in the parentheses that open at `parenthesis` (nil: none,
    /// or no parentheses): a trailing closure goes to a parameter after it.
    static func lastArgumentLabel(_ parenthesis: Int?, in source: MigrationSource) -> String? {
        guard let parenthesis, let close = source.closingBracket(of: parenthesis) else { return nil }
        var lastLabel: String?
        var depth = 0
        for j in parenthesis + 1 ..< close {
            switch source.kind(j) {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            case .colon where depth == 0 && source.kind(j - 1) == .identifier: lastLabel = source.text(j - 1)
            default: break
            }
        }
        return lastLabel
    }
}
