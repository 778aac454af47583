import ObservableSyntax

/// The types of names bound by `case` patterns (`case .settings(let manager, let collection):`,
/// `case let .a(x)`, `if case .a(label: let x) = value`, `guard case`): the associated value's
/// type that the enumeration of the run declares for that case; a cast pattern's type
/// (`case let x as T`, `castPatternType`).
extension MigrationPlanner {
    /// What a pattern-bound name's type is, when a name is one.
    enum PatternBoundType {
        /// The key of the associated value's type.
        case type(String)
        /// Bound by a pattern whose type cannot be told: it hides any property of its name.
        case unknown

        var type: String? {
            if case let .type(type) = self { return type }
            return nil
        }
    }

    /// The type of the name used at token `index` of `file` when a `case` pattern binds it
    /// there (`BodyUses.patternBoundUses`); nil when no pattern binds it.
    func patternBoundType(file: Int, token index: Int) -> PatternBoundType? {
        guard let bound = sources[file].bodyUses.value.patternBoundUses[index] else { return nil }
        // `case let x as T`: the type the cast spells.
        if let cast = castPatternType(file: file, bound) { return .type(cast) }
        return associatedValueType(file: file, bound).map(PatternBoundType.type) ?? .unknown
    }

    /// The declared type of the associated value that `bound`'s name binds: the pattern is
    /// `.case(…)` or `Type.case(…)` (maybe after `let`/`var`), its element holding the name is
    /// `let x`, `var x`, `label: let x` (or a bare `x` after a whole-pattern `let`), it has as
    /// many elements as the case has associated values, and the enumeration is a type of the
    /// run, told by the written type or the matched value's type. Nil otherwise (a nested
    /// pattern, a tuple, a generic parameter's type, a case declared twice).
    func associatedValueType(file: Int, _ bound: BodyUses.PatternBound) -> String? {
        guard let found = boundAssociatedValue(file: file, bound) else { return nil }
        // `case .first(let post)` of `content: Either<Post, Comment>`: the written argument.
        if found.value.type == nil, let parameter = found.value.parameter, let subject = bound.subject {
            return writtenArgument(for: parameter, ofKey: found.enumKey, subject: subject, file: file)
        }
        return found.value.type
    }

    /// The enumeration (key) and the declared associated value that `bound`'s name binds, as
    /// `associatedValueType` reads them; nil where it gives nil.
    func boundAssociatedValue(file: Int, _ bound: BodyUses.PatternBound) -> (enumKey: String, value: AssociatedValue)? {
        let source = sources[file]
        let last = bound.pattern.last
        var j = bound.pattern.first
        let bindsAll = source.isWord(j, "let") || source.isWord(j, "var")
        if bindsAll { j += 1 }
        var written: [String] = []
        if source.kind(j) == .identifier {
            written.append(source.text(j))
            j += 1
            while source.kind(j) == .period, source.kind(j + 1) == .identifier, source.kind(j + 2) == .period {
                written.append(source.text(j + 1))
                j += 2
            }
        }
        guard j + 2 < last, source.kind(j) == .period, source.kind(j + 1) == .identifier, source.kind(j + 2) == .leftParen,
              source.closingBracket(of: j + 2) == last else { return nil }
        let caseName = source.text(j + 1)
        let elements = source.splitAtCommas(TokenSpan(j + 3, last - 1))
        guard let position = elements.firstIndex(where: { $0.first <= bound.token && bound.token <= $0.last }) else { return nil }
        // The element: `label:`, then `let x`, `var x`, or `x` under a whole-pattern `let`.
        let element = elements[position]
        var start = element.first
        var label: String?
        if source.kind(start) == .identifier, source.kind(start + 1) == .colon {
            label = source.text(start)
            start += 2
        }
        let bindsHere = source.isWord(start, "let") || source.isWord(start, "var")
        guard element.last == bound.token, start == bound.token - (bindsHere ? 1 : 0), bindsHere || bindsAll else { return nil }

        let enumKey: String
        if !written.isEmpty {
            enumKey = unaliased(typeKey(written.joined(separator: "."), file: file, token: bound.pattern.first))
        } else if let subject = bound.subject, let type = argumentType(file: file, first: subject.first, last: subject.last) {
            enumKey = type
        } else {
            return nil
        }
        guard let declared = associatedValues(ofCase: caseName, inEnum: enumKey), declared.values.count == elements.count else { return nil }
        let value = declared.values[position]
        if let label, label != value.label { return nil }
        return (enumKey, value)
    }

    /// An associated value as its case declares it: its label, the key of its type, the
    /// enumeration's generic parameter it is typed by, and its written type with the lookup
    /// scope it is written in (nil for a parameter or no type).
    typealias AssociatedValue = (label: String?, type: String?, parameter: String?, written: (text: String, scope: [String])?)

    /// The associated values of case `name` of the enumeration keyed `key` of the run: each
    /// one's label and the key of its type (nil when it names no type: a tuple, a function, a
    /// generic parameter of the enumeration or of a type around it). Nil when the run declares
    /// no such enumeration, or the case is not declared once with associated values.
    /// `parameter`: the enumeration's own generic parameter a value is typed by (`case first(A)`).
    func associatedValues(ofCase name: String, inEnum key: String) -> (site: Int, values: [AssociatedValue])? {
        let enums = (catalogue.typesByName[key] ?? []).filter { catalogue.sites[$0].declaration.kind == .enum }
        guard enums.count == 1, let k = enums.first else { return nil }
        let site = catalogue.sites[k]
        let source = sources[site.file]
        var found: [TokenSpan] = []
        for case let .enumCase(declaration) in MemberWalk(site.declaration.members) where declaration.names.contains(name) {
            let span = declaration.head.span
            for j in span.first ... span.last where source.kind(j) == .identifier && source.text(j) == name && source.kind(j - 1) != .period {
                guard source.kind(j + 1) == .leftParen, let close = source.closingBracket(of: j + 1), close <= span.last else { return nil }
                found.append(TokenSpan(j + 2, close - 1))
                break
            }
        }
        guard found.count == 1, let list = found.first else { return nil }
        // Generic parameters of the enumeration and of the types around it.
        var generic = Set(site.declaration.genericParameters.map(\.name))
        for other in catalogue.sitesByFile[site.file] {
            let declaration = catalogue.sites[other].declaration
            if let open = declaration.leftBrace, let token = site.declaration.nameToken, open < token, token < (declaration.rightBrace ?? Int.max) {
                generic.formUnion(declaration.genericParameters.map(\.name))
            }
        }
        let own = Set(site.declaration.genericParameters.map(\.name))
        let values: [AssociatedValue] = source.splitAtCommas(list).map { element in
            var start = element.first
            var label: String?
            if source.kind(start) == .identifier, source.kind(start + 1) == .colon {
                label = source.text(start)
                start += 2
            } else if source.kind(start) == .identifier, source.kind(start + 1) == .identifier, source.kind(start + 2) == .colon {
                label = source.isWord(start, "_") ? nil : source.text(start)
                start += 3
            }
            // A default value (`case a(x: Int = 0)`) ends the type.
            var end = element.last
            var depth = 0
            for j in start ... max(start, element.last) {
                switch source.kind(j) {
                case .leftParen, .leftSquare, .leftBrace: depth += 1
                case .rightParen, .rightSquare, .rightBrace: depth -= 1
                case .equal where depth == 0: end = min(end, j - 1)
                default: break
                }
            }
            guard start <= end, let type = source.writtenTypeName(ofAnnotation: TokenSpan(start, end)),
                  let head = type.split(separator: ".").first, !generic.contains(String(head)) else {
                let written = start <= end ? source.writtenTypeName(ofAnnotation: TokenSpan(start, end)) : nil
                return (label, nil, written.flatMap { own.contains($0) ? $0 : nil }, nil)
            }
            let text = source.sourceText(TokenSpan(start, end))
            return (label, unaliased(typeKey(type, file: site.file, token: start)), nil, (text, lookupScope(file: site.file, token: start)))
        }
        return (k, values)
    }
}
