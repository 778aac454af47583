import Foundation

/// The result for one fixture.
enum Verdict: Sendable {
    case pass
    case fail(String)
}

/// Checks one golden fixture against the toolchain's real `@Observable` macro.
///
/// Cheapest decisive checks first, and no compile whose answer cannot change the verdict:
/// the golden file's type-check, AST and macro dump come from one `-print-ast` call, and the
/// real form is compiled in an extra mode only when the golden file fails there (to tell a
/// defect from a mode where the macro's own code fails too).
struct FixtureChecker: Sendable {
    let swiftc: Swiftc

    /// Both files are compiled as this module, so run-time type names (`expected.Model`)
    /// agree, and match what a plain `swiftc expected.swift -o bin` build prints.
    static let moduleName = "expected"
    static let programTimeout: TimeInterval = 30

    struct Failure: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }

    func check(_ fixture: Fixture, in work: URL) -> Verdict {
        do {
            try Session(swiftc: swiftc, fixture: fixture, work: work).run()
            return .pass
        } catch let failure as Failure {
            return .fail(failure.message)
        } catch {
            return .fail("\(error)")
        }
    }
}

/// The state of one fixture's check: its files copied into a private work directory.
private struct Session {
    let swiftc: Swiftc
    let fixture: Fixture
    let work: URL
    let real: URL
    let golden: URL

    typealias Failure = FixtureChecker.Failure

    init(swiftc: Swiftc, fixture: Fixture, work: URL) {
        self.swiftc = swiftc
        self.fixture = fixture
        self.work = work
        real = work.appendingPathComponent("real.swift")
        golden = work.appendingPathComponent("expected.swift")
    }

    func run() throws {
        guard FileManager.default.fileExists(atPath: fixture.input.path) else { throw Failure("no input.swift") }
        let input = try String(contentsOf: fixture.input, encoding: .utf8)
        let goldenSource = try String(contentsOf: fixture.expected, encoding: .utf8)
        let fixtureFlags = try fixture.flags()
        let wantedStdout = try fixture.expectedStdout()
        let modes = CompilerModes.modes(forFixtureFlags: fixtureFlags)
        let primary = modes[0]
        let realSource = RealMacroForm.make(from: input)
        try realSource.write(to: real, atomically: true, encoding: .utf8)
        try goldenSource.write(to: golden, atomically: true, encoding: .utf8)
        var base = fixtureFlags
        if !base.contains("-module-name") { base += ["-module-name", FixtureChecker.moduleName] }

        func compile(_ mode: CompilerMode, _ arguments: [String], _ file: URL) -> ProcessResult {
            swiftc.run(base + mode.flags + arguments + [file.path], in: work)
        }
        let astAndDump = ["-Xfrontend", "-dump-macro-expansions", "-print-ast"]

        // The golden file type-checks, and expands none of Observation's macros (step 4).
        let goldenAST = compile(primary, astAndDump, golden)
        guard goldenAST.succeeded else {
            throw Failure("expected.swift does not type-check (\(primary.label)): \(goldenAST.firstErrors)")
        }
        let macroUses = MacroExpansionDump(parsing: goldenAST.stderr).observationMacroUses
        guard macroUses.isEmpty else {
            throw Failure("expected.swift still needs the macro plugin: it expands \(macroUses.joined(separator: ", "))")
        }

        // Same declarations as the real macro (step 2) and the same conformances (step 3).
        // A fixture with expected-stdout.txt declares the macro's own code broken: nothing to compare.
        if wantedStdout == nil {
            let realAST = compile(primary, astAndDump, real)
            guard realAST.succeeded else {
                throw Failure("the real-macro form of input.swift does not type-check (\(primary.label)): "
                    + "\(realAST.firstErrors); a fixture for broken macro code needs expected-stdout.txt")
            }
            let realLines = PrintASTNormaliser.normalise(realAST.stdout)
            let goldenLines = PrintASTNormaliser.normalise(goldenAST.stdout)
            // Kept with the work directory of a failed fixture, for `diff`.
            try (realLines.joined(separator: "\n") + "\n").write(to: work.appendingPathComponent("real.ast.txt"), atomically: true, encoding: .utf8)
            try (goldenLines.joined(separator: "\n") + "\n").write(to: work.appendingPathComponent("expected.ast.txt"), atomically: true, encoding: .utf8)
            if realLines != goldenLines {
                throw Failure("print-ast differs: " + LineDiff.describe(real: realLines, expected: goldenLines))
            }
            let realConformances = (ObservableConformances.scan(realSource)
                + ObservableConformances.scan(MacroExpansionDump(parsing: realAST.stderr).allText)).sorted()
            let goldenConformances = ObservableConformances.scan(goldenSource)
            if realConformances != goldenConformances {
                throw Failure("Observable conformances differ: real macro has \(realConformances.count) "
                    + "\(realConformances.map(\.description)), expected.swift has \(goldenConformances.count) "
                    + "\(goldenConformances.map(\.description))")
            }
        }

        // Compiles in every other language mode where the real form compiles (step 1).
        for mode in modes.dropFirst() {
            try requireCompiles(mode, compile)
        }

        // Same program output (step 5); without a program, at least SIL diagnostics such as
        // definite initialisation, which print-ast does not run.
        if let wantedStdout {
            let goldenRun = try buildAndRun(golden, "expected.swift", primary, compile)
            let want = lines(wantedStdout)
            let got = lines(goldenRun.stdout)
            if got != want || goldenRun.status != 0 {
                throw Failure("stdout differs from expected-stdout.txt (exit \(goldenRun.status)): "
                    + LineDiff.describe(real: want, expected: got,
                                        realLabel: "expected-stdout.txt has", expectedLabel: "expected.swift prints"))
            }
        } else if input.contains("withObservationTracking") {
            let goldenRun = try buildAndRun(golden, "expected.swift", primary, compile)
            let realRun = try buildAndRun(real, "the real-macro form (add expected-stdout.txt if the macro's code cannot build)", primary, compile)
            if realRun.stdout != goldenRun.stdout || realRun.status != goldenRun.status {
                throw Failure("program output differs (exit \(realRun.status) vs \(goldenRun.status)): "
                    + LineDiff.describe(real: lines(realRun.stdout), expected: lines(goldenRun.stdout),
                                        realLabel: "real macro prints", expectedLabel: "expected.swift prints"))
            }
        } else {
            try requireCompiles(primary, compile)
        }
    }

    /// The golden file must compile (through SIL diagnostics) in `mode` unless the real form fails there too.
    private func requireCompiles(_ mode: CompilerMode, _ compile: (CompilerMode, [String], URL) -> ProcessResult) throws {
        let silOnly = ["-emit-sil", "-o", "/dev/null"]
        let goldenResult = compile(mode, silOnly, golden)
        guard !goldenResult.succeeded else { return }
        let realResult = compile(mode, silOnly, real)
        if realResult.succeeded {
            throw Failure("expected.swift does not compile in \(mode.label), where the real macro's code does: \(goldenResult.firstErrors)")
        }
    }

    private func buildAndRun(
        _ source: URL, _ description: String, _ mode: CompilerMode,
        _ compile: (CompilerMode, [String], URL) -> ProcessResult
    ) throws -> ProcessResult {
        let binary = work.appendingPathComponent(source.deletingPathExtension().lastPathComponent + ".bin")
        let build = compile(mode, ["-o", binary.path], source)
        guard build.succeeded else { throw Failure("\(description) does not build: \(build.firstErrors)") }
        let result = ProcessRunner.run(binary, [], in: work, timeout: FixtureChecker.programTimeout)
        if result.timedOut { throw Failure("\(description): program did not finish in \(Int(FixtureChecker.programTimeout)) s") }
        return result
    }

    private func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
