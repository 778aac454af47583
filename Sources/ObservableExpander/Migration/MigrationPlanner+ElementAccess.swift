import ObservableSyntax

/// The type of an element taken out of an array whose type is declared: `Data.items.first!`,
/// `Data.items.last!`, `Data.items[0]`, `Data.items.first ?? Item()`. The array's type comes
/// from the run's index (the declared type of the member), the element's from the standard
/// library's declared results (`first`/`last`: `Element?`, an `Int` subscript: `Element`,
/// `!`: the wrapped type, `a ?? b`: the type of `b`). Any other shape, or an array whose type
/// the index cannot tell, gives nil (the error that asks for a type annotation stays).
extension MigrationPlanner {
    /// The key of the type of expression `first...last` of `file` when it is one of the shapes
    /// above, optionality dropped (as `resolvedType` gives it); nil otherwise.
    func elementAccessType(file: Int, first: Int, last: Int) -> String? {
        guard first <= last else { return nil }
        let source = sources[file]
        // `a ?? b`: the result has `b`'s type; a left side typed otherwise is no answer.
        if let coalescing = topLevelCoalescing(file: file, first: first, last: last) {
            guard coalescing > first, coalescing < last,
                  let right = argumentType(file: file, first: coalescing + 1, last: last)
                    ?? elementAccessType(file: file, first: coalescing + 1, last: last) else { return nil }
            if let left = elementAccessType(file: file, first: first, last: coalescing - 1), left != right { return nil }
            return right
        }
        // `x!`: the wrapped type of `x`.
        if last > first, source.kind(last) == .operator, source.text(last) == "!" {
            return elementAccessType(file: file, first: first, last: last - 1)
        }
        // `xs[i]`, with `i` an `Int`.
        if source.kind(last) == .rightSquare, let open = source.openingSquare(of: last), open > first,
           isIntIndex(file: file, first: open + 1, last: last - 1) {
            // `Tests.models[0]` of `static let models = [Model(…), …]`: the run's declarations.
            return arrayElementType(file: file, first: first, last: open - 1) ?? staticCollectionElement(file: file, first: first, last: open - 1)
        }
        // `xs.first`, `xs.last`.
        if last >= first + 2, source.kind(last) == .identifier, ["first", "last"].contains(source.text(last)), source.kind(last - 1) == .period {
            return arrayElementType(file: file, first: first, last: last - 2) ?? staticCollectionElement(file: file, first: first, last: last - 2)
        }
        return nil
    }

    /// The token of a `??` outside brackets among `first...last`, the last one (`??` groups to
    /// the right, so the rightmost operand gives the type), or nil.
    private func topLevelCoalescing(file: Int, first: Int, last: Int) -> Int? {
        let source = sources[file]
        var depth = 0, found: Int?
        for k in first ... last {
            switch source.kind(k) {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            case .operator where depth == 0 && source.text(k) == "??": if found == nil { found = k }
            default: break
            }
        }
        return found
    }

    /// Whether `first...last` is one `Int` index: an integer literal, or an expression the
    /// index types as `Int` (a range or a labelled argument is none).
    private func isIntIndex(file: Int, first: Int, last: Int) -> Bool {
        guard first <= last else { return false }
        let source = sources[file]
        if first == last { return source.kind(first) == .integerLiteral }
        let inference = TypeInference(tokens: source.tokens, bytes: source.bytes, declarations: runIndex,
                                      scope: lookupScope(file: file, token: first))
        return inference.inferType(TokenSpan(first, last)) == "Int"
    }

    /// The key of the element type of `first...last` when the index types it as an array
    /// spelled `[T]` (not `[K: V]`, not optional), or nil.
    private func arrayElementType(file: Int, first: Int, last: Int) -> String? {
        guard first <= last else { return nil }
        let source = sources[file]
        let inference = TypeInference(tokens: source.tokens, bytes: source.bytes, declarations: runIndex,
                                      scope: lookupScope(file: file, token: first))
        guard let type = inference.inferType(TokenSpan(first, last)) else { return nil }
        let text = type.trimmed(of: [" "])
        guard text.hasPrefix("["), text.hasSuffix("]"), text.count > 2 else { return nil }
        let element = String(text.dropFirst().dropLast())
        // `[K: V]` (a colon outside brackets), or `[A]?]`-like spellings whose brackets do not pair.
        var depth = 0
        for character in element {
            switch character {
            case "[", "(", "<": depth += 1
            case "]", ")", ">": depth -= 1
            case ":" where depth == 0: return nil
            default: break
            }
            if depth < 0 { return nil }
        }
        guard depth == 0, let nominal = Self.nominalName(ofType: element), !element.hasSuffix("?") else { return nil }
        return typeKey(nominal, file: file, token: first)
    }
}
