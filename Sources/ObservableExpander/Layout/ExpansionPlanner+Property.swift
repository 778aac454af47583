import ObservableSyntax

/// Per tracked property: the `_name` peer and the four accessors (R2, R4).
extension ExpansionPlanner {
    /// The attributes of `variable` that the property keeps, in order: all but
    /// `@ObservationIgnored`, `@ObservationTracked` and those only its store may carry
    /// (`ObservationRules.attributePlacement`), and `#if` blocks of them, which end their line.
    func keptAttributes(_ variable: VariableDeclaration) -> [(span: TokenSpan, isBlock: Bool)] {
        variable.attributes.compactMap { element in
            switch element {
            case let .attribute(attribute): return Self.leavesProperty(attribute) ? nil : (attribute.span, false)
            case let .ifConfig(block): return (block.span, true)
            }
        }
    }

    /// The removals of `@ObservationIgnored` and `@ObservationTracked` from `variable`: they
    /// are macros themselves, and without the plugin they cannot stay in the output (R8.1c);
    /// and, when `tracked`, of the attributes only its store may carry (`@exclusivity`).
    func attributeRemovals(_ variable: VariableDeclaration, tracked: Bool = true) -> [ExpansionPlan.Edit] {
        variable.attributes.compactMap { element in
            guard case let .attribute(attribute) = element,
                  tracked ? Self.leavesProperty(attribute) : ObservationRules.isObservationMacroAttribute(attribute.name) else { return nil }
            return removal(of: attribute.span)
        }
    }

    /// Whether `attribute` is not written on a tracked property: a macro of Observation's, or
    /// one only the store may carry.
    static func leavesProperty(_ attribute: Attribute) -> Bool {
        ObservationRules.isObservationMacroAttribute(attribute.name) || ObservationRules.attributePlacement(attribute.name) == .storeOnly
    }

    /// A binding that will be tracked: its name as written, its type as it will be spelled
    /// (nil: as its type annotation reads) and its backing store's name.
    struct PlannedBinding {
        /// The binding's position in its declaration's `bindings` (not a copy of it).
        var index: Int
        /// The name's token.
        var nameToken: Int
        var type: String?
        var storage: StorageName
    }

    /// Lays out the `var`/`let` members of a body, also those in `#if` clauses, in the order
    /// the decider decided them: the `k`-th with `expansion.properties[k]` (`k` counts on).
    /// `markers`: whether their `#sourceLocation` markers are placed (every property `fits`).
    mutating func layOutProperties(_ members: [Member], _ expansion: ClassExpansion, _ k: inout Int, in info: ClassInfo, markers: Bool) {
        MemberWalk(members).forEachInPlace { member in
            guard case let .variable(variable) = member.pointee else { return }
            layOutProperty(variable, expansion.properties[k], expansion.bindings, in: info, markers: markers)
            k += 1
        }
    }

    /// Where the directives around a tracked declaration (its tokens: `span`) go: after it, on
    /// the line after it (nil: it shares that line with code, or only `;`s follow it).
    func resyncOffset(after span: TokenSpan) -> Int? {
        // (Not before the `;`s that end the declaration, also on the next line: after a
        // directive a statement cannot start with one.)
        let endsWithSemicolon = span.last + 1 < tokens.count && tokens[span.last + 1].kind == .semicolon
        return endsWithSemicolon ? nil : nextLineStart(after: span.last)
    }

    /// Whether `#sourceLocation` directives can be placed around the expansion of `property`
    /// (decided before any is placed): a declaration of one binding needs its line's end, or
    /// room to resume the code after it on that line (`resumptionOffset(after:)`), or a next line
    /// that can name itself; one of several bindings must stand on lines of its own. When one
    /// property of a class does not fit, the whole class is counted in the generated file.
    func fits(_ property: PropertyExpansion) -> Bool {
        guard property.isExpanded else { return true }
        let resyncOffset = resyncOffset(after: property.span)
        guard property.bindingCount == 1 else { return tokens[property.span.first].isAtStartOfLine && resyncOffset != nil }
        if resyncOffset != nil { return true }
        if let offset = resumptionOffset(after: property.span), offset - lineStart(offset) <= Self.longestResumedColumn { return true }
        return lineStartForDirective(afterToken: property.span.last) != nil
    }

    /// Plans the edits for the `var`/`let` member `variable`, decided as `property`, whose
    /// bindings' outcomes `bindings` holds; with `markers`, its `#sourceLocation` markers too.
    mutating func layOutProperty(_ variable: VariableDeclaration, _ property: PropertyExpansion, _ bindings: [BindingExpansion],
                                 in info: ClassInfo, markers: Bool) {
        // Most properties have no attributes: nothing to remove.
        if !variable.attributes.isEmpty { plan.edits += attributeRemovals(variable, tracked: property.isExpanded) }
        guard property.isExpanded else { return }
        func plannedBinding(_ binding: BindingExpansion) -> PlannedBinding? {
            guard case let .tracked(nameToken, type, storage) = binding.outcome else { return nil }
            return PlannedBinding(index: binding.index, nameToken: nameToken, type: type, storage: storage)
        }
        // Edits for a property: a marker, the peer, the type, the accessors and a resync.
        if plan.edits.capacity - plan.edits.count < 6 { plan.edits.reserveCapacity(max(2 * plan.edits.capacity, plan.edits.count + 128)) }
        // Source locations: `#sourceLocation()` before the peer, and a resync on the line after
        // the declaration, when it stands on lines of its own.
        let resyncOffset = markers ? resyncOffset(after: variable.span) : nil
        // The common case, one binding, needs no array of planned bindings.
        guard variable.bindings.count > 1 else {
            guard let single = plannedBinding(bindings[property.bindings.lowerBound]) else { return }
            guard markers else {
                planSingleBinding(single, variable, info, marked: false, resyncAt: nil)
                return
            }
            let startsLine = tokens[variable.span.first].isAtStartOfLine
            // Code after it on its line (`var x = 0; let k = 1`) goes on under a directive at
            // its own line and column (`resumption`).
            let resume = resyncOffset == nil ? resumptionOffset(after: variable.span).flatMap { resumption(at: $0, breakingLine: true) } : nil
            // Far into a long line: the rest of the line stays generated, and the next line
            // names itself.
            let nextLine = resyncOffset == nil && resume == nil ? lineStartForDirective(afterToken: variable.span.last) : nil
            // After code on its line (`let k = 1; var x = 0`, `class A { var x = 0`): the line
            // breaks before it, at a directive of its own.
            if !startsLine { plan.mark(.generated, at: Int(tokens[variable.span.first].start), before: newlineBytes, after: newlineBytes) }
            // The resync is planned last: the property's edits are then in source order (the
            // output stage's sort finds them so), as no other edit of it is at the line after it.
            planSingleBinding(single, variable, info, marked: startsLine, resyncAt: resyncOffset)
            if let resume { plan.edits.append(resume) }
            if let nextLine { resync(at: nextLine) }
            return
        }
        let planned = bindings[property.bindings].compactMap(plannedBinding)
        // (With markers, every declaration of several bindings stands on lines of its own: `fits`.)
        planSeparateDeclarations(planned, variable, info, marked: markers)
        if let resyncOffset { resync(at: resyncOffset) }
    }

    /// Where code after a tracked declaration (its tokens: `span`) on its line would resume after a directive
    /// (`resumption(at:breakingLine:)`): after the `;`s that end it (a statement cannot start
    /// with one after a directive); nil when no code follows on that line.
    func resumptionOffset(after span: TokenSpan) -> Int? {
        // After its `;`s, wherever they are (`var x = 0 /* c */; let k = 1`, or on the next line).
        var offset = Int(tokens[span.last].end)
        var k = span.last + 1
        while k < tokens.count && tokens[k].kind == .semicolon {
            offset = Int(tokens[k].end)
            k += 1
        }
        // Code after it on that line: else the next line names itself (a trailing comment
        // stays generated).
        guard k < tokens.count, !tokens[k].isAtStartOfLine, tokens[k].kind != .endOfFile else { return nil }
        return offset
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
