import Foundation
import XCTest

/// A test of the built binary in a temporary folder of its own: `shell` runs a script there
/// with `$B` the binary (in `bash`, for `PIPESTATUS`), `write` and `read` take paths relative to it.
class ToolFolderTestCase: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        directory = try Toolchain.temporaryDirectory()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func shell(_ script: String) throws -> Toolchain.Result {
        try Toolchain.run("/bin/bash", ["-c", "B='\(CommandLineTests.binary)'; \(script)"], in: directory)
    }

    func write(_ text: String, _ relative: String) throws {
        let url = directory.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ relative: String) -> String? {
        try? String(contentsOf: directory.appendingPathComponent(relative), encoding: .utf8)
    }
}
