import ObservableSyntax

/// A view that holds a migrated class (`@StateObject`, `@ObservedObject`, `@EnvironmentObject`)
/// was redrawn by every change of one of its `@Published` properties, whether its redraw read
/// the property or not (`refresher.version += 1` to force a redraw). Under Observation a view
/// is redrawn only by the tracked properties its redraw reads: when the redraw (`body` and the
/// members it calls, `redrawnRanges`) reads no member of the model while the run changes its
/// tracked properties after `init`, a warning at the view property names them and where they
/// change. A view that reads any member is not reported (it follows the model through
/// Observation; a computed property or method may read a changed one), nor one that uses the
/// model whole (passes it on, or aliases it): what that reads cannot be told here. Only a
/// changed property that nothing in the run reads is named (one that exists to force redraws);
/// a model whose changed properties are all read somewhere is shown by the views that read them.
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
        // Globals holding plain state (`redrawShowsPlainClassState`).
        prepareFileScopeVariables()
        var writes: [String: [String: (file: Int, token: Int)]] = [:]
        for type in Set(holders.map(\.type)) {
            writes[type] = changes(of: trackedProperties[type] ?? [], in: type, holderNames: Set(holders.filter { $0.type == type }.map(\.name)))
        }
        // Reported only where a redraw was likely relied on: a changed property that nothing in
        // the run reads (it exists to force redraws: `version += 1`), or a view that shows state
        // no observer tracks (a plain class it holds). A view that reads nothing of a model whose
        // changes other views read, and shows only values, loses nothing it showed.
        var unread: [String: Bool] = [:]
        for holder in holders {
            guard let all = writes[holder.type] else { continue }
            let unreadChanges = all.filter { property, _ in
                if let known = unread[property] { return known }
                let result = !isReadAnywhere(property)
                unread[property] = result
                return result
            }
            let view = catalogue.sites[holder.site].key
            guard !all.isEmpty, !redrawReads(holder.name, view: view, type: holder.type) else { continue }
            // Or the view shows what nothing tracks, a plain class it holds (`param.value`),
            // and its redraws came from the model's changes.
            // A representable's `update…` that reads nothing of the model (`reloadData()`) was
            // re-run by every change: what it refreshes is read outside SwiftUI's tracking.
            let refreshesByChange = isRepresentable(view) || redrawShowsPlainClassState(view: view, site: holder.site)
            let changed = unreadChanges.isEmpty ? (refreshesByChange ? all : [:]) : unreadChanges
            guard !changed.isEmpty else { continue }
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
    /// bodies (any receiver; also a Combine pipeline's, `assign(to: &$x)`, in `init` too:
    /// it writes later), or through a view's holder of it (`holder.x += 1`, `self.holder.x = …`,
    /// a binding a control sets, `Toggle(isOn: $holder.x)`, review 47b/08).
    func changes(of tracked: Set<String>, in type: String, holderNames: Set<String>) -> [String: (file: Int, token: Int)] {
        var own: [Int: [ClosedRange<Int>]] = [:], inits: [Int: [ClosedRange<Int>]] = [:]
        for k in catalogue.bodies(of: type) {
            let body = catalogue.sites[k]
            if let open = body.declaration.leftBrace, let close = sources[body.file].closingBracket(of: open) { own[body.file, default: []].append(open ... close) }
            for initializer in Self.initializers(body.declaration.members) { inits[body.file, default: []].append(initializer.head.span.first ... initializer.head.span.last) }
        }
        var found: [String: (file: Int, token: Int)] = [:]
        for name in tracked {
            let places = (identifierOccurrences.places(of: name, in: sources) + identifierOccurrences.places(of: "$" + name, in: sources))
                .sorted { ($0.file, $0.token) < ($1.file, $1.token) }
            for place in places {
                let file = Int(place.file), t = Int(place.token), source = sources[file]
                let inOwn = own[file]?.contains(where: { $0.contains(t) }) == true
                if Self.isAssignTarget(t, in: source) {
                    guard inOwn else { continue }
                    found[name] = (file, t)
                    break
                }
                guard source.kind(t) == .identifier else { continue }
                // A change in an `init` is before any view reads the model, unless it is in a
                // callback set up there (`child.$x.sink { [weak self] _ in self?.tick += 1 }`).
                if let range = inits[file]?.first(where: { $0.contains(t) }), !Self.inWeakSelfClosure(t, from: range.lowerBound, in: source) { continue }
                let binding = Self.isProjectedBindingMember(t, in: source) && source.kind(t - 2) == .dollarIdentifier
                let throughHolder = t >= 2 && source.kind(t - 1) == .period && (source.kind(t - 2) == .identifier || binding)
                    && holderNames.contains(String(source.text(t - 2).drop(while: { $0 == "$" })))
                    && (t < 3 || source.kind(t - 3) != .period || (t >= 4 && source.isWord(t - 4, "self")))
                guard inOwn && Self.isWritten(t, in: source) || throughHolder && (binding || Self.isWritten(t, in: source)) else { continue }
                found[name] = (file, t)
                break
            }
        }
        return found
    }

    /// Whether any file of the run reads a property named `property` (any receiver): the name
    /// or `$name` as an expression that is not written (`x += 1` only writes), nor declared.
    func isReadAnywhere(_ property: String) -> Bool {
        let projected = "$" + property
        for source in sources {
            for t in source.tokens.indices where source.kind(t) == .identifier && source.text(t) == property
                || source.kind(t) == .dollarIdentifier && source.text(t) == projected
                || source.kind(t) == .stringLiteral && source.text(t).contains("\\(") && Self.containsWord(source.text(t), property) {
                if source.kind(t) == .stringLiteral { return true }
                if t > 0 && (source.isWord(t - 1, "var") || source.isWord(t - 1, "let") || source.isWord(t - 1, "func") || source.isWord(t - 1, "case")) { continue }
                if source.kind(t) == .identifier && Self.isWritten(t, in: source) { continue }
                return true
            }
        }
        return false
    }

    /// Whether the redraw of view `view` (type site `site`) reads a member of one of its
    /// properties whose type is a class of the run that is neither an `ObservableObject` nor
    /// `@Observable` (`param.value` of `var param: Param`; a computed `var store: Store {
    /// .shared }`, an `@Environment(\.store)` of such a type: review 48/02), or of such a class
    /// reached through a static stored property or a global (`Store.shared.enabled`,
    /// `currentStore.enabled`: `redrawReadsSharedPlainState`): state that no observer tracks.
    func redrawShowsPlainClassState(view: String, site: Int) -> Bool {
        let observable = Set(catalogue.chains.joined()).union(alreadyObservableSites)
        var plain: Set<String> = []
        for k in catalogue.bodies(of: view) {
            for variable in ModelCatalogue.variables(catalogue.sites[k].declaration.members) where !variable.head.isStatic {
                for binding in variable.bindings {
                    guard let name = name(of: binding, in: sources[catalogue.sites[k].file]),
                          let type = heldType(of: binding, in: variable, file: catalogue.sites[k].file),
                          isPlainClass(type, observable: observable) else { continue }
                    plain.insert(name)
                }
            }
        }
        let ranges = redrawnRanges(of: view)
        if redrawReadsSharedPlainState(ranges, view: view, observable: observable) { return true }
        guard !plain.isEmpty else { return false }
        for (file, ranges) in ranges {
            let source = sources[file]
            for range in ranges {
                for t in range where source.kind(t) == .identifier && plain.contains(source.text(t))
                    || source.kind(t) == .stringLiteral && source.text(t).contains("\\(") && plain.contains(where: { Self.containsWord(source.text(t), $0 + ".") || Self.containsWord(source.text(t), $0) }) {
                    if source.kind(t) == .stringLiteral { return true }
                    if t > 0 && source.kind(t - 1) == .period && !(t >= 2 && source.isWord(t - 2, "self")) { continue }
                    if t + 2 <= range.upperBound && source.kind(t + 1) == .period && source.kind(t + 2) == .identifier { return true }
                }
            }
        }
        return false
    }

    /// Whether `text` holds `word` with no identifier character on either side (an
    /// interpolation's `\(model.version)` holds `version`).
    static func containsWord(_ text: String, _ word: String) -> Bool {
        let bytes = Array(text.utf8), needle = Array(word.utf8)
        func isWordByte(_ b: UInt8) -> Bool { b == 0x5F || (0x30 ... 0x39).contains(b) || (0x41 ... 0x5A).contains(b) || (0x61 ... 0x7A).contains(b) || b >= 0x80 }
        guard !needle.isEmpty, needle.count <= bytes.count else { return false }
        for start in 0 ... bytes.count - needle.count where bytes[start ..< start + needle.count].elementsEqual(needle) {
            if (start == 0 || !isWordByte(bytes[start - 1])) && (start + needle.count == bytes.count || !isWordByte(bytes[start + needle.count])) { return true }
        }
        return false
    }

    /// The stored properties of class `type` (its own bodies) that Observation does not track
    /// once it is migrated: `let`s and the vars that were not `@Published` (now ignored).
    func untrackedStoredProperties(of type: String) -> Set<String> {
        let tracked = trackedProperties[type] ?? []
        var names: Set<String> = []
        for k in catalogue.bodies(of: type) {
            let site = catalogue.sites[k]
            for variable in ModelCatalogue.variables(site.declaration.members) where !variable.head.isStatic {
                for binding in variable.bindings where !binding.isComputed {
                    guard let name = name(of: binding, in: sources[site.file]), !tracked.contains(name) else { continue }
                    names.insert(name)
                }
            }
        }
        return names
    }

    /// Whether the redraw of view `view` reads `holder` (of class `type`): `holder.m` (or
    /// `self.holder.m`, `$holder.m`) that is not a write, or `holder` alone. A view that reads
    /// any member follows the model through Observation; only one that reads none relied on
    /// `objectWillChange` alone. A stored member Observation does not track (`let child`, an
    /// ignored var) registers nothing, so `holder.child.x` is no read of the model.
    func redrawReads(_ holder: String, view: String, type: String) -> Bool {
        let untracked = untrackedStoredProperties(of: type)
        // A `DynamicProperty` wrapper is read through its computed members (review 29b/03).
        for (file, ranges) in isDynamicPropertyStruct(view) ? dynamicPropertyRanges(of: view) : redrawnRanges(of: view) {
            let source = sources[file]
            for range in ranges {
                for t in range where source.text(t) == holder || source.text(t) == "$" + holder || source.text(t).contains("\\(") && Self.mentions(source.text(t), holder) {
                    if source.kind(t) == .stringLiteral {
                        if Self.interpolationReads(source.text(t), holder, skipping: untracked) { return true }
                        continue
                    }
                    guard source.kind(t) == .identifier || source.kind(t) == .dollarIdentifier else { continue }
                    // `other.holder`: another value's member.
                    if t > 0 && source.kind(t - 1) == .period && !(t >= 2 && source.isWord(t - 2, "self")) { continue }
                    // `holder[keyPath: \.m]` reads `m` (review 15a/05).
                    if let at = Self.keyPathSubscriptMember(t, in: source) {
                        if Self.isWritten(t, in: source) || untracked.contains(source.text(at)) { continue }
                        return true
                    }
                    guard t + 2 <= range.upperBound, source.kind(t + 1) == .period, source.kind(t + 2) == .identifier else { return true }
                    let member = source.text(t + 2)
                    if Self.isWritten(t + 2, in: source) && source.kind(t) == .identifier { continue }
                    if source.kind(t) == .identifier && untracked.contains(member) { continue }
                    return true
                }
            }
        }
        return false
    }

    /// Whether an interpolating literal mentions `holder` other than as `holder.m` with `m`
    /// in `skipping` (a member that registers nothing with Observation).
    static func interpolationReads(_ text: String, _ holder: String, skipping: Set<String>) -> Bool {
        guard mentions(text, holder) else { return false }
        let bytes = Array(text.utf8), needle = Array(holder.utf8)
        func isWordByte(_ b: UInt8) -> Bool { b == 0x5F || (0x30 ... 0x39).contains(b) || (0x41 ... 0x5A).contains(b) || (0x61 ... 0x7A).contains(b) || b >= 0x80 }
        for start in 0 ... bytes.count - needle.count where bytes[start ..< start + needle.count].elementsEqual(needle) {
            let before = start == 0 || (!isWordByte(bytes[start - 1]) && bytes[start - 1] != 0x2E) || (start >= 5 && bytes[start - 5 ..< start].elementsEqual(Array("self.".utf8)))
            let end = start + needle.count
            guard before, end == bytes.count || !isWordByte(bytes[end]) else { continue }
            guard end < bytes.count, bytes[end] == 0x2E else { return true }
            var stop = end + 1
            while stop < bytes.count && isWordByte(bytes[stop]) { stop += 1 }
            if !skipping.contains(String(decoding: bytes[end + 1 ..< stop], as: UTF8.self)) { return true }
        }
        return false
    }

    /// Whether token `t` is inside a closure that captures `[weak self]` or `[unowned self]`,
    /// opened after token `start`: a callback that runs later.
    static func inWeakSelfClosure(_ t: Int, from start: Int, in source: MigrationSource) -> Bool {
        var open: [Int] = []
        for j in start ..< t {
            if source.kind(j) == .leftBrace { open.append(j) } else if source.kind(j) == .rightBrace { _ = open.popLast() }
        }
        return open.contains { j in
            j + 3 < t && source.kind(j + 1) == .leftSquare && (source.isWord(j + 2, "weak") || source.isWord(j + 2, "unowned")) && source.isWord(j + 3, "self")
        }
    }
}
