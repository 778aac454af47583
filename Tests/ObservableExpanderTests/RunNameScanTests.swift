import XCTest
@testable import ObservableExpander
import ObservableSyntax

/// The first pass's names (`RunNameScan`, `RunFacts.typeNames`, `RunFacts.underscoredNames`):
/// a question about a name no file of the run declares is answered without the run's index,
/// and one about a declared name still asks it (same output either way).
extension ExpansionRunTests {
    private func typeNames(_ text: String) -> Set<String>? { RunNameScan.typeNames(in: Array(text.utf8)) }

    func testTheTypeNameScanReadsEveryDeclaredName() throws {
        let names = try XCTUnwrap(typeNames("""
            struct A {}
            final class B: C { enum D { case x } }
            actor E {}; protocol F {}
            typealias G = Int
            indirect enum/* why */H {}
            struct // a comment
              /* a /* nested */ one */ I {}
            struct `J` {}
            class K$L {}
            """))
        for name in ["A", "B", "D", "E", "F", "G", "H", "I", "J", "`J`", "K$L", "K"] {
            XCTAssertTrue(names.contains(name), name)
        }
        // Not declarations: a longer word, a member access's backticked name, a name used only.
        XCTAssertFalse(names.contains("C"))
        XCTAssertEqual(typeNames("let structure = 1\nlet classes = 2\nlet x = `class`\n"), [])
        // Prose in comments only adds names: after `actor` the comment is skipped, `let` read.
        XCTAssertEqual(typeNames("// an actor\n// boundary\nlet x = 1\n"), ["let"])
        // A non-ASCII name cannot be read on bytes: not known.
        XCTAssertNil(typeNames("struct Café {}\n"))
    }

    func testTheUnderscoredNameScanReadsEveryIdentifierStartingWithUnderscore() {
        func names(_ text: String) -> Set<String>? { RunNameScan.underscoredIdentifiers(in: Array(text.utf8)) }
        XCTAssertEqual(names("var _x = 1; let y = `_z` + __w + a_b + _ + _$registrar\n@_spi(X) import M\n"), ["_x", "_z", "__w"])
        XCTAssertEqual(names("var _a$b = 1\n"), ["_a", "_a$b"])
        XCTAssertNil(names("var _é = 1\n"))
    }

    /// Generated-model shapes (`[Int: Double]()`, `UUID()`, `NSObject` inherited, an extension
    /// adding `Observable` to another type, an extension in another file with an underscored
    /// member of another name): none names a type or member any file declares, so no rule
    /// builds the run's index (each did before: `qualifyingNestedTypes`,
    /// `declaresFailableInitializer`, the conformance rule, `extensionClash`).
    func testNamesNoFileDeclaresBuildNoIndex() throws {
        let store = Self.file("Store.swift", """
            import Foundation
            // @Observable
            final class Store: NSObject, Codable {
              var scores = [Int: Double]()
              var identifier = UUID()
              var count = 0
            }
            """)
        let other = Self.file("Other.swift", """
            struct Item { var _title = "" }
            final class Feed {}
            extension Feed: Observable {}
            extension Item { func reset() {} }
            """)
        let run = ExpansionRun(inputs: 2, context: 0, access: CountingFiles(inputs: [store, other]))
        let expanded = try XCTUnwrap(output(run.expand(0)))
        XCTAssertFalse(run.indexIsBuilt)
        for line in ["var scores: [Int: Double] = [Int: Double]()", "var identifier: UUID = UUID()", "extension Store: nonisolated Observation.Observable"] {
            XCTAssertTrue(expanded.contains(line), "\(line)\n\(expanded)")
        }
    }

    /// The same questions about names another file does declare still ask the run's
    /// declarations, with the answers of a full build: the nested type in another file's
    /// extension qualifies the inferred type, the observable superclass there keeps the
    /// conformance out, the extension's `_count` clashes with the backing store. They are read
    /// from the files that declare the names (`RunLookup`), not from the run-wide index.
    func testNamesAnotherFileDeclaresStillAskTheIndex() throws {
        let store = Self.file("Store.swift", """
            // @Observable
            final class Store: Base {
              var scores = [Int: Double]()
            }
            """)
        let nested = Self.file("Nested.swift", "// @Observable\nclass Base {}\nextension Store {\n  struct Int: Hashable {}\n}\n")
        let run = ExpansionRun(inputs: 2, context: 0, access: CountingFiles(inputs: [store, nested]))
        let expanded = try XCTUnwrap(output(run.expand(0)))
        XCTAssertFalse(run.indexIsBuilt)
        XCTAssertTrue(expanded.contains("var scores: [Store.Int: Double] = [Int: Double]()"), expanded)
        XCTAssertFalse(expanded.contains("extension Store: nonisolated Observation.Observable"), expanded)

        let counted = Self.file("Counted.swift", "// @Observable\nclass Counted {\n  var count = 0\n}\n")
        let taken = Self.file("Taken.swift", "extension Counted {\n  func _count() {}\n}\n")
        let clash = ExpansionRun(inputs: 2, context: 0, access: CountingFiles(inputs: [counted, taken]))
        guard case let .expanded(_, result) = clash.expand(0) else { return XCTFail("not expanded") }
        XCTAssertEqual(result.diagnostics.map(\.id), ["backing-storage-taken-in-extension"])
    }
}
