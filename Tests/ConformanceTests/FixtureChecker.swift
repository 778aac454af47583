import Foundation

/// The result for one fixture.
enum Verdict: Sendable {
    case pass
    case fail(String)
}

/// Checks one golden fixture against the toolchain's real `@Observable` macro:
///
/// 1. expected.swift compiles in each language mode where the real-macro form does;
/// 2. their `-print-ast` outputs agree after normalisation, and the macro code print-ast
///    cannot show (key paths, closures, operators) appears in expected.swift as text;
/// 3. both declare the same `Observable` conformances;
/// 4. expected.swift expands none of Observation's macros (needs no plugin);
/// 5. their programs print the same (or expected.swift prints expected-stdout.txt: for a
///    fixture of code the macro cannot expand, and for every `codable-keys/` fixture).
///
/// No compile whose answer cannot change the verdict: the golden file's type-check, AST and
/// macro dump come from one `-print-ast` call, and the real form is compiled in an extra
/// mode only when the golden file fails there (to tell a defect from a mode where the
/// macro's own code fails too).
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
        let goldenFile = try String(contentsOf: fixture.expected, encoding: .utf8)
        // The text checks read declarations; `#sourceLocation` lines (the source-location
        // fixtures) only map lines, so they are left out of those. The file is compiled as is.
        let goldenSource = goldenFile.components(separatedBy: "\n").filter { !$0.hasPrefix("#sourceLocation(") }.joined(separator: "\n")
        let fixtureFlags = try fixture.flags()
        let wantedStdout = try fixture.expectedStdout()
        // `codable-keys/` fixtures are expanded with `--codable-keys`, which adds `CodingKeys`
        // the macro does not write: their program output is compared with what the real macro
        // prints with those keys written by hand, never with the macro's form of input.swift.
        if fixture.name.hasPrefix("codable-keys/") && wantedStdout == nil {
            throw Failure("a codable-keys/ fixture differs from the macro on purpose: it needs expected-stdout.txt, "
                + "what the program prints under the real macro with the same CodingKeys written by hand")
        }
        let modes = CompilerModes.modes(forFixtureFlags: fixtureFlags)
        let primary = modes[0]
        let realSource = RealMacroForm.make(from: input)
        try realSource.write(to: real, atomically: true, encoding: .utf8)
        try goldenFile.write(to: golden, atomically: true, encoding: .utf8)
        var base = fixtureFlags
        if !base.contains("-module-name") { base += ["-module-name", FixtureChecker.moduleName] }

        // Context files (`context/*.swift`) are compiled with each form, as the rest of its module.
        // Whole-module mode, so that `-print-ast` comes as one output on standard output (a
        // multi-file batch prints it on standard error).
        let context = fixture.contextFiles.map(\.path)
        if !context.isEmpty { base.append("-wmo") }
        func compile(_ mode: CompilerMode, _ arguments: [String], _ file: URL) -> ProcessResult {
            swiftc.run(base + mode.flags + arguments + [file.path] + context, in: work)
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

        // Same declarations as the real macro (step 2, plus the text print-ast omits) and the
        // same conformances (step 3).
        // A fixture with expected-stdout.txt declares the macro's own code broken: nothing to compare.
        if wantedStdout == nil {
            let realAST = compile(primary, astAndDump, real)
            guard realAST.succeeded else {
                throw Failure("the real-macro form of input.swift does not type-check (\(primary.label)): "
                    + "\(realAST.firstErrors); a fixture for broken macro code needs expected-stdout.txt")
            }
            let realNormal = PrintASTNormaliser.normalise(realAST.stdout)
            let goldenNormal = PrintASTNormaliser.normalise(goldenAST.stdout)
            guard !goldenNormal.lines.isEmpty, !realNormal.lines.isEmpty else {
                throw Failure("swiftc -print-ast printed no declarations; nothing would be compared")
            }
            try save(realNormal.lines, as: "real.ast.txt")
            try save(goldenNormal.lines, as: "expected.ast.txt")
            if realNormal.lines != goldenNormal.lines {
                throw Failure("print-ast differs: " + LineDiff.describe(real: realNormal.lines, expected: goldenNormal.lines))
            }
            let realDump = MacroExpansionDump(parsing: realAST.stderr)
            if let missing = ExpansionTextCheck.firstMissing(in: realDump, goldenSource: goldenSource) {
                throw Failure(missing)
            }
            try requireSameConformances(real: realNormal, macro: ObservableConformances.scan(realDump.allText),
                                        golden: goldenNormal, goldenSource: goldenSource)
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

    /// The golden file declares the conformances the real macro adds (count, types, `nonisolated`),
    /// plus those the input writes itself, with the attributes the macro copies onto them.
    private func requireSameConformances(
        real: PrintASTNormaliser.Result, macro: [ObservableConformance],
        golden: PrintASTNormaliser.Result, goldenSource: String
    ) throws {
        let wanted = (real.conformances + macro.map(\.summary)).sorted()
        if wanted != golden.conformances {
            throw Failure("Observable conformances differ: real macro has \(wanted.count) \(wanted), "
                + "expected.swift has \(golden.conformances.count) \(golden.conformances)")
        }
        let written = ObservableConformances.scan(goldenSource)
        for conformance in macro where !written.contains(where: {
            $0.typeName == conformance.typeName && $0.attributes == conformance.attributes && $0.entry == conformance.entry
        }) {
            let candidates = written.filter { $0.typeName == conformance.typeName }.map(\.description)
            throw Failure("the conformance extension of \(conformance.typeName) differs: real macro has "
                + "`\(conformance.description)`, expected.swift has \(candidates)")
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

    /// Kept with the work directory of a failed fixture, for `diff`.
    private func save(_ lines: [String], as name: String) throws {
        try (lines.joined(separator: "\n") + "\n").write(to: work.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    private func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
