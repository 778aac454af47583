import ObservableSyntax

/// A struct's implicit no-argument `init()` (review 19c/04, a `private struct Row: View` with
/// `@ObservedObject private var prefs = Prefs.shared` and a method that assigns `prefs`: the
/// run said that callers no longer compile, while its only caller, `Row()`, still does). When
/// every stored instance property has an initial value, Swift gives the struct an `init()` at
/// the struct's own access, beside the memberwise one that a `private var` makes `private`:
/// callers that pass nothing keep compiling. Rule: Swift's implicit initializers (The Swift
/// Programming Language, "Default Initializers" and "Memberwise Initializers for Structure Types").
extension MigrationPlanner {
    /// Whether the struct of site `k` keeps an `init()` that needs no argument, and no call of
    /// its initializers in the run passes one: each stored instance property (of its body; its
    /// extensions declare none) has an initial value, is a `var` of an optional type written
    /// `T?` (whose initial value is `nil`), or is a wrapped property whose attribute has
    /// arguments (`@Environment(\.dismiss)`) or needs none (`@EnvironmentObject`, `@Namespace`,
    /// `@FocusState`); and no `Name(…)`, `Name.init(…)` or `Name { … }`
    /// with an argument is written in the run (a call of a same-named type counts: the answer
    /// errs towards the error).
    func keepsArgumentlessInitializer(site k: Int) -> Bool {
        let site = catalogue.sites[k]
        let source = sources[site.file]
        for variable in ModelCatalogue.variables(site.declaration.members) where !variable.head.isStatic {
            // `@Environment(\.dismiss)`, `@EnvironmentObject` (`@Environment(T.self)` after the
            // run), `@Namespace`, `@FocusState`: initialised without a value.
            let wrappedWithArguments = ModelCatalogue.attributes(variable.attributes).contains { attribute in
                ["EnvironmentObject", "Namespace", "FocusState"].contains(attribute.name)
                    || (Wrapper(attribute: attribute) == nil && attribute.span.last > attribute.span.first && source.kind(attribute.span.last) == .rightParen)
            }
            for binding in variable.bindings where !binding.isComputed {
                if binding.initializer != nil || wrappedWithArguments || variable.modifiers.contains(where: { $0.name == "lazy" }) { continue }
                guard !variable.isLet, let annotation = binding.typeAnnotation, source.text(annotation.last) == "?" else { return false }
            }
        }
        return !callsPassArguments(to: site.simpleName)
    }

    /// Whether a call of type `name`'s initializer with an argument is written in the run:
    /// `Name(x)`, `Name.init(x)`, `Name { … }` (a trailing closure; not `struct Name {` nor
    /// `extension Name {`).
    private func callsPassArguments(to name: String) -> Bool {
        let declarationWords: Set<String> = ["struct", "class", "enum", "extension", "protocol", "actor", "typealias"]
        for source in sources {
            for j in source.indices(of: TokenSpan(0, max(0, source.tokens.count - 1))) where source.kind(j) == .identifier && source.text(j) == name {
                var next = j + 1
                if next + 1 < source.tokens.count, source.kind(next) == .period, source.isWord(next + 1, "init") { next += 2 }
                guard next + 1 < source.tokens.count else { continue }
                if source.kind(next) == .leftParen, source.kind(next + 1) != .rightParen { return true }
                if source.kind(next) == .leftBrace, !(j > 0 && (declarationWords.contains(source.text(j - 1)) || source.kind(j - 1) == .colon
                                                              || source.kind(j - 1) == .comma || source.kind(j - 1) == .period)) { return true }
            }
        }
        return false
    }
}
