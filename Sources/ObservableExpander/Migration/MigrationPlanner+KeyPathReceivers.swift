import ObservableSyntax

/// A member chain through a key-path subscript whose key path is a parameter with a declared
/// key-path type: `instance[keyPath: storageKeyPath].storage` of `storageKeyPath:
/// ReferenceWritableKeyPath<T, Self>` reads a `Self`, then its `storage` (review 19c, phoenix:
/// `….storage.objectWillChange` in a run wrapper's `static subscript(_enclosingInstance:…)` was
/// "cannot tell", though `storage` is the wrapper's own `Value`).
extension MigrationPlanner {
    /// The type of the chain that ends before the `.` at token `period` of `file` when it is
    /// `base[keyPath: k]` then member names (`.storage`), `base` a name and `k` a parameter of the
    /// enclosing function, initializer or subscript written `KeyPath<R, V>` (also `WritableKeyPath`,
    /// `ReferenceWritableKeyPath`, qualified `Swift.`): `V` (`Self` the enclosing type; a generic
    /// parameter of the enclosing type by its name), then each member's declared type (in the
    /// enclosing type's own body a member written with its generic parameter is that
    /// parameter). Nil for any other shape, or a link that cannot be told.
    func keyPathChainType(file: Int, period: Int) -> String? {
        let source = sources[file]
        var links: [String] = []
        var k = period - 1
        while k > 1, source.kind(k) == .identifier, source.kind(k - 1) == .period {
            links.insert(source.text(k), at: 0)
            k -= 2
        }
        guard source.kind(k) == .rightSquare, let open = source.openingBracket(of: k), open == k - 4, open > 0,
              source.isWord(open + 1, "keyPath"), source.kind(open + 2) == .colon, source.kind(open + 3) == .identifier,
              source.kind(open - 1) == .identifier || source.isWord(open - 1, "self"),
              let enclosing = catalogue.enclosingSite(file: file, token: period),
              let value = keyPathParameterValue(named: source.text(open + 3), site: enclosing, token: period) else { return nil }
        let site = catalogue.sites[enclosing]
        guard site.declaration.kind != .protocol else { return nil }
        var current = value == "Self" ? site.key : value
        if value != "Self" {
            guard let nominal = Self.nominalName(ofType: value) else { return nil }
            current = isGenericParameter(nominal, ofKey: site.key) ? nominal : typeKey(nominal, file: file, token: open)
        }
        for link in links {
            // In its own body, `storage: Value` is the parameter in scope.
            let own = current == site.key ? ownParameterType(of: current, member: link, element: false) : nil
            guard let next = own ?? memberType(of: current, named: link) else { return nil }
            current = next
        }
        return current
    }

    /// The written value type `V` of the key-path parameter named `name` of the function,
    /// initializer or subscript of site `k`'s body whose declaration holds token `index`
    /// (`storage storageKeyPath: ReferenceWritableKeyPath<T, Self>`: `Self`); nil when none.
    func keyPathParameterValue(named name: String, site k: Int, token index: Int) -> String? {
        let site = catalogue.sites[k]
        let source = sources[site.file]
        var parameters: [Parameter]?
        MemberWalk(site.declaration.members).visit { member, _ in
            guard let head = member.pointee.head, head.span.first <= index && index <= head.span.last else { return true }
            switch member.pointee {
            case let .subscript(declaration): parameters = declaration.parameters
            case let .function(declaration): parameters = declaration.parameters
            case let .initializer(declaration): parameters = declaration.parameters
            default: break
            }
            return false
        }
        for parameter in parameters ?? [] {
            guard let type = parameter.type, type.first >= 2, source.kind(type.first - 1) == .colon, source.text(type.first - 2) == name,
                  case let .named(components) = DeclaredType(source.sourceText(type)).parsed.kind,
                  let last = components.last, Self.keyPathTypeNames.contains(components.map(\.name).joined(separator: ".")),
                  last.arguments.count == 2 else { continue }
            return last.arguments[1].text
        }
        return nil
    }
}
