/// Plans the edits that expand each annotated class, as Swift 6.3's `@Observable` does.
///
/// Rules and their sources (`../shared/spec/observable-6.3.md` gives the verified reading):
/// - which types may be expanded and the wording of the errors: ObservableMacro's
///   "'@Observable' cannot be applied to … type" (R1);
/// - which properties are tracked: `isValidForObservation` — a `var`, not `static`/`class`, a
///   single identifier pattern, not computed, not `@ObservationIgnored` (R2);
/// - members added after the last member, skipped when an equivalent one exists (R3);
/// - the `_name` peer and the four accessors per tracked property (R4);
/// - the conformance extension after the class (R5).
struct ObservableExpansion {
    let file: SourceFile
    let tokens: [Token]
    let bytes: [UInt8]
    let knownObservableClasses: Set<String>
    let options: ExpansionOptions
    let newline: String
    var edits: [Edit] = []
    var diagnostics: [Diagnostic] = []
    var expandedClassCount = 0
    /// Comments in leading trivia that spell an annotation, by token index.
    let annotationComments: [Int: [Annotation.Comment]]
    /// Byte offsets of the `@Observable` comments attached to a declaration we looked at.
    var consumedAnnotations: Set<Int> = []
    /// Names of the property wrappers declared in this file (`@propertyWrapper struct W`).
    var propertyWrapperNames: Set<String> = []
    /// Names of the types this file declares (a `struct Bool` shadows `Swift.Bool`).
    var declaredTypeNames: Set<String> = []
    /// Return types of the non-generic free functions this file declares, by name (nil when
    /// overloads disagree), so that `var x = make()` can be typed.
    var freeFunctionReturnTypes: [String: String?] = [:]
    /// The cases of each enumeration this file declares, by simple and qualified name.
    var enumerationCases: [String: Set<String>] = [:]
    /// For each type this file declares or extends: whether it has an `init?`/`init!`.
    var failableInitializerTypes: [String: Bool] = [:]
    /// Classes annotated in this file, simple and qualified names.
    var localObservableClasses: Set<String> = []
    /// Extensions to insert after each anchor declaration, keyed by the offset after it.
    var extensionInsertions: [(offset: Int, text: String)] = []

    /// Where a declaration sits: the enclosing types and `#if` clauses.
    struct Context {
        var typeNames: [String] = []
        var genericNames: [String] = []
        /// The outermost enclosing type declaration within its file-level `#if` clause: the
        /// conformance extension goes right after it.
        var anchor: TypeDeclaration?
        /// `#if` clauses between the anchor and here, as (block, clause index).
        var ifClauses: [(IfConfigDeclaration, Int)] = []
        /// Inside a function or closure body: no extension can be declared for the class.
        var isLocal = false
    }

    init(file: SourceFile, tokens: [Token], knownObservableClasses: Set<String>, options: ExpansionOptions) {
        self.file = file
        self.tokens = tokens
        self.bytes = file.bytes
        self.knownObservableClasses = knownObservableClasses
        self.options = options
        self.newline = Self.detectNewline(file.bytes)
        var comments: [Int: [Annotation.Comment]] = [:]
        file.bytes.withUnsafeBufferPointer { buffer in
            for (index, token) in tokens.enumerated() where token.start > token.leadingTriviaStart {
                // Cheap filter: only trivia holding an `@` can spell an annotation.
                guard buffer[token.leadingTriviaRange].contains(UInt8(ascii: "@")) else { continue }
                let found = Annotation.comments(in: token.leadingTriviaRange, of: file.bytes).filter { $0.annotation != nil || $0.isNearMiss }
                if !found.isEmpty { comments[index] = found }
            }
        }
        annotationComments = comments
    }

    /// The file's line break, as its first one: LF, CRLF or CR.
    static func detectNewline(_ bytes: [UInt8]) -> String {
        guard let first = bytes.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return "\n" }
        if bytes[first] == 0x0A { return "\n" }
        return first + 1 < bytes.count && bytes[first + 1] == 0x0A ? "\r\n" : "\r"
    }

    // MARK: - Walking the tree

    mutating func plan(_ members: [Member], parseFailed: Bool = false) {
        if options.sourceLocationPath != nil {
            var start = 0
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
            if !bytes[start...].starts(with: [UInt8(ascii: "#"), UInt8(ascii: "!")]) {
                edits.append(.insert(resyncDirective(line: 1) + newline, at: start))
            }
        }
        collectFileFacts(members, prefix: [])
        walk(members, Context())
        for (offset, text) in extensionInsertions {
            edits.append(.insert(text, at: offset))
        }
        for comments in annotationComments.values {
            for comment in comments where comment.isNearMiss {
                diagnostics.append(Diagnostic(.warning, at: comment.range.lowerBound,
                    "this comment is not an annotation: the whole comment must be '// @Observable' or '// @ObservationIgnored', spelled exactly"))
            }
        }
        // After a parse error, an annotation the walk missed is no news: the error says why.
        if parseFailed { return }
        for (index, comments) in annotationComments.sorted(by: { $0.key < $1.key }) {
            for comment in comments where comment.annotation == .observable && !consumedAnnotations.contains(comment.range.lowerBound) {
                if expandLocalClass(at: index) { continue }
                diagnostics.append(Diagnostic(.error, at: comment.range.lowerBound, danglingAnnotationMessage(before: index)))
            }
        }
        // Two expansions planned over the same bytes (broken code read as part of the
        // declaration before it, and again as a declaration of its own) would lose code when
        // applied: an error instead.
        let ordered = edits.sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
        var end = 0
        for edit in ordered {
            if edit.range.lowerBound < end {
                diagnostics.append(Diagnostic(.error, at: edit.range.lowerBound,
                    "cannot expand this code: it is also read as part of the declaration before it, which may be incomplete"))
                break
            }
            end = max(end, edit.range.upperBound)
        }
    }

    /// An annotation the declaration walk did not reach sits inside a body. When it marks a
    /// class there (a local class), parse that class and expand it; a local type cannot have
    /// an extension, so its conformance goes into its own inheritance clause (where the macro
    /// fails with "local type cannot have attached extension macro"). Returns whether it did.
    mutating func expandLocalClass(at index: Int) -> Bool {
        var parser = DeclarationParser(tokens: tokens, bytes: bytes)
        parser.i = index
        guard case let .type(type) = parser.parseDeclaration(depth: 0), type.kind == .class, type.rightBrace != nil,
              parser.diagnostics.isEmpty, let mark = observableAnnotation(on: type) else { return false }
        consume(mark, first: type.span.first, keyword: type.keyword)
        var context = Context()
        context.isLocal = true
        expandClass(type, mark: mark, context: context)
        return true
    }

    /// Property wrapper names and annotated class names, needed before expanding.
    mutating func collectFileFacts(_ members: [Member], prefix: [String]) {
        for member in members {
            switch member {
            case let .function(function) where prefix.isEmpty:
                let returnType = function.returnType.map { sourceText($0) }
                guard let returnType, function.genericParameters.isEmpty, !returnType.hasPrefix("some ") else {
                    freeFunctionReturnTypes[function.name] = .some(nil)
                    continue
                }
                if let existing = freeFunctionReturnTypes[function.name], existing != returnType {
                    freeFunctionReturnTypes[function.name] = .some(nil)
                } else {
                    freeFunctionReturnTypes[function.name] = returnType
                }
            case let .type(type):
                if type.kind != .extension { declaredTypeNames.insert(type.name) }
                let qualified = (prefix + [type.name]).joined(separator: ".")
                let failable = hasFailableInitializer(type.members)
                for name in [type.name, qualified] {
                    failableInitializerTypes[name] = (failableInitializerTypes[name] ?? false) || failable
                    if type.kind == .enum { enumerationCases[name, default: []].formUnion(caseNames(type.members)) }
                }
                if type.attributes.contains(where: { attributeName($0) == "propertyWrapper" }) {
                    propertyWrapperNames.insert(type.name)
                }
                if type.kind == .class && observableAnnotation(on: type) != nil {
                    localObservableClasses.insert(type.name)
                    localObservableClasses.insert((prefix + [type.name]).joined(separator: "."))
                }
                collectFileFacts(type.members, prefix: prefix + [type.name])
            case let .ifConfig(block):
                for clause in block.clauses { collectFileFacts(clause.members, prefix: prefix) }
            default:
                break
            }
        }
    }

    /// Whether a body declares `init?` or `init!` (directly or in `#if` clauses).
    func hasFailableInitializer(_ members: [Member]) -> Bool {
        members.contains { member in
            switch member {
            case let .other(span):
                var k = span.first
                while k < span.last && (tokens[k].kind == .atSign || DeclarationParser.modifierKeywords.contains(text(k))) {
                    k += tokens[k].kind == .atSign ? 2 : 1
                }
                return isWord(k, "init") && k + 1 <= span.last && tokens[k + 1].kind == .operator
                    && (isWord(k + 1, "?") || isWord(k + 1, "!"))
            case let .ifConfig(block):
                return block.clauses.contains { hasFailableInitializer($0.members) }
            default:
                return false
            }
        }
    }

    /// The case names an enumeration body declares: `case a, b(Int), c = 3`.
    func caseNames(_ members: [Member]) -> Set<String> {
        var names: Set<String> = []
        for member in members {
            switch member {
            case let .other(span):
                guard let keyword = (span.first ... span.last).first(where: { isWord($0, "case") }) else { continue }
                var k = keyword + 1
                var nesting = 0
                var expectName = true
                while k <= span.last {
                    switch tokens[k].kind {
                    case .leftParen, .leftSquare: nesting += 1
                    case .rightParen, .rightSquare: nesting -= 1
                    case .comma where nesting == 0: expectName = true
                    case .identifier where nesting == 0 && expectName:
                        names.insert(Self.bareName(text(k)))
                        expectName = false
                    default: break
                    }
                    k += 1
                }
            case let .ifConfig(block):
                for clause in block.clauses { names.formUnion(caseNames(clause.members)) }
            default:
                break
            }
        }
        return names
    }

    func annotatedClassNames(_ members: [Member], prefix: [String]) -> Set<String> {
        var names: Set<String> = []
        for member in members {
            switch member {
            case let .type(type):
                if type.kind == .class && observableAnnotation(on: type) != nil {
                    names.insert(type.name)
                    names.insert((prefix + [type.name]).joined(separator: "."))
                }
                names.formUnion(annotatedClassNames(type.members, prefix: prefix + [type.name]))
            case let .ifConfig(block):
                for clause in block.clauses { names.formUnion(annotatedClassNames(clause.members, prefix: prefix)) }
            default:
                break
            }
        }
        return names
    }

    func attributeName(_ element: AttributeListElement) -> String? {
        if case let .attribute(attribute) = element { return attribute.name }
        return nil
    }

    /// How a declaration is marked `@Observable`.
    enum ObservableMark {
        case comment(offset: Int)
        case attribute(Attribute)
        var offset: Int {
            switch self {
            case let .comment(offset): return offset
            case let .attribute(attribute): return attribute.span.first
            }
        }
    }

    /// The `@Observable` mark of a declaration whose tokens start at `first` and whose
    /// keyword is `keyword`, if any: a comment among the leading comments of its tokens up to
    /// the keyword, or the real attribute.
    func observableMark(first: Int, keyword: Int, attributes: [AttributeListElement]) -> ObservableMark? {
        for element in attributes {
            if case let .attribute(attribute) = element, attribute.name == "Observable" || attribute.name == "Observation.Observable" {
                return .attribute(attribute)
            }
        }
        for index in first ... keyword {
            if let comment = annotationComments[index]?.first(where: { $0.annotation == .observable }) {
                return .comment(offset: comment.range.lowerBound)
            }
        }
        return nil
    }

    func observableAnnotation(on type: TypeDeclaration) -> ObservableMark? {
        observableMark(first: type.span.first, keyword: type.keyword, attributes: type.attributes)
    }

    /// The byte offset a mark's diagnostics point at.
    func offset(of mark: ObservableMark) -> Int {
        switch mark {
        case let .comment(offset): return offset
        case let .attribute(attribute): return Int(tokens[attribute.span.first].start)
        }
    }

    mutating func consume(_ mark: ObservableMark, first: Int, keyword: Int) {
        for index in first ... keyword {
            for comment in annotationComments[index] ?? [] where comment.annotation == .observable {
                consumedAnnotations.insert(comment.range.lowerBound)
            }
        }
    }

    mutating func walk(_ members: [Member], _ context: Context) {
        for member in members {
            switch member {
            case let .type(type):
                if let mark = observableAnnotation(on: type) {
                    consume(mark, first: type.span.first, keyword: type.keyword)
                    if type.kind == .class {
                        expandClass(type, mark: mark, context: context)
                    } else {
                        diagnostics.append(Diagnostic(.error, at: offset(of: mark), Self.invalidTypeMessage(type)))
                    }
                }
                var inner = context
                inner.typeNames.append(type.name)
                inner.genericNames += type.genericParameters.map(\.name)
                if inner.anchor == nil {
                    inner.anchor = type
                    inner.ifClauses = []
                }
                walk(type.members, inner)
            case let .ifConfig(block):
                for index in block.clauses.indices {
                    var inner = context
                    if inner.anchor != nil { inner.ifClauses.append((block, index)) }
                    walk(block.clauses[index].members, inner)
                }
            case let .variable(variable):
                if let mark = observableMark(first: variable.span.first, keyword: variable.keyword, attributes: variable.attributes) {
                    consume(mark, first: variable.span.first, keyword: variable.keyword)
                    let name = variable.bindings.first.map { bindingName($0) } ?? "_"
                    diagnostics.append(Diagnostic(.error, at: offset(of: mark), "'@Observable' cannot be applied to property '\(name)'; annotate the class that declares it"))
                }
            case let .function(function):
                let keyword = (function.span.first ... function.span.last).first { isWord($0, "func") } ?? function.span.first
                if let mark = observableMark(first: function.span.first, keyword: keyword, attributes: []) {
                    consume(mark, first: function.span.first, keyword: keyword)
                    diagnostics.append(Diagnostic(.error, at: offset(of: mark), "'@Observable' cannot be applied to function '\(function.name)'"))
                }
            case .other:
                break
            }
        }
    }

    /// ObservableMacro's message for a type that is not a class (R1), or ours where the macro
    /// gives none (protocols, extensions).
    static func invalidTypeMessage(_ type: TypeDeclaration) -> String {
        switch type.kind {
        case .struct: return "'@Observable' cannot be applied to struct type '\(type.name)'"
        case .enum: return "'@Observable' cannot be applied to enumeration type '\(type.name)'"
        case .actor: return "'@Observable' cannot be applied to actor type '\(type.name)'"
        case .protocol: return "'@Observable' cannot be applied to protocol '\(type.name)'"
        case .extension: return "'@Observable' cannot be applied to an extension; annotate the class declaration of '\(type.name)'"
        case .class: return ""
        }
    }

    /// The message for an `@Observable` comment that no declaration we parse carries.
    func danglingAnnotationMessage(before index: Int) -> String {
        var j = index
        // Skip attributes and modifiers to the keyword.
        while j < tokens.count && tokens[j].kind != .endOfFile {
            if tokens[j].kind == .atSign { j += 2; continue }
            if tokens[j].kind == .leftParen { j += 1; continue }
            if tokens[j].kind == .identifier && DeclarationParser.modifierKeywords.contains(text(j)) { j += 1; continue }
            if tokens[j].kind == .identifier && (isWord(j, "set") || isWord(j, "unsafe") || isWord(j, "safe")) { j += 1; continue }
            if tokens[j].kind == .rightParen { j += 1; continue }
            break
        }
        if j < tokens.count && isWord(j, "class") && j + 1 < tokens.count && tokens[j + 1].kind == .identifier {
            return "'@Observable' cannot be applied to local class '\(text(j + 1))'; move the class out of the function body"
        }
        if j < tokens.count && tokens[j].kind == .identifier, ["struct", "enum", "actor", "protocol", "func", "var", "let", "init"].contains(text(j)) {
            return "'@Observable' cannot be applied to this '\(text(j))' declaration; it applies to classes only"
        }
        return "'@Observable' annotation is not followed by a class declaration"
    }

    // MARK: - Token helpers

    func text(_ index: Int) -> String {
        String(decoding: bytes[tokens[index].textRange], as: UTF8.self)
    }

    func isWord(_ index: Int, _ word: String) -> Bool {
        bytes[tokens[index].textRange].elementsEqual(word.utf8)
    }

    /// Source text from the start of token `first` to the end of token `last`, trivia between
    /// them included.
    func sourceText(_ span: TokenSpan) -> String {
        String(decoding: bytes[Int(tokens[span.first].start) ..< Int(tokens[span.last].end)], as: UTF8.self)
    }

    func bindingName(_ binding: PatternBinding) -> String {
        switch binding.pattern {
        case let .identifier(index): return text(index)
        case let .other(span): return sourceText(span)
        }
    }

    /// Offset of the first byte of the line holding `offset`.
    func lineStart(_ offset: Int) -> Int {
        // From the file's line table (a binary search): a backward scan made every property of
        // a class written on one line cost the whole line (quadratic). The same answer: after a
        // `\n` or a `\r`, including the `\n` of a `\r\n` pair, which the table skips.
        if offset > 0 && offset <= bytes.count && bytes[offset - 1] == 0x0D { return offset }
        return offset - file.location(of: offset).column + 1
    }

    /// The spaces and tabs that begin the line holding `offset`.
    func indentation(ofLineAt offset: Int) -> String {
        var j = lineStart(offset)
        var result = ""
        while j < bytes.count && (bytes[j] == 0x20 || bytes[j] == 0x09) {
            result.append(Character(UnicodeScalar(bytes[j])))
            j += 1
        }
        return result
    }

    // MARK: - Source locations

    /// `#sourceLocation(file: "path", line: n)`: the next line is line `n` of the original.
    func resyncDirective(line: Int) -> String {
        SourceLocationDirectives.directive(path: options.sourceLocationPath ?? "", line: line)
    }

    /// `#sourceLocation()`: the lines that follow are counted in the generated file.
    static let resetDirective = "#sourceLocation()"

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
    /// line numbers hold). Comments around it stay.
    func removal(of span: TokenSpan) -> Edit {
        let start = Int(tokens[span.first].start)
        var end = Int(tokens[span.last].end)
        while end < bytes.count && (bytes[end] == 0x20 || bytes[end] == 0x09) { end += 1 }
        let lineBegin = lineStart(start)
        let aloneOnLine = bytes[lineBegin ..< start].allSatisfy { $0 == 0x20 || $0 == 0x09 }
            && (end == bytes.count || bytes[end] == 0x0A || bytes[end] == 0x0D)
        guard aloneOnLine else { return Edit(start ..< end, "") }
        if options.sourceLocationPath == nil {
            if end < bytes.count && bytes[end] == 0x0D { end += 1 }
            if end < bytes.count && bytes[end] == 0x0A { end += 1 }
        }
        return Edit(lineBegin ..< end, "")
    }
}
