import XCTest
@testable import ObservableExpander
@testable import ObservableSyntax

/// `ExpansionOptions.codableKeys` in the library: which classes get `CodingKeys` and what
/// they list (the golden fixtures in `Fixtures/codable-keys/` show whole files; the runtime
/// test compares the encoding with the real macro's).
final class CodingKeysSynthesisTests: XCTestCase {
    func expand(_ text: String, codableKeys: Bool = true, otherFiles: [String] = []) -> String {
        let source = ParsedSource(SourceFile(path: "M.swift", text: text))
        let others = otherFiles.enumerated().map { ParsedSource(SourceFile(path: "Other\($0.offset).swift", text: $0.element)) }
        let result = Expander.expand(source, classes: DeclarationIndex([source] + others), options: ExpansionOptions(codableKeys: codableKeys))
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }, [])
        return String(decoding: result.output ?? [], as: UTF8.self)
    }

    static let model = """
        // @Observable
        final class M: Codable {
            var a = 1
            let b = 2
            @ObservationIgnored var c = 3
            var d: Int { a }
            static var e = 4
        }

        """

    func testTrackedByBackingStoreUntrackedByNameTheRestLeftOut() {
        XCTAssert(expand(Self.model).contains("""

                enum CodingKeys: Swift.String, Swift.CodingKey {
                    case _a = "a"
                    case b
                    case c
                }
            }
            """), expand(Self.model))
    }

    func testNothingWithoutTheOption() {
        XCTAssertFalse(expand(Self.model, codableKeys: false).contains("CodingKeys"))
    }

    func testOnlyForACodableProtocolInTheClassesOwnClause() {
        for (clause, expected) in [("Encodable", true), ("Swift.Decodable", true), ("Hashable, Codable", true),
                                   ("Base", false), ("Sendable", false), ("Identifiable", false)] {
            let text = Self.model.replacingOccurrences(of: "final class M: Codable", with: "final class M: \(clause)")
            XCTAssertEqual(expand(text).contains("enum CodingKeys"), expected, clause)
        }
    }

    func testKeysTheClassAlreadyHasAreKept() {
        let inBody = Self.model.replacingOccurrences(of: "    static var e = 4\n", with: "    typealias CodingKeys = K\n")
        XCTAssertFalse(expand(inBody).contains("enum CodingKeys"))
        let inExtension = "extension M {\n    enum CodingKeys: String, CodingKey { case _a = \"a\" }\n}\n"
        XCTAssertFalse(expand(Self.model, otherFiles: [inExtension]).contains("enum CodingKeys"))
        XCTAssertFalse(expand(Self.model + inExtension).contains("enum CodingKeys: Swift.String"))
    }
}
