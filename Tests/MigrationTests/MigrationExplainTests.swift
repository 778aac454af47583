import Foundation
import XCTest

/// `migrate --explain`: each decision about a class, a property and a view site as a note at
/// its declaration, naming the rule that made it; nothing is written.
final class MigrationExplainTests: XCTestCase {
    /// The notes of the nested-namesakes fixture, reviewed line by line: a class that migrates
    /// and one that stays, each property of the migrated one (by the expander's tracking rule
    /// for the one that did not notify), and every view site, rewritten or left.
    func testExplainNamesTheRuleOfEveryDecision() throws {
        let folder = MigrationSupport.fixtures.appendingPathComponent("nested-namesakes")
        let result = try MigrationSupport.tool(["migrate", "--explain", "before.swift"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, try MigrationSupport.read(folder.appendingPathComponent("explain.expected")))
        // No migrated code among the notes.
        XCTAssertFalse(result.stdout.contains("@Observable\n"))
    }

    /// Several inputs are explained as one run, and none of them is changed.
    func testExplainWritesNothing() throws {
        let folder = try MigrationSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = folder.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        for name in ["counter", "parent-child"] {
            try FileManager.default.copyItem(at: MigrationSupport.fixture(name, "before.swift"), to: sources.appendingPathComponent("\(name).swift"))
        }
        let result = try MigrationSupport.tool(["migrate", "--explain", "Sources"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssert(result.stdout.contains("(rule: conformsToObservableObject)"), result.stdout)
        XCTAssert(result.stdout.contains("(rule: stateObjectToState)"), result.stdout)
        for name in ["counter", "parent-child"] {
            XCTAssertEqual(try MigrationSupport.read(sources.appendingPathComponent("\(name).swift")),
                           try MigrationSupport.read(MigrationSupport.fixture(name, "before.swift")), name)
        }
    }
}
