import ObservableSyntax

/// A trailing closure handed to a helper method of the view itself that only hands it on to an
/// action (review 49/03, Rayon's `makeFloatingButton("trash") { … context.id … }`, whose
/// `block: @escaping () -> Void` goes to a `Button`'s action): it runs on the event, never while
/// the redraw evaluates, as a `Button`'s own action or a callback of a view struct
/// (`isCallbackClosure`) does not.
extension MigrationPlanner {
    /// Whether the trailing `{` at `open` goes to a method of the type whose body holds it, named
    /// at token `callee` (called bare or on `self`), whose arguments in parentheses, if any,
    /// open at `parenthesis`; every declaration of that name must take it as an `@escaping`
    /// function returning `Void` (the first function-typed parameter after the last label
    /// written), and use that parameter in its body only inside a closure that runs later
    /// (`isDeferredClosure`: a `Button`'s action, `.onTapGesture { … }`) or as an `action:`-like
    /// argument (`deferredClosureLabels`, `on…`). Any other use (`block()` in the body, the
    /// closure passed elsewhere) may run it during the redraw: false.
    func isOwnMethodCallbackClosure(_ open: Int, callee: Int, parenthesis: Int?, in source: MigrationSource) -> Bool {
        let name = source.text(callee)
        guard name.first?.isLowercase == true else { return false }
        if callee > 0, source.kind(callee - 1) == .period, !(callee > 1 && source.isWord(callee - 2, "self") && !(callee > 2 && source.kind(callee - 3) == .period)) { return false }
        guard let file = sources.firstIndex(where: { $0.file.path == source.file.path }),
              let site = catalogue.enclosingSite(file: file, token: open) else { return false }
        let key = catalogue.sites[site].key
        // The last argument label in the parentheses: the trailing closure goes to a parameter after it.
        let lastLabel = Self.lastArgumentLabel(parenthesis, in: source)
        var declarations = 0
        for body in catalogue.bodies(of: key) {
            let declaring = catalogue.sites[body], text = sources[declaring.file]
            for function in ModelCatalogue.functions(declaring.declaration.members) where function.name == name && !function.head.isStatic {
                declarations += 1
                var rest = function.parameters[...]
                if let lastLabel {
                    guard let k = function.parameters.firstIndex(where: { $0.label == lastLabel }) else { return false }
                    rest = function.parameters[(k + 1)...]
                }
                guard let type = rest.first(where: { $0.type.map { Self.isFunctionType($0, in: text) } ?? false })?.type,
                      text.indices(of: type).contains(where: { text.isWord($0, "escaping") }), Self.returnsVoid(type, in: text),
                      type.first >= 2, text.kind(type.first - 1) == .colon, text.kind(type.first - 2) == .identifier,
                      usedOnlyLater(text.text(type.first - 2), in: function, text) else { return false }
            }
        }
        return declarations > 0
    }

    /// Whether every use of parameter `parameter` in `function`'s body is inside a closure that
    /// runs later (`isDeferredClosure`, not through another such method: no recursion) or an
    /// argument labelled as an action (`action: block`).
    private func usedOnlyLater(_ parameter: String, in function: FunctionDeclaration, _ source: MigrationSource) -> Bool {
        let span = function.span
        guard let body = source.indices(of: TokenSpan(function.returnType?.last ?? span.first, span.last)).first(where: { source.kind($0) == .leftBrace }),
              let end = source.closingBracket(of: body), end <= span.last else { return false }
        var open: [Int] = []
        for k in body + 1 ..< end {
            if source.kind(k) == .leftBrace { open.append(k) } else if source.kind(k) == .rightBrace { _ = open.popLast() }
            guard source.kind(k) == .identifier, source.text(k) == parameter, !(source.kind(k - 1) == .period) else { continue }
            if source.kind(k - 1) == .colon, k > 1, Self.deferredClosureLabels.contains(source.text(k - 2)) || Self.isCallbackLabel(source.text(k - 2)) { continue }
            guard open.contains(where: { isDeferredClosure($0, in: source, ownMethods: false) }) else { return false }
        }
        return true
    }
}
