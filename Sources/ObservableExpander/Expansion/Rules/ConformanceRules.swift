import ObservableSyntax

/// The conformance rules (R5): whether the class gets `Observable`, and where. (Whether a
/// class declares it itself: `Facts/ObservationRules.swift`, which the index reads too.)
extension ObservationRules {
    /// Whether and where the conformance goes (R5): not when the class declares it or inherits
    /// it from an ancestor of the run (the compiler would report a redundant conformance); in
    /// the inheritance clause for a local class (a local type cannot have an extension).
    /// `extendedAsObservable(name)`: whether an extension of the run adds `Observable` to the
    /// type named `name` (qualified); `hasObservableAncestor(inherited, scope)`: whether the
    /// first inherited type (as written, looked up from `scope`) is an observable class or
    /// descends from one (`DeclarationIndex.hasObservableAncestor`; a composition's members
    /// separated by `&`); `observableAlias`: the
    /// entry of the inheritance clause that is a type alias of `Observable`
    /// (`DeclarationIndex.observableAlias`), as the compiler resolves it.
    static func conformanceDecision(_ type: TypeDeclaration, scope: [String], isLocal: Bool,
                                    extendedAsObservable: (String) -> Bool,
                                    hasObservableAncestor: ([String]?, [String]) -> Bool,
                                    observableAlias: ([[String]], [String]) -> String? = { _, _ in nil }) -> Decision {
        if declaresObservable(type) {
            return Decision(rule: .declaresConformance, applies: false, reason: "its inheritance clause already names 'Observable'")
        }
        if !type.inheritance.isEmpty, let alias = observableAlias(type.inheritance.map(\.components), scope) {
            return Decision(rule: .declaresConformance, applies: false, reason: "its inheritance clause names 'Observable' through the type alias '\(alias)'")
        }
        // An extension of the class itself that adds `Observable`: the compiler asks for
        // nothing. (A protocol of its own that refines `Observable` does not count: the macro
        // still adds the extension, which then states the implied conformance.)
        let qualified = (scope.last.map { $0 + "." } ?? "") + type.name
        if !isLocal && extendedAsObservable(qualified) {
            return Decision(rule: .declaresConformance, applies: false, reason: "an extension of it already adds 'Observable'")
        }
        // A composition's members as `DeclarationIndex.writtenSuperclass` keeps them (`Base & P`:
        // `Base`, `&`, `P`), so that the chain is read as the index reads a class's.
        if hasObservableAncestor(type.inheritance.first.map(DeclarationIndex.writtenSuperclass), scope) {
            let name = type.inheritance.first?.qualifiedName ?? ""
            return Decision(rule: .inheritsConformance, applies: false, reason: "it inherits 'Observable' through '\(name)'")
        }
        if isLocal {
            return Decision(rule: .localTypeConformance, applies: true, reason: "written in its inheritance clause, since a local class cannot have an extension")
        }
        return Decision(rule: .addsConformance, applies: true, reason: "an extension after the class")
    }
}
