import Foundation
import XCTest
@testable import observable_expand

/// A run of the CLI exits as soon as its output is written, without freeing what it built
/// (issue 27): every byte it wrote must still arrive, through a pipe (which a slow reader
/// keeps full, so that writes wait) as into a file. And the plain system calls that find the
/// toolchain's interfaces and read the environment give what `URL`, `FileManager` and
/// `ProcessInfo` gave.
final class ProcessEndTests: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        directory = try Toolchain.temporaryDirectory()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    /// One file of 300 models printed to standard output (about 1 MB, far more than a pipe
    /// holds, so that the tool's writes wait for the reader): the pipe gets all of it, the
    /// same bytes as a file gets, each model's expansion in order.
    func testEveryByteArrivesThroughAPipeAndAFile() throws {
        let properties = (0 ..< 20).map { "    var value\($0) = \($0)\n" }.joined()
        let models = (0 ..< 300).map { "// @Observable\nfinal class Model\($0) {\n\(properties)}\n" }.joined(separator: "\n")
        try Data(("import Observation\n\n" + models).utf8).write(to: directory.appendingPathComponent("Models.swift"))
        let piped = try run(["Models.swift"])
        XCTAssertEqual(piped.status, 0, piped.stderr)
        XCTAssertGreaterThan(piped.stdout.utf8.count, 500_000)
        var searchFrom = piped.stdout.startIndex
        for k in 0 ..< 300 {
            let head = "extension Model\(k): nonisolated Observation.Observable {"
            guard let found = piped.stdout.range(of: head, range: searchFrom ..< piped.stdout.endIndex) else {
                return XCTFail("Model\(k)'s expansion is missing or out of order")
            }
            searchFrom = found.upperBound
        }
        XCTAssertTrue(piped.stdout.hasSuffix("}\n"), "the last expansion is cut short")
        try assertSameIntoFiles(["Models.swift"], as: piped)
    }

    /// 150 files written to a folder with `--verbose`: a line for each, all of them arriving
    /// through the pipes and into files alike.
    func testEveryLineOfAFolderRunArrives() throws {
        var arguments: [String] = []
        for k in 0 ..< 150 {
            try Data("import Observation\n\n// @Observable\nfinal class Model\(k) {\n    var value = \(k)\n}\n".utf8)
                .write(to: directory.appendingPathComponent("Model\(k).swift"))
            arguments.append("Model\(k).swift")
        }
        arguments += ["-o", "out/", "--verbose"]
        let piped = try run(arguments)
        XCTAssertEqual(piped.status, 0, piped.stderr)
        let lines = (piped.stdout + piped.stderr).split(separator: "\n").filter { $0.hasPrefix("wrote out/Model") }
        XCTAssertEqual(lines.count, 150, piped.stdout + piped.stderr)
        try FileManager.default.removeItem(at: directory.appendingPathComponent("out"))
        try assertSameIntoFiles(arguments, as: piped)
    }

    private func run(_ arguments: [String]) throws -> Toolchain.Result {
        try Toolchain.run(CommandLineTests.binary, arguments + ["--no-cache"], in: directory)
    }

    /// Runs the tool with `arguments` again, both streams redirected into files by a shell,
    /// and checks that the files hold what the pipes of `piped` held.
    private func assertSameIntoFiles(_ arguments: [String], as piped: Toolchain.Result, line: UInt = #line) throws {
        let command = "exec '\(CommandLineTests.binary)' \(arguments.joined(separator: " ")) --no-cache > stdout.txt 2> stderr.txt"
        let filed = try Toolchain.run("/bin/sh", ["-c", command], in: directory)
        XCTAssertEqual(filed.status, piped.status, line: line)
        let out = try Data(contentsOf: directory.appendingPathComponent("stdout.txt"))
        let err = try Data(contentsOf: directory.appendingPathComponent("stderr.txt"))
        XCTAssertEqual(String(decoding: out, as: UTF8.self), piped.stdout, line: line)
        XCTAssertEqual(String(decoding: err, as: UTF8.self), piped.stderr, line: line)
    }

    // MARK: - The toolchain's paths

    private func urlParent(_ path: String) -> String {
        URL(fileURLWithPath: path).deletingLastPathComponent().path
    }

    private func urlResolvedParent(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().deletingLastPathComponent().path
    }

    /// Links in every shape a toolchain is installed with: a relative link beside the file, an
    /// absolute one into another folder, a linked folder on the way, a chain of links, a
    /// target with `..` (answered by `URL` itself), a missing target; folders given relative,
    /// with a trailing slash, with `.`, and at the root.
    func testPathsAsURLGivesThem() throws {
        let root = URL(fileURLWithPath: directory.path).resolvingSymlinksInPath().path
        let manager = FileManager.default
        try manager.createDirectory(atPath: root + "/toolchain/usr/bin", withIntermediateDirectories: true)
        try Data().write(to: URL(fileURLWithPath: root + "/toolchain/usr/bin/swift-driver"))
        try manager.createSymbolicLink(atPath: root + "/toolchain/usr/bin/swiftc", withDestinationPath: "swift-driver")
        try manager.createDirectory(atPath: root + "/bin", withIntermediateDirectories: true)
        try manager.createSymbolicLink(atPath: root + "/bin/absolute", withDestinationPath: root + "/toolchain/usr/bin/swiftc")
        try manager.createSymbolicLink(atPath: root + "/bin/chain", withDestinationPath: "absolute")
        try manager.createSymbolicLink(atPath: root + "/bin/dotdot", withDestinationPath: "../toolchain/usr/bin/swiftc")
        try manager.createSymbolicLink(atPath: root + "/bin/missing", withDestinationPath: "nowhere/swiftc")
        try manager.createSymbolicLink(atPath: root + "/linked", withDestinationPath: "toolchain/usr")
        try manager.createSymbolicLink(atPath: root + "/bin/through", withDestinationPath: root + "/linked/bin/swiftc")
        let files = ["toolchain/usr/bin/swift-driver", "toolchain/usr/bin/swiftc", "bin/absolute", "bin/chain", "bin/dotdot",
                     "bin/missing", "linked/bin/swiftc", "bin/through", "bin/none"].map { root + "/" + $0 }
        let odd = [root + "//bin/chain", root + "/./bin/chain", root + "/bin/../bin/chain", root + "/bin/chain/", "bin/chain", "/swiftc", "/", "/bin"]
        for path in files + odd {
            XCTAssertEqual(ToolchainPaths.resolvedParent(of: path), urlResolvedParent(path), path)
            XCTAssertEqual(ToolchainPaths.parent(of: path), urlParent(path), path)
        }
        // The fast path answered the plain ones (the others fell back to `URL`).
        XCTAssertEqual(ToolchainPaths.resolvedPlainPath(root + "/bin/through"), root + "/toolchain/usr/bin/swift-driver")
        XCTAssertEqual(ToolchainPaths.resolvedPlainPath(root + "/bin/chain"), root + "/toolchain/usr/bin/swift-driver")
        XCTAssertNil(ToolchainPaths.resolvedPlainPath(root + "/bin/dotdot"))
        XCTAssertNil(ToolchainPaths.resolvedPlainPath(root + "/bin/missing"))
    }

    /// `PATH` split as `split(separator: ":")` splits it, empty entries left out.
    func testSearchFoldersAsSplitGivesThem() {
        for path in ["", ":", "/a", "/a:/b", "::/a::/b:", "/a/:relative:./b", "/caf\u{E9}:/b", ":\u{301}/a:/b", "/a:\u{301}"] {
            XCTAssertEqual(ToolchainPaths.searchFolders(path), path.split(separator: ":").map(String.init), path)
        }
    }

    /// The toolchain's interfaces found through a `PATH` whose `swiftc` is a link, as `URL`
    /// and `FileManager` found them (the interfaces are read from the toolchain beside the
    /// link's target).
    func testDefaultInterfacesThroughALinkedSwiftc() throws {
        let root = URL(fileURLWithPath: directory.path).resolvingSymlinksInPath().path
        let manager = FileManager.default
        let module = root + "/toolchain/usr/lib/swift/linux/Swift.swiftmodule"
        try manager.createDirectory(atPath: module, withIntermediateDirectories: true)
        for name in ["x86_64-unknown-linux-gnu.swiftinterface", "aarch64-unknown-linux-gnu.swiftinterface",
                     "x86_64-unknown-linux-gnu.private.swiftinterface", ".hidden.swiftinterface", "notes.txt"] {
            try Data().write(to: URL(fileURLWithPath: module + "/" + name))
        }
        try manager.createDirectory(atPath: root + "/toolchain/usr/bin", withIntermediateDirectories: true)
        try Data().write(to: URL(fileURLWithPath: root + "/toolchain/usr/bin/swift-driver"))
        XCTAssertEqual(chmod(root + "/toolchain/usr/bin/swift-driver", 0o755), 0)
        try manager.createDirectory(atPath: root + "/bin", withIntermediateDirectories: true)
        try manager.createSymbolicLink(atPath: root + "/bin/swiftc", withDestinationPath: root + "/toolchain/usr/bin/swift-driver")
        let found = ContextInputs.defaultInterfaces(sdk: nil, environment: ["PATH": root + "/empty:" + root + "/bin"])
        let names = try manager.contentsOfDirectory(atPath: module)
            .filter { $0.hasSuffix(".swiftinterface") && !$0.hasSuffix(".private.swiftinterface") }.sorted()
        #if arch(arm64)
        let chosen = names.first { $0.hasPrefix("arm64") || $0.hasPrefix("aarch64") }
        #else
        let chosen = names.first { $0.hasPrefix("x86_64") }
        #endif
        XCTAssertEqual(found, [module + "/" + (chosen ?? "")])
    }

    /// The environment as `ProcessInfo` reads it.
    func testEnvironmentAsProcessInfoReadsIt() {
        XCTAssertEqual(ProcessEnvironment.current(), ProcessInfo.processInfo.environment)
    }
}
