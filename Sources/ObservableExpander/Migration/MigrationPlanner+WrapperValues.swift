import ObservableSyntax

/// SwiftUI's wrappers of an `ObservableObject` used as values (fifth review, F3): the type
/// `ObservedObject<Clip>` (`StateObject<Clip>`, `EnvironmentObject<Clip>`, their `.Wrapper`)
/// written anywhere, and `_clip`, the wrapper store of a `@ObservedObject var clip: Clip`, read,
/// passed or assigned whole. Neither has one counterpart once `Clip` is `@Observable`: the
/// wrapper asks for `ObservableObject`, and what the store becomes (`State`, `Bindable`,
/// `Environment` or no wrapper at all) depends on every place the value goes. So the class stays,
/// with the reason at the site, as for `ObservableObject` written outside an inheritance clause:
/// never silent, and the rest of the run is not stopped as an error would stop it.
extension MigrationPlanner {
    static let objectWrapperNames: Set<String> = ["ObservedObject", "StateObject", "EnvironmentObject"]

    /// The blockers of the candidates named as a wrapper's generic argument or reached through
    /// a wrapper store `_x`, in every file.
    func wrapperValueBlockers(candidates: Set<String>) -> [MigrationBlocker] {
        var blockers: [MigrationBlocker] = []
        let attributeTokens = wrapperArgumentAttributeTokens()
        for (file, source) in sources.enumerated() {
            // `_x = StateObject(wrappedValue: …)` and its kind are rewritten with the property.
            var rewritten: Set<Int> = []
            let whole = TokenSpan(0, max(0, source.tokens.count - 1))
            for assignment in source.stateObjectAssignments(in: whole) + source.observedObjectAssignments(in: whole) {
                rewritten.formUnion(assignment.callee.first ... assignment.callee.last)
            }
            for assignment in source.environmentObjectAssignments(in: whole) { rewritten.formUnion(assignment.call.first ... assignment.call.last) }
            // `@EnvironmentObject<T> var x`: the property's type, written in its attribute.
            rewritten.formUnion(attributeTokens[file])
            for (token, argument) in Self.wrapperTypeMentions(in: source) where !rewritten.contains(token) {
                let type = typeKey(argument.name, file: file, token: token)
                guard candidates.contains(type) else { continue }
                let written = source.text(token) + "<" + argument.name + ">"
                blockers.append(MigrationBlocker(kind: .wrapperValue, name: written, file: file, token: token, classes: [type]))
            }
        }
        blockers += wrapperStoreBlockers(candidates: candidates) + focusedObjectBlockers(candidates: candidates)
            + importedWrapperBlockers(candidates: candidates)
            + delegateAdaptorProjectionBlockers(candidates: candidates)
        return blockers
    }

    /// `@FocusedObject var x: T` and `.focusedObject(x)`/`.focusedSceneObject(x)` of a
    /// candidate `T`: SwiftUI asks for `ObservableObject` there, so the class stays (the
    /// Observation forms need newer SDKs than the code may build with).
    func focusedObjectBlockers(candidates: Set<String>) -> [MigrationBlocker] {
        var blockers: [MigrationBlocker] = []
        for site in catalogue.sites where site.declaration.kind != .protocol {
            let source = sources[site.file]
            for variable in ModelCatalogue.variables(site.declaration.members) {
                guard let attribute = ModelCatalogue.attributes(variable.attributes).first(where: { $0.name == "FocusedObject" || $0.name == "SwiftUI.FocusedObject" })
                else { continue }
                for binding in variable.bindings {
                    guard let type = propertyType(of: binding, file: site.file), candidates.contains(type) else { continue }
                    let name = self.name(of: binding, in: source) ?? "?"
                    blockers.append(MigrationBlocker(kind: .focusedObject, name: "@FocusedObject var \(name)", file: site.file,
                                                     token: attribute.span.first, classes: [type]))
                }
            }
        }
        for (file, source) in sources.enumerated() {
            for call in source.focusedObjectCalls(in: TokenSpan(0, max(0, source.tokens.count - 1))) where call.close > call.open + 1 {
                guard let type = argumentType(file: file, first: call.open + 1, last: call.close - 1), candidates.contains(type) else { continue }
                let site = "." + source.text(call.name) + "(" + Self.shortened(source.sourceText(TokenSpan(call.open + 1, call.close - 1))) + ")"
                blockers.append(MigrationBlocker(kind: .focusedObject, name: site, file: file, token: call.name, classes: [type]))
            }
        }
        return blockers
    }

    /// `ObservedObject<T>` (also `SwiftUI.`-qualified): the wrapper's token and the dotted name
    /// of its one argument; an argument that is no plain name (`[T]`, `T?`) is not taken.
    static func wrapperTypeMentions(in source: MigrationSource) -> [(token: Int, argument: (name: String, last: Int))] {
        var found: [(token: Int, argument: (name: String, last: Int))] = []
        let count = source.tokens.count
        for j in 0 ..< count where source.kind(j) == .identifier && objectWrapperNames.contains(source.text(j)) {
            guard j + 2 < count, source.kind(j + 1) == .operator, source.text(j + 1) == "<",
                  source.tokens[j + 1].start == source.tokens[j].end, source.kind(j + 2) == .identifier else { continue }
            var name = source.text(j + 2)
            var k = j + 2
            while k + 2 < count && source.kind(k + 1) == .period && source.kind(k + 2) == .identifier {
                k += 2
                name += "." + source.text(k)
            }
            // `>`, `>?`, `>.Wrapper`: the closing angle starts the next token.
            guard k + 1 < count, source.kind(k + 1) == .operator, source.text(k + 1).hasPrefix(">") else { continue }
            found.append((j, (name, k)))
        }
        return found
    }

    /// `_x` of a `@StateObject`/`@ObservedObject`/`@EnvironmentObject` property whose type is a
    /// candidate, in the bodies of its type, other than the `_x = Wrapper(…)` forms that are
    /// rewritten with the property and a local of that name.
    func wrapperStoreBlockers(candidates: Set<String>) -> [MigrationBlocker] {
        var blockers: [MigrationBlocker] = []
        for site in catalogue.sites where site.declaration.kind != .protocol && site.declaration.kind != .extension {
            let source = sources[site.file]
            // Each store, and whether it stays a wrapper (`State`, `Environment`, `Bindable`):
            // not a `@ObservedObject` without `$x`, nor a `@StateObject` of a shared instance,
            // which become plain properties (as `rewriteViewProperties` decides).
            var stores: [String: (type: String, staysWrapper: Bool)] = [:]
            for variable in ModelCatalogue.variables(site.declaration.members) {
                guard let wrapper = ModelCatalogue.attributes(variable.attributes).lazy.compactMap({ Wrapper(attribute: $0) }).first,
                      variable.bindings.count == 1, let binding = variable.bindings.first, let name = name(of: binding, in: source),
                      let type = propertyType(of: binding, file: site.file), candidates.contains(type) else { continue }
                var staysWrapper = wrapper == .environmentObject
                    || (wrapper == .stateObject && (binding.initializer.map { isStoredSharedInstance($0, file: site.file, implicitType: type) }
                        ?? assignsSharedInstancesOnly(stateObjectAssignments(to: name, inType: site.key))) != true)
                if !staysWrapper {
                    staysWrapper = bodySpans(of: site.key).contains { span in
                        sources[span.file].dollarUses(in: span.span).contains { ($0.receiver == .implicit || $0.receiver == .selfValue) && $0.name == name }
                    }
                }
                stores["_" + Self.unbackticked(name)] = (type, staysWrapper)
            }
            guard !stores.isEmpty else { continue }
            for (file, span) in bodySpans(of: site.key) {
                let body = sources[file]
                var rewritten: Set<Int> = []
                for assignment in body.stateObjectAssignments(in: span) + body.observedObjectAssignments(in: span) { rewritten.insert(assignment.target) }
                for assignment in body.environmentObjectAssignments(in: span) { rewritten.insert(assignment.target) }
                for token in body.underscoredNames(in: span) where !rewritten.contains(token) {
                    guard let (type, staysWrapper) = stores[body.text(token)] else { continue }
                    // `_x.wrappedValue` and `_x.update()` (of `DynamicProperty`, which `State`,
                    // `Environment` and `Bindable` conform to as well) build the same.
                    if staysWrapper && body.kind(token + 1) == .period
                        && (body.isWord(token + 2, "wrappedValue") || (body.isWord(token + 2, "update") && body.kind(token + 3) == .leftParen)) { continue }
                    // `other._x` is another value's; `self._x` and `_x` are this one's.
                    if body.kind(token - 1) == .period && !(token >= 2 && body.isWord(token - 2, "self")) { continue }
                    let scope = catalogue.enclosingSite(file: file, token: token).flatMap { catalogue.sites[$0].declaration.leftBrace } ?? span.first
                    if body.isWord(token - 1, "let") || body.isWord(token - 1, "var")
                        || body.declaresLocal(body.text(token), in: TokenSpan(scope, token), before: token) { continue }
                    blockers.append(MigrationBlocker(kind: .wrapperValue, name: body.text(token), file: file, token: token, classes: [type]))
                }
            }
        }
        return blockers
    }
}
