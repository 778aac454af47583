import ObservableSyntax

/// Rewriting a migrated class (rule: "exactly the properties that notified before notify now").
extension MigrationPlanner {
    /// The edits of one migrated class: the annotation before it, `ObservableObject` out of its
    /// inheritance clause, `@Published` off each property (other attributes kept), and
    /// `@ObservationIgnored` on every other stored instance `var`.
    mutating func rewriteModel(_ siteIndex: Int) {
        let site = catalogue.sites[siteIndex]
        let file = site.file
        let source = sources[file]
        let declaration = site.declaration
        let comment = options.annotation == .comment
        let first = declaration.head.span.first
        let indentation = source.indentation(of: source.offset(first))
        removeRedundantSends(of: siteIndex)
        if isAlreadyObservable(siteIndex) {
            rewriteHybridModel(siteIndex)
            return
        }
        edits[file].append(.insert((comment ? "// @Observable" : "@Observable") + newline(file) + indentation, at: source.offset(first)))
        edits[file] += inheritanceRemoval(declaration, in: source)
        // `extension Manager: ObservableObject {}`: the conformance goes there.
        for k in Set(catalogue.conformanceEntries(of: siteIndex).map(\.site)) where k != siteIndex && ModelCatalogue.conformsDirectly(catalogue.sites[k].declaration) {
            edits[catalogue.sites[k].file] += inheritanceRemoval(catalogue.sites[k].declaration, in: sources[catalogue.sites[k].file])
        }

        var published: [String] = []
        var ignored: [String] = []
        // `let objectWillChange = ObservableObjectPublisher()`: removed with the conformance.
        let defaultPublishers = Set(objectWillChangeDeclarations(declaration, in: source).filter { declaresDefaultPublisher($0.variable, in: source) }.map(\.token))
        for variable in ModelCatalogue.variables(declaration.members) where !variable.head.isStatic {
            if case let .identifier(token)? = variable.bindings.first?.pattern, defaultPublishers.contains(token) {
                edits[file].append(source.removal(of: variable.span))
                continue
            }
            let attributes = ModelCatalogue.attributes(variable.attributes)
            let names = variable.bindings.compactMap { name(of: $0, in: source) }
            let publishedAttributes = attributes.filter { $0.name == "Published" || $0.name == "Combine.Published" }
            if !publishedAttributes.isEmpty {
                for attribute in publishedAttributes { edits[file].append(source.removal(of: attribute.span)) }
                // The macro rejects `var a = 1, b = 2` (its accessors apply to one variable).
                if !comment && variable.bindings.count > 1 {
                    splitBindings(variable, file: file, ignored: false, excluding: publishedAttributes.map(\.span))
                }
                published += names
                for name in names {
                    explain(rule: .publishedStaysTracked, "'\(name)' stays tracked", reason: "it was '@Published'", file: file, offset: source.offset(variable.head.span.first))
                }
                continue
            }
            // `@AppStorage` published through the conformance: tracked accessors keep it so.
            if let (attribute, effect) = wrapper(of: variable), effect == .publishing, let type = accessorType(of: variable, in: source) {
                rewriteWrapped(variable, wrapper: attribute, type: type, file: file)
                for name in names { rewriteWrapperStoreAssignments(of: name, in: site.key) }
                published += names
                for name in names {
                    explain(rule: .publishingWrapperTracked, "'\(name)' gets tracked accessors", reason: "its '@\(attribute.name)' published through the enclosing 'ObservableObject'",
                            file: file, offset: source.offset(variable.head.span.first))
                }
                continue
            }
            // The expander's tracking rule: what '@Observable' would track must be ignored,
            // since it did not notify before ("exactly the properties that notified before
            // notify now").
            let alreadyIgnored = attributes.contains { $0.name == "ObservationIgnored" || $0.name == "Observation.ObservationIgnored" }
                || commentsSay("@ObservationIgnored", variable.head, in: source)
            let decision = ObservationRules.trackingDecision(variable, isIgnored: alreadyIgnored)
            let start = source.offset(variable.head.span.first)
            // An `override var` with observers: the real macro would track it again ("init
            // accessor cannot refer to property '_x'"); ignored, it still notifies through the
            // superclass's setter. This tool's expansion leaves it untracked by itself.
            let override = decision.rule == .overrideObservers
            // `var (p, q) = …`: the macro does not track a tuple pattern, and refuses
            // `@ObservationIgnored` on one; `var (t, u) = …, s = 0` is split, `s` ignored.
            let tupleFirst = decision.rule == .identifierPattern && !variable.isLet && !variable.bindings.contains(where: \.isComputed)
                && (comment || variable.bindings.contains(where: Self.isIdentifier))
            guard decision.applies || (override && !comment) || tupleFirst else {
                for name in names { explain(decision, "'\(name)' needs nothing", file: file, offset: start) }
                continue
            }
            let text = comment ? "// @ObservationIgnored" + newline(file) + source.indentation(of: start) : "@ObservationIgnored "
            if comment || Self.isIdentifier(variable.bindings[0]) { edits[file].append(.insert(text, at: start)) }
            if variable.bindings.count > 1 { splitBindings(variable, file: file) }
            if !override { ignored += names }
            for name in names {
                explain(decision, "'\(name)' is marked '@ObservationIgnored' (it did not notify before, and '@Observable' would track it)", file: file, offset: start)
            }
        }
        report(.migrationClassMigrated(className: site.key, published: published, ignored: ignored), file: file, token: declaration.nameToken ?? declaration.keyword)
        rewritePublishedAssignments(Set(published), in: site)
        trackedProperties[site.key, default: []].formUnion(published)
        ignoredProperties[site.key, default: []].formUnion(ignored)
        guard !published.isEmpty else { return }
        let settled = setOnlyInInit(Set(ignored), of: site)
        // A `let` (or a settled `var`) holding a plain class whose state changes: its readers
        // are found as an ignored property's, reported only where a view reads them.
        var lets: Set<String> = []
        for variable in ModelCatalogue.variables(declaration.members) where !variable.head.isStatic && variable.isLet {
            for binding in variable.bindings where !binding.isComputed { if let name = name(of: binding, in: source) { lets.insert(name) } }
        }
        let references = changingReferences(lets.union(settled), of: site)
        if !references.isEmpty { referenceReads[site.key] = references }
        reportIgnoredReads(Set(ignored).subtracting(settled).union(references.keys), in: site, silent: Set(references.keys))
        recordInheritedPlainReads(in: site)
        recordTrackedHolders(Set(published), in: site)
        recordHeldElementsAndExistentials(Set(published), in: site)
        recordUntrackedComputed(in: site)
    }

    /// Rule "views keep showing what they showed": a property that did not notify, now
    /// `@ObservationIgnored`, read by a computed property or a method with a result of the class
    /// (or its extensions, or the extensions of the protocols it conforms to:
    /// `ProtocolExtensionReaders`), or by a subscript getter (`SubscriptReaders`), which a view may show: before, the view was redrawn by any
    /// `@Published` change of the object, and so showed the property's new value with it; now
    /// only a tracked read redraws it. The property stays ignored (it never notified), and a
    /// warning at the first read in each such member says so.
    mutating func reportIgnoredReads(_ ignored: Set<String>, in site: TypeSite, silent: Set<String> = []) {
        guard !ignored.isEmpty else { return }
        ignoredReads[site.key, default: ([], [:])].properties.formUnion(ignored)
        let ownBodies = catalogue.bodies(of: site.key)
        let extensionBodies = protocolExtensionBodies(of: site.key)
        // A protocol extension's default the class declares itself is never its member (`ShadowedDefaults`).
        let own = extensionBodies.isEmpty ? [] : ownMemberSignatures(of: site.key)
        for k in ownBodies + extensionBodies {
            let body = catalogue.sites[k]
            let source = sources[body.file]
            let shadowed = ownBodies.contains(k) ? [] : own
            // A private member no view can reach; a parameter hides the property of its name.
            // What a setter reads is no read a view's redraw makes (review 17b/03): its tokens are skipped.
            var members: [(name: String, span: TokenSpan, hidden: Set<String>, isPublic: Bool, setters: [TokenSpan])] = []
            for variable in ModelCatalogue.variables(body.declaration.members) where !variable.head.isStatic && !variable.head.hasModifier("private") {
                for binding in variable.bindings where binding.isComputed {
                    if let name = name(of: binding, in: source), let block = binding.accessorBlock, !shadowed.contains(Self.unbackticked(name)) {
                        members.append((name, block, [], variable.head.hasModifier("public") || variable.head.hasModifier("open"),
                                        source.writeAccessorSpans(in: block)))
                    }
                }
            }
            for function in ModelCatalogue.functions(body.declaration.members) where !function.head.isStatic && !function.head.hasModifier("private")
                && !shadowed.contains(Self.functionSignature(function)) {
                guard let result = function.returnType, !["Void", "()"].contains(source.sourceText(result)) else { continue }
                let parameters = Set(function.parameters.compactMap { $0.type.map { source.text($0.first - 2) } })
                members.append((function.name + "()", TokenSpan(result.last + 1, function.head.span.last), parameters,
                                function.head.hasModifier("public") || function.head.hasModifier("open"), []))
            }
            members += subscriptReaders(of: body).filter { !shadowed.contains($0.name) }
            for member in members where member.span.first <= member.span.last {
                var reported: Set<String> = []
                for t in member.span.first ... member.span.last where !member.setters.contains(where: { $0.first <= t && t <= $0.last }) {
                    if source.kind(t) == .stringLiteral {
                        // `"\(count) items"`: an interpolation is inside the literal's one token.
                        for word in Self.interpolatedWords(source.text(t)) where ignored.contains(word) && !reported.contains(word) && !member.hidden.contains(word)
                            && scopedBinder(of: word, file: body.file, token: t, from: member.span.first) == nil {
                            reported.insert(word)
                            recordReader(member.name, reads: word, of: site.key)
                            if silent.contains(word) { continue }
                            holdClassRead(.migrationIgnoredPropertyRead(name: word, member: member.name, classNames: [site.key]), member: member.name,
                                          isPublic: member.isPublic, file: body.file, token: t)
                        }
                        continue
                    }
                    guard source.kind(t) == .identifier else { continue }
                    let word = source.text(t)
                    guard ignored.contains(word), !reported.contains(word) else { continue }
                    // `x` or `self.x`, not `other.x`; an assignment `x = …` is not a read.
                    if source.kind(t - 1) == .period && !(t >= 2 && source.isWord(t - 2, "self")) { continue }
                    if member.hidden.contains(word) && source.kind(t - 1) != .period { continue }
                    // `map { description -> Item in … }`: a closure parameter (or loop variable)
                    // of the name hides the property (review 21a/06).
                    if source.kind(t - 1) != .period, scopedBinder(of: word, file: body.file, token: t + 1, from: member.span.first) != nil { continue }
                    if source.kind(t + 1) == .equal { continue }
                    reported.insert(word)
                    recordReader(member.name, reads: word, of: site.key)
                    if silent.contains(word) { continue }
                    holdClassRead(.migrationIgnoredPropertyRead(name: word, member: member.name, classNames: [site.key]), member: member.name,
                                          isPublic: member.isPublic, file: body.file, token: t)
                }
            }
        }
    }

    /// The identifiers inside the interpolations (`\(…)`, `\#(…)`) of a string literal's text,
    /// not after a period unless after `self.`.
    static func interpolatedWords(_ text: String) -> Set<String> {
        guard text.contains("\\(") || text.contains("\\#") else { return [] }
        let bytes = Array(text.utf8)
        var words: Set<String> = []
        var k = 0, depth = 0
        func isWordByte(_ b: UInt8) -> Bool { b == 0x5F || (0x30 ... 0x39).contains(b) || (0x41 ... 0x5A).contains(b) || (0x61 ... 0x7A).contains(b) }
        while k < bytes.count {
            if bytes[k] == 0x5C, k + 1 < bytes.count, bytes[k + 1] == 0x28 || bytes[k + 1] == 0x23 {
                var j = k + 1
                while j < bytes.count && bytes[j] == 0x23 { j += 1 }
                if j < bytes.count && bytes[j] == 0x28 { depth += 1; k = j + 1; continue }
            }
            if depth > 0 {
                if bytes[k] == 0x28 { depth += 1 } else if bytes[k] == 0x29 { depth -= 1 }
                if isWordByte(bytes[k]) && (k == 0 || !isWordByte(bytes[k - 1])) {
                    var j = k
                    while j < bytes.count && isWordByte(bytes[j]) { j += 1 }
                    let word = String(decoding: bytes[k ..< j], as: UTF8.self)
                    let afterPeriod = k > 0 && bytes[k - 1] == 0x2E
                    let afterSelf = k >= 5 && String(decoding: bytes[(k - 5) ..< k], as: UTF8.self) == "self."
                    if !afterPeriod || afterSelf { words.insert(word) }
                    k = j
                    continue
                }
            }
            k += 1
        }
        return words
    }

    /// `_x = Published(initialValue: e)` -> `self.x = e` (also `Published<T>(…)`,
    /// `.init(initialValue: e)`) and `_x.wrappedValue` -> `x` in the class's body and its
    /// extensions, for its `@Published` properties: the backing store `_x` is the macro's now,
    /// and assigning `x` in an initializer goes through the tracked property's `init` accessor.
    /// Any other use of `_x` kept the class (`migrate-blocked-backing-store`).
    mutating func rewritePublishedAssignments(_ names: Set<String>, in site: TypeSite) {
        guard !names.isEmpty else { return }
        // `_default` is the backing store of `` `default` ``.
        var declared: [String: String] = [:]
        for name in names { declared[Self.unbackticked(name)] = name }
        // A property with `willSet`/`didSet`: `self.x = v` after `self` is initialized runs
        // them, which replacing the `Published` never did (review 26a/02, coder-desktop-macos:
        // a `didSet` wrote the keychain at every launch); `_x = v` sets the macro's backing
        // store as the old assignment set the wrapper's, before and after initialization.
        var observed: Set<String> = []
        for k in catalogue.bodies(of: site.key) {
            let body = catalogue.sites[k], source = sources[body.file]
            for variable in ModelCatalogue.variables(body.declaration.members) {
                for binding in variable.bindings {
                    guard case let .accessors(kinds)? = binding.accessorKind, kinds.contains("willSet") || kinds.contains("didSet"),
                          let name = name(of: binding, in: source) else { continue }
                    observed.insert(Self.unbackticked(name))
                }
            }
        }
        for (file, span) in bodySpans(of: site.key) {
            let source = sources[file]
            for assignment in source.publishedAssignments(in: span) where assignment.close > assignment.label + 2 {
                guard let property = declared[assignment.property] else { continue }
                // `self.` keeps a parameter of the same name from being assigned to itself.
                let keepsBackingStore = observed.contains(assignment.property)
                let target = keepsBackingStore ? source.text(assignment.target)
                    : source.kind(assignment.target - 1) == .period ? property : "self." + property
                if !keepsBackingStore { edits[file].append(source.replacement(of: TokenSpan(assignment.target, assignment.target), with: target)) }
                edits[file].append(Edit(source.offset(assignment.callee.first) ..< source.offset(assignment.label + 2), ""))
                edits[file].append(Edit(Int(source.tokens[assignment.close - 1].end) ..< Int(source.tokens[assignment.close].end), ""))
                summary.rewrittenCalls += 1
                let old = "_\(assignment.property) = " + source.normalizedText(TokenSpan(assignment.callee.first, assignment.label)) + ":"
                report(.migrationCallRewritten(old: old, new: target + " ="), file: file, token: assignment.target)
            }
            for token in source.wrappedValueReads(in: span) {
                let backing = String(source.text(token).dropFirst())
                guard let property = declared[backing] else { continue }
                // `_x.wrappedValue` -> `x` (`self._x.wrappedValue` -> `self.x`).
                edits[file].append(Edit(source.offset(token) ..< Int(source.tokens[token + 2].end), property))
                summary.rewrittenCalls += 1
                report(.migrationCallRewritten(old: "_\(backing).wrappedValue", new: property), file: file, token: token)
            }
        }
    }

    /// Whether `binding` names one variable (not a tuple pattern).
    static func isIdentifier(_ binding: PatternBinding) -> Bool {
        if case .identifier = binding.pattern { return true }
        return false
    }

    /// `var a = 1, b = 2` -> `var a = 1` and `var b = 2` on their own lines, each ignored (when
    /// `ignored`), with the declaration's attributes and modifiers but those in `excluding`
    /// (`@Published`): `@ObservationIgnored` and the macro's tracking are accessor macros,
    /// which apply to a single variable only. A binding without a type or value
    /// (`var a, b: Int`) takes the type of the next binding that spells one.
    mutating func splitBindings(_ variable: VariableDeclaration, file: Int, ignored: Bool = true, excluding: [TokenSpan] = []) {
        let source = sources[file]
        var parts: [String] = []
        var start = variable.head.span.first
        for span in excluding.sorted(by: { $0.first < $1.first }) {
            if span.first > start { parts.append(source.sourceText(TokenSpan(start, span.first - 1))) }
            start = max(start, span.last + 1)
        }
        if start <= variable.head.keyword { parts.append(source.sourceText(TokenSpan(start, variable.head.keyword))) }
        let head = parts.joined(separator: " ")
        let indentation = source.indentation(of: source.offset(variable.head.span.first))
        for (k, binding) in variable.bindings.enumerated() {
            if binding.typeAnnotation == nil && binding.initializer == nil,
               let type = variable.bindings[(k + 1)...].first(where: { $0.typeAnnotation != nil })?.typeAnnotation,
               case let .identifier(token) = binding.pattern {
                edits[file].append(.insert(": " + source.sourceText(type), at: Int(source.tokens[token].end)))
            }
            guard k > 0 else { continue }
            let token: Int
            switch binding.pattern {
            case let .identifier(name): token = name
            case let .other(span): token = span.first
            }
            guard source.kind(token - 1) == .comma else { continue }
            // A tuple pattern gets a declaration of its own, without `@ObservationIgnored`, which
            // the macro refuses on it (it does not track it either).
            let separator = !ignored || !Self.isIdentifier(binding) ? "" : options.annotation == .comment ? "// @ObservationIgnored" + newline(file) + indentation : "@ObservationIgnored "
            edits[file].append(Edit(source.offset(token - 1) ..< source.offset(token), newline(file) + indentation + separator + head + " "))
        }
    }

    /// The edits that take `ObservableObject` out of the inheritance clause, with its comma (or
    /// the colon, when it is the only entry). A comment between them stays: then only the
    /// entry's and the separator's own tokens go.
    func inheritanceRemoval(_ declaration: TypeDeclaration, in source: MigrationSource) -> [Edit] {
        let entries = declaration.inheritance
        guard let k = entries.firstIndex(where: { $0.qualifiedName == "ObservableObject" || $0.qualifiedName == "Combine.ObservableObject" }) else { return [] }
        let entry = entries[k]
        let range: Range<Int>
        let separator: Int
        if entries.count == 1 {
            separator = entry.span.first - 1
            guard source.kind(separator) == .colon else { return [] }
            range = Int(source.tokens[separator - 1].end) ..< Int(source.tokens[entry.span.last].end)
        } else if k == 0 {
            separator = entry.span.last + 1
            range = source.offset(entry.span.first) ..< source.offset(entries[1].span.first)
        } else {
            separator = entries[k - 1].span.last + 1
            range = Int(source.tokens[entries[k - 1].span.last].end) ..< Int(source.tokens[entry.span.last].end)
        }
        guard source.comments.contains(where: { range.overlaps($0.range) }), source.kind(separator) == .colon || source.kind(separator) == .comma else {
            return [Edit(range, "")]
        }
        // The entry goes with the spaces before it (not past the token before it).
        var start = source.offset(entry.span.first)
        let bound = entry.span.first > 0 ? Int(source.tokens[entry.span.first - 1].end) : 0
        while start > bound && (source.bytes[start - 1] == 0x20 || source.bytes[start - 1] == 0x09) { start -= 1 }
        return [Edit(source.offset(separator) ..< Int(source.tokens[separator].end), ""),
                Edit(start ..< Int(source.tokens[entry.span.last].end), "")]
    }

    /// Whether one of the declaration's attached comments is exactly `// text` (or `/* text */`).
    func commentsSay(_ text: String, _ head: DeclarationHead, in source: MigrationSource) -> Bool {
        head.comments.contains { k in
            let comment = source.file.text(source.comments[k].range)
            let body = comment.hasPrefix("//") ? String(comment.dropFirst(2)) : comment.hasPrefix("/*") ? String(comment.dropFirst(2).dropLast(2)) : comment
            return body.trimmed(of: [" ", "\t"]) == text
        }
    }

    /// The file's line break.
    func newline(_ file: Int) -> String {
        OutputAssembly.detectNewline(sources[file].bytes)
    }
}

extension String {
    /// The string without leading and trailing characters of `set`.
    func trimmed(of set: Set<Character>) -> String {
        var slice = Substring(self)
        while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
        return String(slice)
    }
}
