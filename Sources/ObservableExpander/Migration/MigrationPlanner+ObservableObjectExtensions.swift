import ObservableSyntax

/// `extension ObservableObject { func changePublisher<T>(at: KeyPath<Self, T>) -> … }` (review
/// 26c/01, pillarbox-apple): the extension gives its members to every conformer, and a class
/// needs `ObservableObject` only where one of them is called on it. It kept every class of the
/// run ("code written against 'ObservableObject' itself"), 7 of pillarbox's for nothing, though
/// nothing called it on them. Now each use of a member decides: a receiver whose type is a class
/// of the run keeps that class (reported at the use), `self` or no receiver inside a class
/// keeps that class, and a receiver that cannot be told keeps every class, as before.
extension MigrationPlanner {
    /// The blockers of the extension of `ObservableObject` whose extended name is token
    /// `mention` of `file`; nil when `mention` is no such name, or the extension declares
    /// something other than methods and computed properties (then every class stays).
    func observableObjectExtensionBlockers(file: Int, mention: Int, candidates: [String]) -> [MigrationBlocker]? {
        guard let k = catalogue.sitesByFile[file].first(where: { k in
            let declaration = catalogue.sites[k].declaration
            return declaration.kind == .extension && declaration.nameToken == mention
        }) else { return nil }
        let site = catalogue.sites[k], source = sources[file]
        guard site.declaration.name == "ObservableObject" || site.declaration.name == "Combine.ObservableObject" else { return nil }
        var names: Set<String> = []
        for member in site.declaration.members {
            switch member {
            case let .function(function) where !function.head.isStatic:
                names.insert(function.name)
            case let .variable(variable) where !variable.head.isStatic && variable.bindings.allSatisfy(\.isComputed):
                for binding in variable.bindings { if let name = name(of: binding, in: source) { names.insert(name) } }
            default:
                return nil
            }
        }
        var blockers: [MigrationBlocker] = []
        for (useFile, use) in sources.enumerated() {
            guard use.tokens.count > 1 else { continue }
            for t in 1 ..< use.tokens.count where use.kind(t) == .identifier && names.contains(use.text(t)) {
                // The extension's own declarations and bodies are no use by a class.
                if useFile == file, let open = site.declaration.leftBrace, open < t, t <= (site.declaration.rightBrace ?? Int.max) { continue }
                if use.kind(t - 1) == .period {
                    // `x.changePublisher(…)`: the receiver's type.
                    let receiver = chainReceiverType(file: useFile, period: t - 1)
                    if let receiver, candidates.contains(receiver) {
                        blockers.append(MigrationBlocker(kind: .observableObjectType, name: "", file: useFile, token: t, classes: [receiver]))
                    } else if let receiver, let sites = catalogue.typesByName[receiver],
                              sites.allSatisfy({ [.class, .struct, .enum, .actor].contains(catalogue.sites[$0].declaration.kind) }) {
                        // A concrete type of the run that is no such class: none of them.
                        continue
                    } else {
                        // Untold, a generic parameter, a protocol or an imported type: any class.
                        blockers.append(MigrationBlocker(kind: .observableObjectType, name: "", file: useFile, token: t, classes: candidates))
                    }
                } else if use.kind(t + 1) != .colon, !["func", "var", "let", "case"].contains(use.text(t - 1)) {
                    // A bare use inside a class is on `self`; elsewhere it cannot be told
                    // (a local or parameter of the name is over-read: the class stays).
                    guard let enclosing = catalogue.enclosingSite(file: useFile, token: t) else { continue }
                    let key = catalogue.sites[enclosing].key
                    if candidates.contains(key) {
                        blockers.append(MigrationBlocker(kind: .observableObjectType, name: "", file: useFile, token: t, classes: [key]))
                    } else if catalogue.sites[enclosing].declaration.kind == .extension || catalogue.sites[enclosing].declaration.kind == .protocol {
                        blockers.append(MigrationBlocker(kind: .observableObjectType, name: "", file: useFile, token: t, classes: candidates))
                    }
                }
            }
        }
        return blockers
    }
}
