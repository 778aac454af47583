import ObservableSyntax

/// How the protocol and generic rewrites spell Observation's `Observable` (review 18b/04): a
/// bare `Observable` names whatever type of that name the file sees first, and RxSwift's
/// `class Observable<Element>` or a run's own `final class Observable<T>` (the MVVM "box")
/// shadow the protocol, so the rewritten constraint no longer builds. The macro's expansion
/// spells it `Observation.Observable`; the rewrites do too unless the file can see no other.
extension MigrationPlanner {
    /// `Observable` as a rewrite in `file` writes it: `Observation.Observable` when the run
    /// declares a type, typealias or generic parameter named `Observable`, or when the file
    /// imports a module not known to declare none (`RxSwift`, the app's own modules); else
    /// `Observable`.
    func observableName(file: Int) -> String {
        let source = sources[file]
        let imports = DeclarationIndex.importedModules(members: source.tree.members, tokens: source.tokens, bytes: source.bytes)
        if declaresType(named: "Observable") || !imports.isSubset(of: ObservationRules.modulesWithoutOtherObservable) { return "Observation.Observable" }
        return "Observable"
    }
}
