import ObservableSyntax

/// The type of a view property read from an environment key without a written type
/// (review 48/05: `@Environment(\.theme) private var theme`, the usual form): SwiftUI's
/// `Environment<Value>.init(_ keyPath: KeyPath<EnvironmentValues, Value>)` gives it the type of
/// the property the key path names, declared in the run's `extension EnvironmentValues { var
/// theme: Theme { … } }`: that type, as if written. Rule: SwiftUI's `Environment` initializer.
extension MigrationPlanner {
    /// The key of the type `binding` of `variable` (in `file`) holds: its written or inferred
    /// type (`propertyType`), or for `@Environment(\.name)` (also `\EnvironmentValues.name`,
    /// `@SwiftUI.Environment`) with none written, the type the run's extensions of
    /// `EnvironmentValues` declare `name` with (one written type); nil otherwise.
    func heldType(of binding: PatternBinding, in variable: VariableDeclaration, file: Int) -> String? {
        if let type = propertyType(of: binding, file: file) { return type }
        guard binding.typeAnnotation == nil, binding.initializer == nil, let member = environmentKeyPathMember(variable, file: file) else { return nil }
        var found: Set<String> = []
        for site in catalogue.sites where site.declaration.kind == .extension
            && (site.declaration.name == "EnvironmentValues" || site.declaration.name == "SwiftUI.EnvironmentValues") {
            for declared in ModelCatalogue.variables(site.declaration.members) where !declared.head.isStatic {
                for value in declared.bindings where name(of: value, in: sources[site.file]) == member {
                    guard value.typeAnnotation != nil, let type = typeName(of: value, file: site.file) else { return nil }
                    found.insert(type)
                }
            }
        }
        return found.count == 1 ? found.first : nil
    }

    /// `name` of the attribute `@Environment(\.name)` (or `\EnvironmentValues.name`) of
    /// `variable`, the whole argument a key path of one member; nil for any other attribute.
    func environmentKeyPathMember(_ variable: VariableDeclaration, file: Int) -> String? {
        let source = sources[file]
        for attribute in ModelCatalogue.attributes(variable.attributes) where attribute.name == "Environment" || attribute.name == "SwiftUI.Environment" {
            let span = attribute.span
            guard let open = (span.first ... span.last).first(where: { source.kind($0) == .leftParen }), source.closingBracket(of: open) == span.last,
                  source.kind(open + 1) == .backslash else { continue }
            var k = open + 2
            if source.isWord(k, "EnvironmentValues") { k += 1 }
            guard source.kind(k) == .period, source.kind(k + 1) == .identifier, k + 2 == span.last else { continue }
            return source.text(k + 1)
        }
        return nil
    }
}
