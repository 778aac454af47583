import XCTest
@testable import ObservableExpander

/// Table tests of issue 29's remaining forms: noncopyable types, a backing store's name taken by
/// an extension, and where each attribute of a tracked property goes.
final class ExactFormsRuleTests: XCTestCase {
    /// A parsed source, with the token questions the rules ask.
    private struct Tree: TokenQueries {
        let source: ParsedSource
        var tokens: [Token] { source.tokenized.tokens }
        var bytes: [UInt8] { source.file.bytes }
        // (Marked: a source without an annotation is not parsed.)
        init(_ text: String) { source = ParsedSource(SourceFile(path: "t.swift", text: "// @Observable\n" + text)) }
        var firstType: TypeDeclaration? {
            for member in source.tree.members { if case let .type(type) = member { return type } }
            return nil
        }
    }

    /// The diagnostics of expanding `text` (`t.swift`) in a run with `others`, as
    /// `line:column id`, and whether there is an output.
    private func expanded(_ text: String, others: [String] = []) -> (diagnostics: [String], output: String?) {
        let file = SourceFile(path: "t.swift", text: text)
        let source = ParsedSource(file)
        let run = DeclarationIndex([source] + others.enumerated().map { ParsedSource(SourceFile(path: "o\($0.offset).swift", text: $0.element)) })
        let result = Expander.expand(source, classes: run)
        let lines = result.diagnostics.map { diagnostic -> String in
            let location = file.location(of: diagnostic.offset)
            return "\(location.line):\(location.column) \(diagnostic.id)"
        }
        return (lines, result.output.map { String(decoding: $0, as: UTF8.self) })
    }

    // MARK: - ~Copyable

    func testSuppressedRequirementsOfAClass() {
        let rows: [(source: String, requirements: [String], line: UInt)] = [
            ("class A<Element: ~Copyable> {}", ["Element: ~Copyable"], #line),
            ("class A<Element> {}", [], #line),
            ("class A<Element: Equatable> {}", [], #line),
            ("class A {}", [], #line),
            ("class A<T: ~Copyable & ~Escapable, U> {}", ["T: ~Copyable", "T: ~Escapable"], #line),
            ("class A<L, R> where R: ~Copyable, L: ~Copyable {}", ["R: ~Copyable", "L: ~Copyable"], #line),
            // The inheritance clause's `~Copyable` (not allowed on a class) is no parameter's.
            ("class A<T>: Base, ~Copyable {}", [], #line),
            // A name that is not a generic parameter of the class.
            ("class A<T> where T.Element: ~Copyable {}", [], #line),
        ]
        for row in rows {
            let tree = Tree(row.source)
            guard let type = tree.firstType else { XCTFail("no type", line: row.line); continue }
            XCTAssertEqual(ObservationRules.suppressedRequirements(of: type, in: tree), row.requirements, row.source, line: row.line)
        }
    }

    func testNoncopyableCandidate() {
        let rows: [(spelled: String, candidate: String?, line: UInt)] = [
            ("Token", "Token", #line), ("Token?", "Token", #line), ("Token!", "Token", #line),
            ("Vault.Token", "Vault.Token", #line), ("[Token]", nil, #line), ("(Token, Int)", nil, #line),
            ("Box<Token>", nil, #line), ("any P", nil, #line), ("() -> Token", nil, #line),
        ]
        for row in rows {
            XCTAssertEqual(ObservationRules.noncopyableCandidate(row.spelled), row.candidate, row.spelled, line: row.line)
        }
    }

    func testNoncopyablePropertyIsALocatedError() {
        let types = "struct Token: ~Copyable { var id = 0 }\nstruct Bag<T: ~Copyable>: ~Copyable {}\nstruct Plain {}\n"
        let rows: [(body: String, diagnostics: [String], line: UInt)] = [
            ("var t = Token()", ["6:5 noncopyable-property"], #line),
            ("var t: Token? = nil", ["6:5 noncopyable-property"], #line),
            ("var t: Plain = Plain()", [], #line),
            ("@ObservationIgnored var t = Token()", [], #line),
            ("let t = Token()", [], #line),
            // A generic type may be conditionally `Copyable`: not refused.
            ("var b: Bag<Int>? = nil", [], #line),
        ]
        for row in rows {
            let got = expanded(types + "// @Observable\nfinal class A {\n" + row.body + "\n}\n")
            XCTAssertEqual(got.diagnostics, row.diagnostics, row.body, line: row.line)
        }
        // A noncopyable type declared in another file of the run.
        XCTAssertEqual(expanded("// @Observable\nfinal class A {\n  var t = Token()\n}\n", others: [types]).diagnostics, ["3:7 noncopyable-property"])
        // The class's own `~Copyable` parameter; a copyable one is no error.
        XCTAssertEqual(expanded("// @Observable\nfinal class A<E: ~Copyable, C> {\n  var e: E?\n  var c: C?\n}\n").diagnostics, ["3:7 noncopyable-property"])
    }

    func testConformanceOfANoncopyableGenericClassRestatesTheSuppression() throws {
        let output = try XCTUnwrap(expanded("// @Observable\nfinal class A<E: ~Copyable> {\n  var n = 0\n}\n").output)
        XCTAssertTrue(output.contains("extension A: nonisolated Observation.Observable where E: ~Copyable {\n}"), output)
        let plain = try XCTUnwrap(expanded("// @Observable\nfinal class A<E> {\n  var n = 0\n}\n").output)
        XCTAssertTrue(plain.contains("extension A: nonisolated Observation.Observable {\n}"), plain)
    }

    // MARK: - `_name` in an extension

    func testBackingStoreNameTakenByAnExtension() {
        let rows: [(extensionBody: String, diagnostics: [String], line: UInt)] = [
            ("var _n: Int { 0 }", ["3:7 backing-storage-taken-in-extension"], #line),
            ("func _n() {}", ["3:7 backing-storage-taken-in-extension"], #line),
            ("func _n(of value: Int) {}", ["3:7 backing-storage-taken-in-extension"], #line),
            ("static var _n: Int { 0 }", ["3:7 backing-storage-taken-in-extension"], #line),
            ("struct _n {}", ["3:7 backing-storage-taken-in-extension"], #line),
            ("typealias _n = Int", ["3:7 backing-storage-taken-in-extension"], #line),
            ("var _m: Int { 0 }", [], #line),
            ("subscript(_n: Int) -> Int { 0 }", [], #line),
        ]
        for row in rows {
            let classText = "// @Observable\nfinal class A {\n  var n = 0\n}\n"
            let inFile = expanded(classText + "extension A {\n  " + row.extensionBody + "\n}\n")
            XCTAssertEqual(inFile.diagnostics, row.diagnostics, row.extensionBody, line: row.line)
            XCTAssertEqual(inFile.output == nil, !row.diagnostics.isEmpty, row.extensionBody, line: row.line)
            // The same extension in another file of the run.
            let inOther = expanded(classText, others: ["extension A {\n  " + row.extensionBody + "\n}\n"])
            XCTAssertEqual(inOther.diagnostics, row.diagnostics, "other file: " + row.extensionBody, line: row.line)
        }
        // An extension of another type is not the class's.
        XCTAssertEqual(expanded("// @Observable\nfinal class A {\n  var n = 0\n}\nextension B {\n  var _n: Int { 0 }\n}\n").diagnostics, [])
        // A nested class, extended by its qualified name.
        XCTAssertEqual(expanded("enum O {\n// @Observable\nfinal class A {\n  var n = 0\n}\n}\nextension O.A {\n  func _n() {}\n}\n").diagnostics,
                       ["4:7 backing-storage-taken-in-extension"])
    }
}
