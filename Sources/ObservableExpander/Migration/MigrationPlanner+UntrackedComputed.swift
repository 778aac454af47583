import ObservableSyntax

/// A computed property of a migrated class whose getter reads no member of the class, only
/// state that Observation does not track (`UserDefaults.standard.bool(forKey:)`, a static `var`
/// of the class): a view that showed it was redrawn by every `@Published` change of the object
/// (a `revision += 1` that forces a redraw), and under Observation reading it registers
/// nothing. Checked with the Observation runtime (review 9c, repro 04). The view's read is
/// warned (`migrate-untracked-computed-view-read`) where ignored-property reads are.
extension MigrationPlanner {
    static let untrackedStores: Set<String> = ["UserDefaults", "NSUbiquitousKeyValueStore"]

    mutating func recordUntrackedComputed(in site: TypeSite) {
        var instanceMembers: Set<String> = [], staticVars: Set<String> = []
        var computed: [(name: String, block: TokenSpan, file: Int)] = []
        for k in catalogue.bodies(of: site.key) {
            let body = catalogue.sites[k]
            let source = sources[body.file]
            for variable in ModelCatalogue.variables(body.declaration.members) {
                for binding in variable.bindings {
                    guard let name = name(of: binding, in: source) else { continue }
                    if variable.head.isStatic {
                        if !variable.isLet && !binding.isComputed { staticVars.insert(name) }
                        continue
                    }
                    instanceMembers.insert(name)
                    if binding.isComputed && !variable.head.hasModifier("private"), let block = binding.accessorBlock { computed.append((name, block, body.file)) }
                }
            }
            for function in ModelCatalogue.functions(body.declaration.members) where !function.head.isStatic { instanceMembers.insert(function.name) }
        }
        let typeNames: Set<String> = ["Self", site.simpleName]
        for member in computed where member.block.first <= member.block.last {
            let source = sources[member.file]
            var state: [String] = []
            var readsModel = false
            for t in member.block.first ... member.block.last {
                if source.kind(t) == .stringLiteral {
                    if Self.interpolatedWords(source.text(t)).contains(where: instanceMembers.contains) { readsModel = true }
                    continue
                }
                guard source.kind(t) == .identifier else { continue }
                let word = source.text(t)
                // `x`, `self.x`, or `self` alone (handed on whole): the model is read.
                let afterPeriod = t > 0 && source.kind(t - 1) == .period
                if word == "self" && !(t + 1 < source.tokens.count && source.kind(t + 1) == .period) { readsModel = true }
                if instanceMembers.contains(word) && (!afterPeriod || (t >= 2 && source.isWord(t - 2, "self"))) { readsModel = true }
                if Self.untrackedStores.contains(word) && !afterPeriod && !state.contains("'\(word)'") { state.append("'\(word)'") }
                if typeNames.contains(word) && !afterPeriod && t + 2 <= member.block.last && source.kind(t + 1) == .period
                    && staticVars.contains(source.text(t + 2)) && !state.contains("static '\(source.text(t + 2))'") {
                    state.append("static '\(source.text(t + 2))'")
                }
            }
            guard !readsModel, !state.isEmpty else { continue }
            untrackedComputed[site.key, default: [:]][member.name] = state.joined(separator: ", ")
            recordReader(member.name, reads: member.name, of: site.key)
        }
    }
}
