import ObservableSyntax

/// Plans the edits that expand each annotated class, as Swift 6.3's `@Observable` does: it
/// walks the declaration tree, asks `ExpansionDecider` what each annotated class's expansion
/// is (`ClassExpansion`, decided by the rules of `Rules/`), and lays those values out as edits
/// from the byte templates.
///
/// Rules and their sources (`../shared/spec/observable-6.3.md` gives the verified reading):
/// - which types may be expanded and the wording of the errors: ObservableMacro's
///   "'@Observable' cannot be applied to … type" (R1, `Rules/MarkRules.swift`);
/// - which properties are tracked: `ObservationRules.trackingDecision` (R2), and which of
///   them cannot be expanded: `PropertyRejection` (R8);
/// - members added after the last member, skipped when an equivalent one exists (R3,
///   `Rules/AddedMemberRules.swift`);
/// - the `_name` peer and the four accessors per tracked property (R4);
/// - the conformance: `ObservationRules.conformanceDecision` (R5).
/// The plan holds no `#sourceLocation` text: it marks where directives go, and the output
/// stage writes them when they are asked for.
struct ExpansionPlanner: TokenQueries {
    let file: SourceFile
    let tokens: [Token]
    let bytes: [UInt8]
    let comments: [Comment]
    /// Where the file's unterminated literals and comments start (`LexicalBreaks`).
    let breaks: LexicalBreaks
    /// Decides each annotated class's expansion.
    var decider: ExpansionDecider
    let questions: AnnotationQuestions
    let newline: String
    /// `newline` as UTF-8 bytes.
    let newlineBytes: [UInt8]
    /// The edits planned so far, with their generated text.
    var plan: ExpansionPlan
    var diagnostics: [Diagnostic] = []
    /// Every decision, in source order, for `--explain` (only collected when `explains`).
    var notes: [Diagnostic] = []
    /// Whether to collect `notes`: their text costs a string per property.
    var explains = false
    /// Whether the output carries `#sourceLocation` directives (`ExpansionOptions.sourceLocationPath`
    /// set): then a tracked property's initializer and observers are laid out for them (its
    /// accessor block on one line, its observer bodies with a directive per statement line).
    var mapsSourceLocations = false
    /// Whether to add `CodingKeys` to Codable classes (`ExpansionOptions.codableKeys`).
    var codableKeys: Bool {
        get { decider.codableKeys }
        set { decider.codableKeys = newValue }
    }
    var expandedClassCount = 0
    /// For each comment (by index), whether it is an annotation some declaration carries
    /// (empty until the first is attached).
    var attachedAnnotations: [Bool] = []
    /// Extensions to insert after the current anchor declaration, keyed by the offset after
    /// it: added to the plan's edits when the walk leaves the anchor.
    var extensionInsertions: [ExpansionPlan.Edit] = []
    /// The accessor template of the last class expanded, with its indentation unit (at first,
    /// the common one, for a file with LF line breaks).
    var lastAccessorTemplate: (unit: [UInt8], template: AccessorTemplate)?
    /// The added members' template of the last class expanded (at first, the common one).
    var lastAddedMembers: (layout: AddedMembersLayout, template: ByteTemplate)?

    /// The tokens of an anchor declaration that the extension's place depends on (the whole
    /// declaration is not kept: a context is copied for each nested type).
    struct Anchor {
        /// Its first token, and its closing brace (or last token).
        var first: Int
        var last: Int

        init(_ type: TypeDeclaration) {
            first = type.span.first
            last = type.rightBrace ?? type.span.last
        }
    }

    /// Where a declaration sits: the enclosing types and `#if` clauses.
    struct Context {
        var typeNames: [String] = []
        /// The qualified names of the enclosing types, outermost first (the lookup scope).
        var scope: [String] = []
        var genericNames: [String] = []
        /// The outermost enclosing type declaration within its file-level `#if` clause: the
        /// conformance extension goes right after it.
        var anchor: Anchor?
        /// `#if` clauses between the anchor and here, as (block, clause index).
        var ifClauses: [(IfConfigBlock<Member>, Int)] = []
        /// Inside a function or closure body: no extension can be declared for the class.
        var isLocal = false
        /// Directly in the body of a class that is expanded (its members are planned there).
        var inExpandedClass = false
        /// Inside an `#if` clause (at any depth): a class there exists in some configurations
        /// only, so a conformance declared in a clause is not compared with its own (break 48/2).
        var inClause = false
    }

    /// A planner for `source`, one file of a run whose declarations `classes` gives (built on
    /// first use); `run`: the first pass's facts of every file of the run (nil: unknown; for a
    /// run of `source` alone, `runIsThisFile` takes them from the file).
    init(_ source: ParsedSource, classes: DeferredIndex, run: RunFacts?, runIsThisFile: Bool) {
        // Made as locals and stored once each: reading `self` while it is being initialized
        // made the compiler build the planner in a temporary and copy it out.
        let tokens = source.tokenized.tokens, bytes = source.file.bytes, comments = source.tokenized.comments
        let newline = OutputAssembly.detectNewline(bytes)
        let newlineBytes = Array(newline.utf8)
        let facts = FileFacts(source.tree) { span in
            String(decoding: bytes[Int(tokens[span.first].start) ..< Int(tokens[span.last].end)], as: UTF8.self)
        }
        let functionReturnTypes = facts.freeFunctionReturnTypes.compactMapValues { $0 }
        file = source.file
        self.tokens = tokens
        self.bytes = bytes
        self.comments = comments
        breaks = source.tokenized.breaks
        let questions = AnnotationQuestions(comments: comments, bytes: bytes)
        self.questions = questions
        self.newline = newline
        self.newlineBytes = newlineBytes
        if newlineBytes == [0x0A] {
            lastAccessorTemplate = (Self.fourSpaces, Self.commonAccessorTemplate)
            lastAddedMembers = Self.commonAddedMembers
        }
        // Each class reserves room for its generated text (`expandClass`).
        plan = ExpansionPlan()
        // Made in the call (a local passed on was copied): with the run's type names, when its
        // first pass read them (a name in none is not asked of the index); for a run of this
        // file alone, read from its bytes as the first pass reads them (`RunFacts`): without
        // them, every written name built the file's index (a fifth of a model file's expansion).
        decider = ExpansionDecider(tokens: tokens, bytes: bytes, fileMembers: source.tree.members, breaks: source.tokenized.breaks, facts: facts, questions: questions,
                                   fileInference: TypeInference(tokens: tokens, bytes: bytes, shadowedNames: facts.declaredTypeNames,
                                                                functionReturnTypes: functionReturnTypes, declaredTypes: facts.declaredTypes,
                                                                declarations: classes, scope: [],
                                                                runTypeNames: runIsThisFile ? RunNameScan.typeNames(in: bytes) : run?.typeNames).readingTrailingClosures(),
                                   deferredClasses: classes,
                                   knownObservableExtensions: runIsThisFile ? facts.observableExtensionNames : run?.observableExtensions,
                                   runMayDeclareUnderscoredMembers: runIsThisFile ? facts.hasExtensions : run?.mayDeclareUnderscoredMembers ?? true,
                                   runMayDeclareNoncopyableTypes: runIsThisFile ? facts.declaresNoncopyableType : run?.mayDeclareNoncopyableTypes ?? true,
                                   runUnderscoredNames: runIsThisFile ? RunNameScan.underscoredIdentifiers(in: bytes) : run?.underscoredNames,
                                   nestedTypeNamesOfThisRun: runIsThisFile ? source.tree.nestedTypeNames() : nil,
                                   runMayDeclareAddedFunctions: runIsThisFile ? facts.hasExtensions && RunFacts.mayDeclareAddedFunction(bytes) : run?.mayDeclareAddedFunctions ?? true)
    }

    // MARK: - Walking the tree

    mutating func plan(_ tree: SourceTree) {
        // Room for all the generated text at once: growing it class by class would copy what
        // earlier classes wrote.
        var estimate = GeneratedSizeEstimate()
        // Given the two fields it reads, not the planner (which would be copied).
        estimate.add(tree.members, questions, tokens)
        for local in tree.localTypes { estimate.add([.type(local.declaration)], questions, tokens) }
        // An output is bounded as an input is: a file whose expansion would clearly pass 1 GiB
        // is an error before any of it is made, so that memory stays bounded. The estimate is
        // off by up to about 40% either way: the plan's own size decides the rest (`Expander`).
        if estimate.textBytes + bytes.count > ExpansionPlan.largestOutput / 2 * 3 {
            diagnostics.append(Diagnostic(.expansionTooLarge(estimatedBytes: estimate.textBytes + bytes.count), at: 0))
            return
        }
        plan.reserveText(estimate.textBytes)
        plan.edits.reserveCapacity(estimate.edits)
        extensionInsertions.reserveCapacity(estimate.classes * 3)
        walk(tree.members, Context())
        for local in tree.localTypes {
            var context = Context()
            context.isLocal = true
            context.scope = local.enclosingTypeNames.isEmpty ? [] : [local.enclosingTypeNames.joined(separator: ".")]
            visit(.type(local.declaration), context)
        }
        plan.edits += extensionInsertions
        planLineControls(tree.lineDirectives)
        // After a parse error, an annotation the walk missed is no news: the error says why; so
        // after an unterminated literal or comment, which may have swallowed the class.
        let reportsDangling = !tree.diagnostics.contains(where: { $0.severity == .error }) && breaks.offsets.isEmpty
        // One pass over the comments for near misses and dangling annotations (each comment is
        // one or the other, at its own offset, so the sorted diagnostics are as in two passes).
        for (k, comment) in comments.enumerated() {
            // Both hold an `@`; most comments do not.
            guard !comment.isInCodeSample, Annotation.containsAtSign(bytes, comment.range) else { continue }
            // In a clause skipped unparsed, as the compiler skips it: no annotation there.
            if tree.skippedClauses.contains(where: { $0.contains(comment.range.lowerBound) }) { continue }
            switch Annotation.of(comment, in: bytes) {
            case nil:
                if Annotation.looksMeantAsAnnotation(comment, in: bytes) {
                    diagnostics.append(Diagnostic(.notAnAnnotation, at: comment.range.lowerBound))
                }
            case .observable?:
                if reportsDangling && !(k < attachedAnnotations.count && attachedAnnotations[k]) {
                    let message = followsCodeOnItsLine(comment) ? DiagnosticMessage.observableAnnotationAfterCode : danglingMessage(after: k)
                    diagnostics.append(Diagnostic(message, at: comment.range.lowerBound))
                }
            case .observationIgnored?:
                // A trailing `// @ObservationIgnored` was passed over in silence.
                if followsCodeOnItsLine(comment) {
                    // Before a property on its line: that one is named, not "the property before it".
                    // After a function or a `let`: that one is named, not "the property before it".
                    let message = propertyAfter(comment).map(DiagnosticMessage.ignoredAnnotationBeforePropertyAfterCode)
                        ?? nonPropertyBefore(comment, in: tree.members).map(DiagnosticMessage.ignoredAnnotationAfterNonProperty)
                        ?? .ignoredAnnotationAfterCode
                    diagnostics.append(Diagnostic(message, at: comment.range.lowerBound))
                } else if let name = propertySeparatedByBlankLine(after: k) {
                    // As `// @Observable` above a blank line: the property stays tracked.
                    diagnostics.append(Diagnostic(.ignoredAnnotationSeparatedByBlankLine(name: name), at: comment.range.lowerBound))
                }
            }
        }
        if !reportsDangling { return }
        // Two expansions planned over the same bytes (broken code read as part of the
        // declaration before it, and again as a declaration of its own) would lose code when
        // applied: an error instead.
        var end = 0
        let order = ExpansionPlan.order(plan.edits)
        plan.order = order
        for k in order {
            let range = plan.edits[k].range
            if range.lowerBound < end {
                diagnostics.append(Diagnostic(.overlappingExpansion, at: range.lowerBound))
                break
            }
            end = max(end, range.upperBound)
        }
    }

    /// An annotation no declaration carries: a blank line separates its comment block from
    /// the code after it (a warning: the comment annotates nothing), or what follows is no
    /// declaration (an error).
    func danglingMessage(after index: Int) -> DiagnosticMessage {
        afterBlankLine(commentBlockAt: index) != nil ? .annotationSeparatedByBlankLine : .danglingAnnotation
    }

    /// The offset of the code after the comment block that comment `index` starts (comments with
    /// no blank line between), when a blank line separates them; else nil.
    func afterBlankLine(commentBlockAt index: Int) -> Int? {
        var k = index
        while k + 1 < comments.count, onlyWhitespace(comments[k].range.upperBound, comments[k + 1].range.lowerBound),
              CommentAttachment.lineBreaks(from: comments[k].range.upperBound, to: comments[k + 1].range.lowerBound, in: bytes) <= 1 {
            k += 1
        }
        var j = comments[k].range.upperBound
        while j < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[j]) { j += 1 }
        return j < bytes.count && CommentAttachment.lineBreaks(from: comments[k].range.upperBound, to: j, in: bytes) >= 2 ? j : nil
    }

    /// The name of the stored property (`var name`, also after modifiers such as `private`)
    /// that follows comment `index`'s block after a blank line; nil when no blank line
    /// separates them or what follows is not such a property.
    func propertySeparatedByBlankLine(after index: Int) -> String? {
        guard var j = afterBlankLine(commentBlockAt: index) else { return nil }
        // Words up to `var`, then the name.
        func word(at start: Int) -> (String, Int) {
            var end = start
            while end < bytes.count, bytes[end] == 0x5F || (0x30 ... 0x39).contains(bytes[end]) || (0x41 ... 0x5A).contains(bytes[end])
                || (0x61 ... 0x7A).contains(bytes[end]) || bytes[end] == 0x60 { end += 1 }
            return (String(decoding: bytes[start ..< end], as: UTF8.self), end)
        }
        for _ in 0 ..< 6 {
            let (text, end) = word(at: j)
            guard !text.isEmpty, end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 else { return nil }
            j = end
            while j < bytes.count, bytes[j] == 0x20 || bytes[j] == 0x09 { j += 1 }
            if text == "var" {
                let (name, _) = word(at: j)
                return name.isEmpty ? nil : name
            }
            guard ["private", "fileprivate", "internal", "public", "package", "final", "weak", "unowned", "nonisolated"].contains(text) else { return nil }
        }
        return nil
    }

    /// Whether something other than spaces and tabs comes before `comment` on its line.
    func followsCodeOnItsLine(_ comment: Comment) -> Bool {
        var j = comment.range.lowerBound
        while j > 0 && (bytes[j - 1] == 0x20 || bytes[j - 1] == 0x09) { j -= 1 }
        return j > 0 && bytes[j - 1] != 0x0A && bytes[j - 1] != 0x0D
    }

    func onlyWhitespace(_ from: Int, _ to: Int) -> Bool {
        from <= to && bytes[from ..< to].allSatisfy { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
    }

    /// Visits `members` and those of their `#if` clauses (each in `context`, with the clauses
    /// around it added below an anchor).
    mutating func walk(_ members: [Member], _ context: Context) {
        // Without an anchor the clauses around a member are not needed: the borrowing walk.
        guard context.anchor != nil else {
            _ = MemberWalk(members).visit { member, clauseDepth in
                if clauseDepth == 0 || context.inClause {
                    visit(member.pointee, context)
                } else {
                    var inner = context
                    inner.inClause = true
                    visit(member.pointee, inner)
                }
                return true
            }
            return
        }
        var iterator = MemberWalk(members).makeIterator()
        while let member = iterator.next() {
            if iterator.clauseDepth == 0 || context.anchor == nil {
                visit(member, context)
            } else {
                var inner = context
                inner.ifClauses += iterator.clauses
                inner.inClause = true
                visit(member, inner)
            }
        }
    }

    mutating func visit(_ member: Member, _ context: Context) {
        switch member {
        case let .type(type):
            // The declaration bound once, for its marks and its body.
            visit(type, member, context)
        default:
            // Most members carry neither attributes nor comments: no mark to check, nothing to
            // remove, and no head copied out of the tree for them.
            guard member.hasAttributesOrComments, let head = member.head else { return }
            if let mark = checkMarks(head) {
                if let message = ObservationRules.invalidTarget(member, propertyName: { variable in
                    variable.bindings.first.map { bindingName($0) } ?? "_"
                }) {
                    diagnostics.append(Diagnostic(message, at: offset(of: mark)))
                }
            }
            if !context.inExpandedClass, case let .variable(variable) = member {
                planMacroAttributesOutsideObservableClass(variable)
            }
        }
    }

    /// Visits a type declaration (`member`): expands it if it is an annotated class, then
    /// walks its body.
    mutating func visit(_ type: TypeDeclaration, _ member: Member, _ context: Context) {
        let mark = checkMarks(type.head)
        if let mark {
            if type.kind == .class {
                expandClass(type, mark: mark, context: context)
            } else if case .comment = mark {
                // Commented-out code (`// @Observable` over a struct): no error that would drop the file.
                diagnostics.append(Diagnostic(.annotationCommentNotOnClass(kind: type.kind.rawValue, name: type.name), at: offset(of: mark)))
            } else if let message = ObservationRules.invalidTarget(member, propertyName: { _ in "_" }) {
                diagnostics.append(Diagnostic(message, at: offset(of: mark)))
            }
        }
        var inner = context
        inner.inExpandedClass = type.kind == .class && mark != nil
        // Only a nested type reads the enclosing names, the anchor and the `#if` clauses: a
        // body without one (most) is walked without making them.
        if Member.containsTypeDeclaration(type.members) {
            inner.typeNames.append(type.name)
            inner.scope.append(type.kind == .extension ? type.name : (context.scope.last.map { $0 + "." } ?? "") + type.name)
            inner.genericNames += type.genericParameters.map(\.name)
            if inner.anchor == nil {
                inner.anchor = Anchor(type)
                inner.ifClauses = []
            }
        }
        walk(type.members, inner)
        if context.anchor == nil && !extensionInsertions.isEmpty {
            // This type is an anchor: its classes' extensions follow it in the file, so that
            // added here the edits stay in source order (the output's sort finds one run).
            plan.edits += extensionInsertions
            extensionInsertions.removeAll(keepingCapacity: true)
        }
    }

    /// Reports an `@Observable` attribute in an `#if` block of `head`'s attributes, and
    /// returns the declaration's `@Observable` mark (its annotations then count as attached).
    mutating func checkMarks(_ head: DeclarationHead) -> ObservableMark? {
        if let attribute = questions.observableAttributeInIfConfig(head) {
            // Expanding it would make the class observable in every configuration.
            diagnostics.append(Diagnostic(.annotationInIfConfig, at: Int(tokens[attribute.span.first].start)))
        }
        guard let mark = questions.observableMark(head) else { return nil }
        // `@Observable @Observable`: the macro would expand twice, and its second expansion does
        // not compile (the tool removed one and left the other, broken, without a word).
        if case .attribute = mark, case let marks = questions.observableAttributes(head), marks.count > 1 {
            diagnostics.append(Diagnostic(.duplicateObservableAttribute, at: Int(tokens[marks[1].span.first].start)))
        }
        attach(head)
        return mark
    }

    /// `@ObservationIgnored` outside an expanded class does nothing (the macro expands to
    /// nothing), so it is removed, as everywhere, for the output to need no plugin;
    /// `@ObservationTracked` there breaks the macro's own code (R8), so it is an error.
    mutating func planMacroAttributesOutsideObservableClass(_ variable: VariableDeclaration) {
        for element in variable.attributes {
            guard case let .attribute(attribute) = element, ObservationRules.isObservationMacroAttribute(attribute.name) else { continue }
            if ObservationRules.isErrorOutsideObservableClass(attribute.name) {
                diagnostics.append(Diagnostic(.trackedOutsideObservableClass, at: Int(tokens[attribute.span.first].start)))
            } else {
                plan.edits.append(removal(of: attribute.span))
            }
        }
    }

    /// Records that the annotation comments of `head` are attached to a declaration.
    mutating func attach(_ head: DeclarationHead) {
        for k in head.comments where Annotation.of(comments[k], in: bytes) == .observable {
            if attachedAnnotations.isEmpty {
                // Reserved and appended to, as `DeclarationParser.popMembers` explains.
                attachedAnnotations.reserveCapacity(comments.count)
                for _ in 0 ..< comments.count { attachedAnnotations.append(false) }
            }
            attachedAnnotations[k] = true
        }
    }

    /// The byte offset a mark's diagnostics point at.
    func offset(of mark: ObservableMark) -> Int {
        switch mark {
        case let .comment(index): return comments[index].range.lowerBound
        case let .attribute(attribute): return Int(tokens[attribute.span.first].start)
        }
    }

    /// About how much an expansion of some declarations generates, for reserving room.
    struct GeneratedSizeEstimate {
        var textBytes = 0
        var edits = 0
        var classes = 0

        /// Adds the annotated classes among `members` and the types nested in them.
        /// `questions` and `tokens`: the planner's.
        mutating func add(_ members: [Member], _ questions: AnnotationQuestions, _ tokens: [Token]) {
            MemberWalk(members).forEachInPlace { member in
                switch member.pointee {
                case let .type(type):
                    if type.kind == .class, questions.observableMark(type.head) != nil {
                        let classSize = type.span.last < tokens.count
                            ? Int(tokens[type.span.last].end - tokens[type.span.first].start) : 0
                        // Each member may get accessors, a peer and a few edits (`expandClass`).
                        textBytes += type.members.count * (ExpansionPlanner.commonAccessorTemplate.estimatedSize + 64) + classSize + 2048
                        edits += type.members.count * 4 + 16
                        classes += 1
                    }
                    add(type.members, questions, tokens)
                default:
                    break
                }
            }
        }
    }

    // MARK: - Token helpers

    func bindingName(_ binding: PatternBinding) -> String {
        switch binding.pattern {
        case let .identifier(index): return text(index)
        case let .other(span): return sourceText(span)
        }
    }

    static func bareName(_ name: String) -> String { ObservationRules.bareName(name) }

    /// Offset of the first byte of the line holding `offset`: after the last `\n` or `\r`
    /// before it (including the `\r` of a `\r\n` pair when `offset` is between the two).
    func lineStart(_ offset: Int) -> Int {
        // A short backward scan finds most line starts (the indentation and a few tokens); a
        // long line asks the file's line table (a binary search), so that the properties of a
        // class written on one line do not each cost the whole line (quadratic).
        if offset <= 0 { return 0 }
        guard offset <= bytes.count else { return offset - file.location(of: offset).column + 1 }
        return bytes.withUnsafeBufferPointer { p in
            var j = offset
            let limit = max(0, offset - 256)
            while j > limit {
                let byte = p[j - 1]
                if byte == 0x0A || byte == 0x0D { return j }
                j -= 1
            }
            return j == 0 ? 0 : offset - file.location(of: offset).column + 1
        }
    }

    /// The spaces and tabs that begin the line holding `offset`.
    func indentation(ofLineAt offset: Int) -> String {
        String(decoding: indentationBytes(ofLineAt: offset), as: UTF8.self)
    }

    /// The spaces and tabs that begin the line holding `offset`, as a slice of the source.
    func indentationBytes(ofLineAt offset: Int) -> ArraySlice<UInt8> {
        let start = lineStart(offset)
        var j = start
        while j < bytes.count && (bytes[j] == 0x20 || bytes[j] == 0x09) { j += 1 }
        return bytes[start ..< j]
    }

    /// The source bytes from the start of token `span.first` to the end of `span.last`.
    func sourceBytes(_ span: TokenSpan) -> ArraySlice<UInt8> {
        bytes[Int(tokens[span.first].start) ..< Int(tokens[span.last].end)]
    }

    /// The file's own `#sourceLocation` directives, for the directives of the output: a
    /// `#sourceLocation()` of its own is followed by one naming the input's next line (after
    /// it the compiler would name the lines of the output file), and the lines that a
    /// `#sourceLocation(file:line:)` governs are named as it names them (`OutputAssembly`).
    mutating func planLineControls(_ directives: [LineDirective]) {
        for directive in directives {
            let line = file.location(of: Int(tokens[directive.end].start)).line
            if let literal = directive.fileLiteral, let first = directive.line {
                plan.lineControls.append(ExpansionPlan.LineControl(line: line, fileLiteral: Int(tokens[literal].start) ..< Int(tokens[literal].end), firstLine: first))
            } else {
                plan.lineControls.append(ExpansionPlan.LineControl(line: line, fileLiteral: nil, firstLine: 0))
                // (Not inside code the expansion rewrites, such as an observer's body.)
                if let next = nextLineStart(after: directive.end), !plan.edits.contains(where: { $0.range.lowerBound < next && next < $0.range.upperBound }) {
                    resync(at: next)
                }
            }
        }
    }

    /// Adds a marker for `#sourceLocation(file:line:)` naming the original line that starts at
    /// `offset`, placed there, followed by a line break.
    mutating func resync(at offset: Int) {
        plan.mark(.original(lineOf: offset, plus: 0), at: offset, before: EmptyCollection(), after: newlineBytes)
    }

    /// The marker, at `offset` mid-line after generated text, that lets the rest of the line go
    /// on at its own line and column when source locations are on: (with `breakingLine`, a
    /// line break,) the directive naming that line, then a line break and the bytes before
    /// `offset` on the line as blanks (tabs kept), so that an error there points at the
    /// original line and column. Nil beyond `longestResumedColumn` bytes into the line: for
    /// classes side by side on one line the blanks would make the output quadratic.
    mutating func resumption(at offset: Int, breakingLine: Bool) -> ExpansionPlan.Edit? {
        let start = lineStart(offset)
        guard offset - start <= Self.longestResumedColumn else { return nil }
        var resume: [UInt8] = []
        resume.reserveCapacity(offset - start + newlineBytes.count)
        resume.append(contentsOf: newlineBytes)
        for byte in bytes[start ..< offset] { resume.append(byte == 0x09 ? 0x09 : 0x20) }
        return plan.marker(.original(lineOf: offset, plus: 0), at: offset, before: breakingLine ? newlineBytes : [], after: resume)
    }

    /// The furthest column (bytes from the line start) at which code after generated text is
    /// resumed at its own column (`resumption(at:breakingLine:)`).
    static let longestResumedColumn = 240

    /// The start of the first line after token `index`'s line where a directive may stand:
    /// the line of the first later token that starts a line, when that line starts in the
    /// token's leading trivia (not in a multi-line string) and outside a comment; else nil,
    /// also when the line goes on for more than 64 tokens (classes side by side on one line
    /// would each scan the rest of it).
    func lineStartForDirective(afterToken index: Int) -> Int? {
        var k = index + 1
        while k < tokens.count && k <= index + 64 && !tokens[k].isAtStartOfLine { k += 1 }
        guard k < tokens.count, tokens[k].isAtStartOfLine else { return nil }
        let start = lineStart(Int(tokens[k].start))
        guard start >= Int(tokens[k].leadingTriviaStart), !isInsideComment(start) else { return nil }
        return start
    }

    /// The offset just after the line break that ends the line of token `index`'s trailing
    /// trivia, if the next token starts a new line (so a directive may stand there); else nil.
    func nextLineStart(after index: Int) -> Int? {
        guard index + 1 < tokens.count, tokens[index + 1].isAtStartOfLine else { return nil }
        var offset = Int(tokens[index].trailingTriviaEnd)
        if offset < bytes.count && bytes[offset] == 0x0D { offset += 1 }
        if offset < bytes.count && bytes[offset] == 0x0A { offset += 1 }
        return offset
    }

    /// An edit that removes the attribute at `span` and the spaces after it, or its whole line
    /// when it stands alone on it (with source locations on, the line break stays, so that
    /// line numbers hold; before code on its line, blanks stay, so that columns hold).
    /// Comments around it stay.
    func removal(of span: TokenSpan) -> ExpansionPlan.Edit {
        let start = Int(tokens[span.first].start)
        var end = Int(tokens[span.last].end)
        while end < bytes.count && (bytes[end] == 0x20 || bytes[end] == 0x09) { end += 1 }
        let lineBegin = lineStart(start)
        let aloneOnLine = bytes[lineBegin ..< start].allSatisfy { $0 == 0x20 || $0 == 0x09 }
            && (end == bytes.count || bytes[end] == 0x0A || bytes[end] == 0x0D)
        guard aloneOnLine else {
            // Last on its line (`@MainActor @Observable`): the spaces before it go instead, so
            // that no trailing space is left.
            if end == bytes.count || bytes[end] == 0x0A || bytes[end] == 0x0D {
                var spaces = start
                while spaces > lineBegin && (bytes[spaces - 1] == 0x20 || bytes[spaces - 1] == 0x09) { spaces -= 1 }
                return ExpansionPlan.Edit(range: spaces ..< end, text: 0 ..< 0)
            }
            // Code follows on the line: with source locations on, blanks keep its columns.
            var edit = ExpansionPlan.Edit(range: start ..< end, text: 0 ..< 0)
            edit.blanksWhenMapped = span.last + 1 < tokens.count && !tokens[span.last + 1].isAtStartOfLine
            return edit
        }
        let textEnd = end
        if end < bytes.count && bytes[end] == 0x0D { end += 1 }
        if end < bytes.count && bytes[end] == 0x0A { end += 1 }
        return ExpansionPlan.Edit(range: lineBegin ..< end, text: 0 ..< 0, keptLineBreak: end - textEnd)
    }
}
