import Foundation
import ObservableExpander
import XCTest

/// What a hostile trial of the built tool found: endless or binary standard input, named
/// FIFOs given as inputs, `--check`'s advice, an input named like an option, a link loop
/// given to `migrate`, options given twice, and an annotation put on what is no property.
/// Each runs the binary through `bash` with `timeout` wherever a hang is the failure to catch.
final class HostileTrialTests: ToolFolderTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        try write(CommandLineTests.model, "M.swift")
    }

    // MARK: - Standard input that never ends

    /// `- < /dev/zero` was read to 1 GiB (3.4 s, 1 GB of memory) and then refused as too
    /// large; it is refused as not source text once its first block shows it.
    func testEndlessStandardInputThatIsNotSourceTextIsRefusedAfterItsFirstBlock() throws {
        let result = try shell("timeout 30 \"$B\" - < /dev/zero; echo \"status $?\"")
        XCTAssertEqual(result.stdout, "status 1\n")
        XCTAssert(result.stderr.hasPrefix("<stdin>:1:1: error: the file is not Swift source text: it holds "), result.stderr)
        XCTAssert(result.stderr.hasSuffix("; it is not read further\n"), result.stderr)
        // Only the first blocks were read: far fewer NUL bytes than a whole read would count.
        let count = result.stderr.split(separator: " ").first { Int($0) != nil }.flatMap { Int($0) } ?? 0
        XCTAssert(count > 50 && count <= 1 << 20, result.stderr)
        // A pipe that is not text, named on the command line (`<(…)`), likewise.
        let named = try shell("timeout 30 \"$B\" <(cat /dev/zero) 2>&1 >/dev/null | head -c 200; echo \" status ${PIPESTATUS[0]}\"")
        XCTAssert(named.stdout.contains("error: the file is not Swift source text"), named.stdout)
        XCTAssert(named.stdout.hasSuffix(" status 1\n"), named.stdout)
        // An input file list of NUL bytes is no list of paths.
        let list = try shell("timeout 30 \"$B\" --input-file-list /dev/zero; echo \"status $?\"")
        XCTAssertEqual(list.stdout, "status 1\n")
        XCTAssertEqual(list.stderr, "/dev/zero: error: cannot read the input file list: it holds a NUL byte, so it is no list of paths\n")
        // A file over the read limit redirected to standard input is refused by its size, as
        // when it is named (a sparse file: no disk is used), not read to 1 GiB (which 800 MB of
        // address space does not hold: the run aborted).
        let large = try shell("truncate -s 2G Large.swift && (ulimit -v 800000; \"$B\" - < Large.swift); echo \"status $?\"; \"$B\" Large.swift; rm Large.swift")
        XCTAssertEqual(large.stdout, "status 1\n")
        XCTAssertEqual(large.stderr, "<stdin>: error: cannot read standard input: File too large (the most read is 1 GiB)\nLarge.swift: error: cannot read file: File too large (the most read is 1 GiB)\n")
        // Text on standard input is still read to its end.
        let text = try shell("\"$B\" - < M.swift; echo \"status $?\"")
        XCTAssert(text.stdout.hasSuffix("status 0\n") && text.stdout.contains("_count"), text.stdout + text.stderr)
    }

    // MARK: - Named FIFOs

    /// A named FIFO given as an input (to the expansion or to `migrate`) was opened for
    /// reading, which waits for a writer: the run never ended. It is refused before it is
    /// opened; a pipe the shell opened (`<(cat M.swift)`) is still read.
    func testANamedFIFOGivenAsAnInputIsRefusedNotWaitedOn() throws {
        XCTAssertEqual(mkfifo(directory.appendingPathComponent("P.swift").path, 0o644), 0)
        let expansion = try shell("timeout 10 \"$B\" P.swift; echo \"status $?\"")
        XCTAssertEqual(expansion.stdout, "status 1\n")
        XCTAssertEqual(expansion.stderr, "P.swift: error: is a FIFO, not a Swift file (opening it would wait for a writer); to read a pipe, give it as standard input: '- < P.swift'\n")
        let migration = try shell("timeout 10 \"$B\" migrate P.swift; echo \"status $?\"")
        XCTAssert(migration.stdout.hasSuffix("status 1\n"), migration.stdout)
        // `migrate` reads no standard input: it does not offer it.
        XCTAssertEqual(migration.stderr, "P.swift: error: is a FIFO, not a Swift file (opening it would wait for a writer); save what it carries to a file and give that\n")
        let intoFolder = try shell("timeout 10 \"$B\" M.swift P.swift --output Out; echo \"status $?\"")
        XCTAssertEqual(intoFolder.stdout, "status 1\n")
        XCTAssert(read("Out/M.swift")?.contains("_count") == true, "the other input is still written")
        let substituted = try shell("timeout 10 \"$B\" <(cat M.swift); echo \"status $?\"")
        XCTAssert(substituted.stdout.hasSuffix("status 0\n") && substituted.stdout.contains("_count"), substituted.stdout + substituted.stderr)
    }

    // MARK: - `--check`'s advice

    /// `--check` of an output written with `--source-location none` advised passing it again
    /// even when the source had changed (the advice would not have made the check pass).
    func testCheckAdvisesSourceLocationNoneOnlyWhenTheDirectivesAreTheOnlyDifference() throws {
        try write("import Observation\n\n// @Observable\nfinal class C {\n    var a = 0\n}\n", "C.swift")
        XCTAssertEqual(try shell("\"$B\" C.swift -o Out/C.swift --source-location none").status, 0)
        try write("import Observation\n\n// @Observable\nfinal class C {\n    var a = 1\n}\n", "C.swift")
        let changed = try shell("\"$B\" C.swift -o Out/C.swift --check")
        XCTAssertEqual(changed.status, 1)
        XCTAssert(changed.stderr.contains("'Out/C.swift' is out of date;"), changed.stderr)
        XCTAssertFalse(changed.stderr.contains("--source-location none"), changed.stderr)
        // Only the directives differ: then the advice is given, and it makes the check pass.
        XCTAssertEqual(try shell("\"$B\" C.swift -o Out/C.swift --source-location none").status, 0)
        let directives = try shell("\"$B\" C.swift -o Out/C.swift --check")
        XCTAssert(directives.stderr.contains("or pass '--source-location none' to keep it"), directives.stderr)
        XCTAssertEqual(try shell("\"$B\" C.swift -o Out/C.swift --check --source-location none").status, 0)
    }

    // MARK: - Messages

    /// `-dash.swift` was "unknown option '-d'", which hides that a file was meant.
    func testAnInputNamedLikeAnOptionGetsAHint() throws {
        try write(CommandLineTests.model, "-dash.swift")
        for command in ["", "migrate "] {
            let result = try shell("\"$B\" \(command)-dash.swift")
            XCTAssertEqual(result.status, 64)
            XCTAssert(result.stderr.contains("(in '-dash.swift'; a file of that name is written './-dash.swift', or after '--')"), result.stderr)
            XCTAssertEqual(try shell("\"$B\" \(command)-- -dash.swift").status, 0)
        }
    }

    /// `migrate loop1` (a link to itself) said "no such file or folder"; the expansion said
    /// why, and so does `migrate` now.
    func testMigrateOfALinkLoopSaysWhyItCannotBeRead() throws {
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("loop1").path, withDestinationPath: "loop1")
        for command in ["", "migrate "] {
            let result = try shell("\"$B\" \(command)loop1")
            XCTAssertEqual(result.status, 1)
            XCTAssertEqual(result.stderr, "loop1: error: cannot read: Too many levels of symbolic links\n")
        }
    }

    /// Options that take one value were last-wins in silence (`--source-location none
    /// --source-location relative`, `-j2 -j3`, `migrate --annotation` twice); only those
    /// documented as repeatable collect their values.
    func testAnOptionThatTakesOneValueGivenTwiceIsAUsageError() throws {
        let cases: [(String, String)] = [
            ("M.swift --source-location none --source-location relative -o Out.swift", "'--source-location' given twice"),
            ("M.swift -j2 --jobs 3", "'--jobs' given twice"),
            ("M.swift --diagnostics-format json --diagnostics-format=text", "'--diagnostics-format' given twice"),
            ("migrate M.swift --annotation comment --annotation attribute", "'--annotation' given twice"),
        ]
        for (arguments, message) in cases {
            let result = try shell("\"$B\" \(arguments)")
            XCTAssertEqual(result.status, 64, arguments)
            XCTAssert(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
        try write(CommandLineTests.model, "Src/A.swift")
        try write(CommandLineTests.model, "Src/B.swift")
        let repeated = try shell("\"$B\" Src --exclude A.swift --exclude B.swift --context M.swift --context Src -o Out; echo \"status $?\"")
        XCTAssert(repeated.stderr.contains("every Swift file in this folder is excluded"), repeated.stderr)
    }

    /// `func f() {} // @ObservationIgnored` said "the property before it stays tracked": there
    /// was no property, and the function was not named.
    func testAnIgnoredAnnotationAfterWhatIsNoPropertyNamesIt() {
        let source = """
            import Observation
            // @Observable
            final class B {
                var a = 1
                func f() {} // @ObservationIgnored
                init() {} // @ObservationIgnored
                let k = 2 // @ObservationIgnored
                var b = 2 // @ObservationIgnored
            }

            """
        let file = SourceFile(path: "Model.swift", text: source)
        let result = Expander.expand(file)
        XCTAssertEqual(result.diagnostics.map { $0.formatted(in: file) }, [
            "Model.swift:5:17: warning: '@ObservationIgnored' annotation follows function 'f' on its line and annotates nothing; it applies to stored 'var' properties only",
            "Model.swift:6:15: warning: '@ObservationIgnored' annotation follows an initializer on its line and annotates nothing; it applies to stored 'var' properties only",
            "Model.swift:7:15: warning: '@ObservationIgnored' annotation follows constant 'k' on its line and annotates nothing; it applies to stored 'var' properties only",
            "Model.swift:8:15: warning: '@ObservationIgnored' annotation follows code on its line and annotates nothing (the property before it stays tracked); put it on a line of its own above the property",
        ])
    }
}

/// What twenty minutes of trying the tool from the README found.
extension HostileTrialTests {
    /// `migrate --in-place` that could not stage a file (a full disk; here a file size limit,
    /// with SIGXFSZ ignored so that the write fails with EFBIG) left its partly written
    /// temporary file beside the source.
    func testMigrateInPlaceThatCannotStageAFileLeavesNoTemporaryFile() throws {
        let properties = (0 ..< 80).map { "    @Published var value\($0) = \($0)\n" }.joined()
        let source = "import SwiftUI\nimport Combine\n\nfinal class Store: ObservableObject {\n\(properties)}\n"
        try write(source, "Store.swift")
        let result = try shell("(trap '' XFSZ; ulimit -f 1; \"$B\" migrate --in-place Store.swift); echo \"status $?\"")
        XCTAssert(result.stdout.hasSuffix("status 1\n"), result.stdout + result.stderr)
        XCTAssert(result.stderr.contains("Store.swift: error: cannot write file: File too large"), result.stderr)
        XCTAssertEqual(read("Store.swift"), source)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(), ["M.swift", "Store.swift"])
    }

    /// A dangling link given as an input was "no such file or folder", though `ls` shows it.
    func testADanglingLinkGivenAsAnInputIsNamedAsOne() throws {
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("Gone.swift").path, withDestinationPath: "Old/Gone.swift")
        for command in ["", "migrate "] {
            let result = try shell("\"$B\" \(command)Gone.swift")
            XCTAssertEqual(result.status, 1)
            XCTAssertEqual(result.stderr, "Gone.swift: error: is a symbolic link that leads nowhere ('Old/Gone.swift' does not exist)\n")
        }
    }
}

extension HostileTrialTests {
    /// `- -o Out/ --assume-filename ..` renamed standard input's output onto `Out/..` (a
    /// cryptic "Device or resource busy", or "is a folder" on a rerun); `--diagnostics-file -`
    /// wrote a file named `-` in silence.
    func testNamesThatNameNoFileAreUsageErrors() throws {
        for name in ["..", ".", "Sub/.."] {
            let result = try shell("\"$B\" - -o Out/ --assume-filename '\(name)' < M.swift")
            XCTAssertEqual(result.status, 64, result.stderr)
            XCTAssert(result.stderr.contains("'--assume-filename \(name)' names no file"), result.stderr)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("Out").path))
        let dash = try shell("\"$B\" M.swift --diagnostics-file -")
        XCTAssertEqual(dash.status, 64, dash.stderr)
        XCTAssert(dash.stderr.contains("'--diagnostics-file -' would write a file named '-'"), dash.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("-").path))
        // `--input-file-list -` is no file; where a list on standard input is read from is said.
        let list = try shell("echo M.swift | \"$B\" --input-file-list - -o Listed/")
        XCTAssertEqual(list.status, 1)
        XCTAssertEqual(list.stderr, "-: error: cannot read the input file list: no such file (to read the list from standard input, write '/dev/stdin')\n")
    }

    /// A `--context` file of 2 GiB was read whole (4 GB of memory) and tokenized: the run had
    /// not ended after a minute. It is refused as an input of that size is (1.5 GB of address
    /// space: the old run gave up reading it in silence and said nothing of it).
    func testAContextFileOverTheReadLimitIsRefused() throws {
        let result = try shell("truncate -s 2G Big.swift && (ulimit -v 1500000; timeout 60 \"$B\" M.swift --context Big.swift); echo \"status $?\"; rm Big.swift")
        XCTAssertEqual(result.stdout, "status 1\n")
        XCTAssertEqual(result.stderr, "Big.swift: error: cannot read file: File too large (the most read is 1 GiB) (given as '--context')\n")
    }
}
