import Foundation
import XCTest

/// `--source-location` through the command line: errors in the expanded program point at the
/// original lines (moved from CommandLineTests.swift, which had grown past 600 lines).
extension CommandLineTests {
    // MARK: - Source locations

    /// The `path:line:column` of each error `swiftc -typecheck` reports for `file` (in the
    /// test's folder), and what it printed.
    func errorLocations(_ swiftc: String, _ file: String) throws -> (locations: Set<String>, stderr: String) {
        let check = try Toolchain.run(swiftc, ["-typecheck", file], in: directory)
        let errors = check.stderr.split(separator: "\n").filter { $0.contains(": error: ") && !$0.hasPrefix(" ") }
        return (Set(errors.map { $0.components(separatedBy: ": error:")[0] }), check.stderr)
    }

    func testSourceLocationsPointErrorsInUntouchedCodeAtTheOriginalLines() throws {
        guard let swiftc = Toolchain.swiftc else { throw XCTSkip("no swiftc on PATH: cannot compile the output") }
        let source = """
            import Observation

            // @Observable
            final class Model {
                /// A doc comment.
                var name = "x"
                @ObservationIgnored
                var cache: [Int] = []
                var count = 0 // trailing
                func broken() -> Int { return "not an Int" }
            }
            let alsoBroken: Int = "x"

            """
        try write(source, "Model.swift")
        let result = try run(["Model.swift", "-o", "Generated/Model.swift", "--source-location", "relative"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let check = try errorLocations(swiftc, "Generated/Model.swift")
        XCTAssertEqual(check.locations, ["Model.swift:10:35", "Model.swift:12:23"], check.stderr)
    }

    /// A written output keeps the program's own line numbers and file names by default: the
    /// expanded program prints what the macro's prints for `#line`, `#file`, `#fileID` and
    /// `#filePath` (logging defaults, an assert's message). Standard output stays without
    /// directives, and `--source-location none` turns them off for a written output.
    func testWrittenOutputsKeepTheProgramsLinesAndFileNamesByDefault() throws {
        guard let swiftc = Toolchain.swiftc else { throw XCTSkip("no swiftc on PATH: cannot compile and run the programs") }
        let source = """
            import Observation

            func log(_ message: String, line: Int = #line, file: String = #file, fileID: String = #fileID, filePath: String = #filePath) {
                print("\\(fileID) \\(file) \\(filePath):\\(line) \\(message)")
            }

            // @Observable
            final class Model {
                var count = 0
                var title = "a"

                func bump() {
                    count += 1
                    log("bumped \\(count)")
                }
            }

            let model = Model()
            model.bump()
            log("top level")
            print(#line, #fileID)

            """
        try write(source, "Model.swift")
        // The macro's program, compiled from the same path.
        try write(source.replacingOccurrences(of: "// @Observable\n", with: "@Observable\n"), "Real/Model.swift")
        func programOutput(_ folder: String, _ file: String) throws -> String {
            let binary = directory.appendingPathComponent(folder + "-program").path
            let build = try Toolchain.run(swiftc, ["-module-name", "App", file, "-o", binary], in: directory.appendingPathComponent(folder))
            XCTAssertEqual(build.status, 0, build.stderr)
            return try Toolchain.run(binary, []).stdout
        }
        let real = try programOutput("Real", "Model.swift")
        XCTAssertTrue(real.contains("App/Model.swift Model.swift Model.swift:14 bumped 1"), real)
        XCTAssertEqual(try run(["Model.swift", "-o", "Out/Model.swift"]).status, 0)
        XCTAssertEqual(try programOutput("Out", "Model.swift"), real)
        // Folder output too.
        try write(source, "Models/Model.swift")
        XCTAssertEqual(try run(["Models", "--output", "Generated"]).status, 0)
        let folderRun = try programOutput("Generated", "Model.swift")
        XCTAssertEqual(folderRun, real.replacingOccurrences(of: " Model.swift", with: " Models/Model.swift"))
        // Standard output, and `--source-location none`: no directives.
        XCTAssertFalse(try run(["Model.swift"]).stdout.contains("#sourceLocation"))
        XCTAssertEqual(try run(["Model.swift", "-o", "Plain/Model.swift", "--source-location", "none"]).status, 0)
        XCTAssertEqual(contents("Plain/Model.swift")?.contains("#sourceLocation"), false)
    }

    /// `--check` of an expansion checked in without directives (before they were the default)
    /// says why it is stale and how to keep it.
    func testCheckOfAnOutputWrittenWithoutDirectivesSaysWhy() throws {
        try write("import Observation\n\n// @Observable\nfinal class M {\n    var a = 0\n}\nlet m = M()\n", "M.swift")
        XCTAssertEqual(try run(["M.swift", "-o", "Out/M.swift", "--source-location", "none"]).status, 0)
        let check = try run(["M.swift", "-o", "Out/M.swift", "--check"])
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.stderr.contains("Out/M.swift' is out of date;") && check.stderr.contains("or pass '--source-location none' to keep it without '#sourceLocation' directives"), check.stderr)
        XCTAssertEqual(try run(["M.swift", "-o", "Out/M.swift", "--check", "--source-location", "none"]).status, 0)
        XCTAssertEqual(try run(["M.swift", "-o", "Out/M.swift"]).status, 0)
        XCTAssertEqual(try run(["M.swift", "-o", "Out/M.swift", "--check"]).status, 0)
    }

    /// Code after a class's `}` on its line, and code after a one-line nested class: the
    /// extension used to go in without directives, so every later line was named a line or
    /// two too far on. A tracked property that shares its line with other code (`let k = 1;
    /// var x = 0`, a one-line class) made the whole class count as generated code.
    func testSourceLocationsPointErrorsAfterCodeThatSharesTheClosingBraceLine() throws {
        guard let swiftc = Toolchain.swiftc else { throw XCTSkip("no swiftc on PATH: cannot compile the output") }
        let source = """
            import Observation

            struct Outer {
                // @Observable
                final class Inner { var v = 0 }
                let a: Int = "a"
            }
            // @Observable
            final class C {
                var c = 0
            }; let b: Int = "b"
            let c: Int = "c"
            // @Observable
            final class D {
                var d = 0
            } /* a
              */ let d: Int = "d"
            let e: Int = "e"
            // @Observable
            final class G: NotAType {
                let k: Int = "k"; var x = 0
                var a = 0; var b = 0; let l: Int = "l"
            }
            // @Observable
            final class H: AlsoNotAType { var y = 0; func f() { let m: Int = "m" } }
            let n: Int = "n"

            """
        try write(source, "Model.swift")
        let original = try errorLocations(swiftc, "Model.swift")
        XCTAssertEqual(original.locations, ["Model.swift:6:18", "Model.swift:11:17", "Model.swift:12:14", "Model.swift:17:19", "Model.swift:18:14",
                                            "Model.swift:20:16", "Model.swift:21:18", "Model.swift:22:40", "Model.swift:25:16", "Model.swift:25:66",
                                            "Model.swift:26:14"], original.stderr)
        let result = try run(["Model.swift", "-o", "Generated/Model.swift", "--source-location", "relative"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let check = try errorLocations(swiftc, "Generated/Model.swift")
        XCTAssertEqual(check.locations, original.locations, check.stderr)
    }

    /// Found by a second hostile tester. A `;` after a comment, or at the start of the next
    /// line, after a tracked property or a class's `}`: the directive went before it, and the
    /// output did not compile (`';' statements are not allowed`). Where no directive fits
    /// around a property (`var a = 0, b = 0; let e = 1`, code far into a long line), the
    /// directives of the class's other properties named the lines after it wrongly; now an
    /// error is named at its original place or in the generated file, never elsewhere.
    func testSourceLocationsNeverNameAWrongLine() throws {
        guard let swiftc = Toolchain.swiftc else { throw XCTSkip("no swiftc on PATH: cannot compile the output") }
        let exact = """
            import Observation
            // @Observable
            final class A {
                var x = 0 /* c */; let a: Int = "a"
                var y = 0
                ; let b: Int = "b"
            }
            // @Observable
            final class B { var x = 0 /* c */; let c: Int = "c" }
            // @Observable
            final class D {
                var z = 0
            }
            ; let d: Int = "d"
            let e: Int = "e"

            """
        let degraded = """
            import Observation
            // @Observable
            final class C {
                let f: Int = "f"; var j = 0
                var a = 0, b = 0; let g: Int = "g"
                let h: Int = "h"
            }
            // @Observable
            final class L {
                let \(String(repeating: "l", count: 260)) = 1; var x = 0; let i: Int = "i"
                let k: Int = "k"
            }
            let m: Int = "m"

            """
        for (name, source) in [("Exact.swift", exact), ("Degraded.swift", degraded)] {
            try write(source, name)
            let original = try errorLocations(swiftc, name)
            XCTAssertEqual(original.locations.count, name == "Exact.swift" ? 5 : 6, original.stderr)
            let result = try run([name, "-o", "Generated/" + name, "--source-location", "relative"])
            XCTAssertEqual(result.status, 0, result.stderr)
            let check = try errorLocations(swiftc, "Generated/" + name)
            if name == "Exact.swift" {
                XCTAssertEqual(check.locations, original.locations, check.stderr)
            } else {
                XCTAssertEqual(check.locations.count, original.locations.count, check.stderr)
                XCTAssertTrue(check.locations.allSatisfy { original.locations.contains($0) || $0.hasPrefix("Generated/") }, check.stderr)
                XCTAssertTrue(check.locations.contains("Degraded.swift:13:14"), check.stderr)
            }
            let plain = try run([name, "-o", "Plain/" + name])
            XCTAssertEqual(plain.status, 0, plain.stderr)
            XCTAssertEqual(try errorLocations(swiftc, "Plain/" + name).locations.count, original.locations.count)
        }
    }

    /// The input's own `#sourceLocation` directives: after its `#sourceLocation()` the output
    /// named its lines as the output file's, and the directives after generated code in a
    /// region of its `#sourceLocation(file:line:)` named the input. Also in a file with no
    /// annotated class.
    func testSourceLocationsFollowTheInputsOwnDirectives() throws {
        guard let swiftc = Toolchain.swiftc else { throw XCTSkip("no swiftc on PATH: cannot compile the output") }
        let annotated = """
            import Observation
            #sourceLocation(file: "gen.swift", line: 100)
            // @Observable
            final class G {
                var g = 0
            }
            let a: Int = "a"
            #sourceLocation()
            let b: Int = "b"
            // @Observable
            final class H {
                var h = 0
            }
            let c: Int = "c"

            """
        let plain = """
            import Foundation
            #sourceLocation(file: "gen.swift", line: 100)
            let d: Int = "d"
            #sourceLocation()
            let e: Int = "e"

            """
        // Found by a hostile tester: a directive in a function body (the compiler obeys it
        // there too), a directive over several lines (it governs the lines after its `)`), and
        // a local class whose `}` ends a line of code.
        let body = """
            import Observation
            func f() {
            #sourceLocation(file: "x.swift", line: 50)
                // @Observable
                final class A { var x = 0 }; let f: Int = "f"
                let g: Int = "g"
            #sourceLocation()
            }
            #sourceLocation(
              file: "m.swift",
              line: 20
            )
            let h: Int = "h"
            func k() {
                // @Observable
                final class L {
                    var x = 0
                    let k = 1 }; let i: Int = "i"
            }
            #sourceLocation()
            let j: Int = "j"

            """
        // Found by the same tester: removing an attribute before code on its line moved the
        // code's columns.
        let attributes = """
            import Observation
            @Observable final class A: NotAType {
                @ObservationIgnored var x: Int = "x"
            }
            @MainActor @Observable public final class C: AlsoNotAType {
                var y = 0
            }

            """
        for (name, source) in [("Annotated.swift", annotated), ("Plain.swift", plain), ("Body.swift", body), ("Attributes.swift", attributes)] {
            try write(source, name)
            let original = try errorLocations(swiftc, name)
            XCTAssertEqual(original.locations.count, ["Plain.swift": 2, "Annotated.swift": 3, "Body.swift": 5, "Attributes.swift": 3][name], original.stderr)
            if name != "Attributes.swift" { XCTAssertTrue(original.locations.contains { !$0.hasPrefix(name + ":") }, original.stderr) }
            let result = try run([name, "-o", "Generated/" + name, "--source-location", "relative"])
            XCTAssertEqual(result.status, 0, result.stderr)
            let check = try errorLocations(swiftc, "Generated/" + name)
            XCTAssertEqual(check.locations, original.locations, "\(name): \(check.stderr)")
        }
    }
}
