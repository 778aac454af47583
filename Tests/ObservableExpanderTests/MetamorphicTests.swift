import Foundation
import XCTest

/// Metamorphic test over every expanding fixture (a folder below Fixtures/, not below
/// Fixtures/errors/, with input.swift and expected.swift; one of several with the same input
/// and flags).
///
/// Two rewrites of input.swift that cannot change what the program means:
/// - (a) every member declaration of every annotated class is wrapped in its own
///   `#if true` … `#endif` (its leading comments and attributes, `#if` blocks of attributes
///   included; members already inside an `#if` block are wrapped again), except a
///   user-written `_$observationRegistrar`, `access`, `withMutation` or
///   `shouldNotifyObservers`, which the real macro does not find inside `#if` either;
/// - (b) a doc comment whose fenced Swift code sample holds a `/// @Observable` line is added
///   above every declaration: each type (at any depth, local types too), each member of a
///   type, each top-level declaration.
/// The built `observable-expand` expands the original and both variants, and
/// `swiftc -print-ast` of each variant's expansion must equal that of the original's.
/// `-print-ast` shows the members of the active `#if` clauses without the directives, and
/// no comments, so no normalisation is needed.
///
/// Member declarations are found without the library, whose parser is rewritten from time to
/// time, and without `swiftc -dump-parse`, which omits the members of inactive `#if` clauses
/// and reports declaration ranges without their attributes: `SwiftLineLayout` (below) lexes
/// the source (comments, nested block comments, strings, raw and multi-line strings,
/// interpolation) and groups the lines of each type body into declarations.
///
/// `OBSERVABLE_EXPAND_BINARY` overrides the binary under test; `METAMORPHIC_FILTER` keeps only
/// fixtures whose name contains it; the work folder is kept (and named) after a failure, or
/// always with `METAMORPHIC_KEEP=1`.
final class MetamorphicTests: XCTestCase {
    /// The binary SwiftPM built next to the test bundle (also with `--scratch-path`, where the
    /// bundle's folder is the build folder itself), else CommandLineTests' choice.
    static var binary: String {
        if let path = ProcessInfo.processInfo.environment["OBSERVABLE_EXPAND_BINARY"] { return path }
        var folders = [Bundle.main.bundleURL, Bundle(for: MetamorphicTests.self).bundleURL]
        if let executable = Bundle.main.executableURL { folders.append(executable.deletingLastPathComponent()) }
        for folder in folders {
            for candidate in [folder, folder.deletingLastPathComponent()] {
                let path = candidate.appendingPathComponent("observable-expand").path
                if FileManager.default.isExecutableFile(atPath: path) { return path }
            }
        }
        return CommandLineTests.binary
    }

    func testMemberWrappingAndDocSamplesDoNotChangeTheExpansion() throws {
        guard let swiftc = Toolchain.swiftc else {
            throw XCTSkip("no swiftc on PATH: cannot compare the -print-ast of the expansions")
        }
        let binary = Self.binary
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            XCTFail("no observable-expand binary at \(binary): build it first (swift build --build-tests)")
            return
        }
        let environment = ProcessInfo.processInfo.environment
        let filter = environment["METAMORPHIC_FILTER"]
        // A fixture whose input and flags repeat an earlier one's (the `source-location/`
        // copies, say) would only repeat its checks.
        var seen = Set<Data>()
        let fixtures = FixturePaths.fixtureFolders().filter { folder in
            let name = FixturePaths.name(of: folder)
            guard !name.hasPrefix("errors/"),
                  FileManager.default.fileExists(atPath: folder.appendingPathComponent("expected.swift").path),
                  filter.map({ name.contains($0) }) ?? true,
                  let input = FileManager.default.contents(atPath: folder.appendingPathComponent("input.swift").path) else { return false }
            let flags = FileManager.default.contents(atPath: folder.appendingPathComponent("flags.txt").path) ?? Data()
            return seen.insert(input + Data([0]) + flags).inserted
        }
        XCTAssertFalse(fixtures.isEmpty, "no expanding fixtures found in \(FixturePaths.fixtures.path)")
        let work = try Toolchain.temporaryDirectory()
        let keep = environment["METAMORPHIC_KEEP"] == "1"

        let start = Date()
        let checker = MetamorphicChecker(binary: binary, swiftc: swiftc, work: work)
        let collected = Collected()
        MetamorphicParallel.forEach(fixtures, workers: 2) { folder in
            collected.add(checker.check(folder))
        }
        let reports = collected.reports.sorted { $0.name < $1.name }
        let failures = reports.flatMap { report in report.failures.map { "\(report.name): \($0)" } }
        let wrapped = reports.reduce(0) { $0 + $1.wrappedMembers }
        let documented = reports.reduce(0) { $0 + $1.documentedDeclarations }
        let seconds = Date().timeIntervalSince(start)
        print("metamorphic: \(reports.count) fixtures, \(wrapped) members wrapped in #if true, "
            + "\(documented) doc samples added, \(failures.count) failures, \(String(format: "%.1f", seconds)) s")
        if keep || !failures.isEmpty {
            print("metamorphic: work files kept in \(work.path)")
        } else {
            try? FileManager.default.removeItem(at: work)
        }
        XCTAssert(failures.isEmpty, "\(failures.count) metamorphic failures:\n" + failures.joined(separator: "\n"))
    }

    /// The layout scanner on its own: what is wrapped and where the doc samples go.
    func testVariantsOfASmallFile() {
        let source = """
            import Observation

            /// Docs.
            // @Observable
            @MainActor
            final class Model {
              // @ObservationIgnored
              var a = 1
              @available(*, deprecated)
            #if DEBUG
              @inline(never)
            #endif
              func f(
                x: Int
              ) -> Int where Int: Equatable {
                x
              }
            #if os(Linux)
              var b = #\"\"\"#
            #else
              var c = \"\"\"
                }
                \"\"\"
            #endif

              /* a block
                 comment */
              init() {}
            }

            class Plain {
              var d = 2
            }

            """
        let layout = SwiftLineLayout(source)
        XCTAssertEqual(layout.wrappingMembersOfAnnotatedClasses().text, """
            import Observation

            /// Docs.
            // @Observable
            @MainActor
            final class Model {
              #if true
              // @ObservationIgnored
              var a = 1
              #endif
              #if true
              @available(*, deprecated)
            #if DEBUG
              @inline(never)
            #endif
              func f(
                x: Int
              ) -> Int where Int: Equatable {
                x
              }
              #endif
            #if os(Linux)
              #if true
              var b = #\"\"\"#
              #endif
            #else
              #if true
              var c = \"\"\"
                }
                \"\"\"
              #endif
            #endif

              #if true
              /* a block
                 comment */
              init() {}
              #endif
            }

            class Plain {
              var d = 2
            }

            """)
        let documented = layout.addingDocSamples().text
        let sample = MetamorphicChecker.docSample
        func doc(_ indentation: String) -> String { sample.map { indentation + $0 + "\n" }.joined() }
        XCTAssertEqual(documented, """
            import Observation

            \(doc(""))/// Docs.
            // @Observable
            @MainActor
            final class Model {
            \(doc("  "))  // @ObservationIgnored
              var a = 1
            \(doc("  "))  @available(*, deprecated)
            #if DEBUG
              @inline(never)
            #endif
              func f(
                x: Int
              ) -> Int where Int: Equatable {
                x
              }
            #if os(Linux)
            \(doc("  "))  var b = #\"\"\"#
            #else
            \(doc("  "))  var c = \"\"\"
                }
                \"\"\"
            #endif

            \(doc("  "))  /* a block
                 comment */
              init() {}
            }

            \(doc(""))class Plain {
            \(doc("  "))  var d = 2
            }

            """)
    }
}

/// One fixture's outcome.
struct MetamorphicReport: Sendable {
    var name: String
    var failures: [String] = []
    var wrappedMembers = 0
    var documentedDeclarations = 0
}

/// Expands a fixture and its two variants and compares the `-print-ast` of the expansions.
struct MetamorphicChecker: Sendable {
    let binary: String
    let swiftc: String
    let work: URL

    static let docSample = [
        "/// Example:",
        "/// ```swift",
        "/// @Observable",
        "/// final class Sample {}",
        "/// ```",
    ]

    func check(_ folder: URL) -> MetamorphicReport {
        let name = FixturePaths.name(of: folder)
        var report = MetamorphicReport(name: name)
        do {
            let input = try String(contentsOf: folder.appendingPathComponent("input.swift"), encoding: .utf8)
            // A fixture's context/ files: passed as --context and compiled with the expansion
            // (whole-module mode, so that -print-ast comes on standard output).
            let contextFolder = folder.appendingPathComponent("context")
            let contextFiles = ((try? FileManager.default.contentsOfDirectory(atPath: contextFolder.path)) ?? [])
                .filter { $0.hasSuffix(".swift") }.sorted().map { contextFolder.appendingPathComponent($0).path }
            var flags = try Self.flags(in: folder)
            // The fixture modes that change the expansion's declarations (as GoldenFixtureTests).
            var expanderArguments: [String] = name.hasPrefix("codable-keys/") ? ["--codable-keys"] : []
            if !contextFiles.isEmpty {
                flags += ["-wmo"] + contextFiles
                expanderArguments += ["--context", contextFolder.path]
            }
            let directory = work.appendingPathComponent(name.replacingOccurrences(of: "/", with: "__"))
            let layout = SwiftLineLayout(input)
            let wrapped = layout.wrappingMembersOfAnnotatedClasses()
            let documented = layout.addingDocSamples()
            report.wrappedMembers = wrapped.insertions
            report.documentedDeclarations = documented.insertions

            let original: String
            switch printAST(of: input, label: "original", flags: flags, expanderArguments: expanderArguments, in: directory) {
            case .success(let ast): original = ast
            case .failure(let message):
                report.failures.append("the original: \(message)")
                return report
            }
            let variants = [
                ("variant (a), members wrapped in #if true", wrapped),
                ("variant (b), doc comments with a fenced @Observable sample", documented),
            ]
            for (index, (label, variant)) in variants.enumerated() where variant.insertions > 0 {
                switch printAST(of: variant.text, label: "variant-\(index == 0 ? "a" : "b")", flags: flags, expanderArguments: expanderArguments, in: directory) {
                case .success(let ast):
                    if ast != original {
                        report.failures.append("\(label): -print-ast differs from the original's: "
                            + Self.firstDifference(original, ast) + " (work files: \(directory.path))")
                    }
                case .failure(let message):
                    report.failures.append("\(label): \(message) (work files: \(directory.path))")
                }
            }
        } catch {
            report.failures.append("\(error)")
        }
        return report
    }

    enum Outcome { case success(String), failure(String) }

    /// Expands `source` (saved as `<label>/input.swift`, so that every run names the same
    /// file) and returns `swiftc -print-ast` of the expansion.
    private func printAST(of source: String, label: String, flags: [String], expanderArguments: [String] = [], in directory: URL) -> Outcome {
        do {
            let folder = directory.appendingPathComponent(label)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(source.utf8).write(to: folder.appendingPathComponent("input.swift"))
            let expansion = try Toolchain.run(binary, ["input.swift"] + expanderArguments, in: folder)
            guard expansion.status == 0 else {
                return .failure("observable-expand exits \(expansion.status): " + Self.firstLines(expansion.stderr))
            }
            let expanded = folder.appendingPathComponent("expanded.swift")
            try Data(expansion.stdout.utf8).write(to: expanded)
            let ast = try Toolchain.run(swiftc, flags + ["-module-name", "metamorphic", "-print-ast", "expanded.swift"], in: folder)
            guard ast.status == 0 else {
                let errors = ast.stderr.split(separator: "\n").filter { $0.contains("error:") }
                return .failure("the expansion does not type-check: " + Self.firstLines(errors.isEmpty ? ast.stderr : errors.joined(separator: "\n")))
            }
            return .success(ast.stdout)
        } catch {
            return .failure("\(error)")
        }
    }

    /// The fixture's flags.txt, split on white space (a leading `swiftc` word is dropped).
    static func flags(in folder: URL) throws -> [String] {
        let url = folder.appendingPathComponent("flags.txt")
        guard FileManager.default.fileExists(atPath: url.path) else { return [] }
        var words = try String(contentsOf: url, encoding: .utf8).split(whereSeparator: \.isWhitespace).map(String.init)
        if words.first == "swiftc" { words.removeFirst() }
        return words
    }

    static func firstLines(_ text: String, count: Int = 3) -> String {
        text.split(separator: "\n").prefix(count).joined(separator: " | ")
    }

    static func firstDifference(_ expected: String, _ actual: String) -> String {
        let a = expected.components(separatedBy: "\n"), b = actual.components(separatedBy: "\n")
        for k in 0 ..< max(a.count, b.count) where k >= a.count || k >= b.count || a[k] != b[k] {
            return "line \(k + 1): original has `\(k < a.count ? a[k] : "<end>")`, variant has `\(k < b.count ? b[k] : "<end>")`"
        }
        return "(identical)"
    }
}

/// A lock-protected list of reports, filled by the worker threads.
private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [MetamorphicReport] = []

    func add(_ report: MetamorphicReport) {
        lock.lock()
        list.append(report)
        lock.unlock()
    }

    var reports: [MetamorphicReport] {
        lock.lock()
        defer { lock.unlock() }
        return list
    }
}

/// Runs blocking jobs (each waits on child processes) on a fixed number of plain threads.
enum MetamorphicParallel {
    static func forEach<Item: Sendable>(_ items: [Item], workers: Int, _ body: @escaping @Sendable (Item) -> Void) {
        let next = Counter()
        let group = DispatchGroup()
        for _ in 0 ..< max(1, min(workers, items.count)) {
            group.enter()
            Thread {
                while let index = next.take(below: items.count) { body(items[index]) }
                group.leave()
            }.start()
        }
        group.wait()
    }

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0

        func take(below limit: Int) -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard value < limit else { return nil }
            value += 1
            return value - 1
        }
    }
}
