import ObservableSyntax

/// A tracked (formerly `@Published`) property that holds a class set from an expression that
/// reads the same property (`document = document`, `state = reduce(state, action)`): `@Published`
/// sent `objectWillChange` on every set, the macro's setter compares an `AnyObject` value by
/// identity and skips the set of the identical instance (checked with the Observation runtime),
/// so a set meant to redraw after an in-place change no longer does. Reported at the assignment.
/// A value type is not reported (an equal value shows the same), nor an optional (no identity
/// check), nor a class that is `@Observable` (views follow its own properties).
extension MigrationPlanner {
    mutating func reportSameReferenceReassigns(_ siteIndex: Int) {
        let site = catalogue.sites[siteIndex]
        let source = sources[site.file]
        var properties: [String: String] = [:]
        for variable in ModelCatalogue.variables(site.declaration.members) where !variable.head.isStatic && Self.isPublished(variable) {
            for binding in variable.bindings where !binding.isComputed {
                guard case let .identifier(token) = binding.pattern, let type = typeName(of: binding, file: site.file),
                      !isObservableClassAfterRun(type),
                      catalogue.bodies(of: type).contains(where: { catalogue.sites[$0].declaration.kind == .class }) else { continue }
                // `Runner.Manga`: a type of another module, unless its first name is the run's.
                if let annotation = binding.typeAnnotation, source.indices(of: annotation).contains(where: { source.kind($0) == .period }),
                   catalogue.typesByName[source.text(annotation.first)] == nil { continue }
                // `Document?`, `[Document]`: not compared by identity.
                if let annotation = binding.typeAnnotation,
                   source.indices(of: annotation).contains(where: { [.leftSquare, .leftParen].contains(source.kind($0)) || ["?", "!"].contains(source.text($0)) }) { continue }
                properties[source.text(token)] = type
            }
        }
        guard !properties.isEmpty else { return }
        for (file, other) in sources.enumerated() {
            for t in other.tokens.indices where other.kind(t) == .identifier && t + 1 < other.tokens.count && other.kind(t + 1) == .equal {
                let name = other.text(t)
                guard let type = properties[name], writeReceiverType(t, file: file).map({ $0 == site.key || superclassKeys(of: $0).contains(site.key) }) == true,
                      !(t > 0 && (other.isWord(t - 1, "var") || other.isWord(t - 1, "let"))) else { continue }
                // `self.document = document` in `init(document:)` or a function taking `document`: a parameter, not the property.
                let shadowed = parameterNames(around: t, file: file).contains(name) || declaresLocal(name, before: t, file: file)
                // The right side, to the end of its statement: does it read the property, directly
                // or through a local whose value does (`let copy = document; …; document = copy`)?
                var depth = 0, j = t + 2, reads = false
                while j < other.tokens.count {
                    let kind = other.kind(j)
                    if depth == 0 && (kind == .semicolon || kind == .rightBrace || kind == .endOfFile || (j > t + 2 && other.tokens[j].isAtStartOfLine)) { break }
                    switch kind {
                    case .leftParen, .leftSquare, .leftBrace: depth += 1
                    case .rightParen, .rightSquare, .rightBrace: depth -= 1
                    case .identifier where other.text(j) == name:
                        if Self.readsProperty(name, at: j, shadowed: shadowed, in: other) { reads = true }
                    case .identifier where other.kind(j - 1) != .period && other.kind(j + 1) != .colon:
                        guard let value = localInitializer(of: other.text(j), file: file, token: j) else { break }
                        if other.indices(of: value).contains(where: { other.kind($0) == .identifier && other.text($0) == name
                            && Self.readsProperty(name, at: $0, shadowed: shadowed, in: other) }) { reads = true }
                    default: break
                    }
                    j += 1
                }
                if reads { report(.migrationSameReferenceReassign(property: name, type: type), file: file, token: t) }
            }
        }
    }

    /// Whether the identifier `name` at token `j` reads the property `name`: `self.name`, or a bare
    /// `name` that no parameter or local of that name hides (`shadowed`); not `other.name`.
    static func readsProperty(_ name: String, at j: Int, shadowed: Bool, in source: MigrationSource) -> Bool {
        let viaSelf = source.kind(j - 1) == .period && source.isWord(j - 2, "self") && !(j > 2 && source.kind(j - 3) == .period)
        return viaSelf || (!shadowed && source.kind(j - 1) != .period)
    }

    /// The parameter names of the functions and initializers of `file` whose body holds `token`.
    func parameterNames(around token: Int, file: Int) -> Set<String> {
        let source = sources[file]
        var lists: [(span: TokenSpan, parameters: [Parameter])] = functions(in: file).map { ($0.span, $0.parameters) }
        for k in catalogue.sitesByFile[file] { lists += Self.initializers(catalogue.sites[k].declaration.members).map { ($0.head.span, $0.parameters) } }
        var names: Set<String> = []
        for list in lists where list.span.first <= token && token <= list.span.last {
            for parameter in list.parameters {
                guard let type = parameter.type, type.first >= 2, source.kind(type.first - 1) == .colon, source.kind(type.first - 2) == .identifier else { continue }
                names.insert(source.text(type.first - 2))
            }
        }
        return names
    }

    /// Whether the innermost function or initializer around `token` declares a local `name` before it
    /// (`let name`, `if let name`, `for name in`, a closure's `name in`): a bare `name` may then be that local.
    func declaresLocal(_ name: String, before token: Int, file: Int) -> Bool {
        let source = sources[file]
        var spans = functions(in: file).map(\.span)
        for k in catalogue.sitesByFile[file] { spans += Self.initializers(catalogue.sites[k].declaration.members).map(\.head.span) }
        guard let span = spans.filter({ $0.first <= token && token <= $0.last }).min(by: { $0.last - $0.first < $1.last - $1.first }) else { return false }
        return (span.first ..< token).contains { k in
            source.kind(k) == .identifier && source.text(k) == name && k > 0 && k + 1 < source.tokens.count && source.kind(k - 1) != .period
                && (source.isWord(k - 1, "let") || source.isWord(k - 1, "var") || source.isWord(k - 1, "case") || source.isWord(k - 1, "for")
                    || source.isWord(k + 1, "in") || (source.kind(k + 1) == .comma && source.kind(k - 1) == .leftBrace))
        }
    }
}
