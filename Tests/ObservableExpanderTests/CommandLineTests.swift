import Foundation
import XCTest

/// Runs the built `observable-expand` binary and checks exit codes, exact standard error
/// lines, and what lands on disk.
final class CommandLineTests: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        directory = try Toolchain.temporaryDirectory()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    /// The binary SwiftPM built next to the test bundle.
    static let binary: String = {
        let folder = Bundle.main.bundleURL.deletingLastPathComponent()
        for candidate in [folder, Bundle(for: CommandLineTests.self).bundleURL.deletingLastPathComponent()] {
            let path = candidate.appendingPathComponent("observable-expand").path
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return FixturePaths.repository.appendingPathComponent(".build/debug/observable-expand").path
    }()

    static let model = """
        import Observation

        // @Observable
        final class Counter {
            var count = 0
        }

        """

    static let plain = "struct Point { var x = 0 }\n"

    func run(_ arguments: [String], stdin: String? = nil) throws -> Toolchain.Result {
        try Toolchain.run(Self.binary, arguments, stdin: stdin.map { Data($0.utf8) }, in: directory)
    }

    @discardableResult
    func write(_ text: String, _ relative: String) throws -> URL {
        let url = directory.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url
    }

    func contents(_ relative: String) -> String? {
        FileManager.default.contents(atPath: directory.appendingPathComponent(relative).path).map { String(decoding: $0, as: UTF8.self) }
    }

    func modificationDate(_ relative: String) throws -> Date {
        try XCTUnwrap(FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(relative).path)[.modificationDate] as? Date)
    }

    // MARK: - Help, version, usage errors

    func testHelpDocumentsEveryOption() throws {
        let result = try run(["--help"])
        XCTAssertEqual(result.status, 0)
        for section in ["OVERVIEW:", "USAGE:", "ARGUMENTS:", "OPTIONS:", "EXAMPLES:"] {
            XCTAssertTrue(result.stdout.contains(section), "missing \(section)")
        }
        for option in ["--output", "--check", "--dry-run", "--codable-keys", "--source-location", "--assume-filename", "--jobs", "--quiet", "--verbose", "--version", "--help"] {
            XCTAssertTrue(result.stdout.contains(option), "help does not document \(option)")
        }
    }

    func testVersion() throws {
        let result = try run(["--version"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.hasPrefix("observable-expand "))
    }

    func testUsageErrorsExit64WithAMessageAndAHint() throws {
        let cases: [([String], String)] = [
            ([], "observable-expand: error: no input files"),
            (["--frobnicate", "a.swift"], "observable-expand: error: unknown option '--frobnicate'"),
            (["a.swift", "-o"], "observable-expand: error: option '-o' needs a value"),
            (["a.swift", "--check"], "observable-expand: error: '--check' needs '--output' to know which files to compare"),
            (["a.swift", "--jobs", "0"], "observable-expand: error: '--jobs' takes a whole number of at least 1, not '0'"),
            (["a.swift", "--source-location", "sideways"], "observable-expand: error: '--source-location' takes 'none', 'relative' or 'absolute', not 'sideways'"),
        ]
        for (arguments, message) in cases {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 64, "\(arguments)")
            XCTAssertEqual(result.stderr, message + "\nRun 'observable-expand --help' for usage.\n", "\(arguments)")
            XCTAssertEqual(result.stdout, "")
        }
    }

    // MARK: - One file

    /// An input that can be read only once (a pipe from the shell's `<(…)`) is read once, though
    /// a run of several files reads regular files again after its first pass.
    func testPipeInputAmongSeveralFilesIsReadOnce() throws {
        try Data("import Observation\n// @Observable\nfinal class P { var x = 0 }\n".utf8).write(to: directory.appendingPathComponent("p.swift"))
        try Data("import Observation\n// @Observable\nfinal class Q { var y = 0 }\n".utf8).write(to: directory.appendingPathComponent("q.swift"))
        let result = try Toolchain.run("/bin/bash", ["-c", "\"$0\" <(cat p.swift) q.swift --output OUT", Self.binary], in: directory)
        XCTAssertEqual(result.status, 0, result.stderr)
        let outputs = try FileManager.default.subpathsOfDirectory(atPath: directory.appendingPathComponent("OUT").path)
            .filter { !$0.hasSuffix("q.swift") && FileManager.default.contents(atPath: directory.appendingPathComponent("OUT/" + $0).path).map { !$0.isEmpty } == true }
        let piped = outputs.compactMap { FileManager.default.contents(atPath: directory.appendingPathComponent("OUT/" + $0).path) }
            .map { String(decoding: $0, as: UTF8.self) }.filter { $0.contains("final class P") }
        XCTAssertEqual(piped.count, 1, "the piped input's expansion is missing: \(outputs)")
        XCTAssertTrue(piped.first?.contains("private var _x") ?? false, piped.first ?? "")
    }

    func testExpandsToStandardOutput() throws {
        try write(Self.model, "Counter.swift")
        let result = try run(["Counter.swift"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stderr, "")
        XCTAssertTrue(result.stdout.contains("private var _count = 0\n"))
        XCTAssertTrue(result.stdout.contains("var count: Int = 0 {"))
        XCTAssertTrue(result.stdout.hasSuffix("extension Counter: nonisolated Observation.Observable {\n}\n"))
    }

    func testUnannotatedInputIsCopiedByteForByte() throws {
        let text = "// no annotation here\r\nstruct A {\tlet b = \"@Observable\" }\r\n"
        try write(text, "A.swift")
        let result = try run(["A.swift"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, text)
    }

    func testWritesAnOutputFileWithAHeader() throws {
        try write(Self.model, "Counter.swift")
        let result = try run(["Counter.swift", "-o", "Generated/Counter.swift"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let output = try XCTUnwrap(contents("Generated/Counter.swift"))
        XCTAssertTrue(output.hasPrefix("// Generated by observable-expand from Counter.swift. Do not edit: edit the source and run observable-expand again.\n"
                                       + "#sourceLocation(file: \"Counter.swift\", line: 1)\nimport Observation\n"), output)
    }

    func testAnErrorWritesNothingAndPointsAtTheLine() throws {
        try write("import Observation\n\n@Observable\nstruct Model {\n    var a = 1\n}\n", "Model.swift")
        let result = try run(["Model.swift", "-o", "out.swift"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "Model.swift:3:1: error: '@Observable' cannot be applied to struct type 'Model'\n")
        XCTAssertNil(contents("out.swift"))
    }

    func testAnErrorLeavesAnExistingOutputUntouched() throws {
        try write("// @Observable\nclass A { var items = [] }\n", "A.swift")
        try write("previous\n", "out.swift")
        let result = try run(["A.swift", "-o", "out.swift"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "A.swift:2:15: error: cannot infer the type of 'items'; add an explicit type annotation\n")
        XCTAssertEqual(contents("out.swift"), "previous\n")
    }

    func testMissingInput() throws {
        let result = try run(["Nope.swift"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "Nope.swift: error: no such file or folder\n")
    }

    /// `--sdk` naming no folder was accepted in silence (found by a hostile tester).
    func testAnSDKThatIsNotAFolderIsAnError() throws {
        try write(Self.model, "Counter.swift")
        for sdk in ["Missing", "Counter.swift"] {
            let result = try run(["Counter.swift", "--sdk", sdk])
            XCTAssertEqual(result.status, 1, sdk)
            XCTAssertEqual(result.stderr, "\(sdk): error: no such folder (given as '--sdk')\n", sdk)
            XCTAssertEqual(result.stdout, "", sdk)
        }
    }

    func testRefusesToOverwriteItsInput() throws {
        try write(Self.model, "Counter.swift")
        let result = try run(["Counter.swift", "-o", "./Counter.swift"])
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.stderr.hasPrefix("observable-expand: error: output './Counter.swift' would overwrite the input 'Counter.swift'\n"), result.stderr)
        XCTAssertEqual(contents("Counter.swift"), Self.model)
    }

    /// An input named twice said that the two inputs "would both be written" to one output,
    /// naming the same file twice; it now says that the input is given twice. Two files that
    /// map to one output are still named both, and nothing is written either way.
    func testAnInputGivenTwiceIsSaidSo() throws {
        try write(Self.model, "Models/A.swift")
        try write(Self.model, "Other/A.swift")
        let cases: [([String], String)] = [
            (["Models/A.swift", "Models/A.swift", "-o", "Out"], "input 'Models/A.swift' is given twice"),
            (["Models/A.swift", "./Models/A.swift", "-o", "Out"], "input './Models/A.swift' is given twice (also as 'Models/A.swift')"),
            (["Models", "Models", "-o", "Out"], "input 'Models/A.swift' is given twice"),
            (["Models/A.swift", "Other/A.swift", "-o", "Out"], "inputs 'Models/A.swift' and 'Other/A.swift' would both be written to 'Out/A.swift'"),
        ]
        for (arguments, message) in cases {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 64, arguments.joined(separator: " "))
            XCTAssertTrue(result.stderr.hasPrefix("observable-expand: error: \(message)\n"), result.stderr)
            XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("Out").path), arguments.joined(separator: " "))
        }
    }

    func testStandardInputWithAssumedFilename() throws {
        let result = try run(["-", "--assume-filename", "Sources/Model.swift"], stdin: "@Observable\nenum E {}\n")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "Sources/Model.swift:1:1: error: '@Observable' cannot be applied to enumeration type 'E'\n")
        let ok = try run(["-"], stdin: Self.model)
        XCTAssertEqual(ok.status, 0)
        XCTAssertTrue(ok.stdout.contains("extension Counter: nonisolated Observation.Observable"))
    }

    // MARK: - Folders, check mode, dry run

    func testFolderIsMirroredAndUnchangedOutputsKeepTheirModificationTime() throws {
        try write(Self.model, "Models/Counter.swift")
        try write(Self.plain, "Models/Geometry/Point.swift")
        try write("ignored", "Models/.hidden/Secret.swift")
        try write("not swift", "Models/README.md")
        let first = try run(["Models", "--output", "Generated", "--verbose"])
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(first.stdout, """
            wrote Generated/Counter.swift (1 class expanded from Models/Counter.swift)
            wrote Generated/Geometry/Point.swift (0 classes expanded from Models/Geometry/Point.swift)

            """)
        // After the header, a directive names the source's first line (written outputs carry them by default).
        XCTAssertEqual(contents("Generated/Geometry/Point.swift"), "// Generated by observable-expand from Models/Geometry/Point.swift. Do not edit: edit the source and run observable-expand again.\n"
                       + "#sourceLocation(file: \"Models/Geometry/Point.swift\", line: 1)\n" + Self.plain)
        XCTAssertNil(contents("Generated/.hidden/Secret.swift"))
        XCTAssertNil(contents("Generated/README.md"))

        let before = try modificationDate("Generated/Counter.swift")
        Thread.sleep(forTimeInterval: 1.1)
        let second = try run(["Models", "--output", "Generated", "--verbose"])
        XCTAssertEqual(second.status, 0)
        XCTAssertEqual(second.stdout, "unchanged Generated/Counter.swift\nunchanged Generated/Geometry/Point.swift\n")
        XCTAssertEqual(try modificationDate("Generated/Counter.swift"), before)
    }

    func testCheckPassesOnACurrentTreeAndFailsOnAStaleOne() throws {
        try write(Self.model, "Models/Counter.swift")
        try write(Self.plain, "Models/Point.swift")
        XCTAssertEqual(try run(["Models", "-o", "Generated"]).status, 0)

        let current = try run(["Models", "-o", "Generated", "--check"])
        XCTAssertEqual(current.status, 0)
        XCTAssertEqual(current.stderr, "")
        XCTAssertEqual(current.stdout, "")

        try write(Self.model.replacingOccurrences(of: "var count = 0", with: "var count = 0\n    var step = 1"), "Models/Counter.swift")
        try FileManager.default.removeItem(at: directory.appendingPathComponent("Generated/Point.swift"))
        let before = contents("Generated/Counter.swift")
        let stale = try run(["Models", "-o", "Generated", "--check"])
        XCTAssertEqual(stale.status, 1)
        XCTAssertEqual(stale.stderr, """
            Generated/Counter.swift: error: 'Generated/Counter.swift' is out of date; run observable-expand without '--check' to regenerate it
            Generated/Point.swift: error: 'Generated/Point.swift' is missing; run observable-expand without '--check' to regenerate it

            """)
        XCTAssertTrue(stale.stdout.contains("--- Generated/Counter.swift\n+++ Generated/Counter.swift (expected)\n@@ "), stale.stdout)
        XCTAssertTrue(stale.stdout.contains("\n+    private var _step = 1\n"), stale.stdout)
        XCTAssertTrue(stale.stdout.contains("\n+// Generated by observable-expand from Models/Point.swift."), stale.stdout)
        XCTAssertEqual(contents("Generated/Counter.swift"), before, "--check must not write")
        XCTAssertNil(contents("Generated/Point.swift"), "--check must not write")
    }

    func testDryRunListsWhatWouldBeWrittenAndWritesNothing() throws {
        try write(Self.model, "Models/Counter.swift")
        try write(Self.plain, "Models/Point.swift")
        let result = try run(["Models", "-o", "Generated", "--dry-run"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, "would write Generated/Counter.swift\nwould write Generated/Point.swift\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("Generated").path))
    }

    func testABadFileDoesNotStopTheGoodOnesAndDiagnosticsComeInInputOrder() throws {
        for k in 0 ..< 12 {
            let name = String(format: "File%02d.swift", k)
            if k % 3 == 1 {
                try write("@Observable\nactor A\(k) {}\n", "Models/\(name)")
            } else {
                try write(Self.model.replacingOccurrences(of: "Counter", with: "Counter\(k)"), "Models/\(name)")
            }
        }
        let result = try run(["Models", "-o", "Generated", "--jobs", "2"])
        XCTAssertEqual(result.status, 1)
        let expected = [1, 4, 7, 10].map { String(format: "Models/File%02d.swift:1:1: error: '@Observable' cannot be applied to actor type 'A\($0)'", $0) }
        XCTAssertEqual(result.stderr, expected.joined(separator: "\n") + "\n")
        for k in 0 ..< 12 {
            let exists = contents(String(format: "Generated/File%02d.swift", k)) != nil
            XCTAssertEqual(exists, k % 3 != 1, "file \(k)")
        }
    }

    func testAnEmptyFolderIsAnError() throws {
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("Empty"), withIntermediateDirectories: true)
        let result = try run(["Empty", "-o", "Generated"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "Empty: error: no Swift files in this folder\n")
    }

    func testSeveralInputsNeedAnOutputFolder() throws {
        try write(Self.model, "A.swift")
        try write(Self.plain, "B.swift")
        let result = try run(["A.swift", "B.swift"])
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.stderr.hasPrefix("observable-expand: error: 2 input files need '--output <folder>'\n"))
    }

    func testSubclassOfAClassAnnotatedInAnotherFileGetsNoSecondConformance() throws {
        try write("import Observation\n\n// @Observable\nclass Base {\n    var a = 1\n}\n", "Models/Base.swift")
        try write("import Observation\n\n// @Observable\nfinal class Derived: Base {\n    var b = 2\n}\n", "Models/Derived.swift")
        let result = try run(["Models", "-o", "Generated"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(try XCTUnwrap(contents("Generated/Base.swift")).contains("extension Base: nonisolated Observation.Observable"))
        XCTAssertFalse(try XCTUnwrap(contents("Generated/Derived.swift")).contains("extension Derived"))
        guard let swiftc = Toolchain.swiftc else { throw XCTSkip("no swiftc on PATH: cannot type-check the outputs") }
        let check = try Toolchain.run(swiftc, ["-typecheck", "Generated/Base.swift", "Generated/Derived.swift"], in: directory)
        XCTAssertEqual(check.status, 0, check.stderr)
    }

    // MARK: - A source in the output folder

    /// `Src -o Src/Sub` with a source in `Src/Sub`: the walk never enters the output folder,
    /// so the source was left out in silence (found by a hostile tester). It is now named in a
    /// warning; the outputs there, which carry the header, are not.
    func testASourceInsideTheOutputFolderIsReported() throws {
        try write(Self.model, "Src/A.swift")
        try write(Self.model, "Src/Sub/C.swift")
        let first = try run(["Src", "-o", "Src/Sub"])
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(first.stderr, "Src/Sub/C.swift: warning: is in the output folder 'Src/Sub', whose files are not read as inputs; it is not expanded (move it out, or write to another folder)\n")
        XCTAssertEqual(contents("Src/Sub/C.swift"), Self.model)
        XCTAssertEqual(contents("Src/Sub/A.swift")?.hasPrefix("// Generated by observable-expand"), true)
        // An output folder beside the inputs is not theirs: nothing to say of its files.
        try write(Self.model, "Other/B.swift")
        try write(Self.model, "Out/Hand.swift")
        let beside = try run(["Other", "-o", "Out"])
        XCTAssertEqual(beside.status, 0, beside.stderr)
        XCTAssertFalse(beside.stderr.contains("Hand.swift"), beside.stderr)
    }

    /// The output folder is left out of the walk by what it is, however it is named: through a
    /// link to the input folder, or as a link inside the input to it; an output folder not yet
    /// made leaves every folder of the input in the walk. (The walk compares folders' identities
    /// before their canonical paths.)
    func testTheOutputFolderIsLeftOutOfTheWalkHoweverItIsNamed() throws {
        try write(Self.model, "Src/A.swift")
        try write(Self.model, "Src/Sub/C.swift")
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("Alias").path, withDestinationPath: "Src")
        let throughLink = try run(["Src", "-o", "Alias/Sub"])
        XCTAssertEqual(throughLink.status, 0, throughLink.stderr)
        XCTAssertTrue(throughLink.stderr.contains("C.swift: warning: is in the output folder"), throughLink.stderr)
        XCTAssertEqual(contents("Src/Sub/C.swift"), Self.model)
        XCTAssertEqual(contents("Src/Sub/A.swift")?.hasPrefix("// Generated by observable-expand"), true)
        XCTAssertNil(contents("Src/Sub/Sub/C.swift"))
        // A link inside the input that leads to the output folder is the output folder too.
        try write(Self.model, "In/B.swift")
        try write(Self.model, "Gen/Hand.swift")
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("In/Out").path, withDestinationPath: "../Gen")
        let linked = try run(["In", "-o", "Gen"])
        XCTAssertEqual(linked.status, 0, linked.stderr)
        XCTAssertEqual(contents("Gen/B.swift")?.hasPrefix("// Generated by observable-expand"), true)
        XCTAssertNil(contents("Gen/Out/Hand.swift"))
        XCTAssertEqual(contents("Gen/Hand.swift"), Self.model)
        // An output folder that is not there yet: every folder of the input is walked.
        try write(Self.model, "Fresh/Deep/D.swift")
        let fresh = try run(["Fresh", "-o", "Fresh/Generated"])
        XCTAssertEqual(fresh.status, 0, fresh.stderr)
        XCTAssertEqual(contents("Fresh/Generated/Deep/D.swift")?.hasPrefix("// Generated by observable-expand"), true)
    }

    // MARK: - Interruption

    /// Kills the tool at several moments while it expands a large file over an existing output:
    /// the output must always be either the old file or the complete new one, never a part.
    func testAKilledRunNeverLeavesAPartialOutput() throws {
        var source = "import Observation\n"
        for k in 0 ..< 4_000 {
            source += "\n/// Model \(k).\n// @Observable\nfinal class Model\(k) {\n"
            for p in 0 ..< 6 { source += "    var value\(p) = \"text \\(\(p))\"\n" }
            source += "}\n"
        }
        try write(source, "Big.swift")
        XCTAssertEqual(try run(["Big.swift", "-o", "complete.swift"]).status, 0)
        let complete = try XCTUnwrap(contents("complete.swift"))
        let old = "// Generated by observable-expand from Big.swift. Do not edit: edit the source and run observable-expand again.\n// an older expansion\n"
        var interrupted = 0
        for attempt in 0 ..< 8 {
            try write(old, "out.swift")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: Self.binary)
            process.arguments = ["Big.swift", "-o", "out.swift"]
            process.currentDirectoryURL = directory
            process.environment = Toolchain.hermeticEnvironment(for: Self.binary)
            try process.run()
            Thread.sleep(forTimeInterval: 0.02 * Double(attempt))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            if process.terminationReason == .uncaughtSignal { interrupted += 1 }
            let output = contents("out.swift")
            XCTAssertTrue(output == old || output == complete, "attempt \(attempt): a partial output (\(output?.utf8.count ?? 0) bytes)")
        }
        XCTAssertGreaterThan(interrupted, 0, "no run was interrupted: the test proved nothing")
    }

    // MARK: - Found by a first-time user

    func testSourceLocationsCompileForAOneLineClassAndAFileWithoutAFinalNewline() throws {
        guard let swiftc = Toolchain.swiftc else { throw XCTSkip("no swiftc on PATH: cannot compile the output") }
        try write("import Observation\n// @Observable\nfinal class Shelf { var n = 0 }\nlet bad: Int = \"x\"\n", "OneLine.swift")
        try write("import Observation\n// @Observable\nfinal class Shelf {\n  var n = 0\n}", "NoNewline.swift")
        // After a `#!` line no directive named the lines that follow it (found by a hostile
        // tester): one naming line 2 follows the line now.
        try write("#!/usr/bin/env swift\nlet bad: Int = \"x\"\nimport Observation\n// @Observable\nfinal class Shelf { var n = 0 }\n", "Script.swift")
        let expected = ["OneLine": ["OneLine.swift:4:16: error: cannot convert value of type 'String' to specified type 'Int'"], "NoNewline": [],
                        "Script": ["Script.swift:2:16: error: cannot convert value of type 'String' to specified type 'Int'"]]
        for name in ["OneLine", "NoNewline", "Script"] {
            let result = try run(["\(name).swift", "-o", "out/\(name).swift", "--source-location", "relative"])
            XCTAssertEqual(result.status, 0, result.stderr)
            let check = try Toolchain.run(swiftc, ["-typecheck", "out/\(name).swift"], in: directory)
            let errors = check.stderr.split(separator: "\n").filter { $0.contains(": error: ") && !$0.hasPrefix(" ") }
            XCTAssertEqual(errors.map(String.init), expected[name], check.stderr)
        }
        XCTAssertTrue(try XCTUnwrap(contents("out/Script.swift")).hasPrefix("#!/usr/bin/env swift\n// Generated by observable-expand from Script.swift."))
    }

    func testTheHeaderGoesAfterAByteOrderMarkAndAShebangLine() throws {
        guard let swiftc = Toolchain.swiftc else { throw XCTSkip("no swiftc on PATH: cannot compile the output") }
        try write("\u{FEFF}import Observation\n// @Observable\nfinal class A { var x = 1 }\n", "Bom.swift")
        try write("#!/usr/bin/env swift\nimport Observation\n// @Observable\nfinal class A { var x = 1 }\nprint(A().x)\n", "Script.swift")
        XCTAssertEqual(try run(["Bom.swift", "Script.swift", "-o", "out", "--source-location", "relative"]).status, 0)
        XCTAssertTrue(try XCTUnwrap(contents("out/Bom.swift")).hasPrefix("\u{FEFF}// Generated by observable-expand from Bom.swift."))
        XCTAssertTrue(try XCTUnwrap(contents("out/Script.swift")).hasPrefix("#!/usr/bin/env swift\n// Generated by observable-expand from Script.swift."))
        for name in ["Bom", "Script"] {
            let check = try Toolchain.run(swiftc, ["-typecheck", "out/\(name).swift"], in: directory)
            XCTAssertEqual(check.status, 0, "\(name): \(check.stderr)")
        }
    }

    func testAnOutputFolderInsideTheInputFolderIsNotReadAsInput() throws {
        try write(Self.model, "Models/Counter.swift")
        for _ in 0 ..< 2 {
            let result = try run(["Models", "--output", "Models/Generated"])
            XCTAssertEqual(result.status, 0, result.stderr)
        }
        XCTAssertNil(contents("Models/Generated/Generated/Counter.swift"))
        XCTAssertNotNil(contents("Models/Generated/Counter.swift"))
    }

    func testAGeneratedFileIsNotExpandedAgain() throws {
        try write(Self.model, "Counter.swift")
        XCTAssertEqual(try run(["Counter.swift", "-o", "Generated.swift"]).status, 0)
        let again = try run(["Generated.swift"])
        XCTAssertEqual(again.status, 1)
        XCTAssertEqual(again.stderr, "Generated.swift:1:1: error: this file was generated by observable-expand; expand its source instead\n")
        // After a `#!` line the header is on line 2, and so is the error (it said 1:1).
        try write("#!/usr/bin/env swift\n" + Self.model, "Script.swift")
        XCTAssertEqual(try run(["Script.swift", "-o", "GeneratedScript.swift"]).status, 0)
        let script = try run(["GeneratedScript.swift"])
        XCTAssertEqual(script.status, 1)
        XCTAssertEqual(script.stderr, "GeneratedScript.swift:2:1: error: this file was generated by observable-expand; expand its source instead\n")
    }

    func testStandardInputNeedsANameForAnOutputFolder() throws {
        let result = try run(["-", "-o", "out/"], stdin: Self.model)
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.stderr.hasPrefix("observable-expand: error: standard input ('-') with an output folder needs '--assume-filename' to name its output\n"))
        let named = try run(["-", "-o", "out/", "--assume-filename", "Counter.swift"], stdin: Self.model)
        XCTAssertEqual(named.status, 0, named.stderr)
        XCTAssertNotNil(contents("out/Counter.swift"))
    }


    func testPathsAreShownWithoutDotSlash() throws {
        try write("@Observable\nstruct S {}\n", "Models/S.swift")
        let result = try run(["./Models//S.swift"])
        XCTAssertEqual(result.stderr, "Models/S.swift:1:1: error: '@Observable' cannot be applied to struct type 'S'\n")
    }
}
