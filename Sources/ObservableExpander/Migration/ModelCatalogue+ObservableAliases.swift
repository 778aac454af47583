import ObservableSyntax

/// Typealiases that compose `ObservableObject` (review 20a/01, fluentui-apple: `public typealias
/// ControlState = NSObject & ObservableObject & Identifiable`, named in the inheritance clauses
/// of 10 classes). A class whose clause (or an extension's) names such an alias conforms to
/// `ObservableObject` through it: it is a candidate, found as one that names it. The alias
/// moves with its conformers: when all of them migrate its `ObservableObject` becomes
/// `Observable` (`MigrationPlanner+AliasConformers`).
/// Rule: README, migrate table, `typealias X = … & ObservableObject & …` row.
extension ModelCatalogue {
    /// An alias of the run whose target is a plain composition naming `ObservableObject`.
    struct ObservableAlias {
        /// The file that declares it.
        var file: Int
        /// The token of `ObservableObject` in its target (`Combine.ObservableObject`: the last).
        var mention: Int
    }

    /// The aliases of `sources` (at file scope or in a type of `sites`) whose target is a
    /// composition of names (`NSObject & ObservableObject & Identifiable`, qualified names
    /// allowed; no generic arguments, `any` or `some`) naming `ObservableObject`, by name. A
    /// name declared by two such aliases, or by one such and another typealias, is left out.
    static func observableAliases(_ sources: [MigrationSource], sites: [TypeSite], sitesByFile: [[Int]]) -> [String: ObservableAlias] {
        var found: [String: ObservableAlias] = [:]
        var other: Set<String> = []
        var seen: Set<String> = []
        for (file, source) in sources.enumerated() {
            var bodies = [source.tree.members]
            for k in sitesByFile[file] { bodies.append(sites[k].declaration.members) }
            for members in bodies {
                for case let .typeAlias(alias) in MemberWalk(members) where !alias.isAssociatedType {
                    guard let target = alias.target, let mention = compositionMention(target, in: source) else { other.insert(alias.name); continue }
                    if !seen.insert(alias.name).inserted { other.insert(alias.name) }
                    found[alias.name] = ObservableAlias(file: file, mention: mention)
                }
            }
        }
        for name in other { found[name] = nil }
        return found
    }

    /// The token of `ObservableObject` in `target` when it is a composition of names that
    /// names it; nil otherwise.
    private static func compositionMention(_ target: TokenSpan, in source: MigrationSource) -> Int? {
        var mention: Int?
        for j in source.indices(of: target) {
            switch source.kind(j) {
            case .identifier:
                guard !["any", "some"].contains(source.text(j)) else { return nil }
                if source.text(j) == "ObservableObject", j == target.first || source.kind(j - 1) != .period || (j >= 2 && source.isWord(j - 2, "Combine")) {
                    mention = j
                }
            case .period: continue
            case .operator where source.text(j) == "&": continue
            default: return nil
            }
        }
        return mention
    }
}
