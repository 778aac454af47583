import ObservableSyntax

/// Blockers read from a candidate class's own declaration: an attached macro that `migrate`
/// does not know (it may generate `@Published` members), and a `deinit` of a class with no
/// `@Published` property that a view holds with `@StateObject` for its lifetime.
extension MigrationPlanner {
    /// Class attributes that generate no members: Swift's own (all lowercase, `objc`,
    /// `available`, `_spi`) and these.
    static let knownClassAttributes: Set<String> = [
        "MainActor", "Sendable", "Observable", "Observation.Observable", "preconcurrency", "unchecked",
        "dynamicMemberLookup", "dynamicCallable", "propertyWrapper", "resultBuilder", "globalActor",
    ]

    /// `published`: the `@Published` names of each candidate's chain.
    func classBlockers(published: [String: Set<String>]) -> [MigrationBlocker] {
        var blockers: [MigrationBlocker] = []
        // The run's global actors (`@globalActor actor DatabaseActor`) are attributes too.
        var known = Self.knownClassAttributes
        for site in catalogue.sites where ModelCatalogue.attributes(site.declaration.attributes).contains(where: { $0.name == "globalActor" }) {
            known.insert(site.simpleName)
        }
        let held = stateObjectTypes()
        for site in catalogue.chains.joined() {
            let declaration = catalogue.sites[site].declaration
            let name = catalogue.sites[site].simpleName
            for attribute in ModelCatalogue.attributes(declaration.attributes) {
                guard let first = attribute.name.unicodeScalars.first, first.properties.isUppercase, !known.contains(attribute.name) else { continue }
                blockers.append(MigrationBlocker(kind: .unknownMacro, name: attribute.name, file: catalogue.sites[site].file, token: attribute.span.first,
                                                 classes: [name]))
            }
            guard published[name]?.isEmpty != false, held.contains(name) else { continue }
            for member in declaration.members {
                guard case let .declaration(other) = member, other.kind == .deinit else { continue }
                blockers.append(MigrationBlocker(kind: .stateObjectLifetime, name: name, file: catalogue.sites[site].file, token: other.head.keyword,
                                                 classes: [name]))
            }
        }
        return blockers
    }

    /// `objectWillChange` written bare or on `self` in a protocol that refines `ObservableObject`
    /// or an extension of it: `Observable` has none, so the conformers of the run keep
    /// `ObservableObject` (and the protocol with them).
    func protocolBodyBlockers() -> [MigrationBlocker] {
        var blockers: [MigrationBlocker] = []
        for name in catalogue.observableProtocols.keys.sorted() {
            let conformers = catalogue.chains.joined().filter { protocolClosure(of: $0).contains(name) }.map { catalogue.sites[$0].simpleName }
            guard !conformers.isEmpty else { continue }
            for (file, span) in bodySpans(of: name) {
                for use in sources[file].objectWillChangeUses(in: span) where use.receiver == .implicit || use.receiver == .selfValue {
                    blockers.append(MigrationBlocker(kind: .objectWillChange, name: "", file: file, token: use.index, classes: conformers))
                }
            }
        }
        return blockers
    }

    /// The simple names of the types that `@StateObject` properties of the run hold: written,
    /// created by the initializer, or by a `_x = StateObject(wrappedValue: T(…))` assignment.
    func stateObjectTypes() -> Set<String> {
        var types: Set<String> = []
        for site in catalogue.sites where site.declaration.kind != .protocol {
            let source = sources[site.file]
            for variable in ModelCatalogue.variables(site.declaration.members) {
                guard ModelCatalogue.attributes(variable.attributes).contains(where: { Wrapper(attribute: $0) == .stateObject }) else { continue }
                for binding in variable.bindings { if let type = typeName(of: binding, file: site.file) { types.insert(type) } }
            }
            if let open = site.declaration.leftBrace {
                for assignment in source.stateObjectAssignments(in: TokenSpan(open, site.declaration.rightBrace ?? (source.tokens.count - 1))) {
                    if let type = source.typeName(ofCallAt: assignment.label + 2, end: assignment.close - 1) { types.insert(type) }
                }
            }
        }
        return types
    }
}
