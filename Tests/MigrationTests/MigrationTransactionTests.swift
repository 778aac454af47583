import Foundation
import XCTest

/// `migrate --in-place` writes every changed file or none (issue 28, "a migration is one
/// transaction"): a file that cannot be staged, or a run killed between staging and renaming,
/// leaves every source as it was, and the staged files are leftovers the next run removes.
final class MigrationTransactionTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = try MigrationSupport.temporaryFolder()
    }

    override func tearDownWithError() throws {
        _ = try? MigrationSupport.run("/usr/bin/chattr", ["-i", folder.appendingPathComponent("Z").path])
        try? FileManager.default.removeItem(at: folder)
    }

    /// `A/<case>.swift` for each fixture (their before.swift), in folders of their own.
    func copy(_ names: [String], into sub: String) throws -> [URL] {
        let target = folder.appendingPathComponent(sub)
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        return try names.map { name in
            let url = target.appendingPathComponent("\(name).swift")
            try FileManager.default.copyItem(at: MigrationSupport.fixture(name, "before.swift"), to: url)
            return url
        }
    }

    func staged(_ sub: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(sub).path)) ?? []).filter { $0.hasPrefix(".observable-expand-") }
    }

    /// The last file (in the order the run writes) lies in a folder that cannot be written:
    /// the files before it, which could be, must not change either.
    func testAFileThatCannotBeWrittenLeavesEveryFileAsItWas() throws {
        let early = try copy(["counter", "environment-store"], into: "A")
        let late = try copy(["parent-child"], into: "Z")
        let locked = folder.appendingPathComponent("Z")
        // Root writes through 0555; an immutable folder stops it too.
        let immutable = (try? MigrationSupport.run("/usr/bin/chattr", ["+i", locked.path]))?.status == 0
        if !immutable { try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path) }
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path) }
        let probe = locked.appendingPathComponent("probe")
        if FileManager.default.createFile(atPath: probe.path, contents: Data()) {
            try? FileManager.default.removeItem(at: probe)
            throw XCTSkip("cannot make a folder that this user cannot write")
        }
        let run = try MigrationSupport.tool(["migrate", "--in-place", "-q", "A", "Z"], in: folder)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssert(run.stderr.contains("Z/parent-child.swift: error: cannot write file: "), run.stderr)
        XCTAssert(run.stderr.contains("no file was changed (a migration is written whole or not at all)"), run.stderr)
        for (url, name) in zip(early + late, ["counter", "environment-store", "parent-child"]) {
            XCTAssertEqual(try MigrationSupport.read(url), try MigrationSupport.read(MigrationSupport.fixture(name, "before.swift")), "\(url.lastPathComponent) changed")
        }
        XCTAssertEqual(staged("A"), [], "staged files left")
    }

    /// Killed (SIGKILL) once every file is staged: no source changed; the staged files are
    /// leftovers that `--check` reports and the next `--in-place` removes while it finishes.
    func testARunKilledBetweenStagingAndRenamingChangesNothing() throws {
        let files = try copy(["counter", "environment-store", "parent-child"], into: "A")
        let (status, stagedFiles) = try interruptedRun(SIGKILL)
        XCTAssertEqual(status, SIGKILL)
        XCTAssertEqual(stagedFiles.count, 3, "\(stagedFiles)")
        for (url, name) in zip(files, ["counter", "environment-store", "parent-child"]) {
            XCTAssertEqual(try MigrationSupport.read(url), try MigrationSupport.read(MigrationSupport.fixture(name, "before.swift")), "\(name) changed")
        }
        let check = try MigrationSupport.tool(["migrate", "--check", "-q", "A"], in: folder)
        XCTAssertEqual(check.status, 1)
        XCTAssertEqual(check.stderr.components(separatedBy: "warning: temporary file left by an interrupted run").count - 1, 3, check.stderr)
        let rerun = try MigrationSupport.tool(["migrate", "--in-place", "-q", "A"], in: folder)
        XCTAssertEqual(rerun.status, 0, rerun.stderr)
        XCTAssertEqual(staged("A"), [])
        for (url, name) in zip(files, ["counter", "environment-store", "parent-child"]) {
            XCTAssertEqual(try MigrationSupport.read(url), try MigrationSupport.read(MigrationSupport.fixture(name, "after.swift")), name)
        }
    }

    /// SIGTERM there: the staged files are removed, no source changed, exit 143.
    func testARunTerminatedBetweenStagingAndRenamingChangesNothingAndCleansUp() throws {
        let files = try copy(["counter", "environment-store"], into: "A")
        let (status, stagedFiles) = try interruptedRun(SIGTERM)
        XCTAssertEqual(status, 143)
        XCTAssertEqual(stagedFiles.count, 2, "\(stagedFiles)")
        XCTAssertEqual(staged("A"), [], "staged files left after SIGTERM")
        for (url, name) in zip(files, ["counter", "environment-store"]) {
            XCTAssertEqual(try MigrationSupport.read(url), try MigrationSupport.read(MigrationSupport.fixture(name, "before.swift")), "\(name) changed")
        }
    }

    /// More staged files than the signal handler had slots for (256): those beyond were not
    /// registered, so SIGTERM between staging and renaming left them beside the sources.
    func testATerminatedRunWithMoreThan256StagedFilesCleansUpEveryOne() throws {
        let target = folder.appendingPathComponent("A")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        let model = try MigrationSupport.read(MigrationSupport.fixture("counter", "before.swift"))
        for k in 0 ..< 300 {
            let text = model.replacingOccurrences(of: "Counter", with: "Counter\(k)")
            try Data(text.utf8).write(to: target.appendingPathComponent("Counter\(k).swift"))
        }
        let (status, stagedFiles) = try interruptedRun(SIGTERM)
        XCTAssertEqual(status, 143)
        XCTAssertEqual(stagedFiles.count, 300)
        XCTAssertEqual(staged("A"), [], "staged files left after SIGTERM")
        XCTAssertEqual(try MigrationSupport.read(target.appendingPathComponent("Counter299.swift")),
                       model.replacingOccurrences(of: "Counter", with: "Counter299"))
    }

    /// Runs `migrate --in-place A`, waits until it has staged every file (the debug build's
    /// pause), sends `signal`; returns the exit status (or the signal) and the staged files seen.
    func interruptedRun(_ signal: Int32) throws -> (Int32, [String]) {
        let marker = folder.appendingPathComponent("staged.marker")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: MigrationSupport.binary)
        process.arguments = ["migrate", "--in-place", "-q", "A"]
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["OBSERVABLE_EXPAND_TEST_PAUSE_AFTER_STAGING"] = marker.path
        environment["XDG_CACHE_HOME"] = folder.appendingPathComponent("cache").path
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // A bound against a hang, not a timing check: the debug build under load takes 40 s
        // of wall time to stage 300 files on this 2-core machine.
        let deadline = Date().addingTimeInterval(300)
        while !FileManager.default.fileExists(atPath: marker.path) && process.isRunning && Date() < deadline { usleep(20_000) }
        guard FileManager.default.fileExists(atPath: marker.path) else {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            XCTFail("the run never paused between staging and renaming (it exited with \(process.terminationStatus))")
            return (-1, [])
        }
        let seen = staged("A")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        return (process.terminationStatus, seen)
    }
}
