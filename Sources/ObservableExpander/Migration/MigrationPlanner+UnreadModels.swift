import ObservableSyntax

/// A view that holds a migrated class (`@StateObject`, `@ObservedObject`, `@EnvironmentObject`)
/// was redrawn by every change of one of its `@Published` properties, whether its redraw read
/// the property or not (`refresher.version += 1` to force a redraw). Under Observation a view
/// is redrawn only by the tracked properties its redraw reads: when the redraw (`body` and the
/// members it calls, `redrawnRanges`) reads no member of the model while the run changes its
/// tracked properties after `init`, a warning at the view property names them and where they
/// change. A view that reads any member is not reported (it follows the model through
/// Observation; a computed property or method may read a changed one), nor one that uses the
/// model whole (passes it on, or aliases it): what that reads cannot be told here.
extension MigrationPlanner {
    mutating func reportUnreadTrackedModels() {
        guard !trackedProperties.isEmpty else { return }
        var holders: [(site: Int, name: String, type: String, file: Int, token: Int)] = []
        let migratedSet = Set(migratedSites)
        for (k, site) in catalogue.sites.enumerated() where site.declaration.kind == .struct && !migratedSet.contains(k) {
            for variable in ModelCatalogue.variables(site.declaration.members) where !variable.head.isStatic && variable.bindings.count == 1 {
                guard let attribute = ModelCatalogue.attributes(variable.attributes).first(where: { Wrapper(attribute: $0) != nil }),
                      let name = name(of: variable.bindings[0], in: sources[site.file]), let type = propertyType(of: variable.bindings[0], file: site.file),
                      trackedProperties[type] != nil, mixedClass(type, file: site.file) == nil else { continue }
                holders.append((k, name, type, site.file, attribute.span.first))
            }
        }
        guard !holders.isEmpty else { return }
        var writes: [String: [String: (file: Int, token: Int)]] = [:]
        for type in Set(holders.map(\.type)) {
            writes[type] = changes(of: trackedProperties[type] ?? [], in: type, holderNames: Set(holders.filter { $0.type == type }.map(\.name)))
        }
        for holder in holders {
            guard let changed = writes[holder.type], !changed.isEmpty,
                  !redrawReads(holder.name, view: catalogue.sites[holder.site].key) else { continue }
            let sorted = changed.sorted { $0.key < $1.key }
            let places = sorted.map { property, at in
                "'\(property)' at \(sources[at.file].file.path):\(sources[at.file].file.location(of: sources[at.file].offset(at.token)).line)"
            }
            report(.migrationTrackedPropertyUnread(view: catalogue.sites[holder.site].key, holder: holder.name, className: holder.type,
                                                            property: sorted[0].key, writes: places),
                   file: holder.file, token: holder.token)
        }
    }

    /// The first change (after `init`) of each of `tracked` in the run: in the class's own
    /// bodies (any receiver), or through a view's holder of it (`holder.x += 1`, `self.holder.x = …`).
    func changes(of tracked: Set<String>, in type: String, holderNames: Set<String>) -> [String: (file: Int, token: Int)] {
        var own: [Int: [ClosedRange<Int>]] = [:], inits: [Int: [ClosedRange<Int>]] = [:]
        for k in catalogue.bodies(of: type) {
            let body = catalogue.sites[k]
            if let open = body.declaration.leftBrace, let close = sources[body.file].closingBracket(of: open) { own[body.file, default: []].append(open ... close) }
            for initializer in Self.initializers(body.declaration.members) { inits[body.file, default: []].append(initializer.head.span.first ... initializer.head.span.last) }
        }
        var found: [String: (file: Int, token: Int)] = [:]
        for (file, source) in sources.enumerated() {
            for t in source.tokens.indices where source.kind(t) == .identifier && tracked.contains(source.text(t)) && found[source.text(t)] == nil {
                if inits[file]?.contains(where: { $0.contains(t) }) == true { continue }
                let inOwn = own[file]?.contains(where: { $0.contains(t) }) == true
                let throughHolder = t >= 2 && source.kind(t - 1) == .period && source.kind(t - 2) == .identifier && holderNames.contains(source.text(t - 2))
                    && (t < 3 || source.kind(t - 3) != .period || (t >= 4 && source.isWord(t - 4, "self")))
                guard inOwn || throughHolder, Self.isWritten(t, in: source) else { continue }
                found[source.text(t)] = (file, t)
            }
        }
        return found
    }

    /// Whether the redraw of view `view` reads `holder`: `holder.m` (or `self.holder.m`,
    /// `$holder.m`) that is not a write, or `holder` alone. A view that reads any member
    /// follows the model through Observation; only one that reads none relied on
    /// `objectWillChange` alone.
    func redrawReads(_ holder: String, view: String) -> Bool {
        for (file, ranges) in redrawnRanges(of: view) {
            let source = sources[file]
            for range in ranges {
                for t in range where source.text(t) == holder || source.text(t) == "$" + holder || source.text(t).contains("\\(") && Self.mentions(source.text(t), holder) {
                    if source.kind(t) == .stringLiteral { return true }
                    guard source.kind(t) == .identifier || source.kind(t) == .dollarIdentifier else { continue }
                    // `other.holder`: another value's member.
                    if t > 0 && source.kind(t - 1) == .period && !(t >= 2 && source.isWord(t - 2, "self")) { continue }
                    guard t + 2 <= range.upperBound, source.kind(t + 1) == .period, source.kind(t + 2) == .identifier else { return true }
                    let member = source.text(t + 2)
                    if Self.isWritten(t + 2, in: source) && source.kind(t) == .identifier { continue }
                    return true
                }
            }
        }
        return false
    }
}
