import ObservableSyntax

/// Expanding one annotated class: its tracked properties, added members and conformance.
extension ExpansionPlanner {
    /// What laying out a class's properties needs to know about it.
    struct ClassInfo {
        var name: String
        /// One level of indentation in the class's body (UTF-8).
        var unit: [UInt8]
        /// The accessor block for properties indented as the class's members are.
        var accessors: AccessorTemplate
    }

    /// Lays out the expansion of `type`, marked by `mark`, as the decider decides it.
    mutating func expandClass(_ type: TypeDeclaration, mark: ObservableMark, context: Context) {
        guard let leftBrace = type.leftBrace, let rightBrace = type.rightBrace else { return }
        expandedClassCount += 1
        let expansion = decider.decide(type, mark: mark, scope: context.scope, genericNames: context.genericNames, isLocal: context.isLocal, inClause: context.inClause)
        if expansion.hasDiagnostics { diagnostics += expansion.diagnostics(decider) }
        if explains { notes += expansion.notes(decider) }
        if case let .attribute(attribute) = mark {
            plan.edits.append(removal(of: attribute.span))
        }
        // Indentation as bytes (spaces and tabs only): no `String` per class.
        let classIndent = indentationBytes(ofLineAt: Int(tokens[type.span.first].start))
        let memberIndent = memberIndentationBytes(type, classIndent: classIndent)
        let unitBytes: [UInt8] = memberIndent.starts(with: classIndent) && memberIndent.count > classIndent.count
            ? Array(memberIndent.dropFirst(classIndent.count)) : (classIndent.first == 0x09 ? [0x09] : Self.fourSpaces)
        let accessors = accessorTemplate(indent: memberIndent[...], unit: unitBytes)
        let info = ClassInfo(name: type.name, unit: unitBytes, accessors: accessors)
        // Room for each member's accessors and peer (most members of a model are tracked; the
        // peers copy parts of the declarations, within the class's bytes), and the added members.
        let classSize = Int(tokens[type.span.last].end - tokens[type.span.first].start)
        plan.reserveText(type.members.count * (accessors.estimatedSize + 64) + classSize + 2048)
        // Whether every tracked property fits between directives, decided before any marker is
        // placed: when one does not (it shares its line with other code where no directive fits
        // around it, `var a = 0, b = 0; let k = 1`), the whole class is counted in the generated
        // file until the members block resyncs, and no property gets markers (one that named an
        // original line would name the lines after that property wrongly).
        var markers = true
        for k in expansion.properties.indices where !fits(expansion.properties[k]) {
            markers = false
            break
        }
        var k = 0
        layOutProperties(type.members, expansion, &k, in: info, markers: markers)
        if !markers {
            let start = Int(tokens[type.span.first].start)
            if tokens[type.span.first].isAtStartOfLine {
                plan.mark(.generated, at: lineStart(start), before: EmptyCollection(), after: newlineBytes)
            } else {
                plan.mark(.generated, at: start, before: newlineBytes, after: newlineBytes)
            }
        }

        // Members after the last member (R3), minus those the class already has (R3.3).
        let added = expansion.addedMembers
        // `--codable-keys` (CodingKeysSynthesis.swift): the keys come last among the added members.
        let codingKeys = expansion.codingKeys.map { Self.codingKeysDeclaration($0, unit: String(decoding: unitBytes, as: UTF8.self)) }
        if !added.isEmpty || codingKeys != nil {
            let closing = tokens[rightBrace]
            let emptyBody = leftBrace + 1 == rightBrace
            let template = added.isEmpty ? nil
                : addedMembersTemplate(added, genericNames: uniqueGenericNames(context, type), indent: memberIndent, unit: unitBytes,
                                       qualifiesObservation: expansion.observationModule == .qualified)
            // Written straight into the plan's text, moved out meanwhile (no copy of it).
            var text: [UInt8] = []
            swap(&text, &plan.text)
            let start = text.count
            if let template {
                text.append(contentsOf: newlineBytes)
                if !emptyBody { text.append(contentsOf: newlineBytes) }
                // Hole 0 is the class's name (`addedMembersTemplate`).
                template.write(to: &text) { _, out in out.append(contentsOf: type.name.utf8) }
            }
            if let codingKeys {
                text.append(contentsOf: newlineBytes)
                if !(added.isEmpty && emptyBody) { text.append(contentsOf: newlineBytes) }
                indent(codingKeys, memberIndent, into: &text)
            }
            if !closing.isAtStartOfLine {
                text.append(contentsOf: newlineBytes)
                text.append(contentsOf: classIndent)
            }
            let end = text.count
            swap(&text, &plan.text)
            addGeneratedInsertion(start ..< end, at: Int(closing.leadingTriviaStart), after: rightBrace, asExtension: false)
        }

        // The conformance extension (R5).
        let conformance = expansion.conformance
        guard conformance.applies else { return }
        // `Observation.Observable` as the macro writes it, or bare where a type named
        // `Observation` hides the module (`ObservationModuleSpelling`).
        let observable = expansion.observationModule == .qualified ? "Observation.Observable" : "Observable"
        if context.isLocal {
            conformanceInInheritanceClause(type, protocolName: observable)
            return
        }
        let anchor = context.anchor ?? Anchor(type)
        let anchorIndent = indentationBytes(ofLineAt: Int(tokens[anchor.first].start))
        let insertion = Int(tokens[anchor.last].trailingTriviaEnd)
        let availability = availabilityAttributes(type.attributes)
        // `where Element: ~Copyable`: an extension would otherwise imply `Element: Copyable`,
        // and the conformance would not hold for every `Element` (issue 29).
        let suppressed = ObservationRules.suppressedRequirements(of: type, in: self)
        var text: [UInt8] = []
        swap(&text, &plan.text)
        let start = text.count
        text.append(contentsOf: newlineBytes)
        text.append(contentsOf: newlineBytes)
        if availability.isEmpty && context.ifClauses.isEmpty && suppressed.isEmpty {
            // Most classes: the two lines written directly, as `indent` would write them.
            text.append(contentsOf: anchorIndent)
            text.append(static: "extension ")
            for name in context.typeNames {
                text.append(contentsOf: name.utf8)
                text.append(0x2E) // .
            }
            text.append(contentsOf: type.name.utf8)
            text.append(static: ": nonisolated ")
            text.append(contentsOf: observable.utf8)
            text.append(static: " {")
            if newlineBytes == [0x0D] {
                // `indent` splits lines at LF only: a lone CR stays within the line.
                text.append(0x0D)
            } else {
                text.append(contentsOf: newlineBytes)
                text.append(contentsOf: anchorIndent)
            }
            text.append(0x7D) // }
        } else {
            let qualified = (context.typeNames + [type.name]).joined(separator: ".")
            var declaration = availability.map { $0 + newline }.joined()
            let whereClause = suppressed.isEmpty ? "" : " where " + suppressed.joined(separator: ", ")
            declaration += "extension \(qualified): nonisolated \(observable)\(whereClause) {" + newline + "}"
            declaration = wrapInIfClauses(declaration, context.ifClauses)
            indent(declaration, anchorIndent, into: &text)
        }
        let end = text.count
        swap(&text, &plan.text)
        addGeneratedInsertion(start ..< end, at: insertion, after: anchor.last, asExtension: true)
    }

    static let fourSpaces: [UInt8] = [0x20, 0x20, 0x20, 0x20]


    /// The accessor template for `indent` and `unit`: the last one made when they match (the
    /// classes of a file are mostly indented alike), else a new one.
    mutating func accessorTemplate(indent: ArraySlice<UInt8>, unit: [UInt8]) -> AccessorTemplate {
        if let last = lastAccessorTemplate, last.unit == unit, last.template.indent.elementsEqual(indent) { return last.template }
        let template = AccessorTemplate(indent: indent, unit: unit, newline: newlineBytes)
        lastAccessorTemplate = (unit, template)
        return template
    }

    /// The accessor template of the most common layout (LF line breaks, members indented by
    /// four spaces, four spaces per level), made once: a planner starts with it.
    static let commonAccessorTemplate = AccessorTemplate(indent: fourSpaces[...], unit: fourSpaces, newline: [0x0A])

    /// The template of the added members `members` (`ObservationRules.addedMembers`) for members indented by
    /// `indent` and `unit` per level (hole 0: the class's name): the last one made when they
    /// match, else a new one.
    mutating func addedMembersTemplate(_ members: AddedMemberSet, genericNames: [String], indent: [UInt8], unit: [UInt8],
                                       qualifiesObservation: Bool = true) -> ByteTemplate {
        let layout = AddedMembersLayout(members: members, genericNames: genericNames, indent: indent, unit: unit, qualifiesObservation: qualifiesObservation)
        if let last = lastAddedMembers, last.layout == layout { return last.template }
        let template = Self.addedMembersTemplate(layout, newline: newlineBytes)
        lastAddedMembers = (layout, template)
        return template
    }

    /// The added members of the most common layout (`commonAccessorTemplate`'s, all members,
    /// the macro's generic names), made once: a planner starts with it.
    static let commonAddedMembers: (layout: AddedMembersLayout, template: ByteTemplate) = {
        let layout = AddedMembersLayout(members: .all, genericNames: macroGenericNames, indent: fourSpaces, unit: fourSpaces)
        return (layout, addedMembersTemplate(layout, newline: [0x0A]))
    }()

    /// `text` (a range of the plan's text) inserted at `offset`, after token `token` (the
    /// class's `}`, or the last token of the declaration its extension follows), between
    /// `#sourceLocation` markers: `#sourceLocation()` on a new line before it, and after it the
    /// directive naming the original line that goes on. Added to the plan's edits, or to
    /// `extensionInsertions` when `asExtension`.
    mutating func addGeneratedInsertion(_ text: Range<Int>, at offset: Int, after token: Int, asExtension: Bool) {
        var offset = offset
        if asExtension {
            // After the `;`s that end the declaration (`}; let e = 1`, also on the next line):
            // code after the extension, or after a directive, cannot start with a `;`. (The
            // spaces after the last stay with the code after them; a comment that ends its
            // line stays with it.)
            var k = token + 1
            while k < tokens.count && tokens[k].kind == .semicolon {
                offset = k + 1 < tokens.count && tokens[k + 1].isAtStartOfLine ? Int(tokens[k].trailingTriviaEnd) : Int(tokens[k].end)
                k += 1
            }
        }
        let inserted = ExpansionPlan.Edit(range: offset ..< offset, text: text)
        guard offset == bytes.count || bytes[offset] == 0x0A || bytes[offset] == 0x0D else {
            // Code follows on the line (`}; let e = 1`, the `}` of a class on one line). The
            // directive before the insertion breaks the line; a directive must stand on a
            // line of its own.
            let startsLine = !text.isEmpty && (plan.text[text.lowerBound] == 0x0A || plan.text[text.lowerBound] == 0x0D)
            let before = plan.marker(.generated, at: offset, before: newlineBytes, after: startsLine ? [] : newlineBytes)
            if asExtension {
                extensionInsertions.append(before)
                extensionInsertions.append(inserted)
                // The code after it (`let e = 1`, or code after a comment that ends on a later
                // line than the brace, `} /* a⏎*/ let q = 1`) goes on a line of its own after
                // the insertion, not after the extension's closing `}`.
                extensionInsertions.append(ExpansionPlan.Edit(range: offset ..< offset, text: plan.store(newlineBytes)))
            } else {
                // Added members before a `}` that follows code on its line (their text ends
                // the line, and the `}` goes on at the class's indentation).
                plan.edits.append(before)
                plan.edits.append(inserted)
            }
            // With source locations on, the rest of the line goes on at its own line and
            // column (far into a long line: the next line names itself).
            guard let marker = resumption(at: offset, breakingLine: !asExtension) else {
                if let next = lineStartForDirective(afterToken: token) { resync(at: next) }
                return
            }
            if asExtension { extensionInsertions.append(marker) } else { plan.edits.append(marker) }
            return
        }
        let before = plan.marker(.generated, at: offset, before: newlineBytes, after: EmptyCollection())
        let after = plan.marker(.original(lineOf: offset, plus: 1), at: offset, before: newlineBytes, after: EmptyCollection())
        if asExtension {
            extensionInsertions.append(before)
            extensionInsertions.append(inserted)
            extensionInsertions.append(after)
        } else {
            plan.edits.append(before)
            plan.edits.append(inserted)
            plan.edits.append(after)
        }
    }

    /// `: nonisolated Observation.Observable` added to a local class's own declaration, after
    /// its inheritance clause, or after its name and generic parameters.
    mutating func conformanceInInheritanceClause(_ type: TypeDeclaration, protocolName: String = "Observation.Observable") {
        if let last = type.inheritance.last {
            let end = Int(tokens[last.span.last].end)
            plan.replace(end ..< end, by: (", nonisolated " + protocolName).utf8)
            return
        }
        // After the name and generic parameter clause, before any `where` clause.
        let end = Int(tokens[type.genericParametersEnd ?? type.nameToken ?? type.keyword].end)
        plan.replace(end ..< end, by: (": nonisolated " + protocolName).utf8)
    }

    /// The indentation of the first member line, or the class's plus one unit (a tab when the
    /// class's starts with one, else four spaces), as UTF-8 bytes.
    func memberIndentationBytes(_ type: TypeDeclaration, classIndent: ArraySlice<UInt8>) -> [UInt8] {
        guard let leftBrace = type.leftBrace, let rightBrace = type.rightBrace else { return classIndent + Self.fourSpaces }
        var k = leftBrace + 1
        while k < rightBrace {
            if tokens[k].isAtStartOfLine { return Array(indentationBytes(ofLineAt: Int(tokens[k].start))) }
            k += 1
        }
        return classIndent + (classIndent.first == 0x09 ? [0x09] : Self.fourSpaces)
    }

    /// Appends `text` (written with LF) to `out` with every non-empty line indented by `prefix`
    /// and the file's newline for each line break. A `\r\n` already in `text` (attributes copied
    /// from a CRLF file) is one line break; a lone `\r` is text.
    func indent<Prefix: Collection>(_ text: String, _ prefix: Prefix, into out: inout [UInt8]) where Prefix.Element == UInt8 {
        var text = text
        text.withUTF8 { source in
            var lineStart = 0
            var k = 0
            let end = source.count
            while lineStart < end {
                // The end of this line's text, and where the next line starts.
                k = lineStart
                while k < end && source[k] != 0x0A { k += 1 }
                var textEnd = k
                if k < end && textEnd > lineStart && source[textEnd - 1] == 0x0D { textEnd -= 1 }
                if textEnd > lineStart {
                    out.append(contentsOf: prefix)
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: source[lineStart ..< textEnd]))
                }
                guard k < end else { return }
                out.append(contentsOf: newlineBytes)
                lineStart = k + 1
            }
        }
    }

    /// Visits the `var`/`let` members of a body, including those in `#if` clauses (R8.1g:
    /// every clause is expanded, so each build configuration matches the macro), but not
    /// those of nested types.
    static func forEachVariable(_ members: [Member], _ body: (VariableDeclaration) -> Void) {
        MemberWalk(members).forEachInPlace { if case let .variable(variable) = $0.pointee { body(variable) } }
    }

    /// The class's `@available` attributes (and `#if` blocks of them) for the extension.
    func availabilityAttributes(_ elements: [AttributeListElement]) -> [String] {
        var lines: [String] = []
        for element in elements {
            switch element {
            case let .attribute(attribute) where attribute.name == "available":
                lines.append(sourceText(attribute.span))
            case let .ifConfig(block):
                var clauses: [String] = []
                for clause in block.clauses {
                    let inner = availabilityAttributes(clause.elements)
                    guard !inner.isEmpty else { continue }
                    var directive = text(clause.directive)
                    if clauses.isEmpty && directive != "#if" { directive = "#if" }
                    if let condition = clause.condition { directive += " " + sourceText(condition) }
                    if clauses.isEmpty && directive == "#if" { continue } // an #else alone: cannot be re-spelled
                    clauses.append(([directive] + inner).joined(separator: "\n"))
                }
                if !clauses.isEmpty { lines.append((clauses + ["#endif"]).joined(separator: "\n")) }
            default:
                break
            }
        }
        return lines
    }

    /// Wraps `text` in the `#if` clauses that enclose the class below its anchor, re-creating
    /// each block up to the clause that holds the class (earlier clauses left empty).
    func wrapInIfClauses(_ text: String, _ clauses: [(IfConfigBlock<Member>, Int)]) -> String {
        var result = text
        for (block, index) in clauses.reversed() {
            var lines: [String] = []
            for clause in block.clauses[...index] {
                lines.append(sourceText(TokenSpan(clause.directive, clause.condition?.last ?? clause.directive)))
            }
            result = (lines + [result, "#endif"]).joined(separator: "\n")
        }
        return result
    }

    /// swift-syntax's names for the added members' generic parameters, in order.
    static let macroGenericNames = ["__macro_local_6MemberfMu_", "__macro_local_6MemberfMu0_", "__macro_local_14MutationResultfMu_",
                                    "__macro_local_6MemberfMu1_", "__macro_local_6MemberfMu2_", "__macro_local_6MemberfMu3_",
                                    "__macro_local_6MemberfMu4_"]

    /// Generic parameter names for the added members of `type` that differ from its name and
    /// from the generic parameter names in scope (R3.4).
    func uniqueGenericNames(_ context: Context, _ type: TypeDeclaration) -> [String] {
        // Names of this form are rare: then the base names stand as they are (no array made).
        let prefix = "__macro_local_"
        guard type.name.hasPrefix(prefix) || context.genericNames.contains(where: { $0.hasPrefix(prefix) })
            || type.genericParameters.contains(where: { $0.name.hasPrefix(prefix) }) else { return Self.macroGenericNames }
        return uniqueGenericNames(avoiding: context.genericNames + type.genericParameters.map(\.name) + [type.name])
    }

    /// Generic parameter names for the added members that differ from every name in `avoiding`
    /// (R3.4; the names are those of swift-syntax's macro test context).
    func uniqueGenericNames(avoiding used: [String]) -> [String] {
        let base = Self.macroGenericNames
        // Names of this form are rare: then the base names stand as they are.
        guard used.contains(where: { $0.hasPrefix("__macro_local_") }) else { return base }
        let used = Set(used)
        return base.map { name in
            var candidate = name
            while used.contains(candidate) { candidate += "_" }
            return candidate
        }
    }
}
