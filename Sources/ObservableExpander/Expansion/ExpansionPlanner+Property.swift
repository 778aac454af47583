/// Per tracked property: the `_name` peer and the four accessors (R2, R4).
extension ExpansionPlanner {
    /// A property's attributes, sorted for the expansion.
    struct PropertyAttributes {
        /// Attributes copied onto the peer (and `#if` blocks of them, which end their line).
        var kept: [(text: String, isBlock: Bool)] = []
        /// `@ObservationIgnored` and `@ObservationTracked` are macros themselves: without the
        /// plugin they cannot stay in the output (R8.1c).
        var removals: [Edit] = []
        /// A property wrapper, which a tracked property cannot have.
        var wrapper: Attribute?
    }

    func classifyAttributes(_ variable: VariableDeclaration) -> PropertyAttributes {
        var result = PropertyAttributes()
        for element in variable.attributes {
            switch element {
            case let .attribute(attribute):
                if ObservationRules.isObservationMacroAttribute(attribute.name) {
                    result.removals.append(removal(of: attribute.span))
                } else {
                    result.kept.append((sourceText(attribute.span), false))
                    if facts.propertyWrapperNames.contains(attribute.name) || ObservationRules.wellKnownPropertyWrappers.contains(attribute.name) {
                        result.wrapper = result.wrapper ?? attribute
                    }
                }
            case let .ifConfig(block):
                result.kept.append((sourceText(block.span), true))
            }
        }
        return result
    }

    /// A binding that will be tracked: its name as written and its type as it will be spelled.
    typealias PlannedBinding = (binding: PatternBinding, name: String, type: String)

    /// Plans the edits for one `var`/`let` member. Returns false when no `#sourceLocation`
    /// directive could be placed around its expansion (it shares a line with other code).
    @discardableResult
    mutating func expandProperty(_ variable: VariableDeclaration, in info: ClassInfo) -> Bool {
        let attributes = classifyAttributes(variable)
        edits += attributes.removals
        let decision = ObservationRules.trackingDecision(variable, isIgnored: questions.isIgnored(variable.head))
        if decision.rule == .identifierPattern, let first = variable.bindings.first {
            diagnostics.append(Diagnostic(.tuplePattern(pattern: bindingName(first)), at: Int(tokens[variable.keyword].start)))
        }
        guard decision.applies else {
            for binding in variable.bindings {
                let offset: Int
                if case let .identifier(index) = binding.pattern { offset = Int(tokens[index].start) } else { offset = Int(tokens[variable.keyword].start) }
                let name = Self.bareName(bindingName(binding))
                note(decision, "'\(name)' is not tracked", at: offset)
            }
            return true
        }
        guard let planned = plannedBindings(variable, attributes: attributes, in: info) else { return true }
        for (binding, name, _) in planned {
            if case let .identifier(index) = binding.pattern { note(decision, "'\(Self.bareName(name))' is tracked", at: Int(tokens[index].start)) }
        }
        // Source locations: `#sourceLocation()` before the peer, and a resync on the line after
        // the declaration, when it stands on lines of its own.
        let resyncOffset = nextLineStart(after: variable.span.last)
        let standsAlone = tokens[variable.span.first].isAtStartOfLine && resyncOffset != nil
        if standsAlone, let resyncOffset { edits.append(resync(at: resyncOffset)) }
        if variable.bindings.count == 1, let single = planned.first {
            planSingleBinding(single, variable, attributes, info, marked: standsAlone)
        } else {
            planSeparateDeclarations(planned, variable, attributes, info, marked: standsAlone)
        }
        return standsAlone
    }

    /// The bindings of a tracked declaration with their types, or nil (with a diagnostic at
    /// the construct) when one of them cannot be tracked: R8's forms whose macro expansion
    /// does not compile, and types that cannot be inferred.
    mutating func plannedBindings(_ variable: VariableDeclaration, attributes: PropertyAttributes, in info: ClassInfo) -> [PlannedBinding]? {
        let wrapper = attributes.wrapper
        var planned: [PlannedBinding] = []
        var failed = false
        for (k, binding) in variable.bindings.enumerated() {
            guard case let .identifier(nameToken) = binding.pattern else { continue }
            let name = text(nameToken)
            let bare = Self.bareName(name)
            let at = Int(tokens[nameToken].start)
            if let lazy = variable.modifiers.first(where: { $0.name == "lazy" }) {
                diagnostics.append(Diagnostic(.lazyProperty(name: bare), at: Int(tokens[lazy.span.first].start)))
                failed = true
                break
            }
            if let wrapper {
                diagnostics.append(Diagnostic(.propertyWrapper(wrapper: wrapper.name, name: bare), at: Int(tokens[wrapper.span.first].start)))
                failed = true
                break
            }
            if let nonisolated = variable.modifiers.first(where: { $0.name == "nonisolated" && $0.detail == nil }), let actor = info.globalActor {
                diagnostics.append(Diagnostic(.nonisolatedInGlobalActorClass(name: bare, actor: actor), at: Int(tokens[nonisolated.span.first].start)))
                failed = true
                break
            }
            if case let .accessors(names) = binding.accessorKind, names.contains(where: { $0 != "willSet" && $0 != "didSet" }) {
                diagnostics.append(Diagnostic(.unsupportedAccessor(name: bare, accessor: names.first { $0 != "willSet" && $0 != "didSet" }!),
                                              at: Int(tokens[binding.accessorBlock!.first].start)))
                failed = true
                continue
            }
            if info.propertyNames.contains("_" + bare) {
                diagnostics.append(Diagnostic(.backingStorageExists(name: bare), at: at))
                failed = true
                continue
            }
            var type: String?
            if let annotation = binding.typeAnnotation {
                type = sourceText(annotation)
                if isWord(annotation.first, "some") {
                    diagnostics.append(Diagnostic(.opaqueType(name: bare, type: type!), at: Int(tokens[annotation.first].start)))
                    failed = true
                    continue
                }
            } else if let initializer = binding.initializer {
                let inference = TypeInference(tokens: tokens, bytes: bytes, shadowedNames: facts.declaredTypeNames,
                                              functionReturnTypes: facts.freeFunctionReturnTypes.compactMapValues { $0 },
                                              enumerationCases: facts.enumerationCases, failableInitializerTypes: facts.failableInitializerTypes,
                                              index: classes, scope: info.scope)
                type = inference.inferType(initializer)
                if let inferred = type, let shadowed = TypeInference.words(inferred).first(where: { word in
                    info.memberTypeNames.contains(String(word.prefix { $0 != "." }))
                }) {
                    // Written inside the class, the name would mean the class's own member type.
                    diagnostics.append(Diagnostic(.inferredTypeShadowed(name: bare, type: inferred, shadowed: String(shadowed.prefix { $0 != "." }), owner: info.name), at: at))
                    failed = true
                    continue
                }
                if type == nil {
                    let expression = normalizedText(initializer)
                    switch inference.notes.failure {
                    case let .undeclared(missing)?:
                        diagnostics.append(Diagnostic(.undeclaredInContext(name: bare, expression: expression, missing: missing), at: at))
                    case let .overloaded(member)?:
                        diagnostics.append(Diagnostic(.overloadedResultType(name: bare, expression: expression, member: member), at: at))
                    case nil:
                        diagnostics.append(Diagnostic(.cannotInferType(name: bare), at: at))
                    }
                    failed = true
                    continue
                }
            } else if let later = variable.bindings[(k + 1)...].first(where: { $0.typeAnnotation != nil })?.typeAnnotation {
                type = sourceText(later) // `var a, b: Int`: the later annotation types both
            } else {
                diagnostics.append(Diagnostic(.missingTypeAnnotation, at: at))
                failed = true
                continue
            }
            planned.append((binding, name, type!))
        }
        return failed || planned.isEmpty ? nil : planned
    }

    /// `private var _name` for `binding`, with the property's attributes and non-access
    /// modifiers (R4.1).
    func peerDeclaration(_ planned: PlannedBinding, _ variable: VariableDeclaration, _ attributes: PropertyAttributes, indent: String) -> String {
        let (binding, name, type) = planned
        // An `#if` block of attributes ends its line.
        var prefix = ""
        for attribute in attributes.kept { prefix += attribute.text + (attribute.isBlock ? newline + indent : " ") }
        let peerModifiers = variable.modifiers.filter { !$0.isAccessLevel && $0.name != "override" }.map { sourceText($0.span) }
        var declaration = "var " + Self.storageName(name)
        if let annotation = binding.typeAnnotation {
            declaration += ": " + sourceText(annotation)
        } else if binding.initializer == nil {
            declaration += ": " + type
        }
        if let initializer = binding.initializer { declaration += " = " + sourceText(initializer) }
        if let block = binding.accessorBlock, binding.accessorKind != nil { declaration += " " + sourceText(block) }
        return prefix + (["private"] + peerModifiers + [declaration]).joined(separator: " ")
    }

    /// One binding: the peer above the declaration, the type written when it was inferred, and
    /// the accessor block in place of the observers or after the initializer (R4).
    mutating func planSingleBinding(_ planned: PlannedBinding, _ variable: VariableDeclaration, _ attributes: PropertyAttributes, _ info: ClassInfo, marked: Bool) {
        let (binding, name, type) = planned
        guard case let .identifier(nameToken) = binding.pattern else { return }
        let propertyIndent = indentation(ofLineAt: Int(tokens[variable.span.first].start))
        edits += peerInsertion(peerDeclaration(planned, variable, attributes, indent: propertyIndent), variable: variable, indent: propertyIndent, marked: marked)
        if binding.typeAnnotation == nil {
            edits.append(.insert(": " + type, at: Int(tokens[nameToken].end)))
        }
        let accessors = accessorBlock(name: name, indent: propertyIndent, unit: info.indentUnit)
        if let block = binding.accessorBlock {
            edits.append(Edit(Int(tokens[block.first].start) ..< Int(tokens[block.last].end), accessors))
        } else {
            let last = binding.initializer?.last ?? binding.typeAnnotation?.last ?? nameToken
            edits.append(.insert(" " + accessors, at: Int(tokens[last].end)))
        }
    }

    /// `var a = 1, b = 2`: one declaration per binding, each with its own peer (the macro
    /// rejects this form; see the README's "Differences from the macro").
    mutating func planSeparateDeclarations(_ planned: [PlannedBinding], _ variable: VariableDeclaration, _ attributes: PropertyAttributes, _ info: ClassInfo, marked: Bool) {
        let declarationStart = Int(tokens[variable.span.first].start)
        let propertyIndent = indentation(ofLineAt: declarationStart)
        let attributesText = attributes.kept.map { $0.text + ($0.isBlock ? newline + propertyIndent : " ") }.joined()
        let modifiersText = variable.modifiers.map { sourceText($0.span) + " " }.joined()
        var pieces: [String] = []
        for (binding, name, type) in planned {
            var declaration = attributesText + modifiersText + "var " + name + ": " + type
            if let initializer = binding.initializer { declaration += " = " + sourceText(initializer) }
            declaration += " " + accessorBlock(name: name, indent: propertyIndent, unit: info.indentUnit)
            pieces.append(peerDeclaration((binding, name, type), variable, attributes, indent: propertyIndent) + newline + propertyIndent + declaration)
        }
        if marked {
            // At the start of the declaration's line, unless that line starts inside a comment
            // (`/* …\n */ var a = 1, b = 2`, as for the peer above): then on a line of its own.
            let first = tokens[variable.span.first]
            let start = lineStart(declarationStart)
            let insideComment = start < Int(first.leadingTriviaStart) || isInsideComment(start)
            edits.append(insideComment ? .marker(.generated, at: declarationStart, before: newline, after: newline + propertyIndent)
                                       : .marker(.generated, at: start, after: newline))
        }
        // The attributes are rewritten with each declaration: their removals would overlap.
        edits.removeAll { edit in attributes.removals.contains(edit) }
        edits.append(Edit(declarationStart ..< Int(tokens[variable.span.last].end), pieces.joined(separator: newline + propertyIndent)))
    }

    /// Inserts the peer right before the declaration, above its doc and leading comments (so
    /// that they stay with the property), or in front of it when it shares a line.
    func peerInsertion(_ peer: String, variable: VariableDeclaration, indent: String, marked: Bool) -> [Edit] {
        let first = tokens[variable.span.first]
        guard first.isAtStartOfLine else {
            return [.insert(peer + newline + indent, at: Int(first.start))]
        }
        // The comments directly above the declaration (no blank line between) belong to it.
        var position = lineStart(Int(first.start))
        var comments = self.comments[variable.head.comments].filter { $0.range.upperBound <= first.start }[...]
        // A block comment may end on the declaration's line: one that starts on that line stays
        // after the peer (`/* note */ var x`); one that starts a line above takes the peer
        // above it. When the line starts inside a comment that does not start a line (the
        // previous token's trailing comment, or one after another comment), the peer goes on
        // a line of its own right before the declaration.
        var split = position < Int(first.leadingTriviaStart)
        while !split, let last = comments.last, last.range.upperBound > position {
            if last.range.lowerBound < position {
                let commentLine = lineStart(last.range.lowerBound)
                guard commentLine >= Int(first.leadingTriviaStart),
                      bytes[commentLine ..< last.range.lowerBound].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else {
                    split = true
                    break
                }
                position = commentLine
            }
            comments.removeLast()
        }
        if split {
            let at = Int(first.start)
            let insertion = Edit.insert(peer + newline + indent, at: at)
            return marked ? [.marker(.generated, at: at, before: newline, after: newline + indent), insertion] : [insertion]
        }
        for comment in comments.reversed() {
            let commentLine = lineStart(comment.range.lowerBound)
            // The comment must start its own line, and only one line break may separate it
            // from what follows it.
            guard commentLine >= Int(first.leadingTriviaStart),
                  bytes[commentLine ..< comment.range.lowerBound].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { break }
            let between = bytes[comment.range.upperBound ..< position]
            // A line break is `\n`, or a `\r` not followed by `\n`.
            let breaks = between.indices.filter { k in
                between[k] == 0x0A || (between[k] == 0x0D && (k + 1 == between.endIndex || between[k + 1] != 0x0A))
            }.count
            guard breaks <= 1, between.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) else { break }
            position = commentLine
        }
        let insertion = Edit.insert(indent + peer + newline, at: position)
        return marked ? [.marker(.generated, at: position, after: newline), insertion] : [insertion]
    }

    /// The backing store's name for property `name` (as written): `_name`, or for a raw
    /// identifier that is no plain name (``` `my value` ```) the raw identifier ``` `_my value` ```.
    static func storageName(_ name: String) -> String {
        let bare = bareName(name)
        let plain = bare.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0" ... "9").contains($0) }
        return plain ? "_" + bare : "`_" + bare + "`"
    }

    /// Whether byte `offset` lies inside a comment.
    func isInsideComment(_ offset: Int) -> Bool {
        let next = CommentAttachment.firstIndex(in: comments, atOrAfter: offset)
        return next > 0 && comments[next - 1].range.upperBound > offset
    }

    /// A piece of an accessor line: fixed text, or the property's storage or key path.
    enum AccessorPiece {
        case text(String)
        case storage
        case keyPath
    }

    /// The accessor block of a tracked property (R4.2), as ObservationTrackedMacro writes it:
    /// each line's depth in indentation units, and its pieces.
    static let accessorLines: [(depth: Int, pieces: [AccessorPiece])] = [
        (0, [.text("{")]),
        (1, [.text("@storageRestrictions(initializes: "), .storage, .text(")")]),
        (1, [.text("init(initialValue) {")]),
        (2, [.storage, .text(" = initialValue")]),
        (1, [.text("}")]),
        (1, [.text("get {")]),
        (2, [.text("access(keyPath: "), .keyPath, .text(")")]),
        (2, [.text("return "), .storage]),
        (1, [.text("}")]),
        (1, [.text("set {")]),
        (2, [.text("guard shouldNotifyObservers("), .storage, .text(", newValue) else {")]),
        (3, [.storage, .text(" = newValue")]),
        (3, [.text("return")]),
        (2, [.text("}")]),
        (2, [.text("withMutation(keyPath: "), .keyPath, .text(") {")]),
        (3, [.storage, .text(" = newValue")]),
        (2, [.text("}")]),
        (1, [.text("}")]),
        (1, [.text("_modify {")]),
        (2, [.text("access(keyPath: "), .keyPath, .text(")")]),
        (2, [.text("_$observationRegistrar.willSet(self, keyPath: "), .keyPath, .text(")")]),
        (2, [.text("defer {")]),
        (3, [.text("_$observationRegistrar.didSet(self, keyPath: "), .keyPath, .text(")")]),
        (2, [.text("}")]),
        (2, [.text("yield &"), .storage]),
        (1, [.text("}")]),
        (0, [.text("}")]),
    ]

    /// The accessor block for property `name`, its lines after the first indented by `indent`
    /// plus one `unit` per level. Built as bytes: it is written once per tracked property.
    func accessorBlock(name: String, indent: String, unit: String) -> String {
        let storage = Array(Self.storageName(name).utf8)
        let keyPath = Array(("\\." + name).utf8)
        let indentBytes = Array(indent.utf8)
        let unitBytes = Array(unit.utf8)
        let newlineBytes = Array(newline.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(900 + 27 * indentBytes.count + 40 * (storage.count + keyPath.count))
        for (k, line) in Self.accessorLines.enumerated() {
            if k > 0 {
                out.append(contentsOf: newlineBytes)
                out.append(contentsOf: indentBytes)
                for _ in 0 ..< line.depth { out.append(contentsOf: unitBytes) }
            }
            for piece in line.pieces {
                switch piece {
                case let .text(text): out.append(contentsOf: text.utf8)
                case .storage: out.append(contentsOf: storage)
                case .keyPath: out.append(contentsOf: keyPath)
                }
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
