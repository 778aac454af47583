import XCTest
@testable import ObservableExpander
@testable import ObservableSyntax

/// The first pass lexes an input without the marker once (`Tokenizer.diagnoseNamingTypes`):
/// the same lexical diagnostics its expansion reported before, and the type names of the byte
/// scan (`RunNameScan.typeNames(in:)`) read from code only.
final class LexedTypeNamesTests: XCTestCase {
    private func lexedNames(_ text: String) -> Set<String>? { Tokenizer.diagnoseNamingTypes(Array(text.utf8)).typeNames }

    func testTheLexedNamesAreTheDeclaredNames() throws {
        let names = try XCTUnwrap(lexedNames(ExpansionRunTests.typeDeclarationSample))
        XCTAssertEqual(names, ExpansionRunTests.typeDeclarationSampleNames)
        // Prose in comments and strings names nothing (the byte scan reads it as code).
        XCTAssertEqual(lexedNames("// an actor\n// boundary\nlet x = \"a struct Foo\"\n"), [])
        XCTAssertEqual(RunNameScan.typeNames(in: Array("// an actor\n// boundary\nlet x = \"a struct Foo\"\n".utf8)), ["let", "Foo"])
        XCTAssertEqual(lexedNames("let structure = 1\nlet classes = 2\nlet x = `class`\nclass func f() {}\n"), ["func"])
        XCTAssertNil(lexedNames("struct Café {}\n"))
    }

    /// On every fixture and example, the lexed names are the byte scan's over the same text with
    /// its comments and string and regex literals blanked out: the byte scan's reading, on code.
    func testTheLexedNamesAreTheByteScansOnCode() throws {
        var texts = ["class", "struct", "typealias A", "enum E", " actor A", "protocol", "x.class C", "protocol P {}\nstruct S",
                     "classclass A", "class /* */ `A` {}", "let s = \"\\(1) struct S\"; enum E {}", "struct S<T> {}", "enum{"]
        texts += try FixturePaths.fixtureInputs()
        for text in texts {
            let bytes = Array(text.utf8)
            let tokenized = Tokenizer.tokenize(bytes)
            var code = bytes
            func blank(_ range: Range<Int>) {
                for k in range where code[k] != 0x0A && code[k] != 0x0D { code[k] = 0x20 }
            }
            for comment in tokenized.comments { blank(comment.range) }
            for token in tokenized.tokens where token.kind == .stringLiteral || token.kind == .regexLiteral { blank(token.textRange) }
            XCTAssertEqual(lexedNames(text), RunNameScan.typeNames(in: code), text)
            XCTAssertEqual(Tokenizer.diagnoseNamingTypes(bytes).diagnostics.map(\.offset), Tokenizer.diagnose(bytes).map(\.offset), text)
        }
    }

    /// A run's access that reads an input again, to other bytes, for its expansion (a file
    /// changed between the first pass and its job): the diagnostics are the new bytes'.
    private final class RereadFiles: RunFileAccess, @unchecked Sendable {
        let first: [SourceFile], later: [SourceFile]
        init(first: [SourceFile], later: [SourceFile]) {
            self.first = first
            self.later = later
        }
        func readInput(_ k: Int, for purpose: RunReadPurpose) -> Result<SourceFile, any Error> {
            .success(purpose == .firstPass ? first[k] : SourceFile(path: later[k].path, bytes: later[k].bytes))
        }
        func readContext(_ k: Int, for purpose: RunReadPurpose) -> SourceFile? { nil }
    }

    func testAnInputWithoutTheMarkerKeepsItsLexicalDiagnostics() throws {
        let model = SourceFile(path: "Model.swift", text: "// @Observable\nclass Model {\n  var x = Plain()\n}\n")
        let plain = SourceFile(path: "Plain.swift", text: "struct Plain {}\nlet bad = \"unterminated\n")
        // Read once (the front end kept the value): the first pass's diagnostics are reported.
        let once = ExpansionRun(inputs: 2, context: 0, access: ExpansionRunTests.CountingFiles(inputs: [model, plain]))
        guard case let .expanded(_, kept) = once.expand(1) else { return XCTFail("not expanded") }
        XCTAssertEqual(kept.diagnostics.map(\.offset), Tokenizer.diagnose(plain.bytes).map(\.offset))
        XCTAssertFalse(kept.diagnostics.isEmpty)
        guard case let .expanded(_, typed) = once.expand(0) else { return XCTFail("not expanded") }
        XCTAssertTrue(String(decoding: try XCTUnwrap(typed.output), as: UTF8.self).contains("var x: Plain = Plain()"))
        // Read again to other bytes: the bytes expanded are lexed again.
        let fixed = SourceFile(path: "Plain.swift", text: "struct Plain {}\nlet good = \"terminated\"\n")
        let reread = ExpansionRun(inputs: 2, context: 0, access: RereadFiles(first: [model, plain], later: [model, fixed]))
        guard case let .expanded(_, again) = reread.expand(1) else { return XCTFail("not expanded") }
        XCTAssertEqual(again.diagnostics.count, 0, "\(again.diagnostics)")
        let broken = ExpansionRun(inputs: 2, context: 0, access: RereadFiles(first: [model, fixed], later: [model, plain]))
        guard case let .expanded(_, stale) = broken.expand(1) else { return XCTFail("not expanded") }
        XCTAssertEqual(stale.diagnostics.map(\.offset), Tokenizer.diagnose(plain.bytes).map(\.offset))
    }
}
