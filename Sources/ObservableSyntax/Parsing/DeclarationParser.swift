/// Builds the declaration tree of a file from its tokens.
///
/// It reads declarations at any depth (file scope, nested types, extensions, `#if` clauses)
/// with their attached comments, attributes (with `#if` blocks), modifiers, names, generic
/// parameters, inheritance clauses and members of every kind. Bodies of functions,
/// initializers, accessors and closures are skipped by matching brackets; type declarations
/// found in them are parsed as local types. It is error-tolerant: it always returns a tree,
/// with diagnostics for what does not close (but not for what an unterminated literal or
/// comment swallowed, which the tokenizer reports: `LexicalBreaks`).
package struct DeclarationParser: TokenQueries {
    package let tokens: [Token]
    package let bytes: [UInt8]
    let comments: [Comment]
    var i = 0
    var diagnostics: [Diagnostic] = []
    /// Where the file's unterminated literals and comments start: what they cut short is
    /// theirs to report (`diagnose(_:at:readingTo:)`).
    var breaks = LexicalBreaks()
    /// The names of the types being parsed, outermost first.
    var typeNames: [String] = []
    var localTypes: [LocalType] = []
    /// Byte ranges of the `#if` clauses skipped unparsed (`skipClause`).
    var skippedClauses: [Range<Int>] = []
    /// The brackets open in the running scans, innermost last (`OpenBrackets`): one
    /// allocation for all of them.
    var openBrackets: [Int] = []
    /// The members of the lists being parsed, innermost list last: each `parseMembers` call
    /// appends to it and, when its list ends, moves its own members out into an array of
    /// exactly their number (one allocation per list instead of one per doubling).
    /// Only `memberStack[..<memberCount]` is in use; the slots above hold nil (Optional, so
    /// that a member can be moved out and leave nothing behind), and are never removed, so
    /// that no pop pays for destroying them.
    var memberStack: [Member?] = []
    var memberCount = 0
    /// Where the last declaration's comments were looked up (`CommentAttachment`).
    var commentHint = 0
    /// Deeper nesting of type declarations is skipped as opaque text, so that a pathological
    /// input cannot exhaust the call stack.
    static let maximumNesting = 512

    package init(tokens: [Token], comments: [Comment] = [], bytes: [UInt8]) {
        self.tokens = tokens
        self.comments = comments
        self.bytes = bytes
    }

    /// Parses a whole file. `source.tokens` must end with `.endOfFile` (as `Tokenizer`
    /// guarantees); `bytes` is the buffer they point into.
    package static func parse(_ source: TokenizedSource, bytes: [UInt8]) -> SourceTree {
        var parser = DeclarationParser(tokens: source.tokens, comments: source.comments, bytes: bytes)
        parser.breaks = source.breaks
        // Room from the start for what the stacks usually hold (a file's nesting of member
        // lists, brackets and types), instead of growing them one doubling at a time.
        parser.memberStack.reserveCapacity(64)
        parser.openBrackets.reserveCapacity(16)
        parser.typeNames.reserveCapacity(8)
        var members: [Member] = []
        while parser.kind(parser.i) != .endOfFile {
            // The first list is the file's whole list unless a stray `}` or directive splits it:
            // taken as it is, not copied into another array.
            if members.isEmpty {
                members = parser.parseMembers(depth: 0, inIfConfig: false)
            } else {
                members += parser.parseMembers(depth: 0, inIfConfig: false)
            }
            if parser.kind(parser.i) == .rightBrace {
                parser.diagnose(.extraneousBrace, at: parser.i)
                parser.i += 1
            } else if parser.kind(parser.i) == .poundKeyword {
                parser.diagnose(.unmatchedDirective(parser.text(parser.i)), at: parser.i)
                parser.i += 1
            }
        }
        return SourceTree(members: members, localTypes: parser.localTypes, diagnostics: parser.diagnostics, lineDirectives: source.containsLineDirective ? parser.lineDirectives() : [],
                          skippedClauses: parser.skippedClauses)
    }

    mutating func diagnose(_ message: DiagnosticMessage, at index: Int) {
        diagnostics.append(Diagnostic(message, at: Int(tokens[index].start)))
    }

    /// Reports `message` (something unclosed or cut short) at token `index`, found by reading
    /// on to token `end`, unless an unterminated literal or block comment starts in between: it
    /// ran on past the `}`, `)` or `#endif` that was missed, and its own error, which comes no
    /// earlier, is the cause (`LexicalBreaks`).
    mutating func diagnose(_ message: DiagnosticMessage, at index: Int, readingTo end: Int) {
        if breaks.any(from: Int(tokens[index].start), through: Int(tokens[min(end, tokens.count - 1)].end)) { return }
        diagnose(message, at: index)
    }

    // MARK: - Declaration lists

    /// Parses declarations until a `}`, an `#elseif`/`#else`/`#endif` or the end of the file,
    /// which it leaves for the caller.
    mutating func parseMembers(depth: Int, inIfConfig: Bool) -> [Member] {
        let base = memberCount
        while true {
            switch kind(i) {
            case .endOfFile, .rightBrace:
                return popMembers(from: base)
            case .semicolon:
                i += 1
            case .poundKeyword where isWord(i, "#if") && !isAttributeIfConfig(at: i):
                let block = parseIfConfig(depth: depth) { parser in
                    parser.parseMembers(depth: depth + 1, inIfConfig: true)
                }
                pushMember(.ifConfig(block))
            case .poundKeyword where isWord(i, "#elseif") || isWord(i, "#else") || isWord(i, "#endif"):
                if inIfConfig { return popMembers(from: base) }
                diagnose(.unmatchedDirective(text(i)), at: i)
                i += 1
            default:
                let before = i
                let member = parseDeclaration(depth: depth)
                pushMember(member)
                if i == before { i += 1 } // never stall on a token no rule consumes
            }
        }
    }

    /// Puts `member` on top of the member stack.
    mutating func pushMember(_ member: consuming Member) {
        if memberCount < memberStack.count {
            memberStack[memberCount] = member
        } else {
            memberStack.append(member)
        }
        memberCount += 1
    }

    /// Moves `memberStack[base ..< memberCount]` out into an array of their own (moved, not
    /// copied: a copy would retain every member and the removal release it again).
    mutating func popMembers(from base: Int) -> [Member] {
        let count = memberCount - base
        guard count > 0 else { return [] }
        memberCount = base
        // Reserved and appended to: `Array(unsafeUninitializedCapacity:)` allocates through
        // the standard library's unspecialized path, which looks the storage type up (about
        // 350 instructions more a call).
        var members: [Member] = []
        members.reserveCapacity(count)
        // One exclusive access to the stack for the whole move, not one per member.
        memberStack.withUnsafeMutableBufferPointer { stack in
            for k in 0 ..< count {
                // `take` leaves nil, which owns nothing, in a slot the next push overwrites.
                members.append(stack[base + k].take()!)
            }
        }
        return members
    }

    /// Parses an `#if` block at `i` whose clauses hold what `parseClause` reads.
    mutating func parseIfConfig<Element>(depth: Int, _ parseClause: (inout DeclarationParser) -> [Element]) -> IfConfigBlock<Element> {
        let start = i
        var clauses: [IfConfigBlock<Element>.Clause] = []
        if depth >= Self.maximumNesting {
            // Nested `#if` blocks recurse like nested types: past the limit, skip to the
            // matching `#endif` without recursion.
            diagnose(.nestedTooDeeply, at: start)
            var nesting = 0
            while kind(i) != .endOfFile {
                if isWord(i, "#if") { nesting += 1 } else if isWord(i, "#endif") { nesting -= 1 }
                i += 1
                if nesting == 0 { break }
            }
            return IfConfigBlock(clauses: clauses, span: TokenSpan(start, max(start, i - 1)))
        }
        var versions = VersionCheck.ClauseChain()
        while true {
            let directive = i
            var condition: TokenSpan?
            if isWord(directive, "#else") {
                i += 1
            } else {
                condition = IfConfigCondition.span(after: directive, in: tokens)
                i = IfConfigCondition.end(after: directive, in: tokens)
            }
            // A clause that a version check rules out in every language mode is not parsed,
            // as the compiler does not: it may hold another language version's syntax.
            let elements = versions.isNeverTaken(condition, tokens: tokens, bytes: bytes) ? skipClause() : parseClause(&self)
            clauses.append(IfConfigBlock.Clause(directive: directive, condition: condition, elements: elements))
            if isWord(i, "#elseif") || isWord(i, "#else") { continue }
            if isWord(i, "#endif") {
                i += 1
                return IfConfigBlock(clauses: clauses, span: TokenSpan(start, i - 1))
            }
            // A `}`, a declaration that is not an attribute, or the end of the file before `#endif`.
            diagnose(.unterminatedIfConfig, at: start, readingTo: i)
            return IfConfigBlock(clauses: clauses, span: TokenSpan(start, max(start, i - 1)))
        }
    }

    /// Moves past a clause without parsing it: to the `#elseif`, `#else` or `#endif` of its
    /// block (nested blocks counted), or the end of the file. Nothing in it is a member.
    mutating func skipClause<Element>() -> [Element] {
        let start = i
        defer { if i > start { skippedClauses.append(Int(tokens[start].leadingTriviaStart) ..< Int(tokens[i].leadingTriviaStart)) } }
        var nesting = 0
        while kind(i) != .endOfFile {
            if isWord(i, "#if") {
                nesting += 1
            } else if isWord(i, "#endif") {
                if nesting == 0 { break }
                nesting -= 1
            } else if nesting == 0 && (isWord(i, "#elseif") || isWord(i, "#else")) {
                break
            }
            i += 1
        }
        return []
    }

    /// Whether the `#if` at `index` is part of an attribute list: every clause holds only
    /// attributes (or nested such blocks), and a declaration follows the `#endif`.
    func isAttributeIfConfig(at index: Int) -> Bool {
        var j = index
        var nesting = 0
        var sawAttribute = false
        while j < tokens.count {
            if isWord(j, "#if") || isWord(j, "#elseif") {
                if isWord(j, "#if") { nesting += 1 }
                // Bounded look-ahead: otherwise each of n nested `#if`s scans to its `#endif`.
                if nesting > Self.maximumNesting { return false }
                j = IfConfigCondition.end(after: j, in: tokens)
            } else if isWord(j, "#else") {
                j += 1
            } else if isWord(j, "#endif") {
                nesting -= 1
                j += 1
                if nesting == 0 { return sawAttribute && kind(j) != .endOfFile && kind(j) != .rightBrace && !isWord(j, "#endif") }
            } else if kind(j) == .atSign {
                sawAttribute = true
                j = attributeEnd(from: j) + 1
            } else {
                return false
            }
        }
        return false
    }
}
