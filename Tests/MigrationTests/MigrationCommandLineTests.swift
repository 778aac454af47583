import Foundation
import XCTest

/// `observable-expand migrate` on the built binary: output modes, exit statuses, exact messages.
final class MigrationCommandLineTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = try MigrationSupport.temporaryFolder()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Copies the fixtures' before.swift files into `folder/Sources/<case>.swift`.
    func copyFixtures(_ names: [String]) throws -> URL {
        let sources = folder.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        for name in names {
            try FileManager.default.copyItem(at: MigrationSupport.fixture(name, "before.swift"), to: sources.appendingPathComponent("\(name).swift"))
        }
        return sources
    }

    func text(_ url: URL) throws -> String { try MigrationSupport.read(url) }

    func testInPlaceThenCheckPasses() throws {
        let sources = try copyFixtures(["counter", "kept-combine"])
        let check = try MigrationSupport.tool(["migrate", "--check", "Sources"], in: folder)
        XCTAssertEqual(check.status, 1)
        XCTAssert(check.stderr.contains("Sources/counter.swift: error: 'Sources/counter.swift' would be changed by the migration\n"), check.stderr)
        XCTAssertFalse(check.stderr.contains("'Sources/kept-combine.swift' would be changed"), check.stderr)
        XCTAssert(check.stdout.contains("+@Observable\n"), check.stdout)
        // The closing line counts the pending file as the error it reported.
        XCTAssert(check.stdout.hasSuffix("; 5 warnings, 1 error\n"), check.stdout)

        let migrated = try MigrationSupport.tool(["migrate", "--in-place", "Sources"], in: folder)
        XCTAssertEqual(migrated.status, 0, migrated.stderr)
        XCTAssert(migrated.stdout.hasSuffix("observable-expand: note: migrate: 1 class migrated, 4 kept; 1 view property and 0 calls rewritten; 5 warnings, 0 errors\n"), migrated.stdout)
        XCTAssertEqual(try text(sources.appendingPathComponent("counter.swift")), try text(MigrationSupport.fixture("counter", "after.swift")))
        XCTAssertEqual(try text(sources.appendingPathComponent("kept-combine.swift")), try text(MigrationSupport.fixture("kept-combine", "before.swift")))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { $0.hasPrefix(".") }
        XCTAssertEqual(leftovers, [], "temporary files left")

        let again = try MigrationSupport.tool(["migrate", "--check", "Sources"], in: folder)
        XCTAssertEqual(again.status, 0, again.stderr)
        // No diff: standard output holds only the report's notes.
        XCTAssertEqual(again.stdout.split(separator: "\n").filter { !$0.contains(": note: ") }, [], again.stdout)
    }

    /// A killed `migrate --in-place` left its temporary file beside the sources, and no later
    /// run removed or reported it (found by a hostile tester).
    func testAKilledRunsTemporaryFileBesideTheSourcesIsReportedAndRemoved() throws {
        let sources = try copyFixtures(["counter"])
        // A process number that is not running: that of a shell that has exited.
        let exited = Process()
        exited.executableURL = URL(fileURLWithPath: "/bin/sh")
        exited.arguments = ["-c", "true"]
        try exited.run()
        exited.waitUntilExit()
        let leftover = sources.appendingPathComponent(".observable-expand-\(exited.processIdentifier)-1.tmp")
        try Data("partial".utf8).write(to: leftover)
        let check = try MigrationSupport.tool(["migrate", "--check", "Sources"], in: folder)
        XCTAssert(check.stderr.contains("Sources/.observable-expand-\(exited.processIdentifier)-1.tmp: warning: temporary file left by an interrupted run; 'migrate --in-place' removes it"), check.stderr)
        XCTAssert(FileManager.default.fileExists(atPath: leftover.path))
        let migrated = try MigrationSupport.tool(["migrate", "--in-place", "Sources"], in: folder)
        XCTAssertEqual(migrated.status, 0, migrated.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: leftover.path))
    }

    func testDryRunPrintsADiffAndWritesNothing() throws {
        let sources = try copyFixtures(["parent-child"])
        let file = sources.appendingPathComponent("parent-child.swift")
        let before = try text(file)
        let result = try MigrationSupport.tool(["migrate", "--dry-run", "Sources/parent-child.swift"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssert(result.stdout.hasPrefix("--- Sources/parent-child.swift\n+++ Sources/parent-child.swift (migrated)\n"), result.stdout)
        XCTAssert(result.stdout.contains("-    @ObservedObject var scoreboard: Scoreboard\n+    var scoreboard: Scoreboard\n"), result.stdout)
        XCTAssertEqual(try text(file), before)
    }

    func testOutputFolderMirrorsTheInputs() throws {
        _ = try copyFixtures(["counter", "environment-store"])
        let result = try MigrationSupport.tool(["migrate", "Sources", "--output", "Migrated"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        for name in ["counter", "environment-store"] {
            XCTAssertEqual(try text(folder.appendingPathComponent("Migrated/\(name).swift")), try text(MigrationSupport.fixture(name, "after.swift")), name)
        }
    }

    /// `migrate -o FOLDER` follows folder mode's link rule (`output-through-link`): a symbolic
    /// link below the output folder on the way to an output, a folder link or a link where an
    /// output file goes, is refused before anything is written (exit 1), and nothing lands where
    /// the link points. (It did already, through the expansion's `InputCollector`; this keeps it.)
    func testOutputFolderIsNotWrittenThroughALinkBelowIt() throws {
        let sources = try copyFixtures(["counter"])
        try FileManager.default.createDirectory(at: sources.appendingPathComponent("Sub"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: MigrationSupport.fixture("counter", "before.swift"), to: sources.appendingPathComponent("Sub/M.swift"))
        let manager = FileManager.default
        for link in ["Sub", "counter.swift"] {
            let out = folder.appendingPathComponent("Out-\(link)"), elsewhere = folder.appendingPathComponent("Elsewhere-\(link)")
            try manager.createDirectory(at: out, withIntermediateDirectories: true)
            try manager.createDirectory(at: elsewhere, withIntermediateDirectories: true)
            try manager.createSymbolicLink(atPath: out.appendingPathComponent(link).path,
                                           withDestinationPath: link == "Sub" ? elsewhere.path : elsewhere.appendingPathComponent("X.swift").path)
            let result = try MigrationSupport.tool(["migrate", "Sources", "-o", "Out-\(link)"], in: folder)
            XCTAssertEqual(result.status, 1, result.stderr)
            XCTAssert(result.stderr.contains("Out-\(link)/\(link): error: is a symbolic link "), result.stderr)
            XCTAssert(result.stderr.contains("outputs are not written through links below the output folder (nothing was written"), result.stderr)
            XCTAssertEqual(try manager.contentsOfDirectory(atPath: elsewhere.path), [], link)
            XCTAssertEqual(try manager.contentsOfDirectory(atPath: out.path), [link], link)
        }
    }

    func testJSONDiagnostics() throws {
        _ = try copyFixtures(["environment-store"])
        let result = try MigrationSupport.tool(["migrate", "--diagnostics-format", "json", "Sources/environment-store.swift"], in: folder)
        XCTAssertEqual(result.status, 0)
        let objects = try JSONSerialization.jsonObject(with: Data(result.stderr.utf8)) as? [[String: Any]] ?? []
        XCTAssertEqual(objects.compactMap { $0["id"] as? String }, [
            "migrate-class-migrated", "migrate-state-object-eager-init", "migrate-property-rewritten", "migrate-call-rewritten",
            "migrate-property-rewritten", "migrate-summary",
        ])
        XCTAssertEqual(objects.first?["line"] as? Int, 9)
        XCTAssertEqual(objects.first?["file"] as? String, "Sources/environment-store.swift")
    }

    func testForceWritesAndFails() throws {
        let sources = try copyFixtures(["untouched-view"])
        let result = try MigrationSupport.tool(["migrate", "--force", "--in-place", "-q", "Sources"], in: folder)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, """
            Sources/untouched-view.swift:9:24: error: '$posts' is a Combine publisher, which Observation does not have, but '--force' migrated class 'LegacyFeed'; rewrite this use by hand
            Sources/untouched-view.swift:14:5: warning: '@State' evaluates 'LegacyFeed()' every time the view is initialized (the new instance is then discarded), while '@StateObject' evaluated it once per view identity; keep that initializer cheap, or create the model in '.task'

            """)
        XCTAssert(try text(sources.appendingPathComponent("untouched-view.swift")).contains("@Observable\nfinal class LegacyFeed {"))
    }

    func testAnInputThatDoesNotParseWritesNothing() throws {
        let sources = try copyFixtures(["counter"])
        let broken = "final class Broken: ObservableObject { @Published var s = \"\n}\n"
        try broken.write(to: sources.appendingPathComponent("Broken.swift"), atomically: true, encoding: .utf8)
        let result = try MigrationSupport.tool(["migrate", "--in-place", "-q", "Sources"], in: folder)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "Sources/Broken.swift:1:59: error: unterminated string literal\n")
        XCTAssertEqual(try text(sources.appendingPathComponent("counter.swift")), try text(MigrationSupport.fixture("counter", "before.swift")))
    }

    func testUsageErrors() throws {
        _ = try copyFixtures(["counter", "parent-child"])
        let cases: [([String], String)] = [
            (["migrate"], "observable-expand: error: no input files"),
            (["migrate", "Sources", "--in-place", "-o", "Out"], "observable-expand: error: '--in-place' and '--output' cannot be used together"),
            (["migrate", "Sources"], "observable-expand: error: 2 input files need '--output <folder>' or '--in-place'"),
            (["migrate", "--annotation", "macro", "Sources"], "observable-expand: error: '--annotation' takes 'attribute' or 'comment', not 'macro'"),
            (["migrate", "--explain", "-o", "Out", "Sources"],
             "observable-expand: error: '--explain' writes nothing and cannot be used with '--output', '--in-place', '--check' or '--dry-run'"),
            (["migrate", "--explain", "--in-place", "Sources"],
             "observable-expand: error: '--explain' writes nothing and cannot be used with '--output', '--in-place', '--check' or '--dry-run'"),
            (["migrate", "-"], "observable-expand: error: 'migrate' reads files and folders, not standard input"),
            // Named twice, a file was migrated and counted twice (found by a hostile tester).
            (["migrate", "--dry-run", "Sources/counter.swift", "Sources/counter.swift"], "observable-expand: error: input 'Sources/counter.swift' is given twice"),
            (["migrate", "--check", "Sources", "Sources"], "observable-expand: error: input 'Sources/counter.swift' is given twice"),
            (["migrate", "--in-place", "Sources/counter.swift", "./Sources/counter.swift"],
             "observable-expand: error: input './Sources/counter.swift' is given twice (also as 'Sources/counter.swift')"),
            // An empty output mirrored the inputs under `/` (found by a hostile tester).
            (["migrate", "-o=", "Sources"], "observable-expand: error: '--output' needs a path, not an empty string"),
            (["migrate", "--output=", "Sources"], "observable-expand: error: '--output' needs a path, not an empty string"),
            (["migrate", "-o", "", "Sources"], "observable-expand: error: '--output' needs a path, not an empty string"),
            (["migrate", "-o", "--dry-run", "Sources"],
             "observable-expand: error: option '-o' needs a path, not the option '--dry-run' (a path that starts with '-' is written './--dry-run' or '-o=--dry-run')"),
        ]
        for (arguments, message) in cases {
            let result = try MigrationSupport.tool(arguments, in: folder)
            XCTAssertEqual(result.status, 64, "\(arguments)")
            XCTAssertEqual(result.stderr, message + "\nRun 'observable-expand migrate --help' for usage.\n", "\(arguments)")
        }
        let help = try MigrationSupport.tool(["migrate", "--help"], in: folder)
        XCTAssertEqual(help.status, 0)
        XCTAssert(help.stdout.contains("USAGE: observable-expand migrate [<options>] <input> ..."))
    }

    /// At most 50 errors and warnings per file, as in expansion; the count line still counts all.
    func testAtMostFiftyWarningsPerFileArePrinted() throws {
        let uses = (0 ..< 60).map { _ in "    _ = m.$v\n" }.joined()
        let source = "import Combine\nfinal class M: ObservableObject {\n    @Published var v = 0\n}\nfunc f(_ m: M) {\n\(uses)}\n"
        try Data(source.utf8).write(to: folder.appendingPathComponent("Many.swift"))
        let run = try MigrationSupport.tool(["migrate", "--dry-run", "Many.swift"], in: folder)
        let warnings = run.stderr.split(separator: "\n").filter { $0.contains(": warning: ") }
        XCTAssertEqual(warnings.count, 50, run.stderr)
        XCTAssert(run.stderr.contains("Many.swift: note: 10 more diagnostics not shown\n"), run.stderr)
        // The closing report is standard output's: the migration prints no code here.
        XCTAssert(run.stdout.contains("60 warnings, 0 errors"), run.stdout)
    }

    /// 55 warnings before the file's only error (a use '--force' migrated): the limit keeps the
    /// first 49 warnings and the error, which says why the run fails, and counts the rest.
    /// (The warnings are eager '@State' initializers: an '.environmentObject' of unknown type,
    /// used here before, is an error now.)
    func testTheFirstErrorIsPrintedAfterFiftyWarnings() throws {
        let uses = (0 ..< 55).map { k in "    @StateObject var s\(k) = M()\n" }.joined()
        let source = "import Combine\nimport SwiftUI\nfinal class M: ObservableObject {\n    @Published var v = 0\n}\nstruct G: View {\n\(uses)    var body: some View { Text(\"\") }\n}\nfunc f(_ m: M) {\n    _ = m.$v\n}\n"
        try Data(source.utf8).write(to: folder.appendingPathComponent("Many.swift"))
        let run = try MigrationSupport.tool(["migrate", "--dry-run", "--force", "Many.swift"], in: folder)
        XCTAssertEqual(run.status, 1, run.stderr)
        let lines = run.stderr.split(separator: "\n")
        XCTAssertEqual(lines.filter { $0.contains(": warning: ") }.count, 49, run.stderr)
        let note = try XCTUnwrap(lines.firstIndex(of: "Many.swift: note: 6 more diagnostics not shown"), run.stderr)
        XCTAssertTrue(lines[note - 1].hasPrefix("Many.swift:65:11: error: '$v' is a Combine publisher"), run.stderr)
        // The closing report is standard output's (a dry run prints no code).
        XCTAssert(run.stdout.contains("55 warnings, 1 error"), run.stdout)
    }
}

