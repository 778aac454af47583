import ObservableSyntax

/// The type a `\.$name` key path (no root written) reaches: its root is the contextual type,
/// which the tool does not infer; when the type the key path is written in declares a wrapped
/// `name` itself (an App Intent's `@Parameter var pipelines` in `Summary { \.$pipelines }`),
/// the key path names that type's own projection.
extension MigrationPlanner {
    /// Attributes that are no property wrapper, though spelled like a type.
    static let nonWrapperAttributes: Set<String> = ["MainActor", "NSManaged", "IBOutlet", "IBInspectable", "GKInspectable", "NSCopying"]

    /// The root of the key path `\.$name` whose `$name` is token `index` of `file`: the class a
    /// wrapper attribute passes, the root its callee's parameter declares (`declaredKeyPathRoot`),
    /// else the key of the innermost type (or the type an extension extends) holding it when one
    /// of its declarations has a stored property `name` with a property wrapper attribute; nil
    /// when none (the key path's root cannot be told).
    func keyPathRootOwner(file: Int, token index: Int, name: String) -> String? {
        // `@Watched(Store.shared, \.$count)`: the class passed to the wrapper (review 25a/02).
        if let root = attributeKeyPathRoot(file: file, token: index) { return root }
        // `watch(\.$count)` of `func watch(_ path: KeyPath<Counter, …>)`: `Counter`'s (48/3).
        if index >= 2, let root = declaredKeyPathRoot(file: file, backslash: index - 2) { return root }
        guard let site = catalogue.enclosingSite(file: file, token: index) else { return nil }
        let key = catalogue.sites[site].key
        for k in catalogue.typesByName[key] ?? [] {
            let source = sources[catalogue.sites[k].file]
            for variable in ModelCatalogue.variables(catalogue.sites[k].declaration.members) where !variable.head.isStatic {
                let wrapped = ModelCatalogue.attributes(variable.attributes).contains { attribute in
                    let last = attribute.name.split(separator: ".").last.map(String.init) ?? attribute.name
                    return last.first?.isUppercase == true && !Self.nonWrapperAttributes.contains(last)
                }
                guard wrapped else { continue }
                for binding in variable.bindings where self.name(of: binding, in: source) == name { return key }
            }
        }
        return nil
    }
}

extension MigrationPlanner {
    /// The type a stored property of a type holds: `resolvedType`, else `storedChainType`.
    func propertyType(of binding: PatternBinding, file: Int) -> String? {
        resolvedType(of: binding, file: file) ?? storedChainType(of: binding, file: file)
            // `Data.items.first!`, `Data.items[0]`, `Data.items.first ?? Item()`.
            ?? binding.initializer.flatMap { elementAccessType(file: file, first: $0.first, last: $0.last) }
            // `InjectedValues[\.permissions]`: the property the key path names.
            ?? binding.initializer.flatMap { keyPathSubscriptResultType(file: file, first: $0.first, last: $0.last) }
    }

    /// The type of an initializer that ends in a call whose first argument is `X.self`
    /// (`Container.shared.resolve(X.self)`: a generic method that returns its type parameter,
    /// `MetatypeResults`), typed as the same expression passed to `.environmentObject` is
    /// (review 24b/01, klock-ios-app: 14 `@StateObject` errors one call away from rewritten
    /// `.environmentObject` sites). Nil for any other initializer.
    func metatypeCallType(file: Int, initializer: TokenSpan) -> String? {
        let source = sources[file]
        // `resolve(X.self)!` as well (review 27c/02).
        let close = source.isPostfixUnwrap(initializer.last) && source.text(initializer.last) == "!" ? initializer.last - 1 : initializer.last
        guard source.kind(close) == .rightParen, let open = openingParen(file: file, of: close), open > initializer.first,
              metatypeArgument(file: file, open: open, close: close) != nil else { return nil }
        return argumentType(file: file, first: initializer.first, last: initializer.last)
    }

    /// The type of a wrapped property's initializer that is a value or a chain of stored properties
    /// from one (`WDM`, `Current.kiosk`, `env.settings.store`: a global variable, a property or a local,
    /// each link typed by its written type, else by its initializer), as `.environmentObject`'s
    /// argument is typed. Nil for any other initializer, or when a link cannot be told.
    func storedChainType(of binding: PatternBinding, file: Int) -> String? {
        guard let initializer = binding.initializer else { return nil }
        let source = sources[file]
        for k in initializer.first ... initializer.last {
            let expected: TokenKind = (k - initializer.first) % 2 == 0 ? .identifier : .period
            guard source.kind(k) == expected else { return nil }
        }
        guard source.kind(initializer.last) == .identifier,
              namesValue(source.text(initializer.first), file: file, token: initializer.first) else { return nil }
        return argumentType(file: file, first: initializer.first, last: initializer.last)
    }
}

extension MigrationPlanner {
    /// Whether token `index` of `file` is in the body of an extension of `UserDefaults` (not in
    /// a type nested in it): there `set(_:forKey:)` with no receiver, or on `self`, writes the
    /// defaults.
    func inUserDefaultsExtension(file: Int, token index: Int) -> Bool {
        guard let site = catalogue.enclosingSite(file: file, token: index) else { return false }
        let declaration = catalogue.sites[site].declaration
        return declaration.kind == .extension && (declaration.name == "UserDefaults" || declaration.name == "Foundation.UserDefaults")
    }
}
