import ObservableSyntax

/// Rule `recordTrackedHolders` for two more forms of a tracked property that holds plain
/// classes: an array of them (`@Published var tracks: [Track]`, changed in place by
/// `tracks[0].level = l`) and a class-bound existential (`@Published var meter: any Meter`,
/// `protocol Meter: AnyObject`, changed by `meter.level = l`). The tracked property is not
/// set by such a change, so a view that reads the held state is no longer redrawn by it
/// (before, any `@Published` change of the model redrew it): the same
/// `migrate-reference-state-view-read` warning as for one held class.
extension MigrationPlanner {
    /// Records in `referenceReads`/`ignoredReads`, as `recordTrackedHolders` does, the tracked
    /// properties `published` of the migrated class at `site` (not recorded yet) whose element
    /// type (`[C]`, `[C]?`) is a plain class of the run, or whose type (`any P`, `P`, `P?`) is a
    /// protocol of the run that is class-bound (it refines `AnyObject`, or every type of the
    /// run that conforms to it is a class), when a stored `var` of such a class is written in
    /// the run outside its `init`s.
    mutating func recordHeldElementsAndExistentials(_ published: Set<String>, in site: TypeSite) {
        for name in published.sorted() where referenceReads[site.key]?[name] == nil {
            let held: String
            if let element = memberType(of: site.key, member: name, isStatic: false, element: true), element != site.key,
               isChangingPlainClass(element) {
                held = element
            } else if let annotation = writtenAnnotation(of: name, in: site.key), let key = classBoundProtocol(annotation),
                      conformers(of: key).contains(where: isChangingPlainClass) {
                held = key
            } else {
                continue
            }
            referenceReads[site.key, default: [:]][name] = held
            ignoredReads[site.key, default: ([], [:])].properties.insert(name)
        }
    }

    /// Whether `key` is a class of the run (not observable after the run) one of whose stored
    /// `var`s is written outside its `init`s.
    private func isChangingPlainClass(_ key: String) -> Bool {
        guard !isObservableClassAfterRun(key) else { return false }
        let bodies = catalogue.bodies(of: key)
        return !bodies.isEmpty && bodies.contains(where: { catalogue.sites[$0].declaration.kind == .class }) && hasWrittenVariable(key)
    }

    /// The type annotation of stored instance property `member` of `key`, its tokens joined
    /// with single spaces, or nil.
    private func writtenAnnotation(of member: String, in key: String) -> String? {
        for body in catalogue.bodies(of: key) {
            let site = catalogue.sites[body]
            for variable in ModelCatalogue.variables(site.declaration.members) where !variable.head.isStatic {
                for binding in variable.bindings where name(of: binding, in: sources[site.file]) == member {
                    return binding.typeAnnotation.map { sources[site.file].normalizedText($0) }
                }
            }
        }
        return nil
    }

    /// The key of the protocol of the run written `any P`, `P`, `(any P)?` or `P?` when it is
    /// class-bound: it refines `AnyObject` (or `class`), or the run declares conformers and all
    /// are classes. Nil otherwise.
    private func classBoundProtocol(_ annotation: String) -> String? {
        var text = annotation.trimmed(of: [" "])
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        if text.hasPrefix("("), text.hasSuffix(")") { text = String(text.dropFirst().dropLast()) }
        if text.hasPrefix("any ") { text = String(text.dropFirst(4)) }
        guard !text.isEmpty, text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
              let key = catalogue.key(of: text.split(separator: ".").map(String.init), scope: []),
              let sites = catalogue.typesByName[key], !sites.isEmpty,
              sites.allSatisfy({ catalogue.sites[$0].declaration.kind == .protocol }) else { return nil }
        let refinesAnyObject = sites.contains { k in
            catalogue.sites[k].declaration.inheritance.contains { $0.qualifiedName == "AnyObject" || $0.qualifiedName == "class" }
        }
        let conforming = conformers(of: key)
        if refinesAnyObject || (!conforming.isEmpty && conforming.allSatisfy { key in
            (catalogue.typesByName[key] ?? []).allSatisfy { catalogue.sites[$0].declaration.kind == .class }
        }) { return key }
        return nil
    }

    /// The keys of the run's types whose declaration or an extension names protocol `key` in
    /// its inheritance clause.
    private func conformers(of key: String) -> [String] {
        var found: Set<String> = []
        for site in catalogue.sites where site.declaration.kind != .protocol {
            if site.declaration.inheritance.contains(where: { catalogue.key(of: $0.components, scope: site.scope) == key }) { found.insert(site.key) }
        }
        return found.sorted()
    }

    /// Whether stored property `property` of `key` holds a collection of references: kept
    /// objects (`[Billing]`, `[K: Billing]`) or plain classes and class-bound existentials
    /// (`[Track]`); a view reads their state only through an element.
    func holdsElements(_ key: String, property: String) -> Bool {
        holdsCollection(key, member: property) || memberType(of: key, member: property, isStatic: false, element: true) != nil
    }

    /// For a read inside an interpolation (`"\(mixer.tracks[0].level)"`) of a property that
    /// `holdsElements`: whether some mention of `read` in `text` is followed by `[…].`,
    /// `.first?.` or `.last?.` (`\(mixer.tracks.count)` reads no element's state).
    func readsHeldElement(inText text: String, _ read: String) -> Bool {
        let chars = Array(text), needle = Array(read)
        func skipUnwraps(_ j: inout Int) { while j < chars.count, chars[j] == "?" || chars[j] == "!" { j += 1 } }
        func matches(_ word: [Character], at j: Int) -> Bool { j + word.count <= chars.count && Array(chars[j ..< j + word.count]) == word }
        var start = 0
        while start + needle.count <= chars.count {
            defer { start += 1 }
            guard matches(needle, at: start) else { continue }
            var j = start + needle.count
            skipUnwraps(&j)
            if j < chars.count, chars[j] == "[" {
                guard let close = chars[j...].firstIndex(of: "]") else { continue }
                j = close + 1
            } else if matches(Array(".first"), at: j) || matches(Array(".last"), at: j) {
                j += matches(Array(".first"), at: j) ? 6 : 5
            } else {
                continue
            }
            skipUnwraps(&j)
            if j + 1 < chars.count, chars[j] == ".", chars[j + 1].isLetter || chars[j + 1] == "_" { return true }
        }
        return false
    }
}
