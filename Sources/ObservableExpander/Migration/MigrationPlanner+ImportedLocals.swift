import ObservableSyntax

/// A local bound to a member of a value of another module's type (review 20a/03, 100ms-roomkit-ios:
/// `@EnvironmentObject var roomModel: HMSRoomModel`, then `if let localPeerModel =
/// roomModel.localPeerModel { … .environmentObject(localPeerModel) }`: 6 errors). A module the
/// app imports cannot name the app's classes, so what its type's members hold is no class of
/// the run, as `ImportedType.shared` is not (`importedTypeHead`).
extension MigrationPlanner {
    /// For an argument that is a single name (tokens `first...last` of `file`): when the last
    /// `let`/`var` of that name before it in the enclosing type body (an optional binding too)
    /// is bound to `v.m…`, `v` a name whose written type is a type the run does not declare (or
    /// only extends, with no extension declaring `m`), that type's name; nil otherwise.
    func importedBoundValue(file: Int, first: Int, last: Int) -> String? {
        let source = sources[file]
        guard first == last, source.kind(first) == .identifier else { return nil }
        let name = source.text(first)
        let bodyStart = catalogue.enclosingSite(file: file, token: first).flatMap { catalogue.sites[$0].declaration.leftBrace } ?? 0
        let start = scopedBinder(of: name, file: file, token: first, from: bodyStart) ?? bodyStart
        let value = Self.lastLocalValue(of: name, from: start, before: first, in: source).flatMap { $0.depth == 0 && $0.value.last >= $0.value.first ? $0.value : nil }
        // `v.m`, `v.m.n`, `v?.m`: a chain of names from a value.
        guard let value, value.last >= value.first + 2, source.kind(value.first) == .identifier,
              source.kind(value.first + 1) == .period || (source.isPostfixUnwrap(value.first + 1) && source.kind(value.first + 2) == .period) else { return nil }
        for j in value.first ... value.last where !(source.kind(j) == .identifier || source.kind(j) == .period || source.isPostfixUnwrap(j)) { return nil }
        let head = source.text(value.first)
        let memberToken = source.kind(value.first + 1) == .period ? value.first + 2 : value.first + 3
        // A parameter, local or closure parameter of the head's name would hide the property.
        let enclosing = catalogue.enclosingSite(file: file, token: value.first)
        let memberStart = enclosing.flatMap { Self.memberStart(in: catalogue.sites[$0].declaration.members, holding: value.first) } ?? bodyStart
        guard head.first?.isLowercase == true, source.kind(memberToken) == .identifier,
              source.localTypeName(of: head, in: TokenSpan(memberStart, value.first), before: value.first) == nil,
              scopedBinder(of: head, file: file, token: value.first, from: memberStart) == nil,
              let written = writtenTypeOfValue(head, file: file, token: value.first) else { return nil }
        if declaresType(named: written) && !extendsOnly(written, without: source.text(memberToken)) { return nil }
        return written
    }

    /// The simple name of the type written for value `name` as seen at token `index` of `file`
    /// (`var roomModel: HMSRoomModel`, `@EnvironmentObject var roomModel: HMSRoomModel?`): a
    /// plain name only, not a generic, a collection or a function type; nil when not written.
    private func writtenTypeOfValue(_ name: String, file: Int, token index: Int) -> String? {
        for k in catalogue.enclosingSites(file: file, token: index) {
            for body in catalogue.bodies(of: catalogue.sites[k].key) {
                let site = catalogue.sites[body], declaring = sources[site.file]
                for variable in ModelCatalogue.variables(site.declaration.members) {
                    for binding in variable.bindings where self.name(of: binding, in: declaring) == name {
                        guard let annotation = binding.typeAnnotation else { return nil }
                        var type = TypeExprParser.parse(annotation, tokens: declaring.tokens, bytes: declaring.bytes)
                        if let wrapped = type.optionalWrapped { type = wrapped }
                        guard let nominal = type.nominal, nominal.arguments.isEmpty, !nominal.name.contains(".") else { return nil }
                        return nominal.name
                    }
                }
            }
        }
        return nil
    }

    /// The value of the last `let name = …` (or `var`, also in an `if`/`guard`/`while` binding)
    /// from token `start` up to `index` that is visible at `index`, with the bracket depth
    /// `localValueEnd` ends it at; nil when there is none.
    static func lastLocalValue(of name: String, from start: Int, before index: Int, in source: MigrationSource) -> (value: TokenSpan, depth: Int)? {
        var found: (value: TokenSpan, depth: Int)?
        var k = start
        while k + 3 < index {
            defer { k += 1 }
            guard source.isWord(k, "let") || source.isWord(k, "var"), source.kind(k + 1) == .identifier, source.text(k + 1) == name,
                  source.kind(k + 2) == .equal, source.isVisible(k + 1, at: index) else { continue }
            let binding = k > 0 && (source.isWord(k - 1, "if") || source.isWord(k - 1, "guard") || source.isWord(k - 1, "while") || source.kind(k - 1) == .comma)
            let (end, depth) = localValueEnd(from: k + 3, before: index, binding: binding, in: source)
            found = (TokenSpan(k + 3, end), depth)
        }
        return found
    }
}
