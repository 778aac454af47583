import Foundation
import XCTest

/// Paths spelled in ways Swift and the file system read differently. Names that Swift's `String`
/// takes as equal and the file system does not (break45/06): `café` with a precomposed `é` (NFC)
/// and with `e` and a combining accent (NFD) are two folders on Linux, and a run treats them as two.
extension BadInputTests {
    func testCanonicallyEquivalentNamesAreTwoPaths() throws {
        let composed = "caf\u{E9}", decomposed = "cafe\u{301}"
        XCTAssertEqual(composed, decomposed, "Swift's String equality, which the run must not use for paths")
        try write(Self.model("  var x = 1\n"), "\(composed)/A.swift")
        // An output folder spelled the other way: written, and written again on a rerun (the
        // rerun took the output for the input and refused, exit 64).
        for run in 1 ... 2 {
            let result = try self.run([composed, "-o", decomposed + "/", "--no-cache"])
            XCTAssertEqual(result.status, 0, "run \(run): \(result.stderr)")
            XCTAssertEqual(result.stderr, "", "run \(run)")
        }
        XCTAssertEqual(files(under: decomposed), ["A.swift"])
        XCTAssertEqual(contents("\(composed)/A.swift"), Array(Self.model("  var x = 1\n").utf8), "the input is untouched")
        // Two input folders spelled the two ways: two inputs, not one given twice.
        try write(Self.model("  var y = 2\n"), "two/\(composed)/A.swift")
        try write(Self.model("  var z = 3\n"), "two/\(decomposed)/A.swift")
        let both = try self.run(["two", "-o", "out/", "--no-cache"])
        XCTAssertEqual(both.status, 0, both.stderr)
        XCTAssertEqual(files(under: "out")?.count, 4, "\(files(under: "out") ?? [])")
    }
}

/// `link/..` names the folder above where the link leads, as the system reads it (break45/02):
/// read as the folder holding the link, an output folder spelled so was not seen to be the
/// input folder, and an empty input was overwritten with its expansion.
extension BadInputTests {
    func testAParentFolderThroughALinkIsWhereTheLinkLeads() throws {
        try write("", "a/S/E.swift")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("a/b"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("Lnk").path, withDestinationPath: "a/b")
        for arguments in [["a/S", "-o", "Lnk/../S/"], ["Lnk/../S", "-o", "a/S/"]] {
            let result = try run(arguments + ["--no-cache"])
            XCTAssertEqual(result.status, 64, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("would overwrite the input"), "\(arguments): \(result.stderr)")
            XCTAssertEqual(contents("a/S/E.swift"), [], "\(arguments): the input is untouched")
        }
    }
}
