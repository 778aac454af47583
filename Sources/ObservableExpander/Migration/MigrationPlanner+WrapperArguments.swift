import ObservableSyntax

/// SwiftUI's model wrappers written with their generic argument instead of a type annotation
/// (`@EnvironmentObject<Session> private var session`, `@StateObject<Model> var model = Model()`;
/// Yattee writes every environment object so): the property holds the argument, as
/// `@EnvironmentObject private var session: Session` does, and migrates as that form does
/// (`writtenType(of:file:)` gives the argument where the annotation is missing). A wrapper that
/// the run nests in one of them (`extension EnvironmentObject { @propertyWrapper struct Optional
/// … }`, then `@EnvironmentObject<Session>.Optional var session`) takes the outer wrapper's
/// `ObjectType`, which must be an `ObservableObject`: the class stays, with
/// `migrate-blocked-nested-wrapper` at the attribute.
/// Rule: README, migrate table, "`@EnvironmentObject var foo: Foo`", and the kept classes.
extension MigrationPlanner {
    /// A model wrapper attribute written with its generic argument.
    struct WrapperArgument {
        /// `EnvironmentObject`, `ObservedObject` or `StateObject` (without `SwiftUI.`).
        var wrapper: String
        /// The tokens between the angle brackets.
        var argument: TokenSpan
        /// The names after the arguments (`["Optional"]` of `EnvironmentObject<T>.Optional`):
        /// a nested type; empty for the wrapper itself.
        var nested: [String]
        /// The attribute's last token of the names (the `>`, or the nested type's last name).
        var last: Int
    }

    /// The written argument of `attribute` when it is `@EnvironmentObject<T>`,
    /// `@ObservedObject<T>` or `@StateObject<T>` (also `SwiftUI.`-qualified, or followed by a
    /// nested type's name); nil for any other attribute, or arguments that do not close with a
    /// `>` of their own (`<Outer<Int>>`). The one reading of a wrapper's generic argument.
    static func wrapperArgument(of attribute: Attribute, in source: MigrationSource) -> WrapperArgument? {
        let span = attribute.span
        var k = span.first + 1
        if source.isWord(k, "SwiftUI") && source.kind(k + 1) == .period { k += 2 }
        guard k + 3 <= span.last, source.kind(k) == .identifier, modelWrapperNames.contains(source.text(k)),
              source.kind(k + 1) == .operator, source.text(k + 1) == "<" else { return nil }
        var close = k + 1
        var angle = 0
        while close <= span.last {
            if source.kind(close) == .operator { angle += source.angleDelta(close) }
            if angle <= 0 { break }
            close += 1
        }
        guard close <= span.last, close > k + 2, source.text(close) == ">" else { return nil }
        var nested: [String] = []
        var last = close
        while last + 2 <= span.last && source.kind(last + 1) == .period && source.kind(last + 2) == .identifier {
            nested.append(source.text(last + 2))
            last += 2
        }
        return WrapperArgument(wrapper: source.text(k), argument: TokenSpan(k + 2, close - 1), nested: nested, last: last)
    }

    /// Each stored property of a type's body (not a local) with a model wrapper attribute
    /// written with its generic argument: its file, declaration, attribute and argument.
    static func wrapperArgumentProperties(_ catalogue: ModelCatalogue, _ sources: [MigrationSource])
        -> [(file: Int, variable: VariableDeclaration, attribute: Attribute, argument: WrapperArgument)] {
        var found: [(file: Int, variable: VariableDeclaration, attribute: Attribute, argument: WrapperArgument)] = []
        for site in catalogue.sites where site.declaration.kind != .protocol {
            for variable in ModelCatalogue.variables(site.declaration.members) {
                for attribute in ModelCatalogue.attributes(variable.attributes) {
                    guard let argument = wrapperArgument(of: attribute, in: sources[site.file]) else { continue }
                    found.append((site.file, variable, attribute, argument))
                }
            }
        }
        return found
    }

    /// Per file, the written argument of each one-name property wrapped by a model wrapper
    /// itself (not a nested type of it), by the token of the property's name.
    static func wrapperArgumentTypes(_ catalogue: ModelCatalogue, _ sources: [MigrationSource]) -> [[Int: TokenSpan]] {
        var types: [[Int: TokenSpan]] = Array(repeating: [:], count: sources.count)
        for property in wrapperArgumentProperties(catalogue, sources) where property.argument.nested.isEmpty && property.variable.bindings.count == 1 {
            guard case let .identifier(token) = property.variable.bindings[0].pattern else { continue }
            types[property.file][token] = property.argument.argument
        }
        return types
    }

    /// The tokens that write the type of a stored property's `binding` in `file`: its
    /// annotation, else the generic argument of its model wrapper attribute
    /// (`@EnvironmentObject<Session> var session`: `Session`).
    func writtenType(of binding: PatternBinding, file: Int) -> TokenSpan? {
        if let annotation = binding.typeAnnotation { return annotation }
        guard case let .identifier(token) = binding.pattern else { return nil }
        return wrapperArgumentTypes[file][token]
    }

    /// Whether the run declares type `name` nested in SwiftUI's `wrapper` (in an extension of
    /// it, `extension EnvironmentObject { struct Optional … }`, also `SwiftUI.`-qualified).
    func declaresNestedWrapper(_ name: String, in wrapper: String) -> Bool {
        catalogue.sites.contains { site in
            guard site.declaration.kind != .extension else { return false }
            let qualified = site.qualifiedName.hasPrefix("SwiftUI.") ? String(site.qualifiedName.dropFirst(8)) : site.qualifiedName
            return qualified == wrapper + "." + name
        }
    }

    /// The attributes of stored properties that the property rules read (`@EnvironmentObject<T>`
    /// of a one-name property, rewritten with it) or that `nestedWrapperBlockers` reports (a
    /// nested wrapper of the run): per file, the tokens of each, which are no use of the
    /// wrapper as a value.
    func wrapperArgumentAttributeTokens() -> [Set<Int>] {
        var tokens: [Set<Int>] = Array(repeating: [], count: sources.count)
        for property in Self.wrapperArgumentProperties(catalogue, sources) {
            let read = property.argument.nested.isEmpty ? property.variable.bindings.count == 1
                : declaresNestedWrapper(property.argument.nested[0], in: property.argument.wrapper)
            if read { tokens[property.file].formUnion(property.attribute.span.first ... property.attribute.span.last) }
        }
        return tokens
    }

    /// `@EnvironmentObject<T>.Nested var x` (also of `ObservedObject`, `StateObject`) where the
    /// run declares `Nested` in an extension of the wrapper and `T` is a candidate: the nested
    /// type's `ObjectType` must be an `ObservableObject`, so `T` stays (the blocker is at the
    /// attribute). A nested type of another module is left to `wrapperValueBlockers`.
    func nestedWrapperBlockers(candidates: Set<String>) -> [MigrationBlocker] {
        var blockers: [MigrationBlocker] = []
        for property in Self.wrapperArgumentProperties(catalogue, sources) {
            let argument = property.argument
            guard let nested = argument.nested.first, declaresNestedWrapper(nested, in: argument.wrapper) else { continue }
            let source = sources[property.file]
            guard let written = source.writtenTypeName(ofAnnotation: argument.argument) else { continue }
            let type = typeKey(written, file: property.file, token: argument.argument.first)
            guard candidates.contains(type) else { continue }
            let name = source.normalizedText(TokenSpan(property.attribute.span.first + 1, argument.last))
            blockers.append(MigrationBlocker(kind: .nestedWrapper, name: name, file: property.file, token: property.attribute.span.first, classes: [type]))
        }
        return blockers
    }
}
