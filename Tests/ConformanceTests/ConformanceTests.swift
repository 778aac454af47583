import Foundation
import XCTest

/// Proves that every golden `Fixtures/*/expected.swift` is what Swift 6.3's real
/// `@Observable` macro generates: same declarations (print-ast), same conformances,
/// no macro plugin needed, compiles in every language mode the macro's code does, and
/// the same program output. Depends on nothing of ours: it reads Fixtures/ and runs swiftc.
///
/// Environment:
/// - `CONFORMANCE_FILTER=substring`: check only fixtures whose name contains it.
/// - `CONFORMANCE_FIXTURES=/path`: use another fixtures folder (e.g. to test the harness).
/// - `CONFORMANCE_JOBS=n`: worker threads (default 2, one per core of the CI machine).
/// - `CONFORMANCE_KEEP=1`: keep the work files of passing fixtures too (failing ones are kept).
final class ConformanceTests: XCTestCase {
    /// `Fixtures/`, two levels above this file (Tests/ConformanceTests/).
    static let defaultFixturesRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    func testGoldenFixturesMatchRealMacro() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let swiftc = Swiftc.locate(environment: environment) else {
            throw XCTSkip("swiftc is not on PATH; the real @Observable macro is needed to check the golden fixtures")
        }
        let root = environment["CONFORMANCE_FIXTURES"].map { URL(fileURLWithPath: $0) } ?? Self.defaultFixturesRoot
        var suite = ConformanceSuite(swiftc: swiftc, fixturesRoot: root)
        suite.filter = environment["CONFORMANCE_FILTER"].flatMap { $0.isEmpty ? nil : $0 }
        suite.workers = environment["CONFORMANCE_JOBS"].flatMap { Int($0) } ?? 2
        suite.keepWorkFiles = environment["CONFORMANCE_KEEP"] == "1"

        let summary = suite.run()

        if summary.checkedCount == 0 {
            XCTFail("no fixture was checked under \(root.path)"
                + (suite.filter.map { " matching CONFORMANCE_FILTER=\($0)" } ?? "")
                + " (\(summary.skipped.count) skipped): a harness that checks nothing must not pass")
        }
        for failure in summary.failed {
            XCTFail("\(failure.name): \(failure.message)")
        }
    }
}
