/// Expanding one annotated class: its tracked properties, added members and conformance.
extension ObservableExpansion {
    /// What the per-property work needs to know about the class.
    struct ClassInfo {
        var name: String
        var indentUnit: String
        /// Names of all stored and computed properties declared in the body (any `#if` clause).
        var propertyNames: Set<String>
        /// A global actor attribute on the class (`@MainActor`), if any.
        var globalActor: String?
    }

    mutating func expandClass(_ type: TypeDeclaration, mark: ObservableMark, context: Context) {
        guard let leftBrace = type.leftBrace, let rightBrace = type.rightBrace else { return }
        expandedClassCount += 1
        if case let .attribute(attribute) = mark {
            edits.append(removal(of: attribute.span))
        }
        let classIndent = indentation(ofLineAt: Int(tokens[type.span.first].start))
        let memberIndent = memberIndentation(type, classIndent: classIndent)
        let unit = memberIndent.hasPrefix(classIndent) && memberIndent.count > classIndent.count
            ? String(memberIndent.dropFirst(classIndent.count)) : (classIndent.hasPrefix("\t") ? "\t" : "    ")
        let globalActor = type.attributes.compactMap { element -> String? in
            guard case let .attribute(attribute) = element else { return nil }
            return attribute.name == "MainActor" || attribute.name.hasSuffix("Actor") ? attribute.name : nil
        }.first
        var info = ClassInfo(name: type.name, indentUnit: unit, propertyNames: [], globalActor: globalActor)
        forEachVariable(type.members) { variable in
            for binding in variable.bindings {
                if case let .identifier(index) = binding.pattern { info.propertyNames.insert(Self.bareName(text(index))) }
            }
        }
        var variables: [VariableDeclaration] = []
        forEachVariable(type.members) { variables.append($0) }
        var needsClassReset = false
        for variable in variables {
            if !expandProperty(variable, in: info) { needsClassReset = true }
        }
        if needsClassReset && options.sourceLocationPath != nil && tokens[type.span.first].isAtStartOfLine {
            // A tracked property shares its line with other code, so no directive fits around
            // it: count the whole class in the generated file until the members block resyncs.
            edits.append(.insert(Self.resetDirective + newline, at: lineStart(Int(tokens[type.span.first].start))))
        }

        // Members after the last member (R3), minus those the class already has (R3.3).
        let existing = existingMembers(type.members)
        let genericNames = uniqueGenericNames(avoiding: Set(context.genericNames + type.genericParameters.map(\.name) + [type.name]))
        let added = Self.addedMembers(typeName: type.name, genericNames: genericNames, existing: existing, unit: unit)
        if !added.isEmpty {
            let nl = newline
            let closing = tokens[rightBrace]
            let emptyBody = leftBrace + 1 == rightBrace
            if options.sourceLocationPath != nil && closing.isAtStartOfLine {
                // At the start of the `}` line, after any resync of the last property.
                var text = Self.resetDirective + nl
                for member in added { text += nl + indent(member, memberIndent) + nl }
                text += resyncDirective(line: file.location(of: Int(closing.start)).line) + nl
                edits.append(.insert(text, at: lineStart(Int(closing.start))))
            } else {
                var text = ""
                for (k, member) in added.enumerated() {
                    text += (k == 0 && emptyBody ? nl : nl + nl) + indent(member, memberIndent)
                }
                if !closing.isAtStartOfLine { text += nl + classIndent }
                edits.append(.insert(text, at: Int(closing.leadingTriviaStart)))
            }
        }

        // The conformance extension (R5).
        if !declaresObservable(type) && !hasObservableSuperclass(type) && context.isLocal {
            edits.append(conformanceInInheritanceClause(type))
        } else if !declaresObservable(type) && !hasObservableSuperclass(type) {
            let anchor = context.anchor ?? type
            let anchorIndent = indentation(ofLineAt: Int(tokens[anchor.span.first].start))
            let qualified = (context.typeNames + [type.name]).joined(separator: ".")
            var text = availabilityAttributes(type.attributes).map { $0 + newline }.joined()
            text += "extension \(qualified): nonisolated Observation.Observable {" + newline + "}"
            text = wrapInIfClauses(text, context.ifClauses)
            let insertion = Int(tokens[anchor.rightBrace ?? anchor.span.last].trailingTriviaEnd)
            var inserted = newline + newline + indent(text, anchorIndent)
            if options.sourceLocationPath != nil {
                inserted = newline + Self.resetDirective + inserted + newline + resyncDirective(line: file.location(of: insertion).line + 1)
            }
            extensionInsertions.append((insertion, inserted))
        }
    }

    /// `: nonisolated Observation.Observable` added to a local class's own declaration, after
    /// its inheritance clause, or after its name and generic parameters.
    func conformanceInInheritanceClause(_ type: TypeDeclaration) -> Edit {
        if let end = type.inheritanceEnd {
            return .insert(", nonisolated Observation.Observable", at: Int(tokens[end].end))
        }
        var last = (type.nameToken ?? type.keyword)
        if let leftBrace = type.leftBrace {
            // After the generic parameter clause, before any `where` clause.
            var k = last + 1
            while k < leftBrace && !isWord(k, "where") { last = k; k += 1 }
        }
        return .insert(": nonisolated Observation.Observable", at: Int(tokens[last].end))
    }

    /// The indentation of the first member line, or the class's plus four spaces.
    func memberIndentation(_ type: TypeDeclaration, classIndent: String) -> String {
        guard let leftBrace = type.leftBrace, let rightBrace = type.rightBrace else { return classIndent + "    " }
        var k = leftBrace + 1
        while k < rightBrace {
            if tokens[k].isAtStartOfLine { return indentation(ofLineAt: Int(tokens[k].start)) }
            k += 1
        }
        return classIndent + (classIndent.hasPrefix("\t") ? "\t" : "    ")
    }

    /// Indents every line of `text` (written with LF) by `prefix` and uses the file's newline.
    func indent(_ text: String, _ prefix: String) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count * 5 / 4 + 64)
        let prefixBytes = Array(prefix.utf8)
        let newlineBytes = Array(newline.utf8)
        var atLineStart = true
        // A `\r\n` already in `text` (the conformance extension is built with the file's newline,
        // attributes are copied from a CRLF file) is one line break, not a `\r` and another `\r\n`:
        // a `\r` waits for the next byte.
        var carriageReturn = false
        for byte in text.utf8 {
            if carriageReturn {
                carriageReturn = false
                if byte != 0x0A {
                    if atLineStart { result.append(contentsOf: prefixBytes); atLineStart = false }
                    result.append(0x0D)
                }
            }
            if byte == 0x0D {
                carriageReturn = true
                continue
            }
            if byte == 0x0A {
                result.append(contentsOf: newlineBytes)
                atLineStart = true
                continue
            }
            if atLineStart {
                result.append(contentsOf: prefixBytes)
                atLineStart = false
            }
            result.append(byte)
        }
        if carriageReturn {
            if atLineStart { result.append(contentsOf: prefixBytes) }
            result.append(0x0D)
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Visits the `var`/`let` members of a body, including those in `#if` clauses (R8.1g:
    /// every clause is expanded, so each build configuration matches the macro), but not
    /// those of nested types.
    func forEachVariable(_ members: [Member], _ body: (VariableDeclaration) -> Void) {
        for member in members {
            switch member {
            case let .variable(variable): body(variable)
            case let .ifConfig(block): for clause in block.clauses { forEachVariable(clause.members, body) }
            default: break
            }
        }
    }

    static func bareName(_ name: String) -> String {
        name.hasPrefix("`") && name.hasSuffix("`") && name.count >= 2 ? String(name.dropFirst().dropLast()) : name
    }

    /// Whether the class's own inheritance clause names `Observable` (R5: then no extension).
    func declaresObservable(_ type: TypeDeclaration) -> Bool {
        type.inheritedTypes.contains { entry in
            let last = entry.split(separator: " ").last.map(String.init) ?? entry
            return last == "Observable" || last == "Observation.Observable"
        }
    }

    /// Whether the superclass (the first inherited type) is a class annotated in this file or in
    /// another file of the run; it then provides the conformance (R5, sf/f11).
    func hasObservableSuperclass(_ type: TypeDeclaration) -> Bool {
        guard let first = type.inheritedTypes.first else { return false }
        let name = first.split(separator: "<").first.map(String.init) ?? first
        return localObservableClasses.contains(name) || knownObservableClasses.contains(name)
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
    func wrapInIfClauses(_ text: String, _ clauses: [(IfConfigDeclaration, Int)]) -> String {
        var result = text
        for (block, index) in clauses.reversed() {
            var lines: [String] = []
            for k in 0 ... index {
                let directive = block.clauses[k].directive
                var end = directive
                while end + 1 < tokens.count && !tokens[end + 1].isAtStartOfLine && tokens[end + 1].kind != .endOfFile { end += 1 }
                lines.append(sourceText(TokenSpan(directive, end)))
            }
            result = (lines + [result, "#endif"]).joined(separator: "\n")
        }
        return result
    }

    /// Generic parameter names for the added members that differ from every name in `avoiding`
    /// (R3.4; the names are those of swift-syntax's macro test context).
    func uniqueGenericNames(avoiding used: Set<String>) -> [String] {
        let base = ["__macro_local_6MemberfMu_", "__macro_local_6MemberfMu0_", "__macro_local_14MutationResultfMu_",
                    "__macro_local_6MemberfMu1_", "__macro_local_6MemberfMu2_", "__macro_local_6MemberfMu3_",
                    "__macro_local_6MemberfMu4_"]
        return base.map { name in
            var candidate = name
            while used.contains(candidate) { candidate += "_" }
            return candidate
        }
    }
}
