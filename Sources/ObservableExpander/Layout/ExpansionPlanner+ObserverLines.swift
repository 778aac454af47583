/// The lines of a tracked property's `willSet`/`didSet` bodies, which its backing store carries:
/// with the macro, a `#line` there (or a default argument using it, `line: Int = #line`) gives
/// the line of the property's name (its accessor expansion counts as written at the property),
/// so a written output puts a `#sourceLocation` directive naming that line before each line of
/// a body that a directive may stand before (where a statement starts), and `#sourceLocation()`
/// before the body's `}`.
extension ExpansionPlanner {
    /// Where a directive goes in the copied observer block.
    struct ObserverCut {
        enum Kind { case original, generated }
        var kind: Kind
        /// The source offset the text before the directive ends at.
        var offset: Int
        /// Whether a line break ends that text (the directive needs a line of its own).
        var breakBefore: Bool
        /// The source offset the text after the directive resumes from.
        var resume: Int
        /// Bytes written after the directive's line break, before the resumed text.
        var prefix: [UInt8] = []
    }

    /// The cuts in the observer block `block` (a token span from `{` to `}`), in order; empty
    /// when it has no body with tokens in it.
    func observerCuts(_ block: TokenSpan) -> [ObserverCut] {
        var cuts: [ObserverCut] = []
        var j = block.first + 1
        while j < block.last {
            guard tokens[j].kind == .leftBrace, let close = matchingCloseBrace(j, limit: block.last) else {
                j += 1
                continue
            }
            if close > j + 1 { cuts += bodyCuts(open: j, close: close) }
            j = close + 1
        }
        return cuts
    }

    /// The index of the `}` that closes the `{` at token `open`, at most `limit`.
    private func matchingCloseBrace(_ open: Int, limit: Int) -> Int? {
        var depth = 0
        for k in open ... limit {
            switch tokens[k].kind {
            case .leftBrace: depth += 1
            case .rightBrace:
                depth -= 1
                if depth == 0 { return k }
            default: break
            }
        }
        return nil
    }

    /// The cuts of one accessor body, from the `{` at token `open` to the `}` at `close`.
    private func bodyCuts(open: Int, close: Int) -> [ObserverCut] {
        let braceLine = nearLineStart(Int(tokens[open].start))
        var indent = Array(bytes[indentationRange(ofLineAt: braceLine)])
        let bodyIndent = indent + (indent.first == 0x09 ? [0x09] : Array("    ".utf8))
        // After `{`: the rest of its line when blank (the body starts on the next line),
        // else its code, on a line of its own.
        let openEnd = Int(tokens[open].end)
        var cuts: [ObserverCut] = []
        let first = tokens[open + 1]
        if first.isAtStartOfLine && first.leadingTriviaStart == tokens[open].trailingTriviaEnd,
           case let firstLine = nearLineStart(Int(first.start)), firstLine >= Int(first.leadingTriviaStart), !isInsideComment(firstLine),
           onlyBlank(openEnd, firstLine) {
            cuts.append(ObserverCut(kind: .original, offset: openEnd, breakBefore: true, resume: firstLine))
        } else {
            var resume = openEnd
            while resume < bytes.count && (bytes[resume] == 0x20 || bytes[resume] == 0x09) { resume += 1 }
            cuts.append(ObserverCut(kind: .original, offset: openEnd, breakBefore: true, resume: resume, prefix: bodyIndent))
        }
        let firstResume = cuts[0].resume
        for k in open + 1 ..< close where isStatementLine(k, body: open) {
            let start = nearLineStart(Int(tokens[k].start))
            guard start > firstResume else { continue }
            cuts.append(ObserverCut(kind: .original, offset: start, breakBefore: false, resume: start))
        }
        // Before `}`: at its line's start when it starts the line, else right before it.
        let closing = tokens[close]
        let closeLine = nearLineStart(Int(closing.start))
        if closing.isAtStartOfLine, closeLine >= Int(closing.leadingTriviaStart), !isInsideComment(closeLine) {
            cuts.append(ObserverCut(kind: .generated, offset: closeLine, breakBefore: false, resume: closeLine))
        } else {
            // (The spaces before it are left out; a comment before it stays.)
            var end = Int(closing.start)
            while end > Int(tokens[close - 1].end) && (bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09) { end -= 1 }
            indent = Array(bytes[indentationRange(ofLineAt: braceLine)])
            cuts.append(ObserverCut(kind: .generated, offset: end, breakBefore: true, resume: Int(closing.start), prefix: indent))
        }
        return cuts
    }

    /// Whether bytes `from ..< to` are spaces and tabs, then one line break.
    private func onlyBlank(_ from: Int, _ to: Int) -> Bool {
        var k = from
        while k < to && (bytes[k] == 0x20 || bytes[k] == 0x09) { k += 1 }
        if k < to && bytes[k] == 0x0D { k += 1 }
        if k < to && bytes[k] == 0x0A { k += 1 }
        return k == to
    }

    /// Words after which a line break does not end a statement (a directive there would cut
    /// one in two: `return` and its value on the next line, a modifier and its declaration).
    private static let continuingWords: Set<String> = [
        "return", "throw", "try", "await", "as", "is", "let", "var", "case", "if", "guard", "while", "else", "where",
        "func", "some", "any", "inout", "do", "repeat", "catch", "switch", "for", "import", "typealias",
        "struct", "class", "enum", "protocol", "extension", "actor", "init", "deinit", "subscript", "operator", "static",
        "private", "fileprivate", "internal", "public", "open", "package", "final", "lazy", "weak", "unowned",
        "override", "mutating", "nonmutating", "consume", "copy", "borrowing", "consuming", "each", "throws",
        "rethrows", "async", "nonisolated", "convenience", "required", "dynamic", "indirect", "in", "macro",
        "precedencegroup", "defer", "get", "set", "willSet", "didSet", "_read", "_modify", "read", "modify",
    ]

    /// Words that cannot start a statement after a directive: they continue the one before
    /// (`} else`, `} catch`, `repeat { } while`), or start an accessor, a `case` label or a
    /// clause.
    private static let nonStartingWords: Set<String> = [
        "as", "is", "case", "default", "else", "catch", "where", "in", "while", "throws", "rethrows",
        "get", "set", "willSet", "didSet", "_read", "_modify", "read", "modify", "init", "unsafeAddress",
        "unsafeMutableAddress", "some", "any",
    ]

    /// Whether token `k`, inside the body opened at token `body`, starts a line on which a
    /// statement begins, where a directive may stand: first on its line (not inside a comment),
    /// directly in a block of statements (no `(` or `[` open since the innermost `{`, which is
    /// no closure's signature), after a token that ends a statement and not itself one that
    /// continues one. Conservative: a line it is unsure of gets no directive.
    private func isStatementLine(_ k: Int, body: Int) -> Bool {
        let token = tokens[k]
        guard token.isAtStartOfLine else { return false }
        let start = nearLineStart(Int(token.start))
        guard start >= Int(token.leadingTriviaStart), !isInsideComment(start) else { return false }
        // The innermost open bracket between the body's `{` and `k`.
        var stack: [Int] = []
        for m in body + 1 ..< k {
            switch tokens[m].kind {
            case .leftBrace, .leftParen, .leftSquare: stack.append(m)
            case .rightBrace, .rightParen, .rightSquare: if !stack.isEmpty { stack.removeLast() }
            default: break
            }
        }
        let innermost = stack.last ?? body
        guard tokens[innermost].kind == .leftBrace else { return false }
        // A closure's signature (`{ x, y in`): no directive before its `in`.
        if innermost != body && hasSignature(innermost) {
            var depth = 0, sawIn = false
            for m in innermost + 1 ..< k where !sawIn {
                switch tokens[m].kind {
                case .leftBrace, .leftParen, .leftSquare: depth += 1
                case .rightBrace, .rightParen, .rightSquare: depth -= 1
                case .identifier: sawIn = depth == 0 && text(m) == "in"
                default: break
                }
            }
            if !sawIn { return false }
        }
        // This token must be able to start a statement.
        switch token.kind {
        case .identifier:
            if Self.nonStartingWords.contains(text(k)) { return false }
        case .dollarIdentifier, .integerLiteral, .floatLiteral, .stringLiteral, .backslash: break
        default: return false
        }
        // The token before must end one.
        let previous = tokens[k - 1]
        switch previous.kind {
        case .leftBrace, .rightBrace, .semicolon, .rightSquare, .dollarIdentifier, .integerLiteral, .floatLiteral, .stringLiteral:
            return true
        case .identifier:
            // After a closure's signature (`{ x in`), the closure's statements start.
            if text(k - 1) == "in" { return innermost != body && signatureEnd(innermost) == k - 1 }
            return !Self.continuingWords.contains(text(k - 1)) && (k - 2 < 0 || tokens[k - 2].kind != .atSign)
        case .poundKeyword:
            // After `#else` or `#endif` on its line (a clause's condition ends in its own token).
            let word = text(k - 1)
            return word == "#else" || word == "#endif"
        case .rightParen:
            return !closesAttributeArguments(k - 1)
        case .colon:
            // After a `case …:` or `default:` label that its line holds alone.
            return endsCaseLabel(k - 1)
        default:
            return false
        }
    }

    /// Whether the `:` at token `colon` ends a `case` or `default` label: its line starts with
    /// `case` or `default` and holds no `?` (a conditional expression's `:`).
    private func endsCaseLabel(_ colon: Int) -> Bool {
        var m = colon
        while m > 0 && !tokens[m].isAtStartOfLine {
            if tokens[m].kind == .operator && text(m).contains("?") { return false }
            m -= 1
        }
        return tokens[m].kind == .identifier && (text(m) == "case" || text(m) == "default")
    }

    /// Whether the closure opened at token `open` has an `in` at its own level (a signature).
    private func hasSignature(_ open: Int) -> Bool { signatureEnd(open) != nil }

    /// The first `in` at the own level of the closure opened at token `open` (its signature's
    /// end, or a `for … in` of its body: either way no directive goes before it).
    private func signatureEnd(_ open: Int) -> Int? {
        var depth = 0
        var m = open + 1
        while m < tokens.count {
            switch tokens[m].kind {
            case .leftBrace, .leftParen, .leftSquare: depth += 1
            case .rightBrace, .rightParen, .rightSquare:
                if depth == 0 { return nil }
                depth -= 1
            case .identifier where depth == 0 && text(m) == "in": return m
            case .endOfFile: return nil
            default: break
            }
            m += 1
        }
        return nil
    }

    /// Whether the `)` at token `close` ends an attribute's arguments (`@available(…)`).
    private func closesAttributeArguments(_ close: Int) -> Bool {
        var depth = 0
        var m = close
        while m > 0 {
            switch tokens[m].kind {
            case .rightParen: depth += 1
            case .leftParen:
                depth -= 1
                if depth == 0 { return m >= 2 && tokens[m - 1].kind == .identifier && tokens[m - 2].kind == .atSign }
            default: break
            }
            m -= 1
        }
        return false
    }
}

/// Bytes gathered in an array (for the rare peer that is written in pieces).
struct ByteArraySink: ByteSink {
    var bytes: [UInt8] = []
    mutating func put(_ source: UnsafePointer<UInt8>, _ count: Int) { bytes.append(contentsOf: UnsafeBufferPointer(start: source, count: count)) }
    mutating func put(_ byte: UInt8) { bytes.append(byte) }
}

extension ExpansionPlanner {
    /// Plans the peer of a tracked property whose observers get directives (`cuts`, from
    /// `observerCuts`), at the line start `at`, as pieces between the markers: its line's
    /// indentation `indent`, the peer without the observers (`head`, as `writePeer` writes it),
    /// then the observer block `observers` (a token span) with the cuts, and a line break. The
    /// directives name the line of the byte `nameOffset` (the property's name).
    mutating func planPeerWithObserverLines(at: Int, indent: Range<Int>, head: [UInt8], observers: TokenSpan,
                                            cuts: [ObserverCut], nameOffset: Int) {
        var text = Array(bytes[indent]) + head + [0x20]
        var position = Int(tokens[observers.first].start)
        for cut in cuts {
            text += bytes[position ..< cut.offset]
            if cut.breakBefore { text += newlineBytes }
            plan.edits.append(ExpansionPlan.Edit(range: at ..< at, text: plan.store(text)))
            let kind: ExpansionPlan.Marker.Kind = cut.kind == .original ? .original(lineOf: nameOffset, plus: 0) : .generated
            let empty = plan.store(EmptyCollection<UInt8>())
            plan.edits.append(ExpansionPlan.Edit(range: at ..< at, text: empty, marker: ExpansionPlan.Marker(kind: kind, after: plan.store(newlineBytes))))
            text = cut.prefix
            position = cut.resume
        }
        text += bytes[position ..< Int(tokens[observers.last].end)]
        text += newlineBytes
        plan.edits.append(ExpansionPlan.Edit(range: at ..< at, text: plan.store(text)))
    }
}
