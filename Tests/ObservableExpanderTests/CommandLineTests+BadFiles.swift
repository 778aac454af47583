import Foundation
import XCTest

/// A binary file and a badly broken text file through the command line: the first gets one
/// `not-source-text` error (issue 26), the second its first 50 diagnostics and a count.
extension CommandLineTests {
    func testABinaryFileGivesOneDiagnostic() throws {
        var bytes: [UInt8] = []
        for k in 0 ..< 4_000 { bytes.append(UInt8(truncatingIfNeeded: k &* 2_654_435_761 >> 7) | 0x80) }
        try Data(bytes).write(to: directory.appendingPathComponent("Junk.swift"))
        let result = try run(["Junk.swift"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.hasPrefix("Junk.swift:1:1: error: the file is not Swift source text: it holds "), result.stderr)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
    }

    /// A broken file that is still text (more than 50 diagnostics, of any kind) shows the first
    /// 50 and counts the rest.
    func testABadlyBrokenTextFileGivesAFewDiagnosticsAndACount() throws {
        let text = "import Observation\n// @Observable\nfinal class A {\n" + String(repeating: "    var x = 0x\n", count: 200) + "}\n"
        _ = try write(text, "Junk.swift")
        let result = try run(["Junk.swift"])
        XCTAssertEqual(result.status, 1)
        let lines = result.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 51, result.stderr)
        XCTAssertTrue(lines.last!.hasPrefix("Junk.swift: note: ") && lines.last!.hasSuffix(" more diagnostics not shown"), String(lines.last!))
    }
}
