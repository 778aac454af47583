import XCTest
@testable import ObservableExpander
@testable import ObservableSyntax

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
            // A generic type declared `~Copyable` with no extension making it `Copyable` is
            // noncopyable whatever its arguments (swiftc: "key path cannot refer to noncopyable
            // type 'Bag<Int>'"); with `extension Box: Copyable where W: Copyable`, when an
            // argument is.
            ("var b: Bag<Int>? = nil", ["6:5 noncopyable-property"], #line),
            ("var b: Box<Int>? = nil", [], #line),
            ("var b: Box<Token>? = nil", ["6:5 noncopyable-property"], #line),
            ("var b: Box<Box<Token>>? = nil", ["6:5 noncopyable-property"], #line),
            ("var b: Optional<Token> = nil", ["6:5 noncopyable-property"], #line),
            // Through a typealias, also an alias of an alias; an alias of a copyable type is none.
            ("var t: Alias = Token()", ["6:5 noncopyable-property"], #line),
            ("var t = Alias()", ["6:5 noncopyable-property"], #line),
            ("var t: AliasOfAlias? = nil", ["6:5 noncopyable-property"], #line),
            ("var t: PlainAlias = Plain()", [], #line),
        ]
        let aliases = "typealias Alias = Token\ntypealias AliasOfAlias = Alias\ntypealias PlainAlias = Plain\n"
            + "struct Box<W: ~Copyable>: ~Copyable {}\nextension Box: Copyable where W: Copyable {}\n"
        for row in rows {
            let got = expanded(types + "// @Observable\nfinal class A {\n" + row.body + "\n}\n", others: [aliases])
            XCTAssertEqual(got.diagnostics, row.diagnostics, row.body, line: row.line)
        }
        // A noncopyable type declared in another file of the run.
        XCTAssertEqual(expanded("// @Observable\nfinal class A {\n  var t = Token()\n}\n", others: [types]).diagnostics, ["3:7 noncopyable-property"])
        // A typealias in another file (as in `--context`) of a type declared there.
        let context = "struct Vault: ~Copyable {}\ntypealias Key = Vault\n"
        XCTAssertEqual(expanded("// @Observable\nfinal class A {\n  var k: Key? = nil\n}\n", others: [context]).diagnostics, ["3:7 noncopyable-property"])
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
        // A run of the file alone (`Expander.expand(_:)`, where the file's facts gate the index).
        let alone = Expander.expand(SourceFile(path: "t.swift", text: "// @Observable\nfinal class A {\n  var n = 0\n  var t = T()\n}\nextension A {\n  func _n() {}\n}\nstruct T: ~Copyable {}\n"))
        XCTAssertEqual(alone.diagnostics.map(\.id), ["backing-storage-taken-in-extension", "noncopyable-property"])
                // An extension of another type is not the class's.
        XCTAssertEqual(expanded("// @Observable\nfinal class A {\n  var n = 0\n}\nextension B {\n  var _n: Int { 0 }\n}\n").diagnostics, [])
        // A nested class, extended by its qualified name.
        XCTAssertEqual(expanded("enum O {\n// @Observable\nfinal class A {\n  var n = 0\n}\n}\nextension O.A {\n  func _n() {}\n}\n").diagnostics,
                       ["4:7 backing-storage-taken-in-extension"])
    }

    // MARK: - Attributes of a tracked property

    /// Each attribute's placement, as the text of the store and of the property.
    func testAttributePlacementTable() throws {
        let rows: [(attribute: String, store: Bool, property: Bool, line: UInt)] = [
            ("@_spi(Tools)", false, true, #line),
            ("@usableFromInline", false, true, #line),
            ("@exclusivity(unchecked)", true, false, #line),
            ("@exclusivity(checked)", true, false, #line),
            ("@NSCopying", true, false, #line),
            ("@_hasStorage", true, false, #line),
            // Not in the table: both, as the macro writes them.
            ("@available(*, deprecated)", true, true, #line),
            ("@_documentation(visibility: internal)", true, true, #line),
            ("@preconcurrency", true, true, #line),
        ]
        for row in rows {
            let access = row.attribute.hasPrefix("@_spi") ? "public " : ""
            let source = "// @Observable\npublic final class A {\n  \(row.attribute) \(access)var n = 0\n}\n"
            let output = try XCTUnwrap(expanded(source).output, row.attribute, line: row.line)
            XCTAssertEqual(output.contains("\(row.attribute) private var _n = 0"), row.store, "store: " + row.attribute, line: row.line)
            XCTAssertEqual(output.contains("\(row.attribute) \(access)var n: Int = 0 {"), row.property, "property: " + row.attribute, line: row.line)
            let name = String(row.attribute.dropFirst().prefix { $0 != "(" })
            let expected: ObservationRules.AttributePlacement = row.store ? (row.property ? .both : .storeOnly) : .propertyOnly
            XCTAssertEqual(ObservationRules.attributePlacement(name), expected, row.attribute, line: row.line)
        }
        // An ignored property is not split: it keeps its attributes.
        let ignored = try XCTUnwrap(expanded("// @Observable\nfinal class A {\n  @ObservationIgnored @exclusivity(unchecked) var n = 0\n}\n").output)
        XCTAssertTrue(ignored.contains("  @exclusivity(unchecked) var n = 0\n"), ignored)
        // One of several bindings: each declaration written apart keeps the property's share.
        let several = try XCTUnwrap(expanded("// @Observable\nfinal class A {\n  @exclusivity(unchecked) var a = 0, b = 1\n}\n").output)
        XCTAssertTrue(several.contains("@exclusivity(unchecked) private var _a = 0") && several.contains("@exclusivity(unchecked) private var _b = 1"), several)
        XCTAssertFalse(several.contains("@exclusivity(unchecked) var"), several)
        // An attribute neither piece may carry is a located error at its `@`, for the whole declaration.
        XCTAssertEqual(expanded("// @Observable\npublic final class A {\n  @_alwaysEmitIntoClient public var n = 0, m = 1\n}\n").diagnostics,
                       ["3:3 attribute-not-trackable"])
        XCTAssertEqual(expanded("// @Observable\npublic final class A {\n  @ObservationIgnored @_alwaysEmitIntoClient public var n = 0\n}\n").diagnostics, [])
    }

    /// The table's answers are the compiler's: every attribute it moves builds where it is put
    /// (a public class in a library; `@NSCopying` needs Objective-C and is left out on Linux).
    func testAttributePlacementsBuild() throws {
        guard let swiftc = Toolchain.swiftc else { throw XCTSkip("no swiftc on PATH: cannot compile the output") }
        let attributes = ["@_spi(Tools) public", "@usableFromInline", "@exclusivity(unchecked)", "@exclusivity(checked)",
                          "@available(*, deprecated)", "@_documentation(visibility: internal)"]
        let body = attributes.enumerated().map { "  \($0.element) var p\($0.offset) = 0" }.joined(separator: "\n")
        let output = try XCTUnwrap(expanded("import Observation\n\n// @Observable\npublic final class A {\n\(body)\n}\n").output)
        let folder = try Toolchain.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("A.swift")
        try output.write(to: file, atomically: true, encoding: .utf8)
        let result = try Toolchain.run(swiftc, ["-typecheck", "-parse-as-library", "-module-name", "M", file.path])
        XCTAssertEqual(result.status, 0, result.stderr + "\n" + output)
    }
}
