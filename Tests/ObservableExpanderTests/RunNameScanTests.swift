import XCTest
@testable import ObservableExpander
import ObservableSyntax

/// The first pass's names (`RunNameScan`, `RunFacts.typeNames`, `RunFacts.underscoredNames`):
/// a question about a name no file of the run declares is answered without the run's index,
/// and one about a declared name still asks it (same output either way).
extension ExpansionRunTests {
    private func typeNames(_ text: String) -> Set<String>? { RunNameScan.typeNames(in: Array(text.utf8)) }

    /// Type declarations in the forms a name scan must read (comments between keyword and
    /// name, backticks, `$`): they declare `typeDeclarationSampleNames`.
    static let typeDeclarationSample = """
        struct A {}
        final class B: C { enum D { case x } }
        actor E {}; protocol F {}
        typealias G = Int
        indirect enum/* why */H {}
        struct // a comment
          /* a /* nested */ one */ I {}
        struct `J` {}
        class K$L {}
        """
    static let typeDeclarationSampleNames: Set<String> = ["A", "B", "D", "E", "F", "G", "H", "I", "J", "`J`", "K$L", "K"]

    func testTheTypeNameScanReadsEveryDeclaredName() throws {
        let names = try XCTUnwrap(typeNames(Self.typeDeclarationSample))
        for name in Self.typeDeclarationSampleNames {
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

    /// The scan finds the keywords by groups sharing a byte (`c` for `class`, `actor`, `struct`
    /// and `protocol`): the names are those of a plain reading of every position for every
    /// keyword, on every fixture and on keywords at the very start and end of a file.
    func testTheTypeNameScanFindsWhatAReadingOfEveryPositionFinds() throws {
        var texts = ["class", "struct", "typealias A", "enum E", " actor A", "protocol", "x.class C", "protocol P {}\nstruct S",
                     "classclass A", "acactor A", "structstruct S", "enumenum E", "typealiastypealias T"]
        texts += try FixturePaths.fixtureInputs()
        for text in texts {
            XCTAssertEqual(typeNames(text), Self.typeNamesReadAtEveryPosition(Array(text.utf8)), text)
        }
    }

    /// `RunNameScan.typeNames(in:)` as its documentation says it, one position at a time.
    private static func typeNamesReadAtEveryPosition(_ bytes: [UInt8]) -> Set<String>? {
        func identifier(_ byte: UInt8) -> Bool { RunNameScan.continuesIdentifier(byte) }
        func space(_ byte: UInt8) -> Bool { [0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C, 0x00].contains(byte) }
        var names: Set<String> = []
        for keyword in ["struct", "class", "enum", "actor", "protocol", "typealias"].map({ Array($0.utf8) }) {
            for start in bytes.indices where bytes[start...].starts(with: keyword) {
                guard start == 0 || !identifier(bytes[start - 1]) && bytes[start - 1] != UInt8(ascii: "`") else { continue }
                var j = start + keyword.count
                guard j < bytes.count, space(bytes[j]) || bytes[j] == UInt8(ascii: "/") else { continue }
                // Whitespace and comments (nested block comments too).
                while j < bytes.count {
                    if space(bytes[j]) {
                        j += 1
                    } else if bytes[j...].starts(with: Array("//".utf8)) {
                        while j < bytes.count && bytes[j] != 0x0A && bytes[j] != 0x0D { j += 1 }
                    } else if bytes[j...].starts(with: Array("/*".utf8)) {
                        var depth = 0
                        repeat {
                            if bytes[j...].starts(with: Array("/*".utf8)) { depth += 1; j += 2 } else if bytes[j...].starts(with: Array("*/".utf8)) { depth -= 1; j += 2 } else { j += 1 }
                        } while j < bytes.count && depth > 0
                    } else {
                        break
                    }
                }
                guard j < bytes.count else { continue }
                if bytes[j] == UInt8(ascii: "`") {
                    guard let close = bytes[(j + 1)...].firstIndex(where: { $0 == UInt8(ascii: "`") || $0 == 0x0A || $0 == 0x0D }),
                          bytes[close] == UInt8(ascii: "`") else { return nil }
                    if bytes[(j + 1) ..< close].contains(where: { $0 >= 0x80 }) { return nil }
                    names.insert(String(decoding: bytes[(j + 1) ..< close], as: UTF8.self))
                    names.insert(String(decoding: bytes[j ... close], as: UTF8.self))
                    continue
                }
                var end = j
                while end < bytes.count && identifier(bytes[end]) {
                    if bytes[end] >= 0x80 { return nil }
                    if bytes[end] == UInt8(ascii: "$") && end > j { names.insert(String(decoding: bytes[j ..< end], as: UTF8.self)) }
                    end += 1
                }
                if end > j { names.insert(String(decoding: bytes[j ..< end], as: UTF8.self)) }
            }
        }
        return names
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
