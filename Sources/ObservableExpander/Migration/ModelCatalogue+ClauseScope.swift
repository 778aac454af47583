import ObservableSyntax

/// Names written in inheritance clauses, found as the compiler finds them (review 24c/01 and
/// 24c/02, pera-ios: the nested `JointAccountPendingTransactionOverlayModel.ViewModel` was taken
/// for the superclass of 35 file-scope `final class X: ViewModel`, whose `ViewModel` is an
/// imported protocol). A type nested in another is seen, unqualified, only from inside that
/// type: its body, its extensions, the types nested in them, and the bodies of its subclasses
/// (inherited member types); elsewhere the bare name is an imported type, not a type of the run.
extension ModelCatalogue {
    /// Whether the run's type keyed `key` (one the catalogue found by its simple name `name`
    /// alone, without the index's scoped lookup) is in scope where `components` is written in
    /// an inheritance clause read in `scope` (`clauseScope(of:)`; the qualified names enclosing
    /// the clause, outermost first). True for a file-scope or local type (a local type's
    /// function is not recorded: kept as before), and for a qualified name that ends with the
    /// type's qualified name (`Outer.Model`, `MyApp.Store`). A bare name of a nested type: true
    /// when the scope is, or is nested in, the type enclosing it, or is a subclass (through the
    /// run's index) of that type or of one nesting it.
    func isInClauseScope(_ key: String, written components: [String], scope: [String]) -> Bool {
        let candidates = typesByName[key] ?? []
        guard !candidates.isEmpty else { return true }
        let written = components.joined(separator: ".")
        for k in candidates {
            let site = sites[k]
            if site.isLocal || site.scope.isEmpty { return true }
            if components.count > 1 {
                if written == site.qualifiedName || written.hasSuffix("." + site.qualifiedName) { return true }
                continue
            }
            guard let enclosing = site.scope.last else { return true }
            if scope.contains(where: { $0 == enclosing || $0.hasPrefix(enclosing + ".") }) { return true }
            if scope.contains(where: { inheritsFrom($0, enclosing) }) { return true }
        }
        return false
    }

    /// Whether the class of qualified name `name` has `ancestor` (qualified) among its
    /// superclasses, as the run's index resolves them (at most 16, a cycle cut); the last may
    /// be a type the run only extends, matched as written.
    private func inheritsFrom(_ name: String, _ ancestor: String) -> Bool {
        var current = name
        var seen: Set<String> = [name]
        for _ in 0 ..< 16 {
            guard let parent = index.superclass(of: current) else {
                // An imported superclass that the run extends (`extension UIView { class Model }`
                // seen from `class Panel: UIView`): the name as written.
                let written = index.typeEntries(current, useFallback: false)?.first(where: { $0.kind == .class })?.firstInherited
                return written?.joined(separator: ".") == ancestor
            }
            guard seen.insert(parent).inserted else { return false }
            if parent == ancestor { return true }
            current = parent
        }
        return false
    }
}
