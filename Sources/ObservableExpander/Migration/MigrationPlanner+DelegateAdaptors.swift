import ObservableSyntax

/// `@NSApplicationDelegateAdaptor(AppDelegate.self) var appDelegate` (also `UI…`, `WK…`): the
/// property holds an `AppDelegate`, spelled in the attribute's argument.
extension MigrationPlanner {
    static let delegateAdaptors: Set<String> = ["NSApplicationDelegateAdaptor", "UIApplicationDelegateAdaptor", "WKApplicationDelegateAdaptor",
                                                "WKExtensionDelegateAdaptor"]

    /// The type key of a binding with no written type and no initializer whose declaration
    /// carries a delegate adaptor attribute with a `T.self` argument; nil otherwise.
    func delegateAdaptorType(of binding: PatternBinding, file: Int) -> String? {
        guard case let .identifier(token) = binding.pattern, let argument = delegateAdaptorArgument(before: token, in: sources[file]) else { return nil }
        return typeKey(argument.type, file: file, token: argument.first)
    }

    /// The adaptor attribute's `T.self` argument of the declaration whose name is at token
    /// `name` (`@UIApplicationDelegateAdaptor(T.self) private var name`): `T` as written and its
    /// first token; nil when the name is not declared so.
    func delegateAdaptorArgument(before name: Int, in source: MigrationSource) -> (type: String, first: Int)? {
        var k = name - 1
        guard k > 0, source.isWord(k, "var") || source.isWord(k, "let") else { return nil }
        k -= 1
        let modifiers: Set<String> = ["private", "fileprivate", "internal", "public", "package"]
        while k > 0, source.kind(k) == .identifier, modifiers.contains(source.text(k)) { k -= 1 }
        guard k > 2, source.kind(k) == .rightParen else { return nil }
        let close = k
        var open = close - 1
        while open > 0 && source.kind(open) != .leftParen { open -= 1 }
        guard open >= 2, source.kind(open - 2) == .atSign, source.kind(open - 1) == .identifier,
              Self.delegateAdaptors.contains(source.text(open - 1)),
              close - 2 > open + 1, source.kind(close - 2) == .period, source.isWord(close - 1, "self") else { return nil }
        let type = (open + 1 ... close - 3).map { source.text($0) }.joined()
        guard (open + 1 ... close - 3).allSatisfy({ source.kind($0) == .identifier || source.kind($0) == .period }) else { return nil }
        return (type, open + 1)
    }

    /// `$appDelegate.x` of an adaptor property of a candidate delegate class: the adaptor's
    /// projected value is `ObservedObject<T>.Wrapper`, declared only where `T: ObservableObject`,
    /// so the class stays (a blocker at each such use).
    func delegateAdaptorProjectionBlockers(candidates: Set<String>) -> [MigrationBlocker] {
        var blockers: [MigrationBlocker] = []
        for (k, site) in catalogue.sites.enumerated() where site.declaration.kind != .protocol {
            let source = sources[site.file]
            for variable in ModelCatalogue.variables(site.declaration.members) {
                for binding in variable.bindings {
                    guard let type = delegateAdaptorType(of: binding, file: site.file), candidates.contains(type),
                          let name = self.name(of: binding, in: source) else { continue }
                    for (file, span) in bodySpans(of: catalogue.sites[k].key) {
                        for use in sources[file].dollarUses(in: span) where use.name == name && (use.receiver == .implicit || use.receiver == .selfValue) {
                            blockers.append(MigrationBlocker(kind: .delegateAdaptorProjection, name: "$" + name, file: file, token: use.index, classes: [type]))
                        }
                    }
                }
            }
        }
        return blockers
    }
}
