import Foundation
import XCTest
@testable import observable_expand

/// The built binary against what testers found could lose or hide data: unreadable folders
/// under an input with `--prune`, orphans named by another spelling of their path or written
/// under another `--output-suffix`, diagnostics that ignored `--diagnostics-format`, odd file
/// names, and option spellings.
final class CommandLineSafetyTests: XCTestCase {
    var directory: URL!
    var binary: String { CommandLineTests.binary }

    override func setUpWithError() throws {
        directory = try Toolchain.temporaryDirectory()
    }

    override func tearDownWithError() throws {
        // A folder made unreadable would stop the removal.
        _ = try? shell("chmod -R u+rwx . 2>/dev/null")
        try? FileManager.default.removeItem(at: directory)
    }

    /// Runs `script` in `sh` in the test folder, with `$B` the binary.
    func shell(_ script: String) throws -> Toolchain.Result {
        try Toolchain.run("/bin/sh", ["-c", "B='\(binary)'; \(script)"], in: directory)
    }

    func path(_ relative: String) -> String { directory.appendingPathComponent(relative).path }

    func write(_ text: String, _ relative: String) throws {
        let url = directory.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: path(relative)) }

    /// `Src/A.swift` and `Src/Sub/B.swift`, expanded into `Gen`.
    func makeTreeWithOutputs(_ arguments: String = "") throws {
        try write(CommandLineTests.model, "Src/A.swift")
        try write(CommandLineTests.model, "Src/Sub/B.swift")
        let first = try shell("\"$B\" Src --output Gen \(arguments)")
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssert(exists(arguments.isEmpty ? "Gen/Sub/B.swift" : "Gen/Sub/B.expanded.swift"))
    }

    // MARK: - B8: a folder that cannot be read is an error, and nothing is pruned

    /// As root, `chmod 000` does not stop reading a folder: the tool then runs as the
    /// unprivileged user `nobody` through `setpriv` (the folders it writes made writable for it).
    func testAnUnreadableSubfolderIsAnErrorAndPruneDeletesNothingUnderIt() throws {
        try makeTreeWithOutputs()
        XCTAssertEqual(chmod(path("Src/Sub"), 0), 0)
        var launcher = "\"$B\""
        if FileManager.default.isReadableFile(atPath: path("Src/Sub")) || (try? FileManager.default.contentsOfDirectory(atPath: path("Src/Sub"))) != nil {
            guard geteuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
                throw XCTSkip("chmod 000 does not make a folder unreadable for this user, and /usr/bin/setpriv is missing to drop privileges")
            }
            launcher = "/usr/bin/setpriv --reuid=65534 --regid=65534 --clear-groups \"$B\""
            for folder in ["Gen", "Gen/Sub"] { XCTAssertEqual(chmod(path(folder), 0o777), 0) }
        }
        let prune = try shell("\(launcher) Src --output Gen --prune")
        XCTAssertEqual(prune.status, 1, prune.stderr)
        XCTAssertEqual(prune.stderr, "Src/Sub: error: cannot read folder: Permission denied\n")
        XCTAssertEqual(prune.stdout, "observable-expand: note: '--prune' deleted nothing: an input folder could not be read completely, so outputs whose source seems gone may not be orphans\n")
        XCTAssert(exists("Gen/Sub/B.swift"), "an output of an unreadable folder was pruned")
        XCTAssert(exists("Gen/A.swift"))
        let check = try shell("\(launcher) Src --output Gen --check")
        XCTAssertEqual(check.status, 1)
        XCTAssertFalse(check.stderr.contains("Gen/Sub/B.swift"), check.stderr)
        XCTAssert(check.stderr.hasPrefix("Src/Sub: error: cannot read folder: Permission denied\n"), check.stderr)
    }

    /// A folder replaced by a symbolic link to itself cannot be examined, even by root.
    func testAFolderThatIsASymbolicLinkLoopIsAnErrorAndPruneDeletesNothing() throws {
        try makeTreeWithOutputs()
        try FileManager.default.removeItem(atPath: path("Src/Sub"))
        try FileManager.default.createSymbolicLink(atPath: path("Src/Sub"), withDestinationPath: "Sub")
        let prune = try shell("\"$B\" Src --output Gen --prune")
        XCTAssertEqual(prune.status, 1)
        XCTAssert(prune.stderr.hasPrefix("Src/Sub: error: cannot read: Too many levels of symbolic links\n"), prune.stderr)
        XCTAssert(exists("Gen/Sub/B.swift"), "an output of an unreadable folder was pruned")
        // The rest of the run is still written.
        try write(CommandLineTests.model.replacingOccurrences(of: "count", with: "total"), "Src/A.swift")
        XCTAssertEqual(try shell("\"$B\" Src --output Gen").status, 1)
        XCTAssert(try String(contentsOfFile: path("Gen/A.swift"), encoding: .utf8).contains("total"))
    }

    /// A source replaced by a FIFO is not read (it would block) and its output is not pruned.
    func testAFIFONamedLikeASourceIsSkippedWithAWarningAndNothingIsPruned() throws {
        try makeTreeWithOutputs()
        try FileManager.default.removeItem(atPath: path("Src/Sub/B.swift"))
        XCTAssertEqual(mkfifo(path("Src/Sub/B.swift"), 0o644), 0)
        let prune = try shell("timeout 10 \"$B\" Src --output Gen --prune")
        XCTAssertEqual(prune.status, 0, prune.stderr)
        // Warnings on standard error; the note, the run's report, on standard output.
        XCTAssertEqual(prune.stderr, "Src/Sub/B.swift: warning: is a FIFO, not a Swift file; it is skipped\n")
        XCTAssertEqual(prune.stdout, "observable-expand: note: '--prune' deleted nothing: an input folder could not be read completely, so outputs whose source seems gone may not be orphans\n")
        XCTAssert(exists("Gen/Sub/B.swift"))
    }

    // MARK: - B7, B14: orphans by resolved path and by header, whatever the spelling or suffix

    func testOrphansAreFoundWhetherTheHeaderNamesTheSourceAbsolutelyOrRelatively() throws {
        for (generate, prune) in [(directory.path + "/Src", "Src"), ("Src", directory.path + "/Src"), ("./Src", "Src/")] {
            try? FileManager.default.removeItem(atPath: path("Src"))
            try? FileManager.default.removeItem(atPath: path("Gen"))
            try write(CommandLineTests.model, "Src/A.swift")
            try write(CommandLineTests.model, "Src/B.swift")
            XCTAssertEqual(try shell("\"$B\" '\(generate)' --output Gen").status, 0)
            try FileManager.default.removeItem(atPath: path("Src/B.swift"))
            let check = try shell("\"$B\" '\(prune)' --output Gen --check")
            XCTAssertEqual(check.status, 1, "\(generate) then \(prune): \(check.stderr)")
            XCTAssert(check.stderr.contains("Gen/B.swift: error: 'Gen/B.swift' was generated from a source that is gone"), "\(generate) then \(prune): \(check.stderr)")
            let result = try shell("\"$B\" '\(prune)' --output Gen --prune")
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertFalse(exists("Gen/B.swift"), "\(generate) then \(prune): the orphan survived")
            XCTAssert(exists("Gen/A.swift"))
        }
    }

    func testOutputsWrittenUnderAnotherSuffixAreOrphans() throws {
        try makeTreeWithOutputs("--output-suffix .expanded")
        try write("// hand-written\n", "Gen/Hand.expanded.swift")
        let run = try shell("\"$B\" Src --output Gen")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, """
            Gen/A.expanded.swift: warning: 'Gen/A.expanded.swift' is an older output of a source whose output is now 'Gen/A.swift'; '--prune' deletes it
            Gen/Sub/B.expanded.swift: warning: 'Gen/Sub/B.expanded.swift' is an older output of a source whose output is now 'Gen/Sub/B.swift'; '--prune' deletes it

            """)
        XCTAssertEqual(try shell("\"$B\" Src --output Gen --check").status, 1)
        let prune = try shell("\"$B\" Src --output Gen --prune")
        XCTAssertEqual(prune.status, 0, prune.stderr)
        XCTAssertEqual(prune.stdout, "removed Gen/A.expanded.swift: its source's output is now Gen/A.swift\nremoved Gen/Sub/B.expanded.swift: its source's output is now Gen/Sub/B.swift\n")
        XCTAssertEqual(try FileManager.default.subpathsOfDirectory(atPath: path("Gen")).sorted(), ["A.swift", "Hand.expanded.swift", "Sub", "Sub/B.swift"])
        // A single input file's output under an old name is found too.
        XCTAssertEqual(try shell("\"$B\" Src/A.swift Src/Sub/B.swift --output Flat --output-suffix .old").status, 0)
        let flat = try shell("\"$B\" Src/A.swift Src/Sub/B.swift --output Flat --prune")
        XCTAssertEqual(flat.status, 0, flat.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: path("Flat")).sorted(), ["A.swift", "B.swift"])
    }

    // MARK: - B10: every diagnostic in the chosen format, every identifier documented

    func testArgumentAndCollectionErrorsFollowTheDiagnosticsFormat() throws {
        try write(CommandLineTests.model, "M.swift")
        let cases: [(arguments: String, status: Int32, file: String?, id: String, message: String)] = [
            ("--frobnicate M.swift --diagnostics-format json", 64, nil, "usage-error", "unknown option '--frobnicate'"),
            ("--diagnostics-format=json M.swift --jobs 0", 64, nil, "usage-error", "'--jobs' takes a whole number of at least 1, not '0'"),
            ("Nope.swift --diagnostics-format json", 1, "Nope.swift", "no-such-input", "no such file or folder"),
            ("M.swift M.swift --diagnostics-format json", 64, nil, "usage-error", "2 input files need '--output <folder>'"),
            ("M.swift --context Nowhere --diagnostics-format json", 1, "Nowhere", "no-such-input", "no such file or folder (given as '--context')"),
            ("M.swift --diagnostics-format json >&-", 1, nil, "cannot-write", "cannot write to standard output: Bad file descriptor"),
        ]
        for (arguments, status, file, id, message) in cases {
            let result = try shell("\"$B\" \(arguments)")
            XCTAssertEqual(result.status, status, arguments)
            let objects = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stderr.utf8)) as? [[String: Any]], "\(arguments): \(result.stderr)")
            XCTAssertEqual(objects.count, 1, arguments)
            XCTAssertEqual(objects.first?["id"] as? String, id, arguments)
            XCTAssertEqual(objects.first?["severity"] as? String, "error", arguments)
            XCTAssertEqual(objects.first?["message"] as? String, message, arguments)
            XCTAssertEqual(objects.first?["file"] as? String, file, arguments)
        }
        let github = try shell("\"$B\" --frobnicate M.swift --diagnostics-format github")
        XCTAssertEqual(github.status, 64)
        XCTAssertEqual(github.stderr, "::error title=usage-error::unknown option '--frobnicate'\n")
        let missing = try shell("\"$B\" Nope.swift --diagnostics-format github")
        XCTAssertEqual(missing.stderr, "::error file=Nope.swift,title=no-such-input::no such file or folder\n")
        // Text stays as it was: the error, then the hint for bad arguments only.
        XCTAssertEqual(try shell("\"$B\" --frobnicate M.swift").stderr, "observable-expand: error: unknown option '--frobnicate'\nRun 'observable-expand --help' for usage.\n")
    }

    func testTheReadmeListsEveryDiagnosticOfTheCommandLine() throws {
        let readme = try String(contentsOf: FixturePaths.repository.appendingPathComponent("README.md"), encoding: .utf8)
        for diagnostic in ToolDiagnostic.allCases {
            let row = "| `\(diagnostic.id)` | \(diagnostic.severities.map(\.rawValue).joined(separator: ", ")) | \(diagnostic.summary) |"
            XCTAssert(readme.contains(row), "README.md lacks the row:\n\(row)")
        }
        // And every identifier the tool's sources pass is a case of the catalogue.
        let sources = FixturePaths.repository.appendingPathComponent("Sources/observable-expand")
        for name in try FileManager.default.contentsOfDirectory(atPath: sources.path) where name.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(name), encoding: .utf8)
            XCTAssertFalse(text.contains("id: \""), "\(name) passes an identifier as a string, not a ToolDiagnostic")
        }
    }

    // MARK: - Names, exclusions, option spellings, leftovers

    func testControlCharactersInFileNamesAreEscapedInTextDiagnostics() throws {
        try write("@Observable\nstruct S {}\n", "Src/a\nb.swift")
        let result = try shell("\"$B\" Src --output Gen")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "Src/a\\u{A}b.swift:1:1: error: '@Observable' cannot be applied to struct type 'S'\n")
        let json = try shell("\"$B\" Src --output Gen --diagnostics-format json")
        // Writing files, the JSON report is standard output's.
        let objects = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(objects.first?["file"] as? String, "Src/a\nb.swift")
    }

    func testAFolderWhoseFilesAreAllExcludedSaysSo() throws {
        try write(CommandLineTests.model, "Src/A.swift")
        let result = try shell("\"$B\" Src --output Gen --exclude '*.swift'")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "Src: error: every Swift file in this folder is excluded by '--exclude'\n")
    }

    /// A pattern of many stars against a long name ends (it took exponential time: 12 stars
    /// ran for more than 30 s in a hostile trial; 24 would never have ended). `timeout` turns a
    /// hang into a failure, not a measurement.
    func testAnExcludePatternOfManyStarsEnds() throws {
        try write(CommandLineTests.model, "Src/" + String(repeating: "a", count: 40) + ".swift")
        let pattern = String(repeating: "*a", count: 24) + "*b"
        let result = try shell("timeout 60 \"$B\" Src --output Gen --dry-run --exclude '\(pattern)' --exclude '**/**/**/**/**/**/**/**/**/**/x'")
        XCTAssertEqual(result.status, 0, result.stderr)
        // The semantics stay: a star matches within a name, `**` across folders.
        try write(CommandLineTests.model, "Src/Legacy/Old/B.swift")
        let excluded = try shell("\"$B\" Src --output Gen2 --exclude '*a*a*.swift' --exclude 'Legacy/**'")
        XCTAssertEqual(excluded.status, 1, excluded.stderr)
        XCTAssertEqual(excluded.stderr, "Src: error: every Swift file in this folder is excluded by '--exclude'\n")
    }

    func testShortOptionsTakeAValueAfterAnEqualsSign() throws {
        try write(CommandLineTests.model, "Src/A.swift")
        let result = try shell("\"$B\" Src -o=Gen/ -j=2")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssert(exists("Gen/A.swift"))
        XCTAssertFalse(exists("=Gen"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(), ["Gen", "Src"])
        // An empty value is a mistake, not a file named "".
        for arguments in ["Src -o ''", "Src --output=", "''"] {
            let empty = try shell("\"$B\" \(arguments)")
            XCTAssertEqual(empty.status, 64, arguments)
            XCTAssert(empty.stderr.hasPrefix("observable-expand: error: "), empty.stderr)
        }
    }

    /// `-o=` with nothing after the `=` (an unset variable) took the next argument as the
    /// output: `-o= A.swift B.swift` wrote B's expansion over the source A.swift. It is an
    /// empty value, refused; every source stays as it was.
    func testAnEmptyShortOptionValueDoesNotTakeTheNextArgument() throws {
        try write(CommandLineTests.model, "A.swift")
        try write(CommandLineTests.model.replacingOccurrences(of: "Counter", with: "Other"), "B.swift")
        for arguments in ["-o= A.swift B.swift", "-qo= A.swift B.swift", "-j=4 -o= A.swift B.swift", "-j= A.swift"] {
            let result = try shell("\"$B\" \(arguments)")
            XCTAssertEqual(result.status, 64, arguments)
            XCTAssert(result.stderr.hasPrefix("observable-expand: error: "), result.stderr)
            XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent("A.swift"), encoding: .utf8), CommandLineTests.model, arguments)
        }
    }

    /// A word that looks like an option right after a path option is not taken as the path:
    /// `Src -o $GEN --check` with `GEN` unset regenerated into a folder named `--check` and
    /// passed. `./-v` and `--output=-v` still name such a path.
    func testAnOptionAfterAPathOptionIsNotTakenAsThePath() throws {
        try write(CommandLineTests.model, "Src/A.swift")
        for arguments in ["Src -o --check", "Src/A.swift -o -v", "Src --output --dry-run", "Src --cache-path --no-cache -o Gen"] {
            let result = try shell("\"$B\" \(arguments)")
            XCTAssertEqual(result.status, 64, arguments)
            XCTAssert(result.stderr.contains("needs a path, not the option"), result.stderr)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(), ["Src"])
        XCTAssertEqual(try shell("\"$B\" Src/A.swift -o ./-v").status, 0)
        XCTAssertEqual(try shell("\"$B\" Src/A.swift --output=-w").status, 0)
        XCTAssert(exists("-v") && exists("-w"))
    }

    /// A file too large to read (a sparse 2 GB file here; a 100 GB one aborted the run when its
    /// buffer could not be allocated) is a located error, alone or in a folder.
    func testAFileOverTheReadLimitIsAnErrorNotACrash() throws {
        try write(CommandLineTests.model, "Src/A.swift")
        try write("", "Huge.swift")
        XCTAssertEqual(truncate(path("Huge.swift"), 2 << 30), 0)
        let alone = try shell("\"$B\" Huge.swift")
        XCTAssertEqual(alone.status, 1)
        XCTAssertEqual(alone.stderr, "Huge.swift: error: cannot read file: File too large (the most read is 1 GiB)\n")
        XCTAssertEqual(alone.stdout, "")
        try write("", "Src/H.swift")
        XCTAssertEqual(truncate(path("Src/H.swift"), 2 << 30), 0)
        let folder = try shell("\"$B\" Src -o Gen/")
        XCTAssertEqual(folder.status, 1)
        XCTAssertEqual(folder.stderr, "Src/H.swift: error: cannot read file: File too large (the most read is 1 GiB)\n")
        XCTAssert(exists("Gen/A.swift"))
        XCTAssertFalse(exists("Gen/H.swift"))
    }

    func testAMissingContextIsAPlainErrorWithoutTheUsageHint() throws {
        try write(CommandLineTests.model, "M.swift")
        let result = try shell("\"$B\" M.swift --context Nowhere")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "Nowhere: error: no such file or folder (given as '--context')\n")
        XCTAssertEqual(result.stdout, "")
    }

    func testALeftoverTemporaryFileInAnOutputSubfolderWithoutOutputsIsFound() throws {
        try makeTreeWithOutputs()
        let dead = try shell("sh -c 'echo $$'").stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let leftover = "Gen/Gone/.observable-expand-\(dead)-3.tmp"
        try write("partial", leftover)
        let check = try shell("\"$B\" Src --output Gen --check")
        XCTAssertEqual(check.status, 1)
        XCTAssertEqual(check.stderr, "\(leftover): error: temporary file left by an interrupted run; run observable-expand without '--check' to remove it\n")
        XCTAssertEqual(try shell("\"$B\" Src --output Gen").status, 0)
        XCTAssertFalse(exists(leftover))
    }

    /// `--regenerate-command` is what every `--check` message that advises a run names (the
    /// command plugin passes its own command there), and applies to `--check` only.
    func testRegenerateCommandIsWhatTheCheckMessagesAdvise() throws {
        try write(CommandLineTests.model, "Src/A.swift")
        try write(CommandLineTests.model, "Src/B.swift")
        XCTAssertEqual(try shell("\"$B\" Src --output Gen --no-cache").status, 0)
        try write(CommandLineTests.model.replacingOccurrences(of: "var count = 0", with: "var count = 1"), "Src/A.swift")
        try FileManager.default.removeItem(atPath: path("Src/B.swift"))
        let dead = try shell("sh -c 'echo $$'").stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let leftover = "Gen/.observable-expand-\(dead)-3.tmp"
        try write("partial", leftover)
        let check = try shell("\"$B\" Src --output Gen --check --no-cache --regenerate-command 'make expansions'")
        XCTAssertEqual(check.status, 1)
        XCTAssertEqual(check.stderr, """
            \(leftover): error: temporary file left by an interrupted run; run 'make expansions' to remove it
            Gen/B.swift: error: 'Gen/B.swift' was generated from a source that is gone; run 'make expansions' to delete it
            Gen/A.swift: error: 'Gen/A.swift' is out of date; run 'make expansions' to regenerate it

            """)
        for (arguments, message) in [("--regenerate-command 'make expansions'", "'--regenerate-command' only applies to '--check'"),
                                     ("--check --regenerate-command=", "'--regenerate-command' needs a command, not an empty string")] {
            let usage = try shell("\"$B\" Src --output Gen --no-cache \(arguments)")
            XCTAssertEqual(usage.status, 64, arguments)
            XCTAssertEqual(usage.stderr, "observable-expand: error: \(message)\nRun 'observable-expand --help' for usage.\n", arguments)
        }
        XCTAssert(exists(leftover), "a refused run removes nothing")
    }

    // MARK: - B9: names that are not UTF-8

    func testAFileNameThatIsNotUTF8IsAWarningNamingItNotACrash() throws {
        try write(CommandLineTests.model, "Src/A.swift")
        XCTAssertEqual(try shell("printf 'struct X {}\\n' > \"$(printf 'Src/a\\377b.swift')\"").status, 0)
        // A file that is not Swift is not read whatever its name.
        XCTAssertEqual(try shell("printf 'notes' > \"$(printf 'Src/r\\351sum\\351.md')\"").status, 0)
        let result = try shell("\"$B\" Src --output Gen")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "Src/a\\xFFb.swift: warning: this file name is not valid UTF-8; the file is skipped\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: path("Gen")), ["A.swift"])
        let prune = try shell("\"$B\" Src --output Gen --prune")
        XCTAssertEqual(prune.status, 0)
        XCTAssert(prune.stdout.contains("'--prune' deleted nothing"), prune.stdout)
    }

    /// An output that is a link to another input names that input, not the output's source.
    func testAnOutputLinkedToAnotherInputNamesThatInput() throws {
        try write(CommandLineTests.model, "Src/A.swift")
        try write(CommandLineTests.model, "Src/B.swift")
        let result = try shell("mkdir Out && ln -s ../Src/A.swift Out/B.swift && \"$B\" Src --output Out")
        XCTAssertEqual(result.status, 64)
        XCTAssert(result.stderr.contains("output 'Out/B.swift' would overwrite the input 'Src/A.swift'"), result.stderr)
    }
}

