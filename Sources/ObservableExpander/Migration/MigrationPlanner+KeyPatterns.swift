import ObservableSyntax

/// Keys of `UserDefaults` writes that are no string literal but still tell enough to rule out
/// every migrated key (fifth review, F6): `#function` in a property's accessor is that
/// property's name (WWDC's `defaults.set(newValue, forKey: #function)`), in a function or
/// initializer `name(labels:)`; an interpolated literal (`"\(bundleID).noMacAlert"`) has a
/// literal head and tail that a key it writes starts and ends with.
extension MigrationPlanner {
    /// What a key expression is known to look like: the key starts with `prefix` and ends with
    /// `suffix` (the whole key when `exact`).
    struct KeyPattern {
        var prefix: String
        var suffix: String
        var exact: Bool

        /// Whether `key`, a literal's text with its quotes, may be a key this pattern writes (a
        /// literal other than a plain one-line `"…"` is taken as one it may).
        func mayBe(_ key: String) -> Bool {
            guard key.count >= 2, key.hasPrefix("\""), key.hasSuffix("\""), !key.hasPrefix("\"\"\""), !key.contains("\\") else { return true }
            let text = String(key.dropFirst().dropLast())
            if exact { return text == prefix }
            return text.count >= prefix.count + suffix.count && text.hasPrefix(prefix) && text.hasSuffix(suffix)
        }
    }

    /// The pattern of the key argument `span` of `file`, or nil when nothing is known of it.
    func keyPattern(_ span: TokenSpan, file: Int) -> KeyPattern? {
        let source = sources[file]
        guard span.first == span.last else { return nil }
        if source.kind(span.first) == .poundKeyword && source.text(span.first) == "#function" {
            return functionKeyPattern(at: span.first, file: file)
        }
        guard source.kind(span.first) == .stringLiteral else { return nil }
        return Self.interpolationPattern(source.text(span.first))
    }

    /// `#function` at token `t`: the name of the property whose accessor holds it, or the
    /// `name(` … `)` of the function, initializer or subscript whose body does.
    func functionKeyPattern(at t: Int, file: Int) -> KeyPattern? {
        guard let k = catalogue.enclosingSite(file: file, token: t) else { return nil }
        let source = sources[file]
        let members = catalogue.sites[k].declaration.members
        for variable in ModelCatalogue.variables(members) {
            for binding in variable.bindings {
                guard let block = binding.accessorBlock, block.first <= t, t <= block.last, let name = name(of: binding, in: source) else { continue }
                return KeyPattern(prefix: Self.unbackticked(name), suffix: "", exact: true)
            }
        }
        for function in ModelCatalogue.functions(members) where function.span.first <= t && t <= function.span.last {
            return KeyPattern(prefix: function.name + "(", suffix: ")", exact: false)
        }
        for initializer in Self.initializers(members) where initializer.head.span.first <= t && t <= initializer.head.span.last {
            return KeyPattern(prefix: "init(", suffix: ")", exact: false)
        }
        return nil
    }

    /// The literal head and tail of a plain one-line interpolated literal (`"\(id).alert"`:
    /// head empty, tail `.alert`); nil for another kind of literal or one with an escape in
    /// its head or tail.
    static func interpolationPattern(_ text: String) -> KeyPattern? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 2, bytes.first == 0x22, bytes.last == 0x22, !text.hasPrefix("\"\"\"") else { return nil }
        var k = 1, depth = 0
        var head: [UInt8]?
        var tailStart = 1
        while k < bytes.count - 1 {
            let byte = bytes[k]
            if depth == 0 {
                if byte == 0x5C {
                    guard k + 1 < bytes.count, bytes[k + 1] == 0x28 else { return nil }
                    if head == nil { head = Array(bytes[1 ..< k]) }
                    depth = 1
                    k += 2
                    continue
                }
            } else if byte == 0x28 {
                depth += 1
            } else if byte == 0x29 {
                depth -= 1
                if depth == 0 { tailStart = k + 1 }
            } else if byte == 0x22 {
                // A string inside the interpolation: too much to follow here.
                return nil
            }
            k += 1
        }
        guard let head, depth == 0 else { return nil }
        let tail = Array(bytes[tailStart ..< bytes.count - 1])
        return KeyPattern(prefix: String(decoding: head, as: UTF8.self), suffix: String(decoding: tail, as: UTF8.self), exact: false)
    }
}
