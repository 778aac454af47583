import Foundation
import XCTest
@testable import ObservableExpander

/// Golden tests: each `Fixtures/<case>/input.swift` must expand to exactly `expected.swift`
/// and print exactly `expected.stderr` (empty when absent). Error fixtures have no
/// expected.swift: the expansion must fail. Re-record with `make record-fixtures`, then review
/// the diff by eye (the conformance tests check every expected.swift with the real compiler).
final class GoldenFixtureTests: XCTestCase {
    func testEveryFixtureMatchesItsGoldenFiles() throws {
        let folders = FixturePaths.fixtureFolders()
        XCTAssertGreaterThan(folders.count, 0, "no fixtures found in \(FixturePaths.fixtures.path)")
        var failures: [String] = []
        for folder in folders {
            let name = FixturePaths.name(of: folder)
            let input = try Data(contentsOf: folder.appendingPathComponent("input.swift"))
            let file = SourceFile(path: "input.swift", bytes: [UInt8](input))
            let result = Expander.expand(file)
            let stderr = result.diagnostics.map { $0.formatted(in: file) + "\n" }.joined()
            let expectedStderr = (try? String(contentsOf: folder.appendingPathComponent("expected.stderr"), encoding: .utf8)) ?? ""
            if stderr != expectedStderr {
                failures.append("\(name): diagnostics differ\n--- expected\n\(expectedStderr)--- got\n\(stderr)")
            }
            let expectedURL = folder.appendingPathComponent("expected.swift")
            if let expected = try? Data(contentsOf: expectedURL) {
                guard let output = result.output else {
                    failures.append("\(name): expansion failed, but expected.swift exists")
                    continue
                }
                if output != [UInt8](expected) {
                    failures.append("\(name): output differs from expected.swift (run `make record-fixtures` and review the diff)\n" + firstDifference([UInt8](expected), output))
                }
            } else if result.output != nil {
                failures.append("\(name): no expected.swift, so an error was expected, but the expansion succeeded")
            }
        }
        XCTAssert(failures.isEmpty, failures.joined(separator: "\n\n"))
        print("golden fixtures: \(folders.count - failures.count) passed, \(failures.count) failed")
    }

    /// The first differing line of two texts, with its line number.
    private func firstDifference(_ expected: [UInt8], _ actual: [UInt8]) -> String {
        let a = String(decoding: expected, as: UTF8.self).components(separatedBy: "\n")
        let b = String(decoding: actual, as: UTF8.self).components(separatedBy: "\n")
        for k in 0 ..< max(a.count, b.count) where k >= a.count || k >= b.count || a[k] != b[k] {
            return "line \(k + 1):\n  expected: \(k < a.count ? a[k] : "<end>")\n  got:      \(k < b.count ? b[k] : "<end>")"
        }
        return "(identical text)"
    }
}
