import ObservableSyntax

/// A static subscript of a type of the run that reads a property through a key path (the
/// dependency-injection pattern, `InjectedValues[\.permissions]` with `static subscript<T>(_
/// keyPath: WritableKeyPath<InjectedValues, T>) -> T` and `extension InjectedValues { var
/// permissions: PermissionStore { get set } }`): the result is the key path's value, the type the
/// property declares (stream-video-swift: `@ObservedObject var permissions =
/// InjectedValues[\.permissions]` was a `migrate-unknown-wrapped-type` error).
extension MigrationPlanner {
    static let keyPathTypeNames: Set<String> = ["KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath",
                                                "Swift.KeyPath", "Swift.WritableKeyPath", "Swift.ReferenceWritableKeyPath"]

    /// The type of tokens `first...last` of `file` when they are exactly `T[\.name]` or
    /// `T[\T.name]`: `T` a type the run declares (not only extends), every static subscript of
    /// one unlabelled parameter in `T`'s bodies (but one taking a metatype, `K.Type`) takes a key
    /// path rooted at `T` (`KeyPath<T, V>`,
    /// `WritableKeyPath`, `ReferenceWritableKeyPath`; `Self` for `T`) to its own generic parameter
    /// `V` and declares the result `V`, and `name` is an instance property of `T` (or one of its
    /// extensions) whose type is written: that type's key. Nil otherwise (a subscript the run does
    /// not declare, of an imported type, is not read).
    func keyPathSubscriptResultType(file: Int, first: Int, last: Int) -> String? {
        let source = sources[file]
        // `T` or `A.B`: the subscripted type.
        var j = first
        var written: [String] = []
        while j <= last, source.kind(j) == .identifier {
            written.append(source.text(j))
            j += 1
            guard j <= last, source.kind(j) == .period else { break }
            j += 1
        }
        guard !written.isEmpty, written.last?.first?.isUppercase == true, j <= last, source.kind(j) == .leftSquare,
              source.closingBracket(of: j) == last, source.kind(j + 1) == .backslash else { return nil }
        // `\.name` or `\T.name` (the root written as the subscripted type's last name).
        var k = j + 2
        if source.kind(k) == .identifier {
            guard source.text(k) == written.last, source.kind(k + 1) == .period else { return nil }
            k += 1
        }
        guard source.kind(k) == .period, source.kind(k + 1) == .identifier, k + 2 == last else { return nil }
        let member = source.text(k + 1)
        // A value of that name in scope (`settings[\.x]` of a property `Settings`) is no type.
        if written.count == 1, namesValue(written[0], file: file, token: first) { return nil }
        guard let key = catalogue.key(of: written, scope: lookupScope(file: file, token: first)),
              catalogue.typesByName[key]?.contains(where: { catalogue.sites[$0].declaration.kind != .extension }) == true,
              subscriptsReadKeyPathValue(ofKey: key) else { return nil }
        return writtenPropertyType(ofKey: key, named: member)
    }

    /// Whether the static subscripts of one unlabelled parameter in the bodies of the type keyed
    /// `key` (a metatype parameter, `K.Type`, left out: a key path literal is none) are at least
    /// one, and each takes a key path rooted at that type to its own generic parameter and
    /// declares that parameter as its result.
    private func subscriptsReadKeyPathValue(ofKey key: String) -> Bool {
        let simple = String(key.split(separator: ".").last ?? "")
        var found = false
        for body in catalogue.bodies(of: key) {
            let site = catalogue.sites[body]
            let source = sources[site.file]
            for declaration in RunWrappers.subscripts(site.declaration.members) where declaration.head.isStatic && declaration.parameters.count == 1 {
                guard declaration.parameters[0].label == "_" || !Self.hasExternalLabel(declaration, in: source) else { continue }
                guard let type = declaration.parameters[0].type else { return false }
                // `subscript<K>(key: K.Type)`: a metatype, which a key path literal is not.
                if type.last > type.first, source.kind(type.last - 1) == .period, source.isWord(type.last, "Type") { continue }
                guard let result = declaration.returnType, result.first == result.last, source.kind(result.first) == .identifier else { return false }
                let value = source.text(result.first)
                // `KeyPath<Root, Value>`: five tokens between the name and `>`, the root one name.
                let texts = (type.first ... type.last).map { source.text($0) }
                let name = texts.prefix(while: { $0 != "<" }).joined()
                guard Self.keyPathTypeNames.contains(name), texts.count == name.split(separator: ".").count * 2 - 1 + 5 else { return false }
                let arguments = Array(texts.suffix(5))
                guard arguments[0] == "<", arguments[1] == simple || arguments[1] == "Self", arguments[2] == ",", arguments[3] == value, arguments[4] == ">",
                      Self.genericParameterNames(of: declaration, in: source).contains(value) else { return false }
                found = true
            }
        }
        return found
    }

    /// Whether the one parameter of `declaration` has an external label: in a subscript only
    /// one written before the internal name (`subscript(key key: K)`).
    private static func hasExternalLabel(_ declaration: SubscriptDeclaration, in source: MigrationSource) -> Bool {
        guard let type = declaration.parameters.first?.type, type.first >= 3 else { return false }
        // `( label name :` before the type.
        return source.kind(type.first - 1) == .colon && source.kind(type.first - 2) == .identifier && source.kind(type.first - 3) == .identifier
            && source.text(type.first - 3) != "_"
    }

    /// The generic parameter names of a subscript (`subscript<T, U>`), as written.
    private static func genericParameterNames(of declaration: SubscriptDeclaration, in source: MigrationSource) -> [String] {
        let open = declaration.head.keyword + 1
        guard source.text(open) == "<" else { return [] }
        var names: [String] = []
        var k = open + 1
        var depth = 0
        while k < source.tokens.count, source.kind(k) != .leftParen {
            let text = source.text(k)
            if text == "<" { depth += 1 }
            if text == ">" { if depth == 0 { break }; depth -= 1 }
            if depth == 0, source.kind(k) == .identifier, source.text(k - 1) == "<" || source.kind(k - 1) == .comma { names.append(text) }
            k += 1
        }
        return names
    }

    /// The key of the written type of instance property `member` of the type keyed `key` (its
    /// declaration or extensions), read from the index; nil when none is declared with a written
    /// type, or declarations differ.
    private func writtenPropertyType(ofKey key: String, named member: String) -> String? {
        let index = runIndex.index
        let owners = index.types.keys.filter { $0 == key || (!key.contains(".") && $0.hasSuffix("." + key) && catalogue.keyByQualifiedName[$0] == key) }
        var found: Set<String> = []
        for qualified in owners {
            for entry in index.memberEntries(of: qualified, named: member) where !entry.isStatic && entry.kind == .property {
                guard let written = entry.type?.text, let name = Self.nominalName(ofType: written),
                      !entry.ownGenericParameters.contains(name), !isIndexGenericParameter(name, ofQualified: qualified) else { return nil }
                found.insert(typeKey(name, scope: entry.declaringScope))
            }
        }
        return found.count == 1 ? found.first : nil
    }
}
