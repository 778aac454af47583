import Foundation
import XCTest

/// The expansion cache never lands among a run's sources or outputs without a word (issue 26):
/// a cache folder inside an input or output folder is not used, not even made, and a warning
/// says so. Before, `--cache-path Src/.cache` silently dropped a cache file among the inputs.
final class CacheLocationTests: ToolFolderTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        try write(CommandLineTests.model, "Src/Model.swift")
    }

    func testACacheFolderInsideAnInputOrOutputFolderIsNotUsedAndSaysSo() throws {
        let input = try shell("\"$B\" Src --output Gen --cache-path Src/.cache")
        XCTAssertEqual(input.status, 0, input.stderr)
        XCTAssertEqual(input.stderr, "Src/.cache: warning: the expansion cache folder is inside the input folder 'Src', where its files would sit among the sources; it is not used in this run: give '--cache-path' a folder outside the project\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("Src").path), ["Model.swift"])
        // `$XDG_CACHE_HOME` inside the output folder, spelled another way.
        let output = try shell("XDG_CACHE_HOME=\"$PWD/Gen/../Gen/cache\" \"$B\" Src --output Gen")
        XCTAssertTrue(output.stderr.contains("warning: the expansion cache folder is inside the output folder 'Gen', where its files would sit among the outputs"), output.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("Gen").path), ["Model.swift"])
        // Beside the project, it is used: no warning, and its file is there.
        let beside = try shell("\"$B\" Src --output Gen --cache-path Cache")
        XCTAssertEqual(beside.stderr, "")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("Cache").path).filter { $0.hasSuffix(".cache") }.count, 1)
    }
}
