/// Per tracked property: the `_name` peer and the four accessors (R2, R4).
extension ExpansionPlanner {
    /// The attributes of `variable` that are copied onto its peer, in order: all but
    /// `@ObservationIgnored` and `@ObservationTracked` (and `#if` blocks of them, which end
    /// their line).
    func keptAttributes(_ variable: VariableDeclaration) -> [(span: TokenSpan, isBlock: Bool)] {
        variable.attributes.compactMap { element in
            switch element {
            case let .attribute(attribute): return ObservationRules.isObservationMacroAttribute(attribute.name) ? nil : (attribute.span, false)
            case let .ifConfig(block): return (block.span, true)
            }
        }
    }

    /// The removals of `@ObservationIgnored` and `@ObservationTracked` from `variable`: they
    /// are macros themselves, and without the plugin they cannot stay in the output (R8.1c).
    func attributeRemovals(_ variable: VariableDeclaration) -> [ExpansionPlan.Edit] {
        variable.attributes.compactMap { element in
            guard case let .attribute(attribute) = element, ObservationRules.isObservationMacroAttribute(attribute.name) else { return nil }
            return removal(of: attribute.span)
        }
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

    /// What planning one binding of a tracked declaration found (`planBinding`).
    enum BindingOutcome {
        case planned(PlannedBinding)
        /// Not a single name: nothing to plan for it.
        case skipped
        /// It cannot be tracked (a diagnostic says why); the other bindings are still checked.
        case failed
        /// The whole declaration cannot be tracked (a diagnostic says why): no other binding
        /// is checked.
        case failedDeclaration
    }

    /// Plans the edits for one `var`/`let` member. Returns false when no `#sourceLocation`
    /// directive could be placed around its expansion (it shares a line with other code).
    @discardableResult
    mutating func expandProperty(_ variable: VariableDeclaration, in info: ClassInfo) -> Bool {
        // Most properties have no attributes: nothing to remove, no wrapper.
        let hasAttributes = !variable.attributes.isEmpty
        if hasAttributes { plan.edits += attributeRemovals(variable) }
        let decision = ObservationRules.trackingDecision(variable, isIgnored: questions.isIgnored(variable.head))
        if decision.rule == .identifierPattern, let first = variable.bindings.first {
            diagnostics.append(Diagnostic(.tuplePattern(pattern: bindingName(first)), at: Int(tokens[variable.keyword].start)))
        }
        guard decision.applies else {
            // The names are only made for `--explain`.
            guard explains else { return true }
            for binding in variable.bindings {
                let offset: Int
                if case let .identifier(index) = binding.pattern { offset = Int(tokens[index].start) } else { offset = Int(tokens[variable.keyword].start) }
                let name = ObservationRules.bareName(bindingName(binding))
                note(decision, "'\(name)' is not tracked", at: offset)
            }
            return true
        }
        // The common case, one binding, needs no array of planned bindings.
        var single: PlannedBinding?
        var planned: [PlannedBinding] = []
        if variable.bindings.count == 1 {
            guard case let .planned(binding) = planBinding(0, variable, wrapper: hasAttributes ? ObservationRules.propertyWrapper(variable, declaredWrappers: facts.propertyWrapperNames) : nil, in: info) else { return true }
            single = binding
        } else {
            guard let bindings = plannedBindings(variable, in: info) else { return true }
            planned = bindings
        }
        if explains {
            for binding in single.map({ [$0] }) ?? planned {
                let name = ObservationRules.bareName(text(binding.nameToken))
                note(decision, "'\(name)' is tracked", at: Int(tokens[binding.nameToken].start))
            }
        }
        // Source locations: `#sourceLocation()` before the peer, and a resync on the line after
        // the declaration, when it stands on lines of its own.
        // (Not before the `;`s that end the declaration, also on the next line: after a
        // directive a statement cannot start with one.)
        let endsWithSemicolon = variable.span.last + 1 < tokens.count && tokens[variable.span.last + 1].kind == .semicolon
        let resyncOffset = endsWithSemicolon ? nil : nextLineStart(after: variable.span.last)
        let standsAlone = tokens[variable.span.first].isAtStartOfLine && resyncOffset != nil
        // Edits for a property: a marker, the peer, the type, the accessors and a resync.
        if plan.edits.capacity - plan.edits.count < 6 { plan.edits.reserveCapacity(max(2 * plan.edits.capacity, plan.edits.count + 128)) }
        if let single {
            let startsLine = tokens[variable.span.first].isAtStartOfLine
            // Code after it on its line (`var x = 0; let k = 1`) goes on under a directive at
            // its own line and column (`resumption`); when that cannot be, the whole class is
            // counted in the generated file.
            let resume = resyncOffset == nil ? resumption(after: variable) : nil
            // Far into a long line: the rest of the line stays generated, and the next line
            // names itself.
            let nextLine = resyncOffset == nil && resume == nil ? lineStartForDirective(afterToken: variable.span.last) : nil
            guard resyncOffset != nil || resume != nil || nextLine != nil else {
                planSingleBinding(single, variable, info, marked: false, resyncAt: nil)
                return false
            }
            // After code on its line (`let k = 1; var x = 0`, `class A { var x = 0`): the line
            // breaks before it, at a directive of its own.
            if !startsLine { plan.mark(.generated, at: Int(tokens[variable.span.first].start), before: newlineBytes, after: newlineBytes) }
            // The resync is planned last: the property's edits are then in source order (the
            // output stage's sort finds them so), as no other edit of it is at the line after it.
            planSingleBinding(single, variable, info, marked: startsLine, resyncAt: resyncOffset)
            if let resume { plan.edits.append(resume) }
            if let nextLine { resync(at: nextLine) }
            return true
        } else {
            planSeparateDeclarations(planned, variable, info, marked: standsAlone)
            if standsAlone, let resyncOffset { resync(at: resyncOffset) }
        }
        return standsAlone
    }

    /// The marker after a tracked declaration that code follows on its line
    /// (`resumption(at:breakingLine:)`), after the `;`s that end it (a statement cannot start
    /// with one after a directive); nil when no code follows on that line, or far into it.
    mutating func resumption(after variable: VariableDeclaration) -> ExpansionPlan.Edit? {
        // After its `;`s, wherever they are (`var x = 0 /* c */; let k = 1`, or on the next line).
        var offset = Int(tokens[variable.span.last].end)
        var k = variable.span.last + 1
        while k < tokens.count && tokens[k].kind == .semicolon {
            offset = Int(tokens[k].end)
            k += 1
        }
        // Code after it on that line: else the next line names itself (a trailing comment
        // stays generated).
        guard k < tokens.count, !tokens[k].isAtStartOfLine, tokens[k].kind != .endOfFile else { return nil }
        return resumption(at: offset, breakingLine: true)
    }

    /// The bindings of a tracked declaration with their types, or nil (with a diagnostic at
    /// the construct) when one of them cannot be tracked (`planBinding`).
    mutating func plannedBindings(_ variable: VariableDeclaration, in info: ClassInfo) -> [PlannedBinding]? {
        let wrapper = ObservationRules.propertyWrapper(variable, declaredWrappers: facts.propertyWrapperNames)
        var planned: [PlannedBinding] = []
        var failed = false
        bindings: for k in variable.bindings.indices {
            switch planBinding(k, variable, wrapper: wrapper, in: info) {
            case let .planned(binding): planned.append(binding)
            case .skipped: continue
            case .failed: failed = true
            case .failedDeclaration:
                failed = true
                break bindings
            }
        }
        return failed || planned.isEmpty ? nil : planned
    }

    /// Binding `k` of a tracked declaration with its type, or why it cannot be tracked (with a
    /// diagnostic at the construct): R8's forms whose macro expansion does not compile, and
    /// types that cannot be inferred. `wrapper`: the declaration's property wrapper, if any.
    mutating func planBinding(_ k: Int, _ variable: VariableDeclaration, wrapper: Attribute?, in info: ClassInfo) -> BindingOutcome {
        // The binding's fields are read in place (no copy of it).
        guard case let .identifier(nameToken) = variable.bindings[k].pattern else { return .skipped }
        let at = Int(tokens[nameToken].start)
        if let (rejection, token) = ObservationRules.structuralRejection(k, of: variable, nameToken: nameToken, wrapper: wrapper,
                                                                          globalActor: info.globalActor, underscoredMembers: info.underscoredMembers, in: self) {
            reject(rejection, at: Int(tokens[token].start))
            return rejection.rejectsDeclaration ? .failedDeclaration : .failed
        }
        var type: String?
        if variable.bindings[k].typeAnnotation != nil {
            // Spelled as written (an opaque one is rejected above).
        } else if !breaks.offsets.isEmpty && breaks.any(from: at, through: Int(tokens[min(variable.span.last + 1, tokens.count - 1)].start)) {
            // An unterminated literal or comment cuts the declaration short (its initializer, or
            // the annotation it swallowed): there is no type to find, and its error says why.
            reject(.sourceCutShort(name: ObservationRules.bareName(text(nameToken))), at: at)
            return .failed
        } else if let initializer = variable.bindings[k].initializer {
            // The class's inference, shared by its properties (used in place: no copy of it).
            info.inference.notes.failure = nil
            type = info.inference.inferType(initializer)
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
                reject(.inferredTypeShadowed(name: ObservationRules.bareName(text(nameToken)), type: inferred, shadowed: String(shadowed.prefix { $0 != "." }), owner: info.name), at: at)
                return .failed
            }
            // A name the inference took from a literal or the standard library (`"a"`: `String`)
            // that an enclosing type's generic parameter shadows (`Outer<String>`) would mean the
            // parameter inside the class; one written in the initializer means it there too.
            if let inferred = type, !info.enclosingGenericNames.isEmpty, let shadowed = TypeInference.words(inferred).first(where: { word in
                let head = String(word.prefix { $0 != "." })
                return info.enclosingGenericNames.contains(head) && !(initializer.first ... initializer.last).contains { tokens[$0].kind == .identifier && text($0) == head }
            }) {
                reject(.inferredTypeShadowedByGenericParameter(name: ObservationRules.bareName(text(nameToken)), type: inferred, shadowed: String(shadowed.prefix { $0 != "." }), owner: info.name), at: at)
                return .failed
            }
            if type == nil {
                let name = ObservationRules.bareName(text(nameToken)), expression = normalizedText(initializer)
                switch info.inference.notes.failure {
                case let .undeclared(missing)?: reject(.undeclaredInContext(name: name, expression: expression, missing: missing), at: at)
                case let .overloaded(member)?: reject(.overloadedResultType(name: name, expression: expression, member: member), at: at)
                case let .literalTypeAlias(alias)?: reject(.literalTypeAliasDeclared(name: name, expression: expression, alias: alias), at: at)
                case nil: reject(.cannotInferType(name: name), at: at)
                }
                return .failed
            }
        } else if let later = variable.bindings[(k + 1)...].first(where: { $0.typeAnnotation != nil })?.typeAnnotation {
            type = sourceText(later) // `var a, b: Int`: the later annotation types both
        } else {
            reject(.missingTypeAnnotation(name: ObservationRules.bareName(text(nameToken))), at: at)
            return .failed
        }
        return .planned(PlannedBinding(index: k, nameToken: nameToken, type: type))
    }

    /// Reports `rejection` at byte `offset`: its catalogue message, if it has one.
    mutating func reject(_ rejection: PropertyRejection, at offset: Int) {
        if let message = rejection.message { diagnostics.append(Diagnostic(message, at: offset)) }
    }

    /// `var a = 1, b = 2`: one declaration per binding, each with its own peer (the macro
    /// rejects this form; see the README's "Differences from the macro").
    mutating func planSeparateDeclarations(_ planned: [PlannedBinding], _ variable: VariableDeclaration, _ info: ClassInfo, marked: Bool) {
        let declarationStart = Int(tokens[variable.span.first].start)
        let propertyIndentBytes = indentationBytes(ofLineAt: declarationStart)
        let propertyIndent = String(decoding: propertyIndentBytes, as: UTF8.self)
        let attributesText = keptAttributes(variable).map { sourceText($0.span) + ($0.isBlock ? newline + propertyIndent : " ") }.joined()
        let modifiersText = variable.modifiers.map { sourceText($0.span) + " " }.joined()
        var pieces: [String] = []
        for planned in planned {
            let binding = variable.bindings[planned.index], name = text(planned.nameToken), type = planned.type
            var declaration = attributesText + modifiersText + "var " + name + ": " + (type ?? binding.typeAnnotation.map(sourceText) ?? "")
            if let initializer = binding.initializer { declaration += " = " + sourceText(initializer) }
            declaration += " " + String(decoding: accessorBlock(name: name, indent: propertyIndentBytes, in: info), as: UTF8.self)
            let peer = String(decoding: peerDeclaration(planned, variable, indent: propertyIndentBytes.indices), as: UTF8.self)
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
        let removals = attributeRemovals(variable)
        if !removals.isEmpty { plan.edits.removeAll { edit in removals.contains(edit) } }
        plan.replace(declarationStart ..< Int(tokens[variable.span.last].end), by: pieces.joined(separator: newline + propertyIndent).utf8)
    }

    /// The backing store's name for property `name` (as written), as UTF-8 (`StorageName`).
    static func storageName(_ name: String) -> [UInt8] {
        StorageName.bytes(name)
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
