import ObservableSyntax

/// Rule `ignoredPropertyRead` ("views keep showing what they showed"): a migrated class keeps
/// each property that did not notify silent (`@ObservationIgnored`). A view that reads one,
/// directly (`model.percent`) or through a computed property or method of the class that reads
/// it (`model.label`), was redrawn before by every `@Published` change of the object, and so
/// showed the property's new value with it; under Observation it is redrawn only when a
/// tracked property it reads changes (checked with the Observation runtime: reading only an
/// ignored property, or a computed property over one, registers nothing). The property stays
/// ignored (it never notified by itself), and a warning at the view's first read of it says
/// so. A `let` is not reported: its value cannot change.
extension MigrationPlanner {
    mutating func recordReader(_ member: String, reads property: String, of key: String) {
        let name = member.hasSuffix("()") ? String(member.dropLast(2)) : member
        if ignoredReads[key, default: ([], [:])].readers[name] == nil { ignoredReads[key, default: ([], [:])].readers[name] = property }
    }

    /// For each struct (a view), each stored property holding a migrated
    /// class with ignored properties (any wrapper, or none), the first read per view and
    /// member of one of them, or of a member that reads one, in its body and extensions.
    mutating func reportViewReadsOfIgnoredProperties() {
        guard !ignoredReads.isEmpty else { return }
        let migratedSet = Set(migratedSites)
        for (k, site) in catalogue.sites.enumerated() where site.declaration.kind == .struct && !migratedSet.contains(k) {
            var holders: [String: String] = [:]
            for variable in ModelCatalogue.variables(site.declaration.members) where !variable.head.isStatic {
                for binding in variable.bindings where !binding.isComputed {
                    guard let name = name(of: binding, in: sources[site.file]), let type = resolvedType(of: binding, file: site.file),
                          ignoredReads[type] != nil else { continue }
                    holders[name] = type
                }
            }
            guard !holders.isEmpty else { continue }
            var reported: Set<String> = []
            for (file, span) in bodySpans(of: site.key) {
                let source = sources[file]
                guard span.first + 2 < span.last else { continue }
                // `"\(model.percent)%"`: an interpolation is inside the literal's one token.
                for t in span.first ... span.last where source.kind(t) == .stringLiteral && source.text(t).contains("\\(") {
                    let text = source.text(t)
                    for (holder, type) in holders.sorted(by: { $0.key < $1.key }) {
                        guard let facts = ignoredReads[type] else { continue }
                        for member in facts.properties.union(facts.readers.keys).sorted() where Self.mentions(text, holder + "." + member) {
                            let property = facts.properties.contains(member) ? member : facts.readers[member]!
                            guard reported.insert(holder + "." + member).inserted else { continue }
                            report(.migrationIgnoredPropertyViewRead(view: site.key, read: holder + "." + member, name: property, className: type), file: file, token: t)
                        }
                    }
                }
                for t in span.first ... span.last - 2 where source.kind(t) == .identifier && source.kind(t + 1) == .period && source.kind(t + 2) == .identifier {
                    // `model.x` or `self.model.x`, not `other.model.x`.
                    guard let type = holders[source.text(t)], let facts = ignoredReads[type] else { continue }
                    if t > 0 && source.kind(t - 1) == .period && !(t >= 2 && source.isWord(t - 2, "self")) { continue }
                    let member = source.text(t + 2)
                    // An assignment `model.x = …` is not a read; `model.child.y` with an
                    // observable `child` is tracked through it (and was not redrawn before).
                    if source.kind(t + 3) == .equal { continue }
                    if source.kind(t + 3) == .period, let inner = memberType(of: type, member: member, isStatic: false), observableClasses.contains(inner) { continue }
                    let property: String
                    if facts.properties.contains(member) {
                        property = member
                    } else if let read = facts.readers[member] {
                        property = read
                    } else {
                        continue
                    }
                    let holder = source.text(t)
                    guard reported.insert(holder + "." + member).inserted else { continue }
                    report(.migrationIgnoredPropertyViewRead(view: site.key, read: holder + "." + member, name: property, className: type), file: file, token: t)
                    explain(rule: .ignoredPropertyRead, "'\(holder).\(member)' is read by view '\(site.key)'",
                            reason: "'\(property)' did not notify and stays '@ObservationIgnored', so a change of it alone does not redraw the view",
                            file: file, offset: source.offset(t))
                }
            }
        }
    }

    /// Whether `text` holds `chain` not as part of a longer name (`model.percentage` does not
    /// hold `model.percent`, `othermodel.percent` does not either).
    static func mentions(_ text: String, _ chain: String) -> Bool {
        let bytes = Array(text.utf8), needle = Array(chain.utf8)
        func isWordByte(_ b: UInt8) -> Bool { b == 0x5F || (0x30 ... 0x39).contains(b) || (0x41 ... 0x5A).contains(b) || (0x61 ... 0x7A).contains(b) }
        guard needle.count <= bytes.count else { return false }
        for start in 0 ... bytes.count - needle.count where bytes[start ..< start + needle.count].elementsEqual(needle) {
            let before = start == 0 || (!isWordByte(bytes[start - 1]) && bytes[start - 1] != 0x2E) || (start >= 5 && bytes[start - 5 ..< start].elementsEqual(Array("self.".utf8)))
            let after = start + needle.count == bytes.count || !isWordByte(bytes[start + needle.count])
            if before && after { return true }
        }
        return false
    }
}
