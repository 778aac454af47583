import XCTest
@testable import ObservableExpander
@testable import ObservableSyntax

/// Table tests of the parser's two shared rules: which comments a declaration carries
/// (`CommentAttachment`, with `Comment.markCodeSamples`), and where an `#if` condition ends
/// (`IfConfigCondition`). Each row is a source and what the rule must answer.
final class ParsingRuleTests: XCTestCase {

    /// The comments attached to the first declaration of `source` (the first top-level member,
    /// or the first member of the first type), as their texts; and whether each is an
    /// annotation (`Annotation.of`).
    private func attached(_ source: String, member: Bool = false) -> [String] {
        let bytes = Array(source.utf8)
        let tokenized = Tokenizer.tokenize(bytes)
        let tree = DeclarationParser.parse(tokenized, bytes: bytes)
        var head = tree.members.first?.head
        if member, case let .type(type)? = tree.members.first { head = type.members.first?.head }
        guard let head else { return ["<no declaration>"] }
        return tokenized.comments[head.comments].map { comment in
            let text = String(decoding: bytes[comment.range], as: UTF8.self)
            return Annotation.of(comment, in: bytes) == nil ? text : text + " [annotation]"
        }
    }

    func testCommentAttachmentRule() {
        let rows: [(source: String, expected: [String], line: UInt)] = [
            ("// @Observable\nclass A {}", ["// @Observable [annotation]"], #line),
            ("/// @Observable\nclass A {}", ["/// @Observable [annotation]"], #line),
            ("/* @Observable */ class A {}", ["/* @Observable */ [annotation]"], #line),
            ("/** @Observable */\nfinal class A {}", ["/** @Observable */ [annotation]"], #line),
            // A blank line detaches everything above it.
            ("// @Observable\n\nclass A {}", [], #line),
            ("// @Observable\n// var old = 1\n\nclass A {}", [], #line),
            ("// @Observable\n\n// note\nclass A {}", ["// note"], #line),
            // The whole block above, without a blank line, belongs to the declaration.
            ("// @Observable\n// var old = 1\nclass A {}", ["// @Observable [annotation]", "// var old = 1"], #line),
            ("/// Doc.\n// @Observable\n@MainActor\nfinal class A {}", ["/// Doc.", "// @Observable [annotation]"], #line),
            // Comments among the attributes and modifiers, up to the keyword.
            ("@MainActor\n// @Observable\nfinal class A {}", ["// @Observable [annotation]"], #line),
            ("@MainActor /* @Observable */ public final class A {}", ["/* @Observable */ [annotation]"], #line),
            // A comment at the end of earlier code is that code's trailing trivia.
            ("let x = 1 // @Observable\nclass A {}", ["<no declaration>"], #line),
            ("class A {\n  var x = 1 // @ObservationIgnored\n  var y = 2\n}", [], #line),
            ("class A {\n  // @ObservationIgnored\n  var y = 2\n}", ["// @ObservationIgnored [annotation]"], #line),
            ("class A {\n  /* one */ /* two */ var y = 2\n}", ["/* one */", "/* two */"], #line),
            // CRLF: `\r\n` is one line break.
            ("// @Observable\r\nclass A {}", ["// @Observable [annotation]"], #line),
            ("// @Observable\r\n\r\nclass A {}", [], #line),
        ]
        for row in rows {
            let member = row.source.hasPrefix("class A {\n")
            let got = row.source.hasPrefix("let x") ? secondDeclaration(row.source) : attached(row.source, member: member)
            XCTAssertEqual(got, row.expected, row.source.debugDescription, line: row.line)
        }
    }

    /// For `let x = 1 // …\nclass A {}`: the comments of `class A`.
    private func secondDeclaration(_ source: String) -> [String] {
        let bytes = Array(source.utf8)
        let tokenized = Tokenizer.tokenize(bytes)
        let tree = DeclarationParser.parse(tokenized, bytes: bytes)
        guard tree.members.count == 2, let head = tree.members[1].head else { return ["<no declaration>"] }
        let texts = tokenized.comments[head.comments].map { String(decoding: bytes[$0.range], as: UTF8.self) }
        return texts.isEmpty ? ["<no declaration>"] : texts
    }

    func testCodeSamplesInDocumentationAreNotAnnotations() {
        let rows: [(source: String, expected: [String], line: UInt)] = [
            ("/// Use it so:\n/// ```swift\n/// @Observable\n/// final class M {}\n/// ```\nstruct S {}",
             ["/// Use it so:", "/// ```swift", "/// @Observable", "/// final class M {}", "/// ```"], #line),
            ("/// Use it so:\n/// ~~~\n/// @Observable\n/// ~~~\nclass C {}",
             ["/// Use it so:", "/// ~~~", "/// @Observable", "/// ~~~"], #line),
            // An indented code block: four columns deeper than the text, after a blank line.
            ("/// Use it so:\n///\n///     @Observable\n///     final class M {}\nfunc f() {}",
             ["/// Use it so:", "///", "///     @Observable", "///     final class M {}"], #line),
            // After the fence closes, the annotation counts.
            ("/// ```\n/// @Observable\n/// ```\n/// @Observable\nfinal class A {}",
             ["/// ```", "/// @Observable", "/// ```", "/// @Observable [annotation]"], #line),
            // Indented without a blank line before it: a paragraph's continuation, not code.
            ("/// Text\n///     @Observable\nclass A {}", ["/// Text", "///     @Observable [annotation]"], #line),
            // A fence in a `//` comment is not documentation.
            ("// ```\n// @Observable\nclass A {}", ["// ```", "// @Observable [annotation]"], #line),
        ]
        for row in rows {
            XCTAssertEqual(attached(row.source), row.expected, row.source.debugDescription, line: row.line)
        }
    }

    func testIfConfigConditionEndsAtTheLineEndUnlessABracketIsOpen() {
        let rows: [(source: String, condition: String?, line: UInt)] = [
            ("#if DEBUG\nclass A {}\n#endif", "DEBUG", #line),
            ("#if DEBUG && !TESTING\nclass A {}\n#endif", "DEBUG && !TESTING", #line),
            ("#if canImport(Foundation) && (os(macOS) ||\n    os(Linux))\nclass A {}\n#endif", "canImport(Foundation) && (os(macOS) ||\n    os(Linux))", #line),
            ("#if os(\n  macOS)\nclass A {}\n#endif", "os(\n  macOS)", #line),
            ("#if swift(>=5.9) // a comment\nclass A {}\n#endif", "swift(>=5.9)", #line),
            // An operator at the end of a line does not continue the condition (the compiler's
            // rule: only an open bracket does).
            ("#if A ||\nB\n#endif", "A ||", #line),
            ("#if\nclass A {}\n#endif", nil, #line),
            ("#if os(macOS\nclass A {}\n#endif", "os(macOS\nclass A", #line),
        ]
        for row in rows {
            let bytes = Array(row.source.utf8)
            let tokens = Tokenizer.tokenize(bytes).tokens
            let span = IfConfigCondition.span(after: 0, in: tokens)
            let text = span.map { String(decoding: bytes[Int(tokens[$0.first].start) ..< Int(tokens[$0.last].end)], as: UTF8.self) }
            XCTAssertEqual(text, row.condition, row.source.debugDescription, line: row.line)
        }
    }

    /// Every reader of `#if` uses the rule: the tree's clause conditions, attribute `#if`
    /// blocks, and the extension's re-created `#if` lines.
    func testEveryIfConfigReaderUsesTheConditionRule() {
        let source = "#if canImport(Foundation) && (os(macOS) ||\n    os(Linux))\n@available(*, deprecated)\n#endif\nclass A {\n  #if DEBUG || (os(Linux) &&\n  arch(x86_64))\n  var x = 1\n  #endif\n}"
        let bytes = Array(source.utf8)
        let tokenized = Tokenizer.tokenize(bytes)
        let tree = DeclarationParser.parse(tokenized, bytes: bytes)
        let dump = TreeDump(tokens: tokenized.tokens, bytes: bytes)
        XCTAssertEqual(dump.lines(tree.members), [
            "[#if canImport(Foundation) && (os(macOS) ||⏎    os(Linux)): @available] class A",
            "  #if DEBUG || (os(Linux) &&⏎  arch(x86_64))",
            "    var x = 1",
        ])
        XCTAssertEqual(tree.diagnostics.count, 0)
    }

    func testRawStringsThatStartOrEndWithQuotesAreOneLine() {
        let rows: [(String, Int)] = [
            ("let a = #\"\"\"#\nlet b = 1", 9), ("let a = ##\"\"\"##\nlet b = 1", 9), ("let a = #\"\"\"\"#\n", 5),
            ("let a = #\"\" q \"\"#\n", 5), ("let a = ###\"\"a\"###\n", 5), ("let a = #\"\"\"\n  x\n  \"\"\"#\n", 5),
        ]
        for (source, count) in rows {
            let result = Tokenizer.tokenize(Array(source.utf8))
            XCTAssertEqual(result.diagnostics.count, 0, source.debugDescription)
            XCTAssertEqual(result.tokens.count, count, source.debugDescription)
            XCTAssertEqual(result.tokens[3].kind, .stringLiteral, source.debugDescription)
        }
    }

    func testTheDiagnosticCatalogueHasUniqueIdentifiersAndCompilerStyleTexts() {
        let ids = DiagnosticMessage.examples.map(\.id)
        XCTAssertEqual(Set(ids).count, ids.count, "duplicate identifiers")
        for message in DiagnosticMessage.examples {
            XCTAssertFalse(message.text.hasSuffix("."), message.id)
            XCTAssertEqual(message.text.first.map { String($0) == String($0).lowercased() }, true, message.id)
        }
    }
}
