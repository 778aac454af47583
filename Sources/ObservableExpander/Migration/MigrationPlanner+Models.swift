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
        edits[file].append(.insert((comment ? "// @Observable" : "@Observable") + newline(file) + indentation, at: source.offset(first)))
        if let removal = inheritanceRemoval(declaration, in: source) { edits[file].append(removal) }

        var published: [String] = []
        var ignored: [String] = []
        for variable in ModelCatalogue.variables(declaration.members) where !variable.head.isStatic {
            let attributes = ModelCatalogue.attributes(variable.attributes)
            let names = variable.bindings.compactMap { name(of: $0, in: source) }
            let publishedAttributes = attributes.filter { $0.name == "Published" || $0.name == "Combine.Published" }
            if !publishedAttributes.isEmpty {
                for attribute in publishedAttributes { edits[file].append(source.removal(of: attribute.span)) }
                published += names
                continue
            }
            let stored = !variable.isLet && variable.bindings.contains { !$0.isComputed }
            let alreadyIgnored = attributes.contains { $0.name == "ObservationIgnored" || $0.name == "Observation.ObservationIgnored" }
                || commentsSay("@ObservationIgnored", variable.head, in: source)
            guard stored, !alreadyIgnored, !variable.head.hasModifier("override") else { continue }
            let start = source.offset(variable.head.span.first)
            let text = comment ? "// @ObservationIgnored" + newline(file) + source.indentation(of: start) : "@ObservationIgnored "
            edits[file].append(.insert(text, at: start))
            if variable.bindings.count > 1 { splitBindings(variable, file: file) }
            ignored += names
        }
        report(.migrationClassMigrated(className: site.simpleName, published: published, ignored: ignored), file: file, token: declaration.nameToken ?? declaration.keyword)
        rewritePublishedAssignments(Set(published), in: site)
    }

    /// `_x = Published(initialValue: e)` -> `self.x = e` in the class's body, for its `@Published`
    /// properties: the backing store `_x` is the macro's now, and assigning `x` in an
    /// initializer goes through the tracked property's `init` accessor.
    mutating func rewritePublishedAssignments(_ names: Set<String>, in site: TypeSite) {
        guard let open = site.declaration.leftBrace, !names.isEmpty else { return }
        let file = site.file
        let source = sources[file]
        let span = TokenSpan(open, site.declaration.rightBrace ?? source.tokens.count - 1)
        for assignment in source.publishedAssignments(in: span) where names.contains(assignment.property) && assignment.close > assignment.label + 2 {
            // `self.` keeps a parameter of the same name from being assigned to itself.
            let target = source.kind(assignment.target - 1) == .period ? assignment.property : "self." + assignment.property
            edits[file].append(source.replacement(of: TokenSpan(assignment.target, assignment.target), with: target))
            edits[file].append(Edit(source.offset(assignment.wrapper.first) ..< source.offset(assignment.label + 2), ""))
            edits[file].append(Edit(Int(source.tokens[assignment.close - 1].end) ..< Int(source.tokens[assignment.close].end), ""))
            summary.rewrittenCalls += 1
            let old = "_\(assignment.property) = " + source.normalizedText(TokenSpan(assignment.wrapper.first, assignment.label)) + ":"
            report(.migrationCallRewritten(old: old, new: target + " ="), file: file, token: assignment.target)
        }
    }

    /// `var a = 1, b = 2` -> `var a = 1` and `var b = 2` on their own lines, each ignored, with
    /// the declaration's attributes and modifiers: `@ObservationIgnored` is an accessor
    /// macro, which applies to a single variable only. A binding without a type or value
    /// (`var a, b: Int`) takes the type of the next binding that spells one.
    mutating func splitBindings(_ variable: VariableDeclaration, file: Int) {
        let source = sources[file]
        let head = source.sourceText(TokenSpan(variable.head.span.first, variable.head.keyword))
        let indentation = source.indentation(of: source.offset(variable.head.span.first))
        for (k, binding) in variable.bindings.enumerated() {
            if binding.typeAnnotation == nil && binding.initializer == nil,
               let type = variable.bindings[(k + 1)...].first(where: { $0.typeAnnotation != nil })?.typeAnnotation,
               case let .identifier(token) = binding.pattern {
                edits[file].append(.insert(": " + source.sourceText(type), at: Int(source.tokens[token].end)))
            }
            guard k > 0, case let .identifier(token) = binding.pattern, source.kind(token - 1) == .comma else { continue }
            let separator = options.annotation == .comment ? "// @ObservationIgnored" + newline(file) + indentation : "@ObservationIgnored "
            edits[file].append(Edit(source.offset(token - 1) ..< source.offset(token), newline(file) + indentation + separator + head + " "))
        }
    }

    /// The edit that takes `ObservableObject` out of the inheritance clause, with its comma (or
    /// the colon, when it is the only entry).
    func inheritanceRemoval(_ declaration: TypeDeclaration, in source: MigrationSource) -> Edit? {
        let entries = declaration.inheritance
        guard let k = entries.firstIndex(where: { $0.qualifiedName == "ObservableObject" || $0.qualifiedName == "Combine.ObservableObject" }) else { return nil }
        let entry = entries[k]
        if entries.count == 1 {
            let colon = entry.span.first - 1
            guard source.kind(colon) == .colon else { return nil }
            return Edit(Int(source.tokens[colon - 1].end) ..< Int(source.tokens[entry.span.last].end), "")
        }
        if k == 0 {
            return Edit(source.offset(entry.span.first) ..< source.offset(entries[1].span.first), "")
        }
        return Edit(Int(source.tokens[entries[k - 1].span.last].end) ..< Int(source.tokens[entry.span.last].end), "")
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
