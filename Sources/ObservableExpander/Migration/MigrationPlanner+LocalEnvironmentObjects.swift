import ObservableSyntax

/// A wrapped local `@EnvironmentObject var model: Model` (in a function or closure body) of a
/// class that becomes `@Observable`: it compiles as a local (SwiftUI never fills it in, so only
/// a local that is never read runs), and `@EnvironmentObject` of an `@Observable` class does
/// not. It becomes `@Environment(Model.self) var model`, as a view property does, which
/// compiles the same way and behaves as it did.
extension MigrationPlanner {
    /// The attribute that replaces `@EnvironmentObject` on the local whose name is at token
    /// `name` of `file` and whose declaration ends at token `end`: `@Environment(T.self)` with
    /// `T` its written type (`expressionSpelling(ofType:view:file:)` where a member of the enclosing type takes its name). Nil when no type is written, when it has an initial value, or when
    /// `$name` is used in the enclosing block (`Environment` projects no bindings): then it is
    /// left with an error.
    mutating func localEnvironmentAttribute(file: Int, at: Int, name: Int, end: Int) -> String? {
        let source = sources[file]
        guard name + 2 <= end, source.kind(name + 1) == .colon,
              !(name + 2 ... end).contains(where: { source.kind($0) == .equal || source.kind($0) == .leftBrace }) else { return nil }
        let block = enclosingBlock(of: at, in: source)
        if source.dollarUses(in: block).contains(where: { $0.receiver == .implicit && $0.name == source.text(name) }) { return nil }
        var written = source.normalizedText(TokenSpan(name + 2, end))
        // A member of the enclosing type named as the type would be found (review 28c/02).
        if let k = catalogue.enclosingSite(file: file, token: at) { written = expressionSpelling(ofType: written, view: catalogue.sites[k].key, file: file) }
        return "@" + swiftUI("Environment", file: file, token: at) + "(\(written).self)"
    }
}
