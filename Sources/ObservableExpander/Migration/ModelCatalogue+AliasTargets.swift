/// A type name of the run followed through its typealiases to what it stands for: one
/// function for every place `migrate` reads a name that may be an alias of a wrapper
/// (`typealias PWUserDefaults = PropertyWrappers.UserDefaults` as an attribute, review 22c/02)
/// or of a SwiftUI wrapper of a model (`typealias AppWrapper = EnvironmentObject<AppModel>`,
/// review 22b/01).
extension ModelCatalogue {
    /// What a typealias of the run names in the end.
    struct AliasTarget: Equatable {
        /// The target's name as written, by component (`["PropertyWrappers", "UserDefaults"]`).
        let components: [String]
        /// Its generic arguments as written (`["AppModel"]`); empty when it has none.
        let arguments: [String]
        /// The lookup scope of the last alias (the qualified names enclosing it, outermost
        /// first), where `components` and `arguments` are to be read.
        let scope: [String]
    }

    /// The target of the typealias that `components`, written in lookup scope `scope`, names,
    /// through chains of aliases (at most 8), as the index resolves names there; nil when the
    /// name is no typealias of the run (a type, an unknown name, an alias from a module
    /// interface, or one whose target is no nominal type such as a function or a composition).
    /// A generic alias's own parameters are not substituted: its arguments are read as written.
    func aliasTarget(of components: [String], scope: [String]) -> AliasTarget? {
        var reference = components
        var lookupScope = scope
        var found: AliasTarget?
        for _ in 0 ..< 8 {
            guard let qualified = index.resolve(reference, in: lookupScope, useFallback: false),
                  let alias = index.typeEntries(qualified, useFallback: false)?.first(where: { $0.kind == .typeAlias && !$0.fromInterface }),
                  let target = alias.aliasTarget, let nominal = TypeSpelling.nominal(target.text) else { break }
            reference = nominal.name.split(separator: ".").map(String.init)
            found = AliasTarget(components: reference, arguments: nominal.arguments, scope: alias.scope)
            lookupScope = alias.scope
        }
        return found
    }

    /// `aliasTarget(of:scope:)` of an attribute's name as written (`PWUserDefaults`,
    /// `Module.Alias`), read at file scope and in `scope`.
    func aliasTarget(ofAttribute name: String, scope: [String] = []) -> AliasTarget? {
        aliasTarget(of: name.split(separator: ".").map(String.init), scope: scope)
    }
}
