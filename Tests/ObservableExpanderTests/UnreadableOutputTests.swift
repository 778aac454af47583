import Foundation
import XCTest

/// An output path that holds a file the run cannot read (break45/01): whether this tool wrote
/// it cannot be told, so it is kept as a file it did not write, in every mode. Tests run as
/// root, where `chmod 000` does not stop reading: the tool then runs as the unprivileged user
/// `nobody` through `setpriv`, or the test is skipped with the reason.
extension BadInputTests {
    func testAnUnreadableFileAtAnOutputPathIsNotReplaced() throws {
        try write(Self.model("  var x = 1\n"), "S/Input.swift")
        try write("let mine = 1\n", "O/Input.swift")
        let locked = directory.appendingPathComponent("O/Input.swift").path
        XCTAssertEqual(chmod(locked, 0), 0)
        XCTAssertEqual(chmod(directory.appendingPathComponent("O").path, 0o777), 0)
        var launcher: [String] = []
        if FileManager.default.isReadableFile(atPath: locked) {
            guard geteuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
                throw XCTSkip("chmod 000 does not make a file unreadable for this user, and /usr/bin/setpriv is missing")
            }
            launcher = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", Self.binary]
        }
        func runTool(_ arguments: [String]) throws -> Toolchain.Result {
            launcher.isEmpty ? try run(arguments) : try Toolchain.run(launcher[0], Array(launcher.dropFirst()) + arguments, in: directory)
        }
        let message = "O/Input.swift:1:1: error: 'O/Input.swift' cannot be read, so whether observable-expand wrote it cannot be told, and it is not replaced; move it away, make it readable or choose another output path\n"
        for arguments in [["S", "-o", "O/"], ["S/Input.swift", "-o", "O/Input.swift"], ["S", "-o", "O/", "--check"], ["S", "-o", "O/", "--dry-run"]] {
            let result = try runTool(arguments + ["--no-cache"])
            XCTAssertEqual(result.status, 1, "\(arguments)")
            XCTAssertEqual(result.stderr, message, "\(arguments)")
            XCTAssertEqual(chmod(locked, 0o600), 0)
            XCTAssertEqual(contents("O/Input.swift"), Array("let mine = 1\n".utf8), "\(arguments)")
            XCTAssertEqual(chmod(locked, 0), 0)
            XCTAssertEqual(files(under: "O"), ["Input.swift"], "\(arguments)")
        }
        let migrated = try runTool(["migrate", "S", "-o", "O/"])
        XCTAssertEqual(migrated.status, 1)
        XCTAssertTrue(migrated.stderr.contains("O/Input.swift:1:1: error: 'O/Input.swift' exists and cannot be read, so it is not replaced"), migrated.stderr)
        XCTAssertEqual(chmod(locked, 0o600), 0)
        XCTAssertEqual(contents("O/Input.swift"), Array("let mine = 1\n".utf8))
    }
}
