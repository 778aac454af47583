/// Per tracked property: the `_name` peer and the four accessors (R2, R4).
extension ExpansionPlanner {
    /// A property's attributes, sorted for the expansion.
    struct PropertyAttributes {
        /// Attributes copied onto the peer (and `#if` blocks of them, which end their line).
        var kept: [(span: TokenSpan, isBlock: Bool)] = []
        /// `@ObservationIgnored` and `@ObservationTracked` are macros themselves: without the
        /// plugin they cannot stay in the output (R8.1c).
        var removals: [ExpansionPlan.Edit] = []
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
                    result.kept.append((attribute.span, false))
                    if facts.propertyWrapperNames.contains(attribute.name) || ObservationRules.wellKnownPropertyWrappers.contains(attribute.name) {
                        result.wrapper = result.wrapper ?? attribute
                    }
                }
            case let .ifConfig(block):
                result.kept.append((block.span, true))
            }
        }
        return result
    }

    /// A binding that will be tracked: its name as written and its type as it will be spelled
    /// (nil: as its type annotation reads).
    struct PlannedBinding {
        /// The binding's position in its declaration's `bindings` (not a copy of it).
        var index: Int
        /// The name's token.
        var nameToken: Int
        var type: String?
    }

    /// Plans the edits for one `var`/`let` member. Returns false when no `#sourceLocation`
    /// directive could be placed around its expansion (it shares a line with other code).
    @discardableResult
    mutating func expandProperty(_ variable: VariableDeclaration, in info: ClassInfo) -> Bool {
        let attributes = classifyAttributes(variable)
        plan.edits += attributes.removals
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
        for binding in planned where explains {
            let name = Self.bareName(text(binding.nameToken))
            note(decision, "'\(name)' is tracked", at: Int(tokens[binding.nameToken].start))
        }
        // Source locations: `#sourceLocation()` before the peer, and a resync on the line after
        // the declaration, when it stands on lines of its own.
        let resyncOffset = nextLineStart(after: variable.span.last)
        let standsAlone = tokens[variable.span.first].isAtStartOfLine && resyncOffset != nil
        if variable.bindings.count == 1, let single = planned.first {
            planSingleBinding(single, variable, attributes, info, marked: standsAlone)
        } else {
            planSeparateDeclarations(planned, variable, attributes, info, marked: standsAlone)
        }
        // Planned last: the property's edits are then in source order (the output stage's
        // sort finds them so), as no other edit of it is at the line after it.
        if standsAlone, let resyncOffset { resync(at: resyncOffset) }
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
            // The name's text is only made for a message.
            let at = Int(tokens[nameToken].start)
            if let lazy = variable.modifiers.first(where: { $0.name == "lazy" }) {
                diagnostics.append(Diagnostic(.lazyProperty(name: Self.bareName(text(nameToken))), at: Int(tokens[lazy.span.first].start)))
                failed = true
                break
            }
            if let wrapper {
                diagnostics.append(Diagnostic(.propertyWrapper(wrapper: wrapper.name, name: Self.bareName(text(nameToken))), at: Int(tokens[wrapper.span.first].start)))
                failed = true
                break
            }
            if let nonisolated = variable.modifiers.first(where: { $0.name == "nonisolated" && $0.detail == nil }), let actor = info.globalActor {
                diagnostics.append(Diagnostic(.nonisolatedInGlobalActorClass(name: Self.bareName(text(nameToken)), actor: actor), at: Int(tokens[nonisolated.span.first].start)))
                failed = true
                break
            }
            if case let .accessors(names) = binding.accessorKind, names.contains(where: { $0 != "willSet" && $0 != "didSet" }) {
                diagnostics.append(Diagnostic(.unsupportedAccessor(name: Self.bareName(text(nameToken)), accessor: names.first { $0 != "willSet" && $0 != "didSet" }!),
                                              at: Int(tokens[binding.accessorBlock!.first].start)))
                failed = true
                continue
            }
            if !info.underscoredPropertyNames.isEmpty && info.underscoredPropertyNames.contains("_" + Self.bareName(text(nameToken))) {
                diagnostics.append(Diagnostic(.backingStorageExists(name: Self.bareName(text(nameToken))), at: at))
                failed = true
                continue
            }
            var type: String?
            if let annotation = binding.typeAnnotation {
                // Spelled as written: the annotation's text is only made for a message.
                if isWord(annotation.first, "some") {
                    diagnostics.append(Diagnostic(.opaqueType(name: Self.bareName(text(nameToken)), type: sourceText(annotation)), at: Int(tokens[annotation.first].start)))
                    failed = true
                    continue
                }
            } else if let initializer = binding.initializer {
                let inference = info.inference
                inference.notes.failure = nil // the class's inference, shared by its properties
                type = inference.inferType(initializer)
                var written: String?
                if let inferred = type, !info.memberTypeNames.isEmpty {
                    (type, written) = spellingMemberTypes(inferred, initializer, info)
                }
                if let inferred = type, !info.memberTypeNames.isEmpty, let shadowed = TypeInference.words(inferred).first(where: { word in
                    let head = String(word.prefix { $0 != "." })
                    // The generic parameters in `Box<Value>.Slot` are ours, and mean the class's.
                    return info.memberTypeNames.contains(head) && head != written
                        && !(written != nil && info.genericParameterNames.contains(head))
                }) {
                    // Written inside the class, the name would mean the class's own member type.
                    diagnostics.append(Diagnostic(.inferredTypeShadowed(name: Self.bareName(text(nameToken)), type: inferred, shadowed: String(shadowed.prefix { $0 != "." }), owner: info.name), at: at))
                    failed = true
                    continue
                }
                if type == nil {
                    let expression = normalizedText(initializer)
                    switch inference.notes.failure {
                    case let .undeclared(missing)?:
                        diagnostics.append(Diagnostic(.undeclaredInContext(name: Self.bareName(text(nameToken)), expression: expression, missing: missing), at: at))
                    case let .overloaded(member)?:
                        diagnostics.append(Diagnostic(.overloadedResultType(name: Self.bareName(text(nameToken)), expression: expression, member: member), at: at))
                    case nil:
                        diagnostics.append(Diagnostic(.cannotInferType(name: Self.bareName(text(nameToken))), at: at))
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
            planned.append(PlannedBinding(index: k, nameToken: nameToken, type: type))
        }
        return failed || planned.isEmpty ? nil : planned
    }

    /// Appends `private var _name` for `binding`, with the property's attributes and non-access
    /// modifiers (R4.1), to `out` (UTF-8); `storage` is the backing store's name.
    func writePeer(_ planned: PlannedBinding, _ variable: VariableDeclaration, _ attributes: PropertyAttributes, indent: ArraySlice<UInt8>,
                   storage: StorageName, to out: inout [UInt8]) {
        let binding = variable.bindings[planned.index]
        // An `#if` block of attributes ends its line.
        for attribute in attributes.kept {
            out.append(contentsOf: sourceBytes(attribute.span))
            if attribute.isBlock {
                out.append(contentsOf: newlineBytes)
                out.append(contentsOf: indent)
            } else {
                out.append(0x20)
            }
        }
        out.append(static: "private ")
        for modifier in variable.modifiers where !modifier.isAccessLevel && modifier.name != "override" {
            out.append(contentsOf: sourceBytes(modifier.span))
            out.append(0x20)
        }
        out.append(static: "var ")
        storage.write(to: &out)
        if let annotation = binding.typeAnnotation {
            out.append(static: ": ")
            out.append(contentsOf: sourceBytes(annotation))
        } else if binding.initializer == nil, let type = planned.type {
            out.append(static: ": ")
            out.append(contentsOf: type.utf8)
        }
        if let initializer = binding.initializer {
            out.append(static: " = ")
            out.append(contentsOf: sourceBytes(initializer))
        }
        if let block = binding.accessorBlock, binding.accessorKind != nil {
            out.append(0x20)
            out.append(contentsOf: sourceBytes(block))
        }
    }

    /// `private var _name` for `binding` (see `writePeer`), as UTF-8 bytes.
    func peerDeclaration(_ planned: PlannedBinding, _ variable: VariableDeclaration, _ attributes: PropertyAttributes, indent: ArraySlice<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        writePeer(planned, variable, attributes, indent: indent, storage: StorageName(name: bytes[tokens[planned.nameToken].textRange]), to: &out)
        return out
    }

    /// The accessor block of a property named `name` whose line starts with `indent`: from the
    /// class's template when the property is indented as the class's members are.
    func accessorBlock(name: String, indent: ArraySlice<UInt8>, in info: ClassInfo) -> [UInt8] {
        let template = info.accessors.indent.elementsEqual(indent) ? info.accessors : AccessorTemplate(indent: indent, unit: info.unit, newline: newlineBytes)
        var out: [UInt8] = []
        let name = ArraySlice(name.utf8)
        template.write(name: name, storage: StorageName(name: name), spaced: false, to: &out)
        return out
    }

    /// One binding: the peer above the declaration, the type written when it was inferred, and
    /// the accessor block in place of the observers or after the initializer (R4).
    mutating func planSingleBinding(_ planned: PlannedBinding, _ variable: VariableDeclaration, _ attributes: PropertyAttributes, _ info: ClassInfo, marked: Bool) {
        let binding = variable.bindings[planned.index]
        guard case let .identifier(nameToken) = binding.pattern else { return }
        let propertyIndent = indentationBytes(ofLineAt: Int(tokens[variable.span.first].start))
        let name = bytes[tokens[nameToken].textRange]
        let storage = StorageName(name: name)
        planPeerInsertion(planned, variable, attributes, indent: propertyIndent, storage: storage, marked: marked)
        if binding.typeAnnotation == nil, let type = planned.type {
            let end = Int(tokens[nameToken].end)
            plan.replace(end ..< end) { out in
                out.append(static: ": ")
                out.append(contentsOf: type.utf8)
            }
        }
        // In place of the observers, or after the initializer (or type, or name).
        let range: Range<Int>
        if let block = binding.accessorBlock {
            range = Int(tokens[block.first].start) ..< Int(tokens[block.last].end)
        } else {
            let last = Int(tokens[binding.initializer?.last ?? binding.typeAnnotation?.last ?? nameToken].end)
            range = last ..< last
        }
        let text: Range<Int>
        if info.accessors.indent.elementsEqual(propertyIndent) {
            text = info.accessors.store(name: name, storage: storage, spaced: range.isEmpty, in: &plan)
        } else {
            let template = AccessorTemplate(indent: propertyIndent, unit: info.unit, newline: newlineBytes)
            text = template.store(name: name, storage: storage, spaced: range.isEmpty, in: &plan)
        }
        plan.edits.append(ExpansionPlan.Edit(range: range, text: text))
    }

    /// `var a = 1, b = 2`: one declaration per binding, each with its own peer (the macro
    /// rejects this form; see the README's "Differences from the macro").
    mutating func planSeparateDeclarations(_ planned: [PlannedBinding], _ variable: VariableDeclaration, _ attributes: PropertyAttributes, _ info: ClassInfo, marked: Bool) {
        let declarationStart = Int(tokens[variable.span.first].start)
        let propertyIndentBytes = indentationBytes(ofLineAt: declarationStart)
        let propertyIndent = String(decoding: propertyIndentBytes, as: UTF8.self)
        let attributesText = attributes.kept.map { sourceText($0.span) + ($0.isBlock ? newline + propertyIndent : " ") }.joined()
        let modifiersText = variable.modifiers.map { sourceText($0.span) + " " }.joined()
        var pieces: [String] = []
        for planned in planned {
            let binding = variable.bindings[planned.index], name = text(planned.nameToken), type = planned.type
            var declaration = attributesText + modifiersText + "var " + name + ": " + (type ?? binding.typeAnnotation.map(sourceText) ?? "")
            if let initializer = binding.initializer { declaration += " = " + sourceText(initializer) }
            declaration += " " + String(decoding: accessorBlock(name: name, indent: propertyIndentBytes, in: info), as: UTF8.self)
            let peer = String(decoding: peerDeclaration(planned, variable, attributes, indent: propertyIndentBytes), as: UTF8.self)
            pieces.append(peer + newline + propertyIndent + declaration)
        }
        if marked {
            // At the start of the declaration's line, unless that line starts inside a comment
            // (`/* …\n */ var a = 1, b = 2`, as for the peer above): then on a line of its own.
            let first = tokens[variable.span.first]
            let start = lineStart(declarationStart)
            let insideComment = start < Int(first.leadingTriviaStart) || isInsideComment(start)
            if insideComment {
                plan.mark(.generated, at: declarationStart, before: newlineBytes, after: newlineBytes + propertyIndentBytes)
            } else {
                plan.mark(.generated, at: start, before: EmptyCollection(), after: newlineBytes)
            }
        }
        // The attributes are rewritten with each declaration: their removals would overlap.
        plan.edits.removeAll { edit in attributes.removals.contains(edit) }
        plan.replace(declarationStart ..< Int(tokens[variable.span.last].end), by: pieces.joined(separator: newline + propertyIndent).utf8)
    }

    /// Where a property's peer goes.
    enum PeerPlacement {
        /// In front of the declaration, which shares its line with code before it: the peer, a
        /// line break and the indentation, at the offset.
        case sharedLine(Int)
        /// The same, right before the declaration, whose line starts inside a comment (the
        /// peer then gets a line of its own, marked apart).
        case split(Int)
        /// On a line of its own above the declaration and its comments: the indentation, the
        /// peer and a line break, at the offset (a line start).
        case above(Int)
    }

    /// Inserts the peer of `planned` right before the declaration, above its doc and leading
    /// comments (so that they stay with the property), or in front of it when it shares a line;
    /// marked as generated when `marked`.
    mutating func planPeerInsertion(_ planned: PlannedBinding, _ variable: VariableDeclaration, _ attributes: PropertyAttributes,
                                    indent: ArraySlice<UInt8>, storage: StorageName, marked: Bool) {
        let placement = peerPlacement(variable)
        let offset: Int
        switch placement {
        case let .sharedLine(at):
            offset = at
        case let .split(at):
            offset = at
            if marked { plan.mark(.generated, at: at, before: newlineBytes, after: newlineBytes + indent) }
        case let .above(at):
            offset = at
            if marked { plan.mark(.generated, at: at, before: EmptyCollection(), after: newlineBytes) }
        }
        // Written straight into the plan's text, moved out meanwhile (no copy of it, nor of
        // the planner that `writePeer` reads).
        var text: [UInt8] = []
        swap(&text, &plan.text)
        let start = text.count
        if case .above = placement {
            text.append(contentsOf: indent)
            writePeer(planned, variable, attributes, indent: indent, storage: storage, to: &text)
            text.append(contentsOf: newlineBytes)
        } else {
            writePeer(planned, variable, attributes, indent: indent, storage: storage, to: &text)
            text.append(contentsOf: newlineBytes)
            text.append(contentsOf: indent)
        }
        let end = text.count
        swap(&text, &plan.text)
        plan.edits.append(ExpansionPlan.Edit(range: offset ..< offset, text: start ..< end))
    }

    /// Where the peer of `variable` goes (see `planPeerInsertion`).
    func peerPlacement(_ variable: VariableDeclaration) -> PeerPlacement {
        let first = tokens[variable.span.first]
        guard first.isAtStartOfLine else { return .sharedLine(Int(first.start)) }
        // The comments directly above the declaration (no blank line between) belong to it.
        var position = lineStart(Int(first.start))
        // The head's comments before the declaration's first token (an index range: no copy).
        var commentEnd = variable.head.comments.upperBound
        while commentEnd > variable.head.comments.lowerBound && self.comments[commentEnd - 1].range.upperBound > first.start { commentEnd -= 1 }
        var comments = self.comments[variable.head.comments.lowerBound ..< commentEnd]
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
        if split { return .split(Int(first.start)) }
        for comment in comments.reversed() {
            let commentLine = lineStart(comment.range.lowerBound)
            // The comment must start its own line, and only one line break may separate it
            // from what follows it.
            guard commentLine >= Int(first.leadingTriviaStart),
                  bytes[commentLine ..< comment.range.lowerBound].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { break }
            // Only spaces and line breaks between, of which at most one line break: a `\n`, or a
            // `\r` not followed by `\n`.
            var breaks = 0
            var onlySpace = true
            for k in comment.range.upperBound ..< position {
                switch bytes[k] {
                case 0x0A: breaks += 1
                case 0x0D: if k + 1 == position || bytes[k + 1] != 0x0A { breaks += 1 }
                case 0x20, 0x09: break
                default: onlySpace = false
                }
            }
            guard breaks <= 1, onlySpace else { break }
            position = commentLine
        }
        return .above(position)
    }

    /// The backing store's name for property `name` (as written), as UTF-8 (`StorageName`).
    static func storageName(_ name: String) -> [UInt8] {
        let storage = StorageName(name: ArraySlice(name.utf8))
        var out: [UInt8] = []
        out.reserveCapacity(storage.count)
        storage.write(to: &out)
        return out
    }

    /// Whether byte `offset` lies inside a comment.
    func isInsideComment(_ offset: Int) -> Bool {
        let next = CommentAttachment.firstIndex(in: comments, atOrAfter: offset)
        return next > 0 && comments[next - 1].range.upperBound > offset
    }
}

extension ExpansionPlanner {
    /// `inferred` spelled for the annotation when `initializer` starts with a name that means
    /// something inside the class (as in `State.loading`, `State()`, `[State]()`, where the
    /// compiler looks the name up inside the class): a member type is qualified by the class,
    /// as `Loader.State` or `Box<Value>.Slot` (as `swiftc -print-ast` prints the property's
    /// type); a generic parameter stays as written. Also returns that name, or nil when the
    /// initializer does not start with such a name (and `inferred` is returned unchanged).
    func spellingMemberTypes(_ inferred: String, _ initializer: TokenSpan, _ info: ClassInfo) -> (String, String?) {
        var index = initializer.first
        if tokens[index].kind == .leftSquare && index < initializer.last { index += 1 }
        guard tokens[index].kind == .identifier, info.memberTypeNames.contains(text(index)) else { return (inferred, nil) }
        let written = text(index)
        if info.genericParameterNames.contains(written) { return (inferred, written) }
        let generics = info.genericParameterNames.isEmpty ? "" : "<" + info.genericParameterNames.joined(separator: ", ") + ">"
        let owner = (info.scope.last ?? info.name) + generics
        let spelled = TypeInference.words(inferred).map { word in
            word == written || word.hasPrefix(written + ".") ? owner + "." + word : word
        }.joined()
        return (spelled, written)
    }
}
