import ObservableSyntax

/// Rule `ignoredPropertyRead`, for a view's wrapped property whose type cannot be told (review
/// 24b/04, klock-ios-app): `@StateObject var viewModel = make()` is `migrate-unknown-wrapped-type`
/// (an error), yet the classes migrate, and the view's `viewModel.nickname` of a formerly plain
/// `nickname` was said nowhere. When the user then writes the type, a rerun sees the class
/// `@Observable` already and cannot tell that `nickname` never notified: the view would stop
/// refreshing in silence. So each such read in a redraw, of a member that is an ignored property
/// (or a reader of one) in a migrated class, is warned now, naming the classes it may be.
extension MigrationPlanner {
    mutating func reportUntypedHolderReads() {
        guard !ignoredReads.isEmpty else { return }
        // Member name -> the migrated classes in which it reads an ignored property.
        var candidates: [String: [(key: String, property: String)]] = [:]
        for (key, facts) in ignoredReads.sorted(by: { $0.key < $1.key }) where migrated.contains(key) {
            for property in facts.properties.sorted() { candidates[property, default: []].append((key, property)) }
            for (member, property) in facts.readers.sorted(by: { $0.key < $1.key }) where !facts.properties.contains(member)
                && !followsTrackedRead(member: member, property: property, of: key) {
                candidates[member, default: []].append((key, property))
            }
        }
        guard !candidates.isEmpty else { return }
        let migratedSet = Set(migratedSites)
        for (k, site) in catalogue.sites.enumerated() where site.declaration.kind == .struct && !migratedSet.contains(k) && isRedrawnType(site.key) {
            let source = sources[site.file]
            var holders: Set<String> = []
            for variable in ModelCatalogue.variables(site.declaration.members) where !variable.head.isStatic {
                guard ModelCatalogue.attributes(variable.attributes).contains(where: { Wrapper(attribute: $0) != nil }) else { continue }
                for binding in variable.bindings where !binding.isComputed && binding.typeAnnotation == nil {
                    if let name = name(of: binding, in: source), propertyType(of: binding, file: site.file) == nil { holders.insert(name) }
                }
            }
            guard !holders.isEmpty else { continue }
            var reported: Set<String> = []
            for (file, ranges) in redrawnRanges(of: site.key) {
                let body = sources[file]
                for range in ranges {
                    for t in range where t + 2 <= range.upperBound && body.kind(t) == .identifier && holders.contains(body.text(t))
                        && body.kind(t + 1) == .period && body.kind(t + 2) == .identifier && !(t > 0 && body.kind(t - 1) == .period) {
                        let read = body.text(t) + "." + body.text(t + 2)
                        guard let classes = candidates[body.text(t + 2)], reported.insert(read).inserted else { continue }
                        report(.migrationUntypedHolderIgnoredRead(view: site.key, read: read, classes: classes.map { $0.key + "." + $0.property }),
                               file: file, token: t)
                    }
                }
            }
        }
    }
}
