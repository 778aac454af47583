// libFuzzer entry point over the tokenizer, the declaration parser and the expansion.
//
// Built by `scripts/fuzz.sh` together with the sources under Sources/ObservableExpander into one module
// (`swiftc -sanitize=fuzzer,address -parse-as-library`), over ObservableSyntax built with testing
// enabled, so it may also check internal invariants. Any violated invariant traps, which libFuzzer reports as a crash with the input
// that caused it.
//
// Invariants, for every input:
//  1. tokenizing never crashes or hangs, ends with exactly one end-of-file token, and the
//     tokens with their trivia tile the input: joined, they give it back byte for byte;
//  2. parsing never crashes, and every token span it reports lies inside the file;
//  3. `expand` either returns an output or reports at least one error, never both; an input
//     that never mentions `Observ…` comes back unchanged when it succeeds; the planned edits
//     never overlap (overlapping edits would silently drop generated code);
//  4. the same input with `// @Observable` inserted before every class the parser finds (at
//     any depth) again either expands or reports an error; a successful output round-trips
//     through the tokenizer, lexes without errors and (if the input parsed cleanly) parses so;
//     no edit starts or ends inside a token or a comment.

import Foundation
@testable import ObservableSyntax

@_cdecl("LLVMFuzzerTestOneInput")
public func observableExpandFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    FuzzChecks.check(bytes)
    return 0
}

enum FuzzChecks {
    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("fuzz invariant violated: \(message)\n".utf8))
        fatalError(message)
    }

    static func check(_ bytes: [UInt8]) {
        let tokenized = checkRoundTrip(bytes, what: "input")
        let tree = DeclarationParser.parse(tokenized, bytes: bytes)
        checkSpans(tree.members, tokenCount: tokenized.tokens.count)

        // The input as it is, with or without source locations (chosen by the input, so that
        // both paths are covered without doubling the cost).
        let path = bytes.count % 2 == 0 ? nil : "Fuzz \"input\".swift"
        let file = SourceFile(path: "input.swift", bytes: bytes)
        let result = checkExpansion(file, tokens: tokenized.tokens, tree: tree, options: ExpansionOptions(sourceLocationPath: path))
        // (`@ Observable`, `@/* c */Observable` are the attribute too: any mention counts.)
        if let output = result.output, path == nil, !contains(bytes, "Observ") && output != bytes {
            fail("input without annotations changed by expand")
        }
        _ = ClassIndex([ParsedSource(file)])

        // Every class the parser found, annotated.
        var starts: [Int] = []
        classStarts(tree.members, tokenized.tokens, into: &starts)
        guard !starts.isEmpty else { return }
        starts.sort()
        var annotated: [UInt8] = []
        annotated.reserveCapacity(bytes.count + starts.count * 15)
        var last = 0
        for start in starts where start >= last {
            annotated += bytes[last ..< start]
            annotated += Array("// @Observable\n".utf8)
            last = start
        }
        annotated += bytes[last...]
        let annotatedTokens = checkRoundTrip(annotated, what: "annotated input")
        let annotatedTree = DeclarationParser.parse(annotatedTokens, bytes: annotated)
        let annotatedFile = SourceFile(path: "annotated.swift", bytes: annotated)
        let expanded = checkExpansion(annotatedFile, tokens: annotatedTokens.tokens, tree: annotatedTree,
                                      options: ExpansionOptions(sourceLocationPath: path))
        if let output = expanded.output {
            // An output exists only when the input lexed cleanly, and generated code is valid.
            let again = checkRoundTrip(output, what: "expanded output")
            if let first = again.diagnostics.first {
                fail("expanded output does not lex: \(first.formatted(in: SourceFile(path: "output.swift", bytes: output)))")
            }
            // Generated code keeps the structure: what parsed cleanly still does. (Except where
            // the parser skipped a type keyword without a name, `enum }`, as its tables want:
            // members generated after it give it one.)
            let reparsed = DeclarationParser.parse(again, bytes: output)
            if !annotatedTree.diagnostics.contains(where: { $0.severity == .error }),
               !skipsNamelessTypeKeyword(annotatedTree.members, annotatedTokens.tokens, annotated),
               let first = reparsed.diagnostics.first(where: { $0.severity == .error }) {
                fail("expanded output does not parse: \(first.formatted(in: SourceFile(path: "output.swift", bytes: output)))")
            }
        }
    }

    /// Tokenizes `bytes` and checks that the tokens tile them exactly.
    static func checkRoundTrip(_ bytes: [UInt8], what: String) -> TokenizedSource {
        let tokenized = Tokenizer.tokenize(bytes)
        let tokens = tokenized.tokens
        guard let last = tokens.last, last.kind == .endOfFile else { fail("\(what): no end-of-file token") }
        var position = 0
        for (index, token) in tokens.enumerated() {
            if token.kind == .endOfFile && index != tokens.count - 1 { fail("\(what): end-of-file token at \(index) of \(tokens.count)") }
            guard Int(token.leadingTriviaStart) == position,
                  token.leadingTriviaStart <= token.start, token.start <= token.end, token.end <= token.trailingTriviaEnd else {
                fail("\(what): token \(index) (\(token.kind)) does not continue at \(position): \(token)")
            }
            if token.kind != .endOfFile && token.start == token.end { fail("\(what): empty token \(index) (\(token.kind))") }
            position = Int(token.trailingTriviaEnd)
        }
        if position != bytes.count { fail("\(what): tokens end at \(position) of \(bytes.count)") }
        var joined: [UInt8] = []
        joined.reserveCapacity(bytes.count)
        for token in tokens { joined += bytes[token.fullRange] }
        if joined != bytes { fail("\(what): tokens joined differ from the input") }
        for diagnostic in tokenized.diagnostics where diagnostic.offset < 0 || diagnostic.offset > bytes.count {
            fail("\(what): diagnostic outside the file: \(diagnostic)")
        }
        return tokenized
    }

    /// Expands `file` through the public entry point and re-plans it to check its edits.
    @discardableResult
    static func checkExpansion(_ file: SourceFile, tokens: [Token], tree: SourceTree, options: ExpansionOptions) -> ExpansionResult {
        let result = Expander.expand(file, options: options)
        let hasError = result.diagnostics.contains { $0.severity == .error }
        if result.output == nil && !hasError { fail("no output and no error diagnostic") }
        if result.output != nil && hasError { fail("an output despite an error diagnostic") }
        for diagnostic in result.diagnostics where diagnostic.offset < 0 || diagnostic.offset > file.bytes.count {
            fail("diagnostic outside the file: \(diagnostic)")
        }
        if result.output != nil {
            let source = ParsedSource(file)
            let index = ClassIndex([source])
            var planner = ExpansionPlanner(source, classes: DeferredIndex { index }, run: nil, runIsThisFile: true)
            planner.plan(source.tree)
            let plan = planner.plan
            let ordered = plan.edits.filter { $0.marker == nil }.sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
            var end = 0
            let inside = insideTokenOrComment(source.tokenized, file.bytes)
            for edit in ordered {
                if edit.range.lowerBound < end { fail("overlapping edits at \(edit.range) (previous edit ends at \(end))") }
                if edit.range.upperBound > file.bytes.count { fail("edit past the end of the file: \(edit.range)") }
                if inside[edit.range.lowerBound] || inside[edit.range.upperBound] {
                    fail("edit \(edit.range) starts or ends inside a token or a comment: \(String(decoding: plan.text[edit.text], as: UTF8.self).debugDescription)")
                }
                end = max(end, edit.range.upperBound)
            }
        }
        return result
    }

    /// For each offset 0...count: whether it lies strictly inside a token's text or a comment,
    /// where no edit may begin or end (it would cut the token or comment in two).
    static func insideTokenOrComment(_ tokenized: TokenizedSource, _ bytes: [UInt8]) -> [Bool] {
        var inside = [Bool](repeating: false, count: bytes.count + 1)
        func mark(_ range: Range<Int>) {
            if range.count > 1 { for k in range.lowerBound + 1 ..< range.upperBound { inside[k] = true } }
        }
        for token in tokenized.tokens { mark(token.textRange) }
        for comment in tokenized.comments { mark(comment.range) }
        return inside
    }

    /// Whether the parser skipped, as an unparsed statement, a span holding `class`, `struct`,
    /// `enum`, `protocol` or `actor` (a type keyword not followed by a name).
    static func skipsNamelessTypeKeyword(_ members: [Member], _ tokens: [Token], _ bytes: [UInt8]) -> Bool {
        let keywords: Set<String> = ["class", "struct", "enum", "protocol", "actor"]
        for member in members {
            switch member {
            case let .type(type):
                if skipsNamelessTypeKeyword(type.members, tokens, bytes) { return true }
            case let .ifConfig(block):
                for clause in block.clauses where skipsNamelessTypeKeyword(clause.elements, tokens, bytes) { return true }
            case let .statement(span):
                for k in span.first ... min(span.last, span.first + 16) where tokens[k].kind == .identifier {
                    if keywords.contains(String(decoding: bytes[tokens[k].textRange], as: UTF8.self)) { return true }
                }
            default:
                break
            }
        }
        return false
    }

    static func checkSpans(_ members: [Member], tokenCount: Int) {
        func inside(_ span: TokenSpan) {
            if span.first < 0 || span.last >= tokenCount || span.first > span.last { fail("span \(span.first)...\(span.last) of \(tokenCount) tokens") }
        }
        for member in members {
            switch member {
            case let .type(type):
                inside(type.span)
                checkSpans(type.members, tokenCount: tokenCount)
            case let .ifConfig(block):
                inside(block.span)
                for clause in block.clauses { checkSpans(clause.elements, tokenCount: tokenCount) }
            default: inside(member.span)
            }
        }
    }

    static func classStarts(_ members: [Member], _ tokens: [Token], into starts: inout [Int]) {
        for member in members {
            switch member {
            case let .type(type):
                if type.kind == .class { starts.append(Int(tokens[type.span.first].start)) }
                classStarts(type.members, tokens, into: &starts)
            case let .ifConfig(block):
                for clause in block.clauses { classStarts(clause.elements, tokens, into: &starts) }
            default:
                break
            }
        }
    }

    static func contains(_ bytes: [UInt8], _ text: String) -> Bool {
        let needle = Array(text.utf8)
        guard bytes.count >= needle.count else { return false }
        for start in 0 ... bytes.count - needle.count where bytes[start] == needle[0] {
            if bytes[start ..< start + needle.count].elementsEqual(needle) { return true }
        }
        return false
    }
}
