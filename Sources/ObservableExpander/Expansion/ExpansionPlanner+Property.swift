/// Per tracked property: the `_name` peer and the four accessors (R2, R4).
extension ExpansionPlanner {
    /// A property's attributes, sorted for the expansion.
    struct PropertyAttributes {
        /// Attributes copied onto the peer (and `#if` blocks of them, which end their line).
        var kept: [(span: TokenSpan, isBlock: Bool)] = []
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
            if !info.underscoredPropertyNames.isEmpty && info.underscoredPropertyNames.contains("_" + bare) {
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
                                              functionReturnTypes: functionReturnTypes,
                                              enumerationCases: facts.enumerationCases, failableInitializerTypes: facts.failableInitializerTypes,
                                              deferredIndex: deferredClasses, scope: info.scope)
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
    /// modifiers (R4.1), as UTF-8 bytes.
    func peerDeclaration(_ planned: PlannedBinding, _ variable: VariableDeclaration, _ attributes: PropertyAttributes, indent: ArraySlice<UInt8>,
                         storage: [UInt8]) -> [UInt8] {
        let (binding, name, type) = planned
        var out: [UInt8] = []
        out.reserveCapacity(64 + name.utf8.count + Int(tokens[variable.span.last].end - tokens[variable.span.first].start))
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
        out.append(contentsOf: "private ".utf8)
        for modifier in variable.modifiers where !modifier.isAccessLevel && modifier.name != "override" {
            out.append(contentsOf: sourceBytes(modifier.span))
            out.append(0x20)
        }
        out.append(contentsOf: "var ".utf8)
        out.append(contentsOf: storage)
        if let annotation = binding.typeAnnotation {
            out.append(contentsOf: ": ".utf8)
            out.append(contentsOf: sourceBytes(annotation))
        } else if binding.initializer == nil {
            out.append(contentsOf: ": ".utf8)
            out.append(contentsOf: type.utf8)
        }
        if let initializer = binding.initializer {
            out.append(contentsOf: " = ".utf8)
            out.append(contentsOf: sourceBytes(initializer))
        }
        if let block = binding.accessorBlock, binding.accessorKind != nil {
            out.append(0x20)
            out.append(contentsOf: sourceBytes(block))
        }
        return out
    }

    /// The accessor block of a property named `name` whose line starts with `indent`: from the
    /// class's template when the property is indented as the class's members are.
    func accessorBlock(name: String, indent: ArraySlice<UInt8>, in info: ClassInfo) -> [UInt8] {
        let template = info.accessors.indent.elementsEqual(indent) ? info.accessors : AccessorTemplate(indent: indent, unit: info.unit, newline: newlineBytes)
        var out: [UInt8] = []
        template.write(name: ArraySlice(name.utf8), storage: Self.storageName(name), to: &out)
        return out
    }

    /// One binding: the peer above the declaration, the type written when it was inferred, and
    /// the accessor block in place of the observers or after the initializer (R4).
    mutating func planSingleBinding(_ planned: PlannedBinding, _ variable: VariableDeclaration, _ attributes: PropertyAttributes, _ info: ClassInfo, marked: Bool) {
        let (binding, name, type) = planned
        guard case let .identifier(nameToken) = binding.pattern else { return }
        let propertyIndent = indentationBytes(ofLineAt: Int(tokens[variable.span.first].start))
        let storage = Self.storageName(name)
        planPeerInsertion(peerDeclaration(planned, variable, attributes, indent: propertyIndent, storage: storage),
                          variable: variable, indent: propertyIndent, marked: marked)
        if binding.typeAnnotation == nil {
            edits.append(.insert(": " + type, at: Int(tokens[nameToken].end)))
        }
        // In place of the observers, or after the initializer (or type, or name).
        let range: Range<Int>
        if let block = binding.accessorBlock {
            range = Int(tokens[block.first].start) ..< Int(tokens[block.last].end)
        } else {
            let last = Int(tokens[binding.initializer?.last ?? binding.typeAnnotation?.last ?? nameToken].end)
            range = last ..< last
        }
        if info.accessors.indent.elementsEqual(propertyIndent) {
            let filled = info.accessors.filled(name: bytes[tokens[nameToken].textRange], storage: storage, spaced: range.isEmpty)
            edits.append(.replacing(range, by: filled))
        } else {
            edits.append(Edit(range, bytes: (range.isEmpty ? [0x20] : []) + accessorBlock(name: name, indent: propertyIndent, in: info)))
        }
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
        for (binding, name, type) in planned {
            var declaration = attributesText + modifiersText + "var " + name + ": " + type
            if let initializer = binding.initializer { declaration += " = " + sourceText(initializer) }
            declaration += " " + String(decoding: accessorBlock(name: name, indent: propertyIndentBytes, in: info), as: UTF8.self)
            let peer = String(decoding: peerDeclaration((binding, name, type), variable, attributes, indent: propertyIndentBytes,
                                                        storage: Self.storageName(name)), as: UTF8.self)
            pieces.append(peer + newline + propertyIndent + declaration)
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
    mutating func planPeerInsertion(_ peer: [UInt8], variable: VariableDeclaration, indent: ArraySlice<UInt8>, marked: Bool) {
        let first = tokens[variable.span.first]
        // The peer followed by a line break and the indentation (in front of the declaration).
        func peerLine() -> [UInt8] { peer + newlineBytes + indent }
        guard first.isAtStartOfLine else {
            edits.append(.insert(bytes: peerLine(), at: Int(first.start)))
            return
        }
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
        if split {
            let at = Int(first.start)
            let insertion = Edit.insert(bytes: peerLine(), at: at)
            if marked { edits.append(.marker(.generated, at: at, before: newline, after: newline + String(decoding: indent, as: UTF8.self))) }
            edits.append(insertion)
            return
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
        let insertion = Edit.insert(bytes: indent + peer + newlineBytes, at: position)
        if marked { edits.append(.marker(.generated, at: position, after: newline)) }
        edits.append(insertion)
    }

    /// The backing store's name for property `name` (as written), as UTF-8: `_name`, or for a
    /// raw identifier that is no plain name (``` `my value` ```) the raw identifier ``` `_my value` ```.
    static func storageName(_ name: String) -> [UInt8] {
        let bare = bareName(name)
        // ASCII letters, digits and `_` are the common case: no Unicode properties looked up.
        let plain = bare.utf8.allSatisfy { byte in
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
        } || bare.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0" ... "9").contains($0) }
        var out: [UInt8] = []
        out.reserveCapacity(bare.utf8.count + 3)
        if !plain { out.append(0x60) }
        out.append(0x5F)
        out.append(contentsOf: bare.utf8)
        if !plain { out.append(0x60) }
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
